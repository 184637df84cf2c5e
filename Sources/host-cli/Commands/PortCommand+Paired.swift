import Foundation
import Porting

extension PortCommand.Plan {
    /// `choice` with the library of the presenting animator its dismissal is paired with
    /// (``PortScenario/after``), built in `project`, so the validator plays that presentation
    /// first (`--after`); when the presenter was not built (its file blocked, or it could not
    /// be made), the reason says the dismissal is validated alone.
    func withPrelude(_ choice: PortScenario, _ project: PortProject, _ built: PortBuild.Result) -> PortScenario {
        guard let presenter = choice.after else { return choice }
        var out = choice
        let plugin = project.plugins.first { $0.className == presenter && $0.kind == .animator }
        let library = plugin.flatMap { q in built.binPath.map { $0 + "/lib\(q.target).so" } }
        if built.failure == nil, let library, FileManager.default.fileExists(atPath: library) {
            out.afterLibrary = library
        } else {
            out.after = nil
            out.reason += "; but \(presenter) was not built, so it is validated alone"
        }
        return out
    }
}
