extension PortStubs {
    /// The value a stand-in given the transition context returns when its result is views or
    /// controllers of the transition (`retrieveViews(transitionContext:) -> (UIView?, UIView?,
    /// UIView?)`, the app's helper that reads them out of the context): the context's own —
    /// its from and to views or controllers, its container view — so the animator that asked
    /// animates the host's views instead of meeting nil and returning early. Which element is
    /// which comes from the names the files bind it to (`let (fromView, toView, container) =
    /// retrieveViews(…)`: a name with the word `from`, `to` or `container`), else, for a method
    /// named for views or controllers, from the order helpers use: from, to, container. Other
    /// elements keep their harmless values. Nil when no parameter is the context or no element
    /// is one of those.
    func contextValue(_ m: Member, parameters: [String], returning type: String) -> String? {
        guard
            let p = parameters.first(where: { p in
                let lower = p.lowercased()
                return lower.contains("contexttransitioning") || (lower.contains("context") && p.hasSuffix("Any?"))
            }),
            let colon = p.firstIndex(of: ":")
        else { return nil }
        let name = p[..<colon].split(separator: " ").last.map(String.init) ?? ""
        let elements = Self.tupleElements(type)
        let roles = contextRoles(of: m.name, count: elements.count)
        var values: [String] = []
        var any = false
        for (i, e) in elements.enumerated() {
            let bare = e.hasSuffix("?") || e.hasSuffix("!") ? String(e.dropLast()) : e
            let optional = bare != e
            var v: String?
            switch (i < roles.count ? roles[i] : nil, bare) {
            case ("from", "UIView"), ("to", "UIView"):
                v = "c?.view(forKey: .\(roles[i]!))" + (optional ? "" : " ?? UIView()")
            case ("container", "UIView"):
                v = "c?.containerView" + (optional ? "" : " ?? UIView()")
            case ("from", "UIViewController"), ("to", "UIViewController"):
                v = "c?.viewController(forKey: .\(roles[i]!))" + (optional ? "" : " ?? UIViewController()")
            default:
                v = nil
            }
            if v != nil { any = true }
            guard let value = v ?? (optional ? "nil" : value(of: e, name: "")) else { return nil }
            values.append(value)
        }
        guard any else { return nil }
        let result = elements.count == 1 ? values[0] : "(" + values.joined(separator: ", ") + ")"
        return "{ let c = (\(name) as Any?) as? any UIViewControllerContextTransitioning; return \(result) }()"
    }

    /// The role (`from`, `to`, `container`, or nil) of each element of the tuple method `name`
    /// returns: from the names a destructuring `let (a, b, c) = name(` of the files binds,
    /// else by position for a method named for views or controllers.
    func contextRoles(of name: String, count: Int) -> [String?] {
        for line in allText.split(separator: "\n") {
            guard let call = line.range(of: name + "("),
                let open = line[..<call.lowerBound].range(of: "let (") ?? line[..<call.lowerBound].range(of: "var ("),
                let close = line[open.upperBound..<call.lowerBound].firstIndex(of: ")")
            else { continue }
            let names = line[open.upperBound..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard names.count == count else { continue }
            let roles = names.map(Self.contextRole)
            if roles.contains(where: { $0 != nil }) { return roles }
        }
        let lower = name.lowercased()
        guard lower.hasSuffix("views") || lower.hasSuffix("viewcontrollers"), count == 2 || count == 3 else {
            return Array(repeating: nil, count: count)
        }
        return Array(["from", "to", "container"].prefix(count))
    }

    /// `from`, `to` or `container` for a name with that word (`tempToView`, `fromVC`,
    /// `containerView`), else nil.
    static func contextRole(_ name: String) -> String? {
        let words = words(of: name)
        if words.contains("container") { return "container" }
        if words.contains("from") { return "from" }
        if words.contains("to") { return "to" }
        return nil
    }

    /// The elements of tuple type `type` (`(UIView?, UIView?)` → `UIView?`, `UIView?`), or
    /// the type itself when it is no tuple.
    static func tupleElements(_ type: String) -> [String] {
        let t = type.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("("), t.hasSuffix(")"), !t.contains("->") else { return [t] }
        var out: [String] = [], current = "", depth = 0
        for ch in t.dropFirst().dropLast() {
            if "([<".contains(ch) { depth += 1 } else if ")]>".contains(ch) { depth -= 1 }
            if ch == ",", depth == 0 {
                out.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(ch)
            }
        }
        out.append(current.trimmingCharacters(in: .whitespaces))
        return out
    }
}
