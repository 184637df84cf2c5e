extension PortStubs {
    /// `let initialView: UIView = presenting.initialView(info)` where port gave the stub
    /// method `initialView` another result (`UIImage`, from a use of a variable of the same
    /// name on a later line): the annotation says what the method returns, and wins. The same
    /// for an assignment to a property of a declared type (`cannot assign value of type
    /// 'UIImage' to type 'UIView'`). Only a method called on the line's value side, whose
    /// result is the type the compiler names, changes. True when one did.
    mutating func annotatedReturn(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
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
}
