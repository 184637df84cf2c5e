/// Values `port` passes to an initializer whose parameters all need arguments, so a class such
/// as `FadeAnimator(duration: TimeInterval)`, `CardAnimator(params: Params)` or
/// `ZoomAnimator(isPresenting: Bool, originFrame: CGRect)` becomes a plugin with no hand edit.
///
/// Every value is harmless: numbers (a duration by its name 0.35, a delay 0, a length by its
/// name 240, 320 or 16 points, others 1), `Bool`
/// false (true for a presenting flag, so a two-sided animator shows its presentation),
/// `String` "", optionals nil, collections and option sets empty, closures that do nothing
/// (with the right arity; one that returns a value returns a placeholder), the SDK's geometry,
/// colours, views and controllers by their plain initializer, the files' enums by a case
/// (without payload, else with placeholder payload), the files' structs and classes through
/// their memberwise or declared initializer (recursively, three levels at most), type
/// aliases through what they name, and the app's types the files do not declare by the
/// stand-in ``PortStubs`` makes. Of the initializers that can be called so, the one with the
/// fewest and plainest arguments is used; the report lists it and `--construct` replaces it.
public enum PlaceholderArguments {
    /// What the files declare that a placeholder can be made of.
    public struct Context: Sendable {
        /// Enums' cases, by qualified and plain name.
        public var enums: [String: [SwiftDeclarations.EnumCase]] = [:]
        /// The case names the files' `switch` statements handle without trapping
        /// (``SwitchCaseUse``): an enum's placeholder is the first of these it declares.
        public var handledCases: Set<String> = []
        /// Structs and classes: how each can be made (initializers, or a struct's stored
        /// properties as its memberwise initializer), by qualified and plain name.
        public var types: [String: TypeShape] = [:]
        /// Type aliases, by name.
        public var aliases: [String: String] = [:]
        /// Every type name the files declare (others may be the app's, which ``PortStubs``
        /// stands in for).
        public var declared: Set<String> = []
        /// Whether a type the files do not declare may take the stand-in ``PortStubs`` makes.
        public var useStubs = true
        /// The files' protocols a stand-in can adopt: name → property requirements.
        public var protocols: [String: [SwiftDeclarations.Parameter]] = [:]
        /// Their method requirements (``implementation(_:index:controller:other:)`` writes each).
        public var protocolMethods: [String: [SwiftDeclarations.MethodRequirement]] = [:]
        /// The files' protocols with method requirements or others (the app-set stand-ins,
        /// `PortAppSetProperties.StandIn`, meet the former; a placeholder argument of one with
        /// methods is looked up in ``protocols`` first).
        public var otherProtocols: Set<String> = []
        /// The class the files' protocols require of their conformers (`protocol Dismissible:
        /// UIViewController`), by protocol (PlaceholderArguments+ClassBounds).
        public var classBounds: [String: String] = [:]
        /// The types a name is looked up in first, innermost first (`["Outer.Animator", "Outer"]`
        /// while making `Outer.Animator`): a nested `Params` is its own, written qualified.
        public var scope: [String] = []
        /// Set for an animator whose code never puts the to view in a view (no presenting
        /// animator can skip that: a push or presentation adds the view that appears): its side
        /// flag or side enum gets the dismissing value (joeypatino's `AlertTransitionAnimator(type:)`,
        /// held-out 41, vended only for dismissal, slides the from view away).
        public var dismissesOnly = false
        /// Names the class assigns as a transition view's frame (`toVC.view.frame =
        /// self.originFrame`, apeguero24, held-out 41): the app passes the screen's frame
        /// (`view.frame`), so a `CGRect` parameter of that name is `UIScreen.main.bounds`, not
        /// the thumbnail-sized placeholder, which would leave the view a small square.
        public var viewFrames: Set<String> = []

        /// An empty context.
        public init() {}
    }

