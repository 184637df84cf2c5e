import AnimationCore
import HostContainer
import TextFormat

/// Partial-screen presentations: a side menu ¾ as wide as the screen, a sheet half as high.
///
/// UIKit gives the presented view a final frame (`finalFrame(for:)`: in a `.custom`
/// presentation the presentation controller's `frameOfPresentedViewInContainerView`, the
/// whole container unless the app's subclass says otherwise), but it does not enforce it: it
/// leaves the view where the animator puts it for as long as the presentation lasts (a
/// presentation controller that wants another frame sets it in its own layout). So an
/// animator of a presentation that keeps the presenting view on screen (`.custom`,
/// `.overFullScreen`, `.overCurrentContext`) may size the presented view itself, and the real
/// side menus and sheets do. In a transition that takes the from view away (a custom
/// container, a push, a full-screen presentation) a view smaller than its final frame shows
/// the window's background around it, which is what the custom container checks.
extension Checks {
    /// Whether `f` covers part of `bounds`, not all of it, and is not `final`: a presented view
    /// the animator sized or placed itself, that still shows. False for a zero size or a frame
    /// off the container, which are failures, and for one filling the container.
    static func isPartial(_ f: Rect, final: Rect, in bounds: Rect) -> Bool {
        guard f.size.width > 0, f.size.height > 0 else { return false }
        let shows = f.maxX > bounds.minX && f.minX < bounds.maxX && f.maxY > bounds.minY && f.minY < bounds.maxY
        let atFinal =
            abs(f.minX - final.minX) <= 1e-6 && abs(f.minY - final.minY) <= 1e-6
            && abs(f.size.width - final.size.width) <= 1e-6 && abs(f.size.height - final.size.height) <= 1e-6
        let covers =
            f.minX <= bounds.minX && f.maxX >= bounds.maxX && f.minY <= bounds.minY && f.maxY >= bounds.maxY
        return shows && !atFinal && !covers
    }

    /// What the custom container's failure "the to view ends at F, not at its final frame" adds
    /// when F is a partial frame the animator chose (``isPartial(_:final:in:)``): which
    /// presentations allow it and which scenario models them. Empty otherwise.
    static func partialFrameHint(_ f: Rect, final: Rect, in bounds: Rect) -> String {
        guard isPartial(f, final: final, in: bounds) else { return "" }
        return
            " (\(coverage(f, of: bounds)) of the container: a frame the animator chose, as a side menu or sheet does — on iOS only a presentation that keeps the presenting view on screen, modalPresentationStyle .custom, .overFullScreen or .overCurrentContext, leaves it so, and there it is allowed: if that is how your app presents it, validate with --scenario modal-present; in a push or a custom container the rest of the screen is empty, and in a full-screen presentation too unless the animator leaves something beside it, as a drawer that puts the presenting view back does: validate that with --scenario modal-present-full-screen)"
    }

    /// "¾ of the width", "half of the height", "292.5×844" — how much of `bounds` the frame
    /// `f` takes, for the reader.
    static func coverage(_ f: Rect, of bounds: Rect) -> String {
        func share(_ part: Double, _ whole: Double) -> String {
            guard whole > 0 else { return Rounding.format(part) }
            return "\(Rounding.format(100 * part / whole, quantum: 0.1)) %"
        }
        let w = f.size.width, h = f.size.height
        if abs(h - bounds.size.height) <= 1e-6 { return "\(share(w, bounds.size.width)) of the width" }
        if abs(w - bounds.size.width) <= 1e-6 { return "\(share(h, bounds.size.height)) of the height" }
        return
            "\(Rounding.format(w))×\(Rounding.format(h)) (\(share(w, bounds.size.width)) × \(share(h, bounds.size.height)))"
    }

    /// modal-present's warnings about a partial presentation: the presented view (To) ending
    /// at a frame of its animator's (a note, not a fault), and the presenting view pushed aside
    /// beside it and left there (``presenterPushedAside(_:)``).
    static func partialPresentationNotes(_ stage: ValidationStage, _ r: ValidationStage.Run) -> [String] {
        var notes: [String] = []
        let f = stage.to.view.layer.model.frame, final = r.context.finalFrame(for: stage.to)
        let bounds = stage.container.bounds
        if isPartial(f, final: final, in: bounds) {
            notes.append(
                "the presented view (To) ends at \(f), \(coverage(f, of: bounds)) of the container, not at its final frame \(final): a partial presentation (a side menu, a sheet), which UIKit leaves where the animator puts it in a .custom or over-context presentation — make sure your app presents it so"
            )
        }
        if let pushed = presenterPushedAside(stage) {
            notes.append(
                "it moved the presenting view (From) to \(pushed) beside the partial presented view and left it there (a side menu that pushes the content aside): view(forKey: .from) is nil in a custom presentation and Apple's docs say not to manipulate that view, but UIKit leaves it where you put it while the presentation lasts — the paired dismissal animator must put it back at \(stage.root.bounds)"
            )
        }
        return notes
    }

    /// The presenting view's frame when a partial presentation's animator slid it aside and
    /// left it so — still in the window, its size, alpha and transform as they were, only
    /// moved — next to a presented view that does not cover the container; nil otherwise
    /// (untouched, or changed in another way, which ``presentingViewProblems`` reports).
    static func presenterPushedAside(_ stage: ValidationStage) -> Rect? {
        let presenting = stage.from.view, before = stage.root.bounds
        let f = presenting.layer.model.frame
        let presented = stage.to.view.layer.model.frame
        guard stage.scenario.presentsCustom, presenting.superview === stage.root, f != before,
            presenting.transform.isIdentity, presenting.alpha == 1,
            abs(f.size.width - before.size.width) <= 1e-6, abs(f.size.height - before.size.height) <= 1e-6,
            presented.size.width > 0, presented.size.height > 0,
            presented.size.width < stage.container.bounds.size.width - 1e-6
                || presented.size.height < stage.container.bounds.size.height - 1e-6
        else { return nil }
        return f
    }

    /// `outside-container` in a partial presentation whose animator changed, outside the
    /// container, only the presenting view itself, and left it pushed aside
    /// (``presenterPushedAside(_:)``): a warning, not a failure. nil: not that case.
    static func presenterPushedAsideResult(_ stage: ValidationStage, _ r: ValidationStage.Run) -> CheckResult? {
        guard let pushed = presenterPushedAside(stage),
            r.touchedOutside.allSatisfy({ $0.id == stage.from.view.layer.id })
        else { return nil }
        return .warning(
            "it moved the presenting view (From) to \(pushed) and left it there, beside a presented view that does not cover the container (a side menu that pushes the content aside); view(forKey: .from) is nil in a custom presentation, which Apple's docs say means the animator should not manipulate that view, but UIKit leaves it so while the presentation lasts: harmless if the paired dismissal animator puts it back"
        )
    }
}
