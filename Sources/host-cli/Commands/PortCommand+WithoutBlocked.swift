import Foundation
import Porting
import TextFormat

extension PortCommand.Plan {
    /// How many times port builds again without newly blocked files: each round costs a
    /// build, and a file blocked only after three others were left out is rare.
    static let rebuildRounds = 4

    /// A project built again without the files that blocked the first build.
    struct Rebuild {
        /// The project of the plugins whose classes are in the other files.
        var project: PortProject
        /// Its build.
        var built: PortBuild.Result
        /// The files left out (as given).
        var without: [String]
    }

    /// After a build that failed on some files' blockers, the plugins whose classes are in the
    /// other files, built again without the blocked ones — one file's gap (a type of the app
    /// that port cannot stand in for, an API the SDK lacks) must not cost the classes of the
    /// rest, as it would a user who gave a folder. Nil when no blocker names a file, every
    /// file is blocked, every plugin's class is in a blocked file, or no file is blocked that
    /// the last rebuild did not already leave out (so calling it again after a rebuild that
    /// failed on files of its own leaves those out too, and stops when none is new). The
    /// report keeps every build's blockers and says which files were left out; the blocked
    /// files' plugins stay unbuilt. A plugin whose generated `PortExport.swift` holds a blocker
    /// is left out the same way, alone (``failedExports(_:plugins:)``): the rebuild then also
    /// happens when no file is newly blocked, and the report names those plugins.
    func rebuildWithoutBlocked(
        _ project: PortProject, names fileNames: [String], report: inout PortReport, console: Console
    ) -> Rebuild? {
        // A file whose blockers all lie in declarations its ported classes are not in is kept
        // without those (BlockedDeclarations); others that block are left out whole.
        var sources = results.map(\.source)
        var trimmed: [(path: String, declarations: [BlockedDeclarations.LeftOut])] = []
        for i in files.indices {
            let lines = Set(report.blockers.filter { $0.path == files[i].path }.map(\.line))
            let keep = project.plugins.filter { $0.sourcePath == files[i].path }.map(\.className)
            guard !keep.isEmpty,
                let t = BlockedDeclarations.without(
                    blockerLines: lines, in: results[i].source, original: files[i].source, keep: keep)
            else { continue }
            sources[i] = t.source
            trimmed.append((files[i].path, t.leftOut))
        }
        let blocked = Set(report.blockers.map(\.path)).subtracting(trimmed.map(\.path))
        let kept = files.indices.filter { !blocked.contains(files[$0].path) }
        // Plugins whose generated export fails are left out too (PortCommand+FailedExports).
        let failedExports = Self.failedExports(report.blockers, plugins: project.plugins)
        let newFiles = kept.count < files.count && files.count - kept.count > report.builtWithout.count
        let newTrims =
            trimmed.map(\.path) != report.leftOutDeclarations.map(\.path)
            || zip(trimmed, report.leftOutDeclarations).contains { $0.declarations != $1.declarations }
        guard !kept.isEmpty, newFiles || newTrims || !failedExports.isEmpty else { return nil }
        let keptPaths = Set(kept.map { files[$0].path })
        let (plugins, madeAgain) = remade(
            project.plugins.filter { keptPaths.contains($0.sourcePath) && !failedExports.contains($0.target) },
            from: kept.map { (files[$0].path, SwiftDeclarations(files[$0].source)) })
        guard !plugins.isEmpty else { return nil }
        // The report says how the rebuild made them.
        for c in madeAgain {
            if let i = report.classes.firstIndex(where: { $0.qualifiedName == c.qualifiedName }) {
                report.classes[i] = c
            }
        }
        var again = PortProject(
            name: project.name, hostPath: project.hostPath, files: kept.map { (fileNames[$0], sources[$0]) },
            plugins: plugins)
        let keptScans = kept.map { (files[$0].path, SwiftDeclarations(files[$0].source)) }
        again.controllerClasses = PortableClassFinder.controllerClasses(keptScans)
        again.standInControllerClasses = PortableClassFinder.controllerClasses(keptScans, standIns: true)
        let without = files.indices.filter { !keptPaths.contains(files[$0].path) }.map { files[$0].path }
        let originals = kept.map { files[$0] }, names = kept.map { fileNames[$0] }
        let rewritten = kept.map { i in
            var r = results[i]
            r.source = sources[i]
            return r
        }
        do { try PortOutput.write(again, originals: originals, results: rewritten, names: names, to: output) } catch {
            return nil
        }
        report.droppedExports += project.plugins.filter { failedExports.contains($0.target) }.map {
            "\($0.className) (\($0.kind.rawValue))"
        }
        Self.adviseOnFailedExports(&report, plugins: project.plugins, failed: failedExports)
        if !failedExports.isEmpty { console.err(Self.failedExportsLine(project.plugins, failedExports)) }
        if newFiles {
            console.err(
                "building again without the \(without.count) file\(without.count == 1 ? "" : "s") that block\(without.count == 1 ? "s" : "") (\(without.map { TerminalText.escape(($0 as NSString).lastPathComponent) }.joined(separator: ", ")))…\n"
            )
        }
        let built = PortBuild.runCompletingStubs(
            &again, originals: originals, results: rewritten, names: names, output: output,
            scratch: PortOutput.scratchPath(host: host.path), console: console)
        report.stubs = again.stubs
        report.builtWithout = without
        report.leftOutDeclarations = trimmed
        if built.failure != nil {
            let copies = Self.copies(names: names, originals: originals, results: rewritten)
            report.blockers += PortDiagnostic.parse(built.log, copies: copies).filter { n in
                !report.blockers.contains { $0.path == n.path && $0.line == n.line && $0.message == n.message }
            }
        }
        return Rebuild(project: again, built: built, without: without)
    }

    /// `plugins` with the constructions port chose made again from the kept files `scans`
    /// alone: a placeholder argument may have made a class of a dropped file
    /// (`SwipeBackController(navigationController: …)`), which is a stand-in without that
    /// initializer in the rebuild. A construction given with `--construct` stays as given.
    /// Also returns the classes made again, as found in the kept files.
    func remade(_ plugins: [PortProject.Plugin], from scans: [(String, SwiftDeclarations)]) -> (
        [PortProject.Plugin], [PortableClass]
    ) {
        let again = PortableClassFinder.find(scans)
        var madeAgain: [PortableClass] = []
        let out = plugins.map { p in
            guard let first = classes.first(where: { $0.qualifiedName == p.className }),
                p.construction == first.construction,
                let now = again.first(where: { $0.qualifiedName == p.className }), let made = now.construction,
                made != p.construction
            else { return p }
            madeAgain.append(now)
            var q = p
            q.construction = made
            q.declarations = now.placeholderDeclarations
            q.appSet = now.appSet
            q.appSetDeclarations = now.appSetDeclarations
            return q
        }
        return (out, madeAgain)
    }

    /// Each copy in the package (by its name there) → the file as given and, per line of the
    /// copy, the line of the file it came from: how a compiler message on a copy is told on
    /// the user's file.
    static func copies(names: [String], originals: [PortRewriter.File], results: [PortRewriter.Result]) -> [String: (
        path: String, origins: [Int?]
    )] {
        var out: [String: (path: String, origins: [Int?])] = [:]
        for (name, (file, result)) in zip(names, zip(originals, results)) {
            out[name] = (
                file.path,
                LineDiff.origins(
                    old: file.source.split(separator: "\n", omittingEmptySubsequences: false),
                    new: result.source.split(separator: "\n", omittingEmptySubsequences: false))
            )
        }
        return out
    }
}
