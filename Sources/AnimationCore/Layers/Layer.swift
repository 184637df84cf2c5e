/// A node of the render tree, Core Animation style: a **model** state that changes the moment
/// it is set, a list of running animations, and a **presentation** state that the engine
/// computes from both at the current time.
///
/// Every ``View`` is backed by one layer; the layer tree mirrors the view tree and is changed
/// only through views. Setting an animatable property inside one of the engine's animation
/// transactions adds an animation from the old value (or the current presentation value with
/// `beginFromCurrentState`) to the new one.
public final class Layer {
    /// Position in the engine's registry of animated layers (-1 when not registered); the
    /// index of this layer's record in the engine's ``AnimationStore``.
    var registryIndex = -1
    var timeEpoch = -1
    var cachedTime: Double?
    /// The parent layer. Not `weak`: the time and render walks read it for every layer every
    /// frame, and a weak load is an atomic side-table operation. It is cleared when the layer is
    /// detached and when the parent goes away (this class's deinit), so it never dangles.
    public internal(set) var superlayer: Layer? {
        get { parentStorage }
        set {
            parentStorage = newValue
            engine.superlayerChanged(self)
        }
    }
    unowned(unsafe) private var parentStorage: Layer?
    /// Time of this layer's subtree relative to its parent's (``MediaTiming``). Changes take
    /// effect at once and are never animated.
    public var timing = MediaTiming() { didSet { engine.timingChanged(self) } }

    /// Sets ``timing`` on a plugin's behalf: timing observers hear of it first, so that a
    /// cancelled transition puts it back (the host's own changes, such as the interaction
    /// driver pausing the container, set ``timing`` directly and are not recorded).
    public func setTimingForClient(_ t: MediaTiming) {
        guard t != timing else { return }
        engine.layerTimingWillChange(self)
        timing = t
    }
    /// Identifier, unique within the engine, in creation order (deterministic across runs).
    public let id: Int
    /// The engine that animates this layer.
    public unowned let engine: AnimationEngine
    /// Child layers, back to front in insertion order (``LayerState/zPosition`` reorders
    /// drawing, not this list).
    public internal(set) var sublayers: [Layer] = []

    var state: LayerState
    /// A short label that renderers draw in the layer, so frames show which view is which.
    public var title: String? {
        willSet { if newValue != title { engine.layerWillChange(self) } }
    }
    /// Core Animation's `sublayerTransform`: applied to the sublayers (not to this layer),
    /// about this layer's anchor point, so a perspective set here (`m34`) gives every sublayer
    /// one vanishing point at that point. Not animated (UIKit does not animate it for a view's
    /// layer), and kept out of ``LayerState`` so the per-frame state stays small.
    public var sublayerTransform: Transform3D {
        get { extras.sublayerTransform }
        set { extras.sublayerTransform = newValue }
    }
    /// Core Animation's `borderWidth`, points (≥ 0): a ring of this width just inside the
    /// bounds, drawn above the sublayers. Not animated (UIKit does not animate it for a view's
    /// layer).
    public var borderWidth: Double {
        get { extras.borderWidth }
        set { extras.borderWidth = newValue }
    }
    /// Core Animation's `borderColor` (opaque black by default).
    public var borderColor: Color {
        get { extras.borderColor }
        set { extras.borderColor = newValue }
    }
    /// The drawing properties kept out of ``LayerState`` (so the per-frame state stays small):
    /// recorded and restored with the rest by a cancelled transition's journal.
    public var extras = LayerExtras() {
        willSet { if newValue != extras { engine.layerWillChange(self) } }
        didSet {
            guard oldValue != extras else { return }
            if oldValue.mask != extras.mask {
                maskChanged(from: oldValue.mask?.view.layer, to: extras.mask?.view.layer)
            }
            engine.invalidate()
        }
    }

    /// A mask layer takes its time from the layer it masks (so that a paused or scrubbed
    /// transition moves its animations too) without being one of its sublayers.
    private func maskChanged(from old: Layer?, to new: Layer?) {
        if let old, old.parentStorage === self, !sublayers.contains(where: { $0 === old }) { old.superlayer = nil }
        if let new { new.superlayer = self }
    }

