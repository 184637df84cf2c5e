import Foundation
import TextFormat

/// Members the files use on types of the SDK or the standard library that no given file
/// declares (`someView.panContainerView`, `rect.center`, `UIColor.brandRed`), the app's
/// top-level variables, dropped imports of modules that do not exist here, and the faults of
/// the stubs the compiler names (`?(` on a stubbed requirement, a member read in a property's
/// initializer, a closure type stubbed as a class).
///
/// A member stubbed on an SDK type is either the app's own extension (declared in a file the
/// user did not give) or Apple API the SDK lacks; port cannot tell them apart, so the report
/// lists each as "stubbed on an SDK type" and says so, instead of hiding an SDK gap.
extension PortStubs {
    /// The name of the stub that holds the app's top-level variables.
    static let topLevelName = "(top level)"

    /// The state ``learn(from:)`` compares to tell whether a round changed anything.
    struct State: Equatable {
        var stubs: [Stub]
        var droppedImports: Set<String>
        var optionalCalls: [String: [Int: Set<String>]]
        var selectorTypes: [String: [Int: [String: String]]]
        var geometryOperators: Set<String>
        var collectionSubscripts: Set<String>
    }

    /// The current state.
    var state: State {
        State(
            stubs: stubs, droppedImports: droppedImports, optionalCalls: optionalCalls, selectorTypes: selectorTypes,
            geometryOperators: geometryOperators, collectionSubscripts: collectionSubscripts)
    }

    /// The index of the stub `name` when it stands for a type of the app (not members added to
    /// an SDK type, not the top-level variables).
    func appStubIndex(_ name: String) -> Int? {
        guard let s = stubIndex(name), stubs[s].shape != .sdkExtension, stubs[s].shape != .topLevel else { return nil }
        return s
    }

    /// The stub of the app's top-level variables, made when first needed.
    mutating func topLevelIndex() -> Int {
        if let s = stubs.firstIndex(where: { $0.shape == .topLevel }) { return s }
        stubs.append(Stub(name: Self.topLevelName, shape: .topLevel))
        return stubs.count - 1
    }

    /// Standard-library and Foundation types the files may extend.
    static let extensibleStandardTypes: Set<String> = [
        "Double", "Float", "Int", "String", "Date", "TimeInterval", "URL", "Data", "Array", "Dictionary", "Bundle",
        // The app's log categories (`extension OSLog { static let debug = OSLog(…) }`).
        "OSLog",
        // The app's helpers on optionals (`extension Optional { var isNil: Bool }`).
        "Optional"
    ]

    /// True for a type whose missing member port may stub as an extension: Apple's types and
    /// the standard library's, never a type of the files (a missing member there is the files'
    /// own bug) nor a generic or function type.
    func isExtensible(_ type: String) -> Bool {
        guard !type.isEmpty, !type.contains("<"), !type.contains("->"), !type.contains("&"), !type.contains(" "),
            !type.hasPrefix("["), !declared.contains(type)
        else { return false }
        let first = type.split(separator: ".").first.map(String.init) ?? type
        if Self.isAppleName(first) || Self.extensibleStandardTypes.contains(first) { return true }
        return false
    }

    /// Adds member `name` to the extension stub of SDK type `owner` (made when first needed).
    /// A static member of a type is of that type (`UIColor.brandRed`, `.defaultMargin` where a
    /// `CGFloat` is expected) unless its name says another; an instance member's type comes
    /// from its name and use.
    /// With `filesOwn`, `owner` is a class the files declare at the top level, extended in a
    /// file not given (`self.cx`): the member is stubbed in an extension of it (internal).
    mutating func addExtensionMember(
        _ name: String, of owner: String, isStatic: Bool, line: String, filesOwn: Bool = false
    ) {
        guard filesOwn || isExtensible(owner), name.first?.isLowercase == true || name.first == "_" else { return }
        // `[snapshot, imageView].forEach { $0.frame = … }` typed `[UIResponder]` while a stub is
        // still unknown: `frame` on UIResponder would make every view's ambiguous.
        if ["UIResponder", "NSObject"].contains(owner), Self.viewMembers.contains(name) { return }
        // A member the files override (`override func viewSafeAreaInsetsDidChange()`, calling
        // super's) is UIKit's, which the SDK lacks: an extension's could not be overridden.
        // Nor one the files declare themselves (`fileprivate func startTransition()` called from
        // a closure the compiler could not type yet): the complaint was not about an extension.
        // A local variable of the same name is neither (ImageZoomTransition, held-out 42).
        guard !Self.containsWord(allText, "override func " + name), !Self.containsWord(allText, "override var " + name),
            !Self.containsWord(allText, "func " + name), !memberNames.contains(name), !declaresTopLevelVariable(name)
        else { return }
        // Where a superclass's extension has it, or takes it from its subclasses' (`name` on
        // pan and edge-pan recognizers): one declaration, not two that clash.
        let home = extensionOwner(name, of: owner)
        let s = stubIndexMaking(home)
        let known = stubs[s].members.contains { $0.name == name }
        addMember(name, to: s, isStatic: isStatic, line: line)
        guard isStatic, !known, let k = stubs[s].members.firstIndex(where: { $0.name == name }) else { return }
        // Unless its name says another type (`UIView.separatorLineHeight(of:)` is a `CGFloat`).
        let type = Self.type(forMember: name) ?? (Self.namesANumber(name) ? "CGFloat" : home)
        switch stubs[s].members[k].kind {
        case .property(_, let optional): stubs[s].members[k].kind = .property(type: type, optional: optional)
        case .method: if stubs[s].returns[name] == nil { stubs[s].returns[name] = type }
        default: break
        }
    }

    /// Whether a file declares a top-level variable `name` (`var name` or `let name` on a line
    /// that starts at the left margin, modifiers allowed).
    func declaresTopLevelVariable(_ name: String) -> Bool {
        sources.values.contains { lines in
            lines.contains { l in
                guard let first = l.first, !first.isWhitespace else { return false }
                return Self.containsWord(String(l), "var " + name) || Self.containsWord(String(l), "let " + name)
            }
        }
    }

