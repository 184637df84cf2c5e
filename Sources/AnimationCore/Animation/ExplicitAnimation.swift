/// An explicit animation as Core Animation's `CABasicAnimation`, `CASpringAnimation` and
/// `CAKeyframeAnimation` describe one, before the engine resolves it against the layer
/// (``AnimationEngine/addExplicit(_:to:didStart:didStop:)``).
///
/// Values follow Core Animation's rules for `fromValue`, `toValue` and `byValue`: both ends
/// given, or one end and a difference, or one of them alone, the missing end being what the
/// layer shows when the animation is added (its presentation value; for a transform component
/// 0, or 1 for a scale). The model value does not change: that is the caller's business, as in
/// Core Animation.
public struct ExplicitAnimation: Sendable {
    /// What it animates.
    public var keyPath: LayerKeyPath
    /// `fromValue`, `toValue`, `byValue` (nil: not set), of the key path's kind.
    public var from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?
    /// Core Animation's `CAKeyframeAnimation`: `values`, `keyTimes` and `calculationMode`
    /// (the ends above are then ignored). Values of the key path's kind.
    public var keyframes: KeyframeTrack?
    /// Seconds of one pass (≤ 0: Core Animation's 0.25).
    public var duration: Double
    /// A cubic Bézier (`timingFunction`; linear by default, as in Core Animation) or a spring.
    public var timingFunction: TimingFunction
    /// `beginTime` (0: now), `speed`, `timeOffset`, `repeatCount`, `repeatDuration`,
    /// `autoreverses`, `fillMode`, in the layer's time.
    public var timing: MediaTiming
    /// False: kept on the layer after its end.
    public var isRemovedOnCompletion: Bool
    /// The key it is added under; adding another with the same key replaces it.
    public var key: String?
    /// For the `path` key path: the paths that the values name by index (`from`, `to` and the
    /// keyframe values are then numbers: 0 for the first path, 1 for the second…).
    public var paths: [Path] = []
    /// For the gradient key paths (`colors`, `locations`, `startPoint`, `endPoint`): the
    /// gradients the values name by index, as ``paths`` for `path`; only the key path's part
    /// of each counts.
    public var gradients: [GradientStyle] = []
    /// For `position`: motion along a path instead of `values` (Core Animation's
    /// `CAKeyframeAnimation.path`).
    public var motion: MotionPath?
    /// Core Animation's `rotationMode` for ``motion``: the layer turns to face along the path.
    public var motionRotation: MotionRotation = .none
    /// Core Animation's `isAdditive`: the value is added to what the layer shows (see
    /// ``AdditiveTrack``); ignored for `path` and motion along a path.
    public var isAdditive = false
    /// Core Animation's `isCumulative` (see ``Animation/isCumulative``).
    public var isCumulative = false

    /// An animation of `keyPath` with the given values, linear, 0.25 s, removed on completion.
    public init(
        keyPath: LayerKeyPath, from: AnimatableValue? = nil, to: AnimatableValue? = nil, by: AnimatableValue? = nil,
        keyframes: KeyframeTrack? = nil, duration: Double = 0.25, timingFunction: TimingFunction = .linear,
        timing: MediaTiming = MediaTiming(), isRemovedOnCompletion: Bool = true, key: String? = nil
    ) {
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.by = by
        self.keyframes = keyframes
        self.duration = duration
        self.timingFunction = timingFunction
        self.timing = timing
        self.isRemovedOnCompletion = isRemovedOnCompletion
        self.key = key
    }
}

/// Why an explicit animation was refused.
public enum ExplicitAnimationError: Error, Equatable, CustomStringConvertible {
    /// A value of the wrong kind for the key path (which, and what it needs).
    case wrongKind(keyPath: String, needs: String)
    /// `byValue` on a whole transform (Core Animation adds matrices there, which this engine
    /// does not do).
    case byOnTransform
    /// A `path` value that names no path (its index, and how many paths there are), or a
    /// `byValue` on `path`, which has no meaning.
    case badPath(String)
    /// A gradient value that names no gradient, or a `byValue` on a gradient key path.
    case badGradient(String)

