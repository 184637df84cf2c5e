extension PortStubs {
    /// `let initialView: UIView = presenting.initialView(info)` where port gave the stub
    /// method `initialView` another result (`UIImage`, from a use of a variable of the same
    /// name on a later line): the annotation says what the method returns, and wins. The same
    /// for an assignment to a property of a declared type (`cannot assign value of type
    /// 'UIImage' to type 'UIView'`). Only a method called on the line's value side, whose
    /// result is the type the compiler names, changes. True when one did.
    mutating func annotatedReturn(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
        if m.hasPrefix("failed to produce diagnostic for expression"), let type = Self.annotatedBinding(line) {
            // `guard let v: UIView = source?.zoomableSourceView() else …` over a stub method that
            // returns nothing yet: the compiler cannot say why, the annotation says what it returns.
            let before = state
            setReturn(on: line, type: type, aka: "")
            return state != before
        }
        let names = Self.quotedNames(m)
        guard names.count >= 2,
            m.hasPrefix("cannot convert value of type '") && m.contains("' to specified type '")
                || m.hasPrefix("cannot assign value of type '") && m.contains("' to type '"),
            let value = Self.assignment(line)?.value
        else { return false }
        let from = Self.bareType(names[0]), to = names[1]
        guard from != Self.bareType(to), !to.contains("_"), !to.contains("<<"), !to.contains("->"),
            !isGenericParameter(to)
        else { return false }
        var changed = false
        for s in stubs.indices {
            for (method, type) in stubs[s].returns
            where Self.bareType(type) == from && Self.callArguments(of: method, in: value) != nil {
                stubs[s].returns[method] = type.hasSuffix("!") ? Self.bareType(to) + "!" : to
                changed = true
            }
        }
        return changed
    }

    /// The type annotating the binding `line` declares (`guard let v: UIView = …`, `let f: CGRect
    /// = …`), or nil.
    static func annotatedBinding(_ line: String) -> String? {
        for keyword in ["let ", "var "] {
            guard let k = line.range(of: keyword) else { continue }
            let rest = line[k.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, rest.dropFirst(name.count).hasPrefix(": ") else { continue }
            let afterColon = rest.dropFirst(name.count + 2)
            guard let eq = afterColon.range(of: " = ") else { continue }
            let type = afterColon[..<eq.lowerBound].trimmingCharacters(in: .whitespaces)
            if !type.isEmpty, !type.contains(" "), !type.contains("->") { return type }
        }
        return nil
    }
}
