import Foundation

/// How the app's types relate, learned from where the files use one as another: a stand-in
/// class given where a stand-in protocol is expected conforms to it (`var overlay:
/// OverlayViewable = OverlayView(frame: .zero)`), a stand-in protocol given where another is
/// expected refines it, and a stand-in class of the app assigned where another class of the
/// app is expected is its subclass (`self.presentation = fadePresentation`).
///
/// Port writes a stand-in protocol's members in an extension with harmless values, not as
/// requirements, so a conformance adds no member a class must implement; a class's own member
/// of the same name wins over the extension's.
extension PortStubs {
    /// The value's type and the expected type a message says do not fit, for the messages
    /// that name both (`value of type 'A' does not conform to specified type 'B'`, `cannot
    /// assign value of type 'A' to type 'B'`, …).
    static func mismatchedTypes(_ message: String) -> (value: String, expected: String)? {
        let shapes = [
            ("value of type '", "' does not conform to specified type '"),
            ("argument type '", "' does not conform to expected type '"),
            ("return expression of type '", "' does not conform to '"),
            ("cannot assign value of type '", "' to type '"),
            ("cannot convert value of type '", "' to expected argument type '"),
            ("cannot convert value of type '", "' to specified type '"),
            ("cannot convert return expression of type '", "' to return type '")
        ]
        let names = quotedNames(message)
        for (start, middle) in shapes where message.hasPrefix(start) && message.contains(middle) && names.count >= 2 {
            return (bareType(names[0]), bareType(names[1]))
        }
        return nil
    }

    /// A stand-in used where another stand-in of the app is expected: the conformance or
    /// subclass that makes the use compile. True when a stand-in changed.
    mutating func relateFromUse(_ d: Diagnostic) -> Bool {
        guard let (value, expected) = Self.mismatchedTypes(d.message), value != expected, let x = appStubIndex(value)
        else { return false }
        guard let p = appStubIndex(expected) else {
            // The files' own protocol (`endDelegate = photoController`): the app's class adopts it.
            if adoptFilesProtocol(x, expected) { return true }
            // Where UIKit wants a protocol its views adopt (`convert(_:from:)`'s
            // `UICoordinateSpace`), the app's object is a view.
            if let base = Self.adoptedByUIKitClass[expected] {
                if stubs[x].shape == .plainClass {
                    stubs[x].shape = .subclass(base)
                    return true
                }
                return rebase(x, on: base)
            }
            return rebase(x, on: expected)
        }
        switch (stubs[x].shape, stubs[p].shape) {
        case (.plainClass, .protocolType), (.subclass, .protocolType), (.protocolType, .protocolType):
            guard !stubs[x].conformances.contains(stubs[p].name), !refines(p, stubs[x].name) else { return false }
            stubs[x].conformances.append(stubs[p].name)
            return true
        case (.plainClass, .plainClass), (.plainClass, .subclass):
            // A guess (`PortStubTiming`, made for a property's use) is retyped by the other rules.
            guard !Self.isGuess(stubs[x].name), stubs[x].genericParameters == 0, stubs[p].genericParameters == 0,
                !descends(p, from: stubs[x].name)
            else { return false }
            stubs[x].shape = .subclass(stubs[p].name)
            return true
        default:
            return false
        }
    }

    /// The SDK classes port makes a stand-in subclass of from its name or the members the files
    /// read (`…View`, a `center` or `backgroundColor` read): guesses that a use may correct.
    static let guessedBases: Set<String> = ["UIView", "UIImageView", "UIViewController"]

    /// Stand-in `s`, a subclass of a guessed base, used where SDK class `type` is expected (a
    /// layout's `FSLayoutAttributes(forCellWith:)` returned as `UICollectionViewLayoutAttributes`,
    /// made a `UIView` because the files set its `center`): a subclass of `type` instead. Its
    /// members that `type` has then clash and go (``dropRedeclaredMembers(_:written:)``).
    /// UIKit's protocols that a UIKit class adopts, by that class: an app object passed where
    /// one is wanted is (most plainly) an instance of it.
    static let adoptedByUIKitClass: [String: String] = [
        "UICoordinateSpace": "UIView", "UIDynamicItem": "UIView", "UITraitEnvironment": "UIView"
    ]

    mutating func rebase(_ s: Int, on type: String) -> Bool {
        guard case .subclass(let base) = stubs[s].shape, Self.guessedBases.contains(base),
            !Self.guessedBases.contains(type), Self.isAppleClass(type), !type.contains("<"),
            !Self.appleProtocolEndings.contains(where: { type.hasSuffix($0) })
        else { return false }
        stubs[s].shape = .subclass(type)
        return true
    }

    /// True when stub `s` is, or conforms through its protocols to, `name` (no cycle is written).
    func refines(_ s: Int, _ name: String) -> Bool {
        var seen: Set<String> = [], queue = [stubs[s].name]
        while let n = queue.popLast() {
            if n == name { return true }
            guard seen.insert(n).inserted, let i = stubIndex(n) else { continue }
            queue += stubs[i].conformances
        }
        return false
    }

    /// True when stub `s` is `name` or a subclass of it through stubs.
    func descends(_ s: Int, from name: String) -> Bool {
        var current: Int? = s, steps = 0
        while let c = current, steps < 32 {
            if stubs[c].name == name { return true }
            guard case .subclass(let base) = stubs[c].shape else { return false }
            current = stubIndex(base)
            steps += 1
        }
        return false
    }

    /// A stand-in method that returns nothing, called through optional chaining where a value
    /// is expected (`guard let v = cell?.ins_snapshotView()`, with `'()?'` in the message where
    /// a plain call says `'()'`): it returns the type asked for, unwrapped (the chain adds the
    /// optional back). True when the message was one of those.
    mutating func optionalChainedResult(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
        let names = Self.quotedNames(m)
        guard
            m.hasPrefix("cannot convert value of type '()?' to ")
                || m.hasPrefix("cannot assign value of type '()?' to ")
                || m.hasPrefix("cannot convert return expression of type '()?' to "),
            names.count >= 2
        else { return false }
        var type = names[1]
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        type = Self.bareOptional(type)
        guard !type.isEmpty, type != "()" else { return false }
        setReturn(on: line + bindingsUsed(by: line, before: d), type: type, aka: m)
        return true
    }

    /// The one stand-in of the app's types named after property `member` (`transformer` →
    /// `FSPagerViewTransformer`, `presentation` → `SheetPresentation`), if exactly one is: a
    /// property whose guess proved wrong is of that type rather than of a class port makes up
    /// (`PortStubTransformer`), which the files' own functions taking the app's type would
    /// refuse (swiftc could not even word that mismatch through `?.`: "failed to produce
    /// diagnostic").
    func appStubNamed(after member: String) -> String? {
        guard let first = member.first else { return nil }
        let suffix = first.uppercased() + member.dropFirst()
        let matches = stubs.filter { s in
            switch s.shape {
            case .plainClass, .subclass, .protocolType: break
            default: return false
            }
            let last = s.name.split(separator: ".").last.map(String.init) ?? s.name
            return last.hasSuffix(suffix) && !last.hasPrefix("PortStub") && s.genericParameters == 0
        }
        return matches.count == 1 ? matches[0].name : nil
    }
}
