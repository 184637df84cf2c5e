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
        return shows && !atFinal && !covers(f, bounds)
    }

    /// Whether `f` covers all of `bounds` (nothing behind it shows).
    static func covers(_ f: Rect, _ bounds: Rect) -> Bool {
        f.minX <= bounds.minX && f.maxX >= bounds.maxX && f.minY <= bounds.minY && f.maxY >= bounds.maxY
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
    /// or shrunk beside it and left there (``presenterLeftShowing(_:)``).
    static func partialPresentationNotes(_ stage: ValidationStage, _ r: ValidationStage.Run) -> [String] {
        var notes: [String] = []
        let f = stage.to.view.layer.model.frame, final = r.context.finalFrame(for: stage.to)
        let bounds = stage.container.bounds
        if isPartial(f, final: final, in: bounds) {
            notes.append(
                "the presented view (To) ends at \(f), \(coverage(f, of: bounds)) of the container, not at its final frame \(final): a partial presentation (a side menu, a sheet), which UIKit leaves where the animator puts it in a .custom or over-context presentation — make sure your app presents it so"
            )
        }
        if let left = presenterLeftShowing(stage) {
            notes.append(
                "it left the presenting view (From) \(left), showing beside the partial presented view (a side menu that pushes the content aside, a card that shrinks what it covers): view(forKey: .from) is nil in a custom presentation and Apple's docs say not to manipulate that view, but UIKit leaves it as you put it while the presentation lasts — the paired dismissal animator must put it back at \(stage.root.bounds), identity transform, alpha 1"
            )
        }
        return notes
    }

    /// How a partial presentation's animator left the presenting view — "moved to F", "with
    /// transform T", "at alpha A", joined — when it is still in the window and still shows
    /// (an area on screen, alpha above 0, not hidden; in the window, or moved into the container
    /// when that fills the window) beside a presented view that does not
    /// cover the container: a side menu that slides the content aside, or a card that scales
    /// and dims what it covers, as UIKit's own page sheet does to its presenter. UIKit leaves
    /// the presenting view so for as long as the presentation lasts, so this is the app's
    /// design, not a fault. nil otherwise: untouched, or taken out of the window, hidden,
    /// pushed off screen, or left changed behind a presented view that covers everything —
    /// which ``presentingViewProblems`` reports.
    static func presenterLeftShowing(_ stage: ValidationStage) -> String? {
        let presenting = stage.from.view, before = stage.root.bounds
        let f = presenting.layer.model.frame
        let presented = stage.to.view.layer.model.frame
        // In the window, or moved into the container beside the presented view (a push-aside
        // menu that carries the content along, AMSlideOutMenu's; its dismissal puts it back).
        let inContainer = presenting.superview === stage.container && stage.container.frame == before
        guard stage.scenario.presentsCustom, presenting.superview === stage.root || inContainer,
            presented.width > 0, presented.height > 0, !covers(presented, stage.container.bounds),
            !presenting.isHidden, presenting.alpha > 0, f.isFinite, f.width > 0, f.height > 0,
            let shown = f.standardized.intersection(before), shown.width > 0, shown.height > 0
        else { return nil }
        var changes: [String] = []
        if inContainer { changes.append("moved into the container") }
        if f != before { changes.append("moved to \(f)") }
        if !presenting.transform.isIdentity { changes.append("with transform \(presenting.transform)") }
        if presenting.alpha != 1 { changes.append("at alpha \(Rounding.format(presenting.alpha))") }
        return changes.isEmpty ? nil : changes.joined(separator: ", ")
    }

    /// `outside-container` in a partial presentation whose animator changed, outside the
    /// container, only the presenting view itself, and left it showing beside the presented
    /// view (``presenterLeftShowing(_:)``): a warning, not a failure. nil: not that case.
    static func presenterLeftShowingResult(_ stage: ValidationStage, _ r: ValidationStage.Run) -> CheckResult? {
        guard let left = presenterLeftShowing(stage),
            r.touchedOutside.allSatisfy({ $0.id == stage.from.view.layer.id })
        else { return nil }
        return .warning(
            "it left the presenting view (From) \(left), beside a presented view that does not cover the container (a side menu that pushes the content aside, a card that shrinks what it covers); view(forKey: .from) is nil in a custom presentation, which Apple's docs say means the animator should not manipulate that view, but UIKit leaves it so while the presentation lasts: harmless if the paired dismissal animator puts it back"
        )
    }
}
