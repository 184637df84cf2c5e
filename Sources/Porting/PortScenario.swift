/// The validation scenario `port` validates a ported animator in, chosen from evidence in the
/// files, with the reason the report prints.
///
/// The validator's default scenario is a custom container, where the animator must add the to
/// view; a custom modal dismissal hands it no to view (the presenting view stays where it
/// is). An animator written for dismissals fails the first for doing what iOS asks of it, so
/// port looks, in order, for: the delegate method that returns it
/// (`animationController(forDismissed:)` or `forPresented`, a navigation controller
/// delegate's), a presenting/dismissing flag
/// and the side its construction makes, a side it reads from the modal presentation at run
/// time (`presentingViewController`, `isBeingDismissed`), navigation code (`.push`/`.pop`, a
/// `UINavigationController.Operation`: never the class's name), its name (`…Dismiss…`), and a
/// branch for each view it finds (`if let` of `view(forKey: .to)` and of `.from`: a custom modal
/// pair, validated presenting and dismissing). None:
/// the default. A dismissal animator that adds the to view, in files that show no `.custom`
/// presentation, is validated in modal-dismiss-full-screen (see PortScenario+FullScreen.swift).
/// An animator of the presenting side is validated in modal-present (or
/// modal-present-in-container) when the files show a `.custom` presentation (see
/// ``presenting(_:side:)``), or that sizes the presented view to part of the container (a side
/// menu: ``partialPresentation(_:side:at:)``), else in custom-container. `host-cli port` also falls back on the validator's own hint (see
/// ``fallbackReason``), and `--scenario` overrides everything.
public struct PortScenario: Sendable, Equatable {
    /// The validator's custom-container scenario (the default).
    public static let customContainer = "custom-container"
    /// The validator's custom modal dismissal scenario.
    public static let modalDismiss = "modal-dismiss"

    /// The scenario names, as `host-cli validate --scenario` takes them.
    public var scenarios: [String]
    /// Why, for the report (`returned from animationController(forDismissed:) at Delegate.swift:12`).
    public var reason: String
    /// True when evidence in the files chose it (false: the default).
    public var fromEvidence: Bool
    /// A layout laid out in one section only (`--single-section`: ``LayoutSections``).
    public var singleSection = false
    /// A dismissal the files pair with a presenting animator: that class, whose presentation
    /// is played before each dismissal (`validate --after`); nil: none (``paired(_:_:)``).
    public var after: String?
    /// ``after``'s built library, filled in by whoever built it (nil: not built, or no pair).
    public var afterLibrary: String?

    /// A choice.
    public init(scenarios: [String], reason: String, fromEvidence: Bool) {
        self.scenarios = scenarios
        self.reason = reason
        self.fromEvidence = fromEvidence
    }

    /// What the report says of a class validated in modal-dismiss after the validator's hint.
    public static let fallbackReason =
        "no evidence in the files; in custom-container it never adds the to view, and the validator says those checks pass in modal-dismiss — if it is not a modal dismissal animator, that is a bug (give --scenario custom-container)"

