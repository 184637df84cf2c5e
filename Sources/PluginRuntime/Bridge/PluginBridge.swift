import AnimationCore
import CAnimatorABI
import Foundation
import HostContainer
#if canImport(Glibc)
    import Glibc
#endif

/// The bridge between the plugin ABI and one engine: the handles plugins see, the host tables
/// handed to plugin instances, the views plugins create, and the diagnostics of every refused
/// call (recorded in the ``EventLog`` with the plugin's id).
package final class PluginBridge {
    /// The engine the plugins' views live in.
    package let engine: AnimationEngine
    /// Where diagnostics and plugin log messages go.
    package let log: EventLog
    private let views: HandleTable<View>
    private let controllers: HandleTable<ViewController>
    private let contexts: HandleTable<TransitionContext>
    private let pictures: HandleTable<Picture>
    private let animators: HandleTable<PropertyAnimator>
    /// Views plugins created, kept alive while their transition runs.
    private var transientViews: [View] = []
    /// Images plugins created, kept while their transition runs.
    private var transientPictures: [Picture] = []
    /// Property animators plugins made during the current transition (released at its end).
    private var transientAnimators: [PropertyAnimator] = []
    /// Views and images plugins made while no transition ran (in `create`, or an input
    /// handler between transitions), kept as long as the bridge: on iOS such an object lives
    /// while the plugin's property holds it (a placeholder window made in an initializer, an
    /// image loaded once), and the next transition's end must not take it away. At most
    /// ``FrameBudget/maximumStandingObjects`` of each; beyond that they live as a transition's do.
    private var standingViews: [View] = []
    private var standingPictures: [Picture] = []
    /// How many plugin calls are running now, one inside another (a completion that calls
    /// `complete_transition`, whose `animation_ended` runs inside it).
    var pluginCallDepth = 0
    /// What a transition that ended inside a plugin call made, retired when the outermost
    /// plugin call returns (``retireDeferred()``).
    var deferredRetirement: Retirement?
    /// Recently ended transition contexts (at most 32), with who ended them.
    private var endedContexts: [EndedContext] = []
    /// The transition that ended during the plugin call now running, kept to answer reads made
    /// after its end in the rest of that call (see ``lateReads``); let go when the call returns.
    var lastEnded: (handle: UInt64, context: TransitionContext)?
    /// Per running context handle: the interaction plugin driving it (set when its
    /// `start_interactive_transition` is called).
    private var interactionOf: [UInt64: String] = [:]
    /// Per running context handle: the plugin that called `complete_transition` first.
    private var completedBy: [UInt64: String] = [:]

    /// A transition that is over, remembered so a late call on its context is reported as
    /// what it is, or not at all when it is not the caller's fault.
    private struct EndedContext {
        var handle: UInt64
        /// The plugin whose `complete_transition` ended it (nil: the host ended it).
        var endedBy: String?
        /// The interaction plugin that drove it, if any.
        var interaction: String?
    }
    private let mainThread = pthread_self()
    private static let ownerLock = NSLock()
    // Every access holds `ownerLock`.
    nonisolated(unsafe) private static var nextOwner: UInt8 = 1
    /// Calls refused so far, by plugin id (for the validator).
    package private(set) var refusedCalls: [String: Int] = [:]
    /// When set, plugins bound after it get the table an older host of ABI `1.N` would hand
    /// them (smaller `struct_size`, later entries cleared): how the tests prove that a plugin
    /// built against a newer header still runs on an older host.
    package var emulatedABIMinor: Int?

    /// Creates a bridge for `engine`.
    package init(engine: AnimationEngine, log: EventLog) {
        self.engine = engine
        self.log = log
        PluginBridge.ownerLock.lock()
        let owner = PluginBridge.nextOwner
        PluginBridge.nextOwner = owner == 255 ? 1 : owner + 1
        PluginBridge.ownerLock.unlock()
        // What the engine repairs (a CATransaction left open) is the plugins' misuse: record it.
        engine.onDiagnostic = { [unowned log] in log.record(.diagnostic, $0) }
        views = HandleTable(kind: 1, owner: owner)
        controllers = HandleTable(kind: 2, owner: owner)
        contexts = HandleTable(kind: 3, owner: owner)
        pictures = HandleTable(kind: 4, owner: owner)
        animators = HandleTable(kind: 5, owner: owner)
    }

    var onMainThread: Bool { pthread_equal(pthread_self(), mainThread) != 0 }

    /// Records a refused call.
    func refuse(_ plugin: String, _ message: String) {
        refusedCalls[plugin, default: 0] += 1
        log.record(.diagnostic, "plugin \(plugin): \(message)")
    }

    // MARK: Handles

    package func handle(_ v: View?) -> ap_view { ap_view(bits: v.map { views.handle(for: $0) } ?? 0) }
    package func handle(_ vc: ViewController?) -> ap_view_controller {
        ap_view_controller(bits: vc.map { controllers.handle(for: $0) } ?? 0)
    }
    package func handle(_ c: TransitionContext?) -> ap_context {
        guard let c else { return ap_context(bits: 0) }
        if !c.isCompleted, !handedContexts.contains(where: { $0 === c }) { handedContexts.append(c) }
        return ap_context(bits: contexts.handle(for: c))
    }

    /// Contexts handed to plugins whose transitions had not completed then (completed ones are
    /// dropped when ``isBetweenTransitions()`` asks).
    private var handedContexts: [TransitionContext] = []

    /// True while no transition a plugin was handed is running. Asked when a plugin makes a
    /// view or an image: made between transitions, it lives as long as the bridge.
    private func isBetweenTransitions() -> Bool {
        handedContexts.removeAll { $0.isCompleted }
        return handedContexts.isEmpty
    }
    package func handle(_ p: Picture?) -> ap_image { ap_image(bits: p.map { pictures.handle(for: $0) } ?? 0) }

    /// The object handle `bits` names in `table`, or nil, the call refused as made with a bad
    /// `what` handle (one lookup for every kind of handle but contexts, which say more).
    @inline(__always)
    private func object<T: AnyObject>(
        _ table: HandleTable<T>, _ bits: UInt64, _ what: String, _ plugin: String, _ call: String
    ) -> T? {
        switch table.object(bits) {
        case .success(let object): return object
        case .failure(let f):
            refuse(plugin, "\(call) with \(PluginBridge.describe(f, what, bits)); call ignored")
            return nil
        }
    }

    /// The image `h` names, or nil (refused) for a bad handle.
    func picture(_ h: ap_image, _ plugin: String, _ call: String) -> Picture? {
        object(pictures, h.bits, "image", plugin, call)
    }

    /// Keeps an image a plugin created until its transition ends (as long as the bridge when
    /// no transition runs); returns its handle.
    func keepForTransition(_ p: Picture) -> ap_image {
        if isBetweenTransitions(), standingPictures.count < FrameBudget.maximumStandingObjects {
            standingPictures.append(p)
        } else {
            transientPictures.append(p)
        }
        return handle(p)
    }

    /// Keeps a property animator a plugin made until its transition ends (or the plugin
    /// releases it); returns its handle.
    func keepForTransition(_ a: PropertyAnimator) -> ap_property_animator {
        transientAnimators.append(a)
        return ap_property_animator(bits: animators.handle(for: a))
    }

    /// The property animator `h` names, or nil (refused) for a bad handle.
    func animator(_ h: ap_property_animator, _ plugin: String, _ call: String) -> PropertyAnimator? {
        object(animators, h.bits, "property animator", plugin, call)
    }

    /// The plugin is done with animator `h`: its handle goes stale (a running animator
    /// completes on its own). A handle already stale (released before, or its transition
    /// ended) is quietly accepted: the SDK's `UIViewPropertyAnimator` releases its handle when
    /// the Swift object dies, which for an animator a controller keeps in a property is during
    /// a later transition, and there is nothing left to release either way. A handle this
    /// host never issued is still refused.
    func release(_ h: ap_property_animator, _ plugin: String) {
        if case .failure(.stale) = animators.object(h.bits) { return }
        guard let a = animator(h, plugin, "property_animator_release") else { return }
        animators.invalidate(a)
        transientAnimators.removeAll { $0 === a }
    }

    static func describe(_ f: HandleError, _ what: String, _ bits: UInt64) -> String {
        let hex = "0x" + String(bits, radix: 16)
        switch f {
        case .null: return "a null \(what) handle"
        case .wrongKind: return "\(hex), which is not a \(what) handle"
        case .foreign: return "a foreign \(what) handle \(hex) (not issued by this host)"
        case .stale: return "a stale \(what) handle \(hex) (its \(what) is gone or its transition has ended)"
        }
    }

    /// The view `h` names, or nil (refused) for a bad handle.
    func view(_ h: ap_view, _ plugin: String, _ call: String) -> View? { object(views, h.bits, "view", plugin, call) }

    /// The view controller `h` names, or nil (refused) for a bad handle.
    func controller(_ h: ap_view_controller, _ plugin: String, _ call: String) -> ViewController? {
        object(controllers, h.bits, "view controller", plugin, call)
    }

    func context(_ h: ap_context, _ plugin: String, _ call: String) -> TransitionContext? {
        switch contexts.object(h.bits) {
        case .success(let c): return c
        case .failure(let f):
            if f == .stale, let ended = endedContexts.last(where: { $0.handle == h.bits }) {
                // The host runs the animator beside an interaction controller, where UIKit would
                // not run it at all for a controller that animates the transition and completes
                // it itself (one that overrides `startInteractiveTransition` without calling
                // super): then whichever of the two ends it second reads `transitionWasCancelled`
                // and completes too, through no fault of its own, and is not reported.
                if ended.interaction != nil, let by = ended.endedBy, plugin != by,
                    call == "context_complete_transition" || call == "context_transition_was_cancelled"
                {
                    return nil
                }
                // A read of the context after `completeTransition` (`viewController(forKey:
                // .from)` on the line after it, in the same completion block): UIKit's context
                // keeps answering, so the host answers as the transition ended, noted, not refused.
                if PluginBridge.lateReads.contains(call), let last = lastEnded, last.handle == h.bits {
                    log.record(
                        .plugin,
                        "host: plugin \(plugin): \(call) after the transition ended; answered as it ended, as UIKit's context keeps answering"
                    )
                    return last.context
                }
                // `cancelInteractiveTransition()` after `completeTransition(false)` (the two
                // lines of a controller's `cancel()` in the wrong order): UIKit ignores the late
                // call, and nothing on screen differs, so it is noted, not refused.
                if PluginBridge.lateInteractiveCalls.contains(call) {
                    log.record(
                        .plugin,
                        "host: plugin \(plugin): \(call) after the transition ended (complete_transition came first); ignored, as UIKit ignores it — end the interaction before completing the transition"
                    )
                    return nil
                }
                refuse(
                    plugin,
                    "\(call) on a transition that has already ended; call complete_transition exactly once and nothing on the context after it; call ignored"
                )
            } else {
                refuse(plugin, "\(call) with \(PluginBridge.describe(f, "transition context", h.bits)); call ignored")
            }
            return nil
        }
    }

    /// The calls that end an interaction, which a transition that has already ended ignores
    /// without a refusal (see ``context(_:_:_:)``): a redundant end, not a fault. Updating or
    /// pausing a transition that has ended is still refused: the gesture handler drives a
    /// transition that is over, a bug of its state.
    static let lateInteractiveCalls: Set<String> = ["context_finish_interactive", "context_cancel_interactive"]

    /// The calls that only read a context, answered after its transition ended from its end
    /// state (see ``context(_:_:_:)``): what UIKit's context object answers while the app
    /// holds it. Calls that change the transition stay refused.
    static let lateReads: Set<String> = [
        "context_container_view", "context_view", "context_view_controller", "context_initial_frame",
        "context_final_frame", "context_is_animated", "context_is_interactive", "context_transition_was_cancelled",
        "context_presentation_style", "context_target_transform", "context_operation", "context_percent_complete"
    ]

    /// Interaction plugin `plugin` drives the transition of context `h` from now on.
    func noteInteraction(_ plugin: String, drives h: ap_context) { interactionOf[h.bits] = plugin }

    /// Plugin `plugin` called `complete_transition` on context `h` (the first caller is kept).
    func noteCompletion(by plugin: String, of h: ap_context) {
        if completedBy[h.bits] == nil { completedBy[h.bits] = plugin }
    }

    /// A transition is over: its context handle goes stale, and views plugins created for it
    /// that are not in a hierarchy are released (their handles go stale).
    func transitionEnded(_ c: TransitionContext) {
        // Remember the last few ended contexts, so a late call (a second complete_transition)
        // is reported as what it is rather than as an unknown stale handle.
        let h = contexts.handle(for: c)
        endedContexts.append(
            EndedContext(
                handle: h, endedBy: completedBy.removeValue(forKey: h),
                interaction: interactionOf.removeValue(forKey: h)))
        if endedContexts.count > 32 { endedContexts.removeFirst() }
        // Reads answer until the plugin call it ended in returns (the rest of that completion
        // block), as the transition's other objects do: kept longer, it would hold its views
        // past their retirement.
        lastEnded = pluginCallDepth > 0 ? (h, c) : nil
        contexts.invalidate(c)
        handedContexts.removeAll { $0 === c || $0.isCompleted }
        let ended = Retirement(views: transientViews, pictures: transientPictures, animators: transientAnimators)
        transientViews.removeAll()
        transientPictures.removeAll()
        transientAnimators.removeAll()
        createdViews = 0
        reportedViewLimit = false
        // On iOS the code after `completeTransition` in the same completion block still holds
        // the views it made (`snapshot.removeFromSuperview()`, un-hiding a placeholder): the
        // objects of a transition that ends inside a plugin call go stale when that call returns.
        if pluginCallDepth > 0 {
            deferredRetirement = deferredRetirement.map { $0.merging(ended) } ?? ended
        } else {
            retire(ended)
        }
    }

    /// Makes the handles of `ended`'s objects stale and releases what only the tables hold —
    /// except views and images the plugin used during the transition that just ended: on iOS
    /// an object the plugin's property holds (a `lazy var` dimming view, a cached image, a
    /// file-scope view) lives on after the transition that made it or took it out of the
    /// hierarchy, and the plugin cannot say which it keeps. So such an object lives until a
    /// transition ends in which the plugin never touched it: the snapshots a transition throws
    /// away live one transition longer, one the plugin keeps using lives as long as it does. At
    /// most ``FrameBudget/maximumStandingObjects`` of each kind are kept so per transition
    /// end, so a plugin that touches every view it ever made cannot grow the worker.
    func retire(_ ended: Retirement) {
        let limit = FrameBudget.maximumStandingObjects
        let keptViews = views.invalidate(ended.views.lazy.filter { $0.superview == nil }, keepingUsed: limit)
        let keptPictures = pictures.invalidate(ended.pictures, keepingUsed: limit)
        for a in ended.animators { animators.invalidate(a) }
        views.sweep(keepingUsed: limit - keptViews)
        controllers.sweep()
        pictures.sweep(keepingUsed: limit - keptPictures)
    }

    /// Keeps a view a plugin created alive until its transition ends (as long as the bridge
    /// when no transition runs); returns its handle.
    func keepForTransition(_ v: View) -> ap_view {
        if isBetweenTransitions(), standingViews.count < FrameBudget.maximumStandingObjects {
            standingViews.append(v)
        } else {
            transientViews.append(v)
        }
        createdViews += 1
        return handle(v)
    }

    /// Views plugins created during the current transition (``FrameBudget/maximumCreatedViews``
    /// at most; reset when it ends).
    private var createdViews = 0
    /// True once the view limit was reported in this transition (a flood gets one diagnostic).
    private var reportedViewLimit = false

    /// True when `plugin` may create one more view in this transition; otherwise the refusal
    /// is recorded (once per transition) and `call` answers a null handle.
    func mayCreateView(_ plugin: String, _ call: String) -> Bool {
        guard createdViews >= FrameBudget.maximumCreatedViews else { return true }
        refusedCalls[plugin, default: 0] += 1
        if !reportedViewLimit {
            reportedViewLimit = true
            log.record(
                .diagnostic,
                "plugin \(plugin): \(call): \(FrameBudget.maximumCreatedViews) views were created in this transition already, the most one transition may make; this and later calls answer a null view"
            )
        }
        return false
    }

    // MARK: Instances

    /// Makes the host table handed to one plugin instance.
    package func makeBinding(for plugin: LoadedPlugin) -> HostBinding { HostBinding(bridge: self, plugin: plugin) }
}
