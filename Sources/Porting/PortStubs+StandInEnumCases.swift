extension PortStubs {
    /// The stand-in enumeration that declares case `member`, when exactly one does (a name two
    /// stand-ins share leaves the choice to the compiler's next message).
    func standInEnum(declaring member: String) -> String? {
        let owners = stubs.filter { s in
            s.shape == .enumeration
                && s.members.contains { m in
                    guard case .enumCase = m.kind else { return false }
                    return m.name == member
                }
        }
        return owners.count == 1 ? owners[0].name : nil
    }

    /// "reference to member 'large' cannot be resolved without a contextual type" where a
    /// stand-in enumeration already declares that case (Puller, held-out 45:
    /// `controller?.makeFitsContentDetent(height: h) ?? .large`,
    /// `controller?.apply(detents: [.large])`, with `PullerModel.Detent` learned from
    /// `return .large` in a function returning it): a stand-in method's `Any?` parameter given
    /// `.large` (or a list literal of it) takes the enumeration (or a list of it), and a
    /// stand-in method whose result falls back on it with `??` returns an optional of it. True
    /// when one changed.
    mutating func implicitCaseOfStandInEnum(_ d: Diagnostic, line: String) -> Bool {
        guard d.message.hasPrefix("reference to member '"), d.message.hasSuffix("without a contextual type"),
            let member = Self.quotedNames(d.message).first, let type = standInEnum(declaring: member)
        else { return false }
        let before = state
        for s in stubs.indices {
            for k in stubs[s].members.indices {
                guard case .method(let overloads) = stubs[s].members[k].kind,
                    let args = Self.callArguments(of: stubs[s].members[k].name, in: line)
                else { continue }
                let typed = overloads.map { o -> [String] in
                    guard o.count == args.count else { return o }
                    var t = o
                    for (i, a) in args.enumerated() where o[i].hasSuffix(": Any?") {
                        let text = a.text.trimmingCharacters(in: .whitespaces)
                        let listed = text.hasPrefix("[") && text.hasSuffix("]")
                        let first = listed ? String(text.dropFirst().drop { $0 == " " }) : text
                        guard Self.startsWithMember(first, member) else { continue }
                        t[i] = "\(Self.label(o[i])) a\(i): " + (listed ? "[\(type)]" : type)
                    }
                    return t
                }
                if typed != overloads { stubs[s].members[k].kind = .method(overloads: typed) }
            }
        }
        if let r = line.range(of: "?? ." + member) {
            setReturn(on: String(line[..<r.lowerBound]), type: type + "?", aka: "")
        }
        return state != before
    }

    /// `for detent in model.detents` where port made the property a class of its own
    /// (`PortStubDetents`, for `model.detents.first`; Puller, held-out 45): the property is a
    /// list, not optional (a `for-in` never unwraps one), of the type its `first` or `last`
    /// has, else of a stand-in named for the loop's variable. True when one changed.
    mutating func iteratedStandInProperty(_ d: Diagnostic, line: String) -> Bool {
        guard d.message.hasPrefix("for-in loop requires '"), d.message.contains("to conform to 'Sequence'"),
            let name = Self.quotedNames(d.message).first
        else { return false }
        let made = Self.bareType(name)
        guard made.hasPrefix("PortStub"), let c = stub(made), c.shape == .plainClass else { return false }
        var element =
            c.members.lazy.compactMap { m -> String? in
                guard m.name == "first" || m.name == "last", case .property(let t, _) = m.kind else { return nil }
                return Self.bareType(t)
            }.first ?? ""
        if element.isEmpty {
            guard let named = loopVariableElement(on: line) else { return false }
            element = named
        }
        var changed = false
        for (s, k) in properties(on: line) {
            guard case .property(let t, _) = stubs[s].members[k].kind, Self.bareType(t) == made else { continue }
            stubs[s].members[k].kind = .property(type: "[" + element + "]", optional: false)
            changed = true
        }
        return changed
    }
}

extension PortStubs {
    /// A class port made for a value it could not type yet (`PortStubDetent`, for the loop
    /// variable of `for detent in model.detents`) passed where a type of the app's is wanted
    /// (`detents.append(detent)` into a `[PullerModel.Detent]`; Puller, held-out 45): it is
    /// another name for that type, when it has no member the wanted type's stand-in lacks (or
    /// none at all, for a type the files declare). An SDK class is left to
    /// ``subclassIfPlain(_:of:)``. True when one changed.
    mutating func guessedClassIsAppType(_ d: Diagnostic) -> Bool {
        let m = d.message
        guard
            m.hasPrefix("cannot convert value of type '") || m.hasPrefix("cannot assign value of type '")
                || m.hasPrefix("cannot convert return expression of type '")
        else { return false }
        let names = Self.quotedNames(m)
        guard names.count >= 2 else { return false }
        let (made, wanted) = (Self.bareType(names[0]), Self.bareType(names[1]))
        guard made.hasPrefix("PortStub"), names[0] == made, let s = appStubIndex(made), stubs[s].shape == .plainClass,
            stubs[s].initializers.isEmpty, !wanted.hasPrefix("PortStub"),
            !Self.isAppleClass(wanted), !wanted.contains("_"), !wanted.contains("<<"), !wanted.contains("~"),
            !wanted.hasPrefix("Any"), wanted.first?.isUppercase == true, !isGenericParameter(wanted)
        else { return false }
        let wantedMembers = Set((stub(wanted)?.members ?? []).map(\.name))
        guard stubs[s].members.allSatisfy({ wantedMembers.contains($0.name) }) else { return false }
        stubs[s].shape = .alias(wanted)
        stubs[s].members = []
        return true
    }
}

extension PortStubs {
    /// Whether the app's list `name` should hold elements in its stand-in: the files index into
    /// it (``subscriptedArrays``) or read its first or last element (`guard let first =
    /// model.detents.first else { return }` returns before completing on an empty list, which
    /// the app never hands over).
    func holdsElements(_ name: String) -> Bool {
        subscriptedArrays.contains(name)
            || [".first", ".last", "?.first", "?.last", "!.first", "!.last"].contains {
                Self.containsWord(allText, name + $0)
            }
    }
}
