import Foundation

extension PortScenario.Evidence {
    /// Where a presenting animator leaves the presenting view dimmed or scaled down
    /// (`fromVC.view.alpha = 0.6`, `fromView.transform = CGAffineTransform(scaleX: 0.9, y:
    /// 0.9)`, `fromVC.view.layer.transform = t` with `t` made by `CATransform3DScale`), for the
    /// report, or nil. A card presentation does that to what it covers, and it means something
    /// only where the presenting view stays on screen beside the card: `.custom`,
    /// `.overFullScreen`, `.overCurrentContext` (a full-screen presentation takes it out of the
    /// window when it completes). So it is evidence of a presentation that keeps the presenting
    /// view, as `modalPresentationStyle = .overCurrentContext` in the app's file would be.
    ///
    /// The view is the from side's: a name bound to `viewController(forKey: .from)` or
    /// `view(forKey: .from)`, or one that says so (`fromVC.view`, `fromView`,
    /// `presentingViewController.view`); an alpha is a number literal strictly between 0 and 1
    /// (0 hides it — a fade-out of the from view, as any transition may do); a transform is a
    /// scale, by a literal factor from 0.5 up to 1 when it is one (a view shrunk to 0.1 is
    /// leaving, not receding), and no scale counts when the class also fades the from view out
    /// to alpha 0 (it is leaving); nor does a change the class puts back (alpha 1, an identity
    /// transform, in its completion). Only the class's own bodies are read.
    func presenterLeftReceded() -> String? {
        var found: [(property: String, target: [String], value: [String], line: Int, texts: [String])] = []
        for (scan, t) in bodies {
            let sig = significant(scan, from: t.open, to: t.close)
            let texts = sig.map { scan.text($0) }
            let lines = sig.map { scan.tokens[$0].line }
            // The presenting side's evidence only: not the `else` of `if isPresented { … }`.
            let dismissing = Self.dismissingSideLines(scan)
            for (k, w) in texts.enumerated()
            where w == "=" && isAssignment(texts, k) && k >= 2 && !dismissing.contains(lines[k]) {
                let property = texts[k - 1]
                guard property == "alpha" || property == "transform", texts[k - 2] == "." else { continue }
                let target = assignedChain(texts, lines, before: k - 2)
                guard denotesFromView(target, scan, sig) else { continue }
                let value = Array(texts[(k + 1)..<statementEnd(texts, lines, from: k + 1)])
                found.append((property, target, value, lines[k], texts))
            }
        }
        // A from view faded out to nothing is leaving, whatever else scales it on the way
        // (a zoom that shrinks the screen it leaves into a cell and fades it).
        let fadesOut = found.contains { $0.property == "alpha" && $0.value.count == 1 && Double($0.value[0]) == 0 }
        // Put back later (`fromVC.view.alpha = 1` in the completion, apeguero24, held-out 41):
        // dimmed only while it animates, not left so.
        let restored = Set(
            found.filter { f in
                f.property == "alpha"
                    ? f.value.count == 1 && Double(f.value[0]) == 1
                    : [".identity", "CGAffineTransform.identity", "CATransform3DIdentity"].contains(f.value.joined())
            }.map(\.property))
        for f in found where !restored.contains(f.property) {
            let receded = f.property == "alpha" ? Self.dims(f.value) : !fadesOut && scales(f.value, texts: f.texts)
            guard receded else { continue }
            let shown =
                (f.target + [f.property]).joined(separator: ".") + " = "
                + f.value.map { $0 == ":" || $0 == "," ? $0 + " " : $0 }.joined()
            return
                "it leaves the presenting view \(f.property == "alpha" ? "dimmed" : "scaled") (\(shown) at line \(f.line)), which shows only in a presentation that keeps it on screen"
        }
        return nil
    }

