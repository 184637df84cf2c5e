import Foundation

/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`: the context a flow layout makes
/// (its ``UICollectionViewFlowLayout/invalidationContextClass``), saying whether the
/// delegate's sizes and the computed attributes are stale. Both are true by default, as in
/// UIKit. The flow layout here recomputes everything in each ``UICollectionViewFlowLayout/prepare()``,
/// so the flags change what a subclass reads, not what the flow layout computes.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's item sizes, insets and spacings are to be asked again (UIKit's
    /// default: true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's computed attributes are stale (UIKit's default: true).
    open var invalidateFlowLayoutAttributes = true
}
