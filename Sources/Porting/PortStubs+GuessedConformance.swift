extension PortStubs {
    /// `var animationType: SwipeAnimationTypeProtocol = SwipeAnimationType.sideBySide`, where
    /// `SwipeAnimationType` is a stand-in and its `sideBySide` a property port typed by its
    /// default guess (`CGFloat`), and the compiler says that value does not conform to the
    /// stand-in protocol: the app's type is one of the protocol's conforming types and
    /// `sideBySide` one of its values. The stand-in becomes a class conforming to the
    /// protocol, and the property a value of that class. True when one changed.
    mutating func guessedValueConforming(_ d: Diagnostic, line: String) -> Bool {
        let names = Self.quotedNames(d.message)
        let shapes = [
            ("value of type '", "' does not conform to specified type '"),
            ("default argument value of type '", "' does not conform to '"),
            ("argument type '", "' does not conform to expected type '")
        ]
        if names.count >= 2, shapes.contains(where: { d.message.hasPrefix($0.0) && d.message.contains($0.1) }),
            let x = appStubIndex(Self.bareType(names[0])), stubs[x].shape == .enumeration,
            let p = appStubIndex(Self.bareType(names[1])), stubs[p].shape == .protocolType
        {
            return enumerationConforming(x, to: p, line: line)
        }
        guard names.count >= 2, Self.bareType(names[0]) == "CGFloat",
            shapes.contains(where: { d.message.hasPrefix($0.0) && d.message.contains($0.1) }),
            let p = appStubIndex(Self.bareType(names[1])), stubs[p].shape == .protocolType
        else { return false }
        var changed = false
        for (s, k) in properties(on: line) {
            let m = stubs[s].members[k]
            guard s != p, case .property("CGFloat", let optional) = m.kind, Self.type(forMember: m.name) == nil,
                m.isStatic, stubs[s].genericParameters == 0,
                [.namespace, .enumeration, .plainClass].contains(stubs[s].shape),
                line.contains(stubs[s].name + "." + m.name)
            else { continue }
            stubs[s].shape = .plainClass
            stubs[s].members[k].kind = .property(type: stubs[s].name, optional: optional)
            if !stubs[s].conformances.contains(stubs[p].name) { stubs[s].conformances.append(stubs[p].name) }
            changed = true
        }
        return changed
    }

    /// Enum stand-in `x` (its name reads as one: `TabSlideStyle`) whose case the files give
    /// where class-bound stand-in protocol `p` is expected (`var style: TabSlideStyleProtocol =
    /// TabSlideStyle.sideBySide`): an enum cannot conform to it, so `x` becomes a class whose
    /// cases are values of it, conforming to `p`. Nothing changes when a case carries a
    /// payload or the line names none of its cases.
    mutating func enumerationConforming(_ x: Int, to p: Int, line: String) -> Bool {
        let cases = stubs[x].members.filter {
            if case .enumCase = $0.kind { true } else { false }
        }
        guard stubs[x].genericParameters == 0, !cases.isEmpty,
            cases.allSatisfy({ if case .enumCase(nil) = $0.kind { true } else { false } }),
            cases.contains(where: { line.contains(stubs[x].name + "." + $0.name) })
        else { return false }
        stubs[x].shape = .plainClass
        for k in stubs[x].members.indices where cases.contains(stubs[x].members[k]) {
            stubs[x].members[k] = Member(
                name: stubs[x].members[k].name, isStatic: true, kind: .property(type: stubs[x].name, optional: false))
        }
        if !stubs[x].conformances.contains(stubs[p].name) { stubs[x].conformances.append(stubs[p].name) }
        return true
    }
}
