/// The completion of one transaction: it runs once, after the last of the transaction's
/// animations has ended or been removed, with `finished` false if any of them was removed or
/// replaced before its end.
///
/// Animations hold their group strongly and the group holds the completion closure until it
/// runs; running it drops the closure, which breaks any cycle between views, animations and
/// closures that capture them.
final class CompletionGroup {
    /// Creation order; groups that become ready in the same frame run in this order (a layer
    /// transaction's group takes a new one when it becomes ready: ``runsAfterChildren``).
    var serial: Int
    /// Animations still running.
    var pending = 0
    /// False once any animation was removed before its end.
    var finished = true
    /// True once the transaction's body has returned (no more animations can join).
    var closed = false
    /// True once queued to run (it runs exactly once).
    var queued = false
    var completion: ((Bool) -> Void)?
    /// The enclosing layer transaction's group, which waits for this one (cleared once this
    /// one is ready).
    var parent: CompletionGroup?
    /// True for a layer transaction's group: it runs after the groups inside it.
    var runsAfterChildren = false

    init(serial: Int, completion: ((Bool) -> Void)?) {
        self.serial = serial
        self.completion = completion
    }
}
