// Probe: UIViewControllerTransitioning.h, UIViewControllerTransitionCoordinator.h,
// UIPresentationController.h, UIViewPropertyAnimator.h, UIViewAnimating.h, UITimingParameters.h.
import QuartzCore
import UIKit

final class ProbeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }  //@ UIViewControllerAnimatedTransitioning.transitionDuration(using:)
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {}  //@ UIViewControllerAnimatedTransitioning.animateTransition(using:)
    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating { UIViewPropertyAnimator() }  //@ UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)
    func animationEnded(_ transitionCompleted: Bool) {}  //@ UIViewControllerAnimatedTransitioning.animationEnded(_:)
}

final class ProbeInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ ctx: UIViewControllerContextTransitioning) {}  //@ UIViewControllerInteractiveTransitioning.startInteractiveTransition(_:)
    var completionSpeed: CGFloat { 1 }  //@ UIViewControllerInteractiveTransitioning.completionSpeed
    var completionCurve: UIView.AnimationCurve { .linear }  //@ UIViewControllerInteractiveTransitioning.completionCurve
    var wantsInteractiveStart: Bool { true }  //@ UIViewControllerInteractiveTransitioning.wantsInteractiveStart
}

final class ProbeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented p: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }  //@ UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)
    func animationController(forDismissed d: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }  //@ UIViewControllerTransitioningDelegate.animationController(forDismissed:)
    func interactionControllerForPresentation(using a: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }  //@ UIViewControllerTransitioningDelegate.interactionControllerForPresentation(using:)
    func interactionControllerForDismissal(using a: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }  //@ UIViewControllerTransitioningDelegate.interactionControllerForDismissal(using:)
    func presentationController(forPresented p: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }  //@ UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)
}

final class ProbePercent: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ ctx: UIViewControllerContextTransitioning) { super.startInteractiveTransition(ctx) }  //@ UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:)
    override func update(_ p: CGFloat) { super.update(p) }  //@ UIPercentDrivenInteractiveTransition.update(_:) override
    override func finish() { super.finish() }  //@ UIPercentDrivenInteractiveTransition.finish() override
    override func cancel() { super.cancel() }  //@ UIPercentDrivenInteractiveTransition.cancel() override
}

final class ProbePresentation: UIPresentationController {
    override init(presentedViewController p: UIViewController, presenting: UIViewController?) { super.init(presentedViewController: p, presenting: presenting) }  //@ UIPresentationController.init(presentedViewController:presenting:)
    override var frameOfPresentedViewInContainerView: CGRect { super.frameOfPresentedViewInContainerView }  //@ UIPresentationController.frameOfPresentedViewInContainerView
    override var presentedView: UIView? { super.presentedView }  //@ UIPresentationController.presentedView
    override var shouldPresentInFullscreen: Bool { false }  //@ UIPresentationController.shouldPresentInFullscreen
    override var shouldRemovePresentersView: Bool { false }  //@ UIPresentationController.shouldRemovePresentersView
    override var adaptivePresentationStyle: UIModalPresentationStyle { .none }  //@ UIPresentationController.adaptivePresentationStyle
    override func adaptivePresentationStyle(for traits: UITraitCollection) -> UIModalPresentationStyle { .none }  //@ UIPresentationController.adaptivePresentationStyle(for:)
    override func presentationTransitionWillBegin() { super.presentationTransitionWillBegin() }  //@ UIPresentationController.presentationTransitionWillBegin()
    override func presentationTransitionDidEnd(_ completed: Bool) { super.presentationTransitionDidEnd(completed) }  //@ UIPresentationController.presentationTransitionDidEnd(_:)
    override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }  //@ UIPresentationController.dismissalTransitionWillBegin()
    override func dismissalTransitionDidEnd(_ completed: Bool) { super.dismissalTransitionDidEnd(completed) }  //@ UIPresentationController.dismissalTransitionDidEnd(_:)
    override func containerViewWillLayoutSubviews() { super.containerViewWillLayoutSubviews() }  //@ UIPresentationController.containerViewWillLayoutSubviews()
    override func containerViewDidLayoutSubviews() { super.containerViewDidLayoutSubviews() }  //@ UIPresentationController.containerViewDidLayoutSubviews()
    override func size(forChildContentContainer c: UIContentContainer, withParentContainerSize s: CGSize) -> CGSize { super.size(forChildContentContainer: c, withParentContainerSize: s) }  //@ UIPresentationController.size(forChildContentContainer:withParentContainerSize:)
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }  //@ UIPresentationController.viewWillTransition(to:with:)
    override func preferredContentSizeDidChange(forChildContentContainer c: UIContentContainer) { super.preferredContentSizeDidChange(forChildContentContainer: c) }  //@ UIPresentationController.preferredContentSizeDidChange(forChildContentContainer:)
    override func systemLayoutFittingSizeDidChange(forChildContentContainer c: UIContentContainer) { super.systemLayoutFittingSizeDidChange(forChildContentContainer: c) }  //@ UIPresentationController.systemLayoutFittingSizeDidChange(forChildContentContainer:)
}