    /// True for a standalone layer (Core Animation's `CALayer()`, not a view's): a change to
    /// one of its animatable properties made outside a UIView animation block animates
    /// implicitly, as Core Animation's actions do (see ``AnimationEngine/addImplicitAction(to:_:from:to:)``),
    /// unless the transaction disables actions. A view's layer has none (UIKit disables them).
    public var hasImplicitActions = false
    /// The view's `tag` (`AP_PROP_TAG`): kept here, not in the layer's state, because it is
    /// neither drawn nor animated nor restored on a cancel; one store for every plugin that
    /// shares the view.
    public var tag = 0
    /// The engine's turn when the layer was made.
    let bornTurn: Int

    /// True when a change now would animate implicitly: a standalone layer that has been drawn
    /// (made in an earlier turn, and in a tree: Core Animation does not animate a layer before
    /// it is on screen), with actions allowed.
    private var actsImplicitly: Bool {
        hasImplicitActions && superlayer != nil && bornTurn < engine.turn && engine.implicitActionsAllowed
    }

    /// The running animations, in the order they were added (their per-frame data lives in
    /// the engine's store).
    var animations: [Animation] = []
    /// The bits (``AnimatableProperty/bit``) of the properties ``animations`` animate, kept by
    /// the engine as it adds and removes them: the render model asks every layer of every frame
    /// whether it runs a transition, a path, a gradient or an extra's animation, and reading
    /// each animation object for that cost more than the rest of a plain layer's walk.
    var animatedProperties: UInt32 = 0
    /// Per-frame data of running animations beyond the store's three inline slots.
    var extraSlots: [AnimationSlot] = []

    init(engine: AnimationEngine, state: LayerState) {
        self.engine = engine
        self.id = engine.makeLayerID()
        self.state = state
        self.bornTurn = engine.turn
    }

    /// Clears the children's back pointers without notifying the engine, which may already be
    /// gone (a layer can outlive its engine's last use, e.g. when the engine is released first).
    deinit {
        for s in sublayers where s.parentStorage === self { s.parentStorage = nil }
        if let m = extras.mask?.view.layer, m.parentStorage === self { m.parentStorage = nil }
    }

    // MARK: Model

    /// The model state: what was last set.
    public var model: LayerState { state }

    /// The presentation state: the model with the running animations applied at the engine's
    /// current time.
    public var presentation: LayerState { engine.presentation(of: self) }

    /// This layer's local time now (`nil` when an ancestor's timing is inactive).
    public var localTime: Double? { engine.localTime(of: self) }

    /// Sets an animatable property: records the old state for change observers, computes where
    /// an animation (if one is being made) starts, writes the model, adds the animation.
    /// Always inlined: with the property a constant at each setter, the compiler works on the
    /// one field instead of copying `AnimatableValue`s (up to a 4×4 matrix) through memcpy.
    @inline(__always)
    func set(_ p: AnimatableProperty, _ v: AnimatableValue) {
        let old = state.value(of: p)
        guard old != v else { return }
        engine.layerWillChange(self)
        // Outside an animation block (most sets) skip the call, which takes the old value by
        // copy (an `AnimatableValue` can be a 4×4 matrix).
        let start = engine.transactions.isEmpty ? nil : engine.transactionStartValue(for: self, p, old: old)
        let implicitFrom = start == nil && hasImplicitActions && actsImplicitly ? presentation.value(of: p) : nil
        state.set(p, v)
        engine.modelChanged(self)
        if let start {
            engine.addTransactionAnimation(to: self, p, from: start, to: v)
        } else if let implicitFrom {
            engine.addImplicitAction(to: self, p, from: implicitFrom, to: v)
        }
    }

