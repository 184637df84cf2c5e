import Foundation

/// Core Animation's `CAGradientLayer`: an axial gradient of `colors` at `locations` from
/// `startPoint` to `endPoint` (unit coordinates of the bounds), drawn over the background
/// inside the rounded bounds. Each change sends the whole gradient to the host. ABI 1.1.
///
/// `colors`, `locations`, `startPoint` and `endPoint` animate with explicit animations
/// (`CABasicAnimation(keyPath: "colors")` and the like, keyframes too), each moving its part
/// of the gradient; set on a standalone gradient layer outside any animation block, the change
/// animates implicitly (the whole gradient, over the CATransaction's duration), as in Core
/// Animation. Not yet like Core Animation: the `.radial` and `.conic` types are drawn as axial.
open class CAGradientLayer: CALayer {
    /// A new gradient layer (see ``CALayer/init()``).
    public override init() { super.init() }

    /// The colours (`CGColor`s, which are `UIColor`s here; other values are skipped); nil or
    /// empty: no gradient.
    open var colors: [Any]? {
        get { connection.layerHints[handle.bits]?["gradient.colors"] as? [Any] }
        set {
            connection.layerHints[handle.bits, default: [:]]["gradient.colors"] = newValue
            send()
        }
    }
    /// Where each colour sits on the axis (0 the start point, 1 the end point), one per colour;
    /// nil: evenly spaced. Any finite numbers, as Core Animation takes them: stops beyond 0…1
    /// lie past the axis's ends (the gradient-wipe trick animates them from below 0 to above
    /// 1), and out of order a stop sits at the largest location before it (a hard edge).
    open var locations: [NSNumber]? {
        get { connection.layerHints[handle.bits]?["gradient.locations"] as? [NSNumber] }
        set {
            connection.layerHints[handle.bits, default: [:]]["gradient.locations"] = newValue
            send()
        }
    }
    /// The axis start (default (0.5, 0), the top middle).
    open var startPoint: CGPoint {
        get { connection.layerHints[handle.bits]?["gradient.start"] as? CGPoint ?? CGPoint(x: 0.5, y: 0) }
        set {
            connection.layerHints[handle.bits, default: [:]]["gradient.start"] = newValue
            send()
        }
    }
    /// The axis end (default (0.5, 1), the bottom middle).
    open var endPoint: CGPoint {
        get { connection.layerHints[handle.bits]?["gradient.end"] as? CGPoint ?? CGPoint(x: 0.5, y: 1) }
        set {
            connection.layerHints[handle.bits, default: [:]]["gradient.end"] = newValue
            send()
        }
    }
    /// The kind (kept; every kind is drawn as axial here).
    open var type: CAGradientLayerType {
        get { connection.layerHints[handle.bits]?["gradient.type"] as? CAGradientLayerType ?? .axial }
        set { connection.layerHints[handle.bits, default: [:]]["gradient.type"] = newValue }
    }

    /// Sends the gradient as it now is (none without colours; locations only when they match
    /// the colours in number).
    private func send() {
        guard connection.has(\.view_set_gradient) else { return connection.unsupported("CAGradientLayer", needs: 1) }
        let list = (colors ?? []).compactMap { $0 as? UIColor }.map(\.c_value)
        guard !list.isEmpty else {
            _ = connection.api.view_set_gradient!(connection.host, handle, nil)
            return
        }
        let places = locations?.map(\.doubleValue)
        list.withUnsafeBufferPointer { c in
            var g = ap_gradient()
            g.struct_size = UInt32(MemoryLayout<ap_gradient>.size)
            g.count = UInt32(c.count)
            g.colors = c.baseAddress
            g.start_point = ap_point(x: Double(startPoint.x), y: Double(startPoint.y))
            g.end_point = ap_point(x: Double(endPoint.x), y: Double(endPoint.y))
            g.type = AP_GRADIENT_AXIAL
            if let places, places.count == c.count {
                places.withUnsafeBufferPointer { l in
                    g.locations = l.baseAddress
                    _ = connection.api.view_set_gradient!(connection.host, handle, &g)
                }
            } else {
                _ = connection.api.view_set_gradient!(connection.host, handle, &g)
            }
        }
    }
}

/// Core Animation's gradient kinds.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// The pre-Swift 4.2 spelling.
public let kCAGradientLayerAxial = CAGradientLayerType.axial
