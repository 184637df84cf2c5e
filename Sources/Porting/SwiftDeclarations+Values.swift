/// What a placeholder argument needs to know of the files' own types: a struct's stored
/// properties (its memberwise initializer), an enum's cases with their payloads, and the
/// type aliases.
extension SwiftDeclarations {
    /// One case of an enum: its name and payload (nil: none; labels `_` where the payload has
    /// none).
    public struct EnumCase: Sendable, Equatable {
        /// The case's name.
        public var name: String
        /// The payload's elements, nil for a case without one.
        public var payload: [Parameter]?
    }

    /// The cases of enum `t` in source order (`case a(Int), b` → `a` with `_: Int`, `b`).
    public func cases(of t: TypeDeclaration) -> [EnumCase] {
        let sig = significant
        guard let a = sig.firstIndex(of: t.open), let b = sig.firstIndex(of: t.close) else { return [] }
        var out: [EnumCase] = []
        var depth = 0, k = a + 1
        while k < b {
            let w = text(sig[k])
            if w == "{" || w == "(" || w == "[" { depth += 1 } else if w == "}" || w == ")" || w == "]" { depth -= 1 }
            guard depth == 0, w == "case", tokens[sig[k]].kind == .identifier else {
                k += 1
                continue
            }
            var m = k + 1
            while m < b, tokens[sig[m]].kind == .identifier {
                var c = EnumCase(name: text(sig[m]), payload: nil)
                m += 1
                if m < b, text(sig[m]) == "(" {
                    let (payload, next) = tupleElements(sig, from: m)
                    c.payload = payload
                    m = next
                }
                out.append(c)
                // A raw value (`= 2`) and the comma before the next name.
                while m < b, text(sig[m]) != ",", tokens[sig[m]].line == tokens[sig[m - 1]].line { m += 1 }
                guard m < b, text(sig[m]) == "," else { break }
                m += 1
            }
            k = max(k + 1, m)
        }
        return out
    }

    /// The elements of a payload or tuple type opening at significant index `open`
    /// (`(duration: Double, Int)`), and the index after its `)`.
    func tupleElements(_ sig: [Int], from open: Int) -> ([Parameter], Int) {
        var out: [Parameter] = []
        var current: [String] = []
        func flush() {
            defer { current = [] }
            guard !current.isEmpty else { return }
            var label = "_", type = current
            if current.count > 2, current[1] == ":" {
                label = current[0]
                type = Array(current.dropFirst(2))
            }
            let end = type.firstIndex(of: "=") ?? type.endIndex
            out.append(
                Parameter(
                    label: label, name: label, type: type[..<end].joined(separator: " "),
                    hasDefault: end != type.endIndex
                ))
        }
        let next = scanBracketedList(sig, from: open) { event in
            switch event {
            case .token(_, let t, _): if !t.hasPrefix("@") { current.append(t) }
            case .separator, .end: flush()
            }
        }
        return (out, next)
    }

    /// The stored instance properties of `t` in source order, as the parameters of a struct's
    /// memberwise initializer: name, type as written (nil when only an initial value gives
    /// it) and whether it has an initial value. Computed properties, `static` ones and those
    /// without a type or value are left out.
    public func storedProperties(of t: TypeDeclaration) -> [Parameter] {
        let sig = significant
        var out: [Parameter] = []
        for m in t.members where (m.keyword == "var" || m.keyword == "let") && !m.modifiers.contains("static") {
            guard let k = sig.firstIndex(where: { $0 >= m.firstToken && text($0) == m.keyword }),
                k + 2 < sig.count, text(sig[k + 2]) == ":"
            else { continue }
            var type: [String] = []
            var j = k + 3, computed = false
            while j < sig.count, sig[j] <= m.lastToken {
                let w = text(sig[j])
                if w == ";" { break }
                // A type without a value ends its line: what follows on another line is the next
                // declaration's modifiers (`var isPresenting: Bool!` then `lazy var …`), unless
                // the type goes on there (after `,`, `->`, `&`, `<`, `(`, `[`, `:`, or a line
                // that starts with `->` or `&`).
                if let last = type.last, j > k + 3, tokens[sig[j]].line > tokens[sig[j - 1]].line,
                    ![",", "->", "&", "<", "(", "[", ":"].contains(last), !["->", "&"].contains(w)
                {
                    break
                }
                if w == "{" {
                    computed = !["willSet", "didSet"].contains(j + 1 < sig.count ? text(sig[j + 1]) : "")
                    break
                }
                type.append(w)
                j += 1
            }
            let after = sig.firstIndex { $0 > m.lastToken }
            let initialized = after.map { text(sig[$0]) == "=" } ?? false
            guard !computed, !type.isEmpty else { continue }
            out.append(
                Parameter(label: m.name, name: m.name, type: type.joined(separator: " "), hasDefault: initialized))
        }
        return out
    }

