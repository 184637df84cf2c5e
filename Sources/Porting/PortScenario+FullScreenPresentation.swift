import Foundation

extension PortScenario {
    /// The validator's full-screen modal presentation scenario.
    public static let modalPresentFullScreen = "modal-present-full-screen"

    /// modal-present-full-screen for `picked`, a presenting animator port would validate in
    /// custom-container for want of a `.custom` presentation in the files, when the files pair
    /// a dismissal with it (``Evidence/pairedPresenter()``, seen from that dismissal) that port
    /// validates as a full-screen one after it: the files show no presentation that keeps the
    /// presenting view (``Evidence/keepsPresentingView()``), and this animator reads the
    /// presenting view (`view(forKey: .from)`; its controller is handed out in every style) or the
    /// dismissal puts the presenting view back in the container (``Evidence/toViewAdds()``).
    /// Else nil.
    ///
    /// A side menu or drawer written as two animators that set no style is presented
    /// `.fullScreen` (UIKit's default before iOS 13, and the only style that hands out the
    /// presenting view to a presentation): UIKit moves the presenting view into the container,
    /// takes it out of the window when the presentation completes and leaves the container, with
    /// what the animator left in it (a snapshot of the presenting view, a dimming view, the
    /// presenting view put back after `completeTransition`), until the dismissal. The custom
    /// container would fail those leftovers, which are the app's design; the full-screen
    /// presentation is what its dismissal is validated after, so the pair is validated as one.
    ///
    /// The same holds for one class that animates both sides of a modal presentation itself —
    /// its side flag (`modalSides`: ``Evidence/sideFlag(construction:)``, a `Bool` or an enum
    /// of the files naming presenting and dismissing, `var transitionMode = .present` of a
    /// circular reveal) — whose presenting side port validates: it is a modal presentation, not
    /// a push, and what it keeps in the container for its own dismissal (the circle it shrinks
    /// back) is its design. So for a presenting animator that leaves a view it tagged in the
    /// container (``Evidence/taggedViewLeftInContainer()``): kept for its dismissal to find.
    static func fullScreenPresentation(_ picked: PortScenario, _ evidence: Evidence, modalSides: Bool = false)
        -> PortScenario?
    {
        guard picked.fromEvidence, picked.scenarios == [customContainer],
            picked.reason.hasSuffix(presentingInContainerWords), evidence.keepsPresentingView() == nil
        else { return nil }
        let side = picked.reason.dropLast(presentingInContainerWords.count + 2)
        let why: String
        if let dismissal = evidence.pairedFullScreenDismissal() {
            why =
                "the files pair it with the dismissing \(dismissal.name), validated after it (\(dismissal.why)), and show no .custom presentation: a full-screen presentation, the style its dismissal is validated after"
        } else if modalSides {
            why =
                "it animates both sides of a modal presentation itself and the files show no .custom presentation: a full-screen presentation, UIKit's default"
        } else if let tagged = evidence.taggedViewLeftInContainer(), evidence.pairedCustomDismissal() == nil {
            // Patriot's config menu (held-out 45): the snapshot it slides aside stays, tagged,
            // for the dismissal (a file not given) to find and slide back. A custom dismissal the
            // files pair with it makes it a custom presentation instead (customPresentationOfPair).
            why =
                "it leaves a view it tagged in the container (\(tagged)) for its dismissal to find, and the files show no .custom presentation: a full-screen presentation, UIKit's default"
        } else {
            return nil
        }
        return PortScenario(
            scenarios: [modalPresentFullScreen],
            reason:
                "\(side); \(why), where UIKit hands out the presenting view in the container, takes it out of the window when the presentation completes and keeps what the animator leaves in the container until the dismissal",
            fromEvidence: true)
    }
}

extension PortScenario.Evidence {
    /// Another animating class of the files whose paired presenter (``pairedPresenter()``) is
    /// this class, and which is a full-screen dismissal: this class reads the presenting side
    /// (``keyRead(_:)`` of `from`), or that one adds the to view (``toViewAdds()``); with why,
    /// for the report. nil: none.
    func pairedFullScreenDismissal() -> (name: String, why: String)? {
        for other in otherAnimatingClasses() {
            let d = other.className
            guard let pair = other.pairedPresenter(), pair.presenter == className else { continue }
            // The presenting view, which only a full-screen presentation hands out (its controller
            // is handed out in every style: photo-viewer, held-out 42).
            if let read = keyRead("from", viewsOnly: true) {
                return (d, "of that one, \(pair.why); this one reads the presenting side, \(read)")
            }
            if let add = other.toViewAdds().first {
                return (
                    d,
                    "of that one, \(pair.why); that one puts the presenting view back in the container, \(add.what) at line \(add.line)"
                )
            }
        }
        return nil
    }
}
