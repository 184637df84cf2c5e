/// One Core Animation transaction (`CATransaction`): settings that apply to what happens
/// inside it, and a completion that waits for every animation started inside it — in any
/// `UIView` animation block or nested transaction — to end.
///
/// Settings are looked up from the innermost transaction outwards, so a nested transaction
/// sees what an outer one set until it sets its own (Core Animation's behaviour). A setting
/// made with no transaction open opens an implicit one, committed at the next frame, as Core
/// Animation commits its implicit transaction at the end of the run-loop turn.
final class LayerTransaction {
    /// `setAnimationDuration`: the duration of the layer actions it starts, seconds.
    var animationDuration: Double?
    /// `setAnimationTimingFunction`: the curve of the animations started inside it (see
    /// ``AnimationEngine/transactionTimingFunction``).
    var timingFunction: TimingFunction??
    /// `setDisableActions`.
    var disableActions: Bool?
    /// `setCompletionBlock`: runs once when the transaction is committed and every animation
    /// inside it has ended.
    var completion: (() -> Void)?
    /// Called instead of ``completion`` when that completion is replaced, so its owner can
    /// release what it holds.
    var discard: (() -> Void)?
    /// Counts the completion groups opened inside it.
    let group: CompletionGroup
    /// Opened by a setting made outside any transaction.
    let isImplicit: Bool

    init(group: CompletionGroup, isImplicit: Bool) {
        self.group = group
        self.isImplicit = isImplicit
        group.runsAfterChildren = true
    }
}

extension AnimationEngine {
    // MARK: CATransaction

    /// `CATransaction.begin()`: opens a transaction (nested in the current one, if any).
    public func beginTransaction() { openLayerTransaction(implicit: false) }

    @discardableResult
    private func openLayerTransaction(implicit: Bool) -> LayerTransaction {
        // makeGroup links the new group to the enclosing transaction's.
        let t = LayerTransaction(group: makeGroup(nil), isImplicit: implicit)
        layerTransactions.append(t)
        return t
    }

    /// `CATransaction.commit()`: closes the innermost transaction; its completion runs (from
    /// a later ``advance(to:)``) once every animation started inside it has ended — on the
    /// next frame when none was. False (and nothing happens) when no transaction is open.
    @discardableResult
    public func commitTransaction() -> Bool {
        guard let t = layerTransactions.popLast() else { return false }
        let completion = t.completion
        t.group.completion = { _ in completion?() }
        close(t.group)
        return true
    }

    /// True while a transaction is open (explicit or implicit).
    public var isInLayerTransaction: Bool { !layerTransactions.isEmpty }

    /// Commits what is still open before time moves: the implicit transaction, and any the
    /// caller began and never committed (reported through ``onDiagnostic``).
    func commitOpenLayerTransactions() {
        while let t = layerTransactions.last {
            if !t.isImplicit {
                onDiagnostic?(
                    "CATransaction.begin() without a matching commit(); the host committed it at the next frame")
            }
            commitTransaction()
        }
    }

    /// The transaction settings are written to: the innermost open one, or a new implicit one.
    private var writableTransaction: LayerTransaction { layerTransactions.last ?? openLayerTransaction(implicit: true) }

    /// `CATransaction.setAnimationDuration(_:)` (finite, ≥ 0).
    public func setTransactionAnimationDuration(_ seconds: Double) { writableTransaction.animationDuration = seconds }

    /// `CATransaction.setAnimationTimingFunction(_:)`; nil restores the default.
    public func setTransactionTimingFunction(_ f: TimingFunction?) { writableTransaction.timingFunction = .some(f) }

    /// `CATransaction.setDisableActions(_:)`.
    public func setTransactionDisableActions(_ disable: Bool) { writableTransaction.disableActions = disable }

    /// `CATransaction.setCompletionBlock(_:)`: `completion` runs once, after the transaction is
    /// committed and everything animated inside it has ended. Setting another one replaces it:
    /// the replaced one's `discard` is called at once instead.
    public func setTransactionCompletion(_ completion: (() -> Void)?, discard: (() -> Void)? = nil) {
        let t = writableTransaction
        let replaced = t.discard
        t.completion = completion
        t.discard = discard
        replaced?()
    }

    /// `CATransaction.animationDuration()`: the innermost setting, or Core Animation's 0.25 s.
    public var transactionAnimationDuration: Double {
        layerTransactions.reversed().lazy.compactMap(\.animationDuration).first ?? 0.25
    }

    /// `CATransaction.animationTimingFunction()`: the innermost setting, or nil (the default).
    /// A `UIView` animation block opened inside a transaction whose timing function is set,
    /// and whose options name no curve, animates along it (the way iOS code gives UIView
    /// animations a custom curve); an explicit curve option wins.
    public var transactionTimingFunction: TimingFunction? {
        layerTransactions.reversed().lazy.compactMap(\.timingFunction).first ?? nil
    }

    /// True when a change to a standalone layer (``Layer/hasImplicitActions``) animates now:
    /// animations are enabled and no open transaction disables actions.
    var implicitActionsAllowed: Bool { areAnimationsEnabled && !transactionDisablesActions }

    /// Core Animation's implicit action for a change to a standalone layer: an animation of
    /// `property` from what the layer showed to its new value, over the transaction's duration
    /// along its timing function (Core Animation's default curve when it has none), added
    /// under the property's name (so a second change replaces it) inside the current
    /// transaction — opening the implicit one if none is open, so its completion waits for it.
    func addImplicitAction(to layer: Layer, _ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue)
    {
        _ = writableTransaction
        let timing = transactionTimingFunction ?? .bezier(CubicBezier.default)
        let a = Animation(
            property: property, from: from, to: to, duration: transactionAnimationDuration, timingFunction: timing)
        install(a, on: layer, key: property.rawValue, isRemovedOnCompletion: true, didStart: nil, didStop: nil)
    }

    /// The implicit action for a new path of a standalone layer (see ``addImplicitAction(to:_:from:to:)``).
    func addImplicitPathAction(to layer: Layer, from: Path, to: Path) {
        _ = writableTransaction
        let timing = transactionTimingFunction ?? .bezier(CubicBezier.default)
        let a = Animation(
            paths: [from, to], keyframes: false, duration: transactionAnimationDuration, timingFunction: timing,
            timing: MediaTiming())
        install(a, on: layer, key: "path", isRemovedOnCompletion: true, didStart: nil, didStop: nil)
    }

    /// The implicit action for a new gradient of a standalone layer: every part, from what
    /// was shown (see ``addImplicitAction(to:_:from:to:)``).
    func addImplicitGradientAction(to layer: Layer, from: GradientStyle, to: GradientStyle) {
        _ = writableTransaction
        let timing = transactionTimingFunction ?? .bezier(CubicBezier.default)
        let a = Animation(
            gradients: [from, to], parts: .all, keyframes: false, duration: transactionAnimationDuration,
            timingFunction: timing,
            timing: MediaTiming())
        install(a, on: layer, key: "gradient", isRemovedOnCompletion: true, didStart: nil, didStop: nil)
    }

    /// `CATransaction.disableActions()`: the innermost setting, or false.
    public var transactionDisablesActions: Bool {
        layerTransactions.reversed().lazy.compactMap(\.disableActions).first ?? false
    }
}
