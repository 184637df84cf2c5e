/// Tells an animator that is a base class from one that is an animator on its own. Libraries
/// often declare a class conforming to `UIViewControllerAnimatedTransitioning` whose
/// `animateTransition` only prepares (adds the to view, keeps the controllers) or does nothing
/// (`// override in subclass`), and subclasses in other files that animate and complete. Made
/// into a plugin, such a class never calls `completeTransition`, and the validator's watchdog
/// failure would blame a bug it does not have. Port does not make it an animator plugin: the
/// report says it is a base class and which subclasses of the files were ported instead.
///
/// The rule is two-sided, so that an animator that merely forgets `completeTransition` is still
/// validated and fails:
/// - it **cannot complete**: no method its `animateTransition` reaches in the files (the
///   methods and computed properties it names, through `super.` and the class's ancestors in
///   the files, and the methods the SDK calls back — overrides, `@objc` targets, Core
///   Animation's and the dynamic animator's delegate methods) mentions `completeTransition`,
///   and none passes the transition context to a function the files do not declare (the app's
///   helper might complete it);
/// - it is **meant to be subclassed**: not `final`, and one of: a subclass in the files, `open`,
///   an empty `animateTransition`, a method that completes the transition which
///   `animateTransition` never reaches (a finishing step left to subclasses), or a comment on
///   the class or on `animateTransition` that calls it a base class or asks for an override.
public struct AnimatorBaseClass: Sendable, Equatable {
    /// The class, as ``PortableClass/qualifiedName``.
    public var className: String
    /// Why it is taken for a base class (the sign found), for the report.
    public var sign: String
    /// The classes of the files that inherit from it (ported on their own), in source order.
    public var subclasses: [String]
    /// True for an animator that is its own interaction controller and animates only from its
    /// `startInteractiveTransition` (its `animateTransition` does nothing: UIKit calls
    /// `startInteractiveTransition` instead whenever the delegate vends an interaction
    /// controller): ported as an interaction controller only.
    public var interactiveOnly = false
    /// True when the sign is a hook that only traps (``sign`` names it): the class may call
    /// `completeTransition` itself, after the hook a subclass overrides.
    public var trapsInHook = false
    /// The label of an initializer's closure parameter that takes the transition context
    /// (`init(duration:performAnimation:)`, XCoordinator's `StaticTransitionAnimation`, held-out
    /// 46): the class runs the app's animation closure rather than being subclassed, so the
    /// report asks for that closure, not for a subclass.
    public var drivingClosure: String?

    /// What the report says of it.
    public var description: String {
        if interactiveOnly {
            return
                "interactive only: its animateTransition never calls completeTransition (nor does anything it reaches in the files), and it is its own interaction controller, whose startInteractiveTransition drives the transition (\(sign)) — UIKit calls that instead of animateTransition when the delegate vends the interaction controller; ported as an interaction controller only"
        }
        let ported =
            subclasses.isEmpty
            ? "none is in the files given; give the file that declares one"
            : "the files' \(subclasses.joined(separator: ", ")) \(subclasses.count == 1 ? "is" : "are") ported on \(subclasses.count == 1 ? "its" : "their") own"
        if trapsInHook { return "base class: \(sign); port a subclass that overrides it — \(ported)" }
        if let label = drivingClosure {
            return
                "driven by a closure: its animateTransition never calls completeTransition itself, and its initializer takes the animation as the \(label): closure, which your app writes (port's placeholder closure does nothing, so it is not made into a plugin); give --construct '\(className)(…, \(label): { context in … })' with your app's closure"
        }
        return
            "base class: its animateTransition never calls completeTransition (nor does anything it reaches in the files), and it is meant to be subclassed (\(sign)); port a subclass that does — \(ported)"
    }

    /// Methods the SDK calls on an object of the class without the files naming them: where
    /// a transition may be completed outside `animateTransition`'s own calls.
    static let callbacks: Set<String> = [
        "animationDidStop", "animationDidStart", "dynamicAnimatorDidPause", "dynamicAnimatorWillResume",
        "observeValue", "animationEnded", "startInteractiveTransition", "finish", "cancel", "update"
    ]

    /// The ``callbacks`` UIKit makes only on an interaction controller.
    static let interactionCallbacks: Set<String> = ["finish", "cancel", "update", "startInteractiveTransition"]

    /// Words in a comment that call a class a base class or ask for an override (English and
    /// Chinese, the languages of the census's files).
    static let baseWords = [
        "base class", "abstract", "subclass", "override", "overridden", "子类", "基类", "父类", "重写", "复写"
    ]

