import AnimationCore
import HostContainer
import XCTest

// Fixtures for the navigation, tab bar and modal tests: each is a ``TransitionRig`` around its
// container with a delegate that vends the test's animator and interaction controller and
// records its own calls in the event log (kind `transition`, so they appear in the ordered logs
// the tests compare). Every fixture is kept alive for the whole run.

/// What every container fixture offers: its rig, its log, and its children by title.
public protocol ContainerFixture: AnyObject {
    associatedtype Host: TransitionHosting
    /// The rig around the fixture's container.
    var rig: TransitionRig<Host> { get }
    /// The animator the fixture's delegate vends (nil: the container's default animator).
    var animator: AnimatedTransitioning? { get set }
}

extension ContainerFixture {
    /// The rig's log.
    public var log: EventLog { rig.log }
    /// The child titled `title`.
    public subscript(_ title: String) -> ViewController { rig[title] }

    /// Makes the delegate vend a new ``RecordingAnimator`` of `duration` seconds; returns it.
    public func vendRecorder(duration: Double = 1) -> RecordingAnimator {
        let rec = RecordingAnimator(duration: duration)
        animator = rec
        return rec
    }
}

/// The window every fixture's container fills.
let fixtureSize = Size(width: 320, height: 480)

/// A navigation controller (320 × 480; its container view is 320 × 436 below the 44-point bar)
/// over children A, B, C, D with A as the root.
public final class NavFixture: ContainerFixture, NavigationControllerDelegate {
    public let rig: TransitionRig<NavigationController>
    /// What the delegate vends (nil: the default animator / no interaction).
    public var animator: AnimatedTransitioning?
    public var interaction: InteractiveTransitioning?
    public private(set) var operationsAsked: [TransitionOperation] = []

    public init(defaultAnimator: String = "default", titles: [String] = ["A", "B", "C", "D"]) throws {
        rig = try TransitionRig(titles: titles, defaultAnimator: defaultAnimator) { children, animator, engine, log in
            NavigationController(
                root: children[0], size: fixtureSize, defaultAnimator: animator, engine: engine, log: log)
        }
        nav.delegate = self
        keepAlive(self)
    }

    /// The navigation controller.
    public var nav: NavigationController { rig.host }
    /// The titles on the stack, bottom first.
    public var stack: [String] { nav.viewControllers.map(\.title) }

    public func navigationController(
        _ n: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        operationsAsked.append(operation)
        return animator
    }
    public func navigationController(
        _ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
    public func navigationController(_ n: NavigationController, willShow viewController: ViewController, animated: Bool)
    {
        rig.log.record(.transition, "delegate.willShow(\(viewController.title), animated: \(animated))")
    }
    public func navigationController(_ n: NavigationController, didShow viewController: ViewController, animated: Bool)
    {
        rig.log.record(.transition, "delegate.didShow(\(viewController.title), animated: \(animated))")
    }
}

/// A tab bar controller (320 × 480; its container view is 320 × 431 above the 49-point bar)
/// over tabs A, B, C, D, A selected.
public final class TabFixture: ContainerFixture, TabBarControllerDelegate {
    public let rig: TransitionRig<TabBarController>
    /// What the delegate vends (nil: the default animator / no interaction).
    public var animator: AnimatedTransitioning?
    public var interaction: InteractiveTransitioning?
    /// `shouldSelect` answers this (default: yes).
    public var allow: (ViewController) -> Bool = { _ in true }
    public private(set) var shouldSelectAsked: [String] = []

    public init(defaultAnimator: String = "default", titles: [String] = ["A", "B", "C", "D"]) throws {
        rig = try TransitionRig(titles: titles, defaultAnimator: defaultAnimator) { children, animator, engine, log in
            TabBarController(
                viewControllers: children, size: fixtureSize, defaultAnimator: animator, engine: engine, log: log)
        }
        tabs.delegate = self
        keepAlive(self)
    }

    /// The tab bar controller.
    public var tabs: TabBarController { rig.host }

    public func tabBarController(_ t: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        shouldSelectAsked.append(viewController.title)
        return allow(viewController)
    }
    public func tabBarController(_ t: TabBarController, didSelect viewController: ViewController) {
        rig.log.record(.transition, "delegate.didSelect(\(viewController.title))")
    }
    public func tabBarController(
        _ t: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        animator
    }
    public func tabBarController(_ t: TabBarController, interactionControllerFor animator: AnimatedTransitioning)
        -> InteractiveTransitioning?
    {
        interaction
    }
}

/// A modal controller (window 320 × 480) with root A presenting B.
public final class ModalFixture: ContainerFixture, TransitioningDelegate {
    public let rig: TransitionRig<ModalController>
    /// What the delegate vends (nil: the default animator / no interaction).
    public var animator: AnimatedTransitioning?
    public var presentInteraction: InteractiveTransitioning?
    public var dismissInteraction: InteractiveTransitioning?

    public init(defaultAnimator: String = "default", titles: [String] = ["A", "B"]) throws {
        rig = try TransitionRig(titles: titles, defaultAnimator: defaultAnimator) { children, animator, engine, log in
            ModalController(root: children[0], size: fixtureSize, defaultAnimator: animator, engine: engine, log: log)
        }
        modal.transitioningDelegate = self
        keepAlive(self)
    }

    /// The modal controller.
    public var modal: ModalController { rig.host }
    /// The presenting child.
    public var A: ViewController { rig.children[0] }
    /// The presented child.
    public var B: ViewController { rig.children[1] }

    /// Presents B without animation and runs the frame that completes it; clears the log.
    public func presentAtOnce(style: PresentationStyle) {
        modal.present(B, style: style, animated: false)
        rig.runUntilIdle()
        rig.log.clear()
    }

    public func animationController(forPresented presented: ViewController, presenting: ViewController)
        -> AnimatedTransitioning?
    { animator }
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    { presentInteraction }
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dismissInteraction
    }
}
