import AnimatorABI

/// Scripts that compose images with `UIImage.draw(in:)` and `draw(at:)` inside renderer blocks
/// and image contexts, as thumbnail and cross-fade code does.
enum ImageDrawingScripts {
    /// A 10 × 10 red image drawn stretched over (20, 5, 20 × 10) of a 40 × 20 image, and at
    /// (0, 0) of a 10 × 10 context image; both shown by image views in the container.
    static func composed(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { c in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.backgroundColor = .red
            v.layer.render(in: c.cgContext)
        }
        check("orientation", red.imageOrientation == .up)
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            red.draw(in: CGRect(x: 20, y: 5, width: 20, height: 10))
        }
        check("renderer size", wide.size == CGSize(width: 40, height: 20), "\(wide.size)")
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        red.draw(at: .zero)
        let copy = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        check("context image", copy?.size == CGSize(width: 10, height: 10))
        red.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5))  // no context open: nothing, no crash
        let wideView = UIImageView(image: wide)
        wideView.frame = CGRect(x: 100, y: 200, width: 40, height: 20)
        let copyView = UIImageView(image: copy)
        copyView.frame = CGRect(x: 0, y: 300, width: 10, height: 10)
        container.addSubview(wideView)
        container.addSubview(copyView)
        if let to = ctx.view(forKey: .to) { container.insertSubview(to, at: 0) }
        UIView.animate(
            withDuration: 0.1, animations: { copyView.alpha = 0.99 }, completion: { _ in ctx.completeTransition(true) })
    }
}
