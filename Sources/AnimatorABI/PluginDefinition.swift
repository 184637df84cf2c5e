/// A parameter a plugin accepts. The host validates `--param` values against these before the
/// plugin sees them.
public struct PluginParameter: Sendable {
    /// Type, default and constraints.
    public enum Kind: Sendable {
        /// A number in `range`; `unit` is shown in listings.
        case number(default: Double, range: ClosedRange<Double>, unit: String?)
        /// A boolean.
        case bool(default: Bool)
        /// One of `choices`.
        case choice([String], default: String)
    }
    /// Name, `[a-z][a-z0-9_-]*`.
    public let name: String
    /// Type, default and constraints.
    public let kind: Kind
    /// One line of help.
    public let help: String

    /// A number parameter.
    public static func number(
        _ name: String, default d: Double, in range: ClosedRange<Double>, unit: String? = nil, help: String
    ) -> PluginParameter {
        PluginParameter(name: name, kind: .number(default: d, range: range, unit: unit), help: help)
    }
    /// A boolean parameter.
    public static func bool(_ name: String, default d: Bool, help: String) -> PluginParameter {
        PluginParameter(name: name, kind: .bool(default: d), help: help)
    }
    /// A choice parameter.
    public static func choice(_ name: String, _ choices: [String], default d: String, help: String) -> PluginParameter {
        PluginParameter(name: name, kind: .choice(choices, default: d), help: help)
    }
}

/// The validated parameter values an instance is created with.
public struct PluginParameters: Sendable {
    let values: [String: (number: Double, choice: String?)]

    init(_ list: UnsafePointer<ap_param_value>?, _ count: UInt32, declared: [PluginParameter]) {
        var v: [String: (Double, String?)] = [:]
        for p in declared {
            switch p.kind {
            case let .number(d, _, _): v[p.name] = (d, nil)
            case let .bool(d): v[p.name] = (d ? 1 : 0, nil)
            case let .choice(c, d): v[p.name] = (Double(c.firstIndex(of: d) ?? 0), d)
            }
        }
        if let list {
            for i in 0..<Int(count) {
                guard let n = list[i].name else { continue }
                v[String(cString: n)] = (list[i].number, list[i].choice.map { String(cString: $0) })
            }
        }
        values = v
    }

    /// A number parameter's value (0 for an unknown name).
    public func number(_ name: String) -> Double { values[name]?.number ?? 0 }
    /// A number parameter's value as CGFloat.
    public func cgFloat(_ name: String) -> CGFloat { CGFloat(number(name)) }
    /// A boolean parameter's value.
    public func bool(_ name: String) -> Bool { (values[name]?.number ?? 0) != 0 }
    /// A choice parameter's value ("" for an unknown name).
    public func choice(_ name: String) -> String { values[name]?.choice ?? "" }
}

/// What every plugin declares.
public protocol PluginMetadata {
    /// Unique id, lowercase `[a-z0-9.-]{1,64}`.
    static var id: String { get }
    /// Display name.
    static var name: String { get }
    /// Semver version.
    static var version: String { get }
    /// One line.
    static var summary: String { get }
    /// Author.
    static var author: String { get }
    /// Accepted parameters.
    static var parameters: [PluginParameter] { get }
}

extension PluginMetadata {
    public static var parameters: [PluginParameter] { [] }
}

/// A plugin that provides an animator.
public protocol AnimatorPlugin: PluginMetadata {
    /// A new animator for these parameters.
    static func makeAnimator(parameters: PluginParameters) -> UIViewControllerAnimatedTransitioning
}

/// A plugin that provides a collection layout (ABI 1.1): a ``UICollectionViewLayout``
/// subclass, made per instance.
public protocol LayoutPlugin: PluginMetadata {
    /// The layout's type (inferred from ``makeLayout(parameters:)``).
    associatedtype Layout: UICollectionViewLayout
    /// A new layout for these parameters.
    static func makeLayout(parameters: PluginParameters) -> Layout
    /// True when the layout has its own path between layouts
    /// (``UICollectionViewLayout/interpolatedLayoutAttributes(from:to:progress:towards:)``):
    /// the plugin then answers the host's `ap.layout-interpolation/1` extension. False by
    /// default, so the host interpolates linearly (and an animated change stays one smooth
    /// animation instead of sampled keyframes).
    static var interpolates: Bool { get }
}

extension LayoutPlugin {
    /// No path of its own.
    public static var interpolates: Bool { false }
}

/// A plugin that provides an interaction controller: any `UIViewControllerInteractiveTransitioning`
/// (a ``UIPercentDrivenInteractiveTransition`` subclass, or a class of its own).
public protocol InteractionPlugin: PluginMetadata {
    /// The controller's type (inferred from ``makeInteractionController(parameters:)``).
    associatedtype InteractionController: UIViewControllerInteractiveTransitioning
    /// A new interaction controller for these parameters.
    static func makeInteractionController(parameters: PluginParameters) -> InteractionController
}
