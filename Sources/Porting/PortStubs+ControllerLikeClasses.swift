extension PortStubs {
    /// The properties of `UIViewController` that are optional in UIKit and that an app's own
    /// class (an `NSObject` coordinating a transition) often declares implicitly unwrapped.
    static let optionalControllerMembers: Set<String> = [
        "presentedViewController", "presentingViewController", "navigationController", "parent",
        "tabBarController"
    ]

    /// `value of optional type 'UIViewController?' must be unwrapped to refer to member
    /// 'dismiss'` on `self.transitionController.presentedViewController.dismiss(…)`, where
    /// `TransitionController` is a stand-in port made a `UIViewController` subclass from its
    /// name alone (the files never cast a transition's controller to it): the app's class is
    /// no controller — UIKit's optional member would need unwrapping — but one declaring that
    /// member itself, implicitly unwrapped. The stand-in becomes a class of its own with the
    /// member (`var presentedViewController: UIViewController!`); what else the files use of
    /// it the next rounds learn. The variable is recognised by the stand-in's name
    /// (`transitionController` for `TransitionController`). True when one changed.
    mutating func controllerLikeClass(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
        let names = Self.quotedNames(m)
        guard m.hasPrefix("value of optional type 'UIViewController?' must be unwrapped to refer to member '"),
            names.count >= 2
        else { return false }
        var changed = false
        for s in stubs.indices where stubs[s].shape == .subclass("UIViewController") && stubs[s].genericParameters == 0
        {
            let name = stubs[s].name
            guard !name.contains("."), let first = name.first, !castsContextController(to: name),
                !Uses(name, in: allText).castFromContext
            else { continue }
            let variable = first.lowercased() + name.dropFirst()
            guard
                Self.optionalControllerMembers.contains(where: {
                    line.contains(variable + "." + $0 + "." + names[1])
                })
            else { continue }
            stubs[s].shape = .plainClass
            // Each such member the files use on the variable, at once (a controller's other
            // members would make it a controller again).
            for member in Self.optionalControllerMembers.sorted()
            where allText.contains(variable + "." + member) && !stubs[s].members.contains(where: { $0.name == member })
            {
                stubs[s].members.append(
                    Member(name: member, isStatic: false, kind: .property(type: "UIViewController", optional: true)))
            }
            changed = true
        }
        return changed
    }
}

extension PortStubs {
    /// `flag ? reference.view : reference.imageView` passed where a `UIView` is wanted
    /// ("value of optional type 'UIView?' must be unwrapped to a value of type 'UIView'",
    /// SuperPreview, held-out 41): port made the app's `Reference` a `UIViewController`
    /// subclass because the files read its `view`, whose `UIView!` then turns the expression
    /// optional. The files never cast a transition's controller to it, so it is a type of its
    /// own holding a view (a struct's `let view: UIView`): a class of its own with a plain
    /// `view` (``shownView``), when `text` (the line and the bindings it uses) reads `.view` of a variable of
    /// it (``readsView(of:in:)``). True when one changed.
    mutating func viewHolderClass(_ d: Diagnostic, text: String) -> Bool {
        guard Self.quotedNames(d.message).first == "UIView?", text.contains(".view") else { return false }
        var changed = false
        for s in stubs.indices where stubs[s].shape == .subclass("UIViewController") && stubs[s].genericParameters == 0
        {
            let name = stubs[s].name
            guard !name.contains("."), !castsContextController(to: name), !Uses(name, in: allText).castFromContext,
                readsView(of: name, in: text)
            else { continue }
            stubs[s].shape = .plainClass
            stubs[s].members.removeAll { $0.name == "view" }
            stubs[s].members.insert(
                Member(name: "view", isStatic: false, kind: .overridden(declaration: Self.shownView)), at: 0)
            changed = true
        }
        return changed
    }

    /// A view holder's `view`: on screen, as the app's is (the tapped thumbnail a zoom starts
    /// from; SuperPreview's animator traps on a view without a superview), at the placeholder
    /// frame in a window of its own that lives as long as the plugin.
    static let shownView =
        "public lazy var view: UIView = { let v = UIView(frame: \(PortAppSetProperties.placeholderFrame));\(inOwnWindow) return v }()"

    /// Statements putting the view `v` in a window of its own that lives as long as the plugin
    /// (PortStubs.swift's `portKeptAlive`): on screen, as the app's views are.
    static let inOwnWindow = " let w = UIWindow(frame: UIScreen.main.bounds); portKeptAlive.append(w); w.addSubview(v);"

    /// Whether `text` reads `.view` of a name declared of type `name` in the files
    /// (`var startingReference: Reference?`, bound again by `if let startingReference`), or
    /// of a name that says it (`reference.view` for `Reference`).
    func readsView(of name: String, in text: String) -> Bool {
        let lower = name.prefix(1).lowercased() + name.dropFirst()
        var variables: Set<String> = [lower]
        for line in allText.split(separator: "\n") where line.contains(": \(name)") {
            for kw in ["var ", "let "] {
                guard let r = line.range(of: kw) else { continue }
                let v = line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !v.isEmpty { variables.insert(String(v)) }
            }
        }
        return variables.contains { v in
            text.contains(v + ".view") || text.contains(v + "?.view") || text.contains(v + "!.view")
        }
    }
}
