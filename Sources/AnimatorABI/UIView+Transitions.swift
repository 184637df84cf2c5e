/// UIKit's view transitions: `transition(with:…)` and `transition(from:to:…)`, drawn by the
/// host's layer transitions (a `CATransition` on the view's layer, ABI 1.1): cross dissolve,
/// flips from the four sides, and curls up and down (flat pages hinged on the top edge: an
/// approximation of UIKit's curl).
extension UIView {
    /// Changes the content of `view` in `animations` (applied at once unless
    /// `.allowAnimatedContent` animates them too) while the content as it was gives way to
    /// the new one as `options`' transition says, over `duration` along `options`' curve.
    /// Without a transition in `options`, with animations switched off or a duration ≤ 0, the
    /// changes apply at once. `completion` runs once, when the transition ends.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let c = HostConnection.required
        let change = animations ?? {}
        guard let (type, subtype) = transitionKind(options), duration > 0, c.animationsEnabled,
            c.has(\.layer_add_animation)
        else {
            if transitionKind(options) != nil, !c.has(\.layer_add_animation) {
                c.unsupported("UIView.transition(with:duration:options:animations:completion:)", needs: 1)
            }
            // Nothing to show: the changes apply, and the completion still runs (next frame).
            UIView.animate(withDuration: 0, delay: 0, options: [], animations: change, completion: completion)
            return
        }
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = duration
        let curves: [CAMediaTimingFunctionName] = [.easeInEaseOut, .easeIn, .easeOut, .linear]
        t.timingFunction = CAMediaTimingFunction(name: curves[Int((options.rawValue >> 16) & 3)])
        t.delegate = TransitionEnd(completion)
        view.layer.add(t, forKey: kCATransition)
        if options.contains(.allowAnimatedContent) {
            UIView.animate(
                withDuration: duration, delay: 0, options: AnimationOptions(rawValue: options.rawValue & ~(7 << 20)),
                animations: change)
        } else {
            UIView.performWithoutAnimation(change)
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`) as `options`'
    /// transition says. Without a superview the swap is not animated.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview {
                parent.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let parent = fromView.superview else {
            return UIView.animate(withDuration: 0, delay: 0, options: [], animations: swap, completion: completion)
        }
        transition(
            with: parent, duration: duration, options: options.subtracting(.allowAnimatedContent), animations: swap,
            completion: completion)
    }

    /// The CATransition type and subtype of `options`' transition (nil: none).
    static func transitionKind(_ options: AnimationOptions) -> (CATransitionType, CATransitionSubtype?)? {
        switch (options.rawValue >> 20) & 7 {
        case 1: return (CATransitionType(rawValue: "oglFlip"), .fromLeft)
        case 2: return (CATransitionType(rawValue: "oglFlip"), .fromRight)
        case 3: return (CATransitionType(rawValue: "pageCurl"), .fromBottom)
        case 4: return (CATransitionType(rawValue: "pageUnCurl"), .fromTop)
        case 5: return (.fade, nil)
        case 6: return (CATransitionType(rawValue: "oglFlip"), .fromTop)
        case 7: return (CATransitionType(rawValue: "oglFlip"), .fromBottom)
        default: return nil
        }
    }

    /// Calls a view transition's completion when its CATransition stops.
    private final class TransitionEnd: CAAnimationDelegate {
        let completion: ((Bool) -> Void)?
        init(_ c: ((Bool) -> Void)?) { completion = c }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { completion?(flag) }
    }
}
