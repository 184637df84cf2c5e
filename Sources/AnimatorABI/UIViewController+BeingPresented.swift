import CAnimatorABI

/// UIKit's `isBeingPresented` / `isBeingDismissed`, from the transition the host runs: an
/// animator that serves both directions tells them apart by asking the context's controllers
/// (`if toVC.isBeingPresented { … } else if fromVC.isBeingDismissed { … }`).
extension UIViewController {
    /// True while this controller is the one a presentation brings in: the host runs a
    /// presentation (``TransitionOperation/present``) whose to controller is this one. False
    /// for the presenter, for the presented controller's children (as in UIKit, where a
    /// presented navigation controller is being presented, not its root), outside
    /// presentations, and for a controller the plugin made (the host's containers never
    /// present one).
    public var isBeingPresented: Bool { isTransitionSubject(.present, .to, "isBeingPresented") }

    /// True while this controller is the one a dismissal takes away: the host runs a dismissal
    /// (``TransitionOperation/dismiss``) whose from controller is this one. False otherwise,
    /// as ``isBeingPresented``.
    public var isBeingDismissed: Bool { isTransitionSubject(.dismiss, .from, "isBeingDismissed") }

    /// True while this controller is being pushed onto a navigation stack: the host runs a push
    /// (``TransitionOperation/push``) whose to controller is this one (UIKit's
    /// `isMovingToParent`, which `viewWillAppear` reads to tell a push from a reappearance).
    public var isMovingToParent: Bool { isTransitionSubject(.push, .to, "isMovingToParent") }

    /// True while this controller is being popped off a navigation stack: the host runs a pop
    /// whose from controller is this one (UIKit's `isMovingFromParent`).
    public var isMovingFromParent: Bool { isTransitionSubject(.pop, .from, "isMovingFromParent") }

    /// True when the transition this host controller takes part in is an `operation` whose
    /// `key` controller is this one (its handle, so no stand-in is made to answer).
    private func isTransitionSubject(
        _ operation: TransitionOperation, _ key: UITransitionContextViewControllerKey, _ name: String
    ) -> Bool {
        guard !isPluginMade, handle.bits != 0 else { return false }
        guard connection.has(\.view_controller_transition) else {
            connection.unsupported("UIViewController.\(name)", needs: 1)
            return false
        }
        let api = connection.api, host = connection.host
        let context = api.view_controller_transition!(host, handle)
        guard context.bits != 0, connection.existingContext(context).operation == operation else { return false }
        return api.context_view_controller!(host, context, key.key).bits == handle.bits
    }
}
