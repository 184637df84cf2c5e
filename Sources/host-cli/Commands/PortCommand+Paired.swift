import Foundation
import Porting

extension PortCommand.Plan {
    /// `choice` with the library of the presenting animator its dismissal is paired with
    /// (``PortScenario/after``), built in `project`, so the validator plays that presentation
    /// first (`--after`); when the presenter was not built (its file blocked, or it could not
    /// be made), the reason says the dismissal is validated alone.
    /// `dismissal` is the dismissal's class, qualified: a presenter named by its simple name
    /// (`PresentTransition`) is the animator plugin of that name nested where the dismissal is
    /// (`SheetViewController.TransitioningDelegate.PresentTransition` for
    /// `SheetViewController.TransitioningDelegate.DismissTransition`; Tpay, held-out 42), else
    /// the first of that name.
    func withPrelude(
        _ choice: PortScenario, _ project: PortProject, _ built: PortBuild.Result, dismissal: String
    ) -> PortScenario {
        guard let presenter = choice.after else { return choice }
        var out = choice
        let animators = project.plugins.filter {
            $0.kind == .animator && ($0.className == presenter || $0.className.hasSuffix("." + presenter))
        }
        let namespace = dismissal.split(separator: ".").dropLast().joined(separator: ".")
        let plugin =
            animators.first { $0.className == (namespace.isEmpty ? presenter : namespace + "." + presenter) }
            ?? animators.first
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
