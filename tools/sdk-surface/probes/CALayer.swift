// Probe: CALayer (CALayer.h), CAMediaTiming (CAMediaTiming.h), CATransaction (CATransaction.h).
import QuartzCore
import UIKit

final class ProbeLayer: CALayer {
    override init() { super.init() }  //@ CALayer.init()
    override init(layer: Any) { super.init(layer: layer) }  //@ CALayer.init(layer:)
    required init?(coder: NSCoder) { super.init(coder: coder) }  //@ CALayer.init(coder:)
    override class func defaultValue(forKey key: String) -> Any? { super.defaultValue(forKey: key) }  //@ CALayer.defaultValue(forKey:)
    override class func needsDisplay(forKey key: String) -> Bool { super.needsDisplay(forKey: key) }  //@ CALayer.needsDisplay(forKey:)
    override func layoutSublayers() { super.layoutSublayers() }  //@ CALayer.layoutSublayers()
    override func draw(in ctx: CGContext) { super.draw(in: ctx) }  //@ CALayer.draw(in:)
    override func display() { super.display() }  //@ CALayer.display()
    override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }  //@ CALayer.action(forKey:)
    override class func defaultAction(forKey event: String) -> CAAction? { super.defaultAction(forKey: event) }  //@ CALayer.defaultAction(forKey:)
    override func preferredFrameSize() -> CGSize { super.preferredFrameSize() }  //@ CALayer.preferredFrameSize()
}

final class ProbeLayerDelegate: NSObject, CALayerDelegate {
    func display(_ layer: CALayer) {}  //@ CALayerDelegate.display(_:)
    func draw(_ layer: CALayer, in ctx: CGContext) {}  //@ CALayerDelegate.draw(_:in:)
    func layoutSublayers(of layer: CALayer) {}  //@ CALayerDelegate.layoutSublayers(of:)
    func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }  //@ CALayerDelegate.action(for:forKey:)
}

