import AnimationCore
import HostContainer
import TextFormat

extension Checks {
    /// ``invariants(_:_:)`` in a custom modal presentation (modal-present and
    /// modal-present-in-container): the presentation's container still in the window with the
    /// presented view (To) in it, on screen, with no transform and full alpha; the presenting
    /// view (From) untouched, as it was; nothing still animating. Where in the container the
    /// presented view ends is not checked against its final frame: in a custom presentation
    /// UIKit leaves it where the animator (or the presentation controller) puts it (a sheet's
    /// height, a side menu's width are the app's), so only that it shows with an area is; a
    /// partial frame is a warning that says so, as is a presenting view a side menu pushed
    /// aside (or a card shrank) and left showing (``partialPresentationNotes(_:_:)``). Views the animator leaves in
    /// the container are allowed (the container lives as long as the presentation; the paired
    /// dismissal removes them).
    ///
    /// Appearance: the host sends the presented controller `viewWillAppear` and `viewDidAppear`.
    /// The presenting controller gets nothing from UIKit in a `.custom` presentation; an
    /// animator (or presentation controller) may tell it itself, with
    /// `beginAppearanceTransition(false, animated:)` and then `endAppearanceTransition()` —
    /// both or neither. (An end without a begin the host refuses, which `completes` reports.)
    static func modalPresentInvariants(_ stage: ValidationStage, _ r: ValidationStage.Run) -> CheckResult {
        var problems = presentationProblems(stage)
        // A side menu may push the presenting view aside, a card shrink it, and leave it so
        // (a warning below).
        if presenterLeftShowing(stage) == nil {
            problems += presentingViewProblems(stage, presenting: stage.from.view, "From", dismissal: false)
        }
        problems += leftBehindProblems(stage, stage.scenario, r)
        let appearance = r.context.log.texts([.appearance])
        let presented = appearance.filter { $0.hasPrefix("To.") }
        let expected = ["To.viewWillAppear(animated: true)", "To.viewDidAppear(animated: true)"]
        if presented != expected {
            problems.append("the presented controller's appearance callbacks were \(presented), expected \(expected)")
        }
        if let problem = presenterAppearanceProblem(appearance.filter { $0.hasPrefix("From.") }) {
            problems.append(problem)
        }
        guard problems.isEmpty else { return .fail(problems.joined(separator: "; ")) }
        let checked =
            presenterLeftShowing(stage) == nil
            ? "presented view in the container, presenting view untouched, appearance paired"
            : "presented view in the container, appearance paired"
        let kept = stage.container.subviews.filter { $0 !== stage.to.view && $0 !== stage.dimmingView }.count
        // Not a leak: the container lives until the dismissal, whose animator removes them.
        let done =
            kept == 0
            ? checked
            : checked
                + ", \(kept) view(s) of the animator's kept in the container (allowed: a custom presentation's container lives until the dismissal, whose animator must remove them)"
        let notes = partialPresentationNotes(stage, r) + (followUpWarning(stage, r).map { [$0] } ?? [])
        return notes.isEmpty ? .pass(done) : .warning(([done] + notes).joined(separator: "; "))
    }

    /// The presented view at the end of a completed custom presentation, as problems.
    static func presentationProblems(_ stage: ValidationStage) -> [String] {
        var problems: [String] = []
        let v = stage.to.view
        if stage.container.superview !== stage.root {
            problems.append(
                "the presentation's container view was removed from the window; never remove the container")
        }
        if !v.isDescendant(of: stage.container) {
            problems.append(
                "the presented view (To) is not in the container at the end; add view(forKey: .to) with containerView.addSubview"
            )
        }
        let f = v.layer.model.frame, bounds = stage.container.bounds
        let shows =
            f.maxX > bounds.minX && f.minX < bounds.maxX && f.maxY > bounds.minY && f.minY < bounds.maxY
        if f.size.width <= 0 || f.size.height <= 0 {
            problems.append(
                "the presented view (To) ends at \(f), with no area: nothing of it shows; give it a size (transitionContext.finalFrame(for: toViewController), or the part of the container a side menu or sheet takes)"
            )
        } else if !shows, bounds.width > 0, bounds.height > 0 {
            problems.append(
                "the presented view (To) ends at \(f), outside the container (\(bounds)): nothing of it shows; end it at transitionContext.finalFrame(for: toViewController)"
            )
        }
        if !v.transform.isIdentity {
            problems.append("the presented view (To) ends with transform \(v.transform); reset it to identity")
        }
        if v.alpha != 1 { problems.append("the presented view (To) ends with alpha \(Rounding.format(v.alpha))") }
        return problems
    }

