/// UIKit's `UIResponder`: the superclass UIKit gives ``UIView`` and ``UIViewController``, so
/// that app subclasses that override the touch methods (`override func touchesBegan(_:with:)`)
/// compile and get touches.
///
/// Touches come from the host's pointer, to interaction plugins (the host sends input only to
/// the interaction controller of a run): a press goes to the view that ``UIView/hitTest(_:with:)``
/// finds under it in the host's root view, and its moves, release or cancellation go to that same
/// view, as in UIKit (see ``UITouch``). Each method's default passes the touches on to ``next``,
/// so a view that does not handle them lets its superview (or its controller) see them.
///
/// First-responder status is kept as UIKit keeps it (one first responder at a time); there is
/// no keyboard, so it routes nothing.
///
/// An `NSObject`, as on iOS (so are ``UIView``, ``UIViewController`` and the rest of UIKit's
/// classes): `extension NSObject: P` reaches it, and protocols constrained to `NSObject` accept
/// it. `responds(to:)` is NSObject's (see ``selectorResponds(_:to:)``).
open class UIResponder: NSObject {
    /// NSObject's string-keyed KVO callback (``KeyValueObserving``): does nothing by default;
    /// subclasses override it (calling `super` for contexts that are not theirs, as on iOS).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// A responder (UIKit's `init()`).
    public override init() { super.init() }

    /// The next responder in the chain (nil by default, as in UIKit: a view answers its
    /// controller or superview, a controller its view's superview).
    open var next: UIResponder? { nil }

    /// A touch went down in this responder's view (default: passed on to ``next``).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved (default: passed on to ``next``).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches lifted (default: passed on to ``next``).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were taken away, by a gesture recognizer that recognized its gesture or by the
    /// host (default: passed on to ``next``).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Motion events

    /// A motion began (a shake: never here, the host has no device to shake). Default: passed
    /// on to ``next``, as UIKit does, so an override (`override func motionEnded(_:with:)`, a
    /// shake-to-undo or a debug menu in the app's controller) compiles and runs when called.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }
    /// A motion ended (never here; default: passed on to ``next``).
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }
    /// A motion was cancelled (never here; default: passed on to ``next``).
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: Keyboard notifications

    /// Posted before the keyboard shows (never here: there is no keyboard).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed (never here).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides (never here).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid (never here).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never here).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The user-info key of the keyboard's final frame (UIKit's string).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard animation's duration (UIKit's string).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the keyboard animation's curve (UIKit's string).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

    // MARK: First responder

    /// The one first responder (UIKit keeps one per window; the host has one window).
    // Main-actor state on iOS; here plugin code runs only inside host calls, all made from one
    // thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) private static weak var firstResponder: UIResponder?

    /// Whether it may become first responder (false by default, as in UIKit).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it may stop being first responder (true by default, as in UIKit).
    open var canResignFirstResponder: Bool { true }
    /// True while it is the first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Makes it the first responder when ``canBecomeFirstResponder`` allows and the current one
    /// agrees to resign; returns whether it is the first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Stops being the first responder when ``canResignFirstResponder`` allows; returns whether
    /// it did (true when it was not the first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.firstResponder = nil
        return true
    }

    // MARK: Accessibility

    // UIKit declares these on NSObject (the `UIAccessibility` informal protocol); here they are
    // on every responder, the views and controllers where transition code sets them
    // (`button.accessibilityLabel = "Close"`) and overrides them (`override func
    // accessibilityPerformEscape() -> Bool` to dismiss a modal, `override var
    // accessibilityViewIsModal`), and in the class body because Swift on Linux cannot override
    // a member declared in an extension. The host has no assistive technology: values are kept
    // and read back as set, with UIKit's defaults, and nothing calls the actions.
    private var accessibility = AccessibilityState()

    /// A short spoken label (nil by default; a `UILabel` answers its text, a `UIButton` its title).
    open var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    /// What activating the element does (nil by default).
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's current value, as text (nil by default).
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }
    /// What kind of element it is (none by default).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits }
        set { accessibility.traits = newValue }
    }
    /// Whether assistive technologies see it as one element (false by default).
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement }
        set { accessibility.isElement = newValue }
    }
    /// Whether its children are hidden from assistive technologies (false by default).
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore its siblings while it shows (false by default).
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether its children are read as a group (false by default).
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }
    /// Its elements in reading order (nil by default: its subviews).
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }
    /// Its frame in screen points for assistive technologies (zero by default).
    open var accessibilityFrame: CGRect {
        get { accessibility.frame }
        set { accessibility.frame = newValue }
    }
    /// The language its label is spoken in (nil by default: the app's).
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }
    /// The escape gesture (a two-finger Z) asks it to dismiss: returns whether it did (false by
    /// default; never called here).
    open func accessibilityPerformEscape() -> Bool { false }
    /// Asked to activate itself: returns whether it did (false by default; never called here).
    open func accessibilityActivate() -> Bool { false }
    /// The magic tap (a two-finger double tap): returns whether it acted (false by default;
    /// never called here).
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Asked to increase its value (an adjustable element; does nothing by default).
    open func accessibilityIncrement() {}
    /// Asked to decrease its value (an adjustable element; does nothing by default).
    open func accessibilityDecrement() {}
}
