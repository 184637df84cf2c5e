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