    /// The base classes among `classes` (the animators port found in `files`: path and source).
    public static func find(
        in classes: [PortableClass], files: [(path: String, source: String)]
    ) -> [AnimatorBaseClass] {
        let scans = files.map { (path: $0.path, scan: SwiftDeclarations($0.source)) }
        var out: [AnimatorBaseClass] = []
        for c in classes where c.kinds.contains(.animator) {
            if var b = Analysis(scans).baseClass(c.qualifiedName, interactive: c.kinds.contains(.interaction)) {
                b.drivingClosure = Analysis(scans).contextClosureLabel(c.qualifiedName)
                out.append(b)
            }
        }
        return out
    }

    /// The files' classes and extensions, read once per class looked at.
    struct Analysis {
        typealias Scan = SwiftDeclarations
        typealias TypeDeclaration = SwiftDeclarations.TypeDeclaration
        /// A member with the scan it is in.
        struct Body {
            var scan: Scan
            var member: SwiftDeclarations.Member
        }
        let scans: [(path: String, scan: Scan)]
        init(_ scans: [(path: String, scan: Scan)]) { self.scans = scans }

        /// The class declaration named `name` (qualified or plain) and its scan.
        func declaration(_ name: String) -> (scan: Scan, type: TypeDeclaration)? {
            for (_, s) in scans {
                if let t = s.types.first(where: {
                    $0.keyword == "class" && ($0.qualifiedName == name || $0.name == name)
                }) {
                    return (s, t)
                }
            }
            return nil
        }

        /// The label of an initializer parameter of class `name` whose type is a closure taking
        /// the transition context, or nil.
        func contextClosureLabel(_ name: String) -> String? {
            guard let d = declaration(name) else { return nil }
            for b in members(d.type, in: d.scan) where b.member.keyword == "init" {
                for p in b.member.parameters
                where p.type.contains("->") && p.type.contains("UIViewControllerContextTransitioning") {
                    return p.label == "_" ? p.name : p.label
                }
            }
            return nil
        }

        /// `name` and its ancestors declared in the files, nearest first.
        func lineage(_ name: String) -> [(scan: Scan, type: TypeDeclaration)] {
            var out: [(Scan, TypeDeclaration)] = []
            var next: String? = name
            while let n = next, let d = declaration(n),
                !out.contains(where: { $0.1.qualifiedName == d.type.qualifiedName })
            {
                out.append(d)
                next = d.type.inherits.first
            }
            return out
        }

        /// The members of `t`: its body's and those of its extensions in the files.
        func members(_ t: TypeDeclaration, in scan: Scan) -> [Body] {
            var out = t.members.map { Body(scan: scan, member: $0) }
            for (_, s) in scans {
                for e in s.types where e.keyword == "extension" && (e.name == t.qualifiedName || e.name == t.name) {
                    out += e.members.map { Body(scan: s, member: $0) }
                }
            }
            return out
        }

        /// The base class `name` is, or nil when it may complete or shows no sign of being one.
        func baseClass(_ name: String, interactive: Bool = false) -> AnimatorBaseClass? {
            let chain = lineage(name)
            // A final class is no base class, but may be interactive only.
            guard let own = chain.first, interactive || !isFinal(own.type, own.scan) else { return nil }
            let all = chain.flatMap { members($0.type, in: $0.scan) }
            guard
                let animate = all.first(where: { $0.member.keyword == "func" && $0.member.name == "animateTransition" })
            else { return nil }
            // A hook that only traps stops every transition before anything could complete; one
            // that declines and that the files' subclasses override leaves them the transition.
            let calls = Self.bodyTokens(animate).filter { ![.space, .newline].contains(animate.scan.tokens[$0].kind) }
            if !isFinal(own.type, own.scan), !interactive,
                let sign = Self.trappingHooks(called: calls, by: animate, all: all)
                    ?? Self.decliningHooks(
                        called: calls, by: animate, all: all, overridden: overriddenBySubclasses(of: own.type))
            {
                var b = AnimatorBaseClass(className: name, sign: sign, subclasses: subclasses(of: own.type))
                b.trapsInHook = true
                return b
            }
            let names = Set(all.map(\.member.name))
            let inherited = Set(chain.dropFirst().flatMap { members($0.type, in: $0.scan) }.map(\.member.name))
            var reached: Set<String> = ["animateTransition"]
            var queue = ["animateTransition"]
            for b in all
            where Self.callbacksOf(b.member, interactive: interactive) || b.member.modifiers.contains("override")
                || b.member.modifiers.contains("@objc")
            {
                if reached.insert(b.member.name).inserted { queue.append(b.member.name) }
            }
            while let n = queue.popLast() {
                for b in all where b.member.name == n {
                    let body = Self.bodyTokens(b)
                    if body.contains(where: { b.scan.text($0) == "completeTransition" }) { return nil }
                    if passesContextOut(b, body, own: names, inherited: inherited) { return nil }
                    for i in body where b.scan.tokens[i].kind == .identifier {
                        let word = b.scan.text(i)
                        if names.contains(word), reached.insert(word).inserted { queue.append(word) }
                    }
                }
            }
            if interactive,
                let start = all.first(where: {
                    $0.member.keyword == "func" && $0.member.name == "startInteractiveTransition"
                })
            {
                var b = AnimatorBaseClass(
                    className: name, sign: "its startInteractiveTransition at line \(start.member.line)", subclasses: []
                )
                b.interactiveOnly = true
                return b
            }
            guard !isFinal(own.type, own.scan), let sign = sign(own, animate: animate, all: all, reached: reached)
            else { return nil }
            return AnimatorBaseClass(className: name, sign: sign, subclasses: subclasses(of: own.type))
        }

