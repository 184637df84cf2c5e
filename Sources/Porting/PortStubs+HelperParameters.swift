extension PortStubs {
    /// The parameters of the files' own helpers that the transition's controllers are passed
    /// to, with the key of each (`getCardView(from: fromVC, to: toVC)` with `func
    /// getCardView(from: UIViewController?, to: UIViewController?)`: `from` is the from
    /// controller, `to` the to one): animators often read the context's controllers in
    /// `animateTransition` and cast them in a helper (`(from as! ListViewController)`), and
    /// those casts choose the stand-ins as the ones made on the variables themselves.
    /// `bound`: the names bound to the context's controllers, with their keys. A parameter
    /// named like a bound name is left out (it is that name already).
    static func helperParameters(in text: String, bound: [(name: String, key: String)]) -> [(name: String, key: String)]
    {
        var out: [(name: String, key: String)] = []
        for (variable, key) in bound {
            // `label: variable` inside a call `helper(…`, on one line.
            for line in text.split(separator: "\n") where containsWord(String(line), variable) {
                let l = String(line)
                var search = l.startIndex
                while let r = l.range(of: ": " + variable, range: search..<l.endIndex) {
                    search = r.upperBound
                    let after: Character = r.upperBound == l.endIndex ? ")" : l[r.upperBound]
                    guard after == "," || after == ")" || after == " " || after == "!" else { continue }
                    let head = l[..<r.lowerBound]
                    let label = String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                    guard !label.isEmpty, let helper = calledFunction(head.dropLast(label.count)),
                        let name = parameterName(of: helper, label: label, in: text),
                        // One helper called with each controller in turn (`getTransitionProtocol(viewController:
                        // fromVC)`, then `toVC`): its parameter stands for both.
                        !bound.contains(where: { $0.name == name }),
                        !out.contains(where: { $0.name == name && $0.key == key })
                    else { continue }
                    out.append((name, key))
                }
            }
        }
        return out
    }

    /// The function whose argument list `head` (a line up to an argument's label) is in:
    /// the name before the innermost `(` still open.
    static func calledFunction(_ head: Substring) -> String? {
        var depth = 0
        var i = head.endIndex
        while i > head.startIndex {
            i = head.index(before: i)
            if head[i] == ")" {
                depth += 1
            } else if head[i] == "(" {
                if depth == 0 {
                    let name = head[..<i].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    return name.isEmpty ? nil : String(name.reversed())
                }
                depth -= 1
            }
        }
        return nil
    }

    /// The name inside the body of the parameter labelled `label` of `func helper(` in
    /// `text` (`from to: UIViewController?` → `to`; `from: UIViewController?` → `from`).
    static func parameterName(of helper: String, label: String, in text: String) -> String? {
        guard let r = text.range(of: "func \(helper)(") else { return nil }
        let list = text[r.upperBound...].prefix { $0 != ")" }
        for p in list.split(separator: ",") {
            guard let colon = p.firstIndex(of: ":") else { continue }
            let words = p[..<colon].split(separator: " ").map(String.init)
            if words.first == label { return words.count >= 2 ? words[1] : words[0] }
        }
        return nil
    }

    /// Variables bound again to a controller variable (`var background = fromViewController`,
    /// then `background = toViewController` on a pop): each takes every key of what it is
    /// given, so that its casts (`background as? ZoomingViewController`) count for both sides.
    static func reboundVariables(in text: String, bound: [(name: String, key: String)]) -> [(name: String, key: String)]
    {
        var out: [(name: String, key: String)] = []
        for line in text.split(separator: "\n") {
            // Each `target = value` on the line (`if pop { background = toViewController }` too).
            var rest = Substring(line)
            while let r = rest.range(of: " = ") {
                let target = String(rest[..<r.lowerBound].reversed().prefix(while: isWordCharacter).reversed())
                let value = String(rest[r.upperBound...].prefix(while: isWordCharacter))
                // `let shown = isPresenting ? toVC : fromVC`: each branch's name (UpcomingMovies, held-out 42).
                let values = [value] + ternaryBranches(rest[r.upperBound...])
                rest = rest[r.upperBound...]
                guard !target.isEmpty else { continue }
                for v in values where !v.isEmpty && v != target {
                    for b in bound where b.name == v && !out.contains(where: { $0 == (target, b.key) }) {
                        out.append((target, b.key))
                    }
                }
            }
        }
        return out
    }

    /// The names a conditional expression's branches start with (`flag ? toVC : fromVC` →
    /// `toVC`, `fromVC`); empty for another expression.
    static func ternaryBranches(_ expression: Substring) -> [String] {
        guard let q = expression.range(of: " ? "), let colon = expression[q.upperBound...].range(of: " : ") else {
            return []
        }
        return [
            String(expression[q.upperBound...].prefix(while: isWordCharacter)),
            String(expression[colon.upperBound...].prefix(while: isWordCharacter))
        ]
    }

    /// A character of a Swift name (letters, digits, `_`).
    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
}
