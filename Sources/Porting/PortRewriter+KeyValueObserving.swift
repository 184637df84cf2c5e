extension PortRewriter {
    /// `#keyPath(UIScrollView.contentOffset)` (or `#keyPath(contentOffset)`, a property path of
    /// `self`) made the string literal of its path: `"contentOffset"`, a leading type name
    /// dropped. The SDK's `addObserver(_:forKeyPath:…)` takes the string.
    func keyPathEdits(_ scan: SwiftDeclarations, edits: inout [SourceEdit], rewrites: inout [PortRewrite]) {
        let tokens = scan.tokens, sig = scan.significant
        for (k, i) in sig.enumerated() where scan.text(i) == "#keyPath" && k + 1 < sig.count {
            guard scan.text(sig[k + 1]) == "(" else { continue }
            var parts: [String] = []
            var j = k + 2
            while j < sig.count, scan.text(sig[j]) != ")" {
                let t = scan.text(sig[j])
                guard t == "." || tokens[sig[j]].kind == .identifier else { break }
                if t != "." { parts.append(t) }
                j += 1
            }
            guard j < sig.count, scan.text(sig[j]) == ")", !parts.isEmpty else { continue }
            if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
            let literal = "\"" + parts.joined(separator: ".") + "\""
            let end = tokens[sig[j]].end
            edits.append(SourceEdit(start: tokens[i].start, end: end, text: literal))
            rewrites.append(
                PortRewrite(
                    kind: .keyPath, line: tokens[i].line,
                    before: String(decoding: scan.lexer.bytes[tokens[i].start..<end], as: UTF8.self), after: literal))
        }
    }

    /// A direct `NSObject` subclass overriding `observeValue(forKeyPath:of:change:context:)`:
    /// the `override` dropped, `KeyValueObserving` added to what it inherits (before its body's
    /// `{`), and its `super.observeValue(…)` made `()`. Subclasses of the SDK's classes keep
    /// their `override` (the SDK's open classes declare the method).
    func keyValueObserverEdits(_ scan: SwiftDeclarations, edits: inout [SourceEdit], rewrites: inout [PortRewrite]) {
        let tokens = scan.tokens, sig = scan.significant
        for t in scan.types where t.keyword == "class" && t.inherits.first == "NSObject" {
            guard
                let m = t.members.first(where: {
                    $0.keyword == "func" && $0.name == "observeValue" && $0.modifiers.contains("override")
                })
            else { continue }
            guard let o = (m.firstToken...m.lastToken).first(where: { scan.text($0) == "override" }) else { continue }
            edits.append(SourceEdit(start: tokens[o].start, end: tokens[o].end, text: ""))
            edits.append(
                SourceEdit(start: tokens[t.open].start, end: tokens[t.open].start, text: ", KeyValueObserving "))
            rewrites.append(
                PortRewrite(
                    kind: .keyValueObserver, line: tokens[o].line, before: "override func observeValue(forKeyPath:…)",
                    after: "func observeValue(forKeyPath:…), \(t.name) conforming to KeyValueObserving"))
            // `super.observeValue(forKeyPath: …)`: NSObject's, which does nothing for an observer here.
            let body = sig.filter { $0 > m.firstToken && $0 < m.lastToken }
            for (k, i) in body.enumerated()
            where scan.text(i) == "super" && k + 3 < body.count && scan.text(body[k + 1]) == "."
                && scan.text(body[k + 2]) == "observeValue" && scan.text(body[k + 3]) == "("
            {
                var depth = 0
                var end = k + 3
                for n in (k + 3)..<body.count {
                    if scan.text(body[n]) == "(" { depth += 1 }
                    if scan.text(body[n]) == ")" { depth -= 1 }
                    if depth == 0 {
                        end = n
                        break
                    }
                }
                edits.append(SourceEdit(start: tokens[i].start, end: tokens[body[end]].end, text: "()"))
                rewrites.append(
                    PortRewrite(
                        kind: .keyValueObserver, line: tokens[i].line, before: "super.observeValue(…)", after: "()"))
            }
        }
    }
}
