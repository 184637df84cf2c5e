import Foundation

extension PortProject {
    /// Whether `p` is validated on its dismissing side, as the scenario choice decides it from
    /// the files (``PortScenario``): a transitioning delegate returns it only for dismissals,
    /// or its presenting/dismissing flag is made the dismissing side by its construction
    /// (`SlideAnimator(isPresenting: false)`) or by an initial value port does not set. Its
    /// stand-ins then follow the dismissing side's casts (``PortStubs/presentingSide(of:presenting:)``);
    /// every other animator is validated presenting, or has one side only.
    func validatesDismissingSide(_ p: Plugin) -> Bool {
        let scans = files.map { (path: $0.name, scan: SwiftDeclarations($0.source)) }
        let name = p.className.split(separator: ".").last.map(String.init) ?? p.className
        let evidence = PortScenario.Evidence(files: scans, className: name, qualifiedName: p.className)
        let returned = evidence.delegateReturns()
        if returned.dismissed != nil, returned.presented == nil { return true }
        return evidence.sideFlag(construction: p.construction)?.presenting == false
    }
}
