import Foundation

extension PortAppSetProperties {
    /// The methods through which the app drives an interaction controller, and the host plays
    /// the app's part (``AppDrivenRules``).
    static let drivenMethods: Set<String> = ["update", "finish", "cancel", "startInteractiveTransition"]

    /// Flags an interaction controller's app sets while its gesture runs (`var
    /// interactionInProgress = false`, set to true on `.began` in the app's handler): a `Bool`
    /// var, not private, starting false, that the class's code never assigns and that its
    /// `update`, `finish`, `cancel` or `startInteractiveTransition` reads — so, left false,
    /// they ignore every call the host makes as the app. The export sets each to true: the
    /// host calls those methods only while it plays a gesture.
    public static func interactionFlags(
        of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)]
    ) -> [Assignment] {
        let bodies = bodies(of: qualifiedName, in: files)
        var out: [Assignment] = []
        for (path, scan, t) in bodies where t.keyword == "class" {
            let evidence = PortScenario.Evidence(files: files, className: t.name, qualifiedName: qualifiedName)
            let typed = Dictionary(
                scan.storedProperties(of: t).map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
            for m in t.members where m.keyword == "var" && !out.contains(where: { $0.property == m.name }) {
                guard
                    !m.modifiers.contains(where: { ["private", "fileprivate", "static", "class", "lazy"].contains($0) }
                    ),
                    typed[m.name].map({ $0.filter { $0 != " " } == "Bool" }) ?? true,
                    evidence.initialValue(scan, t, m.name) == "false",
                    !bodies.contains(where: { usage(of: m.name, implicit: false, in: $0.scan, $0.type).assigned }),
                    let reader = bodies.lazy.compactMap({ drivenRead(of: m.name, in: $0.scan, $0.type) }).first
                else { continue }
                out.append(
                    Assignment(
                        property: m.name, type: "Bool", value: "true",
                        use:
                            "read by its \(reader) of \(file(path)) and never set by the class: the app sets it while its gesture runs"
                    ))
            }
        }
        return out
    }

    /// `finish() at line 27` when one of ``drivenMethods`` of body `t` reads `name`, else nil.
    static func drivenRead(of name: String, in scan: SwiftDeclarations, _ t: SwiftDeclarations.TypeDeclaration)
        -> String?
    {
        for f in t.members where f.keyword == "func" && drivenMethods.contains(f.name) {
            guard f.firstToken < f.lastToken, f.lastToken < scan.tokens.count else { continue }
            for i in f.firstToken...f.lastToken where scan.tokens[i].kind == .identifier && scan.text(i) == name {
                return "\(f.name)() at line \(scan.tokens[i].line)"
            }
        }
        return nil
    }
}
