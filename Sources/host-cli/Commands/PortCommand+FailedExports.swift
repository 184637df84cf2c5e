import Foundation
import Porting
import TextFormat

extension PortCommand.Plan {
    /// The targets of `plugins` whose generated `PortExport.swift` a compiler error of
    /// `blockers` is in (`…/Sources/PortedPresentationController/PortExport.swift:12`). Each
    /// plugin has an export of its own, which port wrote (a construction port chose, the
    /// placeholders it set): its failure is the plugin's alone, so the rebuild leaves that
    /// plugin out and builds the others — a class beside it in the same file among them —
    /// rather than losing every class of the file.
    static func failedExports(_ blockers: [PortDiagnostic], plugins: [PortProject.Plugin]) -> Set<String> {
        var out: Set<String> = []
        for b in blockers {
            let parts = b.path.split(separator: "/").map(String.init)
            guard parts.count >= 2, parts[parts.count - 1] == "PortExport.swift" else { continue }
            let target = parts[parts.count - 2]
            if plugins.contains(where: { $0.target == target }) { out.insert(target) }
        }
        return out
    }

    /// `report`'s blockers in the exports of `plugins` whose targets are `failed`, advised as
    /// port's: the line is in a file port generated, not the user's, so "fix it in your file"
    /// would send them to the wrong place.
    static func adviseOnFailedExports(
        _ report: inout PortReport, plugins: [PortProject.Plugin], failed: Set<String>
    ) {
        for i in report.blockers.indices {
            let parts = report.blockers[i].path.split(separator: "/").map(String.init)
            guard parts.count >= 2, parts[parts.count - 1] == "PortExport.swift",
                failed.contains(parts[parts.count - 2]),
                let p = plugins.first(where: { $0.target == parts[parts.count - 2] })
            else { continue }
            report.blockers[i].advice =
                "the export port generated to make \(p.className) (\(p.construction)) does not compile: give --construct '\(p.className)(…)' with arguments its initializers take; the other plugins were built without it"
        }
    }

    /// The console's line saying which plugins the rebuild leaves out, and why.
    static func failedExportsLine(_ plugins: [PortProject.Plugin], _ failed: Set<String>) -> String {
        let names = plugins.filter { failed.contains($0.target) }.map { "\($0.className) (\($0.kind.rawValue))" }
        return
            "building again without the plugin\(names.count == 1 ? "" : "s") whose generated PortExport.swift does not compile (\(names.map(TerminalText.escape).joined(separator: ", ")))…\n"
    }
}
