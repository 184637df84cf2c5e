import Foundation
import XCTest
@testable import HostContainer

// Fixtures for the navigation, tab bar and modal tests: each builds its container on its own
// engine, event log, plugin runtime and 60 fps virtual clock, with a delegate that vends the
// test's animator and interaction controller and records its own calls in the event log (kind
// `transition`, so they appear in the ordered logs the tests compare).

/// Engine, log, plugin runtime, virtual clock and children shared by a fixture.
final class TransitionRig {
    let engine = AnimationEngine()
    let log = EventLog()
    let runtime: PluginRuntime
    let clock = VirtualClock(fps: 60)
    let runner: TransitionRunner
    let children: [ViewController]
    /// The transition running now (set by the fixture).
    var running: () -> TransitionContext? = { nil }

    init(titles: [String]) {
        runtime = PluginRuntime(engine: engine, log: log)
        runner = TransitionRunner(engine: engine, clock: clock, log: log)
        let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE]
        let engine = self.engine, log = self.log
        children = titles.enumerated().map { ViewController(title: $1, color: Color(rgb: colors[$0 % colors.count]), engine: engine, log: log) }
        runner.activeTransition = { [unowned self] in self.running() }
    }

    /// Runs `n` frames.
    func step(_ n: Int) { for _ in 0..<n { runner.step() } }

    /// Runs until nothing runs, no input is pending and nothing animates (at most `seconds`).
    @discardableResult
    func runUntilIdle(seconds: Double = 10) -> Int {
        runner.run(maxFrames: Int(seconds * 60)) {
            running() == nil && !runner.hasPendingInput && !engine.hasPendingCompletions && engine.animatedLayerCount == 0
        }
    }

    /// Schedules a gesture script starting at the next frame's time plus `offset`.
    func schedule(_ script: String, at offset: Double = 0) throws {
        let start = runner.lastTick.map { $0.time + kFrame } ?? 0
        runner.schedule(try GestureScript.parse(script).map { $0.shifted(by: start + offset) })
    }

    /// A bundled plugin animator on this rig's runtime.
    func plugin(_ id: String, _ params: [String] = []) throws -> PluginAnimator {
        try Harness.animator(id, params: params, runtime: runtime)
    }

    /// The child titled `title`.
    subscript(_ title: String) -> ViewController { children.first { $0.title == title }! }
}

/// A navigation controller (320 × 480; its container view is 320 × 436 below the 44-point bar)
/// over children A, B, C, D with A as the root.
final class NavFixture: NavigationControllerDelegate {
    let rig: TransitionRig
    let nav: NavigationController
    /// What the delegate vends (nil: the default animator / no interaction).
    var animator: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    private(set) var operationsAsked: [TransitionOperation] = []

    init(defaultAnimator: String = "default", titles: [String] = ["A", "B", "C", "D"]) throws {
        rig = TransitionRig(titles: titles)
        nav = NavigationController(root: rig.children[0], size: Size(width: 320, height: 480),
                                   defaultAnimator: try rig.plugin(defaultAnimator), engine: rig.engine, log: rig.log)
        nav.delegate = self
        rig.running = { [unowned nav] in nav.currentTransition }
        rig.runner.pointerTarget = { [unowned nav] in nav.handlePointer($0) }
        rig.log.clear()
        keepAlive(self)
    }

    var log: EventLog { rig.log }
    subscript(_ title: String) -> ViewController { rig[title] }
    var stack: [String] { nav.viewControllers.map(\.title) }

    func navigationController(_ n: NavigationController, animationControllerFor operation: TransitionOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        operationsAsked.append(operation)
        return animator
    }
    func navigationController(_ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
    func navigationController(_ n: NavigationController, willShow viewController: ViewController, animated: Bool) {
        rig.log.record(.transition, "delegate.willShow(\(viewController.title), animated: \(animated))")
    }
    func navigationController(_ n: NavigationController, didShow viewController: ViewController, animated: Bool) {
        rig.log.record(.transition, "delegate.didShow(\(viewController.title), animated: \(animated))")
    }
}

/// A tab bar controller (320 × 480; its container view is 320 × 431 above the 49-point bar)
/// over tabs A, B, C, D, A selected.
final class TabFixture: TabBarControllerDelegate {
    let rig: TransitionRig
    let tabs: TabBarController
    var animator: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    /// `shouldSelect` answers this (default: yes).
    var allow: (ViewController) -> Bool = { _ in true }
    private(set) var shouldSelectAsked: [String] = []

    init(defaultAnimator: String = "default", titles: [String] = ["A", "B", "C", "D"]) throws {
        rig = TransitionRig(titles: titles)
        tabs = TabBarController(viewControllers: rig.children, size: Size(width: 320, height: 480),
                                defaultAnimator: try rig.plugin(defaultAnimator), engine: rig.engine, log: rig.log)
        tabs.delegate = self
        rig.running = { [unowned tabs] in tabs.currentTransition }
        rig.runner.pointerTarget = { [unowned tabs] in tabs.handlePointer($0) }
        rig.log.clear()
        keepAlive(self)
    }

    var log: EventLog { rig.log }
    subscript(_ title: String) -> ViewController { rig[title] }

    func tabBarController(_ t: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        shouldSelectAsked.append(viewController.title)
        return allow(viewController)
    }
    func tabBarController(_ t: TabBarController, didSelect viewController: ViewController) {
        rig.log.record(.transition, "delegate.didSelect(\(viewController.title))")
    }
    func tabBarController(_ t: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        animator
    }
    func tabBarController(_ t: TabBarController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}

/// A modal controller (window 320 × 480) with root A presenting B.
final class ModalFixture: TransitioningDelegate {
    let rig: TransitionRig
    let modal: ModalController
    var animator: AnimatedTransitioning?
    var presentInteraction: InteractiveTransitioning?
    var dismissInteraction: InteractiveTransitioning?

    init(defaultAnimator: String = "default", titles: [String] = ["A", "B"]) throws {
        rig = TransitionRig(titles: titles)
        modal = ModalController(root: rig.children[0], size: Size(width: 320, height: 480),
                                defaultAnimator: try rig.plugin(defaultAnimator), engine: rig.engine, log: rig.log)
        modal.transitioningDelegate = self
        rig.running = { [unowned modal] in modal.currentTransition }
        rig.runner.pointerTarget = { [unowned modal] in modal.handlePointer($0) }
        rig.log.clear()
        keepAlive(self)
    }

    var log: EventLog { rig.log }
    var A: ViewController { rig.children[0] }
    var B: ViewController { rig.children[1] }

    /// Presents B without animation and runs the frame that completes it; clears the log.
    func presentAtOnce(style: PresentationStyle) {
        modal.present(B, style: style, animated: false)
        rig.runUntilIdle()
        rig.log.clear()
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { presentInteraction }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { dismissInteraction }
}
