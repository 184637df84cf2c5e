import Foundation

/// Optional requirements of the files' own `@objc` protocols (`@objc optional func
/// didStart(_:)`): Swift on Linux has no optional requirements, so each becomes a requirement
/// with a default implementation in an extension written at the end of the file (no line
/// moves), and its calls with `?(` lose the `?`. The default does what the unimplemented
/// requirement does on iOS where it can: nothing for a `Void` method, `nil` for an optional
/// result, zero, `false` or an empty value for the common value types; for another result the
/// default stops the plugin with a message naming the requirement (on iOS the call would have
/// given nil).
extension PortRewriter {
    /// One optional requirement found.
    struct OptionalRequirement {
        /// The protocol's name.
        var protocolName: String
        /// The requirement's name.
        var name: String
        /// Its declaration with a default body, for the extension.
        var defaultImplementation: String
    }

    /// Zero values of the value types an optional requirement commonly returns.
    static let zeroValues: [String: String] = [
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "TimeInterval": "0", "Bool": "false",
        "String": "\"\"", "CGRect": ".zero", "CGPoint": ".zero", "CGSize": ".zero", "UIEdgeInsets": ".zero",
        "CGAffineTransform": ".identity", "CATransform3D": "CATransform3DIdentity"
    ]

    /// The optional requirements of the protocols `scan` declares.
    func optionalRequirements(_ scan: SwiftDeclarations) -> [OptionalRequirement] {
        var out: [OptionalRequirement] = []
        for p in scan.types where p.keyword == "protocol" {
            for m in p.members where m.modifiers.contains("optional") && (m.keyword == "func" || m.keyword == "var") {
                guard let d = declarationText(scan, m) else { continue }
                out.append(
                    OptionalRequirement(
                        protocolName: p.qualifiedName, name: m.name,
                        defaultImplementation: defaultImplementation(d, keyword: m.keyword, of: p.qualifiedName)))
            }
        }
        return out
    }

    /// A requirement's declaration from its keyword to its last token, without the trailing
    /// modifiers of the next member and without a `{ get set }` block.
    func declarationText(_ scan: SwiftDeclarations, _ m: SwiftDeclarations.Member) -> String? {
        var k = m.firstToken
        while k <= m.lastToken, scan.text(k) != m.keyword { k += 1 }
        guard k <= m.lastToken else { return nil }
        var last = m.lastToken
        while last > k,
            [.space, .newline, .comment, .attribute].contains(scan.tokens[last].kind)
                || SwiftDeclarations.modifierWords.contains(scan.text(last))
        {
            last -= 1
        }
        var text = String(
            decoding: scan.lexer.bytes[scan.tokens[k].start..<scan.tokens[last].end], as: UTF8.self)
        if m.keyword == "var", let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `declaration` with the body that does what the unimplemented requirement does.
    func defaultImplementation(_ declaration: String, keyword: String, of protocolName: String) -> String {
        let result: String?
        if keyword == "var" {
            result = declaration.firstIndex(of: ":").map {
                declaration[declaration.index(after: $0)...].trimmingCharacters(in: .whitespaces)
            }
        } else {
            result = declaration.range(of: "->", options: .backwards).map {
                declaration[$0.upperBound...].trimmingCharacters(in: .whitespaces)
            }
        }
        guard let result, result != "Void", result != "()" else { return declaration + " {}" }
        let value: String
        if result.hasSuffix("?") || result.hasSuffix("!") {
            value = "nil"
        } else if let zero = Self.zeroValues[result] {
            value = zero
        } else if result.hasPrefix("[") {
            value = result.contains(":") ? "[:]" : "[]"
        } else {
            let name =
                declaration.split(separator: " ").dropFirst().first.map {
                    String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                } ?? "requirement"
            value =
                "fatalError(\"\(protocolName).\(name) is an optional requirement this object does not implement (on iOS the call gives nil); implement it (port's default)\")"
        }
        return keyword == "var" ? declaration + " { \(value) }" : declaration + " { \(value) }"
    }

    /// The edits for the optional requirements of file `scan`: each `optional` removed, and
    /// an extension per protocol with the defaults at the end of the file.
    func optionalRequirementEdits(
        _ scan: SwiftDeclarations, _ requirements: [OptionalRequirement], edits: inout [SourceEdit],
        rewrites: inout [PortRewrite]
    ) {
        guard !requirements.isEmpty else { return }
        for p in scan.types where p.keyword == "protocol" {
            for m in p.members where m.modifiers.contains("optional") {
                var k = m.firstToken
                while k <= m.lastToken, scan.text(k) != "optional" { k += 1 }
                guard k <= m.lastToken else { continue }
                let token = scan.tokens[k]
                var end = token.end
                while end < scan.lexer.bytes.count, scan.lexer.bytes[end] == 0x20 { end += 1 }
                edits.append(SourceEdit(start: token.start, end: end, text: ""))
                rewrites.append(
                    PortRewrite(
                        kind: .optionalRequirement, line: token.line, before: "optional \(m.keyword) \(m.signature)",
                        after: "a requirement with a default implementation (an extension at the end of the file)"))
            }
        }
        var text = "\n"
        for name in Set(requirements.map(\.protocolName)).sorted() {
            text +=
                "\n// Written by host-cli port: defaults for \(name)'s optional requirements (Swift on Linux has none).\nextension \(name) {\n"
            for r in requirements where r.protocolName == name { text += "    " + r.defaultImplementation + "\n" }
            text += "}\n"
        }
        let end = scan.lexer.bytes.count
        edits.append(SourceEdit(start: end, end: end, text: text))
    }
}