    public var description: String {
        switch self {
        case let .wrongKind(k, needs): return "the values for \(k) must be \(needs)"
        case .byOnTransform: return "byValue is not supported for transform; give fromValue and toValue"
        case .badPath(let why): return "path animation: \(why)"
        case .badGradient(let why): return "gradient animation: \(why)"
        }
    }
}

extension AnimationEngine {
    // MARK: Explicit animations (layer.add(_:forKey:))

    /// Adds `spec` to `layer`, as Core Animation's `add(_:forKey:)`. It replaces the animation
    /// with the same key, and (the engine runs one per property) any animation of the same
    /// property; the replaced one's completion sees `finished == false`. Inside an open
    /// ``beginTransaction()`` it counts towards that transaction's completion.
    ///
    /// `didStart` runs once, at the first frame the animation applies (Core Animation's
    /// `animationDidStart`); `didStop` runs once, from a later frame, when it ends (`true`) or
    /// is removed early (`false`) — for an animation kept past its end, when it reaches its end.
    public func addExplicit(
        _ spec: ExplicitAnimation, to layer: Layer, didStart: (() -> Void)? = nil,
        didStop: ((Bool) -> Void)? = nil
    ) throws(ExplicitAnimationError) {
        // The properties in LayerExtras start from what the layer shows of them.
        var extra: AnimatableProperty?
        if case .property(let p) = spec.keyPath, p.isExtra { extra = p }
        let current =
            extra.map { layer.presentationExtras.value(of: $0) } ?? spec.keyPath.value(in: presentation(of: layer))
        let a: Animation
        if let motion = spec.motion {
            guard spec.keyPath == .property(.position) else {
                throw .wrongKind(keyPath: "\(spec.keyPath)", needs: "a position key path for motion along a path")
            }
            a = Animation(
                motion: motion, rotation: spec.motionRotation, duration: spec.duration,
                timingFunction: spec.timingFunction, timing: spec.timing)
        } else if spec.keyPath == .property(.path) || spec.keyPath == .property(.shadowPath) {
            a = try pathAnimation(spec, layer: layer)
        } else if case .gradient(let parts) = spec.keyPath {
            a = try gradientAnimation(spec, parts: parts, layer: layer)
        } else if spec.isAdditive, extra == nil {
            if let k = spec.keyframes {
                for v in k.values where !Self.sameKind(v, current) {
                    throw .wrongKind(keyPath: "\(spec.keyPath)", needs: Self.kindName(current))
                }
                a = Animation(
                    additive: spec.keyPath, content: .keyframes(k), duration: spec.duration,
                    timingFunction: spec.timingFunction, timing: spec.timing)
            } else {
                // A missing end of an additive animation adds nothing: zero of the kind.
                let (from, to) = try resolve(spec, current: Self.zero(like: current))
                a = Animation(
                    additive: spec.keyPath, content: .basic(from: from, to: to), duration: spec.duration,
                    timingFunction: spec.timingFunction, timing: spec.timing)
            }
        } else if let k = spec.keyframes {
            for v in k.values where !Self.sameKind(v, current) {
                throw .wrongKind(keyPath: "\(spec.keyPath)", needs: Self.kindName(current))
            }
            if case .property(let p) = spec.keyPath, spec.isCumulative, !p.isExtra,
                let c = Animation(
                    cumulative: p, keyframes: k, duration: spec.duration, timingFunction: spec.timingFunction,
                    timing: spec.timing)
            {
                a = c
            } else if case .property(let p) = spec.keyPath {
                a = Animation(
                    property: p, keyframes: k, duration: spec.duration, timingFunction: spec.timingFunction,
                    timing: spec.timing)
            } else {
                a = Animation(
                    keyPath: spec.keyPath, keyframes: k, duration: spec.duration, timingFunction: spec.timingFunction,
                    timing: spec.timing)
            }
        } else if case .property(let p) = spec.keyPath {
            let (from, to) = try resolve(spec, current: current)
            a = Animation(
                property: p, from: from, to: to, duration: spec.duration, timingFunction: spec.timingFunction,
                timing: spec.timing)
        } else {
            let (from, to) = try resolve(spec, current: current)
            a = Animation(
                keyPath: spec.keyPath, from: from, to: to, duration: spec.duration, timingFunction: spec.timingFunction,
                timing: spec.timing)
        }
        if case .basic = a.content, extra == nil { a.isCumulative = spec.isCumulative }
        install(
            a, on: layer, key: spec.key, isRemovedOnCompletion: spec.isRemovedOnCompletion, didStart: didStart,
            didStop: didStop)
    }

