/// UIKit's `UIGestureRecognizer`, fed by the host's input: an interaction controller attaches
/// one to a view (`view.addGestureRecognizer(_:)`) and its handlers run as the host's pointer
/// moves, so a controller that owns its gesture drives the transition as on iOS.
///
/// Linux has no selectors, so the one line that makes a recognizer differs from iOS: in place
/// of `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))` write
/// `UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }` (each recognizer class
/// takes a handler of its own type; ``addTarget(_:)`` adds more).
///
/// Only an interaction plugin's recognizers get events (the host sends input to the
/// interaction controller of a run, `--interaction`): pointer samples for pans, edge pans and
/// taps, the `pinch` and `pinch-end` signals for pinches (see ``UIPinchGestureRecognizer``).
/// Locations are in the host's root view coordinates (the window's) before conversion, and a
/// recognizer gets a pointer sequence only when it starts in its view's bounds, the view and
/// the recognizer enabled (`isUserInteractionEnabled`, `isEnabled`) and its delegate agreeing.
open class UIGestureRecognizer: NSObject {
    /// NSObject's string-keyed KVO callback (``KeyValueObserving``): does nothing by default;
    /// subclasses override it (calling `super` for contexts that are not theirs, as on iOS).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// UIKit's recognizer states.
    public enum State: Int, Sendable {
        /// Waiting for a gesture (between gestures).
        case possible = 0
        /// A gesture began (handlers called).
        case began
        /// It moved on (handlers called on each change).
        case changed
        /// It ended (handlers called); a tap is recognized with this state.
        case ended
        /// It was taken away (handlers called).
        case cancelled
        /// It was not this recognizer's gesture (no handler call).
        case failed
        /// A discrete gesture (a tap) that happened: the same as `ended`.
        public static let recognized = State.ended
    }

    /// Where the recognizer is in its gesture (``State/possible`` between gestures). A
    /// subclass sets it (as `UIKit.UIGestureRecognizerSubclass` lets iOS code do) to report
    /// its own gesture: moving to began, changed, ended or cancelled calls the handlers.
    open var state: State {
        get { currentState }
        set {
            currentState = newValue
            if newValue == .began || newValue == .ended { recognizedDuringTouch = true }
            if newValue != .possible && newValue != .failed {
                for h in handlers { h(self) }
                for pair in targetActions { pair.send(self) }
            }
        }
    }
    /// The state, set without calling the handlers.
    var currentState: State = .possible
    /// The view it is attached to.
    open internal(set) var view: UIView?
    /// False: it gets no events (and a gesture in progress is cancelled).
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { finish(.cancelled) } }
    }
    /// Asked before a gesture begins; nil: always.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// True (UIKit's default): once it recognizes its gesture, the touch in its view (or a
    /// view within it) is cancelled there (`touchesCancelled`), as UIKit does.
    open var cancelsTouchesInView = true
    /// Kept and read back (touches are never delayed here).
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// The number of pointers in the gesture (1 while one is down; the host has one pointer).
    open var numberOfTouches: Int { tracking ? 1 : 0 }

    private var handlers: [(UIGestureRecognizer) -> Void] = []
    /// The target/action pairs (``addTarget(_:action:)``), called after the handlers.
    var targetActions: [TargetAction] = []
    /// True while a pointer sequence that this recognizer takes part in is down.
    var tracking = false
    /// The pointer's current location, root coordinates.
    var current = CGPoint.zero
    /// Where and when the current press went down (root coordinates, host seconds): what the
    /// press-driven recognizers (tap, swipe, long press) measure their gesture from.
    var pressOrigin = CGPoint.zero, pressTime = 0.0

    /// A press went down at `location`: remembers where and when, and tracks it when it starts
    /// in the view and the recognizer may begin.
    func beginPress(at location: CGPoint, time: Double) {
        pressOrigin = location
        pressTime = time
        tracking = hits(location) && mayBegin
    }

    /// A recognizer that calls `action` on `target` at every state change (UIKit's designated
    /// `init(target:action:)`, which an app's subclass calls as `super.init(target:action:)`
    /// from its own initializer, or overrides); both nil: no action yet. See
    /// UIGestureRecognizer+TargetAction.swift for target/action over ``Selector``.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target, action: action) }
    }

    /// A recognizer with no handler yet (add one with ``addTarget(_:)``): UIKit's `init()`,
    /// which calls `init(target: nil, action: nil)`.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Adds a handler, called on every state change (UIKit's `addTarget(_:action:)`).
    open func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) { handlers.append(handler) }

    /// Removes every handler (UIKit's `removeTarget(nil, action: nil)`).
    open func removeAllTargets() {
        handlers.removeAll()
        targetActions.removeAll()
    }

    /// Kept for source compatibility: there is one recognizer per pointer sequence here.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// The pointer's location in `view`'s bounds coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return current }
        return view.convert(current, from: nil)
    }

    /// Called when a gesture ends, before the next begins; override to reset state of your own.
    open func reset() {}

    // MARK: UIGestureRecognizerSubclass

    /// A touch began in the view or a view under it (UIKit's subclassing hook, sent before the
    /// view gets it): a custom recognizer overrides the four touch methods and sets ``state``.
    /// The built-in recognizers read the host's pointer instead; these do nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch moved (also after a recognition cancelled it in its view).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch was cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Whether this recognizer may prevent `preventedGestureRecognizer` (true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Stops giving `touch` to this recognizer: kept for source compatibility (there is one
    /// touch per pointer sequence here).
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    /// A name for debugging (nil by default).
    open var name: String?
    /// The kinds of touch it takes (all, UIKit's default): kept.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3]
    /// Whether it takes only one kind of touch at a time (true by default): kept.
    open var requiresExclusiveTouchType = true

    /// The location of touch `touchIndex` in `view` (the host has one pointer: index 0 is
    /// ``location(in:)``).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// True once it recognized its gesture (began, or a discrete one ended) during the touch
    /// in progress (what cancels the touch in its view).
    var recognizedDuringTouch = false

    /// Moves to `state` and calls the handlers.
    func transition(to state: State) {
        currentState = state
        if state == .began || state == .ended { recognizedDuringTouch = true }
        for h in handlers { h(self) }
        for pair in targetActions { pair.send(self) }
    }

    /// Ends the gesture in `state` and makes the recognizer ready for the next.
    func finish(_ state: State) {
        tracking = false
        if state != .failed { transition(to: state) } else { currentState = .failed }
        currentState = .possible
        reset()
    }

    /// The delegate's consent to begin, and the view's and recognizer's.
    var mayBegin: Bool {
        isEnabled && (view?.isUserInteractionEnabled ?? false) && (view?.gestureRecognizerShouldBegin(self) ?? true)
            && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
    }

    /// True when `p` (root coordinates) is inside the view's bounds.
    func hits(_ p: CGPoint) -> Bool {
        guard let view else { return false }
        let local = view.convert(p, from: nil)
        return view.bounds.contains(local)
    }

    /// One host input event (pointer, signal). Subclasses recognize their gesture from them.
    func receive(_ event: InteractionEvent) {}

    /// The pointer went down (`began`), up (`ended`) or away (`cancelled`) at `location`
    /// (root coordinates), at `time`, whether or not it moved.
    func receivePress(_ phase: InteractionEvent.Phase, location: CGPoint, time: Double) {}
}

