// Probe: UIImageView.h, UIBezierPath.h, UIVisualEffectView.h, UIBlurEffect.h, UIScreen.h,
// UIColor.h, UIGraphicsImageRenderer.h.
import QuartzCore
import UIKit

@MainActor func probeImageView(_ img: UIImage) {
    let v = UIImageView(image: img)  //@ UIImageView.init(image:)
    _ = UIImageView(image: img, highlightedImage: nil)  //@ UIImageView.init(image:highlightedImage:)
    _ = UIImageView(frame: .zero)  //@ UIImageView.init(frame:)
    _ = UIImageView()  //@ UIImageView.init()
    v.image = nil  //@ UIImageView.image
    v.highlightedImage = nil  //@ UIImageView.highlightedImage
    v.isHighlighted = true  //@ UIImageView.isHighlighted
    v.animationImages = [img]  //@ UIImageView.animationImages
    v.highlightedAnimationImages = nil  //@ UIImageView.highlightedAnimationImages
    v.animationDuration = 1  //@ UIImageView.animationDuration
    v.animationRepeatCount = 1  //@ UIImageView.animationRepeatCount
    v.startAnimating()  //@ UIImageView.startAnimating()
    v.stopAnimating()  //@ UIImageView.stopAnimating()
    _ = v.isAnimating  //@ UIImageView.isAnimating
    v.tintColor = .red  //@ UIImageView.tintColor
    v.preferredSymbolConfiguration = nil  //@ UIImageView.preferredSymbolConfiguration
    v.contentMode = .scaleAspectFit  //@ UIImageView.contentMode
    _ = img.size  //@ UIImage.size
    _ = img.scale  //@ UIImage.scale
    _ = img.cgImage  //@ UIImage.cgImage
    _ = img.withRenderingMode(.alwaysTemplate)  //@ UIImage.withRenderingMode(_:)
    _ = img.resizableImage(withCapInsets: .zero)  //@ UIImage.resizableImage(withCapInsets:)
    _ = UIImage(named: "a")  //@ UIImage.init(named:)
    _ = UIImage(systemName: "xmark")  //@ UIImage.init(systemName:)
    _ = UIImage(cgImage: img.cgImage!)  //@ UIImage.init(cgImage:)
    _ = img.pngData()  //@ UIImage.pngData()
}

func probeBezierPath(_ p: UIBezierPath) {
    _ = UIBezierPath()  //@ UIBezierPath.init()
    _ = UIBezierPath(rect: .zero)  //@ UIBezierPath.init(rect:)
    _ = UIBezierPath(ovalIn: .zero)  //@ UIBezierPath.init(ovalIn:)
    _ = UIBezierPath(roundedRect: .zero, cornerRadius: 4)  //@ UIBezierPath.init(roundedRect:cornerRadius:)
    _ = UIBezierPath(roundedRect: .zero, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 4, height: 4))  //@ UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:)
    _ = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)  //@ UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)
    _ = UIBezierPath(cgPath: p.cgPath)  //@ UIBezierPath.init(cgPath:)
    p.cgPath = UIBezierPath().cgPath  //@ UIBezierPath.cgPath
    p.move(to: .zero)  //@ UIBezierPath.move(to:)
    p.addLine(to: .zero)  //@ UIBezierPath.addLine(to:)
    p.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)  //@ UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)
    p.addQuadCurve(to: .zero, controlPoint: .zero)  //@ UIBezierPath.addQuadCurve(to:controlPoint:)
    p.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: false)  //@ UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)
    p.close()  //@ UIBezierPath.close()
    p.removeAllPoints()  //@ UIBezierPath.removeAllPoints()
    p.append(UIBezierPath())  //@ UIBezierPath.append(_:)
    _ = p.reversing()  //@ UIBezierPath.reversing()
    p.apply(.identity)  //@ UIBezierPath.apply(_:)
    _ = p.isEmpty  //@ UIBezierPath.isEmpty
    _ = p.bounds  //@ UIBezierPath.bounds
    _ = p.currentPoint  //@ UIBezierPath.currentPoint
    _ = p.contains(.zero)  //@ UIBezierPath.contains(_:)
    p.lineWidth = 2  //@ UIBezierPath.lineWidth
    p.lineCapStyle = .round  //@ UIBezierPath.lineCapStyle
    p.lineJoinStyle = .round  //@ UIBezierPath.lineJoinStyle
    p.miterLimit = 4  //@ UIBezierPath.miterLimit
    p.flatness = 0.6  //@ UIBezierPath.flatness
    p.usesEvenOddFillRule = true  //@ UIBezierPath.usesEvenOddFillRule
    p.setLineDash([2, 2], count: 2, phase: 0)  //@ UIBezierPath.setLineDash(_:count:phase:)
    p.fill()  //@ UIBezierPath.fill()
    p.stroke()  //@ UIBezierPath.stroke()
    p.fill(with: .normal, alpha: 1)  //@ UIBezierPath.fill(with:alpha:)
    p.stroke(with: .normal, alpha: 1)  //@ UIBezierPath.stroke(with:alpha:)
    p.addClip()  //@ UIBezierPath.addClip()
}

