import Foundation
import XCTest
@testable import HostContainer

// Helpers shared by the transition and container behaviour tests: a host-side recording
// animator, a scriptable percent-driven interaction controller, delegates that vend them, and a
// few assertions. Nothing here computes an expected value with the code under test.

/// Fixtures kept for the whole run: layers hold their engine `unowned`, so an engine must
/// outlive every view made with it, and Swift does not promise the order in which a fixture's
/// properties are released.
nonisolated(unsafe) private var keptFixtures: [AnyObject] = []

/// Keeps `object` alive until the process ends; returns it.
@discardableResult
func keepAlive<T: AnyObject>(_ object: T) -> T {
    keptFixtures.append(object)
    return object
}

/// Frame period of the virtual clock every test uses.
let kFrame = 1.0 / 60

/// What a ``RecordingAnimator`` saw when `animateTransition` was called.
struct AnimatorObservation {
    var operation: TransitionOperation
    var presentationStyle: PresentationStyle
    var isAnimated: Bool
    var isInteractive: Bool
    var fromTitle: String, toTitle: String
    var fromView: View?, toView: View?
    var fromInitial: Rect, fromFinal: Rect, toInitial: Rect, toFinal: Rect
    var duration: Double
    var containerView: View
    /// Engine time when `animateTransition` ran.
    var time: Double
}

/// A host-side animator that records its context and animates with one plain engine animation
/// (linear curve unless told otherwise): the to view goes from its initial to its final frame
/// and from alpha 0 to 1, the from view to its final frame (when it has one) and to alpha
/// `fromAlpha`. Its completion resets the from view's alpha and calls `completeTransition`
/// with `!transitionWasCancelled` (or what `flag` says), optionally twice, or never.
final class RecordingAnimator: AnimatedTransitioning {
    let displayName: String
    var duration: Double
    var curve: AnimationOptions = .curveLinear
    /// Alpha the from view animates to.
    var fromAlpha = 0.5
    /// Never call `completeTransition` (for the watchdog).
    var neverCompletes = false
    /// Call `completeTransition` twice.
    var completesTwice = false
    /// Put the to view in the container and animate it (false: the classic forgotten
    /// `addSubview`; the animator then leaves the to view alone).
    var addsToView = true
    /// Overrides the flag passed to `completeTransition` (nil: `!transitionWasCancelled`).
    var flag: ((TransitionContext) -> Bool)?
    private(set) var observations: [AnimatorObservation] = []
    private(set) var ended: [Bool] = []
    private(set) weak var lastContext: TransitionContext?