    /// `bounds`, animatable.
    public var bounds: Rect {
        get { state.bounds }
        set { set(.bounds, .rect(newValue)) }
    }
    /// `position`, animatable.
    public var position: Point {
        get { state.position }
        set { set(.position, .point(newValue)) }
    }
    /// `transform`, animatable.
    public var transform: Transform3D {
        get { state.transform }
        set { set(.transform, .transform(newValue)) }
    }
    /// `opacity`, animatable.
    public var opacity: Double {
        get { state.opacity }
        set { set(.opacity, .scalar(newValue)) }
    }
    /// `backgroundColor`, animatable.
    public var backgroundColor: Color {
        get { state.backgroundColor }
        set { set(.backgroundColor, .color(newValue)) }
    }
    /// `cornerRadius`, animatable.
    public var cornerRadius: Double {
        get { state.cornerRadius }
        set { set(.cornerRadius, .scalar(newValue)) }
    }
    /// `anchorPoint` (not animated; changing it moves the layer unless ``position`` is
    /// adjusted too, exactly as in Core Animation).
    public var anchorPoint: Point {
        get { state.anchorPoint }
        set { setPlain(\.anchorPoint, newValue) }
    }
    /// `anchorPointZ` (not animated), points: the depth the transform applies about.
    public var anchorPointZ: Double {
        get { state.anchorPointZ }
        set { setPlain(\.anchorPointZ, newValue) }
    }
    /// `zPosition` (not animated).
    public var zPosition: Double {
        get { state.zPosition }
        set { setPlain(\.zPosition, newValue) }
    }
    /// `isHidden` (not animated).
    public var isHidden: Bool {
        get { state.isHidden }
        set { setPlain(\.isHidden, newValue) }
    }
    /// `masksToBounds` (not animated).
    public var masksToBounds: Bool {
        get { state.masksToBounds }
        set { setPlain(\.masksToBounds, newValue) }
    }
    /// `isDoubleSided` (not animated): see ``LayerState/isDoubleSided``.
    public var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { setPlain(\.isDoubleSided, newValue) }
    }

    /// `shadowOpacity` (0…1). Animated only by explicit animations (UIKit's animation blocks
    /// do not animate it).
    public var shadowOpacity: Double {
        get { state.shadowOpacity }
        set { setWithoutAction(.shadowOpacity, .scalar(newValue)) }
    }
    /// A shape layer's `strokeStart` (explicit animations only, as ``shadowOpacity``).
    public var strokeStart: Double {
        get { state.strokeStart }
        set { setWithoutAction(.strokeStart, .scalar(newValue)) }
    }
    /// A shape layer's `strokeEnd`.
    public var strokeEnd: Double {
        get { state.strokeEnd }
        set { setWithoutAction(.strokeEnd, .scalar(newValue)) }
    }
    /// A shape layer's `lineWidth`, points.
    public var lineWidth: Double {
        get { state.lineWidth }
        set { setWithoutAction(.lineWidth, .scalar(newValue)) }
    }
    /// A shape layer's `fillColor`.
    public var fillColor: Color {
        get { state.fillColor }
        set { setWithoutAction(.fillColor, .color(newValue)) }
    }
    /// A shape layer's `strokeColor`.
    public var strokeColor: Color {
        get { state.strokeColor }
        set { setWithoutAction(.strokeColor, .color(newValue)) }
    }
    /// A shape layer's `path` (nil: no shape). Explicit `path` animations move what is shown.
    public var path: Path? {
        get { extras.path }
        set {
            guard newValue != extras.path else { return }
            let shown = actsImplicitly ? presentationPath : nil
            extras.path = newValue
            if let shown, let newValue { engine.addImplicitPathAction(to: self, from: shown, to: newValue) }
        }
    }

    /// A gradient layer's gradient (nil: none). On a standalone layer a change animates
    /// implicitly, as Core Animation's do (the whole gradient, from what is shown).
    public var gradient: GradientStyle? {
        get { extras.gradient }
        set {
            guard newValue != extras.gradient else { return }
            let shown = actsImplicitly ? presentationGradient : nil
            extras.gradient = newValue
            if let shown, let newValue { engine.addImplicitGradientAction(to: self, from: shown, to: newValue) }
        }
    }

    /// The path shown now: a running `path` animation's, else the model's.
    public var presentationPath: Path? {
        // Most layers have no animation at all: no time to compute.
        if animates(.path), let t = localTime {
            // The last-added path animation that applies (later ones apply over earlier ones).
            for a in animations.reversed() where a.property == .path { if let p = a.path(atLayerTime: t) { return p } }
        }
        return extras.path
    }

    /// The gradient shown now: the model's (``LayerExtras/gradient``) with each running
    /// gradient animation's parts applied over it, in the order they were added.
    public var presentationGradient: GradientStyle? {
        guard animates(.gradient), let t = localTime else {
            return extras.gradient
        }
        var shown = extras.gradient
        for a in animations where a.property == .gradient {
            guard let g = a.gradient(atLayerTime: t) else { continue }
            shown = shown.map { $0.merging(g, a.gradientParts) } ?? g
        }
        return shown
    }

    /// The extras shown now: the model's (``extras``) with each running explicit animation of
    /// a property held there (``AnimatableProperty/isExtra``: border, shadow colour, radius,
    /// offset and path, sublayer transform, dash phase) applied over it, in the order they
    /// were added. Costs one emptiness check on a layer without animations.
    public var presentationExtras: LayerExtras {
        guard animatedProperties >> UInt32(AnimatableProperty.borderWidth.bit) != 0, let t = localTime else {
            return extras
        }
        var x = extras
        for a in animations where a.property.isExtra {
            if a.property == .shadowPath {
                if let p = a.path(atLayerTime: t) { x.shadowPath = p }
            } else if let v = a.extraValue(atLayerTime: t) {
                x.set(a.property, v)
            }
        }
        return x
    }

    /// True when one of ``animations`` animates `p` (running or not yet begun).
    @inline(__always) func animates(_ p: AnimatableProperty) -> Bool {
        animatedProperties & (1 << UInt32(p.bit)) != 0
    }

    /// The last-added `CATransition` that applies now, and its progress.
    public var runningTransition: (transition: LayerTransition, progress: Double)? {
        guard animates(.transition), let t = localTime else {
            return nil
        }
        for a in animations.reversed() where a.property == .transition {
            if let tr = a.transition, let p = a.transitionProgress(atLayerTime: t) { return (tr, p) }
        }
        return nil
    }

    /// Sets an animatable property's model value without adding a UIView block's animation:
    /// for the properties UIKit's blocks do not animate, which only explicit animations (and a
    /// standalone layer's implicit actions) move.
    private func setWithoutAction(_ p: AnimatableProperty, _ v: AnimatableValue) {
        guard state.value(of: p) != v else { return }
        engine.layerWillChange(self)
        let implicitFrom = actsImplicitly ? presentation.value(of: p) : nil
        state.set(p, v)
        engine.modelChanged(self)
        if let implicitFrom { engine.addImplicitAction(to: self, p, from: implicitFrom, to: v) }
    }

    private func setPlain<T: Equatable>(_ key: WritableKeyPath<LayerState, T>, _ v: T) {
        guard state[keyPath: key] != v else { return }
        engine.layerWillChange(self)
        state[keyPath: key] = v
        engine.modelChanged(self)
    }

    /// `frame` (see ``LayerState/frame`` for its meaning under a transform). Setting it sets
    /// the bounds size and the position for the current anchor point, ignoring the transform,
    /// and animates both inside a transaction.
    public var frame: Rect {
        get { state.frame }
        set {
            let f = newValue.standardized
            let placed = LayerState.placing(frame: f, anchorPoint: state.anchorPoint, transform: state.transform)
            var b = state.bounds
            b.size = placed.size
            bounds = b
            position = placed.position
        }
    }

    /// Restores a whole recorded state and title at once, without animating (used to undo a
    /// cancelled transition). Running animations are left alone.
    public func restore(_ s: LayerState, title t: String?, extras x: LayerExtras = LayerExtras()) {
        engine.layerWillChange(self)
        state = s
        engine.modelChanged(self)
        if title != t { title = t }
        if extras != x { extras = x }
    }

    // MARK: Animations

    /// The properties with an animation (running, or kept past its end), in the order they
    /// were added.
    public var animationKeys: [AnimatableProperty] { animations.map(\.property) }

    /// The properties with an animation still running (not kept past its end).
    public var runningAnimationKeys: [AnimatableProperty] { runningAnimations.map(\.property) }

    /// The animations still running (not kept past their end), in the order they were added.
    public var runningAnimations: [Animation] { animations.filter { !$0.isHeld } }

    /// The animations kept past their end (`isRemovedOnCompletion` false), oldest first.
    public var heldAnimations: [Animation] { animations.filter(\.isHeld) }

    /// The first running animation of a property (explicit animations may add more: see
    /// ``animations(for:)``).
    public func animation(for p: AnimatableProperty) -> Animation? { animations.first { $0.property == p } }

    /// Every animation of a property, in the order they apply.
    public func animations(for p: AnimatableProperty) -> [Animation] { animations.filter { $0.property == p } }

    /// Adds an animation as a UIView block does: it replaces the running animation of the same
    /// property. A `beginTime` of 0 starts it now.
    public func add(_ a: Animation) { engine.add(a, to: self) }

    /// Removes the animations of one property; their completions see `finished == false`.
    public func removeAnimation(for p: AnimatableProperty) {
        for a in animations(for: p) { engine.remove(a, from: self, finished: false) }
    }

    /// Removes every running animation; their completions see `finished == false`.
    public func removeAllAnimations() {
        for a in animations { engine.remove(a, from: self, finished: false) }
    }
}
