/// An animation block opened by ``AnimationEngine/beginAnimations(duration:delay:options:repeatCount:)``
/// and not yet closed by ``AnimationEngine/commitAnimations(_:completion:)``.
public final class AnimationBlock {
    /// The open transaction (nil once closed).
    var transaction: Transaction?

    init(_ tx: Transaction) { transaction = tx }

    /// True until the block is committed (or closed because its opener returned).
    public var isOpen: Bool { transaction?.isOpenBlock ?? false }
}
