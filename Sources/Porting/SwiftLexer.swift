/// Splits Swift source into ``SwiftToken``s. It knows what a rewrite must never cross —
/// comments (nested), string literals of every form (multi-line, raw with any number of `#`,
/// interpolations holding further strings) — and little else: punctuation comes out one
/// character at a time except `->`, `?.` and `!.`-free runs do not matter to the rules.
///
/// It never fails: an unterminated literal or comment runs to the end of the file (the Swift
/// compiler reports it; the porter must not lose the rest of the file).
public struct SwiftLexer: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]

    /// A lexer over `source`.
    public init(_ source: String) { bytes = Array(source.utf8) }

    /// Every token, in order; their ranges tile the file.
    public func tokens() -> [SwiftToken] {
        var out: [SwiftToken] = []
        var i = 0, line = 1
        while i < bytes.count {
            let start = i, startLine = line
            let c = bytes[i]
            let kind: SwiftToken.Kind
            switch c {
            case 0x0A:
                i += 1
                line += 1
                kind = .newline
            case 0x20, 0x09, 0x0D:
                while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
                kind = .space
            case UInt8(ascii: "/") where peek(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                kind = .comment
            case UInt8(ascii: "/") where peek(i + 1) == UInt8(ascii: "*"):
                i = blockCommentEnd(from: i, line: &line)
                kind = .comment
            case UInt8(ascii: "\""):
                i = stringEnd(from: i, hashes: 0, line: &line)
                kind = .string
            case UInt8(ascii: "#"):
                var hashes = 0, j = i
                while peek(j) == UInt8(ascii: "#") {
                    hashes += 1
                    j += 1
                }
                if peek(j) == UInt8(ascii: "\"") {
                    i = stringEnd(from: j, hashes: hashes, line: &line)
                    kind = .string
                } else if let p = peek(i + 1), Self.isIdentifierStart(p) {
                    i += 1
                    while let p = peek(i), Self.isIdentifierPart(p) { i += 1 }
                    kind = .pound
                } else {
                    i += 1
                    kind = .punctuation
                }
            case UInt8(ascii: "@"):
                i += 1
                while let p = peek(i), Self.isIdentifierPart(p) { i += 1 }
                kind = .attribute
            case UInt8(ascii: "`"):
                i += 1
                while let p = peek(i), p != UInt8(ascii: "`"), p != 0x0A { i += 1 }
                if peek(i) == UInt8(ascii: "`") { i += 1 }
                kind = .identifier
            case UInt8(ascii: "$"):
                i += 1
                while let p = peek(i), Self.isIdentifierPart(p) { i += 1 }
                kind = .identifier
            case _ where Self.isIdentifierStart(c):
                while let p = peek(i), Self.isIdentifierPart(p) { i += 1 }
                kind = .identifier
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while let p = peek(i),
                    Self.isIdentifierPart(p) || p == UInt8(ascii: ".") && (peek(i + 1).map(Self.isDigit) ?? false)
                { i += 1 }
                kind = .number
            case UInt8(ascii: "-") where peek(i + 1) == UInt8(ascii: ">"):
                i += 2
                kind = .punctuation
            default:
                i += 1
                kind = .punctuation
            }
            out.append(SwiftToken(kind: kind, start: start, end: i, line: startLine))
        }
        return out
    }

    /// The text of `token`.
    public func text(_ token: SwiftToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private func peek(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
    }
    static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// One past the `*/` closing the (possibly nested) comment opening at `i`.
    private func blockCommentEnd(from start: Int, line: inout Int) -> Int {
        var i = start + 2, depth = 1
        while i < bytes.count, depth > 0 {
            if bytes[i] == UInt8(ascii: "/"), peek(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
                continue
            }
            if bytes[i] == UInt8(ascii: "*"), peek(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                continue
            }
            if bytes[i] == 0x0A { line += 1 }
            i += 1
        }
        return i
    }

    /// One past the end of the string literal whose opening quote is at `quote`, after
    /// `hashes` `#` (a raw string), multi-line when the quote is `"""`.
    private func stringEnd(from quote: Int, hashes: Int, line: inout Int) -> Int {
        let multiline = peek(quote + 1) == UInt8(ascii: "\"") && peek(quote + 2) == UInt8(ascii: "\"")
        var i = quote + (multiline ? 3 : 1)
        let quotes = multiline ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A {
                line += 1
                if !multiline { return i }  // An unterminated one-line string ends at the line.
                i += 1
                continue
            }
            if c == UInt8(ascii: "\\"), hashesFollow(i + 1, hashes) {
                let afterHashes = i + 1 + hashes
                if peek(afterHashes) == UInt8(ascii: "(") {
                    i = interpolationEnd(from: afterHashes, line: &line)
                } else {
                    i = afterHashes + 1  // An escaped character (or `\#` in raw text).
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                var n = 0
                while n < quotes, peek(i + n) == UInt8(ascii: "\"") { n += 1 }
                if n == quotes, hashesFollow(i + quotes, hashes) { return i + quotes + hashes }
                i += max(1, n)
                continue
            }
            i += 1
        }
        return i
    }

    private func hashesFollow(_ i: Int, _ hashes: Int) -> Bool {
        for k in 0..<hashes where peek(i + k) != UInt8(ascii: "#") { return false }
        return true
    }

    /// One past the `)` closing the interpolation whose `(` is at `paren`, skipping strings and
    /// comments inside it.
    private func interpolationEnd(from paren: Int, line: inout Int) -> Int {
        var i = paren + 1, depth = 1
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "("):
                depth += 1
                i += 1
            case UInt8(ascii: ")"):
                depth -= 1
                i += 1
                if depth == 0 { return i }
            case UInt8(ascii: "\""): i = stringEnd(from: i, hashes: 0, line: &line)
            case UInt8(ascii: "#"):
                var hashes = 0, j = i
                while peek(j) == UInt8(ascii: "#") {
                    hashes += 1
                    j += 1
                }
                i = peek(j) == UInt8(ascii: "\"") ? stringEnd(from: j, hashes: hashes, line: &line) : j
            case UInt8(ascii: "/") where peek(i + 1) == UInt8(ascii: "*"): i = blockCommentEnd(from: i, line: &line)
            case 0x0A:
                line += 1
                i += 1
            default: i += 1
            }
        }
        return i
    }
}