    /// True when `name` ends in a word for a measure (`separatorLineHeight`, `cornerRadius`,
    /// `defaultSpacing`): a number, whatever type declares it.
    static func namesANumber(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [
            "height", "width", "radius", "margin", "padding", "spacing", "offset", "alpha", "scale", "ratio",
            "opacity", "angle", "length", "thickness", "distance", "factor", "percent", "progress"
        ].contains { lower.hasSuffix($0) }
    }

    /// A call the SDK's member of that name does not fit (`view.snapshotView()` where the SDK
    /// declares `snapshotView(afterScreenUpdates:)`, the note after the error says so): the
    /// app's own extension with other labels, stubbed beside the SDK's on the type that
    /// declares it (found in that SDK file), so the files' call compiles as it does on iOS.
    /// A call on `self` left implicit (`addChildViewController(web, layout: {` in a controller)
    /// is one too, and a call written over several lines is read whole.
    mutating func overloadSDKMember(_ d: Diagnostic, line: String) {
        guard let declaration = d.declaredOutside else { return overloadInheritedMember(d, line: line) }
        guard
            let base = declaration.name.split(separator: "(").first.map(String.init),
            line.contains("." + base + "(") || Self.implicitSelfCalls(in: line).contains(base),
            let text = try? String(contentsOfFile: declaration.path, encoding: .utf8),
            let owner = Self.enclosingType(at: declaration.line, in: text)
        else { return }
        addExtensionMember(base, of: owner, isStatic: false, line: spanningCall(d, line))
    }

