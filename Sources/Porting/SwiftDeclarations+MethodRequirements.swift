extension SwiftDeclarations {
    /// A method requirement of a protocol of the files, as a stand-in implements it.
    public struct MethodRequirement: Sendable, Equatable {
        /// The requirement's name (`getImageDestinationFrame`).
        public var name: String
        /// The declaration as written, from `func` to the end of its signature
        /// (`func getImageDestinationFrame() -> CGRect`).
        public var declaration: String
        /// The return type written back (`CGRect`), nil for none (`Void`).
        public var returnType: String?
        /// Its parameters, as the scan read them (a stand-in calls the completion ones).
        public var parameters: [Parameter] = []
    }

    /// The requirements of protocol `t` a class can implement with placeholder values: its
    /// properties and its methods (an `optional` one of an `@objc` protocol is left out: port
    /// gives those a default; so is one the protocol's extension in the file implements:
    /// ``extensionImplemented(_:)``), or why none can be written — an associated type, `Self`, a
    /// generic method, an initializer, a subscript or a static requirement.
    public func standInRequirements(of t: TypeDeclaration) -> (
        properties: [Parameter], methods: [MethodRequirement], whyNot: String?
    ) {
        let sig = significant
        guard t.keyword == "protocol", let a = sig.firstIndex(of: t.open), let b = sig.firstIndex(of: t.close)
        else { return ([], [], "not a protocol") }
        let refusals: [String: String] = [
            "associatedtype": "it has an associated type", "Self": "a requirement uses Self",
            "subscript": "it has a subscript", "static": "it has a static requirement",
            "init": "it has an initializer requirement"
        ]
        for k in a..<b { if let why = refusals[text(sig[k])] { return ([], [], why) } }
        // Properties alone: the scan of session 33 (nil when one is not `var name: Type`).
        var withoutMethods = t
        withoutMethods.members = t.members.filter { $0.keyword != "func" }
        guard let properties = propertyRequirementsIgnoringMethods(of: withoutMethods) else {
            return ([], [], "a property requirement is not written `var name: Type { get }`")
        }
        // What the protocol's own extension implements, a conformer need not (RequirementEnds).
        let implemented = extensionImplemented(t.name)
        var methods: [MethodRequirement] = []
        for m in t.members
        where m.keyword == "func" && !m.modifiers.contains("optional") && !implemented.contains(m.signature) {
            // A requirement has no body: it ends before the next member's first modifier.
            let bound = t.members.map(\.firstToken).filter { $0 > m.firstToken }.min() ?? t.close
            guard let k = sig.firstIndex(where: { $0 >= m.firstToken && text($0) == "func" }),
                var last = sig.lastIndex(where: { $0 <= m.lastToken && $0 < bound })
            else { return ([], [], "its method \(m.name) could not be read") }
            while last > k, text(sig[last]) == ";" { last -= 1 }
            if k + 2 < sig.count, text(sig[k + 2]) == "<" { return ([], [], "its method \(m.name) is generic") }
            // The return type: after `->` outside the parameter list, up to a `where` clause.
            var depth = 0, j = k, returned: [String] = []
            while j <= last {
                let w = text(sig[j])
                if w == "(" { depth += 1 } else if w == ")" { depth -= 1 }
                // `->` is one token or two, as the lexer reads operators.
                let arrow = w == "->" ? 1 : (w == "-" && j + 1 <= last && text(sig[j + 1]) == ">" ? 2 : 0)
                if depth == 0, arrow > 0 {
                    returned = (j + arrow...max(j + arrow, last)).map { text(sig[$0]) }.prefix { $0 != "where" }
                        .map { $0 }
                    break
                }
                j += 1
            }
            let type = PlaceholderArguments.written(returned.joined(separator: " "))
            let declaration = String(
                decoding: lexer.bytes[tokens[sig[k]].start..<tokens[sig[last]].end], as: UTF8.self)
            methods.append(
                MethodRequirement(
                    name: m.name, declaration: declaration,
                    returnType: type.isEmpty || type == "Void" || type == "()" ? nil : type, parameters: m.parameters))
        }
        return (properties.filter { !implemented.contains($0.name) }, methods, nil)
    }

    /// ``propertyRequirements(of:)`` of a protocol whose `func` members were taken out.
    private func propertyRequirementsIgnoringMethods(of t: TypeDeclaration) -> [Parameter]? {
        let sig = significant
        guard let a = sig.firstIndex(of: t.open), let b = sig.firstIndex(of: t.close) else { return nil }
        return varRequirements(of: t, body: a..<b)
    }
}
