import UIKit

/// Reveals the to view behind a caption and a "Done" button; the button's target/action
/// finishes the transition, as an app's tap would. Written as iOS code writes it.
final class ButtonRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var context: UIViewControllerContextTransitioning?
    private weak var dimming: UIView?
    private var added: [UIView] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        context = transitionContext
        let container = transitionContext.containerView
        container.addSubview(toView)

        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shade = UIView(frame: holder.bounds)
        shade.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        holder.addSubview(shade)
        container.addSubview(holder)
        dimming = shade

        let caption = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 24))
        caption.text = "Revealing"
        caption.textColor = .white
        caption.font = .boldSystemFont(ofSize: 17)
        container.addSubview(caption)

        let done = UIButton(type: .system)
        done.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        done.setTitle("Done", for: .normal)
        done.addTarget(self, action: #selector(finish(_:)), for: .touchUpInside)
        container.addSubview(done)
        added = [holder, caption, done]

        UIView.animate(withDuration: 0.4, animations: {
            holder.frame = container.bounds
        }, completion: { _ in
            done.sendActions(for: .touchUpInside)
        })
    }

    /// Completes only when the button that sent it shows "Done" and the shade followed its
    /// holder to the container's size (autoresizing); otherwise the transition fails.
    @objc private func finish(_ sender: UIButton) {
        guard let context else { return }
        let resized = dimming?.frame.size == context.containerView.bounds.size
        added.forEach { $0.removeFromSuperview() }
        added = []
        if context.transitionWasCancelled, let to = context.view(forKey: .to) { to.removeFromSuperview() }
        context.completeTransition(sender.currentTitle == "Done" && resized && !context.transitionWasCancelled)
    }
}
