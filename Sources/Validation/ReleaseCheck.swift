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
        // Leftwards from 80 % of the width (the direction a forward custom-container pan
        // takes), 60 % and 10 % of the way, over half a second.
        for (label, share) in [("a long drag", 0.6), ("a short drag", 0.1)] {
            let stage = c.stage()
            let (interaction, animator) = try interactionWithDefaultAnimator(p, stage)
            let width = stage.size.width, height = stage.size.height
            let start = Point(x: width * 0.8, y: height * 0.7)
            let dragFrames = 30, fps = 60.0
            let release = dragFrames + 1, look = release + Int(releaseLimit * fps)
            var heldAt: Double?
            let run = stage.run(animator: animator, interaction: interaction, maxSeconds: 12) { ctx, frame in
                let t = Double(frame) / fps
                let dx = -width * share * Double(min(frame, dragFrames)) / Double(dragFrames)
                let velocity = Point(x: frame <= release ? -width * share / 0.5 : 0, y: 0)
                let translation = Point(x: dx, y: 0)
                if frame == 0 {
                    interaction.handle(InputEvent(.pointer(.began, location: start, translation: .zero, velocity: .zero), time: t), context: ctx)
                } else if frame <= dragFrames {
                    interaction.handle(InputEvent(.pointer(.changed, location: start + translation, translation: translation, velocity: velocity), time: t), context: ctx)
                } else if frame == release {
                    interaction.handle(InputEvent(.pointer(.ended, location: start + translation, translation: translation, velocity: velocity), time: t), context: ctx)
                }
                interaction.handle(InputEvent(.tick(delta: 1 / fps), time: t), context: ctx)
                if frame == look, let driver = ctx.driver, case .interactive = driver.state { heldAt = driver.percent }
                // The host lets go of a held transition so the run ends.
                if frame == look + 1, heldAt != nil, !ctx.isCompleted { ctx.cancelInteractiveTransition() }
            }
            if let held = heldAt {
                return .fail("after \(label) released at \(Rounding.format(Double(release) / fps)) s, the transition was still held at \(Rounding.format(held * 100)) % \(Rounding.format(releaseLimit)) s later: when the gesture ends, end the transition — in the gesture handler's .ended and .cancelled cases call finish() or cancel() (UIPercentDrivenInteractiveTransition), or the context's finishInteractiveTransition() or cancelInteractiveTransition()")
            }
            guard run.ended else {
                return .fail("after \(label) the transition was still running 12 s after it started; after finish or cancel, stop driving it")
            }
            said.append("\(label): \(run.context.transitionWasCancelled ? "cancelled" : "finished")")
        }
        return .pass("a drag released ends the transition within \(Rounding.format(releaseLimit)) s (\(said.joined(separator: "; ")))")
    }
}