@MainActor func probePresentation(_ p: UIPresentationController, _ pd: UIAdaptivePresentationControllerDelegate) {
    _ = p.presentingViewController  //@ UIPresentationController.presentingViewController
    _ = p.presentedViewController  //@ UIPresentationController.presentedViewController
    _ = p.presentationStyle  //@ UIPresentationController.presentationStyle
    _ = p.containerView  //@ UIPresentationController.containerView
    p.delegate = pd  //@ UIPresentationController.delegate
    _ = p.traitCollection  //@ UIPresentationController.traitCollection
    p.overrideTraitCollection = nil  //@ UIPresentationController.overrideTraitCollection
    _ = p.preferredContentSize  //@ UIPresentationController.preferredContentSize
}

@MainActor func probeContext(_ ctx: UIViewControllerContextTransitioning, _ v: UIView) {
    _ = ctx.containerView  //@ UIViewControllerContextTransitioning.containerView
    _ = ctx.isAnimated  //@ UIViewControllerContextTransitioning.isAnimated
    _ = ctx.isInteractive  //@ UIViewControllerContextTransitioning.isInteractive
    _ = ctx.transitionWasCancelled  //@ UIViewControllerContextTransitioning.transitionWasCancelled
    _ = ctx.presentationStyle  //@ UIViewControllerContextTransitioning.presentationStyle
    ctx.updateInteractiveTransition(0.5)  //@ UIViewControllerContextTransitioning.updateInteractiveTransition(_:)
    ctx.finishInteractiveTransition()  //@ UIViewControllerContextTransitioning.finishInteractiveTransition()
    ctx.cancelInteractiveTransition()  //@ UIViewControllerContextTransitioning.cancelInteractiveTransition()
    ctx.pauseInteractiveTransition()  //@ UIViewControllerContextTransitioning.pauseInteractiveTransition()
    ctx.completeTransition(!ctx.transitionWasCancelled)  //@ UIViewControllerContextTransitioning.completeTransition(_:)
    _ = ctx.viewController(forKey: .from)  //@ UIViewControllerContextTransitioning.viewController(forKey:)
    _ = ctx.view(forKey: .to)  //@ UIViewControllerContextTransitioning.view(forKey:)
    _ = ctx.targetTransform  //@ UIViewControllerContextTransitioning.targetTransform
    _ = ctx.initialFrame(for: ctx.viewController(forKey: .from)!)  //@ UIViewControllerContextTransitioning.initialFrame(for:)
    _ = ctx.finalFrame(for: ctx.viewController(forKey: UITransitionContextViewControllerKey.to)!)  //@ UIViewControllerContextTransitioning.finalFrame(for:)
    _ = UITransitionContextViewKey.from  //@ UITransitionContextViewKey.from
}

@MainActor func probeCoordinator(_ tc: UIViewControllerTransitionCoordinator, _ v: UIView) {
    _ = tc.animate(alongsideTransition: { c in _ = c.containerView }, completion: { c in _ = c.isCancelled })  //@ UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)
    _ = tc.animateAlongsideTransition(in: v, animation: nil, completion: nil)  //@ UIViewControllerTransitionCoordinator.animateAlongsideTransition(in:animation:completion:)
    tc.notifyWhenInteractionChanges { c in _ = c.isInteractive }  //@ UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)
    _ = tc.isAnimated  //@ UIViewControllerTransitionCoordinatorContext.isAnimated
    _ = tc.presentationStyle  //@ UIViewControllerTransitionCoordinatorContext.presentationStyle
    _ = tc.initiallyInteractive  //@ UIViewControllerTransitionCoordinatorContext.initiallyInteractive
    _ = tc.isInterruptible  //@ UIViewControllerTransitionCoordinatorContext.isInterruptible
    _ = tc.isInteractive  //@ UIViewControllerTransitionCoordinatorContext.isInteractive
    _ = tc.isCancelled  //@ UIViewControllerTransitionCoordinatorContext.isCancelled
    _ = tc.transitionDuration  //@ UIViewControllerTransitionCoordinatorContext.transitionDuration
    _ = tc.percentComplete  //@ UIViewControllerTransitionCoordinatorContext.percentComplete
    _ = tc.completionVelocity  //@ UIViewControllerTransitionCoordinatorContext.completionVelocity
    _ = tc.completionCurve  //@ UIViewControllerTransitionCoordinatorContext.completionCurve
    _ = tc.viewController(forKey: .from)  //@ UIViewControllerTransitionCoordinatorContext.viewController(forKey:)
    _ = tc.view(forKey: .to)  //@ UIViewControllerTransitionCoordinatorContext.view(forKey:)
    _ = tc.containerView  //@ UIViewControllerTransitionCoordinatorContext.containerView
    _ = tc.targetTransform  //@ UIViewControllerTransitionCoordinatorContext.targetTransform
}