    /// `UIView.animate(duration, damping: 1, velocity: 1, animation: { … })` (SoundPlayer,
    /// held-out 45): a static call on an SDK class whose labels fit none of the SDK's members of
    /// that base name (the compiler says an argument is extra or a label wrong, with no note
    /// when the base name has many overloads) is the app's static extension method, stubbed
    /// with the call's labels beside UIKit's. The call is the last `Type.name(` before the
    /// error's column. True when one was added.
    mutating func overloadStaticSDKMember(_ d: Diagnostic, line: String) -> Bool {
        // Up to the column, and through a name and `(` that start there ("no exact matches in
        // call to static method" points at the method's name).
        let all = Array(line)
        var end = min(max(d.column - 1, 0), all.count)
        while end < all.count, all[end].isLetter || all[end].isNumber || all[end] == "_" { end += 1 }
        if end < all.count, all[end] == "(" { end += 1 }
        let chars = Array(all[..<end])
        var found: (type: String, name: String, at: Int)?
        var i = 0
        while i < chars.count {
            guard chars[i].isUppercase,
                i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == ".")
            else {
                i += 1
                continue
            }
            var j = i
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
            guard j < chars.count, chars[j] == "." else {
                i = max(j, i + 1)
                continue
            }
            var k = j + 1
            while k < chars.count, chars[k].isLetter || chars[k].isNumber || chars[k] == "_" { k += 1 }
            if k < chars.count, chars[k] == "(", k > j + 1, chars[j + 1].isLowercase {
                found = (String(chars[i..<j]), String(chars[(j + 1)..<k]), i)
            }
            i = k
        }
        guard let found, Self.isAppleClass(found.type), isExtensible(found.type), appStubIndex(found.type) == nil
        else { return false }
        let before = state
        let call = String(spanningCall(d, line).dropFirst(found.at))
        addExtensionMember(found.name, of: found.type, isStatic: true, line: call)
        // Stubbed already with other labels: this call's are another overload.
        let home = extensionOwner(found.name, of: found.type)
        if state == before, let s = stubIndex(home),
            let k = stubs[s].members.firstIndex(where: { $0.name == found.name && $0.isStatic }),
            let args = Self.callArguments(of: found.name, in: call)
        {
            addOverload(registeringParameters(args), toMember: k, of: s)
        }
        return state != before
    }

    /// The same without the compiler's note, for a call on implicit `self` in a class of the
    /// files that extends an SDK class (`addChildViewController(web, layout: {` in a
    /// `UIViewController` subclass, where the SDK has UIKit's one-argument method): the app's
    /// overload on that SDK class. The call is the last one before the error's column.
    mutating func overloadInheritedMember(_ d: Diagnostic, line: String) {
        guard let owner = enclosingClass(d.file, d.line), let base = superclasses[owner], base != "NSObject",
            Self.isAppleName(base), isExtensible(base)
        else { return }
        let head = String(line.prefix(max(d.column - 1, 0)))
        guard let name = Self.implicitSelfCalls(in: head).last else { return }
        addExtensionMember(name, of: base, isStatic: false, line: spanningCall(d, line))
    }

    /// The names of the calls in `line` on implicit `self` (`name(` with no receiver, a
    /// lowercase name that is not a statement keyword), in order.
    static func implicitSelfCalls(in line: String) -> [String] {
        let chars = Array(line)
        var out: [String] = []
        var i = 0
        while i < chars.count {
            let starts =
                chars[i].isLowercase
                && (i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || "_.?!".contains(chars[i - 1])))
            guard starts else {
                i += 1
                continue
            }
            var j = i
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
            let name = String(chars[i..<j])
            if j < chars.count, chars[j] == "(", !["if", "guard", "while", "switch", "return", "for"].contains(name) {
                out.append(name)
            }
            i = max(j, i + 1)
        }
        return out
    }

    /// The innermost type or extension of `text` whose body holds line `n`, by its qualified
    /// name (an extension's as written: `UIView`).
    static func enclosingType(at n: Int, in text: String) -> String? {
        let scan = SwiftDeclarations(text)
        guard let i = scan.tokens.firstIndex(where: { $0.line == n && $0.kind == .identifier }),
            let t = scan.enclosingType(of: i)
        else { return nil }
        return t.keyword == "extension" ? t.name : t.qualifiedName
    }

    /// `cannot use instance member 'x' within property initializer`: `x` is not a member of
    /// the stubbed superclass the name was given to but a top-level variable of the app.
    mutating func moveToTopLevel(_ name: String) {
        for s in stubs.indices where stubs[s].shape != .topLevel {
            guard let k = stubs[s].members.firstIndex(where: { $0.name == name && !$0.isStatic }) else { continue }
            let member = stubs[s].members.remove(at: k)
            let t = topLevelIndex()
            if !stubs[t].members.contains(where: { $0.name == name }) { stubs[t].members.append(member) }
            return
        }
    }

    /// `x.m?(…)` where `m` is a stubbed method (a requirement of a stubbed protocol, optional
    /// in the app's `@objc` protocol): the call is written `x.m(…)` in the copy.
    mutating func optionalCallsOfStubMethods(_ d: Diagnostic, line: String) {
        for stub in stubs {
            for m in stub.members where line.contains("." + m.name + "?(") {
                guard case .method = m.kind else { continue }
                optionalCalls[d.file, default: [:]][d.line, default: []].insert(m.name)
            }
        }
    }

    /// Stub `name`, a plain class so far, is a protocol (`A & B` needs at most one class).
    mutating func makeProtocol(_ name: String) {
        guard let s = appStubIndex(Self.bareType(name)), stubs[s].shape == .plainClass else { return }
        stubs[s].shape = .protocolType
        stubs[s].initializers = []
    }

    /// `@escaping Name` where `Name` is a stub: a closure type of the app (`typealias
    /// AnimatableCompletion = () -> Void`).
    mutating func closureAliases(on line: String) {
        var rest = Substring(line)
        while let r = rest.range(of: "@escaping ") {
            let name = String(rest[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            rest = rest[r.upperBound...]
            if let s = appStubIndex(name), stubs[s].members.isEmpty {
                stubs[s].shape = .alias(Self.closureAliasType(name))
                stubs[s].initializers = []
            }
        }
    }

    /// Stub `name`, a memberless type so far, used as a value where `type` is expected: the
    /// app's global constant of that type (a capitalised name made it a type), or, nested in a
    /// stubbed namespace, that namespace's static constant. True when changed.
    mutating func globalConstant(_ name: String, type: String) -> Bool {
        let wanted = Self.bareType(type)
        guard let s = appStubIndex(name), stubs[s].members.isEmpty, wanted.first?.isLetter == true,
            !wanted.contains("->"), !stubs.contains(where: { $0.name.hasPrefix(name + ".") })
        else { return false }
        // `R.Constant.InputViewHeightMax` (VeXplore, held-out 41): a capitalised constant of a
        // stubbed namespace, a static member of its parent.
        if let dot = name.lastIndex(of: ".") {
            guard let parent = appStubIndex(String(name[..<dot])) else { return false }
            let member = String(name[name.index(after: dot)...])
            stubs.remove(at: s)
            let p = parent > s ? parent - 1 : parent
            stubs[p].members.append(
                Member(name: member, isStatic: true, kind: .property(type: wanted, optional: false)))
            constantsFromTypes[name] = wanted
            retypeUses(of: name, as: wanted)
            return true
        }
        constantsFromTypes[name] = wanted
        retypeUses(of: name, as: wanted)
        stubs.remove(at: s)
        let top = topLevelIndex()
        stubs[top].members.append(Member(name: name, isStatic: false, kind: .property(type: wanted, optional: false)))
        return true
    }

    /// What other stubs declared of type `name` (or `name.Type`), a type that turned out to be
    /// a constant, is of type `type` (a method returning `R.Constant.InputViewHeightMax.Type`).
    mutating func retypeUses(of name: String, as type: String) {
        let olds: Set<String> = [name, name + ".Type"]
        for s in stubs.indices {
            for (k, r) in stubs[s].returns where olds.contains(Self.bareType(r)) { stubs[s].returns[k] = type }
            for k in stubs[s].members.indices {
                guard case .property(let t, let o) = stubs[s].members[k].kind, olds.contains(t) else { continue }
                stubs[s].members[k].kind = .property(type: type, optional: o)
            }
        }
    }

    /// The closure type an app's closure alias's name suggests: `BoolBlock`, `IntHandler` take
    /// one value of the type they start with; others (`Block`, `Completion`) take nothing.
    static func closureAliasType(_ name: String) -> String {
        for suffix in ["Block", "Closure", "Handler", "Callback", "Completion", "Action"] where name.hasSuffix(suffix) {
            let value = String(name.dropLast(suffix.count))
            if ["Bool", "Int", "CGFloat", "Double", "Float", "String"].contains(value) { return "(\(value)) -> Void" }
        }
        return "() -> Void"
    }

    /// A memberless stub used where a closure is expected (`cannot convert value of type
    /// 'BoolBlock' to expected argument type '(Bool) -> Void'`; `closure passed to parameter of
    /// type 'BoolBlock' that does not accept a closure`): the app's closure alias, of the
    /// expected type, else of the type its name suggests. True when a stub changed.
    mutating func closureAlias(_ m: String, names: [String]) -> Bool {
        guard let name = names.first, let s = appStubIndex(Self.bareType(name)), stubs[s].members.isEmpty else {
            return false
        }
        var expected = names.count >= 2 && m.hasPrefix("cannot convert value of type '") ? names[1] : nil
        // `((Bool) -> Void)?` (an optional completion parameter): the alias is the closure type.
        if let e = expected, e.hasPrefix("(("), e.hasSuffix(")?") { expected = String(e.dropFirst().dropLast(2)) }
        let type: String
        if let e = expected, e.hasPrefix("("), e.contains(") -> ") {
            type = e
        } else if m.hasPrefix("closure passed to parameter of type '") {
            type = Self.closureAliasType(Self.bareType(name))
        } else {
            return false
        }
        if case .alias(type) = stubs[s].shape { return false }
        stubs[s].shape = .alias(type)
        stubs[s].initializers = []
        return true
    }

    /// The kinds a scoped import names (`import func Module.symbol`, `import struct …`).
    static let importKinds: Set<String> = ["func", "var", "let", "typealias", "struct", "class", "enum", "protocol"]

    /// `source` (copy `file`) as the package compiles it: without the imports of modules that
    /// do not exist here, and with `x.m?(` made `x.m(` for stubbed methods.
    public func patched(_ file: String, _ source: String) -> String {
        let calls = optionalCalls[file] ?? [:]
        let selectors = selectorTypes[file] ?? [:]
        guard !droppedImports.isEmpty || !calls.isEmpty || !selectors.isEmpty else { return source }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in lines.indices {
            var words = lines[i].split(separator: " ")
            // `import func AVFoundation.AVMakeRect`: the module follows the kind of symbol.
            if let k = words.firstIndex(of: "import"), k + 1 < words.count,
                Self.importKinds.contains(String(words[k + 1]))
            {
                words.remove(at: k + 1)
            }
            if let k = words.firstIndex(of: "import"), k + 1 < words.count,
                droppedImports.contains(words[k + 1].split(separator: ".").first.map(String.init) ?? "")
            {
                // Kept as a comment, so no line number moves.
                lines[i] = "// " + lines[i] + " // dropped by port: no such module here"
            }
            for name in calls[i + 1] ?? [] {
                lines[i] = lines[i].replacingOccurrences(of: "." + name + "?(", with: "." + name + "(")
                    .replacingOccurrences(of: "." + name + "!(", with: "." + name + "(")
            }
            for (reference, typed) in selectors[i + 1] ?? [:] {
                lines[i] = lines[i].replacingOccurrences(
                    of: "Selector(" + reference + ")", with: "Selector(" + typed + ")")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The report's lines for the members stubbed on SDK types and the dropped imports.
    var extensionSummary: [String] {
        droppedImports.sorted().map {
            "\($0) (a module that does not exist here: its import is dropped and what the files use of it is stubbed; a third-party module, or an Apple framework the SDK lacks)"
        }
            + stubs.filter { $0.shape == .sdkExtension }.flatMap { s in
                s.initializers.map { "init(" + $0.map { Self.label($0) + ":" }.joined() + ")" }.map {
                    "\(s.name).\($0) (stubbed on an SDK type: your app's extension, or UIKit API the SDK lacks — if it is UIKit's, report the gap)"
                }
                    + s.members.map {
                        declared.contains(s.name)
                            ? "\(s.name).\($0.name) (stubbed in an extension of your class: your app declares it in a file not given — give that file to use the real one)"
                            : "\(s.name).\($0.name) (stubbed on an SDK type: your app's extension, or UIKit API the SDK lacks — if it is UIKit's, report the gap)"
                    }
            }
            + optionalCalls.keys.sorted().flatMap { file in
                (optionalCalls[file] ?? [:]).keys.sorted().flatMap { line in
                    (optionalCalls[file]?[line] ?? []).sorted().map {
                        "\($0) (called with ?( at \(file):\(line), written without the ?: a requirement of a stubbed protocol is never optional)"
                    }
                }
            }
            + selectorTypes.keys.sorted().flatMap { file in
                (selectorTypes[file] ?? [:]).keys.sorted().flatMap { line in
                    (selectorTypes[file]?[line] ?? [:]).sorted { $0.key < $1.key }.map {
                        "Selector(\($0.key)) at \(file):\(line) (compiled as Selector(\($0.value)): the SDK's class has a method of that name too)"
                    }
                }
            }
            + stubs.filter { $0.shape == .topLevel }.flatMap { s in
                s.members.map {
                    if case .method = $0.kind { return "\($0.name)(…) (a function of your app)" }
                    return "\($0.name) (a top-level variable of your app)"
                }
            }
    }

    /// The declarations of an extension stub's members (`extension UIView { … }`): properties
    /// are computed, keeping per object the value last set (an extension cannot store).
    func extensionDeclarations(_ stub: Stub) -> [String] {
        stub.initializers.map {
            // A class with no instance to delegate to (an image needs its pixels): nil, as UIKit's
            // failable `UIImage(named:)` answers for a name it does not know.
            if Self.withoutHarmlessInstance.contains(stub.name) {
                return "convenience init!(\($0.joined(separator: ", "))) { return nil }"
            }
            // A struct's (an option set's) extension initializer delegates without `convenience`.
            let convenience = Self.isSDKValueType(stub.name) ? "" : "convenience "
            return "\(convenience)init(\($0.joined(separator: ", "))) { self.init\(emptyArguments(stub)) }"
        }
            + stub.members.flatMap { m -> [String] in
                switch m.kind {
                case .property(let type, let optional):
                    if !m.isStatic, let role = Self.animationBlockRole(m.name, type: type, on: stub.name) {
                        return [Self.animationBlockDeclaration(m, type: type, role: role)]
                    }
                    if !m.isStatic, let d = Self.derivedExtensionValue(of: type, name: m.name, on: stub.name) {
                        // Optional where the files unwrap it (`if let v = ctx.toView`, `ctx.toView?.alpha`).
                        let t = optional ? Self.markable(type) + "!" : type
                        return ["var \(Self.identifier(m.name)): \(t) { get { \(d) } set {} }"]
                    }
                    let v = extensionValue(of: type, name: m.name, on: stub.name)
                    let t = Self.markable(type) + (optional || v == nil ? "!" : "")
                    if m.isStatic {
                        return ["static var \(Self.identifier(m.name)): \(t) { get { \(v ?? "nil") } set {} }"]
                    }
                    let key = SwiftText.literal(m.name)
                    return [
                        "var \(Self.identifier(m.name)): \(t) { get { portStubValue(self, \(key)) { \(v ?? "nil") } } set { portStubSet(self, \(key), newValue) } }"
                    ]
                case .method(let overloads):
                    return overloads.map {
                        Self.knownExtensionMethod(m, parameters: $0, on: stub.name)
                            ?? "@discardableResult " + methodDeclaration(m, parameters: $0, of: stub)
                    }
                case .overridden(let d): return [d]
                case .enumCase: return []
                }
            }
    }

    /// A value for an extension's property: the common meanings first (`rect.center` is its
    /// middle), else the harmless value of its type.
    func extensionValue(of type: String, name: String, on owner: String) -> String? {
        if owner == "CGRect", type == "CGPoint", name == "center" || name == "mid" || name == "middle" {
            return "CGPoint(x: midX, y: midY)"
        }
        // `controller.contentView`, `view.containerView` from the app's extension: a view of
        // its owner's hierarchy, as the app's would be, filling it — so what the animator
        // moves or transforms by the view's size (`translationX: 0, y: contentView.bounds.height`)
        // takes its time instead of animating a zero-sized view that is nowhere.
        if isUIView(type), let o = Self.subviewOwner(.subclass(owner)), let v = value(of: type, name: name) {
            let parent = o == "view" ? "self.view!" : "self"
            return "{ let v = \(v); v.frame = \(parent).bounds; \(parent).addSubview(v); return v }()"
        }
        return value(of: type, name: name)
    }

    /// The declarations of the top-level variables (public, so that a public declaration's
    /// default argument may read them) and functions.
    func topLevelDeclarations(_ stub: Stub) -> [String] {
        stub.members.flatMap { m -> [String] in
            switch m.kind {
            case .property(let type, let optional):
                let v = value(of: type, name: m.name)
                if let v, !optional {
                    return ["nonisolated(unsafe) public var \(Self.identifier(m.name)): \(type) = \(v)"]
                }
                return [
                    "nonisolated(unsafe) public var \(Self.identifier(m.name)): \(Self.markable(type))! = \(v ?? "nil")"
                ]
            case .method(let overloads):
                return overloads.map { "@discardableResult " + methodDeclaration(m, parameters: $0, of: stub) }
            default: return []
            }
        }
    }

    /// The helpers that keep the values of properties stubbed on SDK classes, per object.
    static let extensionStorage = """
        /// The values of the properties stubbed on SDK types of one object (an extension cannot
        /// store), with the object held weakly: the allocator reuses a dead object's address, and
        /// a new object there must not inherit its values (views of another transition).
        final class PortStubValues {
            weak var owner: AnyObject?
            var values: [String: Any] = [:]
            init(_ owner: AnyObject) { self.owner = owner }
        }
        // Safe unchecked: a plugin's code runs on the host's main thread only.
        nonisolated(unsafe) var portStubStorage: [ObjectIdentifier: PortStubValues] = [:]
        // Safe unchecked: as portStubStorage. Entries of dead objects are dropped when the
        // table reaches this size, which then doubles past the live ones.
        nonisolated(unsafe) var portStubStorageLimit = 256
        /// The values of `owner`, fresh when the entry at its address belonged to a dead object.
        func portStubEntry(_ owner: AnyObject) -> PortStubValues {
            let id = ObjectIdentifier(owner)
            if let e = portStubStorage[id], e.owner === owner { return e }
            if portStubStorage.count >= portStubStorageLimit {
                portStubStorage = portStubStorage.filter { $0.value.owner != nil }
                portStubStorageLimit = max(256, 2 * portStubStorage.count)
            }
            let e = PortStubValues(owner)
            portStubStorage[id] = e
            return e
        }
        /// The value `key` of `owner` (a class instance keeps the one first made or last set).
        func portStubValue<T>(_ owner: Any, _ key: String, _ make: () -> T) -> T {
            guard type(of: owner) is AnyClass else { return make() }
            let e = portStubEntry(owner as AnyObject)
            if let v = e.values[key] as? T { return v }
            let v = make()
            e.values[key] = v
            return v
        }
        /// Sets the value `key` of `owner` (a value type's is not kept).
        func portStubSet<T>(_ owner: Any, _ key: String, _ value: T) {
            guard type(of: owner) is AnyClass else { return }
            portStubEntry(owner as AnyObject).values[key] = value
        }

        """
}

extension PortStubs {
    /// `declaration` made internal inside a public extension: `internal` after its attributes.
    static func internalMember(_ declaration: String) -> String {
        var rest = Substring(declaration)
        var attributes = ""
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            attributes += rest[...space]
            rest = rest[rest.index(after: space)...]
        }
        return attributes + "internal " + rest
    }

    /// The extensions of SDK types, the top-level variables and, when a property is stubbed on
    /// an SDK type, the helpers that keep its values.
    func otherDeclarations() -> String {
        var s = ""
        var needsStorage = false
        for stub in stubs where stub.shape == .sdkExtension {
            let members = extensionDeclarations(stub)
            guard !members.isEmpty else { continue }
            needsStorage =
                needsStorage
                || stub.members.contains {
                    if case .property = $0.kind { return !$0.isStatic } else { return false }
                }
            // A member typed by one of the files' internal types cannot be public (`var
            // scrollableDelegate: SwipeInteractionController!`, apstygo/sheets, held-out 44);
            // the files' own class's extension keeps the class's access (it may be internal).
            let opening = declared.contains(stub.name) ? "extension " : "public extension "
            s +=
                opening + stub.name + " {\n"
                + members.map { "    " + (usesInternalType($0) ? Self.internalMember($0) : $0) + "\n" }.joined() + "}\n"
        }
        for stub in stubs where stub.shape == .topLevel { s += topLevelDeclarations(stub).map { $0 + "\n" }.joined() }
        return s + geometryOperatorDeclarations() + collectionSubscriptDeclarations()
            + (usesAnimationBlocks ? Self.animationBlocksSource : "")
            + (needsStorage ? Self.extensionStorage : "")
    }
}

extension PortStubs {
    /// `.fade(direction: .cross)` where the argument of a stubbed case or method is `Any?`
    /// (`type 'Any?' has no member 'cross'`): the parameter gets the stub its label names
    /// (`Direction`, nested anywhere), or a new enum nested in the stub (`Transition.Direction`),
    /// whose cases the next rounds learn. An unlabelled argument (`case .navigation(.pop):`)
    /// is named after the case or method (`TransitionType.Navigation`). `text` is the
    /// diagnostic's line with the lines before it (a call over several lines).
    mutating func typeImplicitMemberArgument(_ member: String, on text: String) {
        for s in stubs.indices {
            for k in stubs[s].members.indices {
                let m = stubs[s].members[k]
                guard let args = Self.callArguments(of: m.name, in: text),
                    let i = args.firstIndex(where: {
                        ($0.implicitMember && Self.startsWithMember($0.text, member))
                            || Self.ternaryChoosesMember($0.text, member)
                    })
                else { continue }
                let label = args[i].label
                let named = label == "_" ? m.name : label
                let capitalised = named.prefix(1).uppercased() + named.dropFirst()
                // `indexOfItem(type: .image)`: `Type` (like `Protocol`, `Self`) is no name for a type.
                let typeName = Self.reservedTypeNames.contains(capitalised) ? "PortStub" + capitalised : capitalised
                // Nested in an app's stub; beside a member of an SDK type, a top-level function or
                // a protocol's requirement (a protocol cannot hold a type).
                let app =
                    stubs[s].shape != .sdkExtension && stubs[s].shape != .topLevel && stubs[s].shape != .protocolType
                let type =
                    stubs.first { $0.name == typeName || $0.name.hasSuffix("." + typeName) }?.name
                    ?? (app ? stubs[s].name + "." + typeName : "PortStub" + typeName)
                if stub(type) == nil { stubs.append(Stub(name: type, shape: .enumeration)) }
                // The member is a case of it: added now, since the compiler may never name it
                // (a call in a closure over an array literal fails before the case is looked up).
                if let e = stubs.firstIndex(where: { $0.name == type && $0.shape == .enumeration }),
                    !stubs[e].members.contains(where: { $0.name == member })
                {
                    stubs[e].members.append(Member(name: member, isStatic: false, kind: .enumCase(payload: nil)))
                }
                switch m.kind {
                case .enumCase(let payload?) where payload.count == args.count:
                    var typed = payload
                    typed[i] = "\(Self.payloadParts(payload[i]).label): \(type)"
                    stubs[s].members[k].kind = .enumCase(payload: typed)
                case .method(let overloads):
                    stubs[s].members[k].kind = .method(
                        overloads: overloads.map { o in
                            guard o.count == args.count, o[i].hasSuffix(": Any?") else { return o }
                            var typed = o
                            typed[i] = "\(Self.label(o[i])) a\(i): \(type)"
                            return typed
                        })
                default: continue
                }
                return
            }
        }
    }

    /// ``typeImplicitMemberArgument(_:on:)`` for the call on the diagnostic's own line, else
    /// for one over the lines up to it (a call written over several lines): a call of another
    /// stub a line before must not take the member.
    mutating func typeImplicitMemberArgument(_ member: String, at d: Diagnostic) {
        let before = state
        typeImplicitMemberArgument(member, on: text(d.file, d.line))
        if state == before { typeImplicitMemberArgument(member, on: linesUpTo(d, count: 4)) }
        if state == before { typeImplicitMemberInitializerArgument(member, on: linesUpTo(d, count: 4)) }
    }

    /// ``typeImplicitMemberArgument(_:on:)`` for a stubbed class's initializer
    /// (`VSwipeGestureRecognizer(direction: .down, target: self, action: …)`, gdavis, held-out
    /// 41): its `Any?` parameter at the argument's place becomes the stub's nested enum named
    /// for the label (`VSwipeGestureRecognizer.Direction`), with the member as a case.
    mutating func typeImplicitMemberInitializerArgument(_ member: String, on text: String) {
        for s in stubs.indices where !stubs[s].initializers.isEmpty {
            guard stubs[s].shape != .sdkExtension, stubs[s].shape != .topLevel, stubs[s].shape != .protocolType
            else { continue }
            let last = stubs[s].name.split(separator: ".").last.map(String.init) ?? stubs[s].name
            guard let args = Self.callArguments(of: last, in: text),
                let i = args.firstIndex(where: { $0.implicitMember && Self.startsWithMember($0.text, member) }),
                args[i].label != "_"
            else { continue }
            let capitalised = args[i].label.prefix(1).uppercased() + args[i].label.dropFirst()
            let typeName = Self.reservedTypeNames.contains(capitalised) ? "PortStub" + capitalised : capitalised
            let type = stubs[s].name + "." + typeName
            if stub(type) == nil { stubs.append(Stub(name: type, shape: .enumeration)) }
            if let e = stubs.firstIndex(where: { $0.name == type && $0.shape == .enumeration }),
                !stubs[e].members.contains(where: { $0.name == member })
            {
                stubs[e].members.append(Member(name: member, isStatic: false, kind: .enumCase(payload: nil)))
            }
            stubs[s].initializers = stubs[s].initializers.map { o in
                guard o.count == args.count, o[i].hasSuffix(": Any?") else { return o }
                var typed = o
                typed[i] = "\(Self.label(o[i])) a\(i): \(type)"
                return typed
            }
            return
        }
    }

    /// True when argument text `text` is `.member`, alone or called (`.pop`, `.fade(…)`).
    static func startsWithMember(_ text: String, _ member: String) -> Bool {
        guard text.hasPrefix("." + member) else { return false }
        let rest = text.dropFirst(member.count + 1)
        return rest.first.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
    }

    /// Line `d.line` of its copy with up to `count - 1` lines after it, joined.
    func linesFrom(_ d: Diagnostic, count: Int) -> String {
        (d.line..<(d.line + count)).map { text(d.file, $0) }.joined(separator: "\n")
    }

    /// Line `d.line` of its copy with up to `count - 1` lines before it, joined.
    func linesUpTo(_ d: Diagnostic, count: Int) -> String {
        (max(1, d.line - count + 1)...max(1, d.line)).map { text(d.file, $0) }.joined(separator: "\n")
    }

    /// `let (a, b, c) = f(…)` where stub method `f` returns nothing yet: it returns a tuple of
    /// the types the names suggest, optional when the files bind them with `if let`/`guard let`.
    mutating func tupleReturn(on line: String) {
        guard let r = line.range(of: "let ("), let close = line[r.upperBound...].firstIndex(of: ")") else { return }
        let names = line[r.upperBound..<close].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let bound = allText.split(separator: "\n").filter { $0.contains("if let") || $0.contains("guard let") }
        let types = names.map { n -> String in
            let t = Self.type(forMember: n) ?? "CGFloat"
            return bound.contains { Self.containsWord(String($0), n) && $0.contains("= " + n) } ? t + "?" : t
        }
        setReturn(on: String(line[close...]), type: "(" + types.joined(separator: ", ") + ")", aka: "")
    }

    /// A value of tuple type `type` (`(UIView?, CGFloat)`), when every element has one.
    func tupleValue(_ type: String) -> String? {
        guard type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->"), type.contains(",") else { return nil }
        // A labelled element (`(toLeft: Bool, view: UIView)`) is typed by what follows its label;
        // the unlabelled value converts to the labelled tuple.
        let elements = type.dropFirst().dropLast().split(separator: ",").map { e -> String in
            let t = e.trimmingCharacters(in: .whitespaces)
            guard let colon = t.firstIndex(of: ":"), t[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return t }
            return t[t.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let values = elements.map { value(of: $0, name: "") }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return "(" + values.map { $0! }.joined(separator: ", ") + ")"
    }
}

extension PortStubs {
    /// The stub of composition `A & B` (`any Presentation & AlignmentProvider`) a missing
    /// member belongs to: the stubbed component whose name shares the most words with the
    /// member (`presentationAlignment` → `AlignmentProvider`), else the last stubbed one; nil when
    /// `type` is not a composition of stubs.
    func compositionStub(_ type: String, member: String) -> String? {
        guard type.contains("&") else { return nil }
        let parts = type.split(separator: "&").map { Self.bareType($0.trimmingCharacters(in: .whitespaces)) }
        let stubbed = parts.filter { appStubIndex($0) != nil }
        let words = Self.words(member)
        // The most words shared; a tie goes to the later component (the more specific one, as
        // `Presentation & PresentationAlignmentProvider` is usually written).
        var best: (name: String, shared: Int)? = nil
        for part in stubbed {
            let shared = Self.words(part).intersection(words).count
            if best == nil || shared >= best!.shared { best = (part, shared) }
        }
        return best?.name
    }

    /// The lowercased words of a camel-case name (`presentationAlignment` → presentation, alignment).
    static func words(_ name: String) -> Set<String> {
        var out: Set<String> = [], current = ""
        for c in name {
            if c.isUppercase, !current.isEmpty {
                out.insert(current.lowercased())
                current = ""
            }
            current.append(c)
        }
        if !current.isEmpty { out.insert(current.lowercased()) }
        return out
    }
}

extension PortStubs {
    /// `type` as written before a `!` or `?`: a function type in parentheses (`(() -> Void)!`),
    /// an existential or a composition too (`(any UIViewControllerContextTransitioning)!`:
    /// `any P!` does not compile).
    static func markable(_ type: String) -> String {
        if !type.contains("->"), type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("&") {
            return "(" + type + ")"
        }
        guard type.contains("->") else { return type }
        if type.hasPrefix("("), type.hasSuffix(")") {
            // `(() -> Void)` is already whole; `(Bool) -> Void` is not.
            var depth = 0
            for (i, c) in type.enumerated() {
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                if depth == 0 { return i == type.count - 1 ? type : "(" + type + ")" }
            }
        }
        return "(" + type + ")"
    }
}

extension PortStubs {
    /// True when `line` reads a stub property of type `type` that is the default guess
    /// (`CGFloat`): a missing member there is the guess's fault, not an extension of the app.
    func readsGuessedNumber(_ line: String, _ type: String) -> Bool {
        guard type == "CGFloat" else { return false }
        return properties(on: line).contains { s, k in
            if case .property("CGFloat", _) = stubs[s].members[k].kind {
                return Self.type(forMember: stubs[s].members[k].name) == nil
            }
            return false
        }
    }
}

extension PortStubs {
    /// Adds instance method `reference` (`handleTap(recognizer:)`, as a selector names it) to
    /// stub `s`, one parameter per label.
    mutating func addMethod(named reference: String, to s: Int) {
        guard let open = reference.firstIndex(of: "(") else { return }
        let name = String(reference[..<open])
        let labels = reference[reference.index(after: open)...].split(separator: ":").map(String.init).filter {
            $0 != ")"
        }
        let parameters = labels.enumerated().map { "\($1) a\($0): Any?" }
        if let k = stubs[s].members.firstIndex(where: { $0.name == name }) {
            guard case .method(let overloads) = stubs[s].members[k].kind, !overloads.contains(parameters) else {
                return
            }
            stubs[s].members[k].kind = .method(overloads: overloads + [parameters])
        } else {
            stubs[s].members.append(Member(name: name, isStatic: false, kind: .method(overloads: [parameters])))
        }
    }
}

extension PortStubs {
    /// ``parameters(_:)``, adding a stub class for each closure parameter the files use as an
    /// object (`Constraints(for: v) { $0.edges.pin() }`: `PortStubArgument`), whose members the
    /// next rounds learn.
    mutating func registeringParameters(_ args: [Argument]) -> [String] {
        let p = parameters(args)
        for (declaration, arg) in zip(p, args) {
            guard let r = declaration.range(of: "(PortStub"), let end = declaration[r.upperBound...].firstIndex(of: ")")
            else { continue }
            let name = "PortStub" + declaration[r.upperBound..<end]
            // A parameter the closure switches on is an enum, whose cases the next rounds learn.
            if stub(name) == nil {
                stubs.append(Stub(name: name, shape: arg.firstParameterIsSwitched ? .enumeration : .plainClass))
            }
        }
        return p
    }
}

extension PortStubs {
    /// UIKit classes without an `init()` or a harmless instance (an image needs its pixels).
    static let withoutHarmlessInstance: Set<String> = ["UIImage"]

    /// The arguments that make an instance of the UIKit classes that have no `init()`.
    static let requiredArguments: [String: String] = [
        "UIPresentationController": "(presentedViewController: UIViewController(), presenting: nil)",
        "UICollectionView": "(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
        "UIDynamicAnimator": "(referenceView: UIView())"
    ]

    /// The arguments that make an instance of class stub `stub`: `()`, or those its UIKit
    /// superclass requires (``requiredArguments``: a presentation controller, a collection view).
    func emptyArguments(_ stub: Stub) -> String {
        var shape = stub.shape
        var seen: Set<String> = [stub.name]
        if stub.shape == .sdkExtension, let a = Self.requiredArguments[stub.name] { return a }
        while case .subclass(let base) = shape {
            if let a = Self.requiredArguments[base] { return a }
            guard let parent = self.stub(base), seen.insert(base).inserted else { break }
            shape = parent.shape
        }
        return "()"
    }
}

extension PortStubs {
    /// `overloads` with `p` added unless one has its labels. A trailing closure matches a
    /// labelled closure parameter too, so an overload that differs only by its last closure
    /// being unlabelled (`animate(duration:) { … }` next to `animate(duration:closure:)`) would
    /// make the call ambiguous: the labelled one is kept.
    static func adding(_ p: [String], to overloads: [[String]]) -> [[String]] {
        let labels = p.map(label)
        if overloads.contains(where: { $0.map(label) == labels }) { return overloads }
        func trailingTwin(_ a: [String], _ b: [String]) -> Bool {
            guard a.count == b.count, let x = a.last, let y = b.last, x.contains("->"), y.contains("->"),
                a.dropLast().map(label) == b.dropLast().map(label)
            else { return false }
            return label(x) == "_" || label(y) == "_"
        }
        if let k = overloads.firstIndex(where: { trailingTwin($0, p) }) {
            var out = overloads
            if label(out[k].last ?? "") == "_" { out[k] = p }
            return out
        }
        return overloads + [p]
    }
}

extension PortStubs {
    /// Names the standard library took after apps had declared their own (Swift 5.7's
    /// `Duration`, `Clock`, `Regex`): an app's `typealias Duration = TimeInterval` in a file not
    /// given no longer makes the compiler say "cannot find", the standard one stands in silently.
    static let newerStandardNames: Set<String> = ["Duration", "Clock", "Regex", "Instant"]

    /// `cannot convert value of type 'Duration' to … 'TimeInterval'` (either way round): the
    /// app's own name shadows the standard one; it becomes a typealias stub of the other type.
    /// True when it did.
    mutating func shadowedStandardName(_ a: String, _ b: String) -> Bool {
        for (name, other) in [(a, b), (b, a)] {
            let bare = Self.bareType(name), target = Self.bareType(other)
            guard Self.newerStandardNames.contains(bare), stub(bare) == nil, !declared.contains(bare),
                !Self.newerStandardNames.contains(target), !target.contains("<"), !target.contains("->")
            else { continue }
            stubs.append(Stub(name: bare, shape: .alias(target)))
            return true
        }
        return false
    }
}

extension PortStubs {
    /// `let (from, to) = views(…)` then `guard let f = from …` in a file where the stub's tuple
    /// result was typed from another file's use: the elements the line binds (or chains with
    /// `?.`) become optional.
    mutating func optionalTupleElements(bound line: String, before d: Diagnostic) {
        guard let (names, call) = destructuring(before: d, within: 8, where: { _ in true }) else { return }
        for (s, method, var elements) in tupleReturns(calledIn: call, count: names.count) {
            for (i, n) in names.enumerated() where Self.containsWord(line, n) && !elements[i].hasSuffix("?") {
                elements[i] += "?"
            }
            stubs[s].returns[method] = "(" + elements.joined(separator: ", ") + ")"
        }
    }

    /// The nearest `let (a, b, …) = call` within `window` lines before `d` whose names satisfy
    /// `accept`: the names and the text from the closing parenthesis on (the call).
    func destructuring(before d: Diagnostic, within window: Int, where accept: ([String]) -> Bool) -> (
        names: [String], call: String
    )? {
        for back in 1...window where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            guard let r = earlier.range(of: "let ("), let close = earlier[r.upperBound...].firstIndex(of: ")") else {
                continue
            }
            let names = earlier[r.upperBound..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if accept(names) { return (names, String(earlier[close...])) }
        }
        return nil
    }

    /// The stub methods called in `call` that return a tuple of `count` elements: stub index,
    /// method name, element types.
    func tupleReturns(calledIn call: String, count: Int) -> [(Int, String, [String])] {
        var out: [(Int, String, [String])] = []
        for s in stubs.indices {
            for (method, type) in stubs[s].returns.sorted(by: { $0.key < $1.key })
            where type.hasPrefix("(") && Self.callArguments(of: method, in: call) != nil {
                let elements = type.dropFirst().dropLast().split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if elements.count == count { out.append((s, method, elements)) }
            }
        }
        return out
    }
}

extension PortStubs {
    /// `let (min, minOrigin, minCenter, percent) = panning.smallestDirection(…)` (its element
    /// types guessed from the names) then a use that wants another type of one element
    /// (`moveView(ctr: minCenter)` wants a `CGPoint`; `direction == minOrigin` where `direction`
    /// is the files' `SlidePresentationOrigin`, ADPresentationKit, held-out 45): that element
    /// of the stub method's tuple, `from`, becomes `to`. The binding is up to 25 lines before
    /// `d`. True when one changed.
    mutating func retypeTupleElement(_ d: Diagnostic, line: String, from: String, to: String) -> Bool {
        guard !to.contains("_"), !to.contains("~"), !to.contains("<<"), from != to,
            let (names, call) = destructuring(
                before: d, within: 25, where: { $0.contains { Self.containsWord(line, $0) } })
        else { return false }
        for (s, method, var elements) in tupleReturns(calledIn: call, count: names.count) {
            var changed = false
            for (i, n) in names.enumerated() where Self.containsWord(line, n) && Self.bareType(elements[i]) == from {
                elements[i] = elements[i].hasSuffix("?") ? to + "?" : to
                changed = true
            }
            guard changed else { continue }
            stubs[s].returns[method] = "(" + elements.joined(separator: ", ") + ")"
            return true
        }
        return false
    }

    /// `success ? .dismiss : .present`: a conditional choosing between implicit members, one
    /// of them `member`.
    static func ternaryChoosesMember(_ text: String, _ member: String) -> Bool {
        let t = text.replacingOccurrences(of: " ", with: "")
        return t.contains("?." + member) && t.contains(":.") || t.contains(":." + member) && t.contains("?.")
    }

    /// Names Swift keeps for itself that a stand-in type named after a label must not take
    /// (`type:` would make `enum Type`, which `Foo.Type` already means).
    static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any", "Sendable"]
}
