extension PortStubs {
    /// `value of type 'CGFloat' has no member 'frame'` on `currentCell.frame`, where an earlier
    /// line of the function bound `currentCell` to a stub property whose type port guessed
    /// (`let currentCell = fromViewController.sourceCell`, `guard let cell = vc.selected`): the
    /// guess was wrong, as on the line itself (``stubGuessedProperty(on:type:member:)``), and the
    /// property becomes a stub type of its own whose members the next rounds learn (a view's
    /// members make it a view). Without this, the member went onto `CGFloat` itself, and a
    /// number bound by `let` could not be changed (`currentCell.isHidden = true`). True when a
    /// property was retyped (or already was, by another message of the round).
    mutating func stubGuessedBinding(_ d: Diagnostic, line: String, type: String, member: String) -> Bool {
        guard type == "CGFloat" || type == "Bool" else { return false }
        var changed = false
        for back in 1...25 where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            for (name, value) in Self.bindings(in: earlier)
            where [".", "?.", "!."].contains(where: { line.contains(name + $0 + member) }) {
                for (s, k) in properties(on: value) {
                    let m = stubs[s].members[k]
                    // Retyped by another use this round: the next round's message names the new type.
                    if case .property(let t, _) = m.kind, t.hasPrefix("PortStub"), Self.endsWithMember(value, m.name) {
                        changed = true
                        continue
                    }
                    guard case .property(let t, let optional) = m.kind, t == type,
                        t == "Bool" ? Self.type(forMember: m.name) != "Bool" : Self.type(forMember: m.name) == nil,
                        Self.endsWithMember(value, m.name)
                    else { continue }
                    retypeGuessed(s, k, optional: optional)
                    changed = true
                }
            }
            if Self.containsWord(earlier, "func") { break }
        }
        return changed
    }

    /// The variables `line` binds and the expressions they are bound to (`let a = x.b,` →
    /// `("a", "x.b")`; `guard let a = x.b else {` → `("a", "x.b")`), a type annotation skipped.
    static func bindings(in line: String) -> [(name: String, value: String)] {
        var out: [(String, String)] = []
        var rest = Substring(line)
        while let r = rest.range(of: "let ") ?? rest.range(of: "var ") {
            let after = rest[r.upperBound...]
            let name = String(after.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            rest = after
            guard !name.isEmpty, let eq = after.range(of: " = ") else { continue }
            // The expression: up to a `,` outside brackets, ` else`, `{` or the line's end.
            var value = "", depth = 0
            for c in after[eq.upperBound...] {
                if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 }
                if depth == 0, c == "," || c == "{" { break }
                value.append(c)
            }
            if let e = value.range(of: " else") { value = String(value[..<e.lowerBound]) }
            out.append((name, value.trimmingCharacters(in: .whitespaces)))
        }
        return out
    }

    /// Whether expression `value` reads property `name` last (`vc.sourceCell`, `sourceCell!`,
    /// `self.sourceCell as? UIView`): the bound value is the property's.
    static func endsWithMember(_ value: String, _ name: String) -> Bool {
        var v = Substring(value)
        if let r = v.range(of: " as") { v = v[..<r.lowerBound] }
        while let last = v.last, last == "!" || last == "?" || last == " " { v = v.dropLast() }
        guard v.hasSuffix(name) else { return false }
        let before = v.dropLast(name.count).last
        return before == nil || before == "."
    }
}

extension PortStubs {
    /// The stored property or variable `head` (the text before a call on its line, its
    /// receiver included) assigns the call's result to: `toViewController = ctx.` and
    /// `self.fromVC = ` → its name (a controller
    /// the class keeps, then casts: `toViewController as? ZoomTransitionProtocol`); nil when
    /// `head` is no plain assignment (`==`, `x.y.z =`, a call's argument).
    static func assignedName(_ head: Substring) -> String? {
        var h = head
        // The call's receiver (`transitionContext.`, `self.context!.`).
        while let c = h.last, c.isLetter || c.isNumber || c == "_" || c == "." || c == "!" || c == "?" {
            h = h.dropLast()
        }
        while h.last == " " || h.last == "\t" { h = h.dropLast() }
        guard h.hasSuffix("="), !["=", "!", "<", ">", "+", "-", "*", "/"].contains(h.dropLast().last) else {
            return nil
        }
        h = h.dropLast()
        while h.last == " " { h = h.dropLast() }
        let name = String(h.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        h = h.dropLast(name.count)
        if h.hasSuffix("self.") { h = h.dropLast(5) }
        guard !name.isEmpty, name.first?.isNumber == false,
            h.allSatisfy({ $0 == " " || $0 == "\t" }) || h.hasSuffix(" ") || h.hasSuffix("\t") || h.hasSuffix(";")
        else { return nil }
        return name
    }
}