    /// How a struct or class the files declare is made.
    public struct TypeShape: Sendable {
        /// The name qualified by the types around it, as the export writes it.
        public var qualifiedName: String
        /// `class`, `struct` or `protocol`.
        public var keyword: String
        /// Its declared initializers' parameter lists (callable ones only).
        public var initializers: [[SwiftDeclarations.Parameter]]
        /// A struct's memberwise initializer (its stored properties) when it declares none.
        public var memberwise: [SwiftDeclarations.Parameter]?
        /// An `OptionSet` (made as `[]`) or a view or controller subclass (made with `()`).
        public var optionSet: Bool
        /// The superclass or protocols as written.
        public var inherits: [String]
    }

    /// The call an initializer is made with.
    public struct Call: Sendable, Equatable {
        /// The argument list (`(params: Params(duration: 0.35))`).
        public var arguments: String
        /// The initializer (`init(params:)`).
        public var signature: String
        /// How much it makes up: one per argument, more for nested constructions and objects,
        /// most for stand-ins of the app's types.
        public var cost: Int
    }

    /// How deep the files' own structs and classes are made through their initializers.
    static let maximumDepth = 3

    /// The plainest call of the initializers of `inits` whose parameters without defaults all
    /// have placeholder values (fewest and simplest arguments; source order breaks ties), or nil.
    public static func call(_ inits: [SwiftDeclarations.Member], context: Context) -> Call? {
        var best: Call?
        for i in inits where !i.labels.contains("coder") && i.parameters.count == i.labels.count && !i.onlyTraps {
            guard let (args, cost) = arguments(i.parameters, context: context, depth: 0), !args.isEmpty else {
                continue
            }
            let signature = "init(" + i.labels.map { $0 + ":" }.joined() + ")"
            if best.map({ cost < $0.cost }) ?? true { best = Call(arguments: args, signature: signature, cost: cost) }
        }
        return best
    }

    /// `(a: 1, b: "")` for the parameters without defaults of one initializer, with its cost.
    static func arguments(_ parameters: [SwiftDeclarations.Parameter], context: Context, depth: Int) -> (
        String, Int
    )? {
        var args: [String] = []
        var cost = 0
        for p in parameters where !p.hasDefault {
            guard let (v, c) = value(p.type, name: p.name, context: context, depth: depth) else { return nil }
            args.append(p.label == "_" ? v : p.label + ": " + v)
            cost += c
        }
        return ("(" + args.joined(separator: ", ") + ")", cost)
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

    /// Whether `type` is a protocol an object of the app conforms to: one of the files' own
    /// protocols, or an app type they do not declare whose name makes it a protocol stub
    /// (`…Delegate`, `…DataSource`, ``PortStubs/protocolEndings``).
    static func isDelegateLike(_ type: String, context: Context) -> Bool {
        if context.protocols[type] != nil || context.otherProtocols.contains(type) { return true }
        return context.useStubs && !context.declared.contains(type)
            && PortStubs.protocolEndings.contains { type.hasSuffix($0) }
            && appTypeValue(type, declared: context.declared) != nil
    }

    /// A value of `type` for a parameter called `name`, and its cost; nil when port cannot make one.
    public static func value(_ written: String, name: String, context: Context, depth: Int = 0) -> (String, Int)? {
        var type = String(written.filter { $0 != " " })
        for prefix in ["@escaping", "@Sendable", "@autoclosure", "__owned", "inout"] where type.hasPrefix(prefix) {
            type.removeFirst(prefix.count)
        }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") {
            // `init(from: ZoomTransitionDelegate?, to: …)`: the app passes one of its objects, and
            // the class may trap without it (`guard let v = fromDelegate?.sourceView() else {
            // fatalError() }`): a protocol's stand-in, at nil's cost so that the same
            // initializer is chosen. Only for the initializer's own arguments.
            let wrapped = type.hasPrefix("Optional<") ? String(type.dropFirst(9).dropLast()) : String(type.dropLast())
            if depth == 0, isDelegateLike(wrapped, context: context),
                let (v, _) = value(wrapped, name: name, context: context, depth: depth + 1)
            {
                return (v, 1)
            }
            return ("nil", 1)
        }
        // `(A & B)`: parentheses around a type that is not a closure's; `(UIImage, CGRect)` or
        // `(image: UIImage, frame: CGRect)`: a tuple of each element's placeholder.
        if type.hasPrefix("("), let close = matchingParenthesis(type), type.index(after: close) == type.endIndex {
            let inside = String(type.dropFirst().dropLast())
            if topLevelCommas(Substring(inside)) > 0 { return tupleValue(inside, context: context, depth: depth) }
            return value(inside, name: name, context: context, depth: depth)
        }
        if type.hasPrefix("[") { return (type.contains(":") ? "[:]" : "[]", 1) }
        if type.hasSuffix(".Type"), let v = metatypeValue(String(type.dropLast(5)), context: context) { return (v, 2) }
        if type.hasSuffix(".Type") { return nil }
        if type.hasPrefix("Set<") || type.hasPrefix("Array<") { return ("[]", 1) }
        if type.hasPrefix("Dictionary<") { return ("[:]", 1) }
        if let closure = closureValue(type, context: context, depth: depth) { return closure }
        if context.dismissesOnly, type == "Bool", let v = dismissingFlag(name.lowercased()) { return (v, 1) }
        if type == "CGRect", context.viewFrames.contains(name) { return ("UIScreen.main.bounds", 1) }
        if let v = plainValue(type, name: name.lowercased()) { return (v, 1) }
        if let v = sdkValue(type) { return (v, 2) }
        if let v = animatorValue(type) { return (v, 3) }
        // `init?(toDelegate: Any, …)`: what the app passes is one of its controllers (port's
        // project makes it the stand-in of a protocol the initializer casts it to); costly, so
        // any initializer with typed parameters wins.
        if type == "Any" || type == "AnyObject", let v = sdkObjectValue("UIViewController") { return (v, 40) }
        if let alias = lookUp(type, in: context.aliases, context: context), depth < maximumDepth,
            alias.filter({ $0 != " " }) != type
        {
            return value(alias, name: name, context: context, depth: depth + 1)
        }
        if let v = filesValue(type, context: context, depth: depth) { return v }
        if let v = protocolValue(type, context: context, depth: depth) { return v }
        if context.useStubs, !context.aliases.keys.contains(type),
            let v = appTypeValue(type, declared: context.declared)
        {
            // A stand-in of the app's type behaves as port guessed, not as the app's: any
            // initializer without one is preferred.
            return (v, 50)
        }
        return nil
    }

