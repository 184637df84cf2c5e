// Probe: CAAnimation and its subclasses (CAAnimation.h), CAMediaTimingFunction.h, CATransform3D.h.
import QuartzCore
import UIKit

final class ProbeAnimationDelegate: NSObject, CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {}  //@ CAAnimationDelegate.animationDidStart(_:)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}  //@ CAAnimationDelegate.animationDidStop(_:finished:)
}

func probeCAAnimation(_ d: ProbeAnimationDelegate) {
    let a = CAAnimation()  //@ CAAnimation.init()
    _ = CAAnimation.defaultValue(forKey: "duration")  //@ CAAnimation.defaultValue(forKey:)
    a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)  //@ CAAnimation.timingFunction
    a.delegate = d  //@ CAAnimation.delegate
    a.isRemovedOnCompletion = false  //@ CAAnimation.isRemovedOnCompletion
    a.fillMode = .forwards  //@ CAAnimation.fillMode
    a.beginTime = CACurrentMediaTime() + 0.2  //@ CAAnimation.beginTime
    a.duration = 1  //@ CAAnimation.duration
    a.speed = 2  //@ CAAnimation.speed
    a.timeOffset = 0.1  //@ CAAnimation.timeOffset
    a.repeatCount = .infinity  //@ CAAnimation.repeatCount
    a.repeatDuration = 3  //@ CAAnimation.repeatDuration
    a.autoreverses = true  //@ CAAnimation.autoreverses
    a.setValue("tag", forKey: "name")  //@ CAAnimation.setValue(_:forKey:)
    _ = a.value(forKey: "name")  //@ CAAnimation.value(forKey:)
    _ = a.copy()  //@ CAAnimation.copy()
    let p = CAPropertyAnimation(keyPath: "opacity")  //@ CAPropertyAnimation.init(keyPath:)
    p.keyPath = "position"  //@ CAPropertyAnimation.keyPath
    p.isAdditive = true  //@ CAPropertyAnimation.isAdditive
    p.isCumulative = true  //@ CAPropertyAnimation.isCumulative
    p.valueFunction = CAValueFunction(name: .rotateZ)  //@ CAPropertyAnimation.valueFunction
    let b = CABasicAnimation(keyPath: "transform.scale")  //@ CABasicAnimation.init(keyPath:)
    let b2 = CABasicAnimation()  //@ CABasicAnimation.init()
    b2.keyPath = "opacity"  //@ CABasicAnimation.keyPath
    b.fromValue = 0  //@ CABasicAnimation.fromValue
    b.toValue = NSValue(cgPoint: .zero)  //@ CABasicAnimation.toValue
    b.byValue = 1  //@ CABasicAnimation.byValue
    let k = CAKeyframeAnimation(keyPath: "position")  //@ CAKeyframeAnimation.init(keyPath:)
    k.values = [0, 1]  //@ CAKeyframeAnimation.values
    k.path = UIBezierPath(ovalIn: .zero).cgPath  //@ CAKeyframeAnimation.path
    k.keyTimes = [0, 1]  //@ CAKeyframeAnimation.keyTimes
    k.timingFunctions = [CAMediaTimingFunction(name: .linear)]  //@ CAKeyframeAnimation.timingFunctions
    k.calculationMode = .cubicPaced  //@ CAKeyframeAnimation.calculationMode
    k.tensionValues = [0]  //@ CAKeyframeAnimation.tensionValues
    k.continuityValues = [0]  //@ CAKeyframeAnimation.continuityValues
    k.biasValues = [0]  //@ CAKeyframeAnimation.biasValues
    k.rotationMode = .rotateAuto  //@ CAKeyframeAnimation.rotationMode
    _ = CAAnimationCalculationMode.discrete  //@ CAAnimationCalculationMode.discrete
    _ = CAAnimationCalculationMode.paced  //@ CAAnimationCalculationMode.paced
    _ = CAAnimationCalculationMode.cubic  //@ CAAnimationCalculationMode.cubic
    _ = CAAnimationRotationMode.rotateAutoReverse  //@ CAAnimationRotationMode.rotateAutoReverse
    let s = CASpringAnimation(keyPath: "position.y")  //@ CASpringAnimation.init(keyPath:)
    s.mass = 1  //@ CASpringAnimation.mass
    s.stiffness = 100  //@ CASpringAnimation.stiffness
    s.damping = 10  //@ CASpringAnimation.damping
    s.initialVelocity = 0  //@ CASpringAnimation.initialVelocity
    _ = s.settlingDuration  //@ CASpringAnimation.settlingDuration
    s.allowsOverdamping = true  //@ CASpringAnimation.allowsOverdamping
    let s2 = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)  //@ CASpringAnimation.init(perceptualDuration:bounce:)
    _ = s2.perceptualDuration  //@ CASpringAnimation.perceptualDuration
    _ = s2.bounce  //@ CASpringAnimation.bounce
    let t = CATransition()  //@ CATransition.init()
    t.type = .push  //@ CATransition.type
    t.subtype = .fromRight  //@ CATransition.subtype
    t.startProgress = 0.2  //@ CATransition.startProgress
    t.endProgress = 0.8  //@ CATransition.endProgress
    _ = CATransitionType.fade  //@ CATransitionType.fade
    _ = CATransitionType.moveIn  //@ CATransitionType.moveIn
    _ = CATransitionType.reveal  //@ CATransitionType.reveal
    _ = CATransitionSubtype.fromTop  //@ CATransitionSubtype.fromTop
    let g = CAAnimationGroup()  //@ CAAnimationGroup.init()
    g.animations = [b, k]  //@ CAAnimationGroup.animations
    _ = CAMediaTimingFunction(name: .default)  //@ CAMediaTimingFunction.init(name:) default
    _ = CAMediaTimingFunction(name: .easeIn)  //@ CAMediaTimingFunction.init(name:) easeIn
    let f = CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)  //@ CAMediaTimingFunction.init(controlPoints:_:_:_:)
    var pt: [Float] = [0, 0]
    f.getControlPoint(at: 1, values: &pt)  //@ CAMediaTimingFunction.getControlPoint(at:values:)
    _ = CAMediaTimingFunctionName.easeInEaseOut  //@ CAMediaTimingFunctionName.easeInEaseOut
    _ = CACurrentMediaTime()  //@ CACurrentMediaTime()
    var m = CATransform3DIdentity  //@ CATransform3DIdentity
    m.m34 = -1 / 500  //@ CATransform3D.m34
    _ = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)  //@ CATransform3D.init(m11:...)
    _ = CATransform3DIsIdentity(m)  //@ CATransform3DIsIdentity
    _ = CATransform3DEqualToTransform(m, m)  //@ CATransform3DEqualToTransform
    _ = CATransform3DMakeTranslation(1, 2, 3)  //@ CATransform3DMakeTranslation
    _ = CATransform3DMakeScale(1, 2, 3)  //@ CATransform3DMakeScale
    _ = CATransform3DMakeRotation(.pi, 0, 1, 0)  //@ CATransform3DMakeRotation
    _ = CATransform3DTranslate(m, 1, 2, 3)  //@ CATransform3DTranslate
    _ = CATransform3DScale(m, 1, 2, 3)  //@ CATransform3DScale
    _ = CATransform3DRotate(m, .pi, 0, 1, 0)  //@ CATransform3DRotate
    _ = CATransform3DConcat(m, m)  //@ CATransform3DConcat
    _ = CATransform3DInvert(m)  //@ CATransform3DInvert
    _ = CATransform3DMakeAffineTransform(.identity)  //@ CATransform3DMakeAffineTransform
    _ = CATransform3DIsAffine(m)  //@ CATransform3DIsAffine
    _ = CATransform3DGetAffineTransform(m)  //@ CATransform3DGetAffineTransform
    _ = NSValue(caTransform3D: m)  //@ NSValue.init(caTransform3D:)
    _ = NSValue(caTransform3D: m).caTransform3DValue  //@ NSValue.caTransform3DValue
    _ = m == CATransform3DIdentity  //@ CATransform3D ==
}

