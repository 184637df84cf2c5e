/// Values `port` passes to an initializer whose parameters all need arguments, so a class such
/// as `FadeAnimator(duration: TimeInterval)` or `ZoomAnimator(isPresenting: Bool, originFrame:
/// CGRect)` becomes a plugin with no hand edit. Only types with an obvious harmless value
/// qualify (numbers, `Bool`, `String`, optionals, collections, Core Graphics geometry, the
/// files' own enums); the report lists what was passed and `--construct` replaces it.
public enum PlaceholderArguments {
    /// The argument list (`(duration: 0.35, isPresenting: true)`) for the first initializer of
    /// `inits` whose parameters without defaults all have placeholder values; nil when none.
    /// `enums` gives a case without payload for each enum of the files, by name.
    /// `declared` (the types the files declare) lets a parameter of a type of the app the
    /// files do not declare take the stand-in ``PortStubs`` makes for it.
    public static func call(_ inits: [SwiftDeclarations.Member], enums: [String: String], declared: Set<String>? = nil)
        -> String?
    {
        for i in inits where !i.labels.contains("coder") && i.parameters.count == i.labels.count {
            var args: [String] = []
            var ok = true
            for p in i.parameters where !p.hasDefault {
                guard let v = value(p, enums: enums) ?? declared.flatMap({ appTypeValue(p.type, declared: $0) }) else {
                    ok = false
                    break
                }
                args.append(p.label == "_" ? v : p.label + ": " + v)
            }
            if ok, !args.isEmpty { return "(" + args.joined(separator: ", ") + ")" }
        }
        return nil
    }

    /// Swift's and Foundation's types a parameter may name that the files do not declare.
    static let knownTypes: Set<String> = [
        "Any", "AnyObject", "URL", "Date", "Data", "IndexPath", "UUID", "Decimal", "Character", "Set", "Array",
        "Dictionary", "Range",
        "NSObject", "Error", "Result", "Optional", "Substring", "DispatchQueue", "Notification", "Bundle", "Timer",
        "Selector", "TimeInterval"
    ]

    /// `portPlaceholderProfileViewController()` for a parameter of type `ProfileViewController`
    /// that the files do not declare (a type of the app): the function ``PortStubs`` writes
    /// beside the stand-in it makes for the type. Nil for Apple's, Swift's and the files' types.
    public static func appTypeValue(_ type: String, declared: Set<String>) -> String? {
        let t = String(type.filter { $0 != " " })
        let parts = t.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({
                $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }),
            !declared.contains(String(parts[0])), !knownTypes.contains(t), !PortDiagnostic.isAppleName(String(parts[0]))
        else { return nil }
        return PortStubs.placeholderFunction(t) + "()"
    }

    /// A value for one parameter, chosen by its type and (for numbers and flags) its name.
    public static func value(_ p: SwiftDeclarations.Parameter, enums: [String: String]) -> String? {
        let type = String(p.type.filter { $0 != " " })
        let name = p.name.lowercased()
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
        if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
        switch type {
        case "TimeInterval", "Double", "Float", "CGFloat", "Foundation.TimeInterval":
            if name.contains("delay") { return "0" }
            if name.contains("duration") || name.contains("time") || name.contains("interval") { return "0.35" }
            return "1"
        case "Int", "UInt", "Int32", "Int64", "UInt32": return "1"
        case "Bool":
            let yes = ["present", "push", "appear", "show", "open", "expand", "forward", "enter"]
            return yes.contains { name.hasPrefix($0) || name.hasPrefix("is" + $0) || name == $0 } ? "true" : "false"
        case "String": return "\"\""
        case "CGRect": return "CGRect(x: 40, y: 120, width: 160, height: 160)"
        case "CGPoint": return "CGPoint(x: 120, y: 200)"
        case "CGSize": return "CGSize(width: 160, height: 160)"
        case "UIColor": return ".black"
        case "UIEdgeInsets": return ".zero"
        case "UIRectEdge": return ".left"
        case "UINavigationController.Operation", "UINavigationControllerOperation": return ".push"
        default:
            if let c = enums[type] { return "." + c }
            return nil
        }
    }
}
