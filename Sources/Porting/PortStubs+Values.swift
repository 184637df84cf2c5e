import Foundation

extension PortStubs {
    /// The case a stubbed enum gets while the files name none of its cases: without one, no
    /// value of the enum exists, and an initializer that takes one could not be called.
    static let placeholderCase = "portPlaceholder"

    /// One element of an enum case's payload as ``Member/Kind/enumCase(payload:)`` keeps it:
    /// `_` (unlabelled, `Any?`), `label` (`label: Any?`), `label: Type` or `_: Type` (typed).
    static func payloadParts(_ element: String) -> (label: String, type: String) {
        guard let colon = element.firstIndex(of: ":") else { return (element, "Any?") }
        let label = element[..<colon].trimmingCharacters(in: .whitespaces)
        return (label, element[element.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    /// A payload element as a case declares it (`Any?`, `direction: Any?`, `Kind`).
    static func payloadDeclaration(_ element: String) -> String {
        let (label, type) = payloadParts(element)
        return label == "_" ? type : "\(label): \(type)"
    }

    /// A value of enum stub `stub`: its first case without payload, else the first case whose
    /// payload has harmless values (`.fade(direction: .left)`, `nil` for an `Any?`), else the
    /// placeholder case when the files name no case; nil when no case can be made.
    func enumValue(_ stub: Stub) -> String? {
        let cases = stub.members.compactMap { m -> (name: String, payload: [String]?)? in
            if case .enumCase(let p) = m.kind { return (m.name, p) }
            return nil
        }
        guard !cases.isEmpty else { return "." + Self.placeholderCase }
        // A plain case the files' switches handle, rather than one they reject (SwitchCaseUse).
        let plain = cases.filter { $0.payload?.isEmpty ?? true }.map(\.name)
        if let c = SwitchCaseUse.preferred(plain, handled: handledCases) ?? plain.first {
            return "." + Self.identifier(c)
        }
        for c in cases {
            var arguments: [String] = []
            for element in c.payload ?? [] {
                let (label, type) = Self.payloadParts(element)
                // A payload of the enum itself would recurse.
                guard Self.bareType(type) != stub.name,
                    let v = type.hasSuffix("?") ? "nil" : value(of: type, name: label)
                else { break }
                arguments.append(label == "_" ? v : "\(label): \(v)")
            }
            if arguments.count == c.payload?.count {
                return "." + Self.identifier(c.name) + "(" + arguments.joined(separator: ", ") + ")"
            }
        }
        return nil
    }
}

extension PortStubs {
    /// `<T0, T1>` for a stub with generic parameters, else empty.
    static func genericClause(_ stub: Stub) -> String {
        guard stub.genericParameters > 0 else { return "" }
        return "<" + (0..<stub.genericParameters).map { "T\($0)" }.joined(separator: ", ") + ">"
    }

    /// `cannot specialize non-generic type 'Action'`: the files write `Action<ActionData>`, so
    /// the stub takes as many generic parameters as `line` gives it (a protocol or a namespace
    /// cannot: it becomes a class).
    mutating func makeGeneric(_ name: String, on line: String) {
        guard let s = appStubIndex(name), let r = line.range(of: name + "<") else { return }
        var depth = 1, count = 1
        for c in line[r.upperBound...] {
            if c == "<" || c == "(" || c == "[" { depth += 1 }
            if c == ">" || c == ")" || c == "]" { depth -= 1 }
            if depth == 0 { break }
            if c == ",", depth == 1 { count += 1 }
        }
        switch stubs[s].shape {
        case .plainClass, .subclass, .enumeration: break
        default: stubs[s].shape = .plainClass
        }
        stubs[s].genericParameters = max(stubs[s].genericParameters, count)
    }
}

extension PortStubs {
    /// Class or namespace stub `name` used as an enum (`case .present:`, `state = .everything`,
    /// where the compiler says the member `produces result of type 'CGFloat', but context
    /// expects` the stub): it becomes an enum whose cases are its static members (a static
    /// method's parameters its payload), keeping its instance members and initializers (an
    /// enum's pick a case).
    mutating func makeEnumeration(_ name: String) {
        guard let s = appStubIndex(name), stubs[s].shape == .plainClass || stubs[s].shape == .namespace else { return }
        stubs[s].shape = .enumeration
        stubs[s].members = stubs[s].members.map { m in
            guard m.isStatic else { return m }
            switch m.kind {
            case .property: return Member(name: m.name, isStatic: false, kind: .enumCase(payload: nil))
            case .method(let overloads):
                return Member(
                    name: m.name, isStatic: false, kind: .enumCase(payload: overloads.first.map { $0.map(Self.label) }))
            default: return m
            }
        }
    }
}

extension PortStubs {
    /// A static property `name` port stubbed on SDK type `type` (an extension: Xcode's asset
    /// symbols `UIImage.closeButton`, an app's `UIColor.brand`) takes that type, as an
    /// implicit member passed where `type` is wanted must be.
    mutating func retypeStaticExtensionProperty(_ name: String, of type: String) {
        guard let s = stubIndex(type), stubs[s].shape == .sdkExtension,
            let k = stubs[s].members.firstIndex(where: { $0.name == name && $0.isStatic }),
            case .property(_, let optional) = stubs[s].members[k].kind
        else { return }
        stubs[s].members[k].kind = .property(type: type, optional: optional)
    }
}

extension PortStubs {
    /// Endings of UIKit's protocols (never a superclass).
    static let appleProtocolEndings = [
        "ing", "Delegate", "DataSource", "Protocol", "Providing", "Item", "Environment", "Coordinator", "Container",
        "Appearance", "Interaction"
    ]

    /// Class stub `name` (a plain class so far) used where Apple class `type` is expected
    /// becomes its subclass; true when it did.
    mutating func subclassIfPlain(_ name: String, of type: String) -> Bool {
        // `[Attributes]` where `[UICollectionViewLayoutAttributes]` is expected: the elements'.
        func element(_ t: String) -> String {
            t.hasPrefix("[") && t.hasSuffix("]") && !t.contains(":") ? String(t.dropFirst().dropLast()) : t
        }
        let base = Self.bareType(element(type))
        guard let s = appStubIndex(Self.bareType(element(name))), stubs[s].shape == .plainClass,
            Self.isAppleClass(base),
            !base.contains("<"), !Self.appleProtocolEndings.contains(where: { base.hasSuffix($0) })
        else { return false }
        stubs[s].shape = .subclass(base)
        return true
    }
}

extension PortStubs {
    /// True for a type port guessed rather than learned: the default number, or a stub made
    /// for a use (`PortStubShowDirection`).
    static func isGuess(_ type: String) -> Bool { type == "CGFloat" || type.hasPrefix("PortStub") }
}
