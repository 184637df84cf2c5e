import AnimationCore
import HostContainer
import TextFormat

extension Checks {
    /// The appearance callbacks of a full-screen presentation, in UIKit's order: both
    /// controllers get them (the presenting one disappears), unlike in a `.custom` presentation.
    static let fullScreenPresentAppearance = [
        "From.viewWillDisappear(animated: true)", "To.viewWillAppear(animated: true)",
        "From.viewDidDisappear(animated: true)", "To.viewDidAppear(animated: true)"
    ]

    /// Whether `appearance` gives each controller the callbacks `expected` gives it, in that
    /// order. How the two controllers' callbacks interleave is left free: an animator that ends
    /// the to controller's appearance itself (`toVC.endAppearanceTransition()` before
    /// `completeTransition`, as sheet libraries do) has UIKit send its `viewDidAppear` before the
    /// from controller's `viewDidDisappear`, and that is no bug.
    static func sameCallbacksPerController(_ appearance: [String], _ expected: [String]) -> Bool {
        let owners = Set((appearance + expected).map { $0.prefix { $0 != "." } })
        return owners.allSatisfy { o in
            appearance.filter { $0.hasPrefix(o + ".") } == expected.filter { $0.hasPrefix(o + ".") }
        }
    }

    /// ``invariants(_:_:)`` in modal-present-full-screen, after a completed presentation: the
    /// presentation's container still in the window with the presented view (To) in it,
    /// showing, with no transform and full alpha; the presenting view (From), which UIKit took
    /// out of the window when the presentation completed, nowhere else; nothing still animating;
    /// both controllers' appearance callbacks as UIKit sends them. Views the animator leaves in
    /// the container are allowed (it lives until the dismissal), and so is the presenting view
    /// put back into it after `completeTransition` (a drawer that keeps the content beside it):
    /// a warning, because the paired dismissal must then handle it. A presented view that does
    /// not fill the container is a warning when something else of the animator's is left
    /// beside it, and a failure when nothing is: the rest of the screen is black on iOS.
    static func fullScreenPresentInvariants(_ stage: ValidationStage, _ r: ValidationStage.Run) -> CheckResult {
        var problems = presentationProblems(stage)
        let presenting = stage.from.view
        let putBack = presenting.isDescendant(of: stage.container)
        if presenting.superview != nil, !putBack {
            problems.append(
                "the presenting view (From) is in a hierarchy outside the container after the presentation: UIKit takes it out of the window when a full-screen presentation completes; leave it there or in the container"
            )
        }
        problems += leftBehindProblems(stage, stage.scenario, r)
        let appearance = r.context.log.texts([.appearance])
        if !sameCallbacksPerController(appearance, fullScreenPresentAppearance) {
            problems.append("appearance callbacks were \(appearance), expected \(fullScreenPresentAppearance)")
        }
        // Besides the presented view: what stands beside it (the presenting view put back too).
        let beside = stage.container.subviews.filter { $0 !== stage.to.view && !stage.isHostChrome($0) }
        let kept = beside.filter { $0 !== presenting }
        let f = stage.to.view.layer.model.frame, final = r.context.finalFrame(for: stage.to)
        let bounds = stage.container.bounds
        let partial = isPartial(f, final: final, in: bounds)
        if partial, beside.isEmpty {
            problems.append(
                "the presented view (To) ends at \(f), \(coverage(f, of: bounds)) of the container, and nothing else is left in it: in a full-screen presentation UIKit takes the presenting view out of the window when it completes, so on iOS the rest of the screen is black; end it at transitionContext.finalFrame(for: toViewController), or present it with modalPresentationStyle = .custom or .overFullScreen (then validate with --scenario modal-present)"
            )
        }
        guard problems.isEmpty else { return .fail(problems.joined(separator: "; ")) }
        var done = "presented view in the container, presenting view out of the window, appearance as UIKit sends it"
        if !kept.isEmpty {
            done +=
                ", \(kept.count) view(s) of the animator's kept in the container (allowed: a presentation's container lives until the dismissal, whose animator must remove them)"
        }
        var notes: [String] = []
        if putBack {
            notes.append(
                "the presenting view (From) is in the container after the presentation: UIKit took it out of the window when the presentation completed and the animator put it back (after completeTransition), so it shows beside the presented view until the dismissal — which must handle it: UIKit returns it to the window when the dismissal completes and takes it out again when one is cancelled"
            )
        }
        if partial {
            notes.append(
                "the presented view (To) ends at \(f), \(coverage(f, of: bounds)) of the container, not at its final frame \(final): a partial presentation, beside what the animator left in the container"
            )
        }
        if let followUp = followUpWarning(stage, r) { notes.append(followUp) }
        return notes.isEmpty ? .pass(done) : .warning(([done] + notes).joined(separator: "; "))
    }
}