    /// Puts an explicit animation on `layer` under `key` (replacing the one there), with its
    /// stop in a completion group of its own (inside the open transaction, if any) and its
    /// start reported at its first frame.
    func install(
        _ a: Animation, on layer: Layer, key: String?, isRemovedOnCompletion: Bool, didStart: (() -> Void)?,
        didStop: ((Bool) -> Void)?
    ) {
        a.key = key
        a.isRemovedOnCompletion = isRemovedOnCompletion
        a.isExplicit = true
        if let key, let old = layer.animations.first(where: { $0.key == key }) {
            remove(old, from: layer, finished: false)
        }
        let g = makeGroup(didStop)
        a.group = g
        g.pending += 1
        add(a, to: layer)
        close(g)
        if let didStart {
            a.onStart = didStart
            pendingStarts.append((a, layer))
        }
    }

    /// The animation of a `path` spec: its values resolved to paths (a missing end is the path
    /// the layer shows; an empty path when it has none).
    /// For `shadowPath`, a missing end is the shadow path shown, or the bounds' rectangle (what
    /// casts the shadow without one).
    private func pathAnimation(_ spec: ExplicitAnimation, layer: Layer) throws(ExplicitAnimationError) -> Animation {
        let isShadow = spec.keyPath == .property(.shadowPath)
        let shown =
            isShadow
            ? (layer.presentationExtras.shadowPath ?? Self.rectanglePath(presentation(of: layer).bounds))
            : (layer.presentationPath ?? Path())
        let (paths, keyframes) = try Self.indexed(
            spec, spec.paths, shown: shown, noun: "path", error: ExplicitAnimationError.badPath)
        return Animation(
            paths: paths, keyframes: keyframes, keyTimes: spec.keyframes?.keyTimes,
            mode: spec.keyframes?.mode ?? .linear,
            segmentCurves: spec.keyframes?.segmentCurves ?? [], duration: spec.duration,
            timingFunction: spec.timingFunction, timing: spec.timing,
            property: isShadow ? .shadowPath : .path)
    }

    /// A gradient animation of `parts` from `spec` (values name ``ExplicitAnimation/gradients``
    /// by index; a missing end is the gradient shown now).
    private func gradientAnimation(_ spec: ExplicitAnimation, parts: GradientStyle.Components, layer: Layer)
        throws(ExplicitAnimationError) -> Animation
    {
        let (list, keyframes) = try Self.indexed(
            spec, spec.gradients, shown: layer.presentationGradient ?? GradientStyle(colors: []), noun: "gradient",
            error: ExplicitAnimationError.badGradient)
        return Animation(
            gradients: list, parts: parts, keyframes: keyframes, keyTimes: spec.keyframes?.keyTimes,
            mode: spec.keyframes?.mode ?? .linear,
            segmentCurves: spec.keyframes?.segmentCurves ?? [], duration: spec.duration,
            timingFunction: spec.timingFunction, timing: spec.timing)
    }