@MainActor func probePercentDriven(_ p: UIPercentDrivenInteractiveTransition) {
    _ = p.duration  //@ UIPercentDrivenInteractiveTransition.duration
    _ = p.percentComplete  //@ UIPercentDrivenInteractiveTransition.percentComplete
    p.completionSpeed = 0.5  //@ UIPercentDrivenInteractiveTransition.completionSpeed
    p.completionCurve = .easeOut  //@ UIPercentDrivenInteractiveTransition.completionCurve
    p.timingCurve = UICubicTimingParameters(animationCurve: .easeInOut)  //@ UIPercentDrivenInteractiveTransition.timingCurve
    p.wantsInteractiveStart = false  //@ UIPercentDrivenInteractiveTransition.wantsInteractiveStart
    p.pause()  //@ UIPercentDrivenInteractiveTransition.pause()
    p.update(0.5)  //@ UIPercentDrivenInteractiveTransition.update(_:)
    p.cancel()  //@ UIPercentDrivenInteractiveTransition.cancel()
    p.finish()  //@ UIPercentDrivenInteractiveTransition.finish()
}

@MainActor func probePropertyAnimator(_ v: UIView) {
    let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.alpha = 0 }  //@ UIViewPropertyAnimator.init(duration:curve:animations:)
    _ = UIViewPropertyAnimator(duration: 1, controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1), animations: nil)  //@ UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)
    _ = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7, animations: nil)  //@ UIViewPropertyAnimator.init(duration:dampingRatio:animations:)
    _ = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.8))  //@ UIViewPropertyAnimator.init(duration:timingParameters:)
    _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [], animations: { v.alpha = 1 }, completion: { _ in })  //@ UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
    _ = a.timingParameters  //@ UIViewPropertyAnimator.timingParameters
    _ = a.duration  //@ UIViewPropertyAnimator.duration
    _ = a.delay  //@ UIViewPropertyAnimator.delay
    a.isUserInteractionEnabled = false  //@ UIViewPropertyAnimator.isUserInteractionEnabled
    a.isManualHitTestingEnabled = true  //@ UIViewPropertyAnimator.isManualHitTestingEnabled
    a.isInterruptible = false  //@ UIViewPropertyAnimator.isInterruptible
    a.scrubsLinearly = false  //@ UIViewPropertyAnimator.scrubsLinearly
    a.pausesOnCompletion = true  //@ UIViewPropertyAnimator.pausesOnCompletion
    a.addAnimations { v.alpha = 0.5 }  //@ UIViewPropertyAnimator.addAnimations(_:)
    a.addAnimations({ v.alpha = 0.5 }, delayFactor: 0.5)  //@ UIViewPropertyAnimator.addAnimations(_:delayFactor:)
    a.addCompletion { pos in _ = pos == .end }  //@ UIViewPropertyAnimator.addCompletion(_:)
    a.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)  //@ UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)
    _ = a.state  //@ UIViewAnimating.state
    _ = a.isRunning  //@ UIViewAnimating.isRunning
    a.isReversed = true  //@ UIViewAnimating.isReversed
    a.fractionComplete = 0.5  //@ UIViewAnimating.fractionComplete
    a.startAnimation()  //@ UIViewAnimating.startAnimation()
    a.startAnimation(afterDelay: 0.1)  //@ UIViewAnimating.startAnimation(afterDelay:)
    a.pauseAnimation()  //@ UIViewAnimating.pauseAnimation()
    a.stopAnimation(false)  //@ UIViewAnimating.stopAnimation(_:)
    a.finishAnimation(at: .current)  //@ UIViewAnimating.finishAnimation(at:)
    _ = UIViewAnimatingState.stopped  //@ UIViewAnimatingState.stopped
    _ = UIViewAnimatingPosition.start  //@ UIViewAnimatingPosition.start
    let any: UIViewAnimating = a
    _ = any.state  //@ UIViewAnimating (existential).state
    let imp: UIViewImplicitlyAnimating = a
    imp.addAnimations?({ v.alpha = 0 })  //@ UIViewImplicitlyAnimating.addAnimations(_:) optional call
    let sp = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1, dy: 0))  //@ UISpringTimingParameters.init(dampingRatio:initialVelocity:)
    _ = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)  //@ UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)
    _ = UISpringTimingParameters()  //@ UISpringTimingParameters.init()
    _ = UISpringTimingParameters(duration: 0.5, bounce: 0.2, initialVelocity: .zero)  //@ UISpringTimingParameters.init(duration:bounce:initialVelocity:)
    _ = sp.initialVelocity  //@ UISpringTimingParameters.initialVelocity
    _ = sp.timingCurveType  //@ UITimingCurveProvider.timingCurveType
    _ = sp.cubicTimingParameters  //@ UITimingCurveProvider.cubicTimingParameters
    _ = sp.springTimingParameters  //@ UITimingCurveProvider.springTimingParameters
    let cu = UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))  //@ UICubicTimingParameters.init(controlPoint1:controlPoint2:)
    _ = UICubicTimingParameters()  //@ UICubicTimingParameters.init()
    _ = cu.animationCurve  //@ UICubicTimingParameters.animationCurve
    _ = cu.controlPoint1  //@ UICubicTimingParameters.controlPoint1
    _ = cu.controlPoint2  //@ UICubicTimingParameters.controlPoint2
    _ = UITimingCurveType.composed  //@ UITimingCurveType.composed
}
