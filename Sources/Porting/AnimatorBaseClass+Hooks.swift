extension AnimatorBaseClass.Analysis {
    /// The sign of a template base class whose `animateTransition` calls methods of the class
    /// that do nothing (`presentTransition(…)`, `dismissTransition(…)` with empty bodies):
    /// hooks its subclasses fill, each in its own file, and complete from. Nil when it calls
    /// no empty method of the class. `body` is `animateTransition`'s tokens, spaces dropped.
    static func emptyHooks(called body: [Int], by animate: Body, all: [Body]) -> String? {
        let s = animate.scan
        let called = Set(
            body.indices.filter { k in
                s.tokens[body[k]].kind == .identifier && k + 1 < body.count && s.text(body[k + 1]) == "("
                    && (k == 0 || s.text(body[k - 1]) != "." || (k >= 2 && s.text(body[k - 2]) == "self"))
            }.map { s.text(body[$0]) })
        let hooks = all.filter { b in
            b.member.keyword == "func" && b.member.name != "animateTransition" && called.contains(b.member.name)
                && bodyTokens(b).allSatisfy { [.space, .newline, .comment].contains(b.scan.tokens[$0].kind) }
                && b.scan.text(b.member.lastToken) == "}"
        }
        guard !hooks.isEmpty else { return nil }
        let list = hooks.map { "\($0.member.name)() at line \($0.member.line)" }.joined(separator: ", ")
        return "its animateTransition calls \(list), empty: hooks its subclasses fill"
    }
}
