import AnimationCore
import HostContainer
import TextFormat

extension Checks {
    /// The appearance callbacks of a full-screen dismissal, in UIKit's order: both controllers
    /// get them (the presenting one appears again), unlike in a `.custom` dismissal.
    static let fullScreenDismissAppearance = [
        "From.viewWillDisappear(animated: true)", "To.viewWillAppear(animated: true)",
        "From.viewDidDisappear(animated: true)", "To.viewDidAppear(animated: true)"
    ]

    /// ``invariants(_:_:)`` in modal-dismiss-full-screen, after a completed dismissal: the
    /// animator put the presenting view (To), which UIKit hands out as `view(forKey: .to)` but
    /// leaves out of the window, in the container — at its final frame, the whole container,
    /// while it was there (`lastFrame`, the last one seen before the end without its transform,
    /// nil when it never was);
    /// the dismissal then returned it to the window, where it must show as it did before the
    /// presentation (no transform, full alpha); the dismissed view (From) is gone. An animator
    /// that adds it only as the dismissal ends, or never (UIKit returns it to the window at the
    /// end either way), while a view of the container's size stood in for it on every frame it
    /// was not there (`uncovered` counts the others: a snapshot of it its presentation left, as
    /// drawer menus do, or one the dismissal makes, as a card flip does), shows no black screen
    /// and is not at fault.
    static func fullScreenDismissalProblems(
        _ stage: ValidationStage, _ r: ValidationStage.Run, lastFrame: Rect?, uncovered: Int
    ) -> [String] {
        var problems: [String] = []
        let presenting = stage.to.view
        if r.missedToView || (lastFrame == nil && uncovered > 0) {
            problems.append(
                "the presenting view (To) was never put in the container: in a full-screen dismissal UIKit hands it out as view(forKey: .to) (and viewController(forKey: .to).view) but out of the window, and puts it back only as the dismissal ends, so on iOS the screen behind the dismissed view is black meanwhile (\(uncovered) frame(s) here with nothing of the container's size standing in for it); add it first thing in animateTransition: transitionContext.containerView.insertSubview(toView, belowSubview: fromView), at transitionContext.finalFrame(for: toViewController) (if the app presents it with modalPresentationStyle = .custom, the presenting view stays in the window instead: validate with --scenario modal-dismiss)"
            )
        }
        let final = r.context.finalFrame(for: stage.to)
        if let f = lastFrame, !f.isClose(to: final) {
            problems.append(
                "the presenting view (To) was at \(f) (its frame without its transform) in the container at the end, not at its final frame \(final) (transitionContext.finalFrame(for: toViewController), the whole container)"
            )
        }
        if presenting.superview !== stage.root {
            problems.append("the presenting view (To) is not back in the window after the dismissal")
        }
        if !presenting.transform.isIdentity {
            problems.append(
                "the presenting view (To) ends with transform \(presenting.transform); UIKit puts it back in the window as the animator left it: reset it to .identity before completeTransition"
            )
        }
        if presenting.alpha != 1 {
            problems.append(
                "the presenting view (To) ends with alpha \(Rounding.format(presenting.alpha)); UIKit puts it back in the window as the animator left it: set it to 1 before completeTransition"
            )
        }
        if stage.from.view.superview != nil { problems.append("the dismissed view (From) is still in a hierarchy") }
        return problems
    }
}

extension Checks {
    /// Whether the container holds, besides the dismissed view (From) and the host's chrome, a
    /// view of its size: a stand-in for the presenting view (a snapshot of it that its
    /// presentation left), which shows on iOS where the presenting view would.
    static func hasStandIn(_ stage: ValidationStage) -> Bool {
        let size = stage.container.bounds.size
        return stage.container.subviews.contains { v in
            let s = v.layer.model.bounds.size
            return v !== stage.from.view && !stage.isHostChrome(v) && abs(s.width - size.width) <= 1
                && abs(s.height - size.height) <= 1
        }
    }

    /// After a cancelled full-screen dismissal, for `cancel-restores`: when the presenting view
    /// (To) was in the container before it (its presentation put it back there after
    /// completing) and the cancel took it out, why ("" otherwise).
    static func presenterTakenOnCancelHint(_ stage: ValidationStage, _ r: ValidationStage.Run) -> String {
        let id = stage.to.view.id
        guard stage.scenario == .modalDismissFullScreen, r.subviewsBefore.contains(id), !r.subviewsAfter.contains(id)
        else { return "" }
        return
            " (#\(id), the presenting view (To), was in the container before the dismissal — its presentation put it back there after completing — and a cancelled full-screen dismissal takes it out of the window again, as UIKit does: the controller stays presented full-screen, which shows no presenting view; if it must show beside the presented view, put it back in the container in the animator's completion when transitionWasCancelled, as the presentation did)"
    }

    /// After a cancel, for `cancel-restores`: the views in the container that were not there
    /// before, said as what to fix ("" when none; a view missing is said by the lists alone).
    static func addedOnCancelHint(_ r: ValidationStage.Run) -> String {
        let added = r.subviewsAfter.filter { !r.subviewsBefore.contains($0) }
        guard !added.isEmpty else { return "" }
        return
            " (\(added.count) view(s) added during the transition are still there: remove what the animator adds when the transition is cancelled, not only when it completes)"
    }
}

extension Checks {
    /// Where a layer of model `m` is in its superview without its transform (its bounds placed
    /// by its position and anchor point): what `finalFrame(for:)` is about. The frame under a
    /// transform is its bounding box, which a scale alone would move.
    static func untransformedFrame(_ m: LayerState) -> Rect {
        Rect(
            x: m.position.x - m.anchorPoint.x * m.bounds.width, y: m.position.y - m.anchorPoint.y * m.bounds.height,
            width: m.bounds.width, height: m.bounds.height)
    }
}

extension Rect {
    /// Equal to `other` within a millionth of a point on each edge.
    func isClose(to other: Rect) -> Bool {
        abs(minX - other.minX) <= 1e-6 && abs(minY - other.minY) <= 1e-6 && abs(width - other.width) <= 1e-6
            && abs(height - other.height) <= 1e-6
    }
}
