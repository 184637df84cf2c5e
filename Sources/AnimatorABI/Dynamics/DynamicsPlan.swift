import Foundation

/// A motion computed ahead (``DynamicsClock``'s planned mode): every body's centre, rotation
/// and velocities at each 1/60 s frame from `start` (virtual time), and the keyframe
/// animations that show it.
struct DynamicsPlan {
    /// Virtual time of frame 0.
    let start: Double
    /// Frames recorded after frame 0.
    private(set) var frames = 0
    /// True when the motion ended with everything at rest.
    var rested = false
    /// Per frame, per body: x, y, angle, vx, vy, ω.
    private var samples: [Double] = []
    private let count: Int
    /// The views that got animations.
    private(set) var animatedViews: [UIView] = []

    static let positionKey = "UIDynamicAnimator.position"
    static let transformKey = "UIDynamicAnimator.transform"

    init(start: Double, bodies: [DynamicBody]) {
        self.start = start
        count = bodies.count
        samples.reserveCapacity(6 * count * 64)
        append(bodies)
    }

    /// Virtual time of the last frame.
    var end: Double { start + Double(frames) / DynamicsClock.frameRate }

    /// The frame shown at virtual time `t`.
    func frame(at t: Double) -> Int {
        let k = ((t - start) * DynamicsClock.frameRate + 1e-9).rounded(.down)
        return k.isFinite ? min(frames, max(0, Int(k))) : frames
    }

    mutating func record(_ bodies: [DynamicBody]) {
        append(bodies)
        frames += 1
    }

    private mutating func append(_ bodies: [DynamicBody]) {
        for b in bodies.prefix(count) {
            samples += [b.position.x, b.position.y, b.angle, b.velocity.x, b.velocity.y, b.angularVelocity]
        }
    }

    private func sample(_ k: Int, _ i: Int) -> ArraySlice<Double> {
        let o = (k * count + i) * 6
        return samples[o..<o + 6]
    }

    /// Puts frame `k`'s state into the world's bodies (the first `count` of them).
    func restore(frame k: Int, into world: inout DynamicsWorld) {
        for i in 0..<min(count, world.bodies.count) {
            let s = sample(k, i), o = s.startIndex
            world.bodies[i].position = DynamicsVector(s[o], s[o + 1])
            world.bodies[i].angle = s[o + 2]
            world.bodies[i].velocity = DynamicsVector(s[o + 3], s[o + 4])
            world.bodies[i].angularVelocity = s[o + 5]
            if k < frames { world.bodies[i].stillTime = 0 }
        }
    }

    /// True when `body` (as read from item `i`) is where the plan ends for it.
    func ends(body i: Int, at body: DynamicBody) -> Bool {
        guard i < count else { return false }
        let s = sample(frames, i), o = s.startIndex
        return abs(s[o] - body.position.x) < 1e-6 && abs(s[o + 1] - body.position.y) < 1e-6
            && abs(s[o + 2] - body.angle) < 1e-6
    }

    /// Sets `item` to body `i`'s state at frame `k`, and removes the plan's animations from it
    /// when they still play.
    func write(frame k: Int, body i: Int, to item: UIDynamicItem, removingAnimations: Bool) {
        guard i < count else { return }
        // Before the model changes: whether the view shows its animation tells if it plays.
        if removingAnimations, let v = item as? UIView, animatedViews.contains(where: { $0 === v }) {
            Self.removeAnimations(v)
        }
        let s = sample(k, i), o = s.startIndex
        item.center = CGPoint(x: s[o], y: s[o + 1])
        item.transform = CGAffineTransform(rotationAngle: CGFloat(s[o + 2]))
    }

    /// Removes the animations a plan added to `view` that still show — call it while the
    /// model still holds the plan's end (a view shows its model value when none plays: the
    /// host may already have ended them, as a cancelled interaction does, before telling the
    /// SDK).
    static func removeAnimations(_ view: UIView) {
        let keys = view.layer.animationKeys() ?? []
        if keys.contains(positionKey), moving(view) { view.layer.removeAnimation(forKey: positionKey) }
        if keys.contains(transformKey), turning(view) { view.layer.removeAnimation(forKey: transformKey) }
    }

    /// The view shows another centre than its model's.
    static func moving(_ view: UIView) -> Bool {
        let c = view.connection
        return c.point(view.handle, AP_PROP_CENTER, AP_SOURCE_PRESENTATION)
            != c.point(view.handle, AP_PROP_CENTER, AP_SOURCE_MODEL)
    }

    /// The view shows another transform than its model's.
    static func turning(_ view: UIView) -> Bool {
        let c = view.connection
        return c.affine(view.handle, AP_PROP_TRANSFORM, AP_SOURCE_PRESENTATION)
            != c.affine(view.handle, AP_PROP_TRANSFORM, AP_SOURCE_MODEL)
    }

    /// Adds to each view that moves a linear keyframe animation of `position` over the plan
    /// (and of `transform` when it turns), sampled at every frame; `end` becomes the
    /// delegate of the first one. `playing`: the views whose animations from the last plan
    /// still play (a turn that stops is removed from them).
    mutating func submit(items: [UIDynamicItem], end: DynamicsStretchEnd?, replacing playing: [UIView]) {
        guard frames > 0 else { return }
        let duration = Double(frames) / DynamicsClock.frameRate
        let wasPlaying = Set(playing.map { ObjectIdentifier($0) })
        for (i, item) in items.enumerated() where i < count {
            guard let view = item as? UIView else { continue }
            var moved = false, turned = false
            let first = sample(0, i)
            for k in 1...frames {
                let s = sample(k, i)
                if s[s.startIndex] != first[first.startIndex] || s[s.startIndex + 1] != first[first.startIndex + 1] {
                    moved = true
                }
                if s[s.startIndex + 2] != first[first.startIndex + 2] { turned = true }
                if moved && turned { break }
            }
            guard moved || turned else { continue }
            let position = CAKeyframeAnimation(keyPath: "position")
            position.values = (0...frames).map { k -> Any in
                let s = sample(k, i)
                return CGPoint(x: s[s.startIndex], y: s[s.startIndex + 1])
            }
            position.duration = duration
            position.calculationMode = .linear
            if let end, !end.attached {
                position.delegate = end
                end.attached = true
            }
            view.layer.add(position, forKey: Self.positionKey)
            if turned {
                let rotation = CAKeyframeAnimation(keyPath: "transform")
                rotation.values = (0...frames).map { k -> Any in
                    CATransform3DMakeRotation(CGFloat(sample(k, i)[sample(k, i).startIndex + 2]), 0, 0, 1)
                }
                rotation.duration = duration
                rotation.calculationMode = .linear
                view.layer.add(rotation, forKey: Self.transformKey)
            } else if wasPlaying.contains(ObjectIdentifier(view)),
                (view.layer.animationKeys() ?? []).contains(Self.transformKey)
            {
                view.layer.removeAnimation(forKey: Self.transformKey)
            }
            animatedViews.append(view)
        }
    }
}