/// UIKit's `UIGestureRecognizerDelegate` (the members this host asks; all optional).
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Return false to keep the gesture from beginning.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Kept for source compatibility (one recognizer gets a pointer sequence here).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { false }
}

extension UIView {
    /// Attaches `recognizer` (it leaves the view it was on); it gets the host's input while the
    /// plugin is an interaction controller.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        connection.gestureRecognizers[handle.bits, default: []].append(recognizer)
        connection.ownsGestures = true
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view == self else { return }
        connection.gestureRecognizers[handle.bits]?.removeAll { $0 === recognizer }
        if connection.gestureRecognizers[handle.bits]?.isEmpty == true {
            connection.gestureRecognizers[handle.bits] = nil
        }
        recognizer.view = nil
    }

    /// The attached recognizers (nil when none, as UIKit).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { connection.gestureRecognizers[handle.bits] }
        set {
            gestureRecognizers?.forEach(removeGestureRecognizer)
            newValue?.forEach(addGestureRecognizer)
        }
    }
}

/// Hands the host's input events to the recognizers attached through one connection.
final class GestureDispatch {
    private unowned let connection: HostConnection
    /// The pointer as touches for the views (after the recognizers, as UIKit).
    private let touches: TouchDispatch

    init(_ c: HostConnection) {
        connection = c
        touches = TouchDispatch(c)
    }

    /// Gives `event` to every attached recognizer (in attachment order, views in handle order
    /// so that the order is the same on every run), then to the touch of the views.
    func deliver(_ event: InteractionEvent) {
        let all = recognizers
        for r in all { r.receive(event) }
        touches.recognizersDidReceive(time: event.time)
        touches.pointer(event)
    }

    /// Gives a press (`AP_EVENT_PRESS`) to every attached recognizer.
    func deliverPress(_ e: ap_event) {
        let phase: InteractionEvent.Phase
        switch e.phase {
        case AP_PHASE_BEGAN: phase = .began
        case AP_PHASE_ENDED: phase = .ended
        case AP_PHASE_CANCELLED: phase = .cancelled
        default: return
        }
        let all = recognizers
        if phase == .began { touches.resetRecognized(all) }
        for r in all { r.receivePress(phase, location: CGPoint(e.location), time: e.time) }
        touches.recognizersDidReceive(time: e.time)
        touches.press(phase, location: CGPoint(e.location), time: e.time)
    }

    /// The attached recognizers, views in handle order (the same order on every run), each
    /// view's in attachment order.
    private var recognizers: [UIGestureRecognizer] {
        connection.gestureRecognizers.keys.sorted().flatMap { connection.gestureRecognizers[$0] ?? [] }
    }
}