@MainActor func probeEffectsScreenColor(_ v: UIView) {
    let blur = UIBlurEffect(style: .systemMaterial)  //@ UIBlurEffect.init(style:)
    _ = UIBlurEffect.Style.dark  //@ UIBlurEffect.Style.dark
    _ = UIBlurEffect.Style.light  //@ UIBlurEffect.Style.light
    _ = UIBlurEffect.Style.extraLight  //@ UIBlurEffect.Style.extraLight
    _ = UIBlurEffect.Style.regular  //@ UIBlurEffect.Style.regular
    _ = UIBlurEffect.Style.prominent  //@ UIBlurEffect.Style.prominent
    _ = UIBlurEffect.Style.systemUltraThinMaterialDark  //@ UIBlurEffect.Style.systemUltraThinMaterialDark
    let ev = UIVisualEffectView(effect: blur)  //@ UIVisualEffectView.init(effect:)
    ev.effect = nil  //@ UIVisualEffectView.effect
    _ = ev.contentView  //@ UIVisualEffectView.contentView
    _ = UIVibrancyEffect(blurEffect: blur)  //@ UIVibrancyEffect.init(blurEffect:)
    _ = UIVibrancyEffect(blurEffect: blur, style: .label)  //@ UIVibrancyEffect.init(blurEffect:style:)
    let s = UIScreen.main  //@ UIScreen.main
    _ = s.bounds  //@ UIScreen.bounds
    _ = s.scale  //@ UIScreen.scale
    _ = s.nativeBounds  //@ UIScreen.nativeBounds
    _ = s.nativeScale  //@ UIScreen.nativeScale
    _ = s.brightness  //@ UIScreen.brightness
    _ = s.traitCollection  //@ UIScreen.traitCollection
    _ = s.coordinateSpace  //@ UIScreen.coordinateSpace
    _ = s.fixedCoordinateSpace  //@ UIScreen.fixedCoordinateSpace
    _ = s.maximumFramesPerSecond  //@ UIScreen.maximumFramesPerSecond
    _ = s.snapshotView(afterScreenUpdates: false)  //@ UIScreen.snapshotView(afterScreenUpdates:)
    _ = s.displayLink(withTarget: v, selector: Selector(UIView.layoutSubviews))  //@ UIScreen.displayLink(withTarget:selector:)
    _ = UIScreen.screens  //@ UIScreen.screens
    _ = v.window?.windowScene?.screen  //@ UIWindow.windowScene
    let window = UIWindow(frame: UIScreen.main.bounds)  //@ UIWindow.init(frame:)
    window.rootViewController = UIViewController()  //@ UIWindow.rootViewController
    window.windowLevel = .alert  //@ UIWindow.windowLevel
    window.makeKeyAndVisible()  //@ UIWindow.makeKeyAndVisible()
    window.makeKey()  //@ UIWindow.makeKey()
    _ = window.isKeyWindow  //@ UIWindow.isKeyWindow
    _ = window.screen  //@ UIWindow.screen
    let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)  //@ UIColor.init(red:green:blue:alpha:)
    _ = UIColor(white: 0.5, alpha: 1)  //@ UIColor.init(white:alpha:)
    _ = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)  //@ UIColor.init(hue:saturation:brightness:alpha:)
    _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)  //@ UIColor.init(displayP3Red:green:blue:alpha:)
    _ = UIColor(cgColor: c.cgColor)  //@ UIColor.init(cgColor:)
    _ = UIColor(patternImage: UIImage())  //@ UIColor.init(patternImage:)
    _ = UIColor { t in t.userInterfaceStyle == .dark ? .black : .white }  //@ UIColor.init(dynamicProvider:)
    _ = UIColor(named: "Accent")  //@ UIColor.init(named:)
    _ = c.withAlphaComponent(0.5)  //@ UIColor.withAlphaComponent(_:)
    _ = c.cgColor  //@ UIColor.cgColor
    _ = c.ciColor  //@ UIColor.ciColor
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)  //@ UIColor.getRed(_:green:blue:alpha:)
    _ = c.getWhite(&r, alpha: &a)  //@ UIColor.getWhite(_:alpha:)
    _ = c.getHue(&r, saturation: &g, brightness: &b, alpha: &a)  //@ UIColor.getHue(_:saturation:brightness:alpha:)
    _ = c.resolvedColor(with: UITraitCollection())  //@ UIColor.resolvedColor(with:)
    c.setFill()  //@ UIColor.setFill()
    c.setStroke()  //@ UIColor.setStroke()
    c.set()  //@ UIColor.set()
    _ = UIColor.clear  //@ UIColor.clear
    _ = UIColor.darkGray  //@ UIColor.darkGray
    _ = UIColor.lightGray  //@ UIColor.lightGray
    _ = UIColor.cyan  //@ UIColor.cyan
    _ = UIColor.magenta  //@ UIColor.magenta
    _ = UIColor.brown  //@ UIColor.brown
    _ = UIColor.purple  //@ UIColor.purple
    _ = UIColor.orange  //@ UIColor.orange
    _ = UIColor.systemBackground  //@ UIColor.systemBackground
    _ = UIColor.secondarySystemBackground  //@ UIColor.secondarySystemBackground
    _ = UIColor.label  //@ UIColor.label
    _ = UIColor.secondaryLabel  //@ UIColor.secondaryLabel
    _ = UIColor.systemBlue  //@ UIColor.systemBlue
    _ = UIColor.systemGray  //@ UIColor.systemGray
    _ = UIColor.systemGray6  //@ UIColor.systemGray6
    _ = UIColor.separator  //@ UIColor.separator
    _ = UIColor.systemFill  //@ UIColor.systemFill
    _ = UIColor.tintColor  //@ UIColor.tintColor
    _ = UIColor.systemGroupedBackground  //@ UIColor.systemGroupedBackground
    _ = UIColor.systemIndigo  //@ UIColor.systemIndigo
    _ = UIColor.systemTeal  //@ UIColor.systemTeal
}

