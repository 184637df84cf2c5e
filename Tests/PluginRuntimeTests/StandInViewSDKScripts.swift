import AnimatorABI

// Scripts for StandInViewSDKTests: a stand-in controller whose app loads a view of its own
// class (UIViewController.transitionStandInView, what `host-cli port` writes for a stubbed
// controller whose view the files cast), in a real transition.

/// The app's profile view, which its controller loads (a storyboard's custom class).
final class ProfileCardView: UIView {
    lazy var avatar = UIImageView()
}

/// The app's profile screen: its view is a ProfileCardView.
final class ProfileScreen: UIViewController {
    override class var transitionStandInView: (() -> UIView)? { { ProfileCardView() } }
}

enum StandInViewScripts {
    /// The container emptied first (every view in it read as a plain object), then `to as!
    /// ProfileScreen` and `to.view as! ProfileCardView`: the host's view, of the app's class.
    static func castView(_ ctx: UIViewControllerContextTransitioning) {
        UIViewController.transitionStandIns[.to] = { ProfileScreen() }
        defer { ContainerStandInScripts.reset() }
        let before = ctx.containerView.subviews.count
        ctx.containerView.subviews.forEach { _ = $0.frame }
        let host = ctx.view(forKey: .to)
        guard let to = ctx.viewController(forKey: .to) as? ProfileScreen, let view = to.view as? ProfileCardView else {
            check("a profile screen with its profile view", false, "\(String(describing: host))")
            return ctx.completeTransition(true)
        }
        check("the host's view", view.handle.bits == host?.handle.bits)
        check("the same object again", to.view === view && ctx.view(forKey: .to) === view)
        check("its own members", view.avatar.superview == nil)
        check("the container unchanged", ctx.containerView.subviews.count == before)
        check(
            "the from view stays plain",
            ctx.viewController(forKey: .from).map { type(of: $0.view!) == UIView.self } ?? false)
        ControlsAndCellsScripts.finish(ctx)
    }
}
