/// The declarations of one Swift file that porting needs: every type and extension (nested
/// ones qualified by their parents), what each inherits or conforms to, and the functions,
/// properties and initializers declared directly in each body. A scan of tokens, not a
/// parser: it follows braces, generic angle brackets and parentheses, which is all the porter
/// asks of it.
public struct SwiftDeclarations: Sendable {
    /// A `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    public struct TypeDeclaration: Sendable, Equatable {
        /// The keyword (`class`, `extension`, …).
        public var keyword: String
        /// The name as written (`Inner`, or for an extension `Outer.Inner`).
        public var name: String
        /// The name qualified by the types around it (`Outer.Inner`).
        public var qualifiedName: String
        /// Superclass and protocols as written, generic arguments dropped (`UIViewController`,
        /// `UIViewControllerAnimatedTransitioning`).
        public var inherits: [String]
        /// The 1-based line of the keyword.
        public var line: Int
        /// Token index of the body's `{`.
        public var open: Int
        /// Token index of the body's `}` (the last token when unterminated).
        public var close: Int
        /// What the body declares directly.
        public var members: [Member]
        /// `private` or `fileprivate`: not reachable from another file.
        public var isPrivate: Bool
    }

    /// A function, computed or stored property, or initializer declared in a type's body.
    public struct Member: Sendable, Equatable {
        /// `func`, `var`, `let` or `init`.
        public var keyword: String
        /// The name (`handlePan`; `init` for initializers).
        public var name: String
        /// The argument labels, `_` for none (functions and initializers).
        public var labels: [String]
        /// Modifiers written before the keyword (`override`, `private`, `@objc`…).
        public var modifiers: [String]
        /// True when every parameter has a default value (initializers: callable as `T()`).
        public var allParametersDefaulted: Bool
        /// The 1-based line of the keyword.
        public var line: Int
        /// Token index of its first modifier or attribute (or the keyword).
        public var firstToken: Int
        /// Token index of its last token (the body's `}` or the end of its signature).
        public var lastToken: Int
        /// The parameters (functions and initializers), so `port` can make a class whose
        /// initializers all need arguments with placeholder values of their types.
        public var parameters: [Parameter] = []
        /// True when its body is one `fatalError(…)` or `preconditionFailure(…)` call and nothing
        /// else (``bodyOnlyTraps(_:from:last:)``): an initializer that is not a way to make the
        /// type; a method that is a hook subclasses must override (AnimatorBaseClass+Hooks).
        public var onlyTraps = false

        /// The selector-style name (`handlePan(_:)`, `title`).
        public var signature: String {
            keyword == "func" || keyword == "init" ? name + "(" + labels.map { $0 + ":" }.joined() + ")" : name
        }
    }

    /// One parameter of a function or initializer.
    public struct Parameter: Sendable, Equatable {
        /// The argument label (`_` for none).
        public var label: String
        /// The name used inside the body (the label when only one name is written).
        public var name: String
        /// The type as written, tokens joined by single spaces (`CGRect`, `[ String ]`).
        public var type: String
        /// True when it has a default value.
        public var hasDefault: Bool
    }

    /// The first case of enum `t` that has no payload (`case left` of `enum Edge { case left,
    /// right }`), or nil.
    public func firstPlainCase(of t: TypeDeclaration) -> String? {
        let sig = significant
        guard let a = sig.firstIndex(of: t.open), let b = sig.firstIndex(of: t.close) else { return nil }
        var depth = 0, k = a + 1
        while k < b {
            let w = text(sig[k])
            if w == "{" || w == "(" || w == "[" { depth += 1 } else if w == "}" || w == ")" || w == "]" { depth -= 1 }
            if depth == 0, w == "case" {
                // `case a(Int), b = 2, c`: each name, its payload or raw value skipped.
                var m = k + 1
                while m < b, tokens[sig[m]].kind == .identifier {
                    let name = text(sig[m])
                    m += 1
                    if m >= b || text(sig[m]) != "(" { return name }
                    var d = 0
                    while m < b {
                        let u = text(sig[m])
                        if u == "(" || u == "[" { d += 1 } else if u == ")" || u == "]" { d -= 1 }
                        if d == 0, u == "," {
                            m += 1
                            break
                        }
                        if d == 0, u != ")", tokens[sig[m]].line != tokens[sig[m - 1]].line { break }
                        m += 1
                    }
                }
            }
            k += 1
        }
        return nil
    }

    /// The tokens scanned.
    public let tokens: [SwiftToken]
    /// The lexer (for token text).
    public let lexer: SwiftLexer
    /// Every type and extension, in source order.
    public private(set) var types: [TypeDeclaration] = []

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    static let memberKeywords: Set<String> = ["func", "var", "let", "init"]
    static let modifierWords: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "final", "override", "static", "class",
        "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating",
        "optional", "indirect", "nonisolated", "isolated", "package"
    ]

    /// Scans `source`.
    public init(_ source: String) {
        lexer = SwiftLexer(source)
        tokens = lexer.tokens()
        scan()
    }

    /// The text of token `i`.
    public func text(_ i: Int) -> String { lexer.text(tokens[i]) }

    /// Indices of the tokens that matter (no space, newline or comment).
    var significant: [Int] {
        tokens.indices.filter { ![.space, .newline, .comment].contains(tokens[$0].kind) }
    }

    /// The innermost type or extension whose body holds token `index`.
    public func enclosingType(of index: Int) -> TypeDeclaration? {
        types.filter { $0.open < index && index < $0.close }.max { $0.open < $1.open }
    }

    private mutating func scan() {
        let sig = significant
        // The stack of open braces: the index into `types` for a type body, nil for others.
        var stack: [Int?] = []
        var pendingType: TypeDeclaration? = nil
        var k = 0
        while k < sig.count {
            let i = sig[k]
            let t = text(i)
            let kind = tokens[i].kind
            if kind == .punctuation, t == "{" {
                if var p = pendingType {
                    p.open = i
                    types.append(p)
                    stack.append(types.count - 1)
                    pendingType = nil
                } else {
                    stack.append(nil)
                }
                k += 1
                continue
            }
            if kind == .punctuation, t == "}" {
                if let top = stack.popLast(), let ti = top { types[ti].close = i }
                k += 1
                continue
            }
            if kind == .identifier, Self.typeKeywords.contains(t), k + 1 < sig.count,
                tokens[sig[k + 1]].kind == .identifier,
                !Self.memberKeywords.contains(text(sig[k + 1])),
                !Self.modifierWords.contains(text(sig[k + 1])) || t == "extension",
                !(t == "class" && ["func", "var", "let", "subscript"].contains(text(sig[k + 1])))
            {
                let (decl, next) = typeHeader(sig, at: k, parent: stack.last.flatMap { $0 }.map { types[$0] })
                pendingType = decl
                k = next
                continue
            }
            if kind == .identifier, Self.memberKeywords.contains(t), let top = stack.last, let ti = top,
                pendingType == nil
            {
                if let (member, next) = memberDeclaration(sig, at: k) {
                    types[ti].members.append(member)
                    k = next
                    continue
                }
            }
            k += 1
        }
        for i in types.indices where types[i].close == 0 { types[i].close = tokens.count }
    }

    /// Reads `class Name<…>: A, B where … ` up to (not including) the body's `{`.
    private func typeHeader(_ sig: [Int], at k: Int, parent: TypeDeclaration?) -> (TypeDeclaration, Int) {
        let keyword = text(sig[k])
        var j = k + 1
        var name = text(sig[j])
        j += 1
        while j + 1 < sig.count, text(sig[j]) == ".", tokens[sig[j + 1]].kind == .identifier {
            name += "." + text(sig[j + 1])
            j += 2
        }
        var inherits: [String] = []
        var angle = 0, paren = 0, current = "", inList = false, done = false
        while j < sig.count, !done {
            let t = text(sig[j])
            switch t {
            case "{" where angle == 0 && paren == 0:
                done = true
                continue
            case "<": angle += 1
            case ">": angle = max(0, angle - 1)
            case "(": paren += 1
            case ")": paren = max(0, paren - 1)
            case ":" where angle == 0 && paren == 0 && !inList: inList = true
            case "," where angle == 0 && paren == 0 && inList:
                if !current.isEmpty { inherits.append(current) }
                current = ""
            case "&" where angle == 0 && inList:
                if !current.isEmpty { inherits.append(current) }
                current = ""
            case "where" where angle == 0:
                if !current.isEmpty { inherits.append(current) }
                current = ""
                inList = false
            default:
                if inList, angle == 0, paren == 0 {
                    if tokens[sig[j]].kind == .identifier || t == "." { current += t }
                }
            }
            j += 1
        }
        if inList, !current.isEmpty { inherits.append(current) }
        let modifiers = leadingModifiers(sig, before: k)
        let qualified = keyword == "extension" ? name : (parent.map { $0.qualifiedName + "." } ?? "") + name
        let decl = TypeDeclaration(
            keyword: keyword, name: name, qualifiedName: qualified, inherits: inherits,
            line: tokens[sig[k]].line, open: 0, close: 0, members: [],
            isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate"))
        return (decl, j)
    }

    /// The modifier and attribute words directly before significant index `k`, nearest last,
    /// with the position of the first.
    private func leadingModifiers(_ sig: [Int], before k: Int) -> [String] { leadingRun(sig, before: k).words }

    private func leadingRun(_ sig: [Int], before k: Int) -> (words: [String], first: Int) {
        var words: [String] = []
        var j = k - 1, first = sig[k]
        while j >= 0 {
            let t = text(sig[j])
            if tokens[sig[j]].kind == .attribute
                || (tokens[sig[j]].kind == .identifier && Self.modifierWords.contains(t))
            {
                words.insert(t, at: 0)
                first = sig[j]
                j -= 1
                continue
            }
            // An attribute's or modifier's arguments: `@objc(name)`, `private(set)`.
            if t == ")" {
                var depth = 0, m = j
                while m >= 0 {
                    let u = text(sig[m])
                    if u == ")" {
                        depth += 1
                    } else if u == "(" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    m -= 1
                }
                if m > 0, tokens[sig[m - 1]].kind == .attribute || Self.modifierWords.contains(text(sig[m - 1])) {
                    j = m - 1
                    continue
                }
            }
            break
        }
        return (words, first)
    }

    /// Reads a member starting at its keyword; nil when it is not a declaration we track.
    private func memberDeclaration(_ sig: [Int], at k: Int) -> (Member, Int)? {
        let keyword = text(sig[k])
        var j = k + 1
        var name = "init"
        if keyword != "init" {
            guard j < sig.count else { return nil }
            name = text(sig[j])
            j += 1
        }
        let run = leadingRun(sig, before: k)
        // Skip generic parameters and failability marks before the parameter list.
        while j < sig.count, ["?", "!"].contains(text(sig[j])) { j += 1 }
        j = afterGenericParameters(sig, from: j)
        var list = ParameterList()
        if keyword == "func" || keyword == "init" {
            guard j < sig.count, text(sig[j]) == "(" else { return nil }
            list = parameterList(sig, from: j)
            j = list.next
        }
        let (last, m) = bodyEnd(sig, keyword: keyword, at: k, after: j)
        var member = Member(
            keyword: keyword, name: name, labels: list.labels, modifiers: run.words,
            allParametersDefaulted: list.allDefaulted, line: tokens[sig[k]].line,
            firstToken: run.first, lastToken: last, parameters: list.parameters)
        if keyword == "init" || keyword == "func" { member.onlyTraps = bodyOnlyTraps(sig, from: j, last: last) }
        return (member, max(k + 1, m))
    }

    /// The significant index after the generic parameters (`<T: P>`) at `j`, or `j`.
    private func afterGenericParameters(_ sig: [Int], from start: Int) -> Int {
        var j = start
        guard j < sig.count, text(sig[j]) == "<" else { return j }
        var depth = 0
        while j < sig.count {
            let t = text(sig[j])
            if t == "<" {
                depth += 1
            } else if t == ">" {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return j
    }

    /// A function's parameter list as read.
    struct ParameterList {
        var labels: [String] = []
        var parameters: [Parameter] = []
        var allDefaulted = true
        /// The significant index after the list.
        var next = 0
    }

    /// Reads the parameter list opening at significant index `open`.
    func parameterList(_ sig: [Int], from open: Int) -> ParameterList {
        var list = ParameterList()
        var start = true, sawDefault = false, any = false
        var current: [String] = []
        func flush() {
            defer { current = [] }
            if let p = Self.parameter(current) { list.parameters.append(p) }
        }
        list.next = scanBracketedList(sig, from: open) { event in
            switch event {
            case .token(let j, let t, let depth):
                if depth == 1 {
                    if start, tokens[sig[j]].kind == .identifier {
                        list.labels.append(t)
                        start = false
                        any = true
                    }
                    if t == "=" { sawDefault = true }
                }
                current.append(t)
            case .separator:
                if !sawDefault { list.allDefaulted = false }
                sawDefault = false
                start = true
                flush()
            case .end:
                if any && !sawDefault { list.allDefaulted = false }
                flush()
            }
        }
        return list
    }

    /// What ``scanBracketedList(_:from:_:)`` meets: a token with the bracket depth after it
    /// (its own opening or closing bracket counted), a comma between the list's elements, or
    /// the list's closing bracket.
    enum ListEvent {
        case token(Int, String, depth: Int)
        case separator
        case end
    }

    /// Walks the bracketed list (`(`, `[` or `<`) opening at significant index `open`, telling
    /// `visit` each token inside it, each comma between its elements and its end, so that the
    /// parameter-list and tuple readers share one idea of nesting. Returns the significant index
    /// after the closing bracket (the end of the tokens when it never closes).
    func scanBracketedList(_ sig: [Int], from open: Int, _ visit: (ListEvent) -> Void) -> Int {
        var j = open, depth = 0
        while j < sig.count {
            let t = text(sig[j])
            if t == "(" || t == "[" || t == "<" {
                depth += 1
                if depth == 1 {
                    j += 1
                    continue
                }
            }
            if t == ")" || t == "]" || t == ">" {
                depth -= 1
                if depth == 0 {
                    visit(.end)
                    return j + 1
                }
            }
            if depth == 1, t == "," { visit(.separator) } else { visit(.token(j, t, depth: depth)) }
            j += 1
        }
        return j
    }

    /// One parameter from its tokens (`label name: Type = default`), nil without a colon.
    private static func parameter(_ current: [String]) -> Parameter? {
        guard let colon = current.firstIndex(of: ":") else { return nil }
        let names = current[..<colon].filter { $0.first.map { $0.isLetter || $0 == "_" } ?? false }
        guard let label = names.first else { return nil }
        let typeEnd = current[colon...].firstIndex(of: "=") ?? current.endIndex
        let type = current[(colon + 1)..<typeEnd].filter { $0 != "inout" && !$0.hasPrefix("@") }
        return Parameter(
            label: label, name: names.count > 1 ? names[names.startIndex + 1] : label,
            type: type.joined(separator: " "), hasDefault: typeEnd != current.endIndex)
    }

    /// The last token of the member starting at `k` (its body or accessor block, if one
    /// follows before the next declaration) and the significant index after it.
    private func bodyEnd(_ sig: [Int], keyword: String, at k: Int, after j: Int) -> (last: Int, next: Int) {
        var last = sig[max(k, j - 1)]
        var m = j, paren = 0
        while m < sig.count {
            let t = text(sig[m])
            if t == "(" { paren += 1 } else if t == ")" { paren -= 1 }
            if paren == 0, t == "{" {
                var depth = 0
                while m < sig.count {
                    let u = text(sig[m])
                    if u == "{" {
                        depth += 1
                    } else if u == "}" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    m += 1
                }
                return (sig[min(m, sig.count - 1)], m + 1)
            }
            if paren == 0,
                t == "}"
                    || (tokens[sig[m]].kind == .identifier
                        && (Self.memberKeywords.contains(t) || Self.typeKeywords.contains(t))
                        && (m > j || keyword == "func" || keyword == "init"))
                    || tokens[sig[m]].kind == .attribute
                    || startsRequirement(sig, at: m, keyword: keyword)
            {
                break
            }
            if paren == 0, t == "=" && keyword != "func" && keyword != "init" { break }
            last = sig[m]
            m += 1
        }
        return (last, m)
    }
}
