import Foundation
import TextFormat

/// Stand-ins for the app's own symbols that the ported files use but do not declare (the
/// app's view controllers, views, constants namespaces, enums and protocols, which live in
/// files the user did not give). Real animators rarely come alone: most refer to a
/// `ProfileViewController`, a `Constants.duration` or a `CardView` of their app, and without
/// them nothing compiles. `host-cli port` builds, hands the compiler's errors to
/// ``learn(from:)``, writes ``source()`` as `PortStubs.swift` and builds again, a bounded
/// number of rounds.
///
/// Every stub is inferred from how the files use it, never from a list of known apps: a
/// type's shape from its name and uses (`…ViewController` or a cast of
/// `viewController(forKey:)` is a `UIViewController` subclass, `…View`, `…Cell`,
/// `…Button`, `…Label`, `…ImageView` their UIKit class, `…Delegate` a protocol, `…Direction`,
/// `…Style` an enum, a name only used as `X.member` a namespace of static constants); a
/// member's type from its name (`imageView` a `UIImageView`, `…Frame` a `CGRect`,
/// `duration` a `TimeInterval`) and then from the compiler's next complaint (a `cannot
/// convert value of type 'A' to expected argument type 'B'` makes it a `B`). Values are
/// harmless ones: numbers like the placeholder arguments, views created and added to their
/// owner's view so a force-unwrap holds. Apple's names (`UI…`, `CA…`) are never stubbed: a
/// gap of the SDK stays a blocker, and so does a lowercase name that is not a member of a
/// stubbed superclass.
public struct PortStubs: Sendable {
    /// How many build rounds `port` runs at most to complete the stubs.
    public static let maximumRounds = 12

    /// What a stubbed type is.
    public enum Shape: Sendable, Equatable {
        /// A subclass of an SDK class (`UIViewController`, `UIView`, …).
        case subclass(String)
        /// A class of its own, made with `init()`.
        case plainClass
        /// `protocol X: AnyObject`; members go into an extension.
        case protocolType
        /// An enum whose cases are the members the files name.
        case enumeration
        /// An enum without cases holding static constants (`Constants.duration`).
        case namespace
        /// Another name for a type (`typealias Duration = TimeInterval`): a stub the files
        /// only ever use where that type is expected.
        case alias(String)
        /// Members added to a type of the SDK or the standard library (`extension UIView { var
        /// panContainerView: UIView }`): an extension the app declares in a file not given, or
        /// an Apple API the SDK lacks; the stub's name is the extended type's.
        case sdkExtension
        /// Top-level variables of the app (`defaultTransitionDuration`), written outside any type.
        case topLevel
    }

    /// A member of a stubbed type.
    public struct Member: Sendable, Equatable {
        /// The name.
        public var name: String
        /// `static` (a namespace's constants, `X.shared`).
        public var isStatic: Bool
        /// What it is.
        public var kind: Kind
        /// The kinds of member.
        public enum Kind: Sendable, Equatable {
            /// A property of that type (`optional`: implicitly unwrapped, for `x?.` and `x!` uses).
            case property(type: String, optional: Bool)
            /// A method; one overload per set of labels seen, parameters given as declarations.
            case method(overloads: [[String]])
            /// An enum case, with payload labels when the files call it.
            case enumCase(payload: [String]?)
            /// A declaration copied from an override in a subclass of the stub (its signature
            /// with a harmless body), so the subclass's `override` compiles.
            case overridden(declaration: String)
        }
    }

    /// One stubbed type.
    public struct Stub: Sendable, Equatable {
        /// Qualified name (`Constants.Animation` for a nested namespace).
        public var name: String
        /// Its shape.
        public var shape: Shape
        /// Its members, in the order learned.
        public var members: [Member] = []
        /// Initializer overloads beyond `init()` (parameter declarations).
        public var initializers: [[String]] = []
        /// Methods whose result the files use, by name: the type the compiler asked for.
        public var returns: [String: String] = [:]
        /// Methods returning an object (`T!` in ``returns``) whose result the files test
        /// (`if let`, `?.`, `!`): written implicitly unwrapped; the others return `T` itself, so
        /// that `let a = f(); a.duration` compiles.
        public var optionalReturns: Set<String> = []
        /// How many generic parameters it takes (`Action<ActionData>`: one), 0 for none.
        public var genericParameters = 0
        /// Protocols of the SDK it conforms to (`UITimingCurveProvider`), their requirements
        /// among its members.
        public var conformances: [String] = []
    }

    /// The stubs, in the order learned.
    public internal(set) var stubs: [Stub] = []
    /// The ported copies by file name, for reading how a name is used.
    let sources: [String: [Substring]]
    /// All the copies' text joined (usage scans).
    let allText: String
    /// The enum cases the files' switches handle without rejecting (placeholders pick these).
    let handledCases: Set<String>
    /// Types the files declare themselves (never stubbed).
    let declared: Set<String>
    /// The names of the types the files declare at the top level (not nested in another).
    let declaredTopLevel: Set<String>
    /// The names of the members the files' types and extensions declare (a local variable of
    /// a function is none: `var transitionView = UIView()` beside a call of the app's
    /// `view.transitionView()`).
    let memberNames: Set<String>
    /// The superclass each class of the files names, by class name.
    let superclasses: [String: String]
    /// Everything each class of the files inherits or conforms to, by class name.
    let inherited: [String: [String]]
    /// Per file name, the classes declared there with their line span (for "which class is line L in").
    let classSpans: [String: [(name: String, first: Int, last: Int)]]
    /// The files' own protocols a stand-in can adopt, with their requirements (PortStubs+FilesProtocols).
    let filesProtocols: [String: FilesProtocol]
    /// The files' top-level types that are not public: a stub member typed by one stays internal.
    let internalTypes: Set<String>
    /// Diagnostics already acted on (file:line:message), so a round that only repeats them ends.
    var handled: Set<String> = []
    /// `Stub.member` names a stand-in must not declare: its superclass does (``dropRedeclaredMembers(_:written:)``).
    var inheritedMembers: Set<String> = []
    /// Modules the files import that do not exist here (third-party ones, Apple frameworks the
    /// SDK lacks): their imports are dropped from the copies and what the files use of them is
    /// stubbed like the app's own symbols.
    public internal(set) var droppedImports: Set<String> = []
    /// Stubs that turned out to be constants (``globalConstant(_:type:)``), and their types:
    /// a use of one as a type another diagnostic of the same round gave is retyped after it.
    var constantsFromTypes: [String: String] = [:]
    /// The app's capitalised functions the files guard on (``capitalisedPredicate(_:line:)``):
    /// their stand-ins answer `true`.
    var heldPredicates: Set<String> = []
    /// Stub properties whose number type an arithmetic operator with a typed operand decided
    /// (`cardOffset * Float(i)`: `Stub.member`): no later mismatch retypes them back.
    var settledNumbers: Set<String> = []
    /// Stub properties the files subscript (``subscriptedGuess(_:line:)``): their arrays hold
    /// elements.
    var subscriptedArrays: Set<String> = []
    /// The app's operators on Core Graphics' geometry types the files use and port declares
    /// (`CGPoint -`): PortStubs+GeometryOperators.swift.
    var geometryOperators: Set<String> = []
    /// The labels of the app's collection subscripts the files use (`[safe: i]`): PortStubs+Subscripts.swift.
    var collectionSubscripts: Set<String> = []
    /// `x.m?(…)` calls of stubbed methods, by copy and line: written `x.m(…)` (a stubbed
    /// requirement is never optional).
    public internal(set) var optionalCalls: [String: [Int: Set<String>]] = [:]
    /// `Selector(T.m(_:))` the compiler found ambiguous (the SDK's class has a method of that
    /// name too), by copy and line: the reference, written with the coercion to the files' own
    /// method's type (`as (T) -> (UIGestureRecognizer) -> Void`).
    public internal(set) var selectorTypes: [String: [Int: [String: String]]] = [:]

    /// Stubs for `files` (the ported copies: package file name and text), none yet.
    public init(files: [(name: String, source: String)]) {
        var sources: [String: [Substring]] = [:]
        var declared: Set<String> = [], declaredTopLevel: Set<String> = []
        var supers: [String: String] = [:], inherited: [String: [String]] = [:]
        var spans: [String: [(String, Int, Int)]] = [:]
        var protocols: [String: FilesProtocol] = [:], internalTypes: Set<String> = []
        var memberNames: Set<String> = []
        for f in files {
            sources[f.name] = f.source.split(separator: "\n", omittingEmptySubsequences: false)
            let scan = SwiftDeclarations(f.source)
            for t in scan.types { memberNames.formUnion(t.members.map(\.name)) }
            protocols.merge(Self.filesProtocols(in: scan)) { _, later in later }
            internalTypes.formUnion(Self.internalTypes(in: scan, source: f.source))
            for t in scan.types where t.keyword != "extension" {
                declared.insert(t.name)
                declared.insert(t.qualifiedName)
                if t.qualifiedName == t.name { declaredTopLevel.insert(t.name) }
                if t.keyword == "class", let first = t.inherits.first { supers[t.name] = first }
                // A protocol's too: its members may be its stubbed parent's (PortStubs.addMember).
                if t.keyword == "class" || t.keyword == "struct" || t.keyword == "enum" || t.keyword == "protocol" {
                    inherited[t.name, default: []] += t.inherits
                }
                if t.keyword == "class" {
                    let last = t.close < scan.tokens.count ? scan.tokens[t.close].line : Int.max
                    spans[f.name, default: []].append((t.name, t.line, last))
                }
            }
            for t in scan.types where t.keyword == "extension" { inherited[t.name, default: []] += t.inherits }
            // typealiases are declarations too.
            for (i, tok) in scan.tokens.enumerated() where scan.text(i) == "typealias" && i + 1 < scan.tokens.count {
                _ = tok
                declared.insert(scan.text(i + 1))
            }
        }
        self.sources = sources
        self.allText = files.map(\.source).joined(separator: "\n")
        self.handledCases = SwitchCaseUse.handled(in: allText)
        self.declared = declared
        self.declaredTopLevel = declaredTopLevel
        self.memberNames = memberNames
        self.superclasses = supers
        self.inherited = inherited
        self.classSpans = spans
        self.filesProtocols = protocols
        self.internalTypes = internalTypes
    }

    /// True when there is nothing to write.
    public var isEmpty: Bool {
        stubs.isEmpty && droppedImports.isEmpty && optionalCalls.isEmpty && selectorTypes.isEmpty
            && geometryOperators.isEmpty && collectionSubscripts.isEmpty
    }

    /// The stub named `name`.
    public func stub(_ name: String) -> Stub? { stubs.first { $0.name == name } }

    // MARK: - Learning from the compiler

    /// One `error:` line of a build log.
    struct Diagnostic {
        var file: String
        var line: Int
        var column: Int
        var message: String
        /// Where the member the error names is declared, when a `note: '…' declared here`
        /// after it points outside the copies (the SDK): the file's path, the line and the
        /// member's name as the note spells it (`snapshotView(afterScreenUpdates:)`).
        var declaredOutside: (path: String, line: Int, name: String)? = nil
    }