    init(_ name: String = "recorder", duration: Double = 1) {
        displayName = name
        self.duration = duration
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using ctx: TransitionContext) {
        let from = ctx.viewController(forKey: .from), to = ctx.viewController(forKey: .to)
        observations.append(AnimatorObservation(
            operation: ctx.operation, presentationStyle: ctx.presentationStyle, isAnimated: ctx.isAnimated,
            isInteractive: ctx.isInteractive, fromTitle: from.title, toTitle: to.title,
            fromView: ctx.view(forKey: .from), toView: ctx.view(forKey: .to),
            fromInitial: ctx.initialFrame(for: from), fromFinal: ctx.finalFrame(for: from),
            toInitial: ctx.initialFrame(for: to), toFinal: ctx.finalFrame(for: to),
            duration: ctx.duration, containerView: ctx.containerView, time: ctx.engine.currentTime))
        lastContext = ctx
        let fromView = ctx.view(forKey: .from), toView = addsToView ? ctx.view(forKey: .to) : nil
        let fromFinal = ctx.finalFrame(for: from), toInitial = ctx.initialFrame(for: to), toFinal = ctx.finalFrame(for: to)
        if let toView {
            // Like a UIKit animator: add the to view unless the container already holds it
            // (a full-screen dismissal puts the presenting view back below the presented one).
            if toView.superview !== ctx.containerView { try? ctx.containerView.addSubview(toView) }
            if toInitial != .zero { toView.frame = toInitial }
            toView.alpha = 0
        }
        ctx.engine.animate(withDuration: duration, options: curve, animations: {
            if let toView {
                if toFinal != .zero { toView.frame = toFinal }
                toView.alpha = 1
            }
            if let fromView {
                if fromFinal != .zero { fromView.frame = fromFinal }
                fromView.alpha = self.fromAlpha
            }
        }, completion: { [weak self] _ in
            guard let self, !self.neverCompletes else { return }
            fromView?.alpha = 1
            let f = self.flag?(ctx) ?? !ctx.transitionWasCancelled
            ctx.completeTransition(f)
            if self.completesTwice { ctx.completeTransition(f) }
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }

    /// The last observation.
    var last: AnimatorObservation? { observations.last }
}

/// A percent-driven interaction controller the test drives by hand (update / finish / cancel /
/// pause), with settable completion speed, curve and interactive start; it records every event
/// it receives.
final class ManualInteraction: PercentDrivenInteractiveTransition {
    private(set) var starts = 0
    private(set) var events: [InputEvent] = []

    init(_ name: String = "manual") { super.init(displayName: name) }

    override func startInteractiveTransition(_ context: TransitionContext) {
        super.startInteractiveTransition(context)
        starts += 1
    }

    override func handle(_ event: InputEvent, context: TransitionContext?) { events.append(event) }
}

/// A container delegate that vends one animator (and optionally one interaction controller)
/// and records taps.
final class ContainerDelegate: ContainerViewControllerDelegate {
    var animator: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    private(set) var animatorRequests: [(String, String)] = []
    private(set) var interactionRequests = 0
    private(set) var tapped: [String] = []

    init(animator: AnimatedTransitioning?, interaction: InteractiveTransitioning? = nil) {
        self.animator = animator
        self.interaction = interaction
    }

    func containerViewController(_ container: ContainerViewController, didSelect viewController: ViewController) {
        tapped.append(viewController.title)
    }

    func containerViewController(_ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
                                 to: ViewController) -> AnimatedTransitioning? {
        animatorRequests.append((from.title, to.title))
        return animator
    }

    func containerViewController(_ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactionRequests += 1
        return interaction
    }
}

/// The event kinds a callback-order test compares (everything but plugin chatter).
let orderKinds: Set<EventLog.Event.Kind> = [.containment, .appearance, .coordinator, .animator, .transition, .diagnostic]

extension EventLog {
    /// Texts of the events of `kinds` recorded from index `start` on.
    func texts(from start: Int, _ kinds: Set<Event.Kind> = []) -> [String] {
        events[start...].filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.text)
    }

    /// Number of events whose text starts with `prefix`.
    func count(prefix: String) -> Int { events.filter { $0.text.hasPrefix(prefix) }.count }

    /// The first event whose text starts with `prefix`.
    func first(prefix: String) -> Event? { events.first { $0.text.hasPrefix(prefix) } }
}

extension Harness {
    /// Runs `n` frames.
    func step(_ n: Int) { for _ in 0..<n { runner.step() } }

    /// Schedules a gesture script starting at the next frame's time plus `offset`.
    func schedule(_ script: String, at offset: Double = 0) throws {
        let parsed = try GestureScript.parse(script)
        let start = nextFrameTime + offset
        runner.schedule(parsed.map { $0.shifted(by: start) })
    }

