extension PortStubs {
    /// The UIKit protocols stubbed protocol `name` refines, read from the files' classes that
    /// conform to it: one implementing `animateTransition(using:)` and
    /// `transitionDuration(using:)` without naming `UIViewControllerAnimatedTransitioning` gets
    /// that protocol through `name` (a library's `SwipeTransitioningProtocol` in a file not
    /// given), and `startInteractiveTransition(_:)` makes it refine
    /// `UIViewControllerInteractiveTransitioning` — so the export can hand the class out as
    /// UIKit's protocol, as the library's own declaration does.
    func uikitRefinements(of name: String) -> [String] {
        let scan = SwiftDeclarations(allText)
        var out: [String] = []
        for t in scan.types where t.keyword == "class" && t.inherits.contains(name) {
            let members = scan.types.filter { $0.name == t.name || $0.qualifiedName == t.qualifiedName }
                .flatMap(\.members).filter { $0.keyword == "func" }.map(\.signature)
            let named = Set(
                scan.types.filter { $0.name == t.name || $0.qualifiedName == t.qualifiedName }.flatMap(\.inherits))
            if members.contains("animateTransition(using:)"), members.contains("transitionDuration(using:)"),
                !named.contains("UIViewControllerAnimatedTransitioning"),
                !out.contains("UIViewControllerAnimatedTransitioning")
            {
                out.append("UIViewControllerAnimatedTransitioning")
            }
            if members.contains("startInteractiveTransition(_:)"),
                !named.contains("UIViewControllerInteractiveTransitioning"),
                !out.contains("UIViewControllerInteractiveTransitioning")
            {
                out.append("UIViewControllerInteractiveTransitioning")
            }
        }
        return out
    }
}

extension PortStubs {
    /// What the stand-in class of protocol stub `p` implements of the UIKit protocols `p`
    /// refines (``uikitRefinements(of:)``): an animator that completes at once, an interaction
    /// controller that does nothing — harmless, as the other stand-ins' answers are. Empty for
    /// other protocols.
    static func uikitRequirements(_ p: Stub) -> String {
        var out = ""
        if p.conformances.contains("UIViewControllerAnimatedTransitioning") {
            out +=
                " func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 };"
                + " func animateTransition(using c: UIViewControllerContextTransitioning) { c.completeTransition(!c.transitionWasCancelled) };"
        }
        if p.conformances.contains("UIViewControllerInteractiveTransitioning") {
            out += " func startInteractiveTransition(_ c: UIViewControllerContextTransitioning) {};"
        }
        return out.isEmpty ? "" : out + " "
    }
}
