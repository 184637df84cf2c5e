import Foundation

/// Members a stand-in must not declare, or must declare with the type the files give, because
/// a class declares them too: the stand-in's superclass (an SDK class, or members port added to
/// one in an extension), or a class of the files that overrides the stand-in's member.
///
/// A stand-in's member is typed from its name and its uses, one compiler complaint at a time,
/// and a stand-in may become a subclass of an SDK class only after some of its members were
/// learned (`PortStubCancelView` is a `UIView` once the files read its `backgroundColor`). Its
/// members of the same name as the superclass's then redeclare them, which Swift reads as
/// overrides of another type ("property 'delegate' with type 'CGFloat' cannot override a
/// property with type '(any UIGestureRecognizerDelegate)?'", "cannot override with a stored
/// property 'center'"): the superclass's declaration is the right one, so the stand-in's goes
/// and stays gone. In the other direction, a class of the files that overrides a member of its
/// stubbed superclass declares that member's type itself (`override var showCancel: Bool`):
/// the stand-in takes the override's type instead of its guess.
extension PortStubs {
    /// The messages swiftc gives for a declaration that collides with its superclass's.
    static let overrideCollisions = ["cannot override", "overriding declaration requires an 'override' keyword"]

    /// The stand-ins' members that the compiler said redeclare their superclass's, read from
    /// `log` at lines of `written` (the `PortStubs.swift` that build compiled): each is removed
    /// and never declared again. True when one was.
    mutating func dropRedeclaredMembers(_ log: String, written: String) -> Bool {
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for raw in log.split(separator: "\n") {
            guard let r = raw.firstRange(of: ": error: ") else { continue }
            let message = String(raw[r.upperBound...])
            guard Self.overrideCollisions.contains(where: { message.contains($0) }) else { continue }
            let parts = raw[..<r.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let n = Int(parts[parts.count - 2]), n >= 1, n <= lines.count,
                parts.dropLast(2).joined(separator: ":").hasSuffix("PortStubs.swift"),
                let member = Self.declaredMember(lines[n - 1]), let owner = Self.enclosingStub(lines, line: n),
                let s = stubIndex(owner)
            else { continue }
            let before = stubs[s].members.count
            // A copy of the files' override (`override func viewDidLoad()`, copied while the
            // stand-in was a class of its own) goes too once the stand-in's SDK superclass
            // declares the member with that very signature.
            let superclassDeclares = message.contains("overriding declaration requires an 'override' keyword")
            stubs[s].members.removeAll {
                if case .overridden(let d) = $0.kind { return superclassDeclares && Self.declaredMember(d) == member }
                return $0.name == member
            }
            inheritedMembers.insert(stubs[s].name + "." + member)
            changed = changed || stubs[s].members.count != before
        }
        return changed
    }

    /// True when stub `s` must not declare `name` (its superclass does).
    func isInherited(_ name: String, in s: Int) -> Bool { inheritedMembers.contains(stubs[s].name + "." + name) }

    /// The name a line of `PortStubs.swift` declares (`public var delegate: CGFloat = 1`,
    /// `public func update(to a0: Any?) { }`), if it declares a member.
    static func declaredMember(_ line: String) -> String? {
        for keyword in ["var ", "func "] {
            guard let r = line.range(of: keyword) else { continue }
            let head = line[..<r.lowerBound]
            guard head.allSatisfy({ $0 == " " }) || head.hasSuffix(" ") else { continue }
            let name = line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
            let bare = name.replacingOccurrences(of: "`", with: "")
            if !bare.isEmpty { return bare }
        }
        return nil
    }

    /// The qualified name of the stand-in whose body holds line `n` (1-based) of `lines`: the
    /// `class`, `enum`, `protocol` or `extension` lines above it with less indentation.
    static func enclosingStub(_ lines: [String], line n: Int) -> String? {
        var indent = lines[n - 1].prefix { $0 == " " }.count
        var names: [String] = []
        var k = n - 2
        while k >= 0, indent > 0 {
            let l = lines[k]
            let own = l.prefix { $0 == " " }.count
            k -= 1
            guard own < indent else { continue }
            var words = l.dropFirst(own).split(separator: " ").map(String.init)
            while let w = words.first, ["public", "final", "open"].contains(w) { words.removeFirst() }
            guard words.count >= 2, ["class", "enum", "protocol", "extension", "struct"].contains(words[0]) else {
                continue
            }
            names.insert(String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }), at: 0)
            indent = own
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// `override var x: A` in a class of the files whose stubbed superclass guessed `x` another
    /// type ("property 'x' with type 'A' cannot override a property with type 'B'", "cannot
    /// override mutable property 'x' of type 'B' with covariant type 'A'"): the stand-in's `x`
    /// is an `A`. True when the message was one of those.
    mutating func typeOverriddenMember(_ d: Diagnostic) -> Bool {
        let m = d.message
        let names = Self.quotedNames(m)
        let declared: String
        if m.hasPrefix("property '"), m.contains("' cannot override a property with type '"), names.count >= 3 {
            declared = names[1]
        } else if m.hasPrefix("cannot override mutable property '"), m.contains("with covariant type '"),
            names.count >= 3
        {
            declared = names[2]
        } else {
            return false
        }
        guard let owner = enclosingClass(d.file, d.line), let base = superclasses[owner], let s = appStubIndex(base),
            let k = stubs[s].members.firstIndex(where: { $0.name == names[0] })
        else { return false }
        let optional = declared.hasSuffix("?") || declared.hasSuffix("!")
        let type = optional ? String(declared.dropLast()) : declared
        stubs[s].members[k].kind = .property(type: Self.bareOptional(type), optional: optional)
        return true
    }

    /// The SDK class a class of the files descends from (through the files' own classes), for
    /// a member the files use on it that no file declares (`self.width` in a `UIView` subclass
    /// of the files, from the app's `extension UIView { var width: CGFloat }` in a file not
    /// given): the member is stubbed on that SDK class's extension. Nil for a type not declared
    /// in the files, one that descends from a stand-in (whose own members take it) or from
    /// `NSObject` alone.
    func sdkBase(ofDeclared type: String) -> String? {
        guard declared.contains(type) else { return nil }
        var current = type, steps = 0
        while declared.contains(current), let base = superclasses[current], steps < 32 {
            current = base
            steps += 1
        }
        // `NSObject`: an animator's base says nothing of where the member lives (the class's
        // own extension in another file, most likely), as for a bare name (`addMissingName`).
        return current != type && current != "NSObject" && Self.isAppleName(current) ? current : nil
    }

    /// True when `type` (bare) is a generic parameter a declaration of the files introduces
    /// (`class ActionController<ActionViewType: UICollectionViewCell, ActionDataType>`): in
    /// scope only inside that declaration, never in `PortStubs.swift`, so no stand-in's member
    /// may take it (the compiler names it where the files pass a value of it to a stand-in).
    func isGenericParameter(_ type: String) -> Bool {
        let bare = Self.bareOptional(Self.bareType(type))
        guard bare.first?.isUppercase == true, !declared.contains(bare), stubIndex(bare) == nil else { return false }
        var i = allText.startIndex
        while let r = allText.range(of: "<", range: i..<allText.endIndex) {
            i = r.upperBound
            // `class Name<`, `struct Name<`, `func name<`: the word before `<` follows a keyword.
            let head = allText[..<r.lowerBound].suffix(120)
            let words = head.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard words.count >= 2,
                ["class", "struct", "enum", "func", "init", "protocol"].contains(String(words[words.count - 2]))
                    || head.hasSuffix("init"),
                let close = allText[r.upperBound...].firstIndex(of: ">")
            else { continue }
            for part in allText[r.upperBound..<close].split(separator: ",") {
                let name = part.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                if name == bare { return true }
            }
        }
        return false
    }

    /// `(T)` → `T`: the compiler parenthesizes an optional existential (`(any P)?`).
    static func bareOptional(_ t: String) -> String {
        t.hasPrefix("(") && t.hasSuffix(")") ? String(t.dropFirst().dropLast()) : t
    }
}
