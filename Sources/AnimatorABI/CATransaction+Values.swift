/// Core Animation's transaction keys, for `CATransaction.value(forKey:)` and `setValue(_:forKey:)`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of `disableActions`.
public let kCATransactionDisableActions = "disableActions"
/// The key of `animationTimingFunction`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of `completionBlock`.
public let kCATransactionCompletionBlock = "completionBlock"

/// The transaction's values by key, as Core Animation's: the four keys above are its settings
/// (read and set through the host), any other key is a value kept in the innermost transaction
/// until it is committed. The SDK mirrors the nesting of `begin()`/`commit()` for the values
/// the host does not hand back (the timing function, the completion block, other keys); the
/// bottom frame stands for the implicit transaction.
extension CATransaction {
    /// The SDK's record of each open transaction's values, innermost last.
    // Plugin code runs only inside host calls, all made from one thread; the host's tables
    // refuse calls from any other, as Core Animation's transactions belong to one thread.
    nonisolated(unsafe) static var frames: [[String: Any]] = [[:]]

    /// The curve set in the innermost transaction that set one (nil: the default).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        frames.reversed().lazy.compactMap { $0[kCATransactionAnimationTimingFunction] as? CAMediaTimingFunction }
            .first
    }

    /// The completion block set in the innermost transaction (nil: none).
    public class func completionBlock() -> (() -> Void)? {
        frames.last?[kCATransactionCompletionBlock] as? () -> Void
    }

    /// The value for `key`: one of the transaction's settings, or a value set for the key.
    public class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return frames.reversed().lazy.compactMap { $0[key] }.first
        }
    }

    /// Sets one of the transaction's settings by its key, or keeps `anObject` for `key` in
    /// the innermost transaction.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let d = CALayer.number(anObject) { setAnimationDuration(CFTimeInterval(d)) }
        case kCATransactionDisableActions: if let b = anObject as? Bool { setDisableActions(b) }
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: frames[frames.count - 1][key] = anObject
        }
    }
}
