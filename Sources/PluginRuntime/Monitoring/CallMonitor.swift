/// A plugin call the host makes (or a plugin callback it runs), as a crash report names it.
package enum PluginCall: Int64, CaseIterable, Sendable {
    case none = 0
    case entry, create, destroy
    case transitionDuration, animateTransition, animationEnded
    case startInteractiveTransition, handleEvent, completionSpeed, completionCurve, wantsInteractiveStart
    case animationBlock, keyframeBlock, completion, coordinatorAnimation, coordinatorCompletion, interactionChanged
    case layoutPrepare, layoutInterpolate, layoutSupplementary, layoutAppearance
    case runLoop

    /// The call as a plugin author knows it.
    package var text: String {
        switch self {
        case .none: return "no plugin call (between calls)"
        case .entry: return "loading (its constructors and animator_plugin_entry)"
        case .create: return "create"
        case .destroy: return "destroy"
        case .transitionDuration: return "transitionDuration"
        case .animateTransition: return "animateTransition"
        case .animationEnded: return "animationEnded"
        case .startInteractiveTransition: return "startInteractiveTransition"
        case .handleEvent: return "handle_event"
        case .completionSpeed: return "completion_speed"
        case .completionCurve: return "completion_curve"
        case .wantsInteractiveStart: return "wants_interactive_start"
        case .animationBlock: return "an animations block"
        case .keyframeBlock: return "a keyframe block"
        case .completion: return "an animation completion"
        case .coordinatorAnimation: return "a coordinator animation block"
        case .coordinatorCompletion: return "a coordinator completion"
        case .interactionChanged: return "an interaction-changed handler"
        case .runLoop: return "a main run loop callback (DispatchQueue.main, Timer, CADisplayLink)"
        case .layoutPrepare: return "prepare (a layout)"
        case .layoutInterpolate: return "interpolate (a layout's ap.layout-interpolation/1 extension)"
        case .layoutSupplementary: return "supplementary (a layout's ap.layout-supplementary/1 extension)"
        case .layoutAppearance:
            return "initial_for_appearing / final_for_disappearing (a layout's ap.layout-appearance/1 extension)"
        }
    }
}

/// Where a worker keeps the "flight recorder" its front end reads after the worker dies: the
/// plugin call running, the frame and time, the system call a sandbox refused. The slots live
/// in memory shared with the front end (``slots``); in a process that is not a monitored worker
/// they are nil and every method returns at once.
///
/// The slots' layout is ``FlightRecorderSlot``.
package enum CallMonitor {
    /// Number of slots.
    package static let slotCount = FlightRecorderSlot.wordCount
    /// "THWBOX01".
    package static let magic: Int64 = 0x5448_5742_4F58_3031

    /// The worker's progress, for reports.
    package enum Phase: Int64, Sendable { case starting = 0, loading, running, finished }

    /// The shared slots of this worker, or nil.
    // Set once by the worker's main before it loads a plugin or starts a thread; only read after.
    nonisolated(unsafe) package static var slots: UnsafeMutablePointer<Int64>?

    /// The call running and its plugin's key, saved by ``enter(_:key:)``.
    package struct Mark { let call: Int64, key: Int64 }

    /// Records that `call` of the plugin with `key` starts; returns what to restore after it.
    @inline(__always)
    package static func enter(_ call: PluginCall, key: Int64) -> Mark? {
        guard let s = slots else { return nil }
        let m = Mark(call: s[slot: .call], key: s[slot: .pluginKey])
        s[slot: .call] = call.rawValue
        s[slot: .pluginKey] = key
        return m
    }

    /// ``enter(_:key:)`` with the key of plugin `id`.
    package static func enter(_ call: PluginCall, plugin id: String) -> Mark? {
        slots == nil ? nil : enter(call, key: key(for: id))
    }

    /// Restores the call that ran before.
    @inline(__always)
    package static func leave(_ m: Mark?) {
        guard let s = slots, let m else { return }
        s[slot: .call] = m.call
        s[slot: .pluginKey] = m.key
    }

    /// Records the frame about to run.
    @inline(__always)
    package static func frame(_ index: Int, time: Double) {
        guard let s = slots else { return }
        s[slot: .frameIndex] = Int64(index)
        s[slot: .frameTime] = Int64(bitPattern: time.bitPattern)
    }

    /// Records the worker's phase.
    package static func phase(_ p: Phase) { slots?[slot: .phase] = p.rawValue }

    /// The worker's phase now.
    package static var currentPhase: Phase { slots.flatMap { Phase(rawValue: $0[slot: .phase]) } ?? .starting }

    /// A stable 64-bit key for a plugin id (FNV-1a), to name the plugin without strings in
    /// shared memory; the front end matches it against the ids it knows.
    package static func key(for id: String) -> Int64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in id.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return Int64(bitPattern: h)
    }
}
