import AnimationCore

/// The animator of a layout-to-layout navigation transition (UIKit's
/// `useLayoutToLayoutNavigationTransitions`): the push or pop *is* the change of one shared
/// collection view's layout.
///
/// It applies when a ``CollectionViewController`` with the flag set is pushed onto another
/// collection view controller (the pushed one takes the collection over and its layout is the
/// target), or popped back to the controller whose collection it took (that controller's
/// layout is the target). Then:
///
/// * the to view goes into the container at its final frame (it does not slide), the
///   collection moves into it, and ``CollectionView/setLayout(_:animated:duration:completion:)``
///   animates every visible item to its new attributes over ``duration`` (ease in-out);
/// * those animations run on the container's time like any animator's, so a percent-driven
///   interaction (a pinch, a pan, an interaction plugin) scrubs, pauses, finishes and cancels
///   them;
/// * on a cancel the collection goes back into the from view with its old layout, exactly as
///   it was (the transition's journal puts every cell and the content offset back), and the
///   pushed controller lets go of it; a completed pop makes the popped controller let go.
///
/// The navigation controller uses this animator for such a change without asking its
/// delegate: the layout change is the transition (see the README, "Collection views").
public final class LayoutToLayoutAnimator: AnimatedTransitioning {
    /// The shared collection.
    public let collection: CollectionView
    /// The controllers the collection moves between.
    public let from: CollectionViewController, to: CollectionViewController
    /// The layout shown before, and the one the transition goes to.
    public let fromLayout: CollectionLayout, toLayout: CollectionLayout
    /// True for a pop (the from controller gives the collection back).
    public let isPop: Bool
    /// The transition's duration, seconds.
    public var duration = 0.35

    /// The animator for a navigation change from `from` to `to` (`isPop`: `to` was below), or
    /// nil when the change is not layout-to-layout.
    public static func make(from: ViewController, to: ViewController, isPop: Bool) -> LayoutToLayoutAnimator? {
        guard let f = from as? CollectionViewController, let t = to as? CollectionViewController else { return nil }
        if isPop {
            // The popped controller took the collection over from the one revealed (or from one
            // below it that the revealed one shares too).
            guard f.useLayoutToLayoutNavigationTransitions, f.sharesCollectionView,
                f.collectionView === t.collectionView
            else { return nil }
            return LayoutToLayoutAnimator(
                collection: f.collectionView, from: f, to: t, toLayout: t.collectionViewLayout, isPop: true)
        }
        guard t.useLayoutToLayoutNavigationTransitions else { return nil }
        return LayoutToLayoutAnimator(
            collection: f.collectionView, from: f, to: t, toLayout: t.collectionViewLayout, isPop: false)
    }

    private init(
        collection: CollectionView, from: CollectionViewController, to: CollectionViewController,
        toLayout: CollectionLayout, isPop: Bool
    ) {
        self.collection = collection
        self.from = from
        self.to = to
        fromLayout = collection.layout
        self.toLayout = toLayout
        self.isPop = isPop
    }

    /// `layout-to-layout`.
    public var displayName: String { "layout-to-layout" }

    /// ``duration``.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Moves the collection into the to view and animates its layout change.
    public func animateTransition(using context: TransitionContext) {
        if let toView = context.view(forKey: .to) {
            toView.frame = context.finalFrame(for: context.toViewController)
            try? context.containerView.addSubview(toView)
        }
        to.host(collection)
        let started = collection.setLayout(toLayout, animated: true, duration: duration) { [self] _ in
            let completed = !context.transitionWasCancelled
            if !completed { undo() }
            context.completeTransition(completed)
        }
        if !started {
            // The collection is in an interactive layout transition of its own: the controllers
            // change, the layout stays, and the transition ends at once.
            context.log.record(
                .diagnostic,
                "layout-to-layout: the collection is in an interactive layout transition; its layout was not changed")
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    /// The change at once, for a non-animated push or pop.
    public func applyWithoutAnimation() {
        to.host(collection)
        collection.setLayout(toLayout, animated: false)
        if isPop { from.releaseAdopted() }
    }

    /// Puts the collection back in the from controller with the old layout.
    private func undo() {
        from.host(collection)
        collection.setLayout(fromLayout, animated: false)
        if !isPop { to.releaseAdopted() }
    }

    /// A completed pop: the popped controller lets go of the collection.
    public func animationEnded(_ transitionCompleted: Bool) {
        if transitionCompleted && isPop { from.releaseAdopted() }
    }
}