    /// A metatype argument (`viewAnimator: UIView.Type`, HyperionSwift, held-out 46: the class
    /// the app animates with, called as `viewAnimator.animate(…)`): the type itself, when it is
    /// an SDK class or a class the files declare (an app's subclass the files do not give has
    /// no value to stand for).
    static func metatypeValue(_ type: String, context: Context) -> String? {
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        if isAppleClass(type) || sdkValue(type) != nil || context.declared.contains(type) { return type + ".self" }
        return nil
    }

    /// A side flag's value for a class that only animates a dismissal (``Context/dismissesOnly``):
    /// false for a presenting flag (`isPresenting`), true for a dismissing one (`isDismiss`);
    /// nil for another flag.
    static func dismissingFlag(_ lowerName: String) -> String? {
        let bare = lowerName.hasPrefix("is") ? String(lowerName.dropFirst(2)) : lowerName
        if isDismissingWord(bare) { return "true" }
        if presentingFlagWords.contains(where: { bare.hasPrefix($0) }) { return "false" }
        return nil
    }

    /// The words a flag's name starts with (after `is`) when true means presenting:
    /// `isPresenting`, `push`, `isForward`.
    static let presentingFlagWords = ["present", "push", "appear", "show", "open", "expand", "forward", "enter"]

    /// True for a case or flag name that says dismissing (`dismiss`, `.hide`, `.pop`, `.close`).
    static func isDismissingWord(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["dismiss", "hide", "pop", "close", "disappear", "collapse", "exit", "out", "back", "reverse"].contains {
            lower.hasPrefix($0)
        }
    }

