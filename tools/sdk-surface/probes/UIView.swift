// Probe: UIView (UIView.h). Each marked line uses one member as real code does.
import QuartzCore
import UIKit

final class ProbeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }  //@ UIView.layerClass
    override func layoutSubviews() { super.layoutSubviews() }  //@ UIView.layoutSubviews()
    override func draw(_ rect: CGRect) { super.draw(rect) }  //@ UIView.draw(_:)
    override func didMoveToSuperview() { super.didMoveToSuperview() }  //@ UIView.didMoveToSuperview()
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }  //@ UIView.willMove(toSuperview:)
    override func didMoveToWindow() { super.didMoveToWindow() }  //@ UIView.didMoveToWindow()
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }  //@ UIView.willMove(toWindow:)
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }  //@ UIView.didAddSubview(_:)
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }  //@ UIView.willRemoveSubview(_:)
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }  //@ UIView.hitTest(_:with:)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }  //@ UIView.point(inside:with:)
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }  //@ UIView.sizeThatFits(_:)
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }  //@ UIView.intrinsicContentSize
    override func updateConstraints() { super.updateConstraints() }  //@ UIView.updateConstraints()
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }  //@ UIView.layoutMarginsDidChange()
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }  //@ UIView.safeAreaInsetsDidChange()
    override func tintColorDidChange() { super.tintColorDidChange() }  //@ UIView.tintColorDidChange()
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { super.gestureRecognizerShouldBegin(g) }  //@ UIView.gestureRecognizerShouldBegin(_:)
    override var alignmentRectInsets: UIEdgeInsets { super.alignmentRectInsets }  //@ UIView.alignmentRectInsets
    override class var requiresConstraintBasedLayout: Bool { true }  //@ UIView.requiresConstraintBasedLayout
    required init?(coder: NSCoder) { super.init(coder: coder) }  //@ UIView.init(coder:)
    override init(frame: CGRect) { super.init(frame: frame) }  //@ UIView.init(frame:)
}

