import Foundation

extension PortStubs {
    /// `guard JSCGSizeIsValidated(size) else {` (JSMediaBrowser, held-out 43): a capitalised
    /// name called where a condition is wanted is the app's function in the C style of
    /// `CGRectIsEmpty`, not a type port first stubbed from its capital. The stub class becomes
    /// a top-level function of the same calls returning `Bool` — `true` when the files guard
    /// on it, so the work after the guard runs as it does for the app's valid values. True
    /// when it was one.
    mutating func capitalisedPredicate(_ name: String, line: String) -> Bool {
        guard !name.contains("."), let s = appStubIndex(name), stubs[s].shape == .plainClass,
            stubs[s].members.isEmpty, line.contains(name + "("),
            !stubs.contains(where: { $0.name.hasPrefix(name + ".") })
        else { return false }
        let overloads = stubs[s].initializers.isEmpty ? [[]] : stubs[s].initializers
        stubs.remove(at: s)
        let top = topLevelIndex()
        stubs[top].members.append(Member(name: name, isStatic: false, kind: .method(overloads: overloads)))
        stubs[top].returns[name] = "Bool"
        if allText.contains("guard " + name + "(") { heldPredicates.insert(name) }
        return true
    }
}

extension PortStubs {
    /// Whether a method's name says it stops the program (`fatal`, `fatalError`, `logFatal`,
    /// `crash`): the app's logging wrappers around `fatalError`, which return `Never`. Not one
    /// that shows or reports a fatal error (`showFatalAlert`, `presentFatalError`,
    /// `fatalErrorMessage`): those return, and a stand-in that stopped would end the plugin.
    static func namesAStop(_ name: String) -> Bool {
        let n = name.lowercased()
        if ["crash", "die", "fatal", "fatalerror", "logfatal", "fatallog", "logfatalerror"].contains(n) { return true }
        let shows = ["alert", "show", "present", "message", "report", "display", "text", "string"]
        return (n.hasPrefix("fatal") || n.hasSuffix("fatal")) && !shows.contains { n.contains($0) }
    }

    /// `guard … else { CCLog.warning("…") }` at `d` (the compiler says the body falls through):
    /// the stub method called last in the guard's body returns `Never`, as the app's does.
    /// True when one was found.
    mutating func stopsGuard(at d: Diagnostic) -> Bool {
        guard let lines = sources[d.file], d.line >= 1, d.line <= lines.count else { return false }
        // The body: from the guard's `else {` to the line whose `}` closes it.
        var depth = 0
        var started = false
        var last: Substring?
        for l in lines[(d.line - 1)...].prefix(40) {
            var text = l
            if !started, let e = l.range(of: "else") {
                text = l[e.upperBound...]
            } else if !started {
                continue
            }
            for c in text {
                if c == "{" {
                    depth += 1
                    started = true
                } else if c == "}" {
                    depth -= 1
                }
            }
            let statement = text.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "{}"))
            if started, !statement.trimmingCharacters(in: .whitespaces).isEmpty { last = Substring(statement) }
            if started && depth <= 0 { break }
        }
        guard let last, let open = last.firstIndex(of: "(") else { return false }
        let callee =
            last[..<open].split(separator: ".").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        var found = false
        for s in stubs.indices {
            for m in stubs[s].members where m.name == callee {
                guard case .method = m.kind else { continue }
                stubs[s].returns[callee] = "Never"
                found = true
            }
        }
        return found
    }
}