    /// The 1-based lines of `scan`'s file that only the dismissing side runs: the branches
    /// ``PortStubs/presentingSide(of:presenting:)`` blanks (`else` of `if isPresenting`, the
    /// block of `if !presenting`).
    static func dismissingSideLines(_ scan: SwiftDeclarations) -> Set<Int> {
        let text = String(decoding: scan.lexer.bytes, as: UTF8.self)
        let original = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = PortStubs.presentingSide(of: text).split(separator: "\n", omittingEmptySubsequences: false)
        // Blanked lines only: a ternary's line keeps its presenting arm (and its evidence).
        return Set(
            zip(original, kept).enumerated().filter {
                $0.element.1.trimmingCharacters(in: .whitespaces).isEmpty
                    && !$0.element.0.trimmingCharacters(in: .whitespaces).isEmpty
            }.map { $0.offset + 1 })
    }

    /// The names of the chain assigned to, ending before the `.` at `dot` (`fromVC`, `view`,
    /// `layer` for `fromVC.view.layer.transform`), on that line.
    func assignedChain(_ texts: [String], _ lines: [Int], before dot: Int) -> [String] {
        var chain: [String] = []
        var j = dot - 1
        while j >= 0, lines[j] == lines[dot] {
            let w = texts[j]
            if w == "." || w == "!" || w == "?" {
                j -= 1
                continue
            }
            guard w.first.map({ $0.isLetter || $0 == "_" }) == true else { break }
            chain.insert(w, at: 0)
            if j == 0 || texts[j - 1] != "." && texts[j - 1] != "!" && texts[j - 1] != "?" { break }
            j -= 1
        }
        return chain
    }

    /// Whether `chain` (without `layer`) is the from side's view: `fromView`, `from`,
    /// `fromVC.view`, `fromViewController.view`, `presentingViewController.view`, or a name
    /// bound in the class to the context's `.from` side.
    func denotesFromView(_ chain: [String], _ scan: SwiftDeclarations, _ sig: [Int]) -> Bool {
        var names = chain.filter { $0 != "self" }
        if names.last == "layer" { names.removeLast() }
        guard let first = names.first else { return false }
        let rest = Array(names.dropFirst())
        guard rest.isEmpty || rest == ["view"] else { return false }
        let lower = first.lowercased()
        if lower == "fromview" || (lower == "from" && rest.isEmpty) { return true }
        if !rest.isEmpty, lower.hasPrefix("from") || lower.hasPrefix("presenting") { return true }
        guard let bound = binding(of: first, scan, sig) else { return false }
        return self.names(key: "from", bound) && !bound.contains("snapshotView")
    }

    /// An alpha strictly between 0 and 1, written as a number.
    static func dims(_ value: [String]) -> Bool {
        guard value.count == 1, let a = Double(value[0]) else { return false }
        return a > 0 && a < 1
    }

    /// A scale: `CGAffineTransform(scaleX:…)`, `.scaledBy(`, `CATransform3DScale`,
    /// `CATransform3DMakeScale`, or a name the class assigns one of those to.
    func scales(_ value: [String], texts: [String]) -> Bool {
        func isScale(_ words: some Sequence<String>) -> Bool {
            words.contains {
                $0 == "scaleX" || $0 == "scaledBy" || $0 == "CATransform3DScale" || $0 == "CATransform3DMakeScale"
            }
        }
        if isScale(value) {
            // A literal factor says which: a card recedes to 0.85–0.97 of its size; a view
            // shrinking away to nothing (0.1, 0.01) is leaving, as a dismissal's does.
            if let k = value.firstIndex(of: "scaleX"), k + 2 < value.count, value[k + 1] == ":",
                let factor = Double(value[k + 2])
            {
                return factor >= 0.5 && factor < 1
            }
            return true
        }
        guard value.count == 1, let name = value.first else { return false }
        // `var t = CATransform3DIdentity; t = CATransform3DScale(t, s, s, 1)`: a scale bound to a name.
        for (k, w) in texts.enumerated() where w == name && k + 2 < texts.count && texts[k + 1] == "=" {
            if isScale(texts[(k + 2)...].prefix(6)) { return true }
        }
        return false
    }
}
