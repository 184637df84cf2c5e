import Foundation

extension PortAppSetProperties {
    /// The calls that start a transition from the class's own method: a method that calls one
    /// is the app's way in (`func show(images:from:) { self.indexPath = index; …;
    /// from.present(photos, animated: true) }`), called by the app before the transition.
    static let startingCalls: Set<String> = ["present", "pushViewController", "show", "showDetailViewController"]

    /// Properties of class `qualifiedName` that only its starting methods set — methods that
    /// set them and then present or push (``startingCalls``), which the app calls to begin the
    /// transition. Here nothing calls them (calling one would present from a placeholder), so
    /// the properties stay nil and the animator's guard (`guard let delegate = startDelegate,
    /// let index = indexPath else { return }`) returns before it animates, never completing:
    /// an artefact of porting. A property is set to its placeholder when it is a non-`private`
    /// instance `var` of an optional type, starts nil, is assigned only inside starting
    /// methods, and is bound by a `guard` or used unguarded outside them; the placeholder is
    /// ``value(_:name:context:files:)``'s (a protocol of the files by its stand-in). Properties
    /// in `skip` (set by another rule) are left out.
    public static func setByStarter(
        of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)],
        context: PlaceholderArguments.Context, skip: Set<String> = []
    ) -> [Assignment] {
        let bodies = bodies(of: qualifiedName, in: files)
        // Each body's starting methods, as token ranges.
        let starters = bodies.map { b in
            b.type.members.filter { m in
                m.keyword == "func" && startsTransition(b.scan, from: m.firstToken, to: m.lastToken)
            }
        }
        guard starters.contains(where: { !$0.isEmpty }) else { return [] }
        var out: [Assignment] = []
        var seen = skip
        for c in settableOptionals(bodies) where !seen.contains(c.property.name) {
            let name = c.property.name
            var inStarter: Int?, elsewhere = false
            for (b, methods) in zip(bodies, starters) {
                for k in assignments(of: name, in: b.scan, b.type) {
                    if let s = methods.first(where: { $0.firstToken <= k && k <= $0.lastToken }) {
                        inStarter = inStarter ?? s.line
                    } else {
                        elsewhere = true
                    }
                }
            }
            guard let line = inStarter, !elsewhere,
                bodies.contains(where: {
                    guardBinding(of: name, in: $0.scan, $0.type) != nil
                        || usage(of: name, implicit: c.type.hasSuffix("!"), in: $0.scan, $0.type).unguarded != nil
                }),
                let v = value(String(c.type.dropLast()), name: name, context: context, files: files)
            else { continue }
            seen.insert(name)
            out.append(
                Assignment(
                    property: name, type: c.type, value: v,
                    use: "set by the method at line \(line) that starts the transition"))
        }
        return out
    }

    /// True when the tokens from `first` to `last` call one of ``startingCalls`` (`.present(`).
    static func startsTransition(_ scan: SwiftDeclarations, from first: Int, to last: Int) -> Bool {
        let sig = scan.significant.filter { $0 >= first && $0 <= last }
        return sig.indices.contains { k in
            k > 0 && k + 1 < sig.count && scan.text(sig[k - 1]) == "." && startingCalls.contains(scan.text(sig[k]))
                && scan.text(sig[k + 1]) == "("
        }
    }

    /// The token indices where type body `t` assigns property `name` a value other than nil
    /// (`name = x`, `self.name = x`).
    static func assignments(of name: String, in scan: SwiftDeclarations, _ t: SwiftDeclarations.TypeDeclaration)
        -> [Int]
    {
        let sig = scan.significant.filter { $0 > t.open && $0 < t.close }
        func at(_ k: Int) -> String { k >= 0 && k < sig.count ? scan.text(sig[k]) : "" }
        return sig.indices.filter { k in
            // `let name = name` in a guard declares a local: no assignment.
            scan.tokens[sig[k]].kind == .identifier && at(k) == name && (at(k - 1) != "." || at(k - 2) == "self")
                && !["let", "var", "case"].contains(at(k - 1)) && at(k + 1) == "=" && at(k + 2) != "="
                && at(k + 2) != "nil"
        }.map { sig[$0] }
    }
}
