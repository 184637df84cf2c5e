import Foundation

/// Core Animation's `CAShapeLayer`: a layer that fills and strokes a ``CGPath`` above its
/// background and below its sublayers. As a ``CALayer/mask`` it gives the classic circular
/// reveal: animate its `path` from a small oval to one covering the view.
///
/// `fillColor`, `strokeColor`, `lineWidth`, `strokeStart`, `strokeEnd` and `path` animate
/// with explicit animations of those key paths (`strokeEnd` 0 → 1 draws the line). Every
/// property is ABI 1.1: on a 1.0 host setting one logs an error naming it.
open class CAShapeLayer: CALayer {
    /// A new shape layer (see ``CALayer/init()``).
    public override init() { super.init() }

    /// The path, in the layer's own coordinates (nil: nothing drawn).
    open var path: CGPath? {
        get {
            guard connection.has(\.view_get_path) else { return nil }
            let n = connection.api.view_get_path!(connection.host, handle, source, nil, 0)
            guard n > 0 else { return nil }
            var buffer = [ap_path_element](repeating: ap_path_element(), count: Int(n))
            let m = connection.api.view_get_path!(connection.host, handle, source, &buffer, n)
            return CGPath(elements: Array(buffer.prefix(Int(min(m, n)))))
        }
        set {
            guard connection.has(\.view_set_path) else { return connection.unsupported("CAShapeLayer.path", needs: 1) }
            _ = CGPath.withCPath(newValue) { connection.api.view_set_path!(connection.host, handle, $0) }
        }
    }
    /// The fill colour (default opaque black; nil: no fill).
    open var fillColor: CGColor? {
        get {
            minor1(UIColor(red: 0, green: 0, blue: 0, alpha: 1)) {
                connection.color(handle, AP_PROP_FILL_COLOR, source)
            }.nonClear
        }
        set { minor1("CAShapeLayer.fillColor") { connection.setColor(handle, AP_PROP_FILL_COLOR, newValue) } }
    }
    /// The stroke colour (default nil: no stroke).
    open var strokeColor: CGColor? {
        get { minor1(nil) { connection.color(handle, AP_PROP_STROKE_COLOR, source) }?.nonClear }
        set { minor1("CAShapeLayer.strokeColor") { connection.setColor(handle, AP_PROP_STROKE_COLOR, newValue) } }
    }
    /// Stroke width, points (default 1), centred on the path.
    open var lineWidth: CGFloat {
        get { minor1(1) { connection.number(handle, AP_PROP_LINE_WIDTH, source) } }
        set { minor1("CAShapeLayer.lineWidth") { connection.setNumber(handle, AP_PROP_LINE_WIDTH, newValue) } }
    }
    /// Where the stroke starts, 0…1 of the path's length (default 0).
    open var strokeStart: CGFloat {
        get { minor1(0) { connection.number(handle, AP_PROP_STROKE_START, source) } }
        set { minor1("CAShapeLayer.strokeStart") { connection.setNumber(handle, AP_PROP_STROKE_START, newValue) } }
    }
    /// Where it ends, 0…1 (default 1).
    open var strokeEnd: CGFloat {
        get { minor1(1) { connection.number(handle, AP_PROP_STROKE_END, source) } }
        set { minor1("CAShapeLayer.strokeEnd") { connection.setNumber(handle, AP_PROP_STROKE_END, newValue) } }
    }
    /// The longest miter, in half line widths (default 10).
    open var miterLimit: CGFloat {
        get { minor1(10) { connection.number(handle, AP_PROP_MITER_LIMIT, source) } }
        set { minor1("CAShapeLayer.miterLimit") { connection.setNumber(handle, AP_PROP_MITER_LIMIT, newValue) } }
    }
    /// Ends of open subpaths.
    open var lineCap: CAShapeLayerLineCap {
        get {
            CAShapeLayerLineCap.all[
                min(2, max(0, Int(minor1(0) { connection.number(handle, AP_PROP_LINE_CAP, source) })))]
        }
        set {
            minor1("CAShapeLayer.lineCap") { connection.setNumber(handle, AP_PROP_LINE_CAP, CGFloat(newValue.index)) }
        }
    }
    /// Corners between segments.
    open var lineJoin: CAShapeLayerLineJoin {
        get {
            CAShapeLayerLineJoin.all[
                min(2, max(0, Int(minor1(0) { connection.number(handle, AP_PROP_LINE_JOIN, source) })))]
        }
        set {
            minor1("CAShapeLayer.lineJoin") { connection.setNumber(handle, AP_PROP_LINE_JOIN, CGFloat(newValue.index)) }
        }
    }
    /// Which points the fill covers.
    open var fillRule: CAShapeLayerFillRule {
        get { minor1(0) { connection.number(handle, AP_PROP_FILL_RULE, source) } == 1 ? .evenOdd : .nonZero }
        set {
            minor1("CAShapeLayer.fillRule") {
                connection.setNumber(handle, AP_PROP_FILL_RULE, newValue == .evenOdd ? 1 : 0)
            }
        }
    }
    /// Dash lengths, points, of painted and unpainted stretches in turn; nil: solid.
    open var lineDashPattern: [NSNumber]? {
        get { connection.layerHints[handle.bits]?["lineDashPattern"] as? [NSNumber] }
        set {
            connection.layerHints[handle.bits, default: [:]]["lineDashPattern"] = newValue
            sendDash()
        }
    }
    /// How far into the pattern each subpath starts, points.
    open var lineDashPhase: CGFloat {
        get { connection.layerHints[handle.bits]?["lineDashPhase"] as? CGFloat ?? 0 }
        set {
            connection.layerHints[handle.bits, default: [:]]["lineDashPhase"] = newValue
            sendDash()
        }
    }

    private func sendDash() {
        guard connection.has(\.view_set_line_dash) else {
            return connection.unsupported("CAShapeLayer.lineDashPattern", needs: 1)
        }
        let lengths = (lineDashPattern ?? []).map(\.doubleValue)
        _ = lengths.withUnsafeBufferPointer { b in
            connection.api.view_set_line_dash!(
                connection.host, handle, b.baseAddress, UInt32(b.count), Double(lineDashPhase))
        }
    }
}

extension UIColor {
    /// The colour, or nil when it is fully transparent (how a nil fill or stroke reads back).
    var nonClear: UIColor? { alpha == 0 ? nil : self }
}

/// Core Animation's line caps (`CAShapeLayerLineCap`; `kCALineCap…` in older Swift).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    static let all: [CAShapeLayerLineCap] = [.butt, .round, .square]
    var index: Int { Self.all.firstIndex(of: self) ?? 0 }
}

/// Core Animation's line joins (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    static let all: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
    var index: Int { Self.all.firstIndex(of: self) ?? 0 }
}

/// Core Animation's fill rules (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The pre-Swift 4.2 spellings.
public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