@MainActor func probeUIView(_ v: UIView, _ o: UIView, _ g: UIGestureRecognizer, _ c: NSLayoutConstraint) {
    v.isUserInteractionEnabled = false  //@ UIView.isUserInteractionEnabled
    v.tag = 3  //@ UIView.tag
    _ = v.layer  //@ UIView.layer
    v.semanticContentAttribute = .forceRightToLeft  //@ UIView.semanticContentAttribute
    _ = UIView.userInterfaceLayoutDirection(for: .playback)  //@ UIView.userInterfaceLayoutDirection(for:)
    _ = UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft)  //@ UIView.userInterfaceLayoutDirection(for:relativeTo:)
    _ = v.effectiveUserInterfaceLayoutDirection  //@ UIView.effectiveUserInterfaceLayoutDirection
    v.frame = .zero  //@ UIView.frame
    v.bounds = .zero  //@ UIView.bounds
    v.center = .zero  //@ UIView.center
    v.transform = .identity  //@ UIView.transform
    v.transform3D = CATransform3DIdentity  //@ UIView.transform3D
    v.contentScaleFactor = 2  //@ UIView.contentScaleFactor
    v.anchorPoint = CGPoint(x: 0, y: 0)  //@ UIView.anchorPoint
    v.isMultipleTouchEnabled = true  //@ UIView.isMultipleTouchEnabled
    v.isExclusiveTouch = true  //@ UIView.isExclusiveTouch
    _ = v.hitTest(.zero, with: nil)  //@ UIView.hitTest(_:with:)
    _ = v.point(inside: .zero, with: nil)  //@ UIView.point(inside:with:)
    _ = v.convert(CGPoint.zero, to: o)  //@ UIView.convert(_:to:) point
    _ = v.convert(CGPoint.zero, from: o)  //@ UIView.convert(_:from:) point
    _ = v.convert(CGRect.zero, to: nil)  //@ UIView.convert(_:to:) rect
    _ = v.convert(CGRect.zero, from: nil)  //@ UIView.convert(_:from:) rect
    _ = v.convert(CGPoint.zero, to: o as UICoordinateSpace)  //@ UICoordinateSpace.convert(_:to:)
    _ = v.convert(CGRect.zero, from: o as UICoordinateSpace)  //@ UICoordinateSpace.convert(_:from:)
    v.autoresizesSubviews = false  //@ UIView.autoresizesSubviews
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]  //@ UIView.autoresizingMask
    _ = v.sizeThatFits(.zero)  //@ UIView.sizeThatFits(_:)
    v.sizeToFit()  //@ UIView.sizeToFit()
    _ = v.superview  //@ UIView.superview
    _ = v.subviews  //@ UIView.subviews
    _ = v.window  //@ UIView.window
    v.removeFromSuperview()  //@ UIView.removeFromSuperview()
    v.insertSubview(o, at: 0)  //@ UIView.insertSubview(_:at:)
    v.exchangeSubview(at: 0, withSubviewAt: 1)  //@ UIView.exchangeSubview(at:withSubviewAt:)
    v.addSubview(o)  //@ UIView.addSubview(_:)
    v.insertSubview(o, belowSubview: o)  //@ UIView.insertSubview(_:belowSubview:)
    v.insertSubview(o, aboveSubview: o)  //@ UIView.insertSubview(_:aboveSubview:)
    v.bringSubviewToFront(o)  //@ UIView.bringSubviewToFront(_:)
    v.sendSubviewToBack(o)  //@ UIView.sendSubviewToBack(_:)
    _ = v.isDescendant(of: o)  //@ UIView.isDescendant(of:)
    _ = v.viewWithTag(3)  //@ UIView.viewWithTag(_:)
    v.setNeedsLayout()  //@ UIView.setNeedsLayout()
    v.layoutIfNeeded()  //@ UIView.layoutIfNeeded()
    v.layoutMargins = .zero  //@ UIView.layoutMargins
    v.directionalLayoutMargins = .zero  //@ UIView.directionalLayoutMargins
    v.preservesSuperviewLayoutMargins = true  //@ UIView.preservesSuperviewLayoutMargins
    v.insetsLayoutMarginsFromSafeArea = false  //@ UIView.insetsLayoutMarginsFromSafeArea
    _ = v.safeAreaInsets  //@ UIView.safeAreaInsets
    _ = v.layoutMarginsGuide  //@ UIView.layoutMarginsGuide
    _ = v.readableContentGuide  //@ UIView.readableContentGuide
    _ = v.safeAreaLayoutGuide  //@ UIView.safeAreaLayoutGuide
    v.setNeedsDisplay()  //@ UIView.setNeedsDisplay()
    v.setNeedsDisplay(.zero)  //@ UIView.setNeedsDisplay(_:)
    v.clipsToBounds = true  //@ UIView.clipsToBounds
    v.backgroundColor = .red  //@ UIView.backgroundColor
    v.alpha = 0.5  //@ UIView.alpha
    v.isOpaque = false  //@ UIView.isOpaque
    v.clearsContextBeforeDrawing = false  //@ UIView.clearsContextBeforeDrawing
    v.isHidden = true  //@ UIView.isHidden
    v.contentMode = .scaleAspectFill  //@ UIView.contentMode
    v.mask = o  //@ UIView.mask
    v.tintColor = .blue  //@ UIView.tintColor
    v.tintAdjustmentMode = .dimmed  //@ UIView.tintAdjustmentMode
    UIView.setAnimationsEnabled(false)  //@ UIView.setAnimationsEnabled(_:)
    _ = UIView.areAnimationsEnabled  //@ UIView.areAnimationsEnabled
    UIView.performWithoutAnimation { v.alpha = 1 }  //@ UIView.performWithoutAnimation(_:)
    _ = UIView.inheritedAnimationDuration  //@ UIView.inheritedAnimationDuration
    UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn, .beginFromCurrentState], animations: { v.alpha = 0 }, completion: { _ in })  //@ UIView.animate(withDuration:delay:options:animations:completion:)
    UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { _ in })  //@ UIView.animate(withDuration:animations:completion:)
    UIView.animate(withDuration: 1) { v.alpha = 0 }  //@ UIView.animate(withDuration:animations:)
    UIView.animate(springDuration: 0.5, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: [], animations: { v.alpha = 0 }, completion: nil)  //@ UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
    UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [], animations: { v.alpha = 0 }, completion: nil)  //@ UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
    UIView.transition(with: v, duration: 1, options: .transitionCrossDissolve, animations: nil, completion: nil)  //@ UIView.transition(with:duration:options:animations:completion:)
    UIView.transition(from: v, to: o, duration: 1, options: .transitionFlipFromLeft, completion: nil)  //@ UIView.transition(from:to:duration:options:completion:)
    UIView.perform(.delete, on: [v], options: [], animations: nil, completion: nil)  //@ UIView.perform(_:on:options:animations:completion:)
    UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { v.alpha = 0 }  //@ UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {}, completion: nil)  //@ UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0 }  //@ UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
    _ = UIView.AnimationOptions.preferredFramesPerSecond60  //@ UIView.AnimationOptions.preferredFramesPerSecond60
    _ = UIView.AnimationOptions.transitionFlipFromTop  //@ UIView.AnimationOptions.transitionFlipFromTop
    _ = UIView.AnimationOptions.overrideInheritedOptions  //@ UIView.AnimationOptions.overrideInheritedOptions
    _ = UIView.AnimationOptions.allowAnimatedContent  //@ UIView.AnimationOptions.allowAnimatedContent
    _ = UIView.AnimationOptions.showHideTransitionViews  //@ UIView.AnimationOptions.showHideTransitionViews
    _ = UIView.KeyframeAnimationOptions.calculationModePaced  //@ UIView.KeyframeAnimationOptions.calculationModePaced
    _ = UIView.AnimationCurve.easeInOut  //@ UIView.AnimationCurve
    _ = UIView.AnimationTransition.flipFromLeft  //@ UIView.AnimationTransition
    v.gestureRecognizers = []  //@ UIView.gestureRecognizers
    v.addGestureRecognizer(g)  //@ UIView.addGestureRecognizer(_:)
    v.removeGestureRecognizer(g)  //@ UIView.removeGestureRecognizer(_:)
    _ = v.gestureRecognizerShouldBegin(g)  //@ UIView.gestureRecognizerShouldBegin(_:)
    _ = v.motionEffects  //@ UIView.motionEffects
    _ = v.constraints  //@ UIView.constraints
    v.addConstraint(c)  //@ UIView.addConstraint(_:)
    v.addConstraints([c])  //@ UIView.addConstraints(_:)
    v.removeConstraint(c)  //@ UIView.removeConstraint(_:)
    v.removeConstraints([c])  //@ UIView.removeConstraints(_:)
    v.updateConstraintsIfNeeded()  //@ UIView.updateConstraintsIfNeeded()
    _ = v.needsUpdateConstraints()  //@ UIView.needsUpdateConstraints()
    v.setNeedsUpdateConstraints()  //@ UIView.setNeedsUpdateConstraints()
    v.translatesAutoresizingMaskIntoConstraints = false  //@ UIView.translatesAutoresizingMaskIntoConstraints
    _ = v.alignmentRect(forFrame: .zero)  //@ UIView.alignmentRect(forFrame:)
    _ = v.frame(forAlignmentRect: .zero)  //@ UIView.frame(forAlignmentRect:)
    _ = v.forFirstBaselineLayout  //@ UIView.forFirstBaselineLayout
    _ = v.forLastBaselineLayout  //@ UIView.forLastBaselineLayout
    _ = UIView.noIntrinsicMetric  //@ UIView.noIntrinsicMetric
    v.invalidateIntrinsicContentSize()  //@ UIView.invalidateIntrinsicContentSize()
    _ = v.contentHuggingPriority(for: .horizontal)  //@ UIView.contentHuggingPriority(for:)
    v.setContentHuggingPriority(.required, for: .vertical)  //@ UIView.setContentHuggingPriority(_:for:)
    _ = v.contentCompressionResistancePriority(for: .horizontal)  //@ UIView.contentCompressionResistancePriority(for:)
    v.setContentCompressionResistancePriority(.defaultLow, for: .vertical)  //@ UIView.setContentCompressionResistancePriority(_:for:)
    _ = UIView.layoutFittingCompressedSize  //@ UIView.layoutFittingCompressedSize
    _ = UIView.layoutFittingExpandedSize  //@ UIView.layoutFittingExpandedSize
    _ = v.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)  //@ UIView.systemLayoutSizeFitting(_:)
    _ = v.systemLayoutSizeFitting(.zero, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)  //@ UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
    _ = v.layoutGuides  //@ UIView.layoutGuides
    v.addLayoutGuide(UILayoutGuide())  //@ UIView.addLayoutGuide(_:)
    v.removeLayoutGuide(UILayoutGuide())  //@ UIView.removeLayoutGuide(_:)
    _ = v.leadingAnchor.constraint(equalTo: o.leadingAnchor)  //@ UIView.leadingAnchor
    _ = v.trailingAnchor  //@ UIView.trailingAnchor
    _ = v.leftAnchor  //@ UIView.leftAnchor
    _ = v.rightAnchor  //@ UIView.rightAnchor
    _ = v.topAnchor  //@ UIView.topAnchor
    _ = v.bottomAnchor  //@ UIView.bottomAnchor
    _ = v.widthAnchor  //@ UIView.widthAnchor
    _ = v.heightAnchor  //@ UIView.heightAnchor
    _ = v.centerXAnchor  //@ UIView.centerXAnchor
    _ = v.centerYAnchor  //@ UIView.centerYAnchor
    _ = v.firstBaselineAnchor  //@ UIView.firstBaselineAnchor
    _ = v.lastBaselineAnchor  //@ UIView.lastBaselineAnchor
    _ = v.constraintsAffectingLayout(for: .horizontal)  //@ UIView.constraintsAffectingLayout(for:)
    _ = v.hasAmbiguousLayout  //@ UIView.hasAmbiguousLayout
    v.exerciseAmbiguityInLayout()  //@ UIView.exerciseAmbiguityInLayout()
    v.restorationIdentifier = "r"  //@ UIView.restorationIdentifier
    _ = v.snapshotView(afterScreenUpdates: true)  //@ UIView.snapshotView(afterScreenUpdates:)
    _ = v.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero)  //@ UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)
    _ = v.drawHierarchy(in: v.bounds, afterScreenUpdates: true)  //@ UIView.drawHierarchy(in:afterScreenUpdates:)
    v.overrideUserInterfaceStyle = .dark  //@ UIView.overrideUserInterfaceStyle
    _ = v.traitCollection  //@ UIView.traitCollection
    _ = v.canBecomeFocused  //@ UIView.canBecomeFocused
    _ = v.isFocused  //@ UIView.isFocused
    _ = v.next  //@ UIResponder.next
    _ = v.becomeFirstResponder()  //@ UIResponder.becomeFirstResponder()
    _ = v.resignFirstResponder()  //@ UIResponder.resignFirstResponder()
    _ = v.isFirstResponder  //@ UIResponder.isFirstResponder
    v.endEditing(true)  //@ UIView.endEditing(_:)
    _ = v.accessibilityIdentifier  //@ UIView.accessibilityIdentifier
    _ = v.frame.width  //@ CGRect.width
}