    /// The error lines of `log` that name one of the copies.
    func diagnostics(_ log: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var noted = true
        for raw in log.split(separator: "\n") {
            if !noted, let declaration = outsideDeclaration(raw) {
                out[out.count - 1].declaredOutside = declaration
                noted = true
            }
            guard let r = raw.firstRange(of: ": error: ") else { continue }
            noted = true
            let parts = raw[..<r.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let col = Int(parts[parts.count - 1]) else {
                continue
            }
            let path = parts.dropLast(2).joined(separator: ":")
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard sources[name] != nil else { continue }
            out.append(Diagnostic(file: name, line: line, column: col, message: String(raw[r.upperBound...])))
            noted = false
        }
        return out
    }

    /// The first `path:line:col: note: 'member' declared here` after an error, when the path is
    /// none of the copies': the SDK's declaration the call did not fit.
    func outsideDeclaration(_ raw: Substring) -> (path: String, line: Int, name: String)? {
        guard let r = raw.firstRange(of: ": note: '"), raw.hasSuffix("' declared here") else { return nil }
        let parts = raw[..<r.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), Int(parts[parts.count - 1]) != nil else {
            return nil
        }
        let path = parts.dropLast(2).joined(separator: ":")
        guard path.hasPrefix("/"), sources[path.split(separator: "/").last.map(String.init) ?? path] == nil else {
            return nil
        }
        let name = raw[r.upperBound...].dropLast("' declared here".count)
        return (path, line, String(name))
    }

    /// Reads a build's errors and adds or changes the stubs they call for. Returns true when
    /// anything changed (a new build is worth it).
    public mutating func learn(from log: String) -> Bool {
        let before = state
        let redeclared = dropRedeclaredMembers(log, written: source())
        for d in diagnostics(log) {
            let key = "\(d.file):\(d.line):\(d.message)"
            guard !handled.contains(key) else {
                repeatedNumberMember(d)
                continue
            }
            // Marked handled only when it changed something: an error a later stub explains
            // (a member of a protocol stubbed this round) is read again next round.
            let was = state
            apply(d)
            if state != was { handled.insert(key) }

        }
        for (name, type) in constantsFromTypes { retypeUses(of: name, as: type) }
        return redeclared || state != before
    }

    mutating func apply(_ d: Diagnostic) {
        // A line continuing a condition reads as one (PortStubs+ConditionLines).
        let line = conditionLine(d.file, d.line)
        if typeOverriddenMember(d) || applyGeometryOperator(d) || applyCollectionSubscript(d) || relateFromUse(d)
            || guessedValueConforming(d, line: line)
            || optionalChainedResult(d, line: line) || applyConfiguringClosure(d, line: line)
            || membersHiddenInClosure(d) || implicitCaseOfStandInEnum(d, line: line)
            || iteratedStandInProperty(d, line: line) || guessedClassIsAppType(d)
            || stubAssignedToAnotherStub(d)
            || applyMissingSymbol(d, line: line)
            || applyPortFault(d, line: line)
            || applyUseMismatch(d, line: line)
            || applyKindMismatch(d, line: line) || annotatedReturn(d, line: line)
            || controllerLikeClass(d, line: line) || unwrappedBinding(d, line: line)
            // After the stand-in properties had their chance to be the optional read.
            || optionalExtensionMember(d)
        {
            return
        }
        applyTypeMismatch(d, line: line)
    }

    /// A type, a name or a member the compiler cannot find: a stub, a member of one, or a
    /// member added to an SDK type. True when the message was one of those.
    mutating func applyMissingSymbol(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
        let names = Self.quotedNames(m)
        if m.hasPrefix("cannot find type '"), let x = names.first {
            addType(x, asValue: false, extendedHere: Self.extends(line, x))
        } else if m.hasPrefix("cannot find '"), let x = names.first {
            if x.first?.isUppercase == true { addType(x, asValue: true) } else { addMissingName(x, d, line: line) }
        } else if m.hasPrefix("value of type '"), m.contains(" has no member '"), names.count >= 2 {
            addValueMember(d, names: names, line: line)
        } else if m.hasPrefix("conflicting arguments to generic parameter '"), names.count >= 3 {
            // `p.enableInteractionDismiss == false` over a stub typed from its name: the property
            // is of the other side's type (`'CGFloat?' vs. 'Bool'`).
            let (a, b) = (names[names.count - 2], names[names.count - 1])
            if !retypeProperty(on: line, from: a, to: b) { _ = retypeProperty(on: line, from: b, to: a) }
        } else if m.hasPrefix("cannot infer contextual base in reference to member '"), let member = names.first {
            // `x.animationWillStart(transitionType: .dismiss)` on a stub taking `Any?` (the compiler
            // may say no more when the call sits in a closure over an array literal): the
            // argument's type is a stand-in enum with that case, as for `type 'Any' has no member`.
            typeImplicitMemberArgument(member, at: d)
        } else if m.hasPrefix("type 'Bool' has no member '"),
            line.trimmingCharacters(in: .whitespaces).hasPrefix("case ."), switchedFlag(d, line: line)
        {
            // `switch ColorTheme.selected { case .light:` (Puzzil, held-out 44): a property port
            // typed `Bool` from its name (`selected`) is the app's enumeration.
        } else if m.hasPrefix("type '"), m.contains("' has no member '") || m.contains("') has no member '"),
            names.count >= 2
        {
            // `type 'TimeInterval' (aka 'Double') has no member 'defaultAnimationDuration'`: the
            // type as written, and the member after the aka.
            addTypeMember(m.contains("' (aka '") && names.count >= 3 ? [names[0], names[2]] : names, d, line: line)
        } else if m.hasPrefix("static member '"), m.contains("' cannot be used on instance of type '"), names.count >= 2
        {
            // `sheetView.transition(to: .compact)` on a view stand-in, `element.animate(…)`: the
            // app's instance method, which UIView's class method of that name hid.
            let owner = Self.bareType(names[1])
            if let s = appStubIndex(owner) {
                addMember(names[0], to: s, isStatic: false, line: line)
            } else {
                addExtensionMember(names[0], of: owner, isStatic: false, line: line)
            }
        } else if m.hasPrefix("cannot specialize non-generic type '"), let x = names.first {
            makeGeneric(Self.bareType(x), on: line)
        } else if m.contains("is not a member type of"), names.count >= 2 {
            // `Outer.Inner` where Outer is a stub: a nested stub.
            if let s = appStubIndex(Self.bareType(names[1])) { addType(stubs[s].name + "." + names[0], asValue: false) }
        } else if m.contains("cannot be constructed because it has no accessible initializers"), let x = names.first,
            let s = appStubIndex(Self.bareType(x))
        {
            let cases = stubs[s].members.contains { if case .enumCase = $0.kind { true } else { false } }
            if stubs[s].shape == .enumeration, cases {
                // An enum the files also make (`State(context)`): an initializer picking a case.
                let last = stubs[s].name.split(separator: ".").last.map(String.init) ?? stubs[s].name
                let args = Self.callArguments(of: last, in: line) ?? []
                stubs[s].initializers = Self.adding(registeringParameters(args), to: stubs[s].initializers)
            } else if stubs[s].shape == .enumeration || stubs[s].shape == .namespace {
                stubs[s].shape = .plainClass
            }
        } else {
            return false
        }
        return true
    }

    /// `value of type 'T' has no member 'x'` (`names`: the type, the member, maybe an aka):
    /// a member of the stub or stubbed superclass, a guessed property's own stub type, or a
    /// member of the app's extension of an SDK type or of the files' own class.
    mutating func addValueMember(_ d: Diagnostic, names: [String], line: String) {
        let m = d.message
        // `value of type 'T.Model' (aka 'any A & B') has no member 'x'`: the aka is the type.
        let names =
            names.count >= 3 && m.contains("(aka '") && appStubIndex(Self.bareType(names[0])) == nil
            ? Array(names.dropFirst()) : names
        var owner = compositionStub(Self.bareType(names[0]), member: names[1]) ?? Self.bareType(names[0])
        // `value of type 'PortStubWidth' (aka 'CGFloat') has no member 'doubled'` (Jibber,
        // held-out 46): a stub that became another name for a type holds no members; the type does.
        if let s = appStubIndex(owner), case .alias(let target) = stubs[s].shape { owner = Self.bareType(target) }
        // `Action<ActionDataType>`: a generic stub, named without its arguments.
        // A call written over several lines (`finalize(completed: …,\n fromView: …)`) is read whole.
        let call = spanningCall(d, line)
        if let s = appStubIndex(owner) ?? appStubIndex(String(owner.prefix { $0 != "<" })) {
            addMember(names[1], to: s, isStatic: false, line: call)
        } else if let s = inheritedStub(of: owner.split(separator: ".").last.map(String.init) ?? owner) {
            addMember(names[1], to: s, isStatic: false, line: call)
        } else if !stubGuessedProperty(on: line, type: owner, member: names[1]), !readsGuessedNumber(line, owner),
            !stubGuessedBinding(d, line: line, type: owner, member: names[1])
        {
            let home = sdkBase(ofDeclared: owner) ?? owner
            // `self.cx.postNotification(…)` (CXSwiftKit, held-out 44): the files' own class
            // lacks a member its app declares in an extension elsewhere (`extension NSObject:
            // CXSwiftBaseCompatible`): stubbed in an extension of that class.
            let own = home == owner && declaredTopLevel.contains(owner) && line.contains("self." + names[1])
            addExtensionMember(names[1], of: home, isStatic: false, line: line, filesOwn: own)
        }
    }

    /// `type 'T' has no member 'x'` (`names`: the type, the member): a member of the stub, a
    /// type the app nests in an SDK class, or a static member of the app's extension of one.
    mutating func addTypeMember(_ names: [String], _ d: Diagnostic, line: String) {
        let owner = Self.bareType(names[0])
        if owner == "Any" || owner == "_ErrorCodeProtocol" {
            // `_ErrorCodeProtocol`: the compiler's pick for `case .kind(.pop):` matched against `Any?`.
            typeImplicitMemberArgument(names[1], at: d)
        } else if names[1].contains("("), let s = appStubIndex(owner) {
            // `Selector(Menu.handleTap(recognizer:))`: an instance method named with its labels.
            addMethod(named: names[1], to: s)
        } else if let s = appStubIndex(owner) {
            addMember(names[1], to: s, isStatic: true, line: spanningCall(d, line))
        } else if names[1].first?.isUppercase == true, isExtensible(owner), !owner.contains(".") {
            // `UIPanGestureRecognizer.Direction.vertical`: the app's type nested in an SDK
            // class by an extension in a file not given (Slide, held-out 43).
            addType(owner + "." + names[1], asValue: false)
        } else {
            // `UIView.spring(0.3, animations: {` … `}, completion: { _ in` …: the call read whole.
            addExtensionMember(names[1], of: owner, isStatic: true, line: spanningCall(d, line))
        }
    }

    /// A lowercase name the compiler cannot find: a member of the stubbed superclass or
    /// protocol the enclosing class inherits, a member of the SDK superclass it extends, or a
    /// function or variable of the app.
    mutating func addMissingName(_ x: String, _ d: Diagnostic, line: String) {
        let owner = enclosingClass(d.file, d.line)
        let base = owner.flatMap { superclasses[$0] } ?? ""
        if let owner, let s = inheritedStub(of: owner) {
            addMember(x, to: s, isStatic: false, line: line)
        } else if !base.isEmpty, base != "NSObject", Self.isAppleName(base) {
            // `isTransitioning` in a `UIViewController` subclass: the app extends UIViewController.
            addExtensionMember(x, of: base, isStatic: false, line: line)
        } else {
            // A function or variable of the app (`delay(0.3) { … }`, `defaultDuration`).
            addMember(x, to: topLevelIndex(), isStatic: false, line: line)
        }
    }

    /// Faults of the stubs themselves that the compiler names: labels, overrides, a member
    /// read in a property's initializer, `?(` on a stubbed requirement. True when it was one.
    mutating func applyPortFault(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
        let names = Self.quotedNames(m)
        if m.hasPrefix("argument passed to call that takes no arguments") || m.hasPrefix("extra argument")
            || m.hasPrefix("incorrect argument label") || m.hasPrefix("missing argument")
            || m.hasPrefix("extraneous argument label") || m.hasPrefix("extra trailing closure passed in call")
        {
            let before = state
            if !addCollidingMethod(d) { addCalls(d) }
            if state == before { overloadSDKMember(d, line: line) }
            if state == before { _ = overloadStaticSDKMember(d, line: line) }
            if state == before { addImplicitSDKInitializer(d) }
        } else if m.hasPrefix("no exact matches in call to static method '"),
            overloadStaticSDKMember(d, line: line)
        {
            // A second label set of the app's static helper beside UIKit's (`UIView.animate(d,
            // animation: { … })` after `UIView.animate(d, damping:velocity:animation:)`).
        } else if m.hasPrefix("method does not override any method from its superclass")
            || m.hasPrefix("property does not override any property from its superclass")
            || m.hasPrefix("initializer does not override a designated initializer")
        {
            copyOverride(d)
        } else if m.hasPrefix("cannot use instance member '"), m.contains("within property initializer"),
            let x = names.first
        {
            moveToTopLevel(x)
        } else if m.hasPrefix("no such module '"), let x = names.first {
            droppedImports.insert(x)
        } else if m.hasPrefix("cannot use optional chaining on non-optional value of type '("),
            !m.hasPrefix("cannot use optional chaining on non-optional value of type '()'")
        {
            optionalCallsOfStubMethods(d, line: line)
        } else if m.hasPrefix("cannot use optional chaining on non-optional value of type '"),
            optionalBinding(d, line: line)
        {
            // `let c = gallery.currentContentViewController` … `c?.contentView`: the stub property is optional.
        } else if m.hasPrefix("protocol-constrained type cannot contain class"), names.count >= 2 {
            for n in names.prefix(2) { makeProtocol(n) }
        } else if m.hasPrefix("ambiguous use of '"), line.contains("Selector(") {
            typeSelector(d, line: line)
        } else if m.hasPrefix("'@escaping' only applies to function types") {
            closureAliases(on: line)
        } else if m.hasSuffix("in closure requires explicit use of 'self' to make capture semantics explicit"),
            nonEscapingTrailingClosure(before: d)
        {
            // A configuring closure (`Options { o in o.duration = transitionDuration(…) }`).
        } else if m.hasPrefix("cannot convert value of type '")
            || m.hasPrefix("cannot convert return expression of type '"),
            names.count >= 2, names[0].hasSuffix(".Type"),
            globalConstant(String(names[0].dropLast(".Type".count)), type: names[1])
        {
            // `let duration: TimeInterval = DefaultAnimationDuration`: the app's global constant,
            // stubbed as a type from its capital.
        } else if m.hasPrefix("'guard' body must not fall through"), stopsGuard(at: d) {
            // `guard let v = … else { Log.error("…") }`: the app's call ending the body never returns.
        } else if m.hasPrefix("cannot convert value of type '"), m.contains("' to expected condition type 'Bool'"),
            let x = names.first, capitalisedPredicate(x, line: line)
        {
            // `guard JSCGSizeIsValidated(size) else {`: the app's function, stubbed as a type from its capital.
        } else if m.hasPrefix("cannot convert value of type '") || m.hasPrefix("closure passed to parameter of type '"),
            closureAlias(m, names: names)
        {
            // The app's closure alias (`BoolBlock`), stubbed as a class before its use said so.
        } else {
            return false
        }
        return true
    }

    /// The standard number types a guessed `CGFloat` may turn out to be.
    static let numberTypes: Set<String> = ["CGFloat", "Float", "Double", "Int"]

    /// What the compiler says about a stand-in used in a way its type does not fit: a
    /// result compared, iterated or matched as a case, a property assigned an optional or a
    /// closure, a payload or a property passed or returned where another type is expected.
    /// True when the message was one of those.
    mutating func applyUseMismatch(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
        let names = Self.quotedNames(m)
        if m.hasPrefix("result values in '? :' expression have mismatching types '"), names.count >= 3,
            Self.isGuess(names[1]) != Self.isGuess(names[2])
        {
            // `presenting ? p.showDirection : p.dismissDirection`: the type guessed (a number,
            // a stub port made) is the other branch's.
            let (guess, other) = Self.isGuess(names[1]) ? (names[1], names[2]) : (names[2], names[1])
            _ = retypeProperty(on: line, from: guess, to: other)
        } else if m.hasPrefix("binary operator '"), m.contains("operands of type '"), names.count >= 3,
            Set([names[1], names[2]]).count == 2, Set([names[1], names[2]]).isSubset(of: Self.numberTypes),
            names[1] == "CGFloat" || names[2] == "CGFloat",
            retypeProperty(on: line, from: "CGFloat", to: names[1] == "CGFloat" ? names[2] : names[1], settling: true)
        {
            // `configuration.cardOffset * Float(index - 1)` (StackCards, held-out 44): the stub
            // property port guessed a `CGFloat` is of the other operand's number type.
        } else if m.hasPrefix("binary operator '"), m.contains("operands of type '"), names.count >= 3,
            names[1] == "()" || names[2] == "()"
        {
            // `if velocity > 0` where `velocity = pan.velocityForPan()`: a number (a literal's
            // default type, Int or Double, is CGFloat here, as UIKit's numbers are).
            let other = names[1] == "()" ? names[2] : names[1]
            let number = other == "Int" || other == "Double" || other == "()" ? "CGFloat" : other
            setReturn(on: line + bindingsUsed(by: line, before: d), type: number, aka: "")
        } else if m.hasPrefix("for-in loop requires '()' to conform to 'Sequence'") {
            iteratedReturn(on: line, before: d)
        } else if m.hasPrefix("cannot convert return expression of type '")
            || m.hasPrefix("cannot convert value of type '")
            || m.hasPrefix("cannot assign value of type '"), names.count >= 2, subclassIfPlain(names[0], of: names[1])
        {
            // `return attributes` where a `UICollectionViewLayoutAttributes` is expected: the
            // app's class is a subclass of it.
        } else if m.hasPrefix("member '"), m.contains("' produces result of type '"),
            m.contains("but context expects '"),
            names.count >= 4, Self.bareType(names[1]) == Self.bareType(names[3])
        {
            // `case .present:` where `.present` is a static constant of a class or namespace stub:
            // the stub is an enum of the values the files name.
            makeEnumeration(Self.bareType(names[1]))
            // `setImage(.closeButton, for: .normal)`: the app's static member on an SDK type
            // (an asset symbol), typed from its name at first, is of the type the context wants.
            retypeStaticExtensionProperty(names[0], of: Self.bareType(names[1]))
        } else if m.hasPrefix("cannot assign value of type '"), names.count >= 2, names[0] == names[1] + "?",
            !properties(on: line).isEmpty
        {
            // `x.fromController = ctx.viewController(forKey: .from)`: the stub property is optional.
            for (s, k) in properties(on: line) {
                guard case .property(let t, false) = stubs[s].members[k].kind, t == names[1] else { continue }
                stubs[s].members[k].kind = .property(type: t, optional: true)
            }
        } else if m.hasPrefix("cannot assign value of type '("), names.count >= 2, names[0].contains("->"),
            names[0].contains("_")
        {
            // `handler = { state in … }` where the stub property is not a closure yet, and the
            // compiler could not type the closure's parameters (`(_) -> Void`).
            closureProperty(on: line, body: linesFrom(d, count: 12), assignedTo: names[1])
        } else if m.hasPrefix("function produces expected type '"), m.hasSuffix("did you mean to call it with '()'?"),
            let t = names.first, line.contains("= {")
        {
            // `animation.startBlock = { layer.zPosition = 1 }`: a closure without parameters
            // assigned to a stub property guessed a value.
            closureProperty(on: line, body: linesFrom(d, count: 12), assignedTo: t)
        } else if m.hasPrefix("cannot convert value of type 'Any?' to expected argument type '"), names.count >= 2 {
            // `case .update(let p):` then `update(p)`: the payload bound is of the type asked.
            typePayloadBinding(used: line, before: d, type: names[1])
        } else if m.hasPrefix("return expression of type '"), m.contains("' does not conform to '"), names.count >= 2 {
            returnedWhereAProtocolIsWanted(d, line: line, value: names[0], wanted: names[1])
        } else {
            return false
        }
        return true
    }

    /// `return animator` where protocol `wanted` is expected: the stub property read (on the
    /// line or bound before it) is of that protocol; a stub method's result that is nothing
    /// yet (`guard let ia = driver?.interruptibleAnimator() else {…}; return ia`,
    /// ADPresentationKit, held-out 45) returns it.
    mutating func returnedWhereAProtocolIsWanted(_ d: Diagnostic, line: String, value: String, wanted: String) {
        let source = line + bindingsUsed(by: line, before: d)
        if value == "()" {
            setReturn(on: source, type: "any " + wanted, aka: d.message)
        } else {
            _ = retypeProperty(on: source, from: value, to: "any " + wanted)
        }
    }

    /// What the compiler says about types that do not fit: a stub method's result, a
    /// property's type, an optional, a property called as a method.
    mutating func applyTypeMismatch(_ d: Diagnostic, line: String) {
        let m = d.message
        let names = Self.quotedNames(m)
        if m.hasPrefix("value of tuple type '()' has no member")
            || m.hasPrefix("initializer for conditional binding must have Optional type, not '()'")
            || m.hasPrefix("cannot use optional chaining on non-optional value of type '()'")
        {
            // A stub method's result is used as an object: it returns a stub of its own, or
            // the type the variable it is bound to names (`let thumbnailView = d.view(at: i)`).
            if !objectReturn(on: line) { objectReturnOfBinding(used: line, before: d) }
        } else if (m.hasPrefix("cannot convert value of type '()'") || m.hasPrefix("cannot assign value of type '()'")
            || m.hasPrefix("cannot convert return expression of type '()'")), names.count >= 2
        {
            // A stub method's result is used: it returns what the compiler asked for. The call
            // is on the line, or binds a variable the line uses (`let y = t.value(x)`).
            setReturn(on: line + bindingsUsed(by: line, before: d), type: names[1], aka: m)
        } else if m.hasPrefix("'()' is not convertible to '("), m.contains("tuples have a different number of elements")
        {
            tupleReturn(on: line)
        } else if m.hasPrefix("cannot convert value of type '") || m.hasPrefix("cannot assign value of type '"),
            names.count >= 2, shadowedStandardName(names[0], names[1])
        {
            // The app's own `typealias Duration = TimeInterval`, which Swift's newer `Duration` hides.
        } else if m.hasPrefix("cannot convert value of type '"), names.count >= 2,
            aliasIfEmpty(names[0], to: names[1]) || aliasIfEmpty(names[1], to: names[0])
        {
            // A stub with no member yet, used where a Double (…) is expected: a typealias.
        } else if m.hasPrefix("cannot convert value of type '") || m.hasPrefix("cannot assign value of type '")
            || m.hasPrefix("cannot convert return expression of type '")
        {
            guard names.count >= 2 else { return }
            retypeFromMismatch(d, line: line, value: names[0], wanted: names[1])
        } else if m.hasPrefix("cannot use optional chaining on non-optional value")
            || m.hasPrefix("cannot force unwrap value of non-optional type")
            || m.hasPrefix("initializer for conditional binding must have Optional type")
            || m.hasPrefix("'nil' cannot be assigned to type")
            || m.contains("'nil' is not compatible with")
        {
            makeOptional(on: line)
            optionalTupleElements(bound: line, before: d)
        } else if m.hasPrefix("value of optional type '"), m.contains("' must be unwrapped to a value of type '") {
            optionalWhereAValueIsWanted(d, line: line, names: names)
        } else if m.hasPrefix("no '??' candidates produce the expected contextual result type") {
            // `frame = view.frameInWindow() ?? .zero`: the app's member left of `??` returns an
            // Optional — the operator says so (only that side: the target may be a stub too).
            // A method not typed yet returns the type asked for, made optional.
            let left = Self.leftOfNilCoalescing(line)
            if let wanted = names.last, wanted != "??" { setReturn(on: left, type: wanted, aka: m) }
            makeOptional(on: left)
        } else if m.hasPrefix("thrown expression type '"), m.hasSuffix("does not conform to 'Error'"),
            let x = names.first
        {
            // `throw Errors.notFound`: the stub property thrown is an error.
            _ = retypeProperty(on: line, from: x, to: "Error")
        } else if m.hasPrefix("cannot call value of non-function type") {
            let before = state
            makeMethod(on: line)
            if state == before, addMethodShadowingInherited(d, line: line), let t = names.first {
                // Of the type of the property it shares its name with (`frame(inView:)`: a `CGRect`).
                setReturn(on: line, type: t, aka: "")
            }
            if state == before { viewMethodSharingAPropertysName(d, line: line) }
        }
    }

    /// `cardDetailView.constraints(to: container)` (CiaoTransitions, held-out 44): the app's
    /// method on `UIView` whose base name is one of UIView's properties, declared in a file not
    /// given (the compiler only says the property cannot be called): stubbed on `UIView`.
    mutating func viewMethodSharingAPropertysName(_ d: Diagnostic, line: String) {
        let chars = Array(line)
        guard let (name, i) = Self.word(at: d.column, in: line), i > 0, chars[i - 1] == ".",
            i + name.count < chars.count, chars[i + name.count] == "(",
            Self.viewMembers.union(Self.viewPropertiesOnly).contains(name), !Self.uikitMethods.contains(name)
        else { return }
        addExtensionMember(name, of: "UIView", isStatic: false, line: String(chars[i...]))
    }

    /// UIView's properties beyond ``viewMembers`` an app's extension method may share a base
    /// name with (`constraints(to:)`, `window(for:)`).
    static let viewPropertiesOnly: Set<String> = [
        "constraints", "gestureRecognizers", "tag", "window", "safeAreaInsets", "layoutMargins", "mask"
    ]

    /// `cannot convert value of type 'A' to expected argument type 'B'` (or a returned A),
    /// `cannot assign value of type 'A' to type 'B'`: what was guessed as an A on the line (a
    /// stub method's result, an element of a stub's tuple, a stub property, one bound earlier)
    /// becomes a B; for an assignment, whichever side is the guess.
    mutating func retypeFromMismatch(_ d: Diagnostic, line: String, value: String, wanted: String) {
        let assigns = d.message.hasPrefix("cannot assign")
        if retypeReturn(on: line + bindingsUsed(by: line, before: d), from: value, to: wanted) { return }
        // An element of a stub's tuple given where a type is declared (not assigned to a stub's
        // property, which follows the element instead).
        let toStubProperty = assigns && Self.assignment(line).map { !properties(on: $0.target).isEmpty } ?? false
        if !toStubProperty, retypeTupleElement(d, line: line, from: value, to: wanted) { return }
        if assigns, let (target, assigned) = Self.assignment(line) {
            retypeAssignment(target: target, value: assigned, valueType: value, targetType: wanted)
            return
        }
        if retypeProperty(on: line, from: value, to: wanted) { return }
        if assigns {
            _ = retypeProperty(on: line, from: wanted, to: value)
        } else if properties(on: line).isEmpty {
            // `let curve = timing.presentationCurve` earlier, `f(curve)` here.
            _ = retypeProperty(on: bindingsUsed(by: line, before: d), from: value, to: wanted)
        }
    }

    /// `target = value` where the types differ: the value's stub property is of the target's
    /// type, else the target's is of the value's — each on its own side, so that a property
    /// retyped by another line's message is not turned back.
    mutating func retypeAssignment(target: String, value: String, valueType: String, targetType: String) {
        // `view.roundedCorners = roundedCorners`: a bare name the files declare as a member is
        // theirs, not a stub property of that name (Sudoku, held-out 42).
        let ownMember = memberNames.contains(value.trimmingCharacters(in: .whitespaces))
        if !ownMember, retypeProperty(on: value, from: valueType, to: targetType) { return }
        // `v.layer.cornerCurve = p.cornerCurve` once `p.cornerCurve` was retyped by an earlier
        // line: the target's word is the SDK's property, not the stub's.
        // Only members read through a dot: `options.context = context` assigns a local.
        let valueNames = Set(
            properties(on: value).map { stubs[$0.0].members[$0.1].name }.filter { value.contains("." + $0) })
        let targetOnly = properties(on: target).filter { !valueNames.contains(stubs[$0.0].members[$0.1].name) }
        guard !targetOnly.isEmpty else { return }
        _ = retypeProperty(on: target, from: targetType, to: valueType)
    }

    /// A stub method's result bound to a variable that `line` uses as an object (`let
    /// thumbnailView = d.view(at: i)`, up to 25 lines before the diagnostic): the method
    /// returns the type the variable's name suggests.
    mutating func objectReturnOfBinding(used line: String, before d: Diagnostic) {
        for back in 1...25 where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            guard let r = earlier.range(of: "let ") ?? earlier.range(of: "var ") else { continue }
            let name = String(earlier[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty, Self.containsWord(line, name) else { continue }
            if objectReturn(on: earlier, type: Self.type(forMember: name)) { break }
        }
    }

    /// The lines (each after a newline) up to 25 before the diagnostic, in its function, that
    /// bind a variable `line` uses (`let y = t.value(x)`): where a stub method's call may be.
    func bindingsUsed(by line: String, before d: Diagnostic) -> String {
        var source = ""
        for back in 1...25 where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            if Self.containsWord(earlier, "func") { break }
            for kw in ["let ", "var "] {
                guard let r = earlier.range(of: kw) else { continue }
                let name = earlier[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty, Self.containsWord(line, String(name)) { source += "\n" + earlier }
            }
        }
        return source
    }

    // MARK: - Types

    /// Makes stub `name` a typealias of `type` when nothing but its name is known yet.
    mutating func aliasIfEmpty(_ name: String, to type: String) -> Bool {
        guard let s = stubIndex(Self.bareType(name)), stubs[s].shape == .plainClass || stubs[s].shape == .enumeration,
            stubs[s].members.isEmpty, stubs[s].initializers.isEmpty, stubIndex(type) == nil, !type.contains("<<"),
            !type.contains("->")
        else { return false }
        stubs[s].shape = .alias(type)
        return true
    }

    /// The stubbed class or protocol that class `owner` of the files inherits, if any (a
    /// superclass first).
    func inheritedStub(of owner: String) -> Int? {
        for name in inherited[owner] ?? [] {
            if let s = stubIndex(name), stubs[s].shape == .plainClass || stubs[s].shape == .protocolType { return s }
            if let s = stubIndex(name), case .subclass = stubs[s].shape { return s }
        }
        return nil
    }

    /// The stub methods called on `line` whose result the files use as an object: each returns
    /// (implicitly unwrapped) a stub named after it, whose members the next rounds learn.
    @discardableResult
    mutating func objectReturn(on line: String, type: String? = nil) -> Bool {
        var found = false
        for s in stubs.indices {
            for m in stubs[s].members {
                guard case .method = m.kind, stubs[s].returns[m.name] == nil,
                    Self.callArguments(of: m.name, in: line) != nil
                else { continue }
                found = true
                if let type {
                    stubs[s].returns[m.name] = type + "!"
                    continue
                }
                let name = "PortStub" + m.name.prefix(1).uppercased() + m.name.dropFirst()
                if stubs.first(where: { $0.name == name }) == nil {
                    stubs.append(
                        Stub(
                            name: name,
                            shape: shape(for: m.name.prefix(1).uppercased() + m.name.dropFirst(), asValue: false)))
                }
                stubs[s].returns[m.name] = name + "!"
            }
        }
        return found
    }

    /// The index of stub `name` (its qualified name, or the last component of one the compiler
    /// qualified with the module).
    func stubIndex(_ name: String) -> Int? {
        if let i = stubs.firstIndex(where: { $0.name == name }) { return i }
        // A type nested in a protocol, declared outside under a longer name (`nestedDeclarations`).
        if name.hasPrefix("PortStub"),
            let i = stubs.firstIndex(where: {
                $0.name.contains(".") && "PortStub" + $0.name.replacingOccurrences(of: ".", with: "") == name
            })
        {
            return i
        }
        var parts = name.split(separator: ".").map(String.init)
        while parts.count > 1 {
            parts.removeFirst()
            let n = parts.joined(separator: ".")
            if let i = stubs.firstIndex(where: { $0.name == n }) { return i }
        }
        return nil
    }

    /// `any P`, `P?`, `P!`, `P.Type`, `[P]` → `P`.
    static func bareType(_ t: String) -> String {
        var s = t
        if s.hasPrefix("any ") { s.removeFirst(4) }
        if s.hasPrefix("some ") { s.removeFirst(5) }
        while s.hasSuffix("?") || s.hasSuffix("!") { s.removeLast() }
        if s.hasPrefix("(") && s.hasSuffix(")") { s = String(s.dropFirst().dropLast()) }
        if s.hasSuffix(".Type") { s.removeLast(5) }
        if s.hasSuffix(".Protocol") { s.removeLast(9) }
        if s.hasPrefix("any ") { s.removeFirst(4) }
        return s
    }

    /// True for the names Apple's frameworks give; port never stubs them.
    static func isAppleName(_ name: String) -> Bool { PortDiagnostic.isAppleName(name) }

    /// UIKit classes a type name's ending calls for, longest ending first.
    static let uikitEndings: [(String, String)] = [
        ("NavigationController", "UINavigationController"), ("TabBarController", "UITabBarController"),
        ("PresentationController", "UIPresentationController"), ("ViewController", "UIViewController"),
        ("VC", "UIViewController"),
        ("Controller", "UIViewController"), ("ImageView", "UIImageView"), ("CollectionView", "UICollectionView"),
        ("TableView", "UITableView"), ("TableViewCell", "UITableViewCell"),
        ("ScrollView", "UIScrollView"), ("Cell", "UICollectionViewCell"), ("Button", "UIButton"), ("Label", "UILabel"),
        ("NavigationBar", "UINavigationBar"), ("TabBar", "UITabBar"), ("Control", "UIControl"), ("View", "UIView"),
        ("Layer", "CALayer"),
        ("Window", "UIWindow")
    ]
    /// Endings that name a protocol.
    static let protocolEndings = [
        "Delegate", "DataSource", "Protocol", "able", "ible", "Providing", "Presentable", "Convertible"
    ]
    /// Endings that name an enum.
    static let enumEndings = [
        "Direction", "Edge", "Style", "Mode", "Order", "Kind", "State", "Position", "Orientation", "Type", "Side",
        "Alignment", "Status"
    ]

    /// Whether compiler line `line` is a top-level `extension name` declaration (no indent).
    static func extends(_ line: String, _ name: String) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == ":" })
        guard line.first?.isLetter == true, let k = words.firstIndex(of: "extension"), k + 1 < words.count else {
            return false
        }
        return words[k + 1] == name
    }

    /// Adds a type stub `name` (qualified for a nested one) with the shape its name and uses call for.
    /// `extendedHere`: the compiler's line is a top-level `extension name`, so the type the app
    /// extends is a top-level one, even when the files declare a nested type of that name
    /// (`extension FlowLayout { final class FullWidth … }` beside a screen's own nested
    /// `FlowLayout`): the stub is made all the same.
    mutating func addType(_ name: String, asValue: Bool, shape forced: Shape? = nil, extendedHere: Bool = false) {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let nestedOnly = extendedHere && !name.contains(".") && !declaredTopLevel.contains(name)
        guard !name.isEmpty, !Self.isAppleName(last), !declared.contains(name) || nestedOnly,
            stubIndex(name) == nil || stubs[stubIndex(name)!].name != name
        else { return }
        guard stubs.first(where: { $0.name == name }) == nil else { return }
        stubs.append(Stub(name: name, shape: forced ?? shape(for: last, asValue: asValue)))
        if stubs[stubs.count - 1].shape == .protocolType {
            stubs[stubs.count - 1].conformances = uikitRefinements(of: name)
        }
    }

    /// Whether the files cast a table's cell to `name` (`cellForRow(at: i) as? CityCell`,
    /// `dequeueReusableCell(withIdentifier: "c") as! CityCell`).
    func castsTableCell(to name: String) -> Bool {
        for l in allText.split(separator: "\n") where l.contains("as? " + name) || l.contains("as! " + name) {
            if l.contains("cellForRow(at:") || l.contains("dequeueReusableCell(withIdentifier:") { return true }
        }
        return false
    }

    /// The shape of a new stub `name`.
    func shape(for name: String, asValue: Bool) -> Shape {
        let uses = Uses(name, in: allText)
        if uses.inheritedAfterSuperclass
            || Self.protocolEndings.contains(where: { name.hasSuffix($0) }) && !uses.constructed
        {
            return .protocolType
        }
        if uses.castFromContext || castsContextController(to: name) {
            return .subclass(contextControllerBase(of: name))
        }
        // `nav.topViewController as! Name` (PortStubs+ControllerCasts).
        if let base = controllerCastBase(name) { return .subclass(base) }
        // A cell cast from a table's `cellForRow(at:)` is a table's cell, whatever its name.
        if name.hasSuffix("Cell"), castsTableCell(to: name) { return .subclass("UITableViewCell") }
        for (ending, base) in Self.uikitEndings where name.hasSuffix(ending) { return .subclass(base) }
        if uses.onlyStatic { return .namespace }
        if !uses.constructed, Self.enumEndings.contains(where: { name.hasSuffix($0) }) { return .enumeration }
        return .plainClass
    }

    /// How the files use a name: a lexical look, enough to choose a stub's shape.
    struct Uses {
        /// `viewController(forKey: …) as? Name` (or `as!`).
        var castFromContext = false
        /// Written after a superclass in a class's inheritance list (a protocol then).
        var inheritedAfterSuperclass = false
        /// `Name(`: made with an initializer.
        var constructed = false
        /// Only ever `Name.member` (never a type annotation, a cast or a call).
        var onlyStatic = false

        init(_ name: String, in text: String) {
            let lines = text.split(separator: "\n")
            var dotted = 0, other = 0
            for l in lines where l.contains(name) {
                let s = String(l)
                if s.contains("viewController(forKey:"),
                    Self.hasWord(s, "as? " + name) || Self.hasWord(s, "as! " + name)
                {
                    castFromContext = true
                }
                var i = s.startIndex
                while let r = s.range(of: name, range: i..<s.endIndex) {
                    i = r.upperBound
                    let before = r.lowerBound == s.startIndex ? " " : s[s.index(before: r.lowerBound)]
                    let after = r.upperBound == s.endIndex ? " " : s[r.upperBound]
                    if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
                    if after.isLetter || after.isNumber || after == "_" { continue }
                    if after == "(" { constructed = true }
                    if after == "." { dotted += 1 } else { other += 1 }
                    // `class A: Base, Name` / `struct A: Name`.
                    let head = s[..<r.lowerBound]
                    if let colon = head.lastIndex(of: ":"),
                        head[..<colon].contains("class ") || head[..<colon].contains("struct ")
                            || head[..<colon].contains("enum ")
                    {
                        let between = head[head.index(after: colon)...]
                        if between.contains(",") || head[..<colon].contains("struct ")
                            || head[..<colon].contains("enum ")
                        {
                            inheritedAfterSuperclass = true
                        }
                    }
                }
            }
            onlyStatic = dotted > 0 && other == 0
        }

        static func hasWord(_ s: String, _ w: String) -> Bool {
            var i = s.startIndex
            while let r = s.range(of: w, range: i..<s.endIndex) {
                i = r.upperBound
                if r.upperBound == s.endIndex { return true }
                let c = s[r.upperBound]
                if !(c.isLetter || c.isNumber || c == "_") { return true }
            }
            return false
        }
    }

    // MARK: - Members

    /// Adds member `name` to stub `s`, shaped by its use on `line`.
    mutating func addMember(_ name: String, to s: Int, isStatic: Bool, line: String) {
        // `destination.view` on the app's protocol (or a protocol of the files refining it): its
        // conformers are controllers — class-bound to UIViewController, whose members then
        // answer through the protocol (an extension's stand-in `view` would answer nil there).
        if !isStatic, stubs[s].shape == .protocolType, Self.controllerMembers.contains(name) {
            if !stubs[s].conformances.contains("UIViewController") {
                stubs[s].conformances.insert("UIViewController", at: 0)
            }
            return
        }
        if !isStatic, becomesContainer(s, using: name, line: line) || becomesUIKitSubclass(s, using: name, line: line) {
            return
        }
        // A UIKit subclass has UIKit's members: a complaint about one came before it was one.
        if case .subclass = stubs[s].shape, isUIView(stubs[s].name), name != "cornerRadius",
            Self.viewMembers.contains(name)
        {
            return
        }
        guard !isInherited(name, in: s) else { return }
        guard !stubs[s].members.contains(where: { $0.name == name }) else {
            // A second use of a known property as a call: it is a method.
            if line.contains("." + name + "(") || line.contains(name + "(") {
                makeMethod(named: name, in: s, line: line)
            }
            return
        }
        // An enum's capitalised member is a case (`action: .Expand`, Swift 3 style) unless the
        // line reaches through it (`Kind.Inner.value`).
        let reachedThrough = line.contains(name + ".")
        let isSubclass = if case .subclass = stubs[s].shape { true } else { false }
        // A view or controller class's too (`PosterCell.Constants.radius`), when reached through.
        if name.first?.isUppercase == true,
            stubs[s].shape == .namespace || stubs[s].shape == .plainClass
                || ((stubs[s].shape == .enumeration || isSubclass) && reachedThrough)
        {
            // `Constants.Animation.duration`: a nested namespace (or type).
            addType(stubs[s].name + "." + name, asValue: true, shape: stubs[s].shape == .namespace ? .namespace : nil)
            return
        }
        let called = Self.callArguments(of: name, in: line)
        if stubs[s].shape == .enumeration, isStatic {
            stubs[s].members.append(
                Member(name: name, isStatic: false, kind: .enumCase(payload: called.map { $0.map(\.label) })))
            return
        }
        if let args = called {
            stubs[s].members.append(
                Member(name: name, isStatic: isStatic, kind: .method(overloads: [registeringParameters(args)])))
            // `CCLog.fatal("…")`, `Log.fatalError(…)`: the app's logging stop never returns.
            if Self.namesAStop(name) { stubs[s].returns[name] = "Never" }
            return
        }
        let singletons = ["shared", "default", "current", "standard", "main", "instance", "sharedInstance"]
        if isStatic, singletons.contains(name), stubs[s].shape != .protocolType, stubs[s].shape != .enumeration {
            // `Settings.shared`: a class with a shared instance, not a namespace.
            if stubs[s].shape == .namespace { stubs[s].shape = .plainClass }
            stubs[s].members.append(
                Member(
                    name: name, isStatic: true, kind: .property(type: Self.swiftName(stubs[s].name), optional: false)))
            return
        }
        let optional =
            line.contains("." + name + "?") || line.contains("." + name + "!") || line.contains(" " + name + "?.")
            || line.range(of: "let ") != nil && (line.contains("if let") || line.contains("guard let"))
                && line.contains("." + name)
        stubs[s].members.append(
            Member(
                name: name, isStatic: isStatic,
                kind: .property(
                    type: Self.type(forMember: name) ?? Self.assignedType(name, line) ?? "CGFloat", optional: optional))
        )
    }

    /// The type of the literal `line` assigns to `.name` (`x.presented = false`: Bool), if any.
    static func assignedType(_ name: String, _ line: String) -> String? {
        guard let r = line.range(of: name + " = ") else { return nil }
        let v = line[r.upperBound...].trimmingCharacters(in: .whitespaces)
        if v.hasPrefix("true") || v.hasPrefix("false") { return "Bool" }
        if v.hasPrefix("\"") { return "String" }
        return nil
    }

    /// A stub's name as code (nested names keep their dots).
    static func swiftName(_ n: String) -> String { n }

    /// Members that make an app's class a view (it is used as one).
    static let viewMembers: Set<String> = [
        "addSubview", "removeFromSuperview", "superview", "subviews", "frame", "bounds", "center", "alpha",
        "backgroundColor", "layer",
        "transform", "isHidden", "convert", "layoutIfNeeded", "setNeedsLayout", "snapshotView", "insertSubview",
        "bringSubviewToFront",
        "clipsToBounds", "cornerRadius", "addGestureRecognizer", "sizeToFit", "tintColor", "contentMode",
        "isUserInteractionEnabled", "viewWithTag"
    ]
    /// The members of ``viewMembers`` and ``controllerMembers`` that UIKit declares as methods.
    static let uikitMethods: Set<String> = [
        "addSubview", "removeFromSuperview", "convert", "layoutIfNeeded", "setNeedsLayout", "snapshotView",
        "insertSubview", "bringSubviewToFront", "addGestureRecognizer", "sizeToFit", "viewWithTag", "dismiss",
        "present",
        "viewDidLoad", "addChild"
    ]
    /// Members that make an app's class an image view.
    static let imageViewMembers: Set<String> = ["image", "highlightedImage"]
    /// Members that make an app's class a view controller.
    static let controllerMembers: Set<String> = [
        "view", "navigationController", "presentingViewController", "presentedViewController", "dismiss", "present",
        "viewDidLoad",
        "viewIfLoaded", "tabBarController", "modalPresentationStyle", "transitioningDelegate", "children", "addChild"
    ]

    /// A class of the app used with a view's (or a controller's) own members is one: a method
    /// of theirs called, a property of theirs read (`durations.present` is no call of
    /// `present(_:animated:)`); not one found to be no controller (``controllerLikeClass(_:line:)``).
    /// True when stub `s` became one and `name` needs no member of its own (UIView has no
    /// `cornerRadius`, its layer has: the app's own member is still added).
    mutating func becomesUIKitSubclass(_ s: Int, using name: String, line: String) -> Bool {
        guard stubs[s].shape == .plainClass,
            !stubs[s].members.contains(where: {
                Self.optionalControllerMembers.contains($0.name)
                    && $0.kind == .property(type: "UIViewController", optional: true)
            }),
            stubs[s].members.isEmpty || !stubs[s].members.contains(where: { $0.name == name }),
            Self.uikitMethods.contains(name) == (Self.callArguments(of: name, in: line) != nil)
        else { return false }
        let base =
            Self.controllerMembers.contains(name)
            ? "UIViewController"
            : Self.imageViewMembers.contains(name)
                ? "UIImageView"
                : Self.viewMembers.contains(name) ? "UIView" : nil
        guard let base else { return false }
        // UIKit's class has them: drop the members guessed before for those names.
        stubs[s].shape = .subclass(base)
        let inherited = Self.viewMembers.union(Self.imageViewMembers).union(
            base == "UIViewController" ? Self.controllerMembers : [])
        stubs[s].members.removeAll { inherited.contains($0.name) && $0.name != "cornerRadius" }
        return name != "cornerRadius"
    }

    /// `nav.viewControllers.first`, `menu.pushViewController(…)`: stub `s` is a navigation (or
    /// tab bar) controller of the app, whatever its name (`BaseNC`). True when it became one.
    mutating func becomesContainer(_ s: Int, using name: String, line: String) -> Bool {
        guard let container = Self.containerBase(of: name, stubName: stubs[s].name),
            stubs[s].shape == .plainClass || stubs[s].shape == .subclass("UIViewController"),
            Self.containerMethods.contains(name) == (Self.callArguments(of: name, in: line) != nil)
        else { return false }
        stubs[s].shape = .subclass(container)
        let inherited = Self.controllerMembers.union(Self.navigationMembers).union(Self.tabBarMembers)
        stubs[s].members.removeAll { inherited.contains($0.name) }
        return true
    }

    /// Members that make an app's class a navigation controller.
    static let navigationMembers: Set<String> = [
        "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
        "topViewController", "visibleViewController", "setViewControllers", "navigationBar",
        "setNavigationBarHidden", "isNavigationBarHidden", "interactivePopGestureRecognizer"
    ]
    /// Members that make an app's class a tab bar controller (`selectedIndex` only when its
    /// name says `Tab`: a menu's model has one too).
    static let tabBarMembers: Set<String> = ["selectedIndex", "selectedViewController", "tabBar"]
    /// The members of ``navigationMembers`` and ``tabBarMembers`` UIKit declares as methods.
    static let containerMethods: Set<String> = [
        "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
        "setViewControllers", "setNavigationBarHidden"
    ]

    /// The UIKit container controller a member used on the app's class `stubName` makes it:
    /// `viewControllers`, which both have, a tab bar controller's when the name says `Tab`.
    static func containerBase(of member: String, stubName: String) -> String? {
        if navigationMembers.contains(member) { return "UINavigationController" }
        if tabBarMembers.contains(member), member != "selectedIndex" || stubName.contains("Tab") {
            return "UITabBarController"
        }
        guard member == "viewControllers" else { return nil }
        return stubName.contains("Tab") ? "UITabBarController" : "UINavigationController"
    }

    /// The geometry type an implicit initializer's labels name (`.init(top:left:bottom:right:)`:
    /// `UIEdgeInsets`; `.init(width:height:)`: `CGSize`), or nil: an `Any?` parameter could not
    /// be given one (`Any` has no initializers).
    static func implicitInitializerType(_ argument: String) -> String? {
        let t = argument.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix(".init("), t.hasSuffix(")") else { return nil }
        let labels = t.dropFirst(".init(".count).dropLast().split(separator: ",").map {
            $0.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        let types: [[String]: String] = [
            ["top", "left", "bottom", "right"]: "UIEdgeInsets",
            ["top", "leading", "bottom", "trailing"]: "NSDirectionalEdgeInsets",
            ["width", "height"]: "CGSize", ["x", "y"]: "CGPoint", ["dx", "dy"]: "CGVector",
            ["x", "y", "width", "height"]: "CGRect", ["origin", "size"]: "CGRect",
            ["horizontal", "vertical"]: "UIOffset"
        ]
        return types[labels]
    }

    /// The type a member's name suggests, or nil.
    static func type(forMember name: String) -> String? {
        let lower = name.lowercased()
        func ends(_ s: String) -> Bool { name.hasSuffix(s) || lower == s.lowercased() }
        if lower.hasSuffix("viewcontroller") || lower.hasSuffix("controller") || lower.hasSuffix("vc") {
            return "UIViewController"
        }
        if lower.hasSuffix("imageview") { return "UIImageView" }
        if lower.hasSuffix("label") { return "UILabel" }
        if lower.hasSuffix("button") { return "UIButton" }
        if lower.hasSuffix("scrollview") { return "UIScrollView" }
        if lower.hasSuffix("collectionview") { return "UICollectionView" }
        // `cityListTableView.rectForRow(at:)`: the SDK's table (PWWeather, held-out 45).
        if lower.hasSuffix("tableview") { return "UITableView" }
        // The app's selected or source cell (`fromVC.selectedCell`): a view with a content view.
        if lower.hasSuffix("cell") { return "UICollectionViewCell" }
        if lower.hasSuffix("views") || lower.hasSuffix("subviews") { return "[UIView]" }
        if lower.hasSuffix("view") || lower.hasSuffix("snapshot") || lower.hasSuffix("container")
            || lower.hasSuffix("background")
        {
            return "UIView"
        }
        if lower.hasSuffix("layer") { return "CALayer" }
        if lower.hasSuffix("constraint") { return "NSLayoutConstraint" }
        if lower.hasSuffix("constraints") { return "[NSLayoutConstraint]" }
        if lower.hasSuffix("frame") || lower.hasSuffix("rect") || lower.hasSuffix("bounds") { return "CGRect" }
        if lower.hasSuffix("color") || lower.hasSuffix("colour") || lower.hasSuffix("tint") { return "UIColor" }
        if lower.hasSuffix("image") { return "UIImage" }
        if lower.hasSuffix("font") { return "UIFont" }
        if lower.hasSuffix("duration") || lower.hasSuffix("delay") || lower.hasSuffix("interval")
            || lower.hasSuffix("time")
        {
            return "TimeInterval"
        }
        if lower.hasSuffix("insets") || lower.hasSuffix("edgeinset") { return "UIEdgeInsets" }
        if lower.hasSuffix("center") || lower.hasSuffix("point") || lower.hasSuffix("origin")
            || lower.hasSuffix("location")
        {
            return "CGPoint"
        }
        if lower.hasSuffix("size") { return "CGSize" }
        if lower.hasSuffix("transform") { return "CGAffineTransform" }
        // `indexPath` is a collection view's position, not a drawing path.
        if lower.hasSuffix("indexpath") { return "IndexPath" }
        if lower.hasSuffix("path") { return "UIBezierPath" }
        for p in ["is", "has", "should", "can", "did", "will", "was", "needs", "allows", "uses", "shows"]
        where name.hasPrefix(p) {
            let rest = name.dropFirst(p.count)
            if rest.first?.isUppercase == true { return "Bool" }
        }
        if [
            "enabled", "animated", "hidden", "visible", "presenting", "dismissing", "interactive", "selected",
            "expanded", "open"
        ].contains(lower) {
            return "Bool"
        }
        // A view's `tag` is an `Int` (`viewWithTag(Constants.snapshotTag)`).
        if lower.hasSuffix("count") || lower.hasSuffix("index") || lower.hasPrefix("number") || lower.hasSuffix("row")
            || lower.hasSuffix("section") || lower.hasSuffix("tag")
        {
            return "Int"
        }
        if lower.hasSuffix("name") || lower.hasSuffix("title") || lower.hasSuffix("text")
            || lower.hasSuffix("identifier") || lower.hasSuffix("id") && name.hasSuffix("Id")
        {
            return "String"
        }
        if lower.hasSuffix("url") { return "URL" }
        return nil
    }

    /// The harmless value of each type whose value does not depend on the member's name.
    /// A transform is the identity, not nil: a stand-in helper answering `CATransform3D!`
    /// with nil crashed the census animators that applied it.
    static let fixedValues: [String: String] = [
        "Bool": "false", "String": "\"\"",
        "CGRect": "CGRect(x: 40, y: 120, width: 160, height: 160)", "CGPoint": "CGPoint(x: 120, y: 200)",
        "CGSize": "CGSize(width: 160, height: 160)", "UIEdgeInsets": ".zero", "UIOffset": ".zero",
        "CGAffineTransform": ".identity", "CATransform3D": "CATransform3DIdentity",
        "IndexPath": "IndexPath(item: 0, section: 0)", "CGPath": "CGMutablePath()", "CGMutablePath": "CGMutablePath()",
        "UIBezierPath": "UIBezierPath()",
        "UIColor": ".black", "UIFont": "UIFont.systemFont(ofSize: 17)",

        "Error": "NSError(domain: \"port stand-in\", code: 0)",
        "any UIViewImplicitlyAnimating": "UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut)",
        "UITransitionContextViewControllerKey": ".to", "UITransitionContextViewKey": ".to",
        "UIView.AnimationCurve": ".easeInOut", "UIViewAnimationCurve": ".easeInOut", "UIRectEdge": ".left",
        "UIStatusBarStyle": ".default", "UIView.ContentMode": ".scaleToFill",
        "UIModalPresentationStyle": ".custom", "UINavigationController.Operation": ".push", "Bundle": "Bundle.main",
        "OSLog": ".default",
        // An app's animation factory (`createScaleAnimation(duration:)`): a group of nothing,
        // which a layer runs without changing anything.
        "CAAnimation": "CAAnimationGroup()", "CAAnimationGroup": "CAAnimationGroup()",
        // Core Animation's string-backed names: the default each layer starts with.
        "CALayerCornerCurve": ".circular", "CAMediaTimingFunctionName": ".default",
        "CALayerContentsGravity": ".resize", "CAShapeLayerLineCap": ".butt", "CAShapeLayerLineJoin": ".miter",
        "CAShapeLayerFillRule": ".nonZero", "CATransitionType": ".fade", "CAMediaTimingFillMode": ".removed",
        "UIView.AnimationOptions": "[]", "UIView.KeyframeAnimationOptions": "[]", "UIBlurEffect.Style": ".regular",
        "any UIViewAnimating": "UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut)",
        "NSLayoutConstraint":
            "NSLayoutConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)"
    ]

    /// A harmless value of `type` for a member named `name` of a stub of `shape`, or nil when
    /// there is none (the member is then `T!` starting as nil).
    func value(of type: String, name: String) -> String? {
        switch type {
        case "Bool" where heldPredicates.contains(name): return "true"
        case "CGFloat", "Double", "Float", "TimeInterval": return PlausibleNumber.floatingPoint(named: name)
        // Swift's names of `Int` the compiler gives for an element or an index
        // (`[0, vc.selectedItem]` as an `IndexPath`: `IndexPath.Element`).
        case "Int", "IndexPath.Element", "IndexPath.Index", "Array<Int>.Index", "Int32", "Int64", "UInt":
            return PlausibleNumber.integer(named: name)
        case "URL": return nil
        default:
            if let v = appSetValue(of: type) { return v }
            if let v = Self.transitionKeyValue(of: type, name: name) { return v }
            if let v = Self.fixedValues[type] { return v }
            if type.hasSuffix("?") { return "nil" }
            if let t = tupleValue(type) { return t }
            // `TransitionResult<Bool>` of a generic stub class: its placeholder function infers the arguments.
            if let lt = type.firstIndex(of: "<"), let s = stub(String(type[..<lt])), s.genericParameters > 0,
                s.shape == .plainClass || { if case .subclass = s.shape { true } else { false } }()
            {
                return Self.placeholderFunction(s.name) + "()"
            }
            if let s = stub(type), s.shape != .sdkExtension, s.shape != .topLevel {
                switch s.shape {
                case .subclass, .plainClass: return s.genericParameters > 0 ? nil : type + emptyArguments(s)
                case .enumeration: return s.genericParameters > 0 ? nil : enumValue(s)
                case .alias(let t): return value(of: t, name: name)
                default: return nil
                }
            }
            if type.hasPrefix("["), !type.contains(":"), holdsElements(name),
                let named = stub(String(type.dropFirst().dropLast())),
                let element = { if case .alias(let t) = named.shape { stub(t) } else { named } }(),
                let one = element.shape == .plainClass
                    ? element.name + "()" : element.shape == .enumeration ? enumValue(element) : nil
            {
                // The app's list the files index into (`arrDataSources[currentIndex]`), iterate or
                // take the first of (`guard let first = model.detents.first`): three, or as many
                // as the highest literal index the files use needs (`constraints[13]`).
                return "Array(repeating: \(one), count: \(Self.listLength(name, in: allText)))"
            }
            if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
            if type.hasSuffix("Options") || type.hasSuffix("OptionSet") { return "[]" }
            let constructible: Set<String> = [
                "UIView", "UIImageView", "UILabel", "UIButton", "UIScrollView", "UIViewController", "CALayer",
                "CAShapeLayer", "CAGradientLayer", "UIControl", "UIPanGestureRecognizer",
                // A controller's collection view the animator lays out (`toVC.collectionView
                // .layoutIfNeeded()`): nil crashed a census animator on port's stand-in.
                "UICollectionView", "UICollectionViewFlowLayout", "UICollectionViewCell", "UITableViewCell"
            ]
            if constructible.contains(type) { return "\(type)()" }
            if type == "UITableView" { return "UITableView(frame: .zero, style: .plain)" }
            return nil
        }
    }

    /// One argument of a call.
    struct Argument: Equatable {
        var label: String
        var isClosure: Bool
        var closureArity: Int
        var implicitMember: Bool
        /// A closure's parameter names, when written (`{ finished in`).
        var closureParameters: [String] = []
        /// The closure uses members of its first parameter (`{ $0.edges.pin() }`): an object.
        var firstParameterIsObject = false
        /// The closure switches on its first parameter (`{ state in switch state {`): an enum.
        var firstParameterIsSwitched = false
        /// A number written as a floating-point type's member (`.pi / 2`, `-.pi`): typed
        /// `CGFloat`, since `Any?` leaves the member's base ambiguous.
        var floatingMember = false
        /// The argument as written, without its label.
        var text = ""
    }

    /// The members of Swift's floating-point types that iOS code passes bare (`.pi / 2`).
    static let floatingMembers = [".pi", ".infinity", ".greatestFiniteMagnitude", ".leastNormalMagnitude", ".ulpOfOne"]

    /// The arguments of the first call of `name` on `line` (`name(` or `.name(`, then a
    /// trailing closure), or nil when `name` is not called there.
    static func callArguments(of name: String, in line: String) -> [Argument]? {
        var search = line.startIndex
        while let r = line.range(of: name, range: search..<line.endIndex) {
            search = r.upperBound
            if r.lowerBound > line.startIndex {
                let b = line[line.index(before: r.lowerBound)]
                if b.isLetter || b.isNumber || b == "_" { continue }
            }
            var i = r.upperBound
            // `delegate?.didEnd?(…)`: an optional requirement's call.
            if i < line.endIndex, line[i] == "?", line.index(after: i) < line.endIndex,
                line[line.index(after: i)] == "("
            {
                i = line.index(after: i)
            }
            if i < line.endIndex, line[i] == "(" {
                var args = parseArguments(line, from: i, end: &i)
                while i < line.endIndex, line[i] == " " { i = line.index(after: i) }
                // `if ctx.responds(to: s) {`: the brace opens the statement's body.
                if i < line.endIndex, line[i] == "{", !inCondition(line[..<r.lowerBound]) {
                    args.append(closure(line, at: i, label: "_"))
                    args += laterTrailingClosures(line, after: i)
                }
                return args
            }
            // Trailing closure only: `x.run { … }` (not `if x.isRunning {`, whose brace opens the body).
            while i < line.endIndex, line[i] == " " { i = line.index(after: i) }
            let head = line[..<r.lowerBound]
            // `var direction: Direction = .upward {`: the brace opens the property's observers.
            let opensBody =
                ["if ", "while ", "guard ", "switch ", "for ", "else ", "&& ", "|| ", "return "].contains {
                    head.contains($0)
                } || head.hasSuffix("= .") && containsWord(String(head), "var")
            if i < line.endIndex, line[i] == "{", !opensBody {
                return [closure(line, at: i, label: "_")] + laterTrailingClosures(line, after: i)
            }
            if i < line.endIndex, line[i].isLetter || line[i].isNumber || line[i] == "_" { continue }
        }
        return nil
    }

    /// The labelled trailing closures after the one whose `{` is at `at` (Swift 5.3's
    /// `model.animator.animate { … } completion: { _ in … }`, Apple-Inspired-Puller,
    /// held-out 45), in order; none when the text ends before the first closes.
    static func laterTrailingClosures(_ text: String, after at: String.Index) -> [Argument] {
        var out: [Argument] = []
        var open = at
        while let close = matchingBrace(text, from: open) {
            var j = text.index(after: close)
            while j < text.endIndex, text[j].isWhitespace { j = text.index(after: j) }
            let label = text[j...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !label.isEmpty else { break }
            j = text.index(j, offsetBy: label.count)
            guard j < text.endIndex, text[j] == ":" else { break }
            j = text.index(after: j)
            while j < text.endIndex, text[j].isWhitespace { j = text.index(after: j) }
            guard j < text.endIndex, text[j] == "{" else { break }
            out.append(closure(text, at: j, label: String(label)))
            open = j
        }
        return out
    }

    /// The `}` matching the `{` at `open` (braces inside string literals are not told apart:
    /// a closure's text rarely holds one), nil when the text ends first.
    static func matchingBrace(_ text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var i = open
        while i < text.endIndex {
            if text[i] == "{" {
                depth += 1
            } else if text[i] == "}" {
                depth -= 1
                if depth == 0 { return i }
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// True when text `head`, before a call, leaves the call in an `if`, `while`, `guard`,
    /// `switch` or `for` condition (no brace opened since the keyword), where a brace after
    /// the call opens the statement's body, never a trailing closure.
    static func inCondition(_ head: Substring) -> Bool {
        ["if ", "while ", "guard ", "switch ", "for "].contains { keyword in
            guard let k = head.range(of: keyword, options: .backwards) else { return false }
            let before = k.lowerBound == head.startIndex ? " " : head[head.index(before: k.lowerBound)]
            return !(before.isLetter || before.isNumber || before == "_") && !head[k.upperBound...].contains("{")
        }
    }

    /// A closure argument starting at `at` (`{ a, b in`: arity 2).
    static func closure(_ s: String, at: String.Index, label: String) -> Argument {
        let rest = s[s.index(after: at)...]
        var arity = 0
        var names: [String] = []
        if let inRange = Self.inKeyword(rest), !rest[..<inRange.lowerBound].contains("{") {
            var params = String(rest[..<inRange.lowerBound])
            // `[weak self] (val)`: the capture list is not a parameter.
            if let open = params.firstIndex(of: "["), let close = params.firstIndex(of: "]"), open < close {
                params.removeSubrange(open...close)
            }
            params = params.replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "")
            names = params.split(separator: ",").map {
                $0.split(separator: ":")[0].trimmingCharacters(in: .whitespacesAndNewlines)
            }.filter { !$0.isEmpty }
            arity = names.count
        } else if rest.contains("$1") {
            arity = 2
        } else if rest.contains("$0") {
            arity = 1
        }
        let first = names.first ?? "$0"
        let switched = arity >= 1 && (containsWord(String(rest), "switch " + first))
        return Argument(
            label: label, isClosure: true, closureArity: arity, implicitMember: false, closureParameters: names,
            firstParameterIsObject: arity >= 1 && (rest.contains(first + ".") || switched),
            firstParameterIsSwitched: switched)
    }

    /// The `in` that ends a closure's parameter list in `s`, if any.
    static func inKeyword(_ s: Substring) -> Range<String.Index>? {
        var i = s.startIndex
        while let r = s.range(of: " in", range: i..<s.endIndex) {
            i = r.upperBound
            if r.upperBound == s.endIndex { return r }
            let c = s[r.upperBound]
            if !(c.isLetter || c.isNumber || c == "_") { return r }
        }
        return nil
    }

    /// The arguments of the parenthesized list at `open`; `end` is set past its `)`.
    static func parseArguments(_ s: String, from open: String.Index, end: inout String.Index) -> [Argument] {
        var depth = 0, parts: [String] = [], current = ""
        var i = open
        var inString = false
        while i < s.endIndex {
            let c = s[i]
            if c == "\"" { inString.toggle() }
            if !inString {
                if c == "(" || c == "[" || c == "{" {
                    depth += 1
                    if depth == 1 {
                        i = s.index(after: i)
                        continue
                    }
                }
                if c == ")" || c == "]" || c == "}" {
                    depth -= 1
                    if depth == 0 {
                        end = s.index(after: i)
                        break
                    }
                }
                if c == ",", depth == 1 {
                    parts.append(current)
                    current = ""
                    i = s.index(after: i)
                    continue
                }
            }
            current.append(c)
            i = s.index(after: i)
            end = i
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts.map { raw in
            let p = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            var label = "_", value = Substring(p)
            if let colon = p.firstIndex(of: ":") {
                let head = p[..<colon]
                if !head.isEmpty, head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                    head.first?.isNumber == false
                {
                    label = String(head)
                    value = p[p.index(after: colon)...]
                }
            }
            let v = value.trimmingCharacters(in: .whitespacesAndNewlines)
            if v.hasPrefix("{") { return closure(v, at: v.startIndex, label: label) }
            let number = v.hasPrefix("-") ? String(v.dropFirst()) : v
            return Argument(
                label: label, isClosure: false, closureArity: 0, implicitMember: v.hasPrefix("."),
                closureParameters: [],
                floatingMember: Self.floatingMembers.contains { number.hasPrefix($0) }, text: v)
        }
    }

    /// Parameter declarations for `args` (`label a0: Any?`, closures as `@escaping (Bool) -> Void`).
    func parameters(_ args: [Argument]) -> [String] {
        args.enumerated().map { i, a in
            let type: String
            if a.isClosure {
                switch a.closureArity {
                case 0: type = "@escaping () -> Void"
                case 1:
                    // `{ finished in }` (a completion) gets a Bool; `{ percent in }` a number.
                    let name = a.closureParameters.first ?? "_"
                    let flags = [
                        "_", "finished", "finish", "completed", "complete", "done", "success", "didComplete", "flag",
                        "ok", "result"
                    ]
                    let object =
                        "PortStub" + (name == "_" ? "Argument" : name.prefix(1).uppercased() + name.dropFirst())
                    type =
                        "@escaping ("
                        + (Self.type(forMember: name)
                            ?? (a.firstParameterIsObject ? object : flags.contains(name) ? "Bool" : "CGFloat"))
                        + ") -> Void"
                default:
                    type =
                        "@escaping (" + Array(repeating: "Any", count: a.closureArity).joined(separator: ", ")
                        + ") -> Void"
                }
            } else if a.implicitMember, let t = Self.implicitInitializerType(a.text) {
                // `.init(top: 8, left: 8, bottom: 8, right: 8)`: the labels name the type.
                type = t
            } else if let t = Self.implicitMemberType(a.text) {
                // `options: [.curveEaseInOut]`: the member names its SDK type.
                type = t
            } else if a.implicitMember, a.label != "_", let t = Self.type(forMember: a.label) {
                type = t
            } else if a.floatingMember {
                type = "CGFloat"
            } else {
                type = "Any?"
            }
            return "\(a.label) a\(i): \(type)"
        }
    }

    /// Calls of stubbed initializers or methods on the diagnostic's line (and the lines after,
    /// for calls that span lines): an overload with the labels used.
    mutating func addCalls(_ d: Diagnostic) {
        guard let lines = sources[d.file], d.line >= 1, d.line <= lines.count else { return }
        if !d.message.hasPrefix("missing argument") {
            // `UIImage(color: c,\n size: s)`: a call over several lines, read whole.
            addSDKInitializer(d, line: spanningCall(d, String(lines[d.line - 1])))
        }
        // `} completion: {` (the compiler points at a later trailing closure): the call starts
        // where the brace this line closes opened.
        let start =
            d.message.hasPrefix("extra trailing closure") ? Self.openingLine(of: lines, closingOn: d.line) : d.line
        let text = lines[(start - 1)...].prefix(12 + d.line - start).joined(separator: "\n")
        for s in stubs.indices {
            let last = stubs[s].name.split(separator: ".").last.map(String.init) ?? stubs[s].name
            // An SDK type's initializers are added by `addSDKInitializer` alone (from the call the error names).
            if stubs[s].shape != .sdkExtension, stubs[s].shape != .topLevel,
                let args = Self.callArguments(of: last, in: text), !args.isEmpty
            {
                let p = registeringParameters(args)
                stubs[s].initializers = Self.adding(p, to: stubs[s].initializers)
            }
            for k in stubs[s].members.indices {
                // Parameters are registered (their types stubbed) only for a method's call.
                guard case .method = stubs[s].members[k].kind,
                    let args = Self.callArguments(of: stubs[s].members[k].name, in: text)
                else { continue }
                addOverload(registeringParameters(args), toMember: k, of: s)
            }
        }
    }

    /// The 1-based line whose `{` the first `}` of line `n` closes (`n` itself when the line
    /// does not start by closing one, or no line up to 60 before opens it).
    static func openingLine(of lines: [Substring], closingOn n: Int) -> Int {
        guard n >= 1, n <= lines.count, lines[n - 1].drop(while: { $0.isWhitespace }).first == "}" else { return n }
        var depth = 1
        var k = n - 1
        while k >= 1, k >= n - 60 {
            for c in lines[k - 1].reversed() {
                if c == "}" {
                    depth += 1
                } else if c == "{" {
                    depth -= 1
                    if depth == 0 { return k }
                }
            }
            k -= 1
        }
        return n
    }

    /// Adds the overload of parameters `p` to method `k` of stub `s` (nothing for a member
    /// that is no method, or an overload it has). True when it was added.
    @discardableResult
    mutating func addOverload(_ p: [String], toMember k: Int, of s: Int) -> Bool {
        guard case .method(let overloads) = stubs[s].members[k].kind else { return false }
        let merged = Self.adding(p, to: overloads)
        guard merged != overloads else { return false }
        stubs[s].members[k].kind = .method(overloads: merged)
        return true
    }

    /// The label of a parameter declaration.
    static func label(_ p: String) -> String { String(p.prefix { $0 != " " }) }

    /// The class whose body holds line `line` of `file` (innermost).
    func enclosingClass(_ file: String, _ line: Int) -> String? {
        classSpans[file]?.filter { $0.first <= line && line <= $0.last }.max { $0.first < $1.first }?.name
    }

    /// An `override` in a subclass of a stub: the stub gets the same declaration.
    mutating func copyOverride(_ d: Diagnostic) {
        // Never into an extension of an SDK class: a method declared in an extension cannot be
        // overridden, so the copy would add an error (UIKit's method the SDK lacks stays a blocker).
        guard let owner = enclosingClass(d.file, d.line), let base = superclasses[owner], let s = appStubIndex(base),
            let lines = sources[d.file], d.line >= 1, d.line <= lines.count
        else { return }
        // The signature: from the line to the body's `{` (or the line's end).
        var sig = ""
        for l in lines[(d.line - 1)...].prefix(8) {
            if let brace = l.firstIndex(of: "{") {
                sig += l[..<brace]
                break
            }
            sig += l + " "
        }
        var words = sig.trimmingCharacters(in: .whitespaces)
        for w in ["override ", "public ", "open ", "internal ", "final ", "@objc ", "required "] {
            words = words.replacingOccurrences(of: w, with: "")
        }
        words = words.trimmingCharacters(in: .whitespaces)
        let decl: String
        if words.hasPrefix("func ") || words.contains(" func ") {
            if let arrow = words.range(of: "->") {
                let ret = words[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
                decl =
                    words + " { "
                    + (value(of: ret, name: "").map { "return " + $0 }
                        ?? "fatalError(\"a stand-in for your app's \(Self.swiftName(stubs[s].name)) (port's PortStubs.swift)\")")
                    + " }"
            } else {
                decl = words + " {}"
            }
        } else if words.hasPrefix("var ") || words.contains(" var ") {
            guard let colon = words.firstIndex(of: ":") else { return }
            let name = words[words.index(words.startIndex, offsetBy: 4)..<colon].trimmingCharacters(in: .whitespaces)
            let type = words[words.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let v = value(of: type, name: name) ?? (type.hasSuffix("?") ? "nil" : nil)
            decl =
                v.map { "var \(name): \(type) { \($0) }" }
                ?? "var \(name): \(type) { fatalError(\"a stand-in (port's PortStubs.swift)\") }"
        } else if words.hasPrefix("init") || words.contains(" init") {
            // A plain class stub declares `init()` already: a second would be a redeclaration.
            if stubs[s].shape == .plainClass, words.filter({ $0 != " " }).hasPrefix("init()") { return }
            decl = words + " {" + (stubs[s].shape == .plainClass ? "" : " super.init()") + " }"
        } else {
            return
        }
        let name = "override:" + decl
        guard !stubs[s].members.contains(where: { $0.name == name }),
            !(Self.declaredMember(decl).map { isInherited($0, in: s) } ?? false)
        else { return }
        stubs[s].members.append(Member(name: name, isStatic: false, kind: .overridden(declaration: decl)))
    }

    /// The stub properties `line` reads (`.name` with `name` a stub property).
    func properties(on line: String) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        for s in stubs.indices {
            for k in stubs[s].members.indices {
                guard case .property = stubs[s].members[k].kind else { continue }
                if Self.containsWord(line, stubs[s].members[k].name) { out.append((s, k)) }
            }
        }
        return out
    }

    /// `stub.prop.member` where `prop`'s type was guessed from its name and has no `member`:
    /// the guess was wrong, and `prop` becomes a stub type of its own (`PortStubProp`), whose
    /// members the next rounds learn.
    @discardableResult
    mutating func stubGuessedProperty(on line: String, type: String, member: String) -> Bool {
        var changed = false
        for (s, k) in properties(on: line) {
            let m = stubs[s].members[k]
            // A `Bool` too: port typed it from a condition (`if s.cancelView.isShown`) read as its own.
            guard case .property(let t, let optional) = m.kind, t == type, t == "CGFloat" || t == "Bool",
                t == "Bool" ? Self.type(forMember: m.name) != "Bool" : Self.type(forMember: m.name) == nil,
                line.contains(m.name + "." + member) || line.contains(m.name + "?." + member)
                    || line.contains(m.name + "!." + member)
            else { continue }
            // `albumModel?.photoModels.count` … `photoModels[idx]` (HPPhotoPicker, held-out 44):
            // a collection's member on a name the files also subscript is the app's list.
            if Self.collectionMembers.contains(member), Self.subscripts(m.name, in: allText) {
                _ = subscriptedGuess(on: m.name + "[", in: s, k)
            } else {
                retypeGuessed(s, k, optional: optional)
            }
            changed = true
        }
        return changed
    }

    /// Stub `s`'s property `k`, whose guessed type was wrong, becomes a stub type of its own
    /// (the app's stub its name ends with, else `PortStubProp`), whose members the next rounds learn.
    mutating func retypeGuessed(_ s: Int, _ k: Int, optional: Bool) {
        let m = stubs[s].members[k]
        let name = appStubNamed(after: m.name) ?? "PortStub" + m.name.prefix(1).uppercased() + m.name.dropFirst()
        if stubs.first(where: { $0.name == name }) == nil { stubs.append(Stub(name: name, shape: .plainClass)) }
        stubs[s].members[k].kind = .property(type: name, optional: optional)
    }

    /// The stub methods called on `line` return `type` (a closure type named by `(aka '…')`
    /// keeps its name; its value is an empty closure).
    mutating func setReturn(on line: String, type: String, aka message: String) {
        guard !type.contains("_"), !type.contains("~"), !isGenericParameter(type) else { return }
        var type = type
        if let r = message.range(of: "(aka '"), let end = message[r.upperBound...].firstIndex(of: "'") {
            let aka = String(message[r.upperBound..<end])
            if aka.contains("->") { type = "(" + aka + ")" }
        }
        for s in stubs.indices {
            for m in stubs[s].members {
                guard case .method = m.kind, stubs[s].returns[m.name] == nil,
                    Self.callArguments(of: m.name, in: line) != nil
                else { continue }
                stubs[s].returns[m.name] = type
            }
        }
    }

    /// A stub property of type `from` read on `line` becomes a `to`; true when one did.
    mutating func retypeProperty(on line: String, from: String, to: String, settling: Bool = false) -> Bool {
        // `(any (~Copyable & ~Escapable).Type)?`: what the compiler tried for a literal or an
        // implicit member it could not place, never a type the app wrote.
        guard !to.contains("<<"), !to.contains("_"), !to.contains("~"), to != from, !isGenericParameter(to) else {
            return false
        }
        var changed = false
        let target = to.hasPrefix("@") ? String(to.drop { $0 != " " }.dropFirst()) : to
        for (s, k) in properties(on: line) {
            let key = stubs[s].name + "." + stubs[s].members[k].name
            guard case .property(let t, let opt) = stubs[s].members[k].kind,
                t == from || t + "?" == from || t + "!" == from, !settledNumbers.contains(key)
            else { continue }
            if settling { settledNumbers.insert(key) }
            var nt = target
            var o = opt
            if nt.hasSuffix("?") {
                nt.removeLast()
                o = true
            }
            stubs[s].members[k].kind = .property(type: nt, optional: o)
            changed = true
        }
        return changed
    }

    /// `value of optional type 'T?' must be unwrapped to a value of type 'T'` on `line`.
    mutating func optionalWhereAValueIsWanted(_ d: Diagnostic, line: String, names: [String]) {
        // `photoController.indexPath = indexPath` with an optional value: the app's property
        // it is assigned to is optional (only the target: the value's side is the files').
        let before = state
        let assigned = Self.assignment(line)
        if let (target, _) = assigned { makeOptional(on: target) }
        // `x = newAnimationView(from: reference.view)` (or a name bound to it): the app's
        // property passed where a plain value is wanted is no optional (SuperPreview).
        guard state == before, let wrapped = names.first.map({ String($0.dropLast()) }) else { return }
        let value = assigned.map { String($0.value) } ?? line
        let text = value + bindingsUsed(by: value, before: d)
        if !makeNonOptional(on: text, type: wrapped), !makeNonOptionalReturn(on: text, type: wrapped) {
            _ = viewHolderClass(d, text: text)
        }
    }

    /// The stub methods called in `text` whose result is an optional `type` (`type?`, or an
    /// object the files were taken to test) return it plain: `let a =
    /// CustomAnimations.createScaleAnimation(duration: d)` then `layer.add(a, forKey: nil)`
    /// (EnfocaDos, held-out 46). True when one changed.
    mutating func makeNonOptionalReturn(on text: String, type: String) -> Bool {
        var changed = false
        for s in stubs.indices {
            for (method, r) in stubs[s].returns
            where Self.bareType(r) == type && (r.hasSuffix("?") || stubs[s].optionalReturns.contains(method))
                && Self.callArguments(of: method, in: text) != nil
            {
                stubs[s].returns[method] = r.hasSuffix("?") ? type + "!" : r
                stubs[s].optionalReturns.remove(method)
                changed = true
            }
        }
        return changed
    }

    /// The optional stub properties of type `type` (or, for `UIView`, a UIKit view class) read
    /// through a dot in `text` become plain ones. True when one changed.
    mutating func makeNonOptional(on text: String, type: String) -> Bool {
        var changed = false
        for (s, k) in properties(on: text) {
            // A view subclass too (`flag ? r.view : r.imageView` is a `UIView?`).
            guard case .property(let t, true) = stubs[s].members[k].kind,
                t == type || (type == "UIView" && t.hasPrefix("UI") && t.hasSuffix("View")),
                text.contains("." + stubs[s].members[k].name)
            else { continue }
            stubs[s].members[k].kind = .property(type: t, optional: false)
            changed = true
        }
        return changed
    }

    mutating func makeOptional(on line: String) {
        for (s, k) in properties(on: line) {
            guard case .property(let t, false) = stubs[s].members[k].kind else { continue }
            stubs[s].members[k].kind = .property(type: t, optional: true)
        }
        // A stub method returning an object or a value the files test (`if let a = f()`,
        // `f()?.x`): optional (a value's stub returns it wrapped, so the test passes).
        // One that returns nothing yet returns what its name says (`firstIndex(of:)`: an `Int`).
        for s in stubs.indices {
            for m in stubs[s].members {
                guard case .method = m.kind, Self.callArguments(of: m.name, in: line) != nil else { continue }
                if stubs[s].returns[m.name] == nil, let t = Self.type(forMember: m.name) {
                    stubs[s].returns[m.name] = t
                }
                guard let r = stubs[s].returns[m.name], !r.hasSuffix("?") else { continue }
                stubs[s].optionalReturns.insert(m.name)
            }
        }
    }

    /// The operand left of the first `??` on `line`, from the assignment or binding before it
    /// (`a.frame = v.f() ?? .zero` → ` v.f() `; the assigned value when it has no `??`).
    static func leftOfNilCoalescing(_ line: String) -> String {
        let value = assignment(line)?.value ?? line
        guard let q = value.range(of: "??") else { return value }
        return String(value[..<q.lowerBound])
    }

    mutating func makeMethod(on line: String) {
        for (s, k) in properties(on: line) { makeMethod(named: stubs[s].members[k].name, in: s, line: line) }
    }

    /// `(view as? ZoomAnimatableView)?.frame(inView: v)` where the stand-in is a `UIView`
    /// subclass: the app's method shares its base name with UIKit's property, which the call
    /// reached ("cannot call value of non-function type 'CGRect'"); the stand-in declares the
    /// method with the call's labels (metatext, held-out 43).
    /// `c?.contentView` where `c` was bound earlier in the file to a stub property (`let c =
    /// gallery.currentContentViewController`, beam, held-out 43): on iOS that property is
    /// optional, so the stub's is. True when one was made so.
    mutating func optionalBinding(_ d: Diagnostic, line: String) -> Bool {
        let chars = Array(line)
        var j = min(max(d.column - 1, 0), chars.count)
        // The column is at the `?` or just before the name: the name is the word ending there.
        while j < chars.count, chars[j] != "?" { j += 1 }
        guard j < chars.count, let (name, i) = Self.word(at: j, in: line), i + name.count == j,
            name.first?.isLowercase == true
        else { return false }
        let before = state
        if let l = bindingLine(of: name, before: d) { makeOptional(on: l) }
        return state != before
    }

    /// The nearest line before `d`'s (40 at most) that binds `name` (`let name = …`).
    func bindingLine(of name: String, before d: Diagnostic) -> String? {
        for n in stride(from: d.line - 1, through: max(1, d.line - 40), by: -1) {
            let l = text(d.file, n)
            if l.contains("let \(name) = ") || l.contains("var \(name) = ") { return l }
        }
        return nil
    }

    /// The identifier around 1-based `column` of `line` and its 0-based start; nil when the
    /// column is on no identifier.
    static func word(at column: Int, in line: String) -> (name: String, start: Int)? {
        let chars = Array(line)
        var i = min(max(column - 1, 0), chars.count), j = i
        let inWord = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
        while i > 0, inWord(chars[i - 1]) { i -= 1 }
        while j < chars.count, inWord(chars[j]) { j += 1 }
        return i < j ? (String(chars[i..<j]), i) : nil
    }

    mutating func addMethodShadowingInherited(_ d: Diagnostic, line: String) -> Bool {
        let chars = Array(line)
        guard let (name, i) = Self.word(at: d.column, in: line), i + name.count < chars.count,
            chars[i + name.count] == "("
        else { return false }
        let head = String(chars[..<i])
        for s in stubs.indices {
            guard case .subclass = stubs[s].shape,
                ["as? ", "as! "].contains(where: {
                    head.hasSuffix($0 + stubs[s].name + ")?.") || head.hasSuffix($0 + stubs[s].name + ").")
                }),
                !stubs[s].members.contains(where: { $0.name == name }),
                let args = Self.callArguments(of: name, in: String(line[line.index(line.startIndex, offsetBy: i)...]))
            else { continue }
            stubs[s].members.append(
                Member(name: name, isStatic: false, kind: .method(overloads: [registeringParameters(args)])))
            return true
        }
        return false
    }

    mutating func makeMethod(named name: String, in s: Int, line: String) {
        guard let k = stubs[s].members.firstIndex(where: { $0.name == name }),
            case .property = stubs[s].members[k].kind,
            let args = Self.callArguments(of: name, in: line)
        else { return }
        stubs[s].members[k].kind = .method(overloads: [registeringParameters(args)])
    }

    // MARK: - Writing

    /// The names stubbed, for the report (`Constants (namespace: cornerRadius, duration)`).
    public var summary: [String] {
        stubs.filter { $0.shape != .sdkExtension && $0.shape != .topLevel }.map { s in
            let what: String
            switch s.shape {
            case .subclass(let base): what = "\(base) subclass"
            case .plainClass: what = "class"
            case .protocolType: what = "protocol"
            case .enumeration: what = "enum"
            case .namespace: what = "namespace"
            case .alias(let type): what = "typealias of \(type)"
            case .sdkExtension, .topLevel: what = ""
            }
            let nested = stubs.filter {
                $0.name.hasPrefix(s.name + ".") && !$0.name.dropFirst(s.name.count + 1).contains(".")
            }
            let members =
                s.members.map { $0.name.hasPrefix("override:") ? "an override" : $0.name }
                + s.initializers.map { "init(" + $0.map { Self.label($0) + ":" }.joined() + ")" }
                + nested.map { String($0.name.dropFirst(s.name.count + 1)) }
            return s.name + " (" + what + (members.isEmpty ? "" : ": " + members.joined(separator: ", ")) + ")"
        } + extensionSummary + geometryOperatorSummary + collectionSubscriptSummary
    }

    /// The number of app symbols stubbed (types and their members).
    public var symbolCount: Int {
        stubs.reduce(droppedImports.count + geometryOperators.count + collectionSubscripts.count) {
            $0 + ($1.shape == .sdkExtension || $1.shape == .topLevel ? 0 : 1) + $1.members.count
        }
    }

    /// `PortStubs.swift`: every stub, nested ones inside their parents.
    public func source() -> String {
        var s = """
            // Written by `host-cli port`: stand-ins for your app's own types that the ported files
            // use but that are declared in files you did not give. Each is inferred from how the
            // files use it; the animator runs against these stand-ins, not your app's types. Give
            // the files that declare them (or write your own stubs) to replace them.
            import Foundation
            import UIKit
            import QuartzCore

            """
        for stub in stubs where !stub.name.contains(".") && stub.shape != .sdkExtension && stub.shape != .topLevel {
            s += declaration(stub, indent: "") + "\n"
        }
        // The app's types nested in SDK types, declared in extensions of those.
        for stub in stubs where stub.name.contains(".") && stub.shape != .sdkExtension && stub.shape != .topLevel {
            let outer = String(stub.name.prefix { $0 != "." })
            guard appStubIndex(outer) == nil, Self.isAppleName(outer) else { continue }
            s += "extension \(outer) {\n" + declaration(stub, indent: "    ") + "}\n"
        }
        s += otherDeclarations()
        s +=
            "/// The placeholder objects given to initializers, alive as long as the plugin.\nnonisolated(unsafe) var portKeptAlive: [AnyObject] = []\n"
        // Stand-in objects of the protocols (a controller, for casts of the transition's
        // controllers) and a placeholder value of every stub an initializer may need.
        for p in stubs where p.shape == .protocolType && !p.name.contains(".") {
            s += "class \(Self.standInName(p.name)): UIViewController, \(p.name) {\(Self.uikitRequirements(p))}\n"
        }
        for stub in stubs {
            let f = Self.placeholderFunction(stub.name)
            switch stub.shape {
            // Kept alive: the class may hold it `unowned` or `weak`, as the app's real one would be held elsewhere.
            case .subclass, .plainClass:
                // A generic one's arguments come from where the placeholder is used.
                let g = Self.genericClause(stub), t = stub.name + g
                s +=
                    "func \(f)\(g)() -> \(t) { let o = \(t)\(emptyArguments(stub)); portKeptAlive.append(o);\(placeholderSetup(stub)) return o }\n"
            case .alias(let type):
                // Named as a value of its own name: a `Duration` alias is a duration (0.35 s,
                // as the animator's other stand-ins answer), not the number 1.
                if let v = value(of: type, name: stub.name) { s += "func \(f)() -> \(stub.name) { \(v) }\n" }
            case .protocolType where !stub.name.contains("."):
                s +=
                    "func \(f)() -> any \(stub.name) { let o = \(Self.standInName(stub.name))(); portKeptAlive.append(o); return o }\n"
            case .enumeration:
                let g = Self.genericClause(stub)
                if let v = enumValue(stub) { s += "func \(f)\(g)() -> \(stub.name)\(g) { \(v) }\n" }
            default: break
            }
        }
        return s
    }

    /// The first line of `stub`'s declaration (its keyword, name and the base or protocol its
    /// shape needs) and the members every stub of that shape has; nil for the shapes declared
    /// elsewhere (extensions of SDK types, top-level variables, aliases).
    func opening(of stub: Stub, named last: String, indent i: String) -> (head: String, body: [String])? {
        switch stub.shape {
        case .subclass(let base): return ("class \(last)\(Self.genericClause(stub)): \(base)", [])
        case .plainClass:
            return (
                "class \(last)\(Self.genericClause(stub)): Hashable",
                [
                    i + "init() {}", i + "static func == (a: \(last), b: \(last)) -> Bool { a === b }",
                    i + "func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }"
                ]
            )
        case .protocolType: return ("protocol \(last): AnyObject", [])
        case .enumeration:
            // Cases with `Any?` payloads cannot be compared: such an enum is not Hashable. One
            // without is Comparable too, in the order of its cases, as the app's may be
            // (`detents.sorted(by: <)`, Puller, held-out 45): Swift writes the operator.
            let payloads = stub.members.contains {
                if case .enumCase(let p?) = $0.kind { return !p.isEmpty } else { return false }
            }
            // No case named yet: one, so that a value (a placeholder argument) exists.
            let cased = stub.members.contains { if case .enumCase = $0.kind { true } else { false } }
            return (
                "enum \(last)" + Self.genericClause(stub) + (payloads ? "" : ": Hashable, Comparable"),
                cased ? [] : [i + "case " + Self.placeholderCase]
            )
        case .namespace: return ("enum \(last)", [])
        case .alias, .sdkExtension, .topLevel: return nil
        }
    }

    /// Whether declaration `line` names a top-level type the files declare without `public` or
    /// `open` (``internalTypes``): such a member cannot be public.
    func usesInternalType(_ line: String) -> Bool {
        internalTypes.contains { Self.containsWord(line, $0) }
    }

    /// The top-level types of one file (`scan` of `source`) declared without `public` or
    /// `open` (a nested type's name alone may be a stub's or an SDK type's too: `Options`).
    static func internalTypes(in scan: SwiftDeclarations, source: String) -> Set<String> {
        var out: Set<String> = []
        for t in scan.types where t.keyword != "extension" && t.qualifiedName == t.name {
            let open = ["public", "open"].contains { access in
                ["class", "final class", "struct", "enum", "protocol"].contains {
                    source.contains("\(access) \($0) \(t.name)") || source.contains("final \(access) class \(t.name)")
                }
            }
            if !open { out.insert(t.name) }
        }
        return out
    }

    /// The declaration of `stub` and the stubs nested in it.
    func declaration(_ stub: Stub, indent: String) -> String {
        let last = stub.name.split(separator: ".").last.map(String.init) ?? stub.name
        let i = indent + "    "
        if case .alias(let type) = stub.shape { return indent + "public typealias \(last) = \(type)\n" }
        guard var (head, body) = opening(of: stub, named: last, indent: i) else { return "" }
        var extensionMembers: [String] = []
        if !stub.conformances.isEmpty { head += ", " + stub.conformances.joined(separator: ", ") }
        head = "public " + head
        let addsSubviews = Self.subviewOwner(stub.shape)
        // PortStubs+StandInViews; PortStubs+FilesProtocols.
        body += (loadedViewOverride(of: stub) + stub.conformances.flatMap { conformingMembers(of: stub, to: $0) ?? [] })
            .map { i + $0 }
        for p in stub.initializers {
            let params = p.joined(separator: ", ")
            switch stub.shape {
            case .subclass, .plainClass:
                body.append(i + "convenience init(\(params)) { self.init\(emptyArguments(stub)) }")
            case .enumeration:
                if let v = enumValue(stub) { body.append(i + "init(\(params)) { self = \(v) }") }
            default: break
            }
        }
        for m in stub.members {
            switch m.kind {
            case .enumCase(let payload):
                if let payload, !payload.isEmpty {
                    body.append(
                        i + "case \(m.name)("
                            + payload.map { Self.payloadDeclaration($0) }.joined(separator: ", ") + ")")
                } else {
                    body.append(i + "case \(Self.identifier(m.name))")
                }
            case .property(let type, let optional):
                let decl = propertyDeclaration(m, type: type, optional: optional, of: stub, addingTo: addsSubviews)
                if stub.shape == .protocolType { extensionMembers.append(decl) } else { body.append(i + decl) }
            case .method(let overloads):
                let ds = overloads.map { methodDeclaration(m, parameters: $0, of: stub) }
                if stub.shape == .protocolType { extensionMembers += ds } else { body += ds.map { i + $0 } }
            case .overridden(let d):
                body.append(i + d)
            }
        }
        let nested = nestedDeclarations(of: stub, indent: indent)
        body += nested.inside
        extensionMembers += nested.aliases
        let outside = nested.outside
        // Public, so that a library's public class may use them (in its properties' types).
        func exposed(_ line: String) -> String {
            let t = line.drop { $0 == " " }
            if t.hasPrefix("case ") || t.hasPrefix("public ") || line.contains("\n") { return line }
            // A member typed by one of the files' internal types stays internal (`var
            // transitionController: PhotoDetailInteractiveDismissTransition!`).
            if usesInternalType(String(t)) { return line }
            return String(line.prefix(line.count - t.count)) + "public " + t
        }
        var out = indent + head + " {\n" + body.map { exposed($0) + "\n" }.joined() + indent + "}\n"
        if !extensionMembers.isEmpty {
            out +=
                indent + "extension \(last) {\n" + extensionMembers.map { i + "public " + $0 + "\n" }.joined() + indent
                + "}\n"
        }
        return out + outside
    }

    /// A stub's property: a protocol's in its extension (computed), a view created and added
    /// to its owner's view, an enum's or a namespace's computed, else stored.
    func propertyDeclaration(_ m: Member, type: String, optional: Bool, of stub: Stub, addingTo owner: String?)
        -> String
    {
        // An animation in flight is nil until a method starts one (``inFlightProperty(of:)``).
        var v = inFlightProperty(of: stub) == m.name ? nil : value(of: type, name: m.name)
        if let made = v, isUIView(type) { v = withTaggedSubviews(made, member: m.name) }
        let type = Self.markable(type)
        let st = m.isStatic ? "static " : ""
        if stub.shape == .protocolType {
            return "var \(m.name): \(type)\(optional || v == nil ? "!" : "") { get { \(v ?? "nil") } set {} }"
        }
        if let v, let owner, !m.isStatic, isUIView(type) {
            // At a placeholder frame, as the app's view would have one on screen: an animator
            // that scales by a ratio of two such views' widths divided by zero.
            let placed = Self.atPlaceholderFrame("v")
            return
                "lazy var \(m.name): \(type)\(optional ? "!" : "") = { let v = \(v); \(placed); \(owner).addSubview(v); return v }()"
        } else if !m.isStatic, stub.shape == .enumeration,
            [stub.name, String(stub.name.split(separator: ".").last ?? "")].contains(Self.bareType(type))
        {
            // `direction.opposite`: the app's mapping is unknown; the case itself is one every
            // switch over the value it came from handles (the first case may not be).
            return "var \(Self.identifier(m.name)): \(type)\(optional ? "!" : "") { get { self } set {} }"
        } else if !m.isStatic, stub.shape == .enumeration || stub.shape == .namespace {
            // An enum cannot store: computed, nil through `!` when the type has no harmless value.
            return
                "var \(Self.identifier(m.name)): \(type)\(optional || v == nil ? "!" : "") { get { \(v ?? "nil") } set {} }"
        } else if let v {
            return "\(st)var \(Self.identifier(m.name)): \(type)\(optional ? "!" : "") = \(v)"
        }
        return "\(st)var \(Self.identifier(m.name)): \(type)! = nil"
    }

    /// The declarations of the stubs nested in `stub`: inside its body, or, for a protocol
    /// (which cannot nest a type), outside it under a longer name that a typealias in the
    /// protocol's extension gives back (`PanModalPresentable.LayoutType` still works).
    func nestedDeclarations(of stub: Stub, indent: String) -> (inside: [String], outside: String, aliases: [String]) {
        var inside: [String] = [], outside = "", aliases: [String] = []
        for nested in stubs
        where nested.name.hasPrefix(stub.name + ".") && !nested.name.dropFirst(stub.name.count + 1).contains(".") {
            guard stub.shape == .protocolType else {
                inside.append(String(declaration(nested, indent: indent + "    ").dropLast()))
                continue
            }
            var moved = nested
            moved.name = "PortStub" + nested.name.replacingOccurrences(of: ".", with: "")
            outside += declaration(moved, indent: indent)
            aliases.append("typealias \(nested.name.dropFirst(stub.name.count + 1)) = \(moved.name)")
        }
        return (inside, outside, aliases)
    }

    /// Where a stub's view-typed properties are added as subviews: a controller's `view`, a
    /// view itself, or nowhere (nil) for other shapes.
    static func subviewOwner(_ shape: Shape) -> String? {
        guard case .subclass(let base) = shape else { return nil }
        if base.hasSuffix("Controller") && base != "UIPresentationController" { return "view" }
        if base.hasSuffix("View")
            || ["UIButton", "UILabel", "UIControl", "UICollectionViewCell", "UIImageView", "UIWindow"].contains(base)
        {
            return "self"
        }
        return nil
    }

    /// One overload of a stub method: it calls the closures it is given and returns a
    /// harmless value of the type the files need (nil through an implicitly unwrapped
    /// optional when there is none).
    func methodDeclaration(_ m: Member, parameters declared: [String], of stub: Stub) -> String {
        let p = closureTyped(declared, method: m.name)
        if stub.returns[m.name] == "Never" {
            // The app's `CCLog.fatal(…)`: it stops the program, as the compiler requires of a
            // call ending a guard's body or an initializer that never initializes.
            let st = m.isStatic ? "static " : ""
            return "\(st)func \(Self.identifier(m.name))(\(p.joined(separator: ", "))) -> Never { "
                + "fatalError(\"your app's \(Self.swiftName(stub.name)).\(m.name) stopped the plugin (port's stand-in)\") }"
        }
        let inFlight = inFlightProperty(of: stub).flatMap { m.isStatic ? nil : Self.inFlightCalls(p, property: $0) }
        let calls =
            Self.containerPlacementCall(p)
            + (inFlight ?? animatorStandInCalls(m, parameters: p, of: stub) ?? Self.closureCalls(p, method: m.name))
            + completionPropertyCalls(m, parameters: p, of: stub)
            + (m.isStatic ? "" : Self.contextCompletionCall(p, method: m.name))
        var result = ""
        if let r = stub.returns[m.name], let v = contextValue(m, parameters: p, returning: r) {
            result = " -> \(r) { \(calls)return \(v) }"
        } else if let r = stub.returns[m.name], let k = transitionKeyResult(m, parameters: p, returning: r) {
            result = " -> \(k.type) { \(calls)return \(k.value) }"
        } else if let r = stub.returns[m.name] {
            let object = r.hasSuffix("!")
            let base = object ? String(r.dropLast()) : r
            // An optional the compiler asked for (`-> UIImage?`) holds a value when its type has
            // one: `delegate.referenceImage()!` reads it.
            let wrapped = r.hasSuffix("?") && !r.contains("->") ? value(of: String(r.dropLast()), name: m.name) : nil
            let v = sizedView(
                object
                    ? value(of: base, name: m.name)
                    : wrapped ?? value(of: r, name: m.name)
                        ?? (r.hasPrefix("(() ->") ? "{}" : r.contains("->") ? "{ _ in }" : nil),
                type: base)
            // An object the stand-in has is returned as itself unless the files test it.
            let written =
                object && v != nil && !stub.optionalReturns.contains(m.name)
                ? Self.markable(base)
                : object || v == nil
                    ? Self.markable(base) + "!" : stub.optionalReturns.contains(m.name) ? Self.optional(r) : r
            result = " -> \(written) { \(calls)return \(v ?? "nil") }"
        }
        let st = m.isStatic ? "static " : ""
        return "\(st)func \(Self.identifier(m.name))(\(p.joined(separator: ", ")))"
            + (result.isEmpty ? " { \(calls)}" : result)
    }

    /// Calls of a stub method's closure parameters (`a1(); `, `a1(true); `): a completion the
    /// app would call is called, so an animator waiting on it completes. A method given a
    /// time (a parameter labelled like `delay:`, `duration:`, `after:`, `interval:`,
    /// `seconds:`) calls them when that time is up, as the app's helper would
    /// (`delay(0.3) { completeTransition(true) }` completing at once would end a transition
    /// before it could be cancelled or seen), and runs an animation block (`animations:`, or
    /// the plain closure of a method named like an animation) in `UIView.animate` over it.
    static func closureCalls(_ parameters: [String], method: String = "", value: (String) -> String? = { _ in nil })
        -> String
    {
        let labelled = parameters.compactMap { p -> (label: Substring, name: Substring, p: String)? in
            let parts = p.split(separator: " ")
            guard parts.count >= 2, let colon = parts[1].firstIndex(of: ":") else { return nil }
            return (parts[0], parts[1][..<colon], p)
        }
        let calls = labelled.compactMap { l -> (name: Substring, call: String)? in
            let (name, p) = (l.name, l.p)
            if p.hasSuffix("@escaping () -> Void") { return (name, "\(name)(); ") }
            if p.hasSuffix("@escaping (Bool) -> Void") { return (name, "\(name)(true); ") }
            if p.hasSuffix(": (() -> Void)?") { return (name, "\(name)?(); ") }
            if p.hasSuffix(": ((Bool) -> Void)?") { return (name, "\(name)?(true); ") }
            // One argument of another type: its placeholder, when there is one.
            for (open, close, call) in [("@escaping (", ") -> Void", "("), ("((", ") -> Void)?", "?(")] {
                guard let o = p.range(of: ": " + open), p.hasSuffix(close) else { continue }
                let t = String(p[o.upperBound..<p.index(p.endIndex, offsetBy: -close.count)])
                guard !t.isEmpty, let v = value(t) else { return nil }
                return (name, "\(name)\(call)\(v)); ")
            }
            return nil
        }
        let animationLike = ["anim", "spring", "ease"].contains { method.lowercased().contains($0) }
        guard !calls.isEmpty,
            let time = labelled.first(where: { l in
                // `delay(0.3) { … }`: an unlabelled first argument of a method named for waiting;
                // `UIView.spring(0.3, animations: …)`: of one named for animating, its duration.
                let unlabelledFirst = l.label == "_" && l.name == "a0"
                let w = unlabelledFirst ? method.lowercased() : l.label.lowercased()
                return !l.p.contains("->")
                    && (["delay", "duration", "interval", "seconds", "wait"].contains { w.contains($0) }
                        || w.hasPrefix("after") || (unlabelledFirst && animationLike))
            })
        else { return calls.map(\.call).joined() }
        let t = time.name
        let seconds =
            "((\(t) as Any?) as? Double ?? ((\(t) as Any?) as? CGFloat).map { Double($0) } ?? ((\(t) as Any?) as? Int).map { Double($0) } ?? 0)"
        var animated: [String] = [], later: [String] = []
        for c in calls {
            let l = labelled.first { $0.name == c.name }!
            // `animations:`, or the app's own spelling (`animation:`, SoundPlayer, held-out 45).
            if l.p.hasSuffix("@escaping () -> Void")
                && (l.label.lowercased().hasPrefix("animation") || (animationLike && l.label == "_"))
            {
                animated.append("UIView.animate(withDuration: \(seconds), animations: \(c.name)); ")
            } else {
                later.append(c.call)
            }
        }
        let deferred =
            later.isEmpty ? "" : "DispatchQueue.main.asyncAfter(deadline: .now() + \(seconds)) { \(later.joined())}; "
        return animated.joined() + deferred
    }

    /// `name` as a declaration's name: Swift's keywords in backticks (`static var `default``).
    static func identifier(_ name: String) -> String {
        let keywords: Set<String> = [
            "default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "in", "is", "as",
            "if", "else", "for", "while", "repeat", "return", "switch", "case", "break", "continue", "import",
            "init", "deinit", "self", "Self", "super", "static", "public", "private", "internal", "operator",
            "throws", "throw", "try", "catch", "where", "do", "nil", "true", "false", "subscript", "typealias",
            "fallthrough", "guard", "defer", "associatedtype", "inout", "Any"
        ]
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// True for types that are views (created and added to their owner's view).
    func isUIView(_ type: String) -> Bool {
        if [
            "UIView", "UIImageView", "UILabel", "UIButton", "UIScrollView", "UIControl", "UICollectionViewCell",
            "UITableViewCell"
        ].contains(type) {
            return true
        }
        if let s = stub(type), case .subclass(let base) = s.shape, s.name == type { return isUIView(base) }
        return false
    }

    /// The two sides of an assignment on `line` (`v.tag = Constants.tag` → `v.tag`,
    /// `Constants.tag`), or nil when it has none (`==`, `<=`, `>=` and `!=` are no assignment).
    static func assignment(_ line: String) -> (target: String, value: String)? {
        let chars = Array(line)
        for i in chars.indices where chars[i] == "=" {
            let before = i > 0 ? chars[i - 1] : " ", after = i + 1 < chars.count ? chars[i + 1] : " "
            guard after != "=", !["=", "!", "<", ">"].contains(before) else { continue }
            return (String(chars[..<i]), String(chars[(i + 1)...]))
        }
        return nil
    }

    /// True when `word` occurs in `line` not as part of a longer identifier.
    static func containsWord(_ line: String, _ word: String) -> Bool {
        var i = line.startIndex
        while let r = line.range(of: word, range: i..<line.endIndex) {
            i = r.upperBound
            let before: Character = r.lowerBound == line.startIndex ? " " : line[line.index(before: r.lowerBound)]
            let after: Character = r.upperBound == line.endIndex ? " " : line[r.upperBound]
            if !(before.isLetter || before.isNumber || before == "_"),
                !(after.isLetter || after.isNumber || after == "_")
            {
                return true
            }
        }
        return false
    }

    /// Line `n` (1-based) of copy `file`.
    func text(_ file: String, _ n: Int) -> String {
        guard let lines = sources[file], n >= 1, n <= lines.count else { return "" }
        return String(lines[n - 1])
    }

    /// Every 'quoted' name in `message`, in order.
    static func quotedNames(_ message: String) -> [String] { PortDiagnostic.quotedNames(message) }

    // MARK: - Stand-in controllers

    /// Stubbed protocols the files cast a transition controller to (`as? PanModalPresentable`,
    /// on the context's call or on a variable bound to it: ``standIns(in:)`` tells which):
    /// each gets a `UIViewController` subclass conforming to it, to stand for the controller.
    var castProtocols: [String] {
        stubs.filter {
            $0.shape == .protocolType && !$0.name.contains(".")
                && (Uses.hasWord(allText, "as? " + $0.name) || Uses.hasWord(allText, "as! " + $0.name))
        }.map(\.name)
    }

    /// The function that makes a placeholder value of stub `type` (an initializer's argument).
    public static func placeholderFunction(_ type: String) -> String {
        "portPlaceholder" + type.replacingOccurrences(of: ".", with: "")
    }

    /// Whether `PortStubs.swift` declares placeholder function `f` (``placeholderFunction(_:)``)
    /// as written now: a class's always, an alias's or an enumeration's when it has a value, a
    /// protocol's at the top level (the cases of the writer's switch).
    public func writesPlaceholder(_ f: String) -> Bool {
        stubs.contains { stub in
            guard Self.placeholderFunction(stub.name) == f else { return false }
            switch stub.shape {
            case .subclass, .plainClass: return true
            case .alias(let type): return value(of: type, name: stub.name) != nil
            case .protocolType: return !stub.name.contains(".")
            case .enumeration: return enumValue(stub) != nil
            default: return false
            }
        }
    }

    /// The controller class standing for a controller cast to protocol `p`.
    static func standInName(_ p: String) -> String { "PortStandIn" + p }

    /// The transition's controllers a plugin's file casts to a stubbed view-controller class
    /// (`viewController(forKey: .to) as? ProfileViewController`): key (`from`/`to`) → class. The
    /// export asks the SDK to make the host's controllers for those keys as instances of those
    /// classes, so the cast succeeds and the animator runs instead of returning early.
    /// `protocols`: the files' own protocols a stand-in controller can adopt
    /// (``PortProject/controllerStandIns(for:)``), answered under their own names; `classes`:
    /// the files' own controller classes port can make (``PortableClassFinder/controllerClasses(_:)``).
    /// A cast is `as?`, `as!` or a test with `is` (`guard toVC is MenuViewController else { fatalError() }`).
    public func standIns(in text: String, protocols: [String] = [], classes: [String] = [], presenting: Bool = true)
        -> [(
            key: String, type: String
        )]
    {
        let vcStubs =
            stubs.filter {
                if case .subclass(let b) = $0.shape { return Self.controllerBases.contains(b) } else { return false }
            }.map(\.name)
            + castProtocols + protocols + classes
        // A cast through the files' type alias (`typealias FromVC = MainTabBarController`,
        // `… as! FromVC`) is a cast to the class it names.
        // The plugin's own file's aliases win over the other files' of the same name (each of
        // a pair of animators declares its own `FromVC`).
        let aliases = Self.typeAliases(in: allText).merging(Self.typeAliases(in: text)) { _, own in own }.filter {
            vcStubs.contains($0.value)
        }
        let names = vcStubs + aliases.keys.sorted()
        var seen: Set<String> = []
        // The presenting side's casts first (PortStubs+SideBranches), then any.
        let found =
            casts(in: Self.presentingSide(of: text, presenting: presenting), to: names, presenting: presenting)
            + casts(in: text, to: names, presenting: presenting)
        return found.map { ($0.key, aliases[$0.type] ?? $0.type) }.filter { seen.insert($0.0).inserted }.map {
            ($0.0, castProtocols.contains($0.1) ? Self.standInName($0.1) : $0.1)
        }
    }

    /// The UIKit controller classes a stub of an app's controller may subclass: a cast of a
    /// transition controller to one (`as! MainTabBarController`, a tab bar controller of the
    /// app) makes the host's controller an instance of the stub, as for a plain one.
    static let controllerBases: Set<String> = [
        "UIViewController", "UITabBarController", "UINavigationController", "UITableViewController",
        "UICollectionViewController", "UIPageViewController", "UISplitViewController"
    ]

    /// The files' `typealias Name = Type` declarations of a plain type name: name → type.
    static func typeAliases(in text: String) -> [String: String] {
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let k = words.firstIndex(of: "typealias"), k + 3 < words.count, words[k + 2] == "=" else {
                continue
            }
            let target = String(words[k + 3])
            if target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                out[String(words[k + 1])] = target
            }
        }
        return out
    }

    /// Every cast of a transition controller in `text` to one of `vcStubs`, by key, in order
    /// (`presenting`: the side validated, for a key chosen by a presenting flag).
    func casts(in text: String, to vcStubs: [String], presenting: Bool = true) -> [(key: String, type: String)] {
        var out: [(key: String, type: String)] = []
        guard !vcStubs.isEmpty else { return [] }
        // Variables bound to a controller of the context: `let toVC = ctx.viewController(forKey: .to)`.
        var variables: [(name: String, key: String)] = []
        for l in text.split(separator: "\n") {
            // Each call on the line, up to the next (`guard let a = c.viewController(forKey: .from),
            // let b = c.viewController(forKey: .to) as? Sheet`: the cast is the second's).
            let parts = l.components(separatedBy: "viewController(forKey:")
            for i in parts.indices.dropFirst() {
                let rest = Substring(parts[i])
                guard let key = Self.contextKey(rest) ?? Self.chosenKey(rest, in: text, presenting: presenting)
                else { continue }
                for v in vcStubs
                // 160 characters: `UITransitionContextViewControllerKey.from) as? FullScreenSlideshowViewController`.
                where Self.casts(String(rest.prefix(160)), to: v)
                    || Self.findsController(String(rest.prefix(160)), v, in: allText)
                {
                    out.append((key, v))
                }
                // `let name = …viewController(forKey: .to)` (then cast later).
                let head = Substring(parts[i - 1])
                if let letR = head.range(of: "let ", options: .backwards) ?? head.range(of: "var ", options: .backwards)
                {
                    let name = head[letR.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    // A name may be bound to each key in turn (`let menu` in two methods).
                    if !name.isEmpty { variables.append((String(name), key)) }
                } else if let name = Self.assignedName(head) {
                    variables.append((name, key))
                }
            }
        }
        out += Self.tupleSwitchCasts(in: text, to: vcStubs)
        // Passed on to a helper of the files (PortStubs+HelperParameters), or bound again.
        variables += Self.helperParameters(in: text, bound: variables)
        variables += Self.reboundVariables(in: text, bound: variables)
        for (variable, key) in variables {
            for v in vcStubs
            where Self.casts(text, variable, to: v) {
                out.append((key, v))
            }
        }
        return out
    }

    /// `switch (ctx.viewController(forKey: .from), ctx.viewController(forKey: .to)) { case (let
    /// f as MainViewController, let t as MenuViewController):` (or `case is (Main, Menu):`,
    /// DuckDuckGo's browsing menu): the first case's types, by the keys the tuple holds in
    /// order, where they are among `vcStubs`.
    static func tupleSwitchCasts(in text: String, to vcStubs: [String]) -> [(key: String, type: String)] {
        var out: [(key: String, type: String)] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (n, line) in lines.enumerated() where line.contains("switch (") {
            let keys = line.components(separatedBy: "viewController(forKey:").dropFirst().compactMap {
                contextKey(Substring($0))
            }
            guard keys.count == 2,
                let caseLine = lines[(n + 1)...].prefix(4).first(where: {
                    $0.contains("case (") || $0.contains("case is (")
                }),
                let open = caseLine.range(of: "(")
            else { continue }
            let inside = caseLine[open.upperBound...].prefix { $0 != ")" }
            let elements = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard elements.count == 2 else { continue }
            for (key, element) in zip(keys, elements) {
                let type = element.components(separatedBy: " as ").last ?? element
                if vcStubs.contains(type) { out.append((key, type)) }
            }
        }
        return out
    }

    /// The key a variable passed as the key holds (`let key = isPresentation ? .to : .from`,
    /// then `viewController(forKey: key)`, Slide's profile sheet), or the key a conditional
    /// written as the argument picks (`viewController(forKey: isPresenting ? .from : .to)`,
    /// Puzzil), on the side validated (``ternaryKey(_:presenting:)``). Nil when `rest` starts
    /// with neither.
    static func chosenKey(_ rest: Substring, in text: String, presenting: Bool) -> String? {
        // The argument itself, up to the call's closing parenthesis.
        let argument = rest.prefix { $0 != ")" }
        if argument.contains(" ? "), let key = ternaryKey(argument, presenting: presenting) { return key }
        let name = rest.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, name.first?.isLowercase == true else { return nil }
        for form in ["let \(name) =", "var \(name) =", "let \(name): UITransitionContextViewControllerKey ="] {
            guard let r = text.range(of: form) else { continue }
            // The value, which may go on to the next line (`isPresentation ? .to\n : .from`).
            let value = text[r.upperBound...].split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
                .prefix(2).joined(separator: " ")
            if let key = ternaryKey(Substring(value), presenting: presenting) { return key }
        }
        return nil
    }

    /// The key `condition ? .a : .b` gives on the side validated: for a condition that is a
    /// presenting flag (`isPresentation`, `!isPushing`), the branch that side takes; else the
    /// first. Nil when `value` is not such a conditional of two keys.
    static func ternaryKey(_ value: Substring, presenting: Bool) -> String? {
        guard let q = value.range(of: " ? ") else { return nil }
        let branches = value[q.upperBound...].components(separatedBy: " : ")
        guard branches.count >= 2 else { return nil }
        var condition = value[..<q.lowerBound].trimmingCharacters(in: .whitespaces)
        let negated = condition.hasPrefix("!")
        if negated { condition.removeFirst() }
        if condition.hasPrefix("self.") { condition.removeFirst(5) }
        let flag = condition.lowercased()
        let presentingFlag = PlaceholderArguments.presentingFlagWords.contains {
            flag.hasPrefix($0) || flag.hasPrefix("is" + $0)
        }
        let first = !presentingFlag || presenting != negated
        return contextKey(" " + (first ? branches[0] : branches[1]).drop { $0 == " " })
    }

    /// `from` or `to` for the text after `viewController(forKey:`, or nil for another key.
    static func contextKey(_ rest: Substring) -> String? {
        for (key, forms) in [
            (
                "from",
                [
                    " .from", " UITransitionContextViewControllerKey.from", " UITransitionContextFromViewControllerKey",
                    ".from"
                ]
            ),
            (
                "to",
                [" .to", " UITransitionContextViewControllerKey.to", " UITransitionContextToViewControllerKey", ".to"]
            )
        ] where forms.contains(where: { rest.hasPrefix($0) }) {
            return key
        }
        return nil
    }

    /// Whether `text` casts `subject` (a variable; empty: what comes just before, the context's
    /// call) to `type`: `as?`, `as!`, or `is`.
    static func casts(_ text: String, _ subject: String = "", to type: String) -> Bool {
        let forms = subject.isEmpty ? [" "] : [subject + " ", subject + "! "]
        return forms.contains { f in
            // A whole word at both ends: `toVC`, not `fromtoVC`; `Menu`, not `MenuItem`.
            ["as? ", "as! ", "is "].contains { containsWord(text, f + $0 + type) }
        }
    }

    /// `viewController(forKey: .to)?.cardsController()` where the files declare `func
    /// cardsController() -> CardsController?` (an extension of UIViewController that answers
    /// `self as? CardsController`, or looks into a navigation controller): the controller is
    /// found as one of that class, so the host's is made one. The helper may be declared in
    /// any of the files (`text` is all of them).
    static func findsController(_ call: String, _ type: String, in text: String) -> Bool {
        guard let dot = call.range(of: ")?.") ?? call.range(of: ")!.") else { return false }
        let name = call[dot.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, call[dot.upperBound...].dropFirst(name.count).hasPrefix("(") else { return false }
        return text.contains("func \(name)() -> \(type)?") || text.contains("func \(name)() -> \(type)!")
    }
}
