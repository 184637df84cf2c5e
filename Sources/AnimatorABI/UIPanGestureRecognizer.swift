/// UIKit's `UIPanGestureRecognizer`: begins when the pointer moves after going down in the
/// view, changes with every sample, ends when it is released. Translation is measured from
/// where the pointer went down (the host's pan events carry it), velocity is the host's.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// A pan recognizer calling `handler` on every state change (in place of iOS's
    /// `init(target:action:)`, which needs a selector).
    public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UIPanGestureRecognizer) }
    }

    /// Kept and read back (the host has one pointer).
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// Where translation is measured from, root coordinates.
    private var origin = CGPoint.zero
    /// The last velocity, root points per second.
    private var rootVelocity = CGPoint.zero

    /// How far the pointer has moved since the gesture began (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        GestureGeometry.vector(CGPoint(x: current.x - origin.x, y: current.y - origin.y), at: origin, in: view)
    }

    /// Makes the translation in `view`'s coordinates `translation` now (`.zero` to measure
    /// increments, as iOS code does).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let t = GestureGeometry.rootVector(translation, at: current, in: view)
        origin = CGPoint(x: current.x - t.x, y: current.y - t.y)
    }

    /// The pointer's velocity in `view`'s coordinates, points per second.
    open func velocity(in view: UIView?) -> CGPoint { GestureGeometry.vector(rootVelocity, at: current, in: view) }

    /// True when a gesture that went down at `start` (root coordinates) may begin.
    func shouldBegin(at start: CGPoint) -> Bool { mayBegin }

    override func receive(_ event: InteractionEvent) {
        guard case let .pointer(phase, location, translation, velocity) = event.kind else { return }
        current = location
        rootVelocity = velocity
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        switch phase {
        case .began, .changed:
            if !tracking, state == .possible {
                // A sequence that started in the view (also one that began before the
                // recognizer was attached: its first sample here is a change).
                guard hits(start) else { return }
                tracking = true
                origin = start
            }
            guard tracking else { return }
            if state == .possible {
                guard translation != .zero else { return }
                guard shouldBegin(at: start) else {
                    tracking = false
                    currentState = .possible
                    return
                }
                transition(to: .began)
            } else {
                transition(to: .changed)
            }
        case .ended, .cancelled:
            guard tracking else { return }
            if state == .began || state == .changed {
                finish(phase == .ended ? .ended : .cancelled)
            } else {
                tracking = false
                currentState = .possible
            }
        case .none:
            break
        }
    }
}

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that begins only when the pointer went
/// down within ``edgeWidth`` points of one of ``edges`` of the window (the host's root view).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// An edge pan recognizer calling `handler` on every state change.
    public convenience init(handler: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UIScreenEdgePanGestureRecognizer) }
    }

    /// The edges a gesture may start from (none by default, as UIKit: set it).
    open var edges: UIRectEdge = []
    /// How close to an edge the pointer must go down, points (this host's choice; UIKit does
    /// not publish its own).
    public static let edgeWidth: CGFloat = 20

    override func shouldBegin(at start: CGPoint) -> Bool {
        let screen = UIScreen.main.bounds, w = UIScreenEdgePanGestureRecognizer.edgeWidth
        let near =
            (edges.contains(.left) && start.x - screen.minX <= w)
            || (edges.contains(.right) && screen.maxX - start.x <= w)
            || (edges.contains(.top) && start.y - screen.minY <= w)
            || (edges.contains(.bottom) && screen.maxY - start.y <= w)
        return near && super.shouldBegin(at: start)
    }
}

/// UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Vectors between the window's coordinates and a view's.
enum GestureGeometry {
    /// `v` (root coordinates, at root point `p`) in `view`'s coordinates: the difference of the
    /// converted ends (nil view: unchanged).
    static func vector(_ v: CGPoint, at p: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(p, from: nil), b = view.convert(CGPoint(x: p.x + v.x, y: p.y + v.y), from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// `v` in `view`'s coordinates (at root point `p`) in root coordinates.
    static func rootVector(_ v: CGPoint, at p: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return v }
        let local = view.convert(p, from: nil)
        let end = view.convert(CGPoint(x: local.x + v.x, y: local.y + v.y), to: nil)
        return CGPoint(x: end.x - p.x, y: end.y - p.y)
    }
}
