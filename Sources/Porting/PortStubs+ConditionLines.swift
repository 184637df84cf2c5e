extension PortStubs {
    /// Line `n` of copy `file` as the stubs read it: a line that continues an `if`, `guard` or
    /// `while` condition begun on an earlier line (`if let detail = to as? Detail,\n   let frame
    /// = detail.cardFrame() {`: each earlier line ends with `,`, `&&` or `||`) reads with `if `
    /// in the last three characters of its indentation, so the rules that look for a condition
    /// on the line see one — a brace after a call there opens the statement's body, no
    /// trailing closure (``callArguments(of:in:)``), and a value bound there by `let` is an
    /// optional (``makeOptional(on:)``): the same for the three keywords. Real code splits
    /// conditions that way when it binds several values. Columns are kept (the keyword takes
    /// the indentation's place); another line, or one indented less than three characters, is
    /// returned as it is.
    func conditionLine(_ file: String, _ n: Int) -> String {
        let line = text(file, n)
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        guard indent.count >= 3, continuedCondition(file, before: n) != nil else { return line }
        return String(indent.dropLast(3)) + "if " + line.dropFirst(indent.count)
    }

    /// The keyword (`if`, `guard`, `while`) of the condition that line `n` continues, or nil:
    /// the lines before it, back to the keyword's, each end with `,`, `&&` or `||` (comments
    /// and blank lines aside, up to eight lines back).
    func continuedCondition(_ file: String, before n: Int) -> String? {
        var k = n - 1
        while k >= 1, n - k <= 8 {
            let raw = Self.withoutLineComments(text(file, k)).trimmingCharacters(in: .whitespaces)
            if raw.isEmpty {
                k -= 1
                continue
            }
            guard raw.hasSuffix(",") || raw.hasSuffix("&&") || raw.hasSuffix("||") else { return nil }
            let start = raw.hasPrefix("} else ") ? String(raw.dropFirst("} else ".count)) : raw
            for keyword in ["if", "guard", "while"] where start.hasPrefix(keyword + " ") {
                return keyword
            }
            // An opened brace on the way (`foo {`, a closure) ends the search: no condition.
            if raw.contains("{") || raw.contains("}") { return nil }
            k -= 1
        }
        return nil
    }
}

extension PortStubs {
    /// Type `r` made optional (`CGRect?`; a function type parenthesised first): the result
    /// of a stub method the files bind with `if let`/`guard let` or unwrap, which must be an
    /// Optional there. The stub still returns its value, so the bound branch runs.
    static func optional(_ r: String) -> String {
        // Never nested (`UIImage??`): an optional stays one.
        if r.hasSuffix("?") { return r }
        if r.hasSuffix("!") { return r.dropLast() + "?" }
        return r.contains("->") && !(r.hasPrefix("(") && r.hasSuffix(")")) ? "(\(r))?" : r + "?"
    }

    /// `line` (line `d.line`) with the lines after it while its parentheses stay open (up to
    /// forty more): a call written over several lines, read whole so that every label is seen.
    func spanningCall(_ d: Diagnostic, _ line: String) -> String {
        var out = line
        var open = line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
        var n = d.line + 1
        // Animation blocks passed as arguments span many lines; 40 bounds the read.
        while open > 0, n <= d.line + 40 {
            let next = Self.withoutLineComments(text(d.file, n))
            open += next.filter { $0 == "(" }.count - next.filter { $0 == ")" }.count
            out += " " + next.trimmingCharacters(in: .whitespaces)
            n += 1
        }
        return out
    }
}
