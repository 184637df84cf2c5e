extension AnimatorBaseClass.Analysis {
    /// The sign of a template base class whose `animateTransition` calls methods of the class
    /// that do nothing (`presentTransition(…)`, `dismissTransition(…)` with empty bodies):
    /// hooks its subclasses fill, each in its own file, and complete from. Nil when it calls
    /// no empty method of the class. `body` is `animateTransition`'s tokens, spaces dropped.
    static func emptyHooks(called body: [Int], by animate: Body, all: [Body]) -> String? {
        let s = animate.scan
        let called = calledNames(body, in: s)
        let hooks = all.filter { b in
            b.member.keyword == "func" && b.member.name != "animateTransition" && called.contains(b.member.name)
                && bodyTokens(b).allSatisfy { [.space, .newline, .comment].contains(b.scan.tokens[$0].kind) }
                && b.scan.text(b.member.lastToken) == "}"
        }
        guard !hooks.isEmpty else { return nil }
        let list = hooks.map { "\($0.member.name)() at line \($0.member.line)" }.joined(separator: ", ")
        return "its animateTransition calls \(list), empty: hooks its subclasses fill"
    }

    /// The sign of a template base class whose `animateTransition` calls a method of the class
    /// whose body only traps (`func animateTransitionHelper(_:) -> Handlers? { fatalError("You
    /// have to implement this method") }`): the hook every subclass must override, so the class
    /// itself can never run a transition, whatever it would complete afterwards
    /// (react-native-ios-navigator's `CustomAnimator`, TransitionKit's
    /// `BaseAnimatedTransitioning`, held-out 42). The nearest declaration of each called name
    /// counts (a subclass that overrides the hook is no base class); an overload of
    /// `animateTransition` itself may be the hook. `body` is `animateTransition`'s tokens, spaces
    /// dropped.
    static func trappingHooks(called body: [Int], by animate: Body, all: [Body]) -> String? {
        let s = animate.scan
        let called = calledNames(body, in: s)
        var hooks: [Body] = []
        for name in called.sorted() {
            guard
                let nearest = all.first(where: {
                    $0.member.keyword == "func" && $0.member.name == name
                        && $0.member != animate.member
                }), nearest.member.onlyTraps
            else { continue }
            hooks.append(nearest)
        }
        guard !hooks.isEmpty else { return nil }
        let list = hooks.map { "\($0.member.name)() at line \($0.member.line)" }.joined(separator: ", ")
        return "its animateTransition calls \(list), which only traps (fatalError): a hook every subclass must override"
    }

    /// The names `body` (tokens, spaces dropped) calls as methods of the class: `name(` alone
    /// or after `self.`.
    static func calledNames(_ body: [Int], in s: Scan) -> Set<String> {
        Set(
            body.indices.filter { k in
                s.tokens[body[k]].kind == .identifier && k + 1 < body.count && s.text(body[k + 1]) == "("
                    && (k == 0 || s.text(body[k - 1]) != "." || (k >= 2 && s.text(body[k - 2]) == "self"))
            }.map { s.text(body[$0]) })
    }
}

extension AnimatorBaseClass.Analysis {
    /// The sign of a template base class whose `animateTransition` asks a method of the class
    /// that declines (`func performTransition(using:) -> Bool { return false }`, `return nil`)
    /// and that subclasses in the files override: the subclasses do the transition, and the
    /// class's own path is a fallback the app never takes (SudokuWizard's `CustomTransition`,
    /// held-out 44, whose fallback completes without adding the to view). Nil when it asks no
    /// such method, or no subclass in the files overrides it.
    static func decliningHooks(called body: [Int], by animate: Body, all: [Body], overridden: Set<String>)
        -> String?
    {
        let s = animate.scan
        var hooks: [Body] = []
        for name in calledNames(body, in: s).sorted() where overridden.contains(name) {
            guard
                let nearest = all.first(where: {
                    $0.member.keyword == "func" && $0.member.name == name && $0.member != animate.member
                })
            else { continue }
            let words = bodyTokens(nearest).filter {
                ![.space, .newline, .comment].contains(nearest.scan.tokens[$0].kind)
            }.map { nearest.scan.text($0) }
            if [["return", "false"], ["return", "nil"], ["false"], ["nil"]].contains(words) { hooks.append(nearest) }
        }
        guard !hooks.isEmpty else { return nil }
        let list = hooks.map { "\($0.member.name)() at line \($0.member.line)" }.joined(separator: ", ")
        return "its animateTransition asks \(list), which declines, and its subclasses in the files override it"
    }
}
