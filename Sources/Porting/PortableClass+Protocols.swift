extension PortableClassFinder.Index {
    /// The kinds protocol `name` of the files gives the classes conforming to it through what
    /// it refines (`protocol SwipeTransitioning: UIViewControllerAnimatedTransitioning`, or a
    /// protocol refining that one), empty for other names.
    func refinedKinds(_ name: String, _ seen: Set<String> = []) -> Set<PortableClass.Kind> {
        guard let parents = protocolInherits[name], !seen.contains(name) else { return [] }
        var out: Set<PortableClass.Kind> = []
        for p in parents {
            let last = p.split(separator: ".").last.map(String.init) ?? p
            if let k = PortableClassFinder.roots[last] { out.insert(k) }
            out.formUnion(refinedKinds(p, seen.union([name])))
        }
        return out
    }

    /// The kinds class `t` has by the methods it implements when it names a protocol the
    /// files do not declare as a class's, nor Apple's: a library's protocol refining UIKit's
    /// (`class SwipeAnimator: NSObject, SwipeTransitioningProtocol`, the protocol in a file not
    /// given). `animateTransition(using:)` with `transitionDuration(using:)` make an animator,
    /// `startInteractiveTransition(_:)` an interaction controller.
    func kindsByMethods(_ t: TypeDeclaration) -> Set<PortableClass.Kind> {
        // The first name is the superclass unless it reads as a protocol (an app's base class
        // not given is no evidence).
        let first = t.inherits.first
        let protocolLike = first.map { f in PortStubs.protocolEndings.contains { f.hasSuffix($0) } } ?? false
        let names = conformances(t).enumerated().filter { $0.offset > 0 || protocolLike || t.inherits.isEmpty }
            .map { $0.element.split(separator: ".").last.map(String.init) ?? $0.element }
        guard
            names.contains(where: {
                byName[$0] == nil && !PortDiagnostic.isAppleName($0)
                    && !PortableClassFinder.constructibleBases.contains($0)
            })
        else { return [] }
        let members = t.members + (extensionsByName[t.qualifiedName] ?? []).flatMap(\.members)
        let signatures = Set(members.filter { $0.keyword == "func" }.map(\.signature))
        var out: Set<PortableClass.Kind> = []
        if signatures.contains("animateTransition(using:)"), signatures.contains("transitionDuration(using:)") {
            out.insert(.animator)
        }
        if signatures.contains("startInteractiveTransition(_:)") { out.insert(.interaction) }
        return out
    }
}
