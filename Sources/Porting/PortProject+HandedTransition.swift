extension PortProject {
    /// The app's types, stubbed, that an animator hands its whole transition to: none of the
    /// files calls `completeTransition`, so only the app's code can end the transition (a
    /// library's engine, `SwiftyAnimator.transitionFade(with: options)`), and the animator's
    /// `animateTransition` names these stubbed types. Empty when the files complete a
    /// transition somewhere, or no stub is named there. The report says the plugin needs
    /// those types' files, so a run the watchdog ends is not mistaken for the file's bug.
    public func appTypesEndingTheTransition(for p: Plugin) -> [String] {
        guard p.kind == .animator, let stubs else { return [] }
        let scans = files.map { SwiftDeclarations($0.source) }
        let completes = scans.contains { scan in
            scan.tokens.indices.contains { scan.text($0) == "completeTransition" }
        }
        guard !completes else { return [] }
        let appTypes = Set(
            stubs.stubs.filter { s in
                s.shape != .sdkExtension && s.shape != .topLevel && !s.name.hasPrefix("PortStub")
            }.map(\.name))
        var named: [String] = []
        for scan in scans {
            for t in scan.types where t.qualifiedName == p.className || t.name == p.className {
                for m in t.members where m.keyword == "func" && m.name == "animateTransition" {
                    for i in m.firstToken...m.lastToken where i < scan.tokens.count {
                        let w = scan.text(i)
                        if appTypes.contains(w), !named.contains(w) { named.append(w) }
                    }
                }
            }
        }
        return named
    }
}
