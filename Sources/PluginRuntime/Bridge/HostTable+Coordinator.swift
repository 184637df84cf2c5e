import AnimationCore
import CAnimatorABI
import HostContainer

extension HostTable {
    /// The transition coordinator: animations alongside, interaction-change notifications, the
    /// coordinator's state.
    static func installCoordinator(_ h: inout ap_host) {
        h.coordinator_animate_alongside = { host, ctx, block, cb in HostTable.alongside(host, ctx, nil, block, cb) }
        h.coordinator_animate_alongside_in_view = { host, ctx, view, block, cb in
            HostTable.alongside(host, ctx, view, block, cb)
        }
        h.coordinator_notify_interaction_changes = { host, ctx, cb in
            HostTable.status(host) { b in
                guard cb.fn != nil else {
                    b.bridge.refuse(b.id, "coordinator_notify_interaction_changes with a NULL fn")
                    return AP_ERR_BAD_ARGUMENT
                }
                guard let c = b.bridge.context(ctx, b.id, "coordinator_notify_interaction_changes"), !c.isCompleted
                else {
                    b.bridge.engine.scheduleCompletion(finished: false) { _ in
                        HostTable.call(cb, nil, b.key, .coordinatorCompletion)
                    }
                    return AP_ERR_STATE
                }
                c.coordinator.notifyWhenInteractionChanges { HostTable.call(cb, $0, b.key, .interactionChanged) }
                // The last call, with NULL, lets the plugin free `user`.
                c.coordinator.animate(
                    alongsideTransition: nil, completion: { _ in HostTable.call(cb, nil, b.key, .interactionChanged) })
                return AP_OK
            }
        }
        h.coordinator_state = { host, ctx, out in
            HostTable.act(host, ctx, "coordinator_state") { b, c in
                guard let out else {
                    b.bridge.refuse(b.id, "coordinator_state with a NULL out pointer")
                    return AP_ERR_BAD_ARGUMENT
                }
                out.pointee = c.state.cValue
                return AP_OK
            }
        }
    }

    /// `coordinator_animate_alongside` (`view` nil) and `..._in_view`. A refused call still
    /// calls the completion once, on the next frame.
    static func alongside(
        _ host: UnsafePointer<ap_host>?, _ ctx: ap_context, _ view: ap_view?, _ block: ap_block,
        _ cb: ap_coordinator_callback
    ) -> ap_status {
        guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
        guard b.bridge.onMainThread else { return AP_ERR_THREAD }
        let call = view == nil ? "coordinator_animate_alongside" : "coordinator_animate_alongside_in_view"
        func refuse(_ s: ap_status, _ state: TransitionState?) -> ap_status {
            if cb.fn != nil {
                b.bridge.engine.scheduleCompletion(finished: false) { _ in
                    HostTable.call(cb, state ?? .ended, b.key, .coordinatorCompletion)
                }
            }
            return s
        }
        guard let c = b.bridge.context(ctx, b.id, call) else { return refuse(AP_ERR_BAD_HANDLE, nil) }
        var target: View?
        if let view {
            guard let v = b.bridge.view(view, b.id, call) else { return refuse(AP_ERR_BAD_HANDLE, c.state) }
            target = v
        }
        let key = b.key
        let animation: TransitionCoordinator.Callback? = block.fn.map { fn in
            { [weak b] _ in
                HostTable.closingBlocks(b, .coordinatorAnimation) {
                    monitored(.coordinatorAnimation, key) { fn(block.user) }
                }
            }
        }
        let completion: TransitionCoordinator.Callback = { [weak b] s in
            HostTable.closingBlocks(b, .coordinatorCompletion) { HostTable.call(cb, s, key, .coordinatorCompletion) }
        }
        let ok =
            view == nil
            ? c.coordinator.animate(alongsideTransition: animation, completion: completion)
            : c.coordinator.animateAlongsideTransition(in: target, animation: animation, completion: completion)
        guard ok else {
            b.bridge.refuse(b.id, "\(call): the transition has already ended")
            return refuse(AP_ERR_STATE, c.state)
        }
        return AP_OK
    }

    /// Calls a coordinator callback of the plugin with `key` with a state (or NULL:
    /// "release"), recorded as `call`.
    static func call(_ cb: ap_coordinator_callback, _ s: TransitionState?, _ key: Int64, _ call: PluginCall) {
        guard let fn = cb.fn else { return }
        monitored(call, key) { if var c = s?.cValue { fn(cb.user, &c) } else { fn(cb.user, nil) } }
    }
}

extension TransitionState {
    /// The C form of the state.
    var cValue: ap_transition_state {
        var c = ap_transition_state()
        c.is_animated = isAnimated
        c.is_interactive = isInteractive
        c.initially_interactive = initiallyInteractive
        c.is_interruptible = isInterruptible
        c.is_cancelled = isCancelled
        c.presentation_style = presentationStyle.rawValue
        c.transition_duration = transitionDuration
        c.percent_complete = percentComplete
        c.completion_speed = completionSpeed
        c.completion_curve = Int32(AnimationCurve.allCases.firstIndex(of: completionCurve) ?? 0)
        return c
    }
}