    /// Numbers, flags, strings and geometry: chosen by type and (for numbers and flags) name.
    static func plainValue(_ type: String, name: String) -> String? {
        switch type {
        case "TimeInterval", "Double", "Float", "CGFloat", "Foundation.TimeInterval", "Float64", "Float32":
            return PlausibleNumber.floatingPoint(named: name)
        case "Int", "UInt", "Int32", "Int64", "UInt32", "UInt64", "Int16", "UInt16", "Int8", "UInt8":
            return PlausibleNumber.integer(named: name)
        case "Bool":
            return presentingFlagWords.contains { name.hasPrefix($0) || name.hasPrefix("is" + $0) || name == $0 }
                ? "true" : "false"
        case "String", "Substring": return "\"\""
        case "CGRect": return "CGRect(x: 40, y: 120, width: 160, height: 160)"
        case "CGPoint": return "CGPoint(x: 120, y: 200)"
        // The first item: the one port's stand-in lists select and show a cell for.
        case "IndexPath": return "IndexPath(item: 0, section: 0)"
        case "CGSize": return "CGSize(width: 160, height: 160)"
        case "CGVector": return "CGVector(dx: 0, dy: 0)"
        case "UINavigationController.Operation", "UINavigationControllerOperation": return ".push"
        case "UIRectEdge": return ".left"
        default: return nil
        }
    }

    /// The SDK's values and objects with a plain, harmless construction. Objects are kept alive
    /// by the export (`portKeep`): a class may hold its argument `weak`, as the app's real one
    /// would be held elsewhere.
    static func sdkValue(_ type: String) -> String? {
        // Controllers with a loaded view, every gesture recognizer (PlaceholderArguments+SDKObjects).
        if let v = sdkObjectValue(type) { return v }
        switch type {
        case "UIColor": return ".black"
        case "UIFont": return ".systemFont(ofSize: 17)"
        case "UIEdgeInsets", "NSDirectionalEdgeInsets": return ".zero"
        case "CGAffineTransform": return ".identity"
        case "CATransform3D": return "CATransform3DIdentity"
        case "UIView.AnimationCurve", "UIViewAnimationCurve": return ".easeInOut"
        case "UIBlurEffect.Style": return ".dark"
        case "UIView", "UIImageView", "UILabel", "UIButton", "UIScrollView":
            // On screen, at the placeholder frame, as the app's view reaches the animator.
            return "portKeep(\(placedView)(\(type)(frame: CGRect(x: 40, y: 120, width: 160, height: 160))))"
        case "CALayer", "CAShapeLayer", "CAGradientLayer", "UIBezierPath", "UINavigationController",
            "UITabBarController", "UICollectionViewFlowLayout":
            return "portKeep(\(type)())"
        // The property animator the app's delegate makes and hands over (`init(animator:
        // UIViewPropertyAnimator)`, WLPhotoPicker, held-out 45): one of its own default
        // length, reusable, as UIKit's is once it has finished.
        case "UIViewPropertyAnimator", "UIViewImplicitlyAnimating", "anyUIViewImplicitlyAnimating", "UIViewAnimating",
            "anyUIViewAnimating":
            return "portKeep(UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut))"
        // A transition layout's two layouts (`init(currentLayout:nextLayout:)`): flow layouts.
        case "UICollectionViewLayout": return "portKeep(UICollectionViewFlowLayout())"
        case "UIImage":
            // A blank 1-point image: UIImage has no plain initializer here.
            return "UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }"
        case "UICollectionViewCell", "UITableViewCell":
            // The tapped cell (a `() -> UICollectionViewCell` provider's answer, VirtualBusinessCard,
            // held-out 41): at the placeholder frame, with its content view.
            return "portKeep(\(type)(frame: CGRect(x: 40, y: 120, width: 160, height: 160)))"
        case "UICollectionView":
            // The app's list: items, and the first selected (an empty one has no cell to zoom from).
            return "portKeep(UICollectionView.appListPlaceholder())"
        default:
            // UIView.AnimationOptions, UIView.KeyframeAnimationOptions, UIViewAnimationOptions: option sets.
            if type.hasPrefix("UI") || type.hasPrefix("CA"), type.hasSuffix("Options") { return "[]" }
            return nil
        }
    }

