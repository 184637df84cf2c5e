/// Core Animation's `CATransaction` over the host's transaction (ABI 1.1): `begin`/`commit`
/// nest; `setCompletionBlock` runs the block once, after the commit, when everything animated
/// inside the transaction has ended; `setAnimationTimingFunction` also shapes `UIView`
/// animations opened inside it that name no curve. A setting made with no transaction open
/// applies to the implicit one, committed at the next frame. On a 1.0 host every call logs
/// an error naming itself and does nothing (getters return Core Animation's defaults).
open class CATransaction: NSObject {
    /// Opens a transaction.
    open class func begin() {
        call("CATransaction.begin()", \.transaction_begin) { c in _ = c.api.transaction_begin!(c.host) }
        frames.append([:])
    }

    /// Closes the innermost transaction.
    open class func commit() {
        call("CATransaction.commit()", \.transaction_commit) { c in _ = c.api.transaction_commit!(c.host) }
        if frames.count > 1 { frames.removeLast() }
    }

    /// Nothing to flush: the host applies every change at once.
    open class func flush() {}
    /// Kept for source compatibility: every call happens on the host's main thread.
    open class func lock() {}
    /// Kept for source compatibility.
    open class func unlock() {}

    /// The duration of implicit layer actions in the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        call("CATransaction.setAnimationDuration(_:)", \.transaction_set_animation_duration) { c in
            _ = c.api.transaction_set_animation_duration!(c.host, dur)
        }
    }

    /// The innermost duration set, or 0.25 s.
    open class func animationDuration() -> CFTimeInterval {
        var d = 0.25
        call("CATransaction.animationDuration()", \.transaction_animation_duration) { c in
            d = c.api.transaction_animation_duration!(c.host)
        }
        return d
    }

    /// The curve of the animations started inside the transaction (nil: the default).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        frames[frames.count - 1][kCATransactionAnimationTimingFunction] = function
        call("CATransaction.setAnimationTimingFunction(_:)", \.transaction_set_timing_function) { c in
            if var (c1, c2) = function?.controlPoints {
                _ = c.api.transaction_set_timing_function!(c.host, &c1, &c2)
            } else {
                _ = c.api.transaction_set_timing_function!(c.host, nil, nil)
            }
        }
    }

    /// Whether implicit layer actions are disabled in the current transaction.
    open class func setDisableActions(_ flag: Bool) {
        call("CATransaction.setDisableActions(_:)", \.transaction_set_disable_actions) { c in
            _ = c.api.transaction_set_disable_actions!(c.host, flag)
        }
    }

    /// The innermost setting, or false.
    open class func disableActions() -> Bool {
        var d = false
        call("CATransaction.disableActions()", \.transaction_disable_actions) { c in
            d = c.api.transaction_disable_actions!(c.host)
        }
        return d
    }

    /// Runs `block` once, after the transaction is committed and everything animated inside
    /// it has ended (replacing a block set before in the same transaction).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        frames[frames.count - 1][kCATransactionCompletionBlock] = block
        call("CATransaction.setCompletionBlock(_:)", \.transaction_set_completion) { c in
            guard let block else {
                _ = c.api.transaction_set_completion!(c.host, ap_completion(fn: nil, user: nil))
                return
            }
            // `finished == false`: replaced before it could run; the box is released unrun.
            _ = c.api.transaction_set_completion!(c.host, Blocks.completion(c, { ran in if ran { block() } }))
        }
    }

    /// Calls `body` when the host has `entry`; otherwise reports `name` (ABI 1.1 needed).
    private static func call<F>(_ name: String, _ entry: KeyPath<ap_host, F?>, _ body: (HostConnection) -> Void) {
        let c = HostConnection.required
        guard c.has(entry) else {
            c.unsupported(name, needs: 1)
            return
        }
        body(c)
    }
}
