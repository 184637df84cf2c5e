import AnimatorABI

// A Swift animator written against the SDK alone, as iOS code writes it, that leans on Core
// Animation's permissive side: explicit animations of the border, the shadow path and a
// gradient's locations far outside 0…1, removing a key that has none, and a CAShapeLayer mask
// whose path grows (the circular-reveal style), all over 1 s, linear.

/// The to view's layer gets a border animation (0 → 10), a shadow path animation (the bounds
/// → twice their width), a gradient sublayer whose locations slide from [−1, −0.5, 0] to
/// [1, 1.5, 2] (the gradient-wipe trick) and a shape-layer mask whose path grows from a 10 × 10
/// square at the origin to the whole bounds. A fade's delegate completes the transition.
final class PermissiveAnimator: DelegateCompletedAnimator {
    override func animate(_ toView: UIView) {
        let bounds = toView.bounds
        toView.layer.removeAnimation(forKey: "never-added")

        let border = CABasicAnimation(keyPath: "borderWidth")
        border.fromValue = 0
        border.toValue = 10
        border.duration = 1
        toView.layer.borderColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor
        toView.layer.add(border, forKey: "border")

        toView.layer.shadowOpacity = 1
        let shadow = CABasicAnimation(keyPath: "shadowPath")
        shadow.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * 2, height: bounds.height)).cgPath
        shadow.duration = 1
        toView.layer.add(shadow, forKey: "shadow")

        let gradient = CAGradientLayer()
        gradient.frame = bounds
        gradient.colors = [
            UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor,
            UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor
        ]
        gradient.locations = [-1, -0.5, 0]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        toView.layer.addSublayer(gradient)
        let wipe = CABasicAnimation(keyPath: "locations")
        wipe.fromValue = [-1, -0.5, 0]
        wipe.toValue = [1, 1.5, 2]
        wipe.duration = 1
        gradient.add(wipe, forKey: "wipe")

        let mask = CAShapeLayer()
        mask.frame = bounds
        let small = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let large = UIBezierPath(rect: bounds).cgPath
        mask.path = large
        toView.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = small
        grow.toValue = large
        grow.duration = 1
        mask.add(grow, forKey: "reveal")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 1
        fade.duration = 1
        fade.delegate = self
        toView.layer.add(fade, forKey: "fade")
    }
}

/// The plugin's descriptor.
enum PermissivePlugin: SDKTestPlugin {
    static let id = "test.swift-permissive"
    static let name = "Swift permissive Core Animation"
    static let summary = "Border, shadow path, gradient locations beyond 0…1 and a mask's path, explicitly animated"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        PermissiveAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func permissivePluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(PermissivePlugin.self) }
