import Foundation

extension PortAppSetProperties {
    /// The object set for a property whose type is a protocol of the files with method
    /// requirements (a delegate, a data source, a transition's source of views): a class
    /// conforming to it whose methods answer placeholders of their result types (the same
    /// object each time, as the app's would) and whose properties hold placeholders.
    struct StandIn {
        /// The protocol.
        var name: String
        /// The class's member declarations.
        var members: [String]
        /// `NSObject, ` when the protocol inherits `NSObjectProtocol`, else empty.
        var superclass: String

        /// Nil when a requirement cannot be met with placeholders: associated types, `Self`,
        /// static members, initializers, subscripts, generic methods, a result or property
        /// type port has no value of, or an inherited protocol it cannot stand in for.
        init?(
            protocol name: String, files: [(path: String, scan: SwiftDeclarations)],
            context: PlaceholderArguments.Context, depth: Int = 0
        ) {
            guard depth < 3,
                let (scan, t) = files.lazy.compactMap({ f in
                    f.scan.types.first { $0.keyword == "protocol" && $0.name == name }.map { (f.scan, $0) }
                }).first
            else { return nil }
            self.name = name
            members = []
            superclass = ""
            let sig = scan.significant.filter { $0 > t.open && $0 < t.close }
            if sig.contains(where: { ["associatedtype", "subscript", "static", "init", "Self"].contains(scan.text($0)) }
            ) {
                return nil
            }
            for parent in t.inherits {
                switch parent {
                case "AnyObject", "class": continue
                case "NSObjectProtocol": superclass = "NSObject, "
                default:
                    guard let p = StandIn(protocol: parent, files: files, context: context, depth: depth + 1) else {
                        return nil
                    }
                    members += p.members
                    if !p.superclass.isEmpty { superclass = p.superclass }
                }
            }
            for m in t.members {
                guard let d = Self.declaration(m, scan: scan, index: members.count, context: context) else {
                    return nil
                }
                members += d
            }
        }

        /// The declarations meeting requirement `m`: a method answering a stored placeholder
        /// (`portValue3`), or a stored property.
        static func declaration(
            _ m: SwiftDeclarations.Member, scan: SwiftDeclarations, index: Int, context: PlaceholderArguments.Context
        ) -> [String]? {
            guard let keyword = (m.firstToken...m.lastToken).first(where: { scan.text($0) == m.keyword }) else {
                return nil
            }
            let text = (keyword...m.lastToken).map { scan.text($0) }.joined()
                .replacingOccurrences(of: "\n", with: " ")
            switch m.keyword {
            case "func":
                guard !text.contains("<"), let (signature, result) = splitResult(text) else { return nil }
                guard let result else { return [signature + " {}"] }
                let words = ([m.name] + m.labels).joined(separator: " ")
                guard let v = placeholder(result, name: words, context: context) else { return nil }
                return [
                    "lazy var portValue\(index): \(result) = \(v)", signature + " -> \(result) { portValue\(index) }"
                ]
            case "var":
                guard let colon = text.firstIndex(of: ":") else { return nil }
                let type = text[text.index(after: colon)...].prefix { $0 != "{" }.trimmingCharacters(in: .whitespaces)
                guard let v = placeholder(type, name: m.name, context: context) else { return nil }
                return ["var \(m.name): \(type) = \(v)"]
            default: return nil
            }
        }

        /// `func f(_ a: A) -> B` → (`func f(_ a: A)`, `B`); nil result for none.
        static func splitResult(_ text: String) -> (String, String?)? {
            var depth = 0
            var seenList = false
            var i = text.startIndex
            while i < text.endIndex {
                let c = text[i]
                if c == "(" { depth += 1 }
                if c == ")" {
                    depth -= 1
                    if depth == 0 { seenList = true }
                }
                if seenList, depth == 0, text[i...].hasPrefix("->") {
                    let result = text[text.index(i, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
                    let signature = text[..<i].trimmingCharacters(in: .whitespaces)
                    return (signature, result == "Void" || result == "()" ? nil : result)
                }
                i = text.index(after: i)
            }
            return seenList ? (text.trimmingCharacters(in: .whitespaces), nil) : nil
        }

        /// A placeholder for a result or property of `type`: an optional's wrapped value when
        /// port has one (the app answers something), else nil.
        static func placeholder(_ type: String, name: String, context: PlaceholderArguments.Context) -> String? {
            let t = type.filter { $0 != " " }
            if t.hasSuffix("?") || t.hasSuffix("!") {
                return PortAppSetProperties.value(String(t.dropLast()), name: name, context: context, files: [])
                    ?? "nil"
            }
            return PortAppSetProperties.value(t, name: name, context: context, files: [])
        }

        /// The class, as the export declares it.
        var source: String {
            "/// Stands for the app's `\(name)` object, which the app sets after init: each method answers a placeholder.\n"
                + "final class \(PortAppSetProperties.standIn)__\(name): \(superclass)\(name) {\n"
                + members.map { "    " + $0 + "\n" }.joined() + "}\n"
        }
    }

    /// The declarations the assignments need in the export: a stand-in class per protocol.
    public static func declarations(
        for assignments: [Assignment], files: [(path: String, scan: SwiftDeclarations)],
        context: PlaceholderArguments.Context
    ) -> String {
        var out = "", seen: Set<String> = []
        for a in assignments {
            var rest = Substring(a.value)
            while let r = rest.range(of: standIn + "__") {
                let name = rest[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                rest = rest[name.endIndex...]
                guard seen.insert(String(name)).inserted,
                    let s = StandIn(protocol: String(name), files: files, context: context)
                else { continue }
                out += s.source
            }
            // A placeholder conformance of the files' protocols (`weak var delegate: P?` set by the
            // app: `PortArgument__P`, PlaceholderArguments), declared as for an argument
            // (DreamRecorder, held-out 42).
            let conformances = PlaceholderArguments.declarations(for: a.value, context: context)
            if !conformances.isEmpty, seen.insert(conformances).inserted { out += conformances }
        }
        return out
    }

    /// `portAppSet(_:)`, which the export applies to the object it makes: the assignments, each
    /// with why. Empty when there are none.
    public static func function(className: String, assignments: [Assignment]) -> String {
        guard !assignments.isEmpty else { return "" }
        let body = assignments.map {
            $0.sideFlag
                ? "    // The app sets this flag before each transition (\($0.use)): the presenting side here.\n    o.\($0.property) = \($0.value)\n"
                : "    // The app sets this after init (\($0.use)): a placeholder here.\n    o.\($0.property) = \($0.value)\n"
        }.joined()
        return "/// Sets what the app sets after making a \(className).\n"
            + "func portAppSet(_ o: \(className)) -> \(className) {\n\(body)    return o\n}\n"
    }
}