        /// Whether the SDK calls method `m` back: an interaction controller's `finish`,
        /// `cancel`, `update` and `startInteractiveTransition` only when the class is one
        /// (`interactive`); in an animator alone they are its own steps, which a template base
        /// class leaves its subclasses to call (`finish()` completing for them).
        static func callbacksOf(_ m: SwiftDeclarations.Member, interactive: Bool = true) -> Bool {
            m.keyword == "func" && AnimatorBaseClass.callbacks.contains(m.name)
                && (interactive || !AnimatorBaseClass.interactionCallbacks.contains(m.name))
        }

        /// The names of the methods the files' direct subclasses of `t` override.
        func overriddenBySubclasses(of t: TypeDeclaration) -> Set<String> {
            Set(directSubclasses(of: t).flatMap { $0.members.filter { $0.modifiers.contains("override") }.map(\.name) })
        }

        /// The classes of the files whose superclass is `t`.
        func subclasses(of t: TypeDeclaration) -> [String] { directSubclasses(of: t).map(\.qualifiedName) }

        /// The declarations of the files' classes whose superclass is `t`.
        func directSubclasses(of t: TypeDeclaration) -> [TypeDeclaration] {
            scans.flatMap { s in
                s.scan.types.filter {
                    $0.keyword == "class" && ($0.inherits.first == t.name || $0.inherits.first == t.qualifiedName)
                }
            }
        }

        /// Why `own` is taken for a base class, or nil when nothing says so.
        func sign(
            _ own: (scan: Scan, type: TypeDeclaration), animate: Body, all: [Body], reached: Set<String>
        ) -> String? {
            let subs = subclasses(of: own.type)
            if !subs.isEmpty {
                return "\(subs.joined(separator: ", ")) in the files subclass\(subs.count == 1 ? "es" : "") it"
            }
            if modifiers(own.type, own.scan).contains("open") { return "it is open" }
            let body = Self.bodyTokens(animate).filter { ![.space, .newline].contains(animate.scan.tokens[$0].kind) }
            if body.allSatisfy({ animate.scan.tokens[$0].kind == .comment }) {
                return "its animateTransition at line \(animate.member.line) is empty"
            }
            if let hooks = Self.emptyHooks(called: body, by: animate, all: all) { return hooks }
            if let helper = all.first(where: { b in
                !reached.contains(b.member.name)
                    && Self.bodyTokens(b).contains { b.scan.text($0) == "completeTransition" }
            }) {
                return
                    "\(helper.member.name)() at line \(helper.member.line) completes the transition, but nothing animateTransition reaches calls it: a step its subclasses call"
            }
            let comments = leadingComments(own.type, own.scan) + Self.comments(in: animate, before: true)
            let words = AnimatorBaseClass.baseWords
            if let c = comments.first(where: { c in words.contains { c.lowercased().contains($0) } }) {
                return "a comment says so: \(c.trimmingCharacters(in: .whitespaces))"
            }
            return nil
        }

