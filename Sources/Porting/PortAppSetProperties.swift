import Foundation

/// Properties of a ported class that its app sets after making it: `var delegate:
/// LayoutDelegate!`, `var sourceTransition: ZoomTransitioning?` that the class force-unwraps
/// and never sets itself. Here no app sets them, so the class would crash on nil (a fatal
/// error the validator reports as the plugin's), an artefact of porting and not a bug of the
/// class. After construction, the export sets each to a placeholder of its type
/// (``PlaceholderArguments``' values; a protocol of the files by a stand-in object whose
/// methods answer placeholders), and the report lists each: "the app sets this after init;
/// port set a placeholder".
///
/// A property is set when it is a non-`private` instance `var` of an optional or implicitly
/// unwrapped type, starts as nil, the class's code (its body, its extensions and its
/// superclasses' in the files) never assigns it a value, and that code uses it unguarded: `p!`,
/// `p.member` on an implicitly unwrapped `p`, or `guard let x = p else { fatalError(…) }`.
public enum PortAppSetProperties {
    /// One property the export sets after construction.
    public struct Assignment: Sendable, Equatable {
        /// The property's name.
        public var property: String
        /// Its type as written (`ZoomTransitioning?`).
        public var type: String
        /// The placeholder expression assigned.
        public var value: String
        /// Why: the first unguarded use (`force-unwrapped at line 64`).
        public var use: String
        /// True for a presenting/dismissing flag set to the presenting side
        /// (``PortScenario/sideFlag(of:files:)``), not a placeholder for a nil property.
        public var sideFlag = false
    }

    /// The prefix of the classes written to stand for a protocol of the files whose
    /// requirements include methods.
    static let standIn = "PortAppSet"

