extension PortAppSetProperties {
    /// The optional stored properties of class `qualifiedName` that a `guard` of its code binds
    /// (``guardBinding(of:in:_:)``): what the class needs set to run past that guard.
    public static func guardedOptionals(of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)])
        -> Set<String>
    {
        let bodies = bodies(of: qualifiedName, in: files)
        var out: Set<String> = []
        for (_, scan, t) in bodies where t.keyword == "class" {
            for p in scan.storedProperties(of: t) {
                let type = written(p.type)
                guard type.hasSuffix("?") || type.hasSuffix("!"),
                    bodies.contains(where: { guardBinding(of: p.name, in: $0.scan, $0.type) != nil })
                else { continue }
                out.insert(p.name)
            }
        }
        return out
    }
}

extension PortableClassFinder.Index {
    /// `inits` with each optional parameter of an enum type — the files' enum or one of the
    /// app's types the files do not declare (`position: VerticalDoubleVC.Position? = nil`) —
    /// named as a stored property in `guarded` (one a `guard` of the class binds,
    /// ``PortAppSetProperties/guardedOptionals(of:files:)``) made a required parameter of the
    /// wrapped type, so the placeholder call passes a case: the app passes one where it wants
    /// the transition to run (`guard let position else { completeTransition(false) }`), and nil
    /// or the default would only show the early return.
    func passingGuardedOptionals(_ inits: [SwiftDeclarations.Member], guarded: Set<String>)
        -> [SwiftDeclarations.Member]
    {
        guard !guarded.isEmpty else { return inits }
        return inits.map { i in
            var m = i
            m.parameters = i.parameters.map { p in
                let type = String(p.type.filter { $0 != " " })
                guard guarded.contains(p.name), type.hasSuffix("?") else { return p }
                let wrapped = String(type.dropLast())
                // A view too (`originView: UIView?`, the tapped view a zoom starts from).
                let isEnum =
                    PlaceholderArguments.lookUp(wrapped, in: context.enums, context: context) != nil
                    || PlaceholderArguments.appTypeValue(wrapped, declared: context.declared) != nil
                    || PortAppSetProperties.guardedViewValues[wrapped] != nil
                guard isEnum else { return p }
                var q = p
                q.type = wrapped
                q.hasDefault = false
                return q
            }
            return m
        }
    }
}