        /// True when `body` hands the transition context (`animateTransition`'s parameter, or a
        /// name it is stored in) to a call of a function the files do not declare: a method of
        /// another object, `super.`'s when no ancestor in the files declares it, or a free
        /// function of the app.
        func passesContextOut(_ b: Body, _ body: [Int], own: Set<String>, inherited: Set<String>) -> Bool {
            let s = b.scan
            let contexts = Set(b.member.parameters.filter { $0.type.contains("ContextTransitioning") }.map(\.name))
                .union(["transitionContext"])
            let sig = body.filter { ![.space, .newline, .comment].contains(s.tokens[$0].kind) }
            // Per open parenthesis: whether the function called there is one the files declare.
            var declared: [Bool] = []
            for (k, i) in sig.enumerated() {
                let t = s.text(i)
                if t == "(" {
                    declared.append(k > 0 && calleeIsDeclared(sig, at: k - 1, s, own: own, inherited: inherited))
                } else if t == ")" {
                    _ = declared.popLast()
                } else if s.tokens[i].kind == .identifier, contexts.contains(t), declared.last == false, k > 0,
                    [",", "(", ":"].contains(s.text(sig[k - 1])), k + 1 == sig.count || s.text(sig[k + 1]) != "."
                {
                    return true
                }
            }
            return false
        }

        /// Whether the name at `sig[k]` (before a `(`) is a function the files declare for this
        /// class: its own or an ancestor's member, called bare, on `self`, or on `super` when an
        /// ancestor in the files has it. A type's initializer (`CGRect(`) and a closure
        /// (`{ … }(`) count as declared: they are not where the app completes a transition.
        func calleeIsDeclared(_ sig: [Int], at k: Int, _ s: Scan, own: Set<String>, inherited: Set<String>) -> Bool {
            let i = sig[k]
            guard s.tokens[i].kind == .identifier else { return true }
            let name = s.text(i)
            if name.first?.isUppercase == true { return true }
            guard k >= 2, s.text(sig[k - 1]) == "." else { return own.contains(name) || inherited.contains(name) }
            switch s.text(sig[k - 2]) {
            case "self": return own.contains(name) || inherited.contains(name)
            case "super": return inherited.contains(name)
            default: return false
            }
        }

        /// The token indices of `b`'s body, between its first `{` after the parameters and its end.
        static func bodyTokens(_ b: Body) -> [Int] {
            let s = b.scan
            var i = b.member.firstToken, depth = 0
            while i < b.member.lastToken {
                let t = s.text(i)
                if t == "(" { depth += 1 } else if t == ")" { depth -= 1 } else if t == "{", depth == 0 { break }
                i += 1
            }
            guard i < b.member.lastToken else { return [] }
            return Array((i + 1)..<b.member.lastToken)
        }

        /// The comments in `b`'s body, and the ones just before it when `before`.
        static func comments(in b: Body, before: Bool) -> [String] {
            let s = b.scan
            var out = (b.member.firstToken..<b.member.lastToken).filter { s.tokens[$0].kind == .comment }.map(s.text)
            if before {
                var i = b.member.firstToken - 1
                while i >= 0, [.space, .newline, .comment].contains(s.tokens[i].kind) {
                    if s.tokens[i].kind == .comment { out.append(s.text(i)) }
                    i -= 1
                }
            }
            return out
        }

        /// The token index of `t`'s `class` keyword.
        func keyword(_ t: TypeDeclaration, _ s: Scan) -> Int? {
            var i = t.open - 1
            while i >= 0 {
                if s.tokens[i].kind == .identifier, s.text(i) == "class", s.tokens[i].line <= t.line { return i }
                i -= 1
            }
            return nil
        }

        /// The modifiers written before `t`'s `class` (`final`, `open`, `public`).
        func modifiers(_ t: TypeDeclaration, _ s: Scan) -> [String] {
            guard let k = keyword(t, s) else { return [] }
            var out: [String] = [], i = k - 1
            while i >= 0,
                s.tokens[i].kind == .space || s.tokens[i].kind == .identifier || s.tokens[i].kind == .attribute
            {
                if s.tokens[i].kind == .identifier { out.append(s.text(i)) }
                i -= 1
            }
            return out
        }

        func isFinal(_ t: TypeDeclaration, _ s: Scan) -> Bool { modifiers(t, s).contains("final") }

        /// The comments just before `t`'s declaration (its doc comment), up to the code before it.
        func leadingComments(_ t: TypeDeclaration, _ s: Scan) -> [String] {
            guard let k = keyword(t, s) else { return [] }
            var out: [String] = [], i = k - 1
            while i >= 0 {
                let kind = s.tokens[i].kind
                if kind == .comment {
                    out.append(s.text(i))
                } else if kind == .identifier, !SwiftDeclarations.modifierWords.contains(s.text(i)) {
                    break
                } else if kind != .space, kind != .newline, kind != .attribute, kind != .identifier {
                    break
                }
                i -= 1
            }
            return out
        }
    }
}