    /// `{ _, _ in }` for a closure type `(A, B) -> Void`; one returning a value returns a placeholder.
    static func closureValue(_ type: String, context: Context, depth: Int) -> (String, Int)? {
        guard type.hasPrefix("("), let close = matchingParenthesis(type) else { return nil }
        var rest = type[type.index(after: close)...]
        for word in ["async", "throws", "rethrows"] where rest.hasPrefix(word) { rest = rest.dropFirst(word.count) }
        guard rest.hasPrefix("->") else { return nil }
        let result = String(rest.dropFirst(2))
        let inner = type[type.index(after: type.startIndex)..<close]
        let arity = inner.isEmpty || inner == "Void" ? 0 : topLevelCommas(inner) + 1
        let head = arity == 0 ? "" : Array(repeating: "_", count: arity).joined(separator: ", ") + " in"
        if result == "Void" || result == "()" { return (arity == 0 ? "{}" : "{ \(head) }", 1) }
        guard depth < maximumDepth, let (v, c) = value(result, name: "", context: context, depth: depth + 1) else {
            return nil
        }
        return ("{ \(head.isEmpty ? "" : head + " ")\(v) }", c + 1)
    }

    /// The `)` closing the `(` that starts `s`.
    static func matchingParenthesis(_ s: String) -> String.Index? {
        var depth = 0
        for i in s.indices {
            if s[i] == "(" || s[i] == "[" || s[i] == "<" { depth += 1 }
            if s[i] == ")" || s[i] == "]" || s[i] == ">" {
                depth -= 1
                if depth == 0 { return s[i] == ")" ? i : nil }
            }
        }
        return nil
    }

    /// A tuple of placeholders for the elements of tuple type `inside` (without its parentheses;
    /// labels kept), nil when an element has none.
    static func tupleValue(_ inside: String, context: Context, depth: Int) -> (String, Int)? {
        var values: [String] = [], cost = 0
        for e in topLevelParts(Substring(inside)) {
            let parts = e.split(separator: ":", maxSplits: 1).map(String.init)
            let label = parts.count == 2 && !parts[0].contains("(") ? parts[0] : nil
            guard let (v, c) = value(label == nil ? e : parts[1], name: label ?? "", context: context, depth: depth + 1)
            else { return nil }
            values.append(label.map { "\($0): \(v)" } ?? v)
            cost += c
        }
        return ("(" + values.joined(separator: ", ") + ")", cost)
    }

    /// The commas of `s` outside brackets (a closure's parameters).
    static func topLevelCommas(_ s: Substring) -> Int { topLevelParts(s).count - 1 }