func probeCALayer(_ l: CALayer, _ o: CALayer, _ a: CAAnimation, _ d: ProbeLayerDelegate) {
    _ = l.presentation()  //@ CALayer.presentation()
    _ = l.model()  //@ CALayer.model()
    l.bounds = .zero  //@ CALayer.bounds
    l.position = .zero  //@ CALayer.position
    l.zPosition = 1  //@ CALayer.zPosition
    l.anchorPoint = CGPoint(x: 0.5, y: 0)  //@ CALayer.anchorPoint
    l.anchorPointZ = 1  //@ CALayer.anchorPointZ
    l.transform = CATransform3DIdentity  //@ CALayer.transform
    l.setAffineTransform(.identity)  //@ CALayer.setAffineTransform(_:)
    _ = l.affineTransform()  //@ CALayer.affineTransform()
    l.frame = .zero  //@ CALayer.frame
    l.isHidden = true  //@ CALayer.isHidden
    l.isDoubleSided = false  //@ CALayer.isDoubleSided
    l.isGeometryFlipped = true  //@ CALayer.isGeometryFlipped
    _ = l.contentsAreFlipped()  //@ CALayer.contentsAreFlipped()
    _ = l.superlayer  //@ CALayer.superlayer
    l.removeFromSuperlayer()  //@ CALayer.removeFromSuperlayer()
    l.sublayers = nil  //@ CALayer.sublayers
    l.addSublayer(o)  //@ CALayer.addSublayer(_:)
    l.insertSublayer(o, at: 0)  //@ CALayer.insertSublayer(_:at:)
    l.insertSublayer(o, below: nil)  //@ CALayer.insertSublayer(_:below:)
    l.insertSublayer(o, above: nil)  //@ CALayer.insertSublayer(_:above:)
    l.replaceSublayer(o, with: CALayer())  //@ CALayer.replaceSublayer(_:with:)
    l.sublayerTransform = CATransform3DIdentity  //@ CALayer.sublayerTransform
    l.mask = o  //@ CALayer.mask
    l.masksToBounds = true  //@ CALayer.masksToBounds
    _ = l.convert(CGPoint.zero, from: o)  //@ CALayer.convert(_:from:) point
    _ = l.convert(CGPoint.zero, to: o)  //@ CALayer.convert(_:to:) point
    _ = l.convert(CGRect.zero, from: o)  //@ CALayer.convert(_:from:) rect
    _ = l.convert(CGRect.zero, to: nil)  //@ CALayer.convert(_:to:) rect
    _ = l.convertTime(0, from: o)  //@ CALayer.convertTime(_:from:)
    _ = l.convertTime(0, to: nil)  //@ CALayer.convertTime(_:to:)
    _ = l.hitTest(.zero)  //@ CALayer.hitTest(_:)
    _ = l.contains(.zero)  //@ CALayer.contains(_:)
    l.contents = nil  //@ CALayer.contents
    l.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)  //@ CALayer.contentsRect
    l.contentsGravity = .resizeAspectFill  //@ CALayer.contentsGravity
    l.contentsScale = 2  //@ CALayer.contentsScale
    l.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)  //@ CALayer.contentsCenter
    l.minificationFilter = .nearest  //@ CALayer.minificationFilter
    l.magnificationFilter = .linear  //@ CALayer.magnificationFilter
    l.isOpaque = true  //@ CALayer.isOpaque
    l.setNeedsDisplay()  //@ CALayer.setNeedsDisplay()
    l.setNeedsDisplay(.zero)  //@ CALayer.setNeedsDisplay(_:)
    _ = l.needsDisplay()  //@ CALayer.needsDisplay()
    l.displayIfNeeded()  //@ CALayer.displayIfNeeded()
    l.needsDisplayOnBoundsChange = true  //@ CALayer.needsDisplayOnBoundsChange
    l.drawsAsynchronously = true  //@ CALayer.drawsAsynchronously
    l.allowsEdgeAntialiasing = true  //@ CALayer.allowsEdgeAntialiasing
    l.edgeAntialiasingMask = [.layerLeftEdge]  //@ CALayer.edgeAntialiasingMask
    l.backgroundColor = UIColor.red.cgColor  //@ CALayer.backgroundColor
    l.cornerRadius = 4  //@ CALayer.cornerRadius
    l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]  //@ CALayer.maskedCorners
    l.cornerCurve = .continuous  //@ CALayer.cornerCurve
    _ = CALayer.cornerCurveExpansionFactor(.continuous)  //@ CALayer.cornerCurveExpansionFactor(_:)
    l.borderWidth = 1  //@ CALayer.borderWidth
    l.borderColor = UIColor.black.cgColor  //@ CALayer.borderColor
    l.opacity = 0.5  //@ CALayer.opacity
    l.allowsGroupOpacity = false  //@ CALayer.allowsGroupOpacity
    l.compositingFilter = nil  //@ CALayer.compositingFilter
    l.filters = nil  //@ CALayer.filters
    l.backgroundFilters = nil  //@ CALayer.backgroundFilters
    l.shouldRasterize = true  //@ CALayer.shouldRasterize
    l.rasterizationScale = 2  //@ CALayer.rasterizationScale
    l.shadowColor = UIColor.black.cgColor  //@ CALayer.shadowColor
    l.shadowOpacity = 0.3  //@ CALayer.shadowOpacity
    l.shadowOffset = CGSize(width: 0, height: 2)  //@ CALayer.shadowOffset
    l.shadowRadius = 4  //@ CALayer.shadowRadius
    l.shadowPath = UIBezierPath(rect: .zero).cgPath  //@ CALayer.shadowPath
    l.setNeedsLayout()  //@ CALayer.setNeedsLayout()
    _ = l.needsLayout()  //@ CALayer.needsLayout()
    l.layoutIfNeeded()  //@ CALayer.layoutIfNeeded()
    l.actions = ["position": NSNull()]  //@ CALayer.actions
    l.add(a, forKey: "k")  //@ CALayer.add(_:forKey:)
    l.removeAllAnimations()  //@ CALayer.removeAllAnimations()
    l.removeAnimation(forKey: "k")  //@ CALayer.removeAnimation(forKey:)
    _ = l.animationKeys()  //@ CALayer.animationKeys()
    _ = l.animation(forKey: "k")  //@ CALayer.animation(forKey:)
    l.name = "n"  //@ CALayer.name
    l.delegate = d  //@ CALayer.delegate
    l.style = nil  //@ CALayer.style
    l.render(in: UIGraphicsGetCurrentContext()!)  //@ CALayer.render(in:)
    l.setValue(1, forKey: "custom")  //@ NSObject.setValue(_:forKey:) on CALayer
    _ = l.value(forKey: "custom")  //@ NSObject.value(forKey:) on CALayer
    _ = l.value(forKeyPath: "transform.scale")  //@ NSObject.value(forKeyPath:) on CALayer
    l.setValue(0.5, forKeyPath: "transform.rotation.z")  //@ NSObject.setValue(_:forKeyPath:) on CALayer
    l.beginTime = CACurrentMediaTime()  //@ CAMediaTiming.beginTime
    l.duration = 1  //@ CAMediaTiming.duration
    l.speed = 0  //@ CAMediaTiming.speed
    l.timeOffset = 0.5  //@ CAMediaTiming.timeOffset
    l.repeatCount = 2  //@ CAMediaTiming.repeatCount
    l.repeatDuration = 2  //@ CAMediaTiming.repeatDuration
    l.autoreverses = true  //@ CAMediaTiming.autoreverses
    l.fillMode = .forwards  //@ CAMediaTiming.fillMode
    _ = CAMediaTimingFillMode.both  //@ CAMediaTimingFillMode.both
    _ = CAMediaTimingFillMode.removed  //@ CAMediaTimingFillMode.removed
    _ = CAMediaTimingFillMode.backwards  //@ CAMediaTimingFillMode.backwards
    _ = CALayerContentsGravity.center  //@ CALayerContentsGravity.center
    _ = CALayerContentsGravity.resize  //@ CALayerContentsGravity.resize
    _ = CALayerContentsGravity.resizeAspect  //@ CALayerContentsGravity.resizeAspect
    _ = CALayerContentsGravity.topLeft  //@ CALayerContentsGravity.topLeft
    _ = kCAOnOrderIn  //@ CALayer.kCAOnOrderIn
    _ = CATransaction.begin()  //@ CATransaction.begin()
    CATransaction.setAnimationDuration(0.3)  //@ CATransaction.setAnimationDuration(_:)
    _ = CATransaction.animationDuration()  //@ CATransaction.animationDuration()
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))  //@ CATransaction.setAnimationTimingFunction(_:)
    _ = CATransaction.animationTimingFunction()  //@ CATransaction.animationTimingFunction()
    CATransaction.setDisableActions(true)  //@ CATransaction.setDisableActions(_:)
    _ = CATransaction.disableActions()  //@ CATransaction.disableActions()
    CATransaction.setCompletionBlock {}  //@ CATransaction.setCompletionBlock(_:)
    _ = CATransaction.completionBlock()  //@ CATransaction.completionBlock()
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)  //@ CATransaction.setValue(_:forKey:)
    _ = CATransaction.value(forKey: kCATransactionAnimationDuration)  //@ CATransaction.value(forKey:)
    CATransaction.commit()  //@ CATransaction.commit()
    CATransaction.flush()  //@ CATransaction.flush()
    CATransaction.lock()  //@ CATransaction.lock()
    CATransaction.unlock()  //@ CATransaction.unlock()
}