func probeShapeAndGradient() {
    let s = CAShapeLayer()  //@ CAShapeLayer.init()
    s.path = UIBezierPath().cgPath  //@ CAShapeLayer.path
    s.fillColor = nil  //@ CAShapeLayer.fillColor
    s.fillRule = .evenOdd  //@ CAShapeLayer.fillRule
    s.strokeColor = UIColor.red.cgColor  //@ CAShapeLayer.strokeColor
    s.strokeStart = 0  //@ CAShapeLayer.strokeStart
    s.strokeEnd = 0.5  //@ CAShapeLayer.strokeEnd
    s.lineWidth = 2  //@ CAShapeLayer.lineWidth
    s.miterLimit = 4  //@ CAShapeLayer.miterLimit
    s.lineCap = .round  //@ CAShapeLayer.lineCap
    s.lineJoin = .bevel  //@ CAShapeLayer.lineJoin
    s.lineDashPhase = 1  //@ CAShapeLayer.lineDashPhase
    s.lineDashPattern = [4, 2]  //@ CAShapeLayer.lineDashPattern
    _ = CAShapeLayerLineCap.square  //@ CAShapeLayerLineCap.square
    _ = CAShapeLayerLineJoin.miter  //@ CAShapeLayerLineJoin.miter
    _ = CAShapeLayerFillRule.nonZero  //@ CAShapeLayerFillRule.nonZero
    let g = CAGradientLayer()  //@ CAGradientLayer.init()
    g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]  //@ CAGradientLayer.colors
    g.locations = [0, 1]  //@ CAGradientLayer.locations
    g.startPoint = CGPoint(x: 0, y: 0)  //@ CAGradientLayer.startPoint
    g.endPoint = CGPoint(x: 1, y: 1)  //@ CAGradientLayer.endPoint
    g.type = .radial  //@ CAGradientLayer.type
    _ = CAGradientLayerType.conic  //@ CAGradientLayerType.conic
    _ = CAGradientLayerType.axial  //@ CAGradientLayerType.axial
    _ = CAReplicatorLayer()  //@ CAReplicatorLayer.init()
    _ = CATextLayer()  //@ CATextLayer.init()
    _ = CAEmitterLayer()  //@ CAEmitterLayer.init()
    _ = CATransformLayer()  //@ CATransformLayer.init()
}
