import AnimationCore
import CAnimatorABI

extension HostTable {
    /// ABI 1.1's Core Animation transaction (`transaction_*`, CATransaction).
    static func installTransactions(_ h: inout ap_host) {
        h.transaction_begin = { host in
            HostTable.status(host) { b in
                b.bridge.engine.beginTransaction()
                return AP_OK
            }
        }
        h.transaction_commit = { host in HostTable.commitTransaction(host) }
        h.transaction_set_animation_duration = { host, seconds in
            HostTable.setTransactionAnimationDuration(host, seconds)
        }
        h.transaction_animation_duration = { host in
            HostTable.with(host, 0.25) { b in b.bridge.engine.transactionAnimationDuration }
        }
        h.transaction_set_timing_function = { host, c1, c2 in HostTable.setTransactionTimingFunction(host, c1, c2) }
        h.transaction_set_disable_actions = { host, disable in
            HostTable.status(host) { b in
                b.bridge.engine.setTransactionDisableActions(disable)
                return AP_OK
            }
        }
        h.transaction_disable_actions = { host in
            HostTable.with(host, false) { b in b.bridge.engine.transactionDisablesActions }
        }
        h.transaction_set_completion = { host, completion in HostTable.setTransactionCompletion(host, completion) }
    }

    /// `transaction_commit`: refused without an open transaction.
    static func commitTransaction(_ host: UnsafePointer<ap_host>?) -> ap_status {
        HostTable.status(host) { b in
            guard b.bridge.engine.commitTransaction() else {
                b.bridge.refuse(b.id, "transaction_commit without an open transaction (call transaction_begin first)")
                return AP_ERR_STATE
            }
            return AP_OK
        }
    }

    /// `transaction_set_animation_duration`: finite and not negative.
    static func setTransactionAnimationDuration(_ host: UnsafePointer<ap_host>?, _ seconds: Double) -> ap_status {
        HostTable.status(host) { b in
            guard seconds.isFinite, seconds >= 0 else {
                b.bridge.refuse(
                    b.id, "transaction_set_animation_duration(\(seconds)): the duration must be finite and >= 0")
                return AP_ERR_BAD_VALUE
            }
            b.bridge.engine.setTransactionAnimationDuration(seconds)
            return AP_OK
        }
    }

    /// `transaction_set_timing_function`: both control points, or neither for the default.
    static func setTransactionTimingFunction(
        _ host: UnsafePointer<ap_host>?, _ c1: UnsafePointer<ap_point>?, _ c2: UnsafePointer<ap_point>?
    ) -> ap_status {
        HostTable.status(host) { b in
            guard let c1, let c2 else {
                if c1 != nil || c2 != nil {
                    b.bridge.refuse(
                        b.id,
                        "transaction_set_timing_function with one NULL control point; pass both, or NULL for both to restore the default"
                    )
                    return AP_ERR_BAD_ARGUMENT
                }
                b.bridge.engine.setTransactionTimingFunction(nil)
                return AP_OK
            }
            let p1 = c1.pointee, p2 = c2.pointee
            guard [p1.x, p1.y, p2.x, p2.y].allSatisfy(\.isFinite), (0...1).contains(p1.x), (0...1).contains(p2.x) else {
                b.bridge.refuse(
                    b.id,
                    "transaction_set_timing_function((\(p1.x), \(p1.y)), (\(p2.x), \(p2.y))): control points must be finite with x in [0, 1]"
                )
                return AP_ERR_BAD_VALUE
            }
            b.bridge.engine.setTransactionTimingFunction(.bezier(CubicBezier(p1.x, p1.y, p2.x, p2.y)))
            return AP_OK
        }
    }

    /// `transaction_set_completion`: a null callback clears it.
    static func setTransactionCompletion(_ host: UnsafePointer<ap_host>?, _ completion: ap_completion) -> ap_status {
        HostTable.status(host) { b in
            guard let done = HostTable.completion(completion, b) else {
                b.bridge.engine.setTransactionCompletion(nil)
                return AP_OK
            }
            b.bridge.engine.setTransactionCompletion({ done(true) }, discard: { done(false) })
            return AP_OK
        }
    }
}