    /// The closed rectangle `r` as a path (four lines, as Core Graphics' `CGPath(rect:)`).
    static func rectanglePath(_ r: Rect) -> Path {
        Path([
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)), .line(Point(x: r.maxX, y: r.maxY)),
            .line(Point(x: r.minX, y: r.maxY)), .close
        ])
    }

    /// The items a spec's values name by index: every keyframe's (`keyframes` true), or the
    /// from and to (a missing end is `shown`; a `byValue` has no meaning). `error` wraps why a
    /// value is refused.
    private static func indexed<T>(
        _ spec: ExplicitAnimation, _ items: [T], shown: T, noun: String,
        error: (String) -> ExplicitAnimationError
    ) throws(ExplicitAnimationError) -> (items: [T], keyframes: Bool) {
        func item(_ v: AnimatableValue) throws(ExplicitAnimationError) -> T {
            guard case .scalar(let x) = v, x.isFinite, x >= 0, x == x.rounded(), Int(x) < items.count else {
                throw error("value \(v) names none of the \(items.count) \(noun)s given")
            }
            return items[Int(x)]
        }
        if let k = spec.keyframes {
            var list: [T] = []
            for v in k.values { list.append(try item(v)) }
            return (list, true)
        }
        guard spec.by == nil else { throw error("byValue has no meaning for a \(noun); give fromValue and toValue") }
        let from = try spec.from.map { v throws(ExplicitAnimationError) in try item(v) } ?? shown
        let to = try spec.to.map { v throws(ExplicitAnimationError) in try item(v) } ?? shown
        return ([from, to], false)
    }

    /// Removes the explicit animation added under `key` (Core Animation's
    /// `removeAnimation(forKey:)`); its `didStop` sees `false` unless it had already ended.
    /// False when there is none.
    @discardableResult
    public func removeAnimation(forKey key: String, from layer: Layer) -> Bool {
        guard let a = layer.animations.first(where: { $0.key == key }) else { return false }
        remove(a, from: layer, finished: false)
        return true
    }

    /// The keys of `layer`'s explicit animations, in the order they were added.
    public func explicitAnimationKeys(of layer: Layer) -> [String] { layer.animations.compactMap(\.key) }

    /// The two ends of `spec` (Core Animation's from/to/by rules), `current` standing in for a
    /// missing end.
    private func resolve(_ spec: ExplicitAnimation, current: AnimatableValue) throws(ExplicitAnimationError) -> (
        AnimatableValue, AnimatableValue
    ) {
        for v in [spec.from, spec.to, spec.by].compactMap({ $0 }) where !Self.sameKind(v, current) {
            throw .wrongKind(keyPath: "\(spec.keyPath)", needs: Self.kindName(current))
        }
        func add(_ a: AnimatableValue, _ b: AnimatableValue, _ sign: Double) throws(ExplicitAnimationError)
            -> AnimatableValue
        {
            switch (a, b) {
            case let (.scalar(x), .scalar(y)): return .scalar(x + sign * y)
            case let (.point(x), .point(y)): return .point(Point(x: x.x + sign * y.x, y: x.y + sign * y.y))
            case let (.rect(x), .rect(y)):
                return .rect(
                    Rect(
                        x: x.origin.x + sign * y.origin.x, y: x.origin.y + sign * y.origin.y,
                        width: x.size.width + sign * y.size.width, height: x.size.height + sign * y.size.height))
            case let (.color(x), .color(y)):
                return .color(
                    Color(
                        red: x.red + sign * y.red, green: x.green + sign * y.green, blue: x.blue + sign * y.blue,
                        alpha: x.alpha + sign * y.alpha))
            default: throw .byOnTransform
            }
        }
        switch (spec.from, spec.to, spec.by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, try add(f, b, 1))
        case let (nil, t?, b?): return (try add(t, b, -1), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, try add(current, b, 1))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The zero of `v`'s kind (the identity for a transform).
    private static func zero(like v: AnimatableValue) -> AnimatableValue {
        switch v {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(Color(red: 0, green: 0, blue: 0, alpha: 0))
        case .transform: return .transform(.identity)
        }
    }

    private static func sameKind(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        switch (a, b) {
        case (.scalar, .scalar), (.point, .point), (.rect, .rect), (.transform, .transform), (.color, .color):
            return true
        default: return false
        }
    }

    private static func kindName(_ v: AnimatableValue) -> String {
        switch v {
        case .scalar: return "numbers"
        case .point: return "points"
        case .rect: return "rects (bounds.size: sizes)"
        case .transform: return "transforms"
        case .color: return "colours"
        }
    }
}
