import Foundation

extension PortProject {
    /// The construction `p`'s export hands to ``PresentationControllerAnimator`` (AnimatorABI)
    /// when the class is a presentation controller that is its own animator, made with port's
    /// placeholder controllers: the same initializer call with the transition's presented and
    /// presenting controllers (`presented`, `presenting`, the maker's parameters). On iOS the
    /// app's transitioning delegate makes it with the presentation's controllers, and its
    /// `animateTransition` reads them (`presentedView`, `presentedViewController as? Player`);
    /// placeholders made before any transition are neither on screen nor the controllers the
    /// context animates. Nil for another class, kind, or a construction the user gave.
    func presentationAnimatorConstruction(_ p: Plugin) -> String? {
        guard p.kind == .animator,
            let placeholder = PlaceholderArguments.sdkObjectValue("UIViewController"),
            p.construction == "\(p.className)(presentedViewController: \(placeholder), presenting: \(placeholder))",
            isPresentationController(p.className)
        else { return nil }
        return "\(p.className)(presentedViewController: presented, presenting: presenting)"
    }

    /// The export's maker for a presentation controller that is its own animator:
    /// `construction` (of `presented` and `presenting`) made when each transition starts.
    static func perTransition(_ construction: String) -> String {
        "PresentationControllerAnimator { presented, presenting in \(construction) }"
    }

    /// Whether the files declare `className` as a class whose superclass chain, through the
    /// files' classes, reaches `UIPresentationController`.
    func isPresentationController(_ className: String) -> Bool {
        let types = files.flatMap { SwiftDeclarations($0.source).types }.filter { $0.keyword == "class" }
        var name = className, seen: Set<String> = []
        while seen.insert(name).inserted {
            guard let t = types.first(where: { $0.qualifiedName == name || $0.name == name }),
                let superclass = t.inherits.first
            else { return false }
            if superclass == "UIPresentationController" { return true }
            name = superclass
        }
        return false
    }

    /// `text` with a presentation controller's own `presentedViewController` and
    /// `presentingViewController` (bare or after `self.`) spelled as the context's controllers
    /// they are in the validated transition (presented: `.to` when presenting, `.from` when
    /// dismissing), so the stand-in rules that read casts of the context's controllers
    /// (`presentedViewController as? PlayerViewController`) apply to them. For analysis only:
    /// the copy compiled is the user's.
    static func presentationControllersAsContext(_ text: String, presenting: Bool) -> String {
        var out = text
        for (member, key) in [
            ("presentedViewController", presenting ? "to" : "from"),
            ("presentingViewController", presenting ? "from" : "to")
        ] {
            out = out.replacingOccurrences(
                of: #"(?<![.\w])(self\.)?"# + member + #"\b"#,
                with: "transitionContext.viewController(forKey: .\(key))", options: .regularExpression)
        }
        return out
    }
}