    /// The time of the next frame the runner will run.
    var nextFrameTime: Double { runner.lastTick.map { $0.time + kFrame } ?? 0 }
}

extension ScriptedInput {
    /// The same input `dt` seconds later.
    func shifted(by dt: Double) -> ScriptedInput {
        switch self {
        case let .pointer(t, l, p): return .pointer(time: t + dt, location: l, phase: p)
        case let .key(t, c, d): return .key(time: t + dt, code: c, down: d)
        case let .signal(t, n, v): return .signal(time: t + dt, name: n, value: v)
        }
    }
}

/// Asserts two doubles are within `tol`.
func assertNear(_ a: Double, _ b: Double, _ tol: Double = 1e-9, _ message: @autoclosure () -> String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssert(abs(a - b) <= tol, "\(a) is not within \(tol) of \(b). \(message())", file: file, line: line)
}

/// The x translation of an affine transform (row-vector convention: `tx` is the last row).
func translationX(_ t: Transform2D) -> Double { t.tx }

/// Titles of the view controllers owning `views`, in order (by the view's title).
func viewTitles(_ views: [View]) -> [String] { views.map { $0.title ?? "?" } }

/// A state that differs from `s` only in the animatable and plain properties an animator may
/// touch, for readable failure messages.
func stateSummary(_ s: LayerState) -> String {
    "pos=\(s.position) bounds=\(s.bounds) anchor=\(s.anchorPoint) alpha=\(s.opacity) transform=\(s.transform.affine)"
}

/// DESIGN invariant 4 on the appearance events of `log` from index `start`: for each
/// controller every `will` is followed by the matching `did`, or (cancel) by the reverse `will`
/// and its `did`; a `did` needs a pending `will` of its direction. Returns the violations.
func appearanceProblems(_ log: EventLog, from start: Int = 0) -> [String] {
    var open: [String: Bool] = [:]
    var problems: [String] = []
    for e in log.events[start...] where e.kind == .appearance {
        guard let dot = e.text.firstIndex(of: "."), let paren = e.text.firstIndex(of: "(") else {
            problems.append("unreadable \(e.text)"); continue
        }
        let title = String(e.text[..<dot]), name = String(e.text[e.text.index(after: dot)..<paren])
        switch name {
        case "viewWillAppear", "viewWillDisappear":
            let dir = name == "viewWillAppear"
            if open[title] == dir { problems.append("\(e.text) repeats the pending will") }
            open[title] = dir
        case "viewDidAppear", "viewDidDisappear":
            let dir = name == "viewDidAppear"
            if open[title] != dir { problems.append("\(e.text) without a matching will") }
            open[title] = nil
        default:
            problems.append("unknown appearance event \(e.text)")
        }
    }
    for (title, dir) in open.sorted(by: { $0.key < $1.key }) {
        problems.append("\(title): viewWill\(dir ? "Appear" : "Disappear") never followed by its did")
    }
    return problems
}

/// Forwards to another animator and captures, when `animateTransition` is called, the model
/// state of the from and to controllers' views and the frames the context reports: "the value
/// before the transition" for the restore checks.
final class CapturingAnimator: AnimatedTransitioning {
    let inner: AnimatedTransitioning
    private(set) var fromBefore: LayerState?, toBefore: LayerState?
    private(set) var fromTitleBefore: String?, toTitleBefore: String?
    private(set) var toFinal: Rect?, fromFinal: Rect?
    private(set) var ended: [Bool] = []
    private(set) weak var context: TransitionContext?

    init(_ inner: AnimatedTransitioning) { self.inner = inner }

    var displayName: String { inner.displayName }
    func transitionDuration(using context: TransitionContext?) -> Double { inner.transitionDuration(using: context) }

    func animateTransition(using ctx: TransitionContext) {
        context = ctx
        fromBefore = ctx.fromViewController.view.layer.model
        toBefore = ctx.toViewController.view.layer.model
        fromTitleBefore = ctx.fromViewController.view.title
        toTitleBefore = ctx.toViewController.view.title
        toFinal = ctx.finalFrame(for: ctx.toViewController)
        fromFinal = ctx.finalFrame(for: ctx.fromViewController)
        inner.animateTransition(using: ctx)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        inner.animationEnded(transitionCompleted)
    }
}

/// The bundled animators every matrix test runs.
let bundledAnimators = ["default", "slide", "zoom-fade", "pin-rotate"]