    /// `s` split at its commas outside brackets (`->` is no closing bracket): a tuple's or a
    /// closure's parameter list's elements, as written.
    static func topLevelParts(_ s: Substring) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        var previous: Character = " "
        for ch in s {
            if ch == "(" || ch == "[" || ch == "<" { depth += 1 }
            if ch == ")" || ch == "]" || (ch == ">" && previous != "-") { depth -= 1 }
            if ch == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(ch)
            }
            previous = ch
        }
        return parts + [current]
    }

    /// The prefix of the classes written to stand for a protocol argument.
    static let protocolStandIn = "PortArgument"

    /// The stand-in object for a protocol of the files with only property requirements, or a
    /// composition of such protocols and of the app's protocols the files do not declare
    /// (`AnimationModel & PresentationModel`): a class ``declarations(for:context:)``
    /// writes into the export, conforming to each, a placeholder per property.
    static func protocolValue(_ type: String, context: Context, depth: Int) -> (String, Int)? {
        let t = type.hasPrefix("any") && type.dropFirst(3).first?.isUppercase == true ? String(type.dropFirst(3)) : type
        let parts = t.split(separator: "&").map(String.init)
        // One name the files do not declare is a stubbed type (appTypeValue); a composition of
        // them is a set of the app's protocols, which port's stubs give defaults.
        guard depth < maximumDepth, parts.count > 1 || parts.contains(where: { context.protocols[$0] != nil }),
            let requirements = protocolRequirements(parts, context: context)
        else { return nil }
        var cost = 3
        for r in requirements {
            guard let (_, c) = value(r.type, name: r.name, context: context, depth: depth + 1) else { return nil }
            cost += c
        }
        guard methodLines(parts, context: context, depth: depth + 1) != nil else { return nil }
        return ("portKeep(\(protocolStandIn + parts.map { "__" + $0 }.joined())())", cost)
    }

    /// The property requirements of a composition, nil when a part is not a protocol a stand-in can adopt.
    static func protocolRequirements(_ parts: [String], context: Context) -> [SwiftDeclarations.Parameter]? {
        var out: [SwiftDeclarations.Parameter] = []
        for part in parts {
            if let r = context.protocols[part] {
                out += r.filter { p in !out.contains { $0.name == p.name } }
            } else if isAppleClass(part) {
                // `(ADImageClipDismissTransitionContextFrom & UIViewController)`: the stand-in
                // subclasses it (``inheritance(_:context:)`` puts it first).
                continue
            } else if context.otherProtocols.contains(part) || context.declared.contains(part)
                || appTypeValue(part, declared: context.declared) == nil
            {
                // Not a protocol of the app's that PortStubs stands in for with defaults.
                return nil
            }
        }
        return out
    }

    /// The declarations the construction `call` needs beside it: a class per protocol stand-in
    /// it names (`PortArgument__AnimationModel__PresentationModel`).
    public static func declarations(for call: String, context: Context) -> String {
        var out = call.contains(placeholderAnimator + "(") ? placeholderAnimatorDeclaration : ""
        var rest = Substring(call)
        var seen: Set<String> = []
        while let r = rest.range(of: protocolStandIn) {
            let name = rest[r.lowerBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest[name.endIndex...]
            guard seen.insert(String(name)).inserted else { continue }
            let parts = name.dropFirst(protocolStandIn.count).components(separatedBy: "__").filter { !$0.isEmpty }
            guard !parts.isEmpty, let requirements = protocolRequirements(parts, context: context) else { continue }
            let members =
                requirements.compactMap { r in
                    // A view the protocol requires is the app's, on screen (DreamRecorder, held-out 42).
                    if returnedViews.contains(written(r.type)) {
                        return "    lazy var \(r.name): \(written(r.type)) = \(shownView(written(r.type)))"
                    }
                    return value(r.type, name: r.name, context: context, depth: 1).map {
                        "    var \(r.name): \(written(r.type)) = \($0.0)"
                    }
                } + (methodLines(parts, context: context, depth: 1) ?? []).map { "    " + $0 }
            out +=
                "/// Stands for a `\(parts.joined(separator: " & "))` argument: each property and method result holds its placeholder.\n"
                + "final class \(name): \(inheritance(parts, context: context)) {\n" + members.joined(separator: "\n")
                + "\n}\n"
        }
        return out
    }

    /// A new view of SDK class `type` as an app's view reaches a transition: at the
    /// placeholder frame, in a window of its own kept as long as the plugin (code converts its
    /// frame from its superview and divides by its width).
    static func shownView(_ type: String) -> String {
        "{ let v = \(type)(frame: \(PortAppSetProperties.placeholderFrame)); "
            + "portKeep(UIWindow(frame: UIScreen.main.bounds)).addSubview(v); return v }()"
    }

    /// The lines implementing the method requirements of the files' protocols among `parts`,
    /// nil when one has no value port can return.
    static func methodLines(_ parts: [String], context: Context, depth: Int) -> [String]? {
        var out: [String] = [], index = 0
        for part in parts {
            for m in context.protocolMethods[part] ?? [] {
                guard
                    let lines = implementation(
                        m, index: index, controller: false,
                        other: { value($0, name: m.name, context: context, depth: depth + 1)?.0 })
                else { return nil }
                out += lines
                index += 1
            }
        }
        return out
    }

    /// The inheritance clause of a protocol stand-in: the app's names the files do not
    /// declare first (port's stubs may make one a class, which must come first), then the
    /// files' protocols.
    static func inheritance(_ parts: [String], context: Context) -> String {
        // A protocol's class bound comes first (PlaceholderArguments+ClassBounds).
        let bound = boundClass(parts, context: context).map { [$0] } ?? parts.filter(isAppleClass)
        let rest = parts.filter { !bound.contains($0) }
        return (bound + rest.filter { context.protocols[$0] == nil } + rest.filter { context.protocols[$0] != nil })
            .joined(separator: ", ")
    }

    /// A UIKit class a composition may name beside protocols (`P & UIViewController`), told
    /// by UIKit's naming as a protocol's bound is (``SwiftDeclarations/isAppleClassName(_:)``).
    static func isAppleClass(_ name: String) -> Bool { SwiftDeclarations.isAppleClassName(name) }

    /// A type as the scanner read it (`UIView . AnimationOptions`, tokens joined by spaces)
    /// written back: a space only between two words (`any P`).
    static func written(_ type: String) -> String {
        var out = ""
        for part in type.split(separator: " ") {
            if let last = out.last, last.isLetter || last.isNumber || last == "_",
                let first = part.first, first.isLetter || first.isNumber || first == "_"
            {
                out += " "
            }
            out += part
        }
        return out
    }

    /// `Outer.Inner` → `["Outer.Inner", "Outer"]`: the scopes inside a type, innermost first.
    public static func scopes(_ qualifiedName: String) -> [String] {
        let parts = qualifiedName.split(separator: ".").map(String.init)
        return (0..<parts.count).reversed().map { parts[0...$0].joined(separator: ".") }
    }

    /// The entry of `table` for `type` as seen from the context's scope (a nested type of the
    /// enclosing types first, then by its name alone).
    static func lookUp<T>(_ type: String, in table: [String: T], context: Context) -> T? {
        for s in context.scope { if let v = table[s + "." + type] { return v } }
        return table[type]
    }

    /// A value of an enum, option set, struct or class the files declare.
    static func filesValue(_ type: String, context: Context, depth: Int) -> (String, Int)? {
        if let cases = lookUp(type, in: context.enums, context: context) {
            let plain = cases.filter { $0.payload == nil }.map(\.name)
            let dismissing = context.dismissesOnly ? plain.first(where: isDismissingWord) : nil
            if let c = dismissing ?? SwitchCaseUse.preferred(plain, handled: context.handledCases) ?? plain.first {
                return ("." + c, 1)
            }
            guard depth < maximumDepth else { return nil }
            for c in cases {
                if let (args, cost) = arguments(c.payload ?? [], context: context, depth: depth + 1) {
                    return ("." + c.name + args, cost + 1)
                }
            }
            return nil
        }
        guard let shape = lookUp(type, in: context.types, context: context) else { return nil }
        if shape.optionSet { return ("[]", 1) }
        guard depth < maximumDepth else { return nil }
        let isObject = shape.keyword == "class"
        let lists = shape.initializers + (shape.memberwise.map { [$0] } ?? [])
        let name = shape.qualifiedName
        // Its parameters' types are written inside it: its own nested types first.
        var inner = context
        inner.scope = scopes(name) + context.scope.filter { !scopes(name).contains($0) }
        var best: (String, Int)?
        for list in lists {
            guard let (args, cost) = arguments(list, context: inner, depth: depth + 1) else { continue }
            let made = isObject ? "portKeep(\(name)\(args))" : name + args
            if best.map({ cost + 2 < $0.1 }) ?? true { best = (made, cost + 2) }
        }
        // A class that declares no initializer inherits its superclass's (a view or controller: `()`).
        if best == nil, isObject, shape.initializers.isEmpty, shape.memberwise == nil {
            // An SDK superclass without `init()` (UIPresentationController): the initializer it has.
            let inherited = shape.inherits.first.flatMap { inheritedCall(superclass: $0, context: inner) }
            best = ("portKeep(\(name)\(inherited?.arguments ?? "()"))", 2 + (inherited?.cost ?? 0))
        }
        return best
    }
}