    /// The assignments for class `qualifiedName` of `files`, with what they need.
    public static func find(
        _ qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)],
        context: PlaceholderArguments.Context
    ) -> [Assignment] {
        let bodies = bodies(of: qualifiedName, in: files)
        var out: [Assignment] = []
        var seen: Set<String> = []
        for (_, scan, t) in bodies where t.keyword == "class" {
            for p in scan.storedProperties(of: t) where seen.insert(p.name).inserted {
                guard let m = t.members.first(where: { $0.keyword == "var" && $0.name == p.name }),
                    !m.modifiers.contains(where: { ["private", "fileprivate", "static", "class", "lazy"].contains($0) })
                else { continue }
                let type = written(p.type)
                let implicit = type.hasSuffix("!")
                guard implicit || type.hasSuffix("?"), startsNil(p, scan: scan, member: m) else { continue }
                let uses = bodies.map { b in
                    let u = usage(of: p.name, implicit: implicit, in: b.scan, b.type)
                    return (assigned: u.assigned, unguarded: u.unguarded.map { "\($0) of \(file(b.path))" })
                }
                guard !uses.contains(where: \.assigned), let use = uses.compactMap(\.unguarded).first,
                    let v = value(String(type.dropLast()), name: p.name, context: context, files: files)
                else { continue }
                out.append(Assignment(property: p.name, type: type, value: v, use: use))
            }
        }
        return out
    }

    /// The class and its extensions, and its superclasses' in the files (a property may be inherited).
    static func bodies(of qualifiedName: String, in files: [(path: String, scan: SwiftDeclarations)]) -> [(
        path: String, scan: SwiftDeclarations, type: SwiftDeclarations.TypeDeclaration
    )] {
        var names: [String] = [qualifiedName]
        var k = 0
        while k < names.count {
            for (_, scan) in files {
                for t in scan.types where t.keyword == "class" && (t.qualifiedName == names[k] || t.name == names[k]) {
                    if let parent = t.inherits.first, !names.contains(parent) { names.append(parent) }
                }
            }
            k += 1
        }
        let last = qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
        return files.flatMap { f in
            f.scan.types.filter { t in
                (t.keyword == "class" || t.keyword == "extension")
                    && (names.contains(t.qualifiedName) || names.contains(t.name) || t.name == last)
            }.map { (f.path, f.scan, $0) }
        }
    }

    /// One property an app may set after making the class: a non-`private`, non-static,
    /// non-lazy instance `var` of an optional or implicitly unwrapped type that starts nil.
    struct SettableOptional {
        /// The scan of the file that declares it.
        var scan: SwiftDeclarations
        /// The property as the scan read it.
        var property: SwiftDeclarations.Parameter
        /// Its type as written (`UIImageView?`).
        var type: String
    }

    /// The ``SettableOptional`` properties of the class bodies in `bodies`, in source order:
    /// what the rules that set properties after construction choose from.
    static func settableOptionals(
        _ bodies: [(path: String, scan: SwiftDeclarations, type: SwiftDeclarations.TypeDeclaration)]
    ) -> [SettableOptional] {
        var out: [SettableOptional] = []
        for (_, scan, t) in bodies where t.keyword == "class" {
            for p in scan.storedProperties(of: t) {
                guard let m = t.members.first(where: { $0.keyword == "var" && $0.name == p.name }),
                    !m.modifiers.contains(where: { ["private", "fileprivate", "static", "class", "lazy"].contains($0) })
                else { continue }
                let type = written(p.type)
                guard type.hasSuffix("?") || type.hasSuffix("!"), startsNil(p, scan: scan, member: m) else { continue }
                out.append(SettableOptional(scan: scan, property: p, type: type))
            }
        }
        return out
    }

    /// The assignments `assign` makes for the ``settableOptionals(_:)`` of `bodies` that the
    /// class's code never assigns (not in `skip`, one per property): `assign` answers nil to
    /// leave one alone.
    static func unassignedOptionals(
        _ bodies: [(path: String, scan: SwiftDeclarations, type: SwiftDeclarations.TypeDeclaration)],
        skip: Set<String>, _ assign: (SettableOptional) -> Assignment?
    ) -> [Assignment] {
        var out: [Assignment] = []
        var seen = skip
        for c in settableOptionals(bodies) where !seen.contains(c.property.name) {
            let implicit = c.type.hasSuffix("!")
            guard
                !bodies.contains(where: {
                    usage(of: c.property.name, implicit: implicit, in: $0.scan, $0.type).assigned
                }),
                let a = assign(c)
            else { continue }
            seen.insert(c.property.name)
            out.append(a)
        }
        return out
    }

    /// A stored property's type as the scan read it, without the next declaration's modifiers
    /// the scan may run into (`UIColor ! public` when no value follows): `UIColor!`.
    static func written(_ scanned: String) -> String {
        var words = scanned.split(separator: " ").map(String.init)
        while let last = words.last, SwiftDeclarations.modifierWords.contains(last) || last.hasPrefix("@") {
            words.removeLast()
        }
        return words.joined()
    }

    /// A path's file name, as the report names the line's file.
    static func file(_ path: String) -> String { (path as NSString).lastPathComponent }

    /// The report's lines for class `c`: what the export sets and why.
    public static func reportLines(_ c: PortableClass) -> [String] {
        c.appSet.map {
            $0.sideFlag
                ? "\(c.qualifiedName): the app sets its \($0.property) flag before each transition (\($0.use)); port set it to \($0.value), the presenting side, which is validated"
                : "\(c.qualifiedName): the app sets \($0.property) after init (\($0.use)); port set a placeholder: \($0.value)"
        }
    }

    /// True when property `p` starts as nil: no initial value, or `= nil`.
    static func startsNil(_ p: SwiftDeclarations.Parameter, scan: SwiftDeclarations, member m: SwiftDeclarations.Member)
        -> Bool
    {
        guard p.hasDefault else { return true }
        let sig = scan.significant
        guard let k = sig.firstIndex(where: { $0 > m.lastToken }), k + 1 < sig.count, scan.text(sig[k]) == "=" else {
            return false
        }
        return scan.text(sig[k + 1]) == "nil"
    }

    /// How the code of type body `t` uses property `name`: whether it assigns it a value, and
    /// its first unguarded use.
    static func usage(
        of name: String, implicit: Bool, in scan: SwiftDeclarations, _ t: SwiftDeclarations.TypeDeclaration
    )
        -> (assigned: Bool, unguarded: String?)
    {
        let sig = scan.significant.filter { $0 > t.open && $0 < t.close }
        func at(_ k: Int) -> String { k >= 0 && k < sig.count ? scan.text(sig[k]) : "" }
        var assigned = false
        var unguarded: String?
        for k in sig.indices where scan.tokens[sig[k]].kind == .identifier && at(k) == name {
            // `other.name` is another object's; `self.name` and `name` are the class's.
            if at(k - 1) == ".", at(k - 2) != "self" { continue }
            // A declaration (`var name`, `let name =` of a local) is not a use.
            if ["var", "let", "func", "case"].contains(at(k - 1)) { continue }
            let line = scan.tokens[sig[k]].line
            let next = at(k + 1), after = at(k + 2)
            if next == "=", after != "=" {
                if after != "nil" { assigned = true }
                continue
            }
            guard unguarded == nil else { continue }
            if next == "!", after != "=" {
                unguarded = "force-unwrapped at line \(line)"
            } else if implicit, next == "." || next == "[" {
                unguarded = "used as implicitly unwrapped at line \(line)"
            } else if implicit, at(k - 1) == "=", !["let", "var"].contains(at(k - 3)),
                k + 1 >= sig.count || scan.tokens[sig[k + 1]].line > line || [";", "}"].contains(next)
            {
                // `imageView.frame = originFrame`: assigned whole to a property, unwrapped.
                unguarded = "assigned as implicitly unwrapped at line \(line)"
            } else if at(k - 1) == "=", at(k - 3) == "let" || at(k - 3) == "var", at(k - 4) == "guard",
                fatalElse(sig, scan: scan, from: k + 1)
            {
                unguarded = "guard let … else a fatal error at line \(line)"
            }
        }
        return (assigned, unguarded)
    }

    /// Whether the `guard` condition continuing at significant index `k` ends in `else {`
    /// followed by `fatalError`, `preconditionFailure` or `assertionFailure`.
    static func fatalElse(_ sig: [Int], scan: SwiftDeclarations, from k: Int) -> Bool {
        var j = k
        while j + 2 < sig.count, j < k + 40 {
            if scan.text(sig[j]) == "else", scan.text(sig[j + 1]) == "{" {
                return ["fatalError", "preconditionFailure", "assertionFailure"].contains(scan.text(sig[j + 2]))
            }
            j += 1
        }
        return false
    }

    /// A placeholder of `type` (the property's type without `?`/`!`): a protocol of the files
    /// with method requirements by its stand-in, an image view with an image, else the
    /// placeholder arguments' value (nil: port has none and leaves the property alone).
    static func value(
        _ type: String, name: String, context: PlaceholderArguments.Context,
        files: [(path: String, scan: SwiftDeclarations)]
    ) -> String? {
        let bare =
            type.hasPrefix("any") && type.dropFirst(3).first?.isUppercase == true ? String(type.dropFirst(3)) : type
        if context.otherProtocols.contains(bare), StandIn(protocol: bare, files: files, context: context) != nil {
            return "portKeep(\(standIn)__\(bare)())"
        }
        if let v = viewValue(bare) { return v }
        guard let (v, _) = PlaceholderArguments.value(bare, name: name, context: context), v != "nil" else {
            return nil
        }
        return v
    }

    /// A placeholder image (a 160-point square): an image view the app fills has an image, and
    /// the code sizes by it and force-unwraps it.
    static let image = "UIGraphicsImageRenderer(size: CGSize(width: 160, height: 160)).image { _ in }"

    /// Image views with a placeholder image; nil for other types.
    static func viewValue(_ type: String) -> String? {
        switch type {
        case "UIImageView": return "portKeep(UIImageView(image: \(image)))"
        case "UIImage": return image
        default: return nil
        }
    }
}
