extension PortRewriter {
    /// UIKit protocols the SDK declares as concrete types: the transition coordinator (a
    /// final class holding its context's answers) and its context (a struct). Code written
    /// for Swift 5.6 and later spells them `any UIViewControllerTransitionCoordinator`, which
    /// Swift refuses on a concrete type ("'any' has no effect on concrete type").
    static let concreteInTheSDK: Set<String> = [
        "UIViewControllerTransitionCoordinator", "UIViewControllerTransitionCoordinatorContext"
    ]

    /// `any` dropped before a name of ``concreteInTheSDK`` (`with coordinator: any
    /// UIViewControllerTransitionCoordinator` becomes `with coordinator:
    /// UIViewControllerTransitionCoordinator`, the same API).
    func concreteExistentialEdits(_ scan: SwiftDeclarations, edits: inout [SourceEdit], rewrites: inout [PortRewrite]) {
        let tokens = scan.tokens, sig = scan.significant
        for (k, i) in sig.enumerated() where k + 1 < sig.count && scan.text(i) == "any" {
            let next = sig[k + 1]
            let name = scan.text(next)
            guard Self.concreteInTheSDK.contains(name) else { continue }
            edits.append(SourceEdit(start: tokens[i].start, end: tokens[next].start, text: ""))
            rewrites.append(
                PortRewrite(kind: .concreteExistential, line: tokens[i].line, before: "any " + name, after: name))
        }
    }
}
