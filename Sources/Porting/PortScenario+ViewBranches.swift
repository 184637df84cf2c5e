extension PortScenario.Evidence {
    /// Where the class's code binds each side's view optionally in its own branch —
    /// `if let destView = transitionContext.view(forKey: .to) { … }` and
    /// `if let fromView = transitionContext.view(forKey: .from) { … }` — as the lines of those
    /// two `if let`s; nil unless both are there. One object animating both sides of a custom
    /// modal presentation tells them apart so: UIKit hands out only the presented view when
    /// presenting and only that view (as the from view) when dismissing, while a container
    /// transition hands out both and would run both branches (Menu2, held-out 42).
    func optionalViewBranches() -> (to: Int, from: Int)? {
        var found: [String: Int] = [:]
        for (scan, t) in bodies {
            let sig = significant(scan, from: t.open, to: t.close)
            for k in sig.indices where scan.text(sig[k]) == "if" {
                guard k + 3 < sig.count, scan.text(sig[k + 1]) == "let", scan.text(sig[k + 3]) == "=" else { continue }
                // The bound expression, up to the body's brace or the next condition.
                var j = k + 4
                var words: [String] = []
                while j < sig.count, ![",", "{"].contains(scan.text(sig[j])) {
                    words.append(scan.text(sig[j]))
                    j += 1
                }
                guard let v = words.firstIndex(of: "view"), v + 3 < words.count, words[v + 1] == "(",
                    words[v + 2] == "forKey", words[v + 3] == ":"
                else { continue }
                let rest = words[(v + 4)...].filter { !$0.hasPrefix("UITransitionContext") && $0 != "." }
                guard let side = rest.first, ["to", "from"].contains(side), found[side] == nil else { continue }
                found[side] = scan.tokens[sig[k]].line
            }
        }
        guard let to = found["to"], let from = found["from"] else { return nil }
        return (to, from)
    }
}
