/// UIKit's `UIControl`: a view that sends actions to targets when its events happen, with the
/// enabled, selected and highlighted states. Touches (the host's pointer, in interaction
/// plugins: see ``UIResponder``) send the touch events as UIKit's controls do: `touchDown`,
/// drags inside, outside, entering and exiting, `touchUpInside` or `touchUpOutside`,
/// `touchCancel`, with ``isHighlighted`` while the touch is inside, for as long as the tracking
/// methods (``beginTracking(_:with:)``…, for subclasses) keep tracking it (a touch the control
/// does not track sends nothing); "inside" is the bounds grown by UIKit's 70-point tracking
/// margin. Elsewhere a plugin sends events itself with
/// ``sendActions(for:)`` (or a recognizer's handler does); `addTarget(_:action:for:)` takes the SDK's ``Selector`` where iOS code writes
/// `#selector(...)` (`host-cli port` makes that rewrite), and `addAction(_:for:)` a closure
/// (``UIAction``). Targets are held weakly, as in UIKit. A disabled control sends nothing, as
/// UIKit's ignores touches while disabled.
open class UIControl: UIView {
    /// UIKit's control events (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits (or value), as UIKit stores them.
        public let rawValue: UInt
        /// The value of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated tap went down (a tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap, the usual button action.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a slider, a switch).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu was chosen from.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The edited text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Text editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits UIKit keeps.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's control states (UIKit's raw values): what a button's title, colour and image
    /// are looked up by.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits (or value), as UIKit stores them.
        public let rawValue: UInt
        /// The value of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (tvOS; never here).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// One registration: a target/action pair or a closure, for some events.
    private struct Registration {
        let events: Event
        let pair: TargetAction?
        let action: UIAction?
    }
    private var registrations: [Registration] = []

    /// Whether the control sends its actions (false: ``sendActions(for:)`` sends nothing).
    open var isEnabled = true { didSet { controlStateDidChange() } }
    /// The selected state (a button shows its `.selected` title).
    open var isSelected = false { didSet { controlStateDidChange() } }
    /// The highlighted state (a button shows its `.highlighted` title).
    open var isHighlighted = false { didSet { controlStateDidChange() } }

    /// The state made of the three flags, as UIKit computes it.
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Where a control puts its content across (UIKit's cases and raw values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (UIKit's default).
        case center = 0
        /// At the left edge.
        case left = 1
        /// At the right edge.
        case right = 2
        /// Stretched across.
        case fill = 3
        /// At the leading edge (the left: the host lays out left to right).
        case leading = 4
        /// At the trailing edge (the right).
        case trailing = 5
    }

    /// Where a control puts its content up and down (UIKit's cases and raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (UIKit's default).
        case center = 0
        /// At the top.
        case top = 1
        /// At the bottom.
        case bottom = 2
        /// Stretched down.
        case fill = 3
    }

    /// The content's alignment across (kept and read back; the host draws a control's title
    /// centred).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// The content's alignment up and down (kept and read back, as the horizontal one).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// The horizontal alignment with leading and trailing resolved for the layout direction:
    /// left and right, as the host lays out left to right (UIKit's rule).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    /// Called when a state flag changes (subclasses of the SDK redraw).
    func controlStateDidChange() {}

    // MARK: Tracking touches

    /// How far outside its bounds a touch still counts as inside (UIKit's margin, points).
    static let trackingMargin: CGFloat = 70

    /// True while a touch that began in it is tracked (``beginTracking(_:with:)`` said yes and
    /// ``continueTracking(_:with:)`` has not said no).
    open private(set) var isTracking = false
    /// True while the tracked touch is inside (the bounds and the tracking margin).
    open private(set) var isTouchInside = false

    /// A touch began in it: return false not to track it (UIKit's default: true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved: return false to stop tracking it (UIKit's default: true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended (UIKit's default: nothing).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled (UIKit's default: nothing).
    open func cancelTracking(with event: UIEvent?) {}

    /// True when `touch` is within the bounds grown by the tracking margin.
    private func inside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -UIControl.trackingMargin, dy: -UIControl.trackingMargin).contains(touch.location(in: self))
    }

    /// Starts tracking when ``beginTracking(_:with:)`` agrees (a disabled control ignores the
    /// touch); a tracked touch highlights the control and sends `touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(t, with: event)
        guard isTracking else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// Follows the tracked touch while ``continueTracking(_:with:)`` agrees: the highlight
    /// follows inside and outside, and a drag event goes out (enter or exit when it crossed
    /// the edge, else inside or outside).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isTracking, let t = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = inside(t)
        isTracking = continueTracking(t, with: event)
        guard isTracking else {
            isHighlighted = false
            return
        }
        isHighlighted = isTouchInside
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (false, false): sendActions(for: .touchDragOutside)
        case (false, true): sendActions(for: .touchDragEnter)
        case (true, false): sendActions(for: .touchDragExit)
        }
    }

    /// Ends tracking: unhighlights and sends `touchUpInside` or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer {
            isTracking = false
            isTouchInside = false
        }
        guard isEnabled, isTracking, let t = touches.first else { return }
        isTouchInside = inside(t)
        endTracking(t, with: event)
        isHighlighted = false
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
    }

    /// Ends tracking: unhighlights and sends `touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer {
            isTracking = false
            isTouchInside = false
        }
        guard isEnabled, isTracking else { return }
        cancelTracking(with: event)
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// Calls `action` on `target` (weakly held) for each of `controlEvents`; the method gets the
    /// control when it takes an argument.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, pair: TargetAction(target, action), action: nil))
    }

    /// Removes `target`'s pairs for `controlEvents` (nil target: every target's). `action` is
    /// not compared (selectors here have no identity). Closures added with ``addAction(_:for:)``
    /// stay.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        registrations = registrations.compactMap { r in
            guard let p = r.pair, object == nil || p.target === object else { return r }
            let left = r.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Registration(events: left, pair: p, action: nil)
        }
    }

    /// Runs `action`'s handler for each of `controlEvents` (UIKit's closure form, iOS 14).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, pair: nil, action: action))
    }

    /// Removes `action` (the same object) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        registrations = registrations.compactMap { r in
            guard r.action === action else { return r }
            let left = r.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Registration(events: left, pair: nil, action: action)
        }
    }

    /// The events that have at least one registration.
    open var allControlEvents: Event { registrations.reduce(Event()) { $0.union($1.events) } }

    /// The live targets (a closure's registration has none).
    open var allTargets: [AnyObject] { registrations.compactMap { $0.pair?.target } }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added
    /// (nothing while disabled).
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for r in registrations where !r.events.isDisjoint(with: controlEvents) {
            // A pair whose target is gone sends nothing (UIKit drops it with its target).
            if let p = r.pair, p.target != nil || p.untargeted { sendAction(p.action, to: p.target, for: nil) }
            if let a = r.action { a.handler(a.withSender(self)) }
        }
    }

    /// Calls `action` on `target` with the control as its sender (UIKit's
    /// `sendAction(_:to:for:)`; no event objects here, so `event` is always nil).
    open func sendAction(_ action: Selector, to target: Any?, for event: AnyObject?) {
        action.perform(on: target.map { $0 as AnyObject }, with: self)
    }
}
