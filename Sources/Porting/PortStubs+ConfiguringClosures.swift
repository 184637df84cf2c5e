import Foundation

extension PortStubs {
    /// The configure-and-return helper of the app's extensions (the `Then` library's
    /// `UICollectionViewFlowLayout().then { $0.itemSize = … }`, an app's own
    /// `recognizer.apply { $0.delegate = self }`): port first stubs the method from its
    /// trailing closure, whose `$0` sits on the next lines, as taking a closure of no argument;
    /// the compiler then says the closure uses one (`contextual closure type '() -> Void' expects
    /// 0 arguments, but 1 was used in closure body`) on the call's line. The method becomes what
    /// those helpers are: it hands its receiver to the closure and returns it. True when a stub
    /// changed.
    mutating func applyConfiguringClosure(_ d: Diagnostic, line: String) -> Bool {
        guard d.message.hasPrefix("contextual closure type '() -> Void' expects 0 arguments, but 1 was used"),
            let name = Self.trailingClosureMethod(on: line)
        else { return false }
        var changed = false
        for s in stubs.indices {
            let shape = stubs[s].shape
            // An SDK type's extension or the app's class: the receiver is of that type.
            guard shape == .sdkExtension || shape == .plainClass || Self.isSubclassShape(shape) else { continue }
            let owner = stubs[s].name
            for k in stubs[s].members.indices where stubs[s].members[k].name == name && !stubs[s].members[k].isStatic {
                guard case .method = stubs[s].members[k].kind else { continue }
                stubs[s].members[k].kind = .overridden(
                    declaration:
                        "@discardableResult func \(Self.identifier(name))(_ configure: (\(owner)) throws -> Void) rethrows -> \(owner) { try configure(self); return self }"
                )
                changed = true
            }
        }
        return changed
    }

    /// True for a subclass shape (of an SDK class or the app's).
    static func isSubclassShape(_ shape: Shape) -> Bool {
        if case .subclass = shape { return true }
        return false
    }

    /// The method whose trailing closure opens at the end of `line` (`x.then {`, `x.apply() {`).
    static func trailingClosureMethod(on line: String) -> String? {
        guard let re = try? NSRegularExpression(pattern: "\\.([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\(\\s*\\))?\\s*\\{"),
            let m = re.matches(in: line, range: NSRange(line.startIndex..., in: line)).last,
            let r = Range(m.range(at: 1), in: line)
        else { return nil }
        return String(line[r])
    }
}
