extension PortStubs {
    /// `let playerView = playerVC.customView` and then `playerView.isOverlaysHidden`
    /// (Anilibria, held-out 40): the stub property is implicitly unwrapped, which a binding
    /// makes an Optional, so the compiler asks to unwrap it ("value of optional type 'UIView?'
    /// must be unwrapped to refer to member …"). The app's property is no optional: the stub
    /// property the binding reads (up to 25 lines before, in the function) becomes a plain
    /// one. True when one changed.
    mutating func unwrappedBinding(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
        guard m.hasPrefix("value of optional type '"), m.contains("' must be unwrapped to refer to member '"),
            let member = Self.quotedNames(m).dropFirst().first
        else { return false }
        // The variable the member is read through (`playerView` in `playerView.isOverlaysHidden`).
        guard let r = line.range(of: "." + member) else { return false }
        let variable = String(
            line[..<r.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard !variable.isEmpty, variable.first?.isLowercase == true else { return false }
        var changed = false
        for back in 1...25 where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            if Self.containsWord(earlier, "func") { break }
            guard let eq = earlier.range(of: "let \(variable) = ") ?? earlier.range(of: "var \(variable) = ") else {
                continue
            }
            let value = String(earlier[eq.upperBound...])
            for (s, k) in properties(on: value) {
                guard case .property(let type, true) = stubs[s].members[k].kind,
                    value.trimmingCharacters(in: .whitespaces).hasSuffix("." + stubs[s].members[k].name)
                else { continue }
                stubs[s].members[k].kind = .property(type: type, optional: false)
                changed = true
            }
            break
        }
        return changed
    }
}
