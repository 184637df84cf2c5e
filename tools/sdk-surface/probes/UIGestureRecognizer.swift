// Probe: UIGestureRecognizer.h, UIPanGestureRecognizer.h, UIScreenEdgePanGestureRecognizer.h,
// UIPinchGestureRecognizer.h, UIGestureRecognizerSubclass.h.
import QuartzCore
import UIKit

final class ProbeTarget: NSObject {
    func handle(_ g: UIGestureRecognizer) {}
}

final class ProbeGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }  //@ UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }  //@ UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { false }  //@ UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRequireFailureOf:)
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool { false }  //@ UIGestureRecognizerDelegate.gestureRecognizer(_:shouldBeRequiredToFailBy:)
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive t: UITouch) -> Bool { true }  //@ UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:) touch
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive e: UIEvent) -> Bool { true }  //@ UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:) event
}

final class ProbeRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }  //@ UIGestureRecognizer.touchesBegan(_:with:)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }  //@ UIGestureRecognizer.touchesMoved(_:with:)
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesEnded(touches, with: event) }  //@ UIGestureRecognizer.touchesEnded(_:with:)
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesCancelled(touches, with: event) }  //@ UIGestureRecognizer.touchesCancelled(_:with:)
    override func reset() { super.reset() }  //@ UIGestureRecognizer.reset()
    override func canPrevent(_ g: UIGestureRecognizer) -> Bool { super.canPrevent(g) }  //@ UIGestureRecognizer.canPrevent(_:)
    override func canBePrevented(by g: UIGestureRecognizer) -> Bool { super.canBePrevented(by: g) }  //@ UIGestureRecognizer.canBePrevented(by:)
    override func shouldRequireFailure(of g: UIGestureRecognizer) -> Bool { super.shouldRequireFailure(of: g) }  //@ UIGestureRecognizer.shouldRequireFailure(of:)
    override func shouldBeRequiredToFail(by g: UIGestureRecognizer) -> Bool { super.shouldBeRequiredToFail(by: g) }  //@ UIGestureRecognizer.shouldBeRequiredToFail(by:)
    override func ignore(_ touch: UITouch, for event: UIEvent) { super.ignore(touch, for: event) }  //@ UIGestureRecognizer.ignore(_:for:)
    func setState() { state = .began }  //@ UIGestureRecognizer.state (settable in subclasses)
}

@MainActor func probeGestures(_ v: UIView, _ t: ProbeTarget, _ d: ProbeGestureDelegate) {
    let g = UIGestureRecognizer(target: t, action: Selector(ProbeTarget.handle(_:)))  //@ UIGestureRecognizer.init(target:action:)
    _ = UIGestureRecognizer()  //@ UIGestureRecognizer.init()
    g.addTarget(t, action: Selector(ProbeTarget.handle(_:)))  //@ UIGestureRecognizer.addTarget(_:action:)
    g.removeTarget(t, action: nil)  //@ UIGestureRecognizer.removeTarget(_:action:)
    _ = g.state  //@ UIGestureRecognizer.state
    _ = UIGestureRecognizer.State.possible  //@ UIGestureRecognizer.State.possible
    _ = UIGestureRecognizer.State.recognized  //@ UIGestureRecognizer.State.recognized
    _ = UIGestureRecognizer.State.failed  //@ UIGestureRecognizer.State.failed
    g.delegate = d  //@ UIGestureRecognizer.delegate
    g.isEnabled = false  //@ UIGestureRecognizer.isEnabled
    _ = g.view  //@ UIGestureRecognizer.view
    g.cancelsTouchesInView = false  //@ UIGestureRecognizer.cancelsTouchesInView
    g.delaysTouchesBegan = true  //@ UIGestureRecognizer.delaysTouchesBegan
    g.delaysTouchesEnded = false  //@ UIGestureRecognizer.delaysTouchesEnded
    g.allowedTouchTypes = []  //@ UIGestureRecognizer.allowedTouchTypes
    g.requiresExclusiveTouchType = false  //@ UIGestureRecognizer.requiresExclusiveTouchType
    g.require(toFail: UITapGestureRecognizer())  //@ UIGestureRecognizer.require(toFail:)
    _ = g.location(in: v)  //@ UIGestureRecognizer.location(in:)
    _ = g.numberOfTouches  //@ UIGestureRecognizer.numberOfTouches
    _ = g.location(ofTouch: 0, in: nil)  //@ UIGestureRecognizer.location(ofTouch:in:)
    g.name = "n"  //@ UIGestureRecognizer.name
    _ = g.modifierFlags  //@ UIGestureRecognizer.modifierFlags
    let p = UIPanGestureRecognizer(target: t, action: Selector(ProbeTarget.handle(_:)))  //@ UIPanGestureRecognizer.init(target:action:)
    p.minimumNumberOfTouches = 1  //@ UIPanGestureRecognizer.minimumNumberOfTouches
    p.maximumNumberOfTouches = 2  //@ UIPanGestureRecognizer.maximumNumberOfTouches
    _ = p.translation(in: v)  //@ UIPanGestureRecognizer.translation(in:)
    p.setTranslation(.zero, in: v)  //@ UIPanGestureRecognizer.setTranslation(_:in:)
    _ = p.velocity(in: v)  //@ UIPanGestureRecognizer.velocity(in:)
    p.allowedScrollTypesMask = .continuous  //@ UIPanGestureRecognizer.allowedScrollTypesMask
    let e = UIScreenEdgePanGestureRecognizer(target: t, action: Selector(ProbeTarget.handle(_:)))  //@ UIScreenEdgePanGestureRecognizer.init(target:action:)
    e.edges = .left  //@ UIScreenEdgePanGestureRecognizer.edges
    _ = UIRectEdge.all  //@ UIRectEdge.all
    let z = UIPinchGestureRecognizer(target: t, action: Selector(ProbeTarget.handle(_:)))  //@ UIPinchGestureRecognizer.init(target:action:)
    z.scale = 1  //@ UIPinchGestureRecognizer.scale
    _ = z.velocity  //@ UIPinchGestureRecognizer.velocity
    let tap = UITapGestureRecognizer(target: t, action: Selector(ProbeTarget.handle(_:)))  //@ UITapGestureRecognizer.init(target:action:)
    tap.numberOfTapsRequired = 2  //@ UITapGestureRecognizer.numberOfTapsRequired
    tap.numberOfTouchesRequired = 1  //@ UITapGestureRecognizer.numberOfTouchesRequired
    let lp = UILongPressGestureRecognizer(target: t, action: Selector(ProbeTarget.handle(_:)))  //@ UILongPressGestureRecognizer.init(target:action:)
    lp.minimumPressDuration = 0.3  //@ UILongPressGestureRecognizer.minimumPressDuration
    lp.allowableMovement = 20  //@ UILongPressGestureRecognizer.allowableMovement
    let sw = UISwipeGestureRecognizer(target: t, action: Selector(ProbeTarget.handle(_:)))  //@ UISwipeGestureRecognizer.init(target:action:)
    sw.direction = [.down, .up]  //@ UISwipeGestureRecognizer.direction
    let r = UIRotationGestureRecognizer(target: t, action: Selector(ProbeTarget.handle(_:)))  //@ UIRotationGestureRecognizer.init(target:action:)
    r.rotation = 0  //@ UIRotationGestureRecognizer.rotation
    _ = r.velocity  //@ UIRotationGestureRecognizer.velocity
}
