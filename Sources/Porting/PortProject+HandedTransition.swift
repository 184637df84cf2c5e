import Foundation

extension PortProject {
    /// The app's types, stubbed, that an animator hands its whole transition to: none of the
    /// files calls `completeTransition`, so only the app's code can end the transition (a
    /// library's engine, `SwiftyAnimator.transitionFade(with: options)`), and the animator's
    /// `animateTransition` (its own, or a superclass's of the files) names these stubbed types,
    /// or reads a stored property of the class typed by one. Empty when the files complete a
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
        // The class and its superclasses among the files (a subclass inherits animateTransition).
        var chain: Set<String> = [p.className.split(separator: ".").last.map(String.init) ?? p.className]
        var grew = true
        while grew {
            grew = false
            for scan in scans {
                for t in scan.types where chain.contains(t.name) {
                    for b in t.inherits where !chain.contains(b) && scan.types.contains(where: { $0.name == b }) {
                        chain.insert(b)
                        grew = true
                    }
                }
            }
        }
        for scan in scans {
            for t in scan.types where chain.contains(t.name) {
                // A stored property of the class typed by an app type stands for it
                // (`animationDriver?.start()`, a `SlideAnimationDriver?`, ADPresentationKit, held-out 45).
                var propertyTypes: [String: String] = [:]
                for s in scans {
                    for u in s.types where u.name == t.name {
                        for v in s.storedProperties(of: u) {
                            propertyTypes[v.name] = PortStubs.bareType(
                                v.type.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")))
                        }
                    }
                }
                for m in t.members where m.keyword == "func" && m.name == "animateTransition" {
                    for i in m.firstToken...m.lastToken where i < scan.tokens.count {
                        let w = scan.text(i)
                        let type =
                            appTypes.contains(w) ? w : propertyTypes[w].flatMap { appTypes.contains($0) ? $0 : nil }
                        if let type, !named.contains(type) { named.append(type) }
                    }
                }
            }
        }
        return named
    }
}
