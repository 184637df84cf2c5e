import Foundation
import Porting
import ProcessSupport

/// The folder `host-cli port` writes and the build it runs there. It writes only into a folder
/// that is new, empty, or one an earlier port made (it holds ``marker``, which lists the
/// files that port wrote, so a re-run replaces exactly those and nothing of the user's).
enum PortOutput {
    /// The file that marks a folder as port's, listing what it wrote.
    static let marker = ".host-cli-port"

    /// Refuses a folder port must not write into.
    static func check(_ path: String) throws(UsageError) {
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT { return }
            throw .refusedValue(
                option: "--output", value: path,
                reason: "cannot look at it (\(WriteLoop.reason(errno))); choose another folder with --output DIR")
        }
        guard st.st_mode & S_IFMT == S_IFDIR else {
            throw .refusedValue(
                option: "--output", value: path, reason: "that is a file; choose a folder with --output DIR")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if entries.isEmpty || entries.contains(marker) { return }
        throw .refusedValue(
            option: "--output", value: path,
            reason:
                "the folder holds files port did not make, and port never overwrites them; choose a new or empty folder with --output DIR"
        )
    }

    /// Distinct file names for the copies (`A.swift`, `A-2.swift` when two folders hold an A).
    static func uniqueNames(_ paths: [String]) -> [String] {
        var used: Set<String> = [], out: [String] = []
        for p in paths {
            let base = (p as NSString).lastPathComponent
            var name = base, n = 2
            while used.contains(name) {
                name = (base as NSString).deletingPathExtension + "-\(n).swift"
                n += 1
            }
            used.insert(name)
            out.append(name)
        }
        return out
    }

    /// The package's name: the folder's, letters and digits only.
    static func packageName(_ output: String) -> String {
        let base = (((output as NSString).standardizingPath) as NSString).lastPathComponent
        let cleaned = String(
            base.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII }.map(Character.init))
        return cleaned.isEmpty || cleaned.first!.isNumber ? "Ported" + cleaned : cleaned
    }

    /// The build folder shared by every port against `host` (so the SDK is built once).
    static func scratchPath(host: String) -> String {
        let env = ProcessInfo.processInfo.environment
        let cache = env["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? (NSHomeDirectory() + "/.cache")
        // FNV-1a of the checkout's path: one build folder per checkout.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in host.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return cache + "/transition-host/port-build/" + String(h, radix: 16)
    }

    /// Writes the package, the ported copies with their diffs, and the marker; removes what an
    /// earlier port wrote there first.
    static func write(
        _ project: PortProject, originals: [PortRewriter.File], results: [PortRewriter.Result],
        names: [String], to folder: String
    ) throws {
        let fm = FileManager.default
        if let old = try? String(contentsOfFile: folder + "/" + marker, encoding: .utf8) {
            for line in old.split(separator: "\n") where !line.isEmpty && !line.contains("..") && !line.hasPrefix("/") {
                try? fm.removeItem(atPath: folder + "/" + line)
            }
        }
        var written: [String] = []
        func put(_ relative: String, _ text: String) throws {
            let path = folder + "/" + relative
            try fm.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            written.append(relative)
        }
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (path, text) in project.packageFiles() { try put(path, text) }
        for ((name, original), result) in zip(zip(names, originals), results) {
            try put("ported/" + name, result.source)
            let diff = LineDiff.unified(
                old: original.source, new: result.source, oldName: original.path, newName: "ported/" + name)
            if !diff.isEmpty { try put("ported/" + name + ".diff", diff) }
        }
        if let stubs = project.stubs, !stubs.isEmpty { try put("ported/PortStubs.swift", stubs.source()) }
        for t in Set(project.plugins.map(\.target)) { written.append("Sources/" + t) }
        written.append("plugins")
        written.append("build.log")
        try (written.joined(separator: "\n") + "\n").write(
            toFile: folder + "/" + marker, atomically: true, encoding: .utf8)
    }

    /// Copies a built library (mode 0644, replacing an earlier copy).
    static func copyLibrary(_ from: String, to: String) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? fm.removeItem(atPath: to)
        try fm.copyItem(atPath: from, toPath: to)
        chmod(to, 0o644)
    }
}

