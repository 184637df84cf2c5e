import TextFormat

extension PortStubs {
    /// The types of the keys a transition context answers its controllers and views by.
    static let transitionKeyTypes: Set<String> = ["UITransitionContextViewControllerKey", "UITransitionContextViewKey"]

    /// Words of a name for the side a transition leaves (`underlyingKey`,
    /// `presentingViewControllerKey`, `sourceKey`): that side's key is `.from`.
    static let fromSideWords: Set<String> = [
        "from", "presenting", "underlying", "source", "background", "behind", "below", "bottom", "base", "origin",
        "previous", "outgoing", "disappearing", "old"
    ]

    /// First words of a value that says the transition dismisses (`PresentationType.dismiss`,
    /// `.hide`, `.pop`, `"close"`): the sides swap, as the app's mapping swaps them.
    static let dismissalWords: [String] = [
        "dismiss", "dismissal", "dismissing", "hide", "hiding", "pop", "close", "closing", "disappear", "out",
        "reverse", "backward", "back"
    ]

    /// The key a stand-in of that key type named `name` answers (`getUnderlyingKey(for:)`,
    /// `presentedKey`): `.from` for a name with a word of the side a presentation leaves, else
    /// `.to`. One `.to` for every name made the app's pair of helpers that map its
    /// presentation type to the presented and the underlying controller's keys answer the same
    /// controller twice, so the animator moved the to view to where the underlying one goes.
    /// Nil for other types.
    static func transitionKeyValue(of type: String, name: String) -> String? {
        guard transitionKeyTypes.contains(type) else { return nil }
        return words(of: name).contains { fromSideWords.contains($0) } ? ".from" : ".to"
    }

    /// The body of a stand-in method answering a transition key: its name's side
    /// (``transitionKeyValue(of:name:)``), swapped at run time when an argument reads as a
    /// dismissal (a value whose description begins with a word of ``dismissalWords``: the
    /// enum case `.dismiss` describes itself as `dismiss`; an object's description begins with
    /// its module's capital, so it never does): the key type (never implicitly unwrapped: the
    /// stand-in always has a key) and the value. Nil for other results or without arguments.
    func transitionKeyResult(_ m: Member, parameters: [String], returning declared: String) -> (
        type: String, value: String
    )? {
        let type = declared.hasSuffix("!") ? String(declared.dropLast()) : declared
        guard let side = Self.transitionKeyValue(of: type, name: m.name) else { return nil }
        let names = parameters.compactMap { p -> String? in
            let parts = p.split(separator: " ")
            guard !p.contains("->"), parts.count >= 2, let colon = parts[1].firstIndex(of: ":") else { return nil }
            return String(parts[1][..<colon])
        }
        guard !names.isEmpty else { return nil }
        let other = side == ".to" ? ".from" : ".to"
        let words = Self.dismissalWords.map { SwiftText.literal($0) }.joined(separator: ", ")
        let values = names.map { "\($0) as Any?" }.joined(separator: ", ")
        let value =
            "{ let words: Set<String> = [\(words)]; "
            + "let dismissing = [\(values)].contains { v in words.contains(String((v.map { \"\\($0)\" } ?? \"\").prefix { $0.isLowercase })) }; "
            + "return dismissing ? \(type)\(other) : \(type)\(side) }()"
        return (type, value)
    }

    /// The call a stand-in method given the transition's to view and its container makes
    /// (`layout(presenting:fromView:toView:in:)`, the app's animator object preparing the
    /// views): it puts the to view (or the to controller's view) in the container, on top,
    /// unless it is there — the app's method does, as UIKit asks of every animation, and a
    /// stand-in that did nothing left the animator completing with its to view outside the
    /// container. The to view is the parameter labelled with the word `to` (`toView:`,
    /// `toVC:`); the container the one labelled `in:` or with the word `container`. Empty for
    /// other methods.
    static func containerPlacementCall(_ parameters: [String]) -> String {
        var to: String?, container: String?
        for p in parameters where !p.contains("->") {
            let parts = p.split(separator: " ")
            guard parts.count >= 2, let colon = parts[1].firstIndex(of: ":") else { continue }
            let (label, name) = (String(parts[0]), String(parts[1][..<colon]))
            if label == "in" || contextRole(label) == "container" {
                container = container ?? name
            } else if contextRole(label) == "to" {
                to = to ?? name
            }
        }
        guard let to, let container else { return "" }
        return "if let c = (\(container) as Any?) as? UIView, "
            + "let v = (\(to) as Any?) as? UIView ?? ((\(to) as Any?) as? UIViewController)?.view, "
            + "v.superview !== c { c.addSubview(v) }; "
    }

    /// The lowercased words of a camel-case or snake-case name (`getUnderlyingKey` → `get`,
    /// `underlying`, `key`; `tempToView` → `temp`, `to`, `view`).
    static func words(of name: String) -> [String] {
        var words: [String] = [], current = ""
        for ch in name {
            if ch.isUppercase || ch == "_", !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if ch != "_" { current.append(ch) }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
