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

extension PortProject {
    /// The labels of an initializer's controllers that are a transition's from and to
    /// controllers (`init?(fromViewController:toViewController:…)`): the app makes such an
    /// animator for each transition with the controllers UIKit hands its delegate.
    static let handedLabels: [(label: String, side: String)] = [
        ("fromViewController", "portFrom"), ("fromVC", "portFrom"), ("fromController", "portFrom"),
        ("toViewController", "portTo"), ("toVC", "portTo"), ("toController", "portTo")
    ]

    /// The export's maker for an animator made with a transition's controllers:
    /// `construction` (of `portFrom` and `portTo`) made when each transition starts.
    static func handedPerTransition(_ construction: String) -> String {
        "HandedControllersAnimator { portFrom, portTo in \(construction) }"
    }

    /// `p`'s construction with its from and to controller arguments, which port gave
    /// placeholder controllers, taken from the transition instead (`portFrom`, `portTo`, cast to
    /// the parameter's class when it is not `UIViewController`, else the placeholder), or nil
    /// when its initializer takes no such pair. The export makes it per transition
    /// (``HandedControllersAnimator``), as the app's delegate does.
    func handedControllersConstruction(_ p: Plugin, construction: String) -> String? {
        guard p.kind == .animator, let placeholder = PlaceholderArguments.sdkObjectValue("UIViewController"),
            let file = files.first(where: { $0.name == (p.sourcePath as NSString).lastPathComponent })
        else { return nil }
        let scan = SwiftDeclarations(file.source)
        var out = construction
        var sides: Set<String> = []
        for t in scan.types where t.qualifiedName == p.className || t.name == p.className {
            for i in t.members where i.keyword == "init" {
                for param in i.parameters {
                    guard let side = Self.handedLabels.first(where: { $0.label == param.label })?.side,
                        out.contains("\(param.label): \(placeholder)")
                    else { continue }
                    let type = param.type.filter { $0 != " " && $0 != "!" && $0 != "?" }
                    let value = type == "UIViewController" ? side : "(\(side) as? \(type)) ?? \(placeholder)"
                    out = out.replacingOccurrences(
                        of: "\(param.label): \(placeholder)", with: "\(param.label): \(value)")
                    sides.insert(side)
                }
            }
        }
        return sides.count == 2 ? out : nil
    }
}