    /// What is wrong with the presenting controller's appearance callbacks `calls` in a custom
    /// presentation (nil: none, or a will-disappear then a did-disappear).
    static func presenterAppearanceProblem(_ calls: [String]) -> String? {
        let names = calls.map { $0.dropFirst("From.".count).prefix { $0 != "(" } }
        if names.isEmpty || names == ["viewWillDisappear", "viewDidDisappear"] { return nil }
        let fix =
            "in a custom presentation UIKit sends the presenting controller nothing; if the animator tells it, call fromViewController.beginAppearanceTransition(false, animated: true) before animating and fromViewController.endAppearanceTransition() when the animation ends — both, once each, or neither"
        if names == ["viewWillDisappear"] {
            return
                "the presenting controller (From) got viewWillDisappear but never viewDidDisappear (a beginAppearanceTransition without its endAppearanceTransition); \(fix)"
        }
        return "the presenting controller (From) got \(calls); \(fix)"
    }

    /// Whether two states of a layer look the same on screen: place, size, transform,
    /// opacity, visibility and corners. A card presentation also turns on `masksToBounds` to
    /// clip its rounded corners, and its dismissal rarely turns it off: with square corners
    /// that shows nothing.
    static func showsAlike(_ a: LayerState, _ b: LayerState) -> Bool {
        a.bounds == b.bounds && a.position == b.position && a.anchorPoint == b.anchorPoint
            && a.transform == b.transform && a.opacity == b.opacity && a.isHidden == b.isHidden
            && a.cornerRadius == b.cornerRadius
    }

    /// `outside-container` in a custom modal transition whose animator changed only the
    /// presenting view (and its subviews), which the context does not hand out, and put every
    /// one of them back by the end: a warning, not a failure. Apple's docs say an animator
    /// should not manipulate a view `view(forKey:)` does not give, but a fade of the presenter
    /// under a full-screen zoom that ends as it began (ImageSlideshow's) shows nothing wrong on
    /// iOS; one that leaves it changed still fails here and in `invariants`. nil: not that case.
    static func presentingViewRestored(_ stage: ValidationStage, _ r: ValidationStage.Run) -> CheckResult? {
        let presenting: (view: View, title: String, key: String)
        switch stage.scenario {
        case .modalDismiss: presenting = (stage.to.view, "To", ".to")
        case .modalPresent, .modalPresentInContainer: presenting = (stage.from.view, "From", ".from")
        // A full-screen dismissal hands the presenting view out: changing it is the animator's job.
        case .customContainer, .modalDismissFullScreen, .modalPresentFullScreen: return nil
        }
        let ids = Set(presenting.view.subtree.map(\.id))
        // After a prelude (`--after`), as it was before the paired presentation changed it.
        let original = stage.statesBeforePrelude
        var undidPresentation = false
        let restored = r.touchedOutside.allSatisfy { layer in
            guard ids.contains(layer.id), let before = r.before[layer.id], let after = r.after[layer.id] else {
                return false
            }
            if before.0 == after.0 { return true }
            guard let first = original?[layer.id], showsAlike(first.0, after.0) else { return false }
            undidPresentation = true
            return true
        }
        guard restored else { return nil }
        if undidPresentation {
            return .warning(
                "it put the presenting view (\(presenting.title)) back as it was before the paired presentation changed it (a card's presenting view, scaled or dimmed while presented); view(forKey: \(presenting.key)) is nil in a custom modal transition, which Apple's docs say means the animator should not manipulate that view — but undoing what the presentation did is the dismissal's job"
            )
        }
        return .warning(
            "it changed the presenting view (\(presenting.title)) during the transition and put it back by the end; view(forKey: \(presenting.key)) is nil in a custom modal transition, which Apple's docs say means the animator should not manipulate that view — harmless as long as it ends as it began"
        )
    }
}