    /// The scenario for class `c` made by `construction`, from `files` (path and scan), before
    /// ``choose(for:construction:files:)`` tells a full-screen dismissal from a custom one.
    static func chooseSide(
        for c: PortableClass, construction: String, files: [(path: String, scan: SwiftDeclarations)]
    ) -> PortScenario {
        let name = c.qualifiedName.split(separator: ".").last.map(String.init) ?? c.qualifiedName
        let evidence = Evidence(files: files, className: name, qualifiedName: c.qualifiedName)
        let returned = evidence.delegateReturns()
        if let n = returned.navigation, returned.dismissed == nil {
            return PortScenario(
                scenarios: [customContainer],
                reason:
                    "returned from navigationController(_:animationControllerFor:from:to:) at \(n): a push or pop adds the to view, as custom-container asks",
                fromEvidence: true)
        }
        if let d = returned.dismissed, returned.presented == nil {
            return PortScenario(
                scenarios: [modalDismiss], reason: "returned from animationController(forDismissed:) at \(d)",
                fromEvidence: true)
        }
        if let flag = evidence.sideFlag(construction: construction) {
            if flag.presenting { return presenting(evidence, side: "its \(flag.what) makes the presenting side") }
            return PortScenario(
                scenarios: [modalDismiss],
                reason: "its \(flag.what) makes the dismissing side: a modal dismissal, where the to view is nil",
                fromEvidence: true)
        }
        if let p = returned.presented, returned.dismissed == nil {
            return presenting(
                evidence, side: "returned from animationController(forPresented:) at \(p): the presenting side")
        }
        if let p = returned.presented, let d = returned.dismissed, let both = bothModalSides(evidence, p, d) {
            return both
        }
        let words = PortScenario.words(name)
        // Whole words: `Presentr` (a library's name) says nothing.
        let dismisses = words.contains { ["dismiss", "dismissing", "dismissal", "dismissed", "dismisser"].contains($0) }
        let presents = words.contains {
            ["present", "presenting", "presentation", "presented", "presenter"].contains($0)
        }
        // A navigation controller's pop "dismisses" too, but adds the view it returns to; only
        // code says so (a "NavigationDrawer…" is a modal drawer).
        if let code = evidence.navigationCode() {
            return PortScenario(
                scenarios: [customContainer],
                reason: "its code \(code): a push or pop adds the to view, as custom-container asks",
                fromEvidence: true)
        }
        if dismisses, !presents {
            let presentation =
                evidence.declaresPresentationController && !evidence.vendedWithoutPresentationController()
                ? " (beside the files' UIPresentationController)" : ""
            return PortScenario(
                scenarios: [modalDismiss], reason: "its name says it dismisses\(presentation)", fromEvidence: true)
        }
        if presents, !dismisses { return presenting(evidence, side: "its name says it presents: the presenting side") }
        if let b = evidence.optionalViewBranches() {
            return PortScenario(
                scenarios: [modalPresent, modalDismiss],
                reason:
                    "it animates in a branch for each view it finds, view(forKey: .to) (if let at line \(b.to)) and view(forKey: .from) (line \(b.from)): only a custom modal presentation hands out one of them a side, so it is validated presenting and dismissing",
                fromEvidence: true)
        }
        if let read = evidence.modalSideRead() {
            return PortScenario(
                scenarios: [modalDismiss],
                reason:
                    "it decides at run time whether it presents or dismisses (\(read)): a modal animator, and modal-dismiss is the validator's modal scenario",
                fromEvidence: true)
        }
        if let at = evidence.partialFrame() {
            return partialPresentation(
                evidence, side: "no side in the files, so the side that adds the to view, the presenting one", at: at)
        }
        return PortScenario(
            scenarios: [customContainer], reason: "no evidence of a modal dismissal: the default", fromEvidence: false)
    }

    /// Whether a `Bool` named `name` says which side is animated: its words, but for a verb
    /// like `is` and words that name the transition itself, are one side word (`isPresenting`,
    /// `presenting`, `isDismissal`, `presentingTransition`) — not a name that says something
    /// else about a side (`interactiveDismiss`, `dismissOnTap`, `shouldDismiss`, `canPresent`).
    static func namesASide(_ name: String) -> Bool {
        let filler: Set<String> = ["is", "was", "for", "being", "in", "transition", "animation", "mode", "state", "the"]
        let rest = words(name).filter { !filler.contains($0) }
        let sides: Set<String> = [
            "present", "presenting", "presentation", "presented", "dismiss", "dismissing", "dismissal", "dismissed"
        ]
        return rest.count == 1 && sides.contains(rest[0])
    }

    /// The lowercased words of a camel-case name (`DeckDismissingAnimator` → deck, dismissing, animator).
    static func words(_ name: String) -> [String] {
        var out: [String] = []
        var current = ""
        for ch in name {
            if ch.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                out.append(current.lowercased())
                current = ""
            }
            if ch.isLetter || ch.isNumber { current.append(ch) }
        }
        if !current.isEmpty { out.append(current.lowercased()) }
        return out
    }
}
