import Foundation

extension PortScenario {
    /// The end of the reason ``presenting(_:side:)`` gives a presenting animator it validates
    /// in custom-container for want of a `.custom` presentation in the files: the one choice
    /// ``placedPresentation(_:_:)`` reconsiders.
    static let presentingInContainerWords = "which adds the to view as custom-container asks"

    /// modal-present-in-container for `picked`, a presenting animator that port would validate
    /// in custom-container because the files show no `.custom` presentation, when the animator
    /// reads the to view (``Evidence/toViewRead()``) and adds no view anywhere
    /// (``Evidence/addsSubviews()``); else nil.
    ///
    /// On iOS every transition that hands an animator a to view outside the container — a push
    /// or pop, a full-screen presentation, a custom container, a `.custom` presentation without
    /// a presentation controller that places the view — shows nothing of it until the animator
    /// adds it, from the very first run. A published presenting animator that animates the to
    /// view and never adds it therefore relies on its app's `UIPresentationController` putting
    /// the presented view in the container in `presentationTransitionWillBegin` (UIKit calls it
    /// before `animateTransition`), which port is rarely given: that file is not an animator.
    /// The report says so, and how to validate it otherwise if the assumption is wrong.
    static func placedPresentation(_ picked: PortScenario, _ evidence: Evidence) -> PortScenario? {
        guard picked.fromEvidence, picked.scenarios == [customContainer],
            picked.reason.hasSuffix(presentingInContainerWords), !evidence.addsSubviews(),
            let read = evidence.toViewRead()
        else { return nil }
        let side = picked.reason.dropLast(presentingInContainerWords.count + 2)
        return PortScenario(
            scenarios: [modalPresentInContainer],
            reason:
                "\(side); it animates the to view (\(read)) but adds no view anywhere (no addSubview or insertSubview): on iOS that works only when the app's UIPresentationController puts the presented view in the container before animateTransition, so it is validated with the view already there — an assumption: if no presentation controller of its app does, that is a bug (give --scenario modal-present or custom-container)",
            fromEvidence: true)
    }
}

extension PortScenario.Evidence {
    /// Where the class reads the to view, for the report (`view(forKey: .to) at line 31`), or
    /// nil: a `forKey:` argument that is `.to` (or `UITransitionContextViewKey.to`,
    /// `UITransitionContextViewControllerKey.to`), or the pre-Swift-4 keys
    /// `UITransitionContextToViewKey` and `UITransitionContextToViewControllerKey`.
    func toViewRead() -> String? { keyRead("to") }

    /// ``toViewRead()`` for the side `side` (`to` or `from`).
    /// `viewsOnly`: only reads of the side's view (`view(forKey:)`, `UITransitionContextFromViewKey`),
    /// which UIKit hands out of the presenting side only in a full-screen presentation; its
    /// controller is handed out in every style.
    func keyRead(_ side: String, viewsOnly: Bool = false) -> String? {
        let upper = side.prefix(1).uppercased() + side.dropFirst()
        let keys =
            ["UITransitionContext\(upper)ViewKey"] + (viewsOnly ? [] : ["UITransitionContext\(upper)ViewControllerKey"])
        for (scan, t) in bodies {
            let sig = significant(scan, from: t.open, to: t.close)
            for (k, i) in sig.enumerated() {
                let w = scan.text(i)
                if keys.contains(w) { return "\(w) at line \(scan.tokens[i].line)" }
                guard w == "forKey", k > 1, k + 1 < sig.count, scan.text(sig[k + 1]) == ":" else { continue }
                // `forKey: .to` or `forKey: UITransitionContextViewControllerKey.to`.
                var j = k + 2
                if j < sig.count, scan.text(sig[j]).hasPrefix("UITransitionContext") { j += 1 }
                guard j + 1 < sig.count, scan.text(sig[j]) == ".", scan.text(sig[j + 1]) == side else { continue }
                if viewsOnly, scan.text(sig[k - 2]) != "view" { continue }
                return "\(scan.text(sig[k - 2]))(forKey: .\(side)) at line \(scan.tokens[i].line)"
            }
        }
        return nil
    }
}
