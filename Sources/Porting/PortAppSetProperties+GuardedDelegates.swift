import Foundation

extension PortAppSetProperties {
    /// Delegates of the files' own protocols that class `qualifiedName` guards on through
    /// optional chaining (`guard let image = fromDelegate?.referenceImageView(for: self), …
    /// else { return }`, `weak var fromDelegate: ZoomAnimatorDelegate?`): on iOS the app sets
    /// them (its list and detail controllers) before the transition and the guard passes; left
    /// nil here the transition returns before it animates, and never completes — an artefact of
    /// porting. A property is set to the protocol's stand-in (``value(_:name:context:files:)``,
    /// answering placeholders: a view made once, the placeholder frame…) when it is a
    /// non-`private` instance `var` of an optional type that names a protocol of the files with
    /// requirements, starts nil, is never assigned by the class, and is bound or read through
    /// `?.` in a `guard` condition. Properties in `skip` (set by another rule) are left out.
    public static func guardedDelegates(
        of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)],
        context: PlaceholderArguments.Context, skip: Set<String> = []
    ) -> [Assignment] {
        let bodies = bodies(of: qualifiedName, in: files)
        return unassignedOptionals(bodies, skip: skip) { c in
            let name = c.property.name, bare = String(c.type.dropLast())
            guard context.protocols[bare] != nil || context.otherProtocols.contains(bare),
                let line = bodies.lazy.compactMap({
                    guardBinding(of: name, in: $0.scan, $0.type) ?? guardChain(of: name, in: $0.scan, $0.type)
                }).first,
                let v = value(bare, name: name, context: context, files: files)
            else { return nil }
            return Assignment(property: name, type: c.type, value: v, use: "read by a guard at line \(line)")
        }
    }

    /// The line of the first `guard` in type body `t` whose condition reads property `name`
    /// through optional chaining (`name?.member`, `self.name?.member`); nil when none does.
    static func guardChain(of name: String, in scan: SwiftDeclarations, _ t: SwiftDeclarations.TypeDeclaration)
        -> Int?
    {
        let sig = scan.significant.filter { $0 > t.open && $0 < t.close }
        func at(_ k: Int) -> String { k >= 0 && k < sig.count ? scan.text(sig[k]) : "" }
        for g in sig.indices where at(g) == "guard" {
            var k = g + 1
            while k < sig.count, at(k) != "else" {
                if at(k) == name, scan.tokens[sig[k]].kind == .identifier, at(k - 1) != "." || at(k - 2) == "self",
                    at(k + 1) == "?", at(k + 2) == "."
                {
                    return scan.tokens[sig[g]].line
                }
                k += 1
            }
        }
        return nil
    }
}
