import AnimationCore
import HostContainer
import PluginRuntime
import TextFormat

/// The `releases` check: an interaction controller ends every transition it drives soon after
/// its gesture ends. On iOS the gesture handler's `.ended` and `.cancelled` cases call
/// `finish()` or `cancel()`; a controller that forgets holds the transition (and the app's
/// screen) half-way for ever. The check drags as a user does — a long drag and a short one,
/// each released — and looks one ``Checks/releaseLimit`` after the release: the transition
/// must no longer be held interactively. Controllers the app drives (no recognizer of their
/// own) pass when the host, playing the app, ends them (see the SDK's `AppDrivenRules`).
extension Checks {
    /// Seconds after the release by which the controller must have finished or cancelled.
    static let releaseLimit = 1.0

    static func releases(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        var said: [String] = []
        // Drags the way users make them — across and up and down, long (60 % of the way) and
        // short (10 %), over half a second from the middle — each released. Only a drag the
        // controller follows (the transition moved) is its gesture: a controller driven by keys
        // or time is not asked to end a drag it never took.
        let drags: [(label: String, direction: Point, share: Double)] = [
            ("a long drag to the left", Point(x: -1, y: 0), 0.6), ("a long drag to the right", Point(x: 1, y: 0), 0.6),
            ("a long drag up", Point(x: 0, y: -1), 0.6), ("a long drag down", Point(x: 0, y: 1), 0.6),
            ("a short drag to the left", Point(x: -1, y: 0), 0.1), ("a short drag to the right", Point(x: 1, y: 0), 0.1)
        ]
        // What the transition does with no drag (a controller driven by time moves anyway).
        var baseline: [Double] = []
        do {
            let stage = c.stage()
            let (interaction, animator) = try interactionWithDefaultAnimator(p, stage)
            _ = stage.run(animator: animator, interaction: interaction, maxSeconds: 2) { ctx, frame in
                interaction.handle(InputEvent(.tick(delta: 1 / 60), time: Double(frame) / 60), context: ctx)
                baseline.append(ctx.isCompleted ? -1 : ctx.driver?.percent ?? 0)
            }
        }
        for drag in drags {
            let stage = c.stage()
            let (interaction, animator) = try interactionWithDefaultAnimator(p, stage)
            let size = stage.size
            let start = Point(x: size.width / 2, y: size.height / 2)
            let extent = drag.direction.x != 0 ? size.width : size.height
            let dragFrames = 30, fps = 60.0
            let release = dragFrames + 1, look = release + Int(releaseLimit * fps)
            var heldAt: Double?, followed = false
            let run = stage.run(animator: animator, interaction: interaction, maxSeconds: 12) { ctx, frame in
                let t = Double(frame) / fps
                let distance = extent * drag.share * Double(min(frame, dragFrames)) / Double(dragFrames)
                let translation = Point(x: drag.direction.x * distance, y: drag.direction.y * distance)
                let speed = frame <= release ? extent * drag.share / 0.5 : 0
                let velocity = Point(x: drag.direction.x * speed, y: drag.direction.y * speed)
                if frame == 0 {
                    interaction.handle(
                        InputEvent(.pointer(.began, location: start, translation: .zero, velocity: .zero), time: t),
                        context: ctx)
                } else if frame <= dragFrames {
                    interaction.handle(
                        InputEvent(
                            .pointer(
                                .changed, location: start + translation, translation: translation, velocity: velocity),
                            time: t), context: ctx)
                } else if frame == release {
                    interaction.handle(
                        InputEvent(
                            .pointer(
                                .ended, location: start + translation, translation: translation, velocity: velocity),
                            time: t), context: ctx)
                }
                interaction.handle(InputEvent(.tick(delta: 1 / fps), time: t), context: ctx)
                if frame <= release {
                    let now = ctx.isCompleted ? -1 : ctx.driver?.percent ?? 0
                    if frame >= baseline.count || abs(now - baseline[frame]) > 1e-6 { followed = true }
                }
                if frame == look, let driver = ctx.driver, case .interactive = driver.state { heldAt = driver.percent }
                // The host lets go of a held transition so the run ends.
                if frame == look + 1, heldAt != nil, !ctx.isCompleted { ctx.cancelInteractiveTransition() }
            }
            guard followed else { continue }
            if let held = heldAt {
                return .fail(
                    "after \(drag.label) released at \(Rounding.format(Double(release) / fps)) s, the transition was still held at \(Rounding.format(held * 100)) % \(Rounding.format(releaseLimit)) s later: when the gesture ends, end the transition — in the gesture handler's .ended and .cancelled cases call finish() or cancel() (UIPercentDrivenInteractiveTransition), or the context's finishInteractiveTransition() or cancelInteractiveTransition()"
                )
            }
            guard run.ended else {
                return .fail(
                    "after \(drag.label) the transition was still running 12 s after it started; after finish or cancel, stop driving it"
                )
            }
            said.append("\(drag.label): \(run.context.transitionWasCancelled ? "cancelled" : "finished")")
        }
        if said.isEmpty { return .pass("it follows no drag (keys or time drive it), so no drag of its has to end") }
        return .pass(
            "every drag it followed ended the transition within \(Rounding.format(releaseLimit)) s of the release (\(said.joined(separator: "; ")))"
        )
    }
}