    /// The type aliases the files declare, by name: `typealias Action = () -> Void` → `Action`:
    /// `( ) -> Void`.
    public var typeAliases: [String: String] {
        var out: [String: String] = [:]
        for a in typeAliasDeclarations() { out[a.name] = a.type }
        return out
    }

    /// The type aliases declared inside a type, by qualified name (`Clip.Transable`), each with
    /// its own declaration's type (two types' aliases of one name in one file stay apart).
    public var nestedTypeAliases: [String: String] {
        var out: [String: String] = [:]
        for a in typeAliasDeclarations() {
            guard let t = enclosingType(of: a.token) else { continue }
            out[t.qualifiedName + "." + a.name] = a.type
        }
        return out
    }

    /// Each `typealias Name = Type` in order: its name, its type (the tokens to the end of the
    /// line, joined by spaces) and the index of its `typealias` token.
    private func typeAliasDeclarations() -> [(name: String, type: String, token: Int)] {
        let sig = significant
        var out: [(name: String, type: String, token: Int)] = []
        for (k, i) in sig.enumerated() where text(i) == "typealias" && k + 3 < sig.count && text(sig[k + 2]) == "=" {
            var type: [String] = []
            var j = k + 3
            while j < sig.count, j == k + 3 || tokens[sig[j]].line == tokens[sig[j - 1]].line {
                type.append(text(sig[j]))
                j += 1
            }
            out.append((text(sig[k + 1]), type.joined(separator: " "), i))
        }
        return out
    }
}

extension SwiftDeclarations {
    /// The property requirements (name, type) of protocol `t` when it has only property
    /// requirements and no associated types, static members or subscripts (a stand-in class
    /// can then conform by holding a value per property); nil otherwise.
    public func propertyRequirements(of t: TypeDeclaration) -> [Parameter]? {
        let sig = significant
        guard t.keyword == "protocol", let a = sig.firstIndex(of: t.open), let b = sig.firstIndex(of: t.close)
        else { return nil }
        for k in a..<b
        where ["associatedtype", "subscript", "static", "func", "init", "mutating"].contains(text(sig[k])) {
            return nil
        }
        return varRequirements(of: t, body: a..<b)
    }

    /// The `var` requirements (name, type) of protocol `t`, whose body's significant tokens are
    /// `body`; nil when one has no written type.
    func varRequirements(of t: TypeDeclaration, body: Range<Int>) -> [Parameter]? {
        let sig = significant
        var out: [Parameter] = []
        for m in t.members where m.keyword == "var" {
            guard let k = sig[body].firstIndex(where: { $0 >= m.firstToken && text($0) == "var" }), k + 2 < sig.count,
                text(sig[k + 2]) == ":"
            else { return nil }
            var type: [String] = []
            var j = k + 3
            while j < sig.count, text(sig[j]) != "{" {
                type.append(text(sig[j]))
                j += 1
            }
            out.append(Parameter(label: m.name, name: m.name, type: type.joined(separator: " "), hasDefault: false))
        }
        return out
    }
}
