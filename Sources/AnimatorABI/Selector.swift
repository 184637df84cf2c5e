/// A method to call on a target, the SDK's stand-in for Objective-C's `Selector`: Swift on
/// Linux has no `#selector`, so target/action APIs (`UIGestureRecognizer(target:action:)`,
/// `addTarget(_:action:)`, `NotificationCenter.addObserver(_:selector:name:object:)`) take a
/// `Selector` made from an unbound method reference — `Selector(PanController.handlePan(_:))`
/// where iOS code writes `#selector(handlePan(_:))`. `host-cli port` makes that rewrite.
///
/// As on iOS, the API holds its target weakly and calls the method on it with the sender (a
/// recognizer, a notification…) when the method takes one argument. A target of another type
/// than the method's, or a sender of another type than its parameter, makes the call do
/// nothing (iOS would raise "unrecognized selector"; a transition must not crash for it).
// Sendable so @Sendable blocks may capture one, as #selector values are on iOS: its closure runs
// only when a target/action fires, on the host's call thread: plugin code runs only inside host
// calls, all made from one thread; the host's tables refuse calls from any other.
public struct Selector: @unchecked Sendable, CustomStringConvertible {
    /// Calls the method on a target with a sender; false when the target or sender does not fit.
    let call: (AnyObject?, Any?) -> Bool
    /// What it names, for messages.
    public let description: String
    /// True when an object is of the type whose method it names (what `responds(to:)` asks).
    let accepts: (AnyObject) -> Bool

    /// A method taking no argument: `Selector(Controller.tick)`.
    public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result) {
        call = { target, _ in
            guard let t = target as? Target else { return false }
            _ = method(t)()
            return true
        }
        description = "\(Target.self) method()"
        accepts = { $0 is Target }
    }

    /// A method taking the sender: `Selector(Controller.handlePan(_:))`.
    public init<Target: AnyObject, Sender, Result>(_ method: @escaping (Target) -> (Sender) -> Result) {
        self = Self.taking(method)
    }

    /// A method of a protocol, taking the sender or an argument:
    /// `Selector(UIViewControllerContextTransitioning.view(forKey:))`, as iOS code names a
    /// protocol's method in `#selector` (a protocol's existential is not an `AnyObject` type
    /// parameter, so the class form above does not take it).
    public init<Target, Sender, Result>(_ method: @escaping (Target) -> (Sender) -> Result) {
        self = Self.taking(method)
    }

    /// A selector from its parts.
    private init(
        call: @escaping (AnyObject?, Any?) -> Bool, description: String, accepts: @escaping (AnyObject) -> Bool
    ) {
        self.call = call
        self.description = description
        self.accepts = accepts
    }

    /// The one body of the class and protocol forms taking the sender: they differ only in what
    /// Swift lets `Target` be.
    private static func taking<Target, Sender, Result>(_ method: @escaping (Target) -> (Sender) -> Result) -> Selector {
        Selector(
            call: { target, sender in
                guard let t = target as? Target, let s = sender as? Sender else { return false }
                _ = method(t)(s)
                return true
            },
            description: "\(Target.self) method(\(Sender.self))",
            accepts: { $0 is Target })
    }

    /// A selector named by a string (`Selector("_setPresentedStatusBarViewController:")`), as iOS
    /// code names a private or dynamic method to ask `responds(to:)` before calling it. Without
    /// the Objective-C runtime a name reaches no method: no object responds to it, and a
    /// target/action API given it calls nothing — the code's "not available" branch runs.
    public init(_ name: String) {
        call = { _, _ in false }
        description = name
        accepts = { _ in false }
    }

    /// A function or closure without a target: `Selector(tick)` at file scope.
    public init<Result>(_ function: @escaping () -> Result) {
        call = { _, _ in
            _ = function()
            return true
        }
        description = "function()"
        accepts = { _ in false }
    }

    /// A function or closure taking the sender.
    public init<Sender, Result>(_ function: @escaping (Sender) -> Result) {
        call = { _, sender in
            guard let s = sender as? Sender else { return false }
            _ = function(s)
            return true
        }
        description = "function(\(Sender.self))"
        accepts = { _ in false }
    }

    /// Calls the method on `target` with `sender`; false when either does not fit it.
    @discardableResult
    public func perform(on target: AnyObject?, with sender: Any?) -> Bool { call(target, sender) }
}

/// A target held weakly with its action, as UIKit's target/action pairs are.
struct TargetAction {
    /// The target (weak: a recognizer does not keep its controller alive).
    weak var target: AnyObject?
    /// True when the target was nil from the start (a free function's selector).
    let untargeted: Bool
    /// The method.
    let action: Selector

    init(_ target: Any?, _ action: Selector) {
        self.target = target.map { $0 as AnyObject }
        untargeted = target == nil
        self.action = action
    }

    /// Calls the action unless its target is gone.
    func send(_ sender: Any?) {
        if target == nil, !untargeted { return }
        action.perform(on: target, with: sender)
    }
}

/// `NSObjectProtocol`'s `responds(to:)` for the SDK's `Selector`: true when the object is of
/// the type whose method the selector names. Swift checked at compile time that the method
/// exists on that type, and the SDK's protocols give their optional members UIKit's defaults,
/// so every such object responds, as an Objective-C object implementing the method does. A
/// selector made from a free function or closure names no object's method: false. What
/// Objective-C can also answer — whether an object responds to a method *name* it was never
/// typed with — needs its runtime.
func selectorResponds(_ object: AnyObject, to aSelector: Selector) -> Bool { aSelector.accepts(object) }

extension NSObject {
    /// Whether this object responds to `aSelector` (see ``selectorResponds(_:to:)``).
    public func responds(to aSelector: Selector) -> Bool { selectorResponds(self, to: aSelector) }
}

extension UIViewControllerContextTransitioning {
    /// Whether the context responds to `aSelector` (see ``selectorResponds(_:to:)``):
    /// `responds(to: Selector(UIViewControllerContextTransitioning.view(forKey:)))` is true, as
    /// on iOS 8 and later.
    public func responds(to aSelector: Selector) -> Bool { selectorResponds(self, to: aSelector) }
}