@MainActor func probeRenderer(_ v: UIView) {
    let fmt = UIGraphicsImageRendererFormat()  //@ UIGraphicsImageRendererFormat.init()
    fmt.scale = 1  //@ UIGraphicsImageRendererFormat.scale
    fmt.opaque = true  //@ UIGraphicsImageRendererFormat.opaque
    _ = UIGraphicsImageRendererFormat.default()  //@ UIGraphicsImageRendererFormat.default()
    _ = UIGraphicsImageRendererFormat.preferred()  //@ UIGraphicsImageRendererFormat.preferred()
    let r = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))  //@ UIGraphicsImageRenderer.init(size:)
    _ = UIGraphicsImageRenderer(size: .zero, format: fmt)  //@ UIGraphicsImageRenderer.init(size:format:)
    _ = UIGraphicsImageRenderer(bounds: v.bounds)  //@ UIGraphicsImageRenderer.init(bounds:)
    _ = UIGraphicsImageRenderer(bounds: v.bounds, format: fmt)  //@ UIGraphicsImageRenderer.init(bounds:format:)
    _ = r.image { ctx in v.layer.render(in: ctx.cgContext) }  //@ UIGraphicsImageRenderer.image(actions:)
    _ = r.image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }  //@ UIGraphicsRendererContext.fill(_:)
    _ = r.image { ctx in _ = ctx.currentImage; _ = ctx.format.bounds }  //@ UIGraphicsImageRendererContext.currentImage
    _ = r.image { ctx in ctx.stroke(.zero) }  //@ UIGraphicsRendererContext.stroke(_:)
    _ = r.image { ctx in ctx.clip(to: .zero) }  //@ UIGraphicsRendererContext.clip(to:)
    _ = r.pngData { _ in }  //@ UIGraphicsImageRenderer.pngData(actions:)
    _ = r.jpegData(withCompressionQuality: 0.8) { _ in }  //@ UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)
    _ = r.format  //@ UIGraphicsRenderer.format
    _ = r.allowsImageOutput  //@ UIGraphicsRenderer.allowsImageOutput
    UIGraphicsBeginImageContextWithOptions(.zero, false, 0)  //@ UIGraphicsBeginImageContextWithOptions
    _ = UIGraphicsGetImageFromCurrentImageContext()  //@ UIGraphicsGetImageFromCurrentImageContext
    UIGraphicsEndImageContext()  //@ UIGraphicsEndImageContext
}
