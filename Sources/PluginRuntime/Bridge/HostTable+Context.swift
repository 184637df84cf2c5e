import AnimationCore
import CAnimatorABI
import HostContainer

extension HostTable {
    /// The transition context and the view controllers it names (`context_*`,
    /// `view_controller_*`).
    static func installContext(_ h: inout ap_host) {
        h.context_container_view = { host, ctx in
            HostTable.context(host, ctx, "context_container_view", ap_view()) { b, c in b.bridge.handle(c.containerView)
            }
        }
        h.context_view_controller = { host, ctx, key in
            HostTable.context(host, ctx, "context_view_controller", ap_view_controller()) { b, c in
                HostTable.keyed(b, key, "context_view_controller", ap_view_controller()) {
                    b.bridge.handle(c.viewController(forKey: $0))
                }
            }
        }
        h.context_view = { host, ctx, key in
            HostTable.context(host, ctx, "context_view", ap_view()) { b, c in
                HostTable.keyed(b, key, "context_view", ap_view()) { b.bridge.handle(c.view(forKey: $0)) }
            }
        }
        h.context_initial_frame = { host, ctx, vc in
            HostTable.context(host, ctx, "context_initial_frame", ap_rect()) { b, c in
                b.bridge.controller(vc, b.id, "context_initial_frame").map { c.initialFrame(for: $0).cValue }
                    ?? ap_rect()
            }
        }
        h.context_final_frame = { host, ctx, vc in
            HostTable.context(host, ctx, "context_final_frame", ap_rect()) { b, c in
                b.bridge.controller(vc, b.id, "context_final_frame").map { c.finalFrame(for: $0).cValue } ?? ap_rect()
            }
        }
        h.context_is_animated = { host, ctx in
            HostTable.context(host, ctx, "context_is_animated", false) { $1.isAnimated }
        }
        h.context_is_interactive = { host, ctx in
            HostTable.context(host, ctx, "context_is_interactive", false) { $1.isInteractive }
        }
        h.context_transition_was_cancelled = { host, ctx in
            HostTable.context(host, ctx, "context_transition_was_cancelled", false) { $1.transitionWasCancelled }
        }
        h.context_presentation_style = { host, ctx in
            HostTable.context(host, ctx, "context_presentation_style", AP_PRESENTATION_NONE) {
                $1.presentationStyle.rawValue
            }
        }
        h.context_operation = { host, ctx in
            HostTable.context(host, ctx, "context_operation", AP_OPERATION_NONE) { $1.operation.rawValue }
        }
        h.context_target_transform = { host, ctx in
            HostTable.context(host, ctx, "context_target_transform", Transform2D.identity.cValue) {
                $1.targetTransform.cValue
            }
        }
        h.context_percent_complete = { host, ctx in
            HostTable.context(host, ctx, "context_percent_complete", 0) { $1.percentComplete }
        }
        HostTable.installContextActions(&h)
        h.view_controller_view = { host, vc in
            HostTable.with(host, ap_view()) { b in
                b.bridge.controller(vc, b.id, "view_controller_view").map { b.bridge.handle($0.view) } ?? ap_view()
            }
        }
        h.view_controller_title = { host, vc, buffer, capacity in
            HostTable.with(host, 0) { b in
                HostTable.copy(b.bridge.controller(vc, b.id, "view_controller_title")?.title, buffer, capacity)
            }
        }
    }

    /// What a plugin does to the transition: complete it, and drive it interactively.
    static func installContextActions(_ h: inout ap_host) {
        h.context_complete_transition = { host, ctx, did in
            HostTable.act(host, ctx, "context_complete_transition") { b, c in
                b.bridge.noteCompletion(by: b.id, of: ctx)
                let again = c.isCompleted
                c.completeTransition(did)  // a second call is recorded by the context
                return again ? AP_ERR_STATE : AP_OK
            }
        }
        h.context_update_interactive = { host, ctx, p in
            HostTable.act(host, ctx, "context_update_interactive") { b, c in
                guard p.isFinite else {
                    b.bridge.refuse(b.id, "context_update_interactive(\(p)): not a number")
                    return AP_ERR_BAD_VALUE
                }
                c.updateInteractiveTransition(p)
                return AP_OK
            }
        }
        h.context_finish_interactive = { host, ctx in
            HostTable.act(host, ctx, "context_finish_interactive") {
                $1.finishInteractiveTransition()
                return AP_OK
            }
        }
        h.context_cancel_interactive = { host, ctx in
            HostTable.act(host, ctx, "context_cancel_interactive") {
                $1.cancelInteractiveTransition()
                return AP_OK
            }
        }
        h.context_pause_interactive = { host, ctx in
            HostTable.act(host, ctx, "context_pause_interactive") {
                $1.pauseInteractiveTransition()
                return AP_OK
            }
        }
    }

    /// Runs `body` with the context `ctx` names; `failure` (with a diagnostic) when the table,
    /// the thread or the handle is wrong.
    @inline(__always)
    static func context<R>(
        _ host: UnsafePointer<ap_host>?, _ ctx: ap_context, _ call: String, _ failure: R,
        _ body: (HostBinding, TransitionContext) -> R
    ) -> R {
        HostTable.with(host, failure) { b in b.bridge.context(ctx, b.id, call).map { body(b, $0) } ?? failure }
    }

    /// Runs `body` with the context `ctx` names, for calls that return a status.
    @inline(__always)
    static func act(
        _ host: UnsafePointer<ap_host>?, _ ctx: ap_context, _ call: String,
        _ body: (HostBinding, TransitionContext) -> ap_status
    ) -> ap_status {
        HostTable.status(host) { b in b.bridge.context(ctx, b.id, call).map { body(b, $0) } ?? AP_ERR_BAD_HANDLE }
    }

    /// Runs `body` with the key `AP_KEY_FROM`/`AP_KEY_TO` names; refuses any other key.
    static func keyed<R>(_ b: HostBinding, _ key: ap_key, _ call: String, _ failure: R, _ body: (TransitionKey) -> R)
        -> R
    {
        guard key == AP_KEY_FROM || key == AP_KEY_TO else {
            b.bridge.refuse(b.id, "\(call) with unknown key \(key)")
            return failure
        }
        return body(key == AP_KEY_FROM ? .from : .to)
    }
}
