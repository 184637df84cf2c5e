extension PlaceholderArguments {
    /// A square half the screen's shorter side, centred on the screen (195 × 195 at the host's
    /// default 390 × 844): what a stand-in's method returns for a `CGRect` (a zoom's source
    /// or destination frame). Not `.zero`, which code divides by (a scale of the image's
    /// width) and snapshots nothing of, and not the whole screen, so a zoom between it and a
    /// full-screen view still moves and scales.
    static let centredSquare =
        "{ let b = UIScreen.main.bounds; let s = min(b.width, b.height) / 2; return CGRect(x: b.midX - s / 2, y: b.midY - s / 2, width: s, height: s) }()"

    /// The SDK's view classes a stand-in's method may return one of (a new one, with
    /// ``centredSquare`` as its frame).
    static let returnedViews: Set<String> = [
        "UIView", "UIImageView", "UILabel", "UIButton", "UIScrollView", "UIControl", "UIVisualEffectView"
    ]

    /// The lines implementing requirement `m` in a stand-in class, or nil when port has no
    /// value for its return type. Nothing returned: an empty body; an optional: nil; `Bool`:
    /// true for a permission (`should…`, `can…`, `allows…`, as UIKit's delegates answer by
    /// default), else false; `CGRect`: ``centredSquare`` (`CGSize` its size, `CGPoint` the
    /// screen's centre); `String`: empty; a view: one made once and kept (added to the
    /// controller's view when `controller`, so it is in the hierarchy the transition
    /// snapshots); anything else: `other(type)` (port's values of numbers, colors, the files'
    /// enums), else nil. `index` keeps the kept views of overloads apart.
    static func implementation(
        _ m: SwiftDeclarations.MethodRequirement, index: Int, controller: Bool, other: (String) -> String?
    ) -> [String]? {
        guard let type = m.returnType else {
            let calls = completionCalls(m, value: other)
            return [m.declaration + (calls.isEmpty ? " {}" : " { \(calls)}")]
        }
        if type.hasSuffix("?") || type.hasSuffix("!") {
            // An optional view (`zoomingImageView(for:) -> UIImageView?`) is the app's outlet: a view,
            // as for an optional view property; other optionals answer nil.
            let wrapped = String(type.dropLast())
            guard returnedViews.contains(wrapped) else { return [m.declaration + " { nil }"] }
            return keptView(m, wrapped, index: index, controller: controller)
        }
        let name = m.name.lowercased()
        switch type {
        case "Bool":
            let permission = ["should", "can", "allows"].contains { name.hasPrefix($0) }
            return [m.declaration + " { \(permission) }"]
        case "CGRect": return [m.declaration + " { \(centredSquare) }"]
        case "CGSize": return [m.declaration + " { \(centredSquare).size }"]
        case "CGPoint":
            return [m.declaration + " { CGPoint(x: UIScreen.main.bounds.midX, y: UIScreen.main.bounds.midY) }"]
        case "String": return [m.declaration + " { \"\" }"]
        default: break
        }
        // `getView() -> UIView` of a controller stand-in (EnfocaDos' animator targets, held-out
        // 46): the app's controller answers its own view, which the animator adds to the
        // container — another view would leave the transition's view out.
        if controller, type == "UIView", m.parameters.isEmpty,
            ["getview", "view", "rootview", "mainview"].contains(name)
        {
            return [m.declaration + " { view }"]
        }
        if returnedViews.contains(type) { return keptView(m, type, index: index, controller: controller) }
        guard let v = other(type) else { return nil }
        return [m.declaration + " { \(v) }"]
    }

    /// A view of `type` made once and answered by `m` each time (in a controller stand-in's
    /// view, as the app's outlet is).
    static func keptView(_ m: SwiftDeclarations.MethodRequirement, _ type: String, index: Int, controller: Bool)
        -> [String]
    {
        let kept = "portReturned\(index)_\(m.name)"
        let add = controller ? " view.addSubview(v);" : ""
        return [
            "lazy var \(kept): \(type) = { let v = \(type)(); v.frame = \(centredSquare);\(add) return v }()",
            m.declaration + " { \(kept) }"
        ]
    }

    /// The calls of `m`'s completion parameters a stand-in makes (``PortStubs/closureCalls(_:method:value:)``:
    /// after the duration argument when there is one, `true` for a `Bool`, `value`'s for another
    /// single argument — a stand-in's placeholder for the app's `TransitionResult<Bool>`): the
    /// app's controller runs its `reveal(withDuration:completionHandler:)` and calls back, and an
    /// animator that completes the transition there would otherwise never complete. "" when it
    /// takes none.
    static func completionCalls(_ m: SwiftDeclarations.MethodRequirement, value: (String) -> String?) -> String {
        // The scan keeps no attributes in a parameter's type: `@escaping` is read from the declaration.
        let declared = m.declaration.filter { $0 != " " && $0 != "\n" && $0 != "\t" }
        let parameters = m.parameters.map { p in
            let escaping = declared.contains(p.name + ":@escaping")
            return "\(p.label) \(p.name): \(closureShape((escaping ? "@escaping " : "") + p.type) ?? written(p.type))"
        }
        return PortStubs.closureCalls(parameters, method: m.name, value: value)
    }

    /// A completion's type as ``PortStubs/closureCalls(_:method:value:)`` reads it — `@escaping
    /// (T) -> Void` or `((T) -> Void)?`, `T` empty for none — from the scan's spacing
    /// (`@escaping ( ( TransitionResult < Bool > ) -> Void )`); nil for other types.
    static func closureShape(_ scanned: String) -> String? {
        var bare = scanned.filter { $0 != " " }
        let escaping = bare.hasPrefix("@escaping")
        if escaping { bare.removeFirst("@escaping".count) }
        let optional = bare.hasSuffix("?")
        if optional { bare.removeLast() }
        // `((T) -> Void)`: one layer of parentheses around the whole function type.
        if bare.hasPrefix("(("), bare.hasSuffix(")"), !bare.hasSuffix("->Void"), !bare.hasSuffix("->()") {
            bare = String(bare.dropFirst().dropLast())
        }
        guard escaping != optional, bare.hasPrefix("("), let arrow = bare.range(of: ")->", options: .backwards),
            bare[arrow.upperBound...] == "Void" || bare[arrow.upperBound...] == "()"
        else { return nil }
        let argument = String(bare[bare.index(after: bare.startIndex)..<arrow.lowerBound])
        guard !argument.contains(","), !argument.contains("->") else { return nil }
        return escaping ? "@escaping (\(argument)) -> Void" : "((\(argument)) -> Void)?"
    }
}