/// The `swift build` of a ported package.
enum PortBuild {
    /// What the build left.
    struct Result {
        /// The compiler's output (also written to the package's build.log).
        var log: String
        /// Where the libraries are (nil: unknown, the build did not get that far).
        var binPath: String?
        /// Why it failed, when it did.
        var failure: String?
    }

    /// Builds the package; while the build fails on symbols of the app that the files use but
    /// do not declare, adds stand-ins for them (``PortStubs``, written as PortStubs.swift in
    /// every target and in ported/) and builds again, ``PortStubs/maximumRounds`` times at most.
    static func runCompletingStubs(
        _ project: inout PortProject, originals: [PortRewriter.File], results: [PortRewriter.Result],
        names: [String], output: String, scratch: String, console: Console
    ) -> Result {
        let libraries = project.plugins.map { "lib\($0.target).so" }
        var built = run(package: output, scratch: scratch, libraries: libraries)
        var stubs = PortStubs(files: project.files)
        var round = 0
        while built.failure != nil, round < PortStubs.maximumRounds, stubs.learn(from: built.log) {
            round += 1
            project.stubs = stubs
            do { try PortOutput.write(project, originals: originals, results: results, names: names, to: output) } catch
            { break }
            console.err(
                "building again with stand-ins for \(stubs.stubs.count) type\(stubs.stubs.count == 1 ? "" : "s") of your app the files use but do not declare (round \(round))…\n"
            )
            built = run(package: output, scratch: scratch, libraries: libraries)
        }
        return built
    }

    /// `swift` on the PATH.
    static func swiftExecutable() -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = String(dir) + "/swift"
            if access(p, X_OK) == 0 { return p }
        }
        return nil
    }

    /// Builds `package` in `scratch`; an hour at most (a first build on a slow machine).
    /// `libraries` are the file names of the package's plugin libraries: a copy an earlier
    /// port left in the shared folder is removed first, so a build that fails never lends
    /// another package's library, and the build plan of the previous package is dropped
    /// (SwiftPM was seen compiling the previous package's sources from it).
    static func run(package: String, scratch: String, libraries: [String] = []) -> Result {
        guard let swift = swiftExecutable() else {
            return Result(
                log: "", binPath: nil,
                failure: "swift is not on the PATH; install the Swift toolchain (swift.org) and port again")
        }
        let common = ["--package-path", package, "--scratch-path", scratch]
        let fm = FileManager.default
        try? fm.removeItem(atPath: scratch + "/debug.yaml")
        if let entries = try? fm.contentsOfDirectory(atPath: scratch) {
            for triple in entries where triple.contains("-linux") {
                for lib in libraries { try? fm.removeItem(atPath: scratch + "/" + triple + "/debug/" + lib) }
            }
        }
        let build = ChildProcess.run(swift, ["build"] + common, timeout: 3600, maxOutput: 4 << 20)
        let log = build.stdout + build.stderr
        try? log.write(toFile: package + "/build.log", atomically: true, encoding: .utf8)
        let bin = ChildProcess.run(swift, ["build", "--show-bin-path"] + common, timeout: 120)
        let binPath = bin.ending == .exited(0) ? bin.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        switch build.ending {
        case .exited(0): return Result(log: log, binPath: binPath, failure: nil)
        case .exited(let s):
            return Result(
                log: log, binPath: binPath, failure: "swift build exited with status \(s) (see \(package)/build.log)")
        case .signaled(let s):
            return Result(log: log, binPath: binPath, failure: "swift build was killed by signal \(s)")
        case .timedOut:
            return Result(log: log, binPath: binPath, failure: "swift build ran for an hour and was stopped")
        case .notStarted(let why): return Result(log: log, binPath: nil, failure: why)
        }
    }
}
