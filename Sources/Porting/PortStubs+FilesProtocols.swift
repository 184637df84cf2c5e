import Foundation

/// Stand-ins that conform to a protocol the files declare themselves: a stubbed class of the
/// app assigned where the files' protocol is expected (`self.endDelegate = photoController`,
/// `endDelegate` typed by the files' `LSAnimationEndDelegate`) is, in the app, a class that
/// adopts it in a file port was not given. Its stand-in adopts it too, answering each
/// requirement with the harmless values the protocol stand-in controllers answer
/// (PortProject+ProtocolStandIns): a view made once (and added to the controller's view when
/// the stand-in is a controller), nil for an optional, the stand-ins' numbers and frames.
extension PortStubs {
    /// The requirements of one file's protocols a stand-in can implement, by protocol name.
    static func filesProtocols(in scan: SwiftDeclarations) -> [String: FilesProtocol] {
        var out: [String: FilesProtocol] = [:]
        for t in scan.types where t.keyword == "protocol" {
            let r = scan.standInRequirements(of: t)
            if r.whyNot == nil { out[t.name] = FilesProtocol(properties: r.properties, methods: r.methods) }
        }
        return out
    }

    /// Stub `x` is used where the files' protocol `expected` is: it adopts it, when port has a
    /// value for every requirement the stub does not already declare. True when it changed.
    mutating func adoptFilesProtocol(_ x: Int, _ expected: String) -> Bool {
        guard filesProtocols[expected] != nil, !stubs[x].conformances.contains(expected) else { return false }
        switch stubs[x].shape {
        case .plainClass, .subclass: break
        default: return false
        }
        guard conformingMembers(of: stubs[x], to: expected) != nil else { return false }
        stubs[x].conformances.append(expected)
        return true
    }

    /// The declarations that make `stub` meet the files' protocol `name` (requirements it
    /// declares already left out), or nil when port has no value for one.
    func conformingMembers(of stub: Stub, to name: String) -> [String]? {
        guard let p = filesProtocols[name] else { return nil }
        let own = Set(stub.members.map(\.name))
        let controller = Self.subviewOwner(stub.shape) == "view"
        guard let properties = requirementProperties(p.properties.filter { !own.contains($0.name) }, controller),
            let methods = requirementMethods(p.methods.filter { !own.contains($0.name) }, controller)
        else { return nil }
        return properties + methods
    }

    /// Stored properties meeting `requirements`, or nil when one has no value. A view (an
    /// optional one too: the app's outlet, which its guard needs) is made once at the
    /// placeholder frame, on screen as the app's is: in the controller's view when
    /// `controller`, else in a window of its own (a 0 × 0 view in no hierarchy made code
    /// divide by its width and convert from no superview: TelaioScanner, held-out 42).
    /// A controller stand-in's own requirement `r` met by what `UIViewController` declares
    /// with that type (`var view: UIView! { get }`, EnfocaDos' animator targets, held-out 46):
    /// declaring it again would be an override by a stored property, which cannot compile.
    static func metByController(_ r: SwiftDeclarations.Parameter) -> Bool {
        let declared: [String: String] = [
            "view": "UIView!", "title": "String?", "viewIfLoaded": "UIView?", "isViewLoaded": "Bool",
            "preferredContentSize": "CGSize", "modalPresentationStyle": "UIModalPresentationStyle",
            "parent": "UIViewController?", "children": "[UIViewController]",
            "navigationController": "UINavigationController?",
            "transitioningDelegate": "UIViewControllerTransitioningDelegate?"
        ]
        return declared[r.name] == PlaceholderArguments.written(r.type)
    }

    func requirementProperties(_ requirements: [SwiftDeclarations.Parameter], _ controller: Bool) -> [String]? {
        var out: [String] = []
        for r in requirements where !(controller && Self.metByController(r)) {
            let type = PlaceholderArguments.written(r.type)
            let optional = type.hasSuffix("?") || type.hasSuffix("!")
            let wrapped = optional ? String(type.dropLast()) : type
            let add =
                controller
                ? " view.addSubview(v);"
                : Self.inOwnWindow
            if isUIView(wrapped) || wrapped == "UIView" {
                let frame = " v.frame = \(PortAppSetProperties.placeholderFrame);"
                let image = optional && wrapped == "UIImageView" ? " v.image = \(PortAppSetProperties.image);" : ""
                out.append("lazy var \(r.name): \(type) = { let v = \(wrapped)();\(frame)\(image)\(add) return v }()")
            } else if optional {
                out.append("var \(r.name): \(type) = nil")
            } else if let v = value(of: type, name: r.name) {
                out.append("var \(r.name): \(type) = \(v)")
            } else {
                return nil
            }
        }
        return out
    }

    /// Methods meeting `methods`, or nil when one returns a type port has no value for.
    func requirementMethods(_ methods: [SwiftDeclarations.MethodRequirement], _ controller: Bool) -> [String]? {
        var out: [String] = []
        for (i, m) in methods.enumerated() {
            guard
                let lines = PlaceholderArguments.implementation(
                    m, index: i, controller: controller, other: { value(of: $0, name: m.name) })
            else { return nil }
            out += lines
        }
        return out
    }
}

/// The requirements of one of the files' protocols that a stand-in can implement.
struct FilesProtocol: Equatable {
    /// Property requirements (`var name: Type { get }`).
    var properties: [SwiftDeclarations.Parameter]
    /// Method requirements, as declared.
    var methods: [SwiftDeclarations.MethodRequirement]
}
