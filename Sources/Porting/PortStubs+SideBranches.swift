extension PortStubs {
    /// Words of a condition that holds when the animator presents (`isPresenting`, `state ==
    /// .present`, `operation == .push`).
    static let presentingSideWords: Set<String> = [
        "present", "presenting", "presentation", "presented", "push", "pushing", "show", "showing", "appear",
        "appearing", "expand", "expanding", "open", "opening", "forward"
    ]

    /// Words of a condition that holds when it dismisses (`isDismissing`, `mode == .dismiss`,
    /// `operation == .pop`).
    static let dismissingSideWords: Set<String> = [
        "dismiss", "dismissing", "dismissal", "dismissed", "pop", "popping", "hide", "hiding", "disappear",
        "disappearing", "collapse", "collapsing", "close", "closing", "reverse", "reversed", "backward"
    ]

    /// `text` without the code of the dismissing side: the dismissing arm of a ternary whose
    /// condition names a side (`state == .present ? (from as! List) : (to as! List)`) and the
    /// block of an `if`/`else` whose condition does (`if isPresenting { … } else { … }`,
    /// `if !presenting`, `if mode == .dismiss`). An animator that animates both sides casts
    /// the context's controllers to one class on each side — the list is `from` when it
    /// presents and `to` when it dismisses — and port validates its presenting side (README
    /// "Bring your iOS animator", the side flag), so its stand-ins are the classes of that
    /// side's casts (``standIns(in:protocols:classes:)``); the first cast in the text was the
    /// other side's as often. Lines are kept (blank), so line numbers stay. `presenting`
    /// false: the side validated is the dismissing one (``PortProject/validatesDismissingSide(_:)``),
    /// whose code is kept instead.
    static func presentingSide(of text: String, presenting: Bool = true) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in lines.indices { lines[i] = withoutDismissingArm(lines[i], presenting: presenting) }
        var i = 0
        while i < lines.count {
            let t = lines[i].trimmingCharacters(in: .whitespaces)
            let start = t.hasPrefix("} else if ") ? String(t.dropFirst("} else ".count)) : t
            guard start.hasPrefix("if "), t.hasSuffix("{"),
                let holds = conditionSide(String(start.dropFirst(3).dropLast())).map({ $0 == presenting })
            else {
                i += 1
                continue
            }
            // The if block, then its else block (`} else {`): blank the dismissing one.
            let end = blockEnd(lines, from: i)
            if !holds {
                for k in (i + 1)..<max(i + 1, end) { lines[k] = "" }
            } else if let e = elseLine(lines, after: end) {
                let elseEnd = blockEnd(lines, from: e)
                for k in (e + 1)..<max(e + 1, elseEnd) { lines[k] = "" }
            }
            i += 1
        }
        return lines.joined(separator: "\n")
    }

    /// Whether condition `c` holds on the presenting side (true), the dismissing side (false),
    /// or says nothing of a side (nil): its words name one side only; `!`, `!=` or `== false`
    /// turn it round.
    static func conditionSide(_ c: String) -> Bool? {
        let all = c.split { !($0.isLetter || $0.isNumber || $0 == "_") }.flatMap { words(of: String($0)) }
        let presents = all.contains { presentingSideWords.contains($0) }
        let dismisses = all.contains { dismissingSideWords.contains($0) }
        guard presents != dismisses else { return nil }
        let trimmed = c.trimmingCharacters(in: .whitespaces)
        let negated = trimmed.hasPrefix("!") || c.contains("!=") || c.contains("== false")
        return presents != negated
    }

    /// `line` with the dismissing arm of its ternary blanked (`cond ? a : b`, one line), when
    /// the condition names a side (``conditionSide(_:)``); the presenting arm when
    /// `presenting` is false.
    static func withoutDismissingArm(_ line: String, presenting: Bool = true) -> String {
        guard let q = line.range(of: " ? ") else { return line }
        // The condition: after the last assignment or opening before the `?`.
        var head = line[..<q.lowerBound]
        for stop in [" = ", "(", "return ", "guard ", "if "] {
            if let r = head.range(of: stop, options: .backwards) { head = head[r.upperBound...] }
        }
        guard let holds = conditionSide(String(head)).map({ $0 == presenting }) else { return line }
        // The `:` of the ternary: at depth 0 after the `?`.
        var depth = 0, colon: String.Index?
        var i = q.upperBound
        while i < line.endIndex {
            let c = line[i]
            if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth -= 1 }
            if depth < 0 { break }
            if depth == 0, c == ":", line[line.index(before: i)] == " " {
                colon = i
                break
            }
            i = line.index(after: i)
        }
        guard let colon else { return line }
        // The second arm ends where the expression does: depth below 0 or ` else `.
        var end = line.index(after: colon)
        depth = 0
        while end < line.endIndex {
            let c = line[end]
            if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth -= 1 }
            if depth < 0 || depth == 0 && line[end...].hasPrefix(" else ") { break }
            end = line.index(after: end)
        }
        return holds
            ? String(line[..<line.index(after: colon)]) + " " + String(line[end...])
            : String(line[..<q.upperBound]) + " " + String(line[colon...])
    }

    /// The line that opens the `else` block of the `if` block closed on line `end`: that line
    /// (`} else {`), or the next line that is not blank when `end` holds only the `}` and
    /// that line is `else {` (Allman-style code puts the `else` on a line of its own). Nil
    /// when the `if` has no plain `else`.
    static func elseLine(_ lines: [String], after end: Int) -> Int? {
        guard end < lines.count else { return nil }
        let closing = lines[end].trimmingCharacters(in: .whitespaces)
        if closing.hasPrefix("} else {") { return end }
        guard closing == "}" else { return nil }
        var k = end + 1
        while k < lines.count, lines[k].trimmingCharacters(in: .whitespaces).isEmpty { k += 1 }
        return k < lines.count && lines[k].trimmingCharacters(in: .whitespaces).hasPrefix("else {") ? k : nil
    }

    /// The index of the line that closes the block opened at the end of line `start` (the
    /// line holding the `}` that brings the brace depth back), or the line count.
    static func blockEnd(_ lines: [String], from start: Int) -> Int {
        // The start line counts from its last brace (`} else {` opens one block).
        var depth = 1
        for k in (start + 1)..<max(start + 1, lines.count) {
            for c in lines[k] {
                if c == "{" {
                    depth += 1
                } else if c == "}" {
                    depth -= 1
                    if depth == 0 { return k }
                }
            }
        }
        return lines.count
    }
}
