import Foundation

extension PortScenario {
    /// A presenting/dismissing flag that the app sets before each transition and that starts
    /// on the dismissing side (`var present = false`, set to true in
    /// `animationController(forPresented:…)` and back in `(forDismissed:)`): such an animator
    /// animates both sides, and its dismissal usually needs what its presentation made (a
    /// snapshot, a dimming view). Port validates the presenting side — the one an app runs
    /// first — by setting the flag in the export, as the app would, instead of validating a
    /// dismissal that was never preceded by a presentation.
    public struct SideFlag: Sendable, Equatable {
        /// The property (`present`).
        public var property: String
        /// Its type as written, or `Bool` when untyped.
        public var type: String
        /// The value that makes the presenting side (`true`, `.presentation`).
        public var presenting: String
        /// Its initial value (`false`).
        public var initial: String
        /// The 1-based line of its declaration.
        public var line: Int
    }

    /// The flag of class `qualifiedName` of `files` that port sets to the presenting side, or
    /// nil: when the files' delegates return the class only for a dismissal or a navigation
    /// (the side is then known), when an initializer takes the flag (the construction decides),
    /// or when the flag is a constant, private, or starts on the presenting side already.
    public static func sideFlag(
        of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)]
    ) -> SideFlag? {
        let name = qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
        return Evidence(files: files, className: name, qualifiedName: qualifiedName).settableFlag()
    }
}

extension PortScenario.Evidence {
    /// See ``PortScenario/sideFlag(of:files:)``.
    func settableFlag() -> PortScenario.SideFlag? {
        let returned = delegateReturns()
        if returned.dismissed != nil, returned.presented == nil { return nil }
        if returned.navigation != nil, returned.dismissed == nil { return nil }
        for (scan, t) in bodies {
            let parameters = t.members.filter { $0.keyword == "init" }.flatMap(\.parameters)
            if parameters.contains(where: { isFlag($0.name, $0.type) }) { return nil }
            let typed = Dictionary(
                scan.storedProperties(of: t).map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
            for m in t.members where m.keyword == "var" {
                let declared = typed[m.name].map { $0.filter { $0 != " " } }
                // `var isPresenting: Bool!` (ListenMe, held-out 45): nil until the app sets it,
                // which an animator reading it traps on — the dismissing side's value as far as
                // port is concerned, set like any other.
                let unset = declared.map { $0.hasSuffix("!") || $0.hasSuffix("?") } ?? false
                guard
                    !m.modifiers.contains(where: {
                        ["private", "fileprivate", "static", "class", "lazy"].contains($0)
                    }),
                    let v = initialValue(scan, t, m.name) ?? (unset ? "nil" : nil)
                else { continue }
                var type = declared ?? inferredType(v)
                if unset { type.removeLast() }
                guard isFlag(m.name, type), v == "nil" || side(m.name, v) == false,
                    let presenting = presentingValue(m.name, type)
                else { continue }
                return PortScenario.SideFlag(
                    property: m.name, type: type, presenting: presenting, initial: v, line: m.line)
            }
        }
        return nil
    }

    /// The value of flag `name` of `type` that makes the presenting side.
    func presentingValue(_ name: String, _ type: String) -> String? {
        if type == "Bool" { return name.lowercased().contains("dismiss") ? "false" : "true" }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        for (_, scan) in files {
            guard let e = scan.types.first(where: { $0.keyword == "enum" && $0.name == last }) else { continue }
            return scan.cases(of: e).first { $0.payload == nil && $0.name.lowercased().contains("present") }.map {
                "." + $0.name
            }
        }
        return nil
    }
}
