import Foundation

/// What a version of `animator_plugin.h` publishes, read from its text: every struct with its
/// fields in order, and every numeric `#define`. The ABI freeze tests turn it into static
/// asserts (the frozen layout, checked by the compiler against another header) and into an
/// anchor library for `abidiff`.
///
/// The reader understands exactly the C the header uses: `typedef struct NAME { ... } NAME;`
/// and `struct NAME { ... };` bodies whose declarations are `TYPE a, b;`, `TYPE *name;` or a
/// function pointer `RET (*name)(...);`, with `/* */` and `//` comments anywhere.
public struct HeaderLayout {
    /// A published struct: its name and its fields' names in declaration order.
    public struct Struct: Equatable {
        public var name: String
        public var fields: [String]
    }

    public private(set) var structs: [Struct] = []
    /// The names of the object-like `#define AP_...` constants with an integer expression as
    /// their value (not strings, attributes or sizes): their values are what a probe compiled
    /// against the header prints.
    public private(set) var constants: [String] = []

    /// Reads the header at `path`.
    public init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let code = HeaderLayout.stripComments(text)
        structs = HeaderLayout.readStructs(code)
        constants = HeaderLayout.readConstants(code)
    }

    /// `text` without comments (each replaced by a space, so tokens stay apart).
    static func stripComments(_ text: String) -> String {
        var out = "", i = text.startIndex
        while i < text.endIndex {
            let rest = text[i...]
            if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { break }
                out += " "
                i = end.upperBound
            } else if rest.hasPrefix("//") {
                i = rest.firstIndex(of: "\n") ?? text.endIndex
            } else {
                out.append(text[i])
                i = text.index(after: i)
            }
        }
        return out
    }

    static func readStructs(_ code: String) -> [Struct] {
        var result: [Struct] = []
        var search = code.startIndex
        while let open = code.range(of: "struct ", range: search..<code.endIndex) {
            search = open.upperBound
            // `struct NAME {` (a definition), not `struct NAME NAME;` or a use.
            let after = code[open.upperBound...]
            let name = String(after.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            let tail = after.dropFirst(name.count).drop { $0 == " " || $0 == "\n" }
            guard !name.isEmpty, tail.first == "{", let close = matchingBrace(code, tail.startIndex) else { continue }
            let body = code[code.index(after: tail.startIndex)..<close]
            result.append(Struct(name: name, fields: fields(String(body))))
            search = close
        }
        return result
    }

    static func matchingBrace(_ code: String, _ open: String.Index) -> String.Index? {
        var depth = 0, i = open
        while i < code.endIndex {
            if code[i] == "{" { depth += 1 }
            if code[i] == "}" {
                depth -= 1
                if depth == 0 { return i }
            }
            i = code.index(after: i)
        }
        return nil
    }

    /// The field names of a struct body, in order.
    static func fields(_ body: String) -> [String] {
        var names: [String] = []
        for declaration in body.split(separator: ";") {
            let d = declaration.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(
                in: .whitespaces)
            guard !d.isEmpty else { continue }
            if let star = d.range(of: "(*") {
                // A function pointer: RET (*name)(ARGS)
                let name = d[star.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                names.append(String(name))
                continue
            }
            // TYPE a, b, c  — the first declarator follows the type's last token.
            let parts = d.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for (k, part) in parts.enumerated() {
                let token = k == 0 ? String(part.split(separator: " ").last ?? "") : part
                names.append(String(token.drop { $0 == "*" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    static func readConstants(_ code: String) -> [String] {
        var result: [String] = []
        for line in code.split(whereSeparator: \.isNewline) {
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard words.count == 3, words[0] == "#define", words[1].hasPrefix("AP_"), !words[1].contains("("),
                !words[2].contains("\""), !words[2].contains("__"), !words[2].contains("offsetof")
            else { continue }
            result.append(String(words[1]))
        }
        return result
    }
}
