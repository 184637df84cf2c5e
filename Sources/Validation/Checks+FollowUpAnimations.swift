import AnimationCore

extension Checks {
    /// Frames of slack between a follow-up animation's start and the end of the run: the
    /// run may end a frame after the one that completed the transition.
    static let followUpSlack = 2.5 / 60

    /// Whether animation `a` of `layer`, still running when the transition ended, is a
    /// follow-up: it began when the transition completed (in the completion block that calls
    /// `completeTransition`, after the transition's own animations ran their time), as a photo
    /// viewer fades its controls in once the zoom has landed. UIKit leaves such an animation
    /// to run on the views that stay on screen, so it is no fault of the transition's; one
    /// that began earlier and outlives the completion is (`completeTransition` was called
    /// before the animations ended). A transition that completed at once has no follow-ups:
    /// what it started is its own animation.
    static func isFollowUp(_ a: Animation, on layer: Layer, _ run: ValidationStage.Run) -> Bool {
        guard run.seconds > followUpSlack, let now = layer.localTime else { return false }
        return a.timing.beginTime >= now - followUpSlack
    }

    /// The warning for follow-up animations still running when the transition ended, or nil.
    static func followUpWarning(_ stage: ValidationStage, _ run: ValidationStage.Run) -> String? {
        let followUps = stage.root.subtree.filter { !stage.isHostChrome($0) }.map { v in
            (
                view: v,
                keys: v.layer.runningAnimations.filter { isFollowUp($0, on: v.layer, run) }.map(\.property.rawValue)
            )
        }.filter { !$0.keys.isEmpty }
        guard !followUps.isEmpty else { return nil }
        let views = followUps.map(\.view), keys = followUps.flatMap(\.keys)
        return
            "animations begun as the transition completed still run on \(views.map { $0.title ?? "#\($0.id)" }.joined(separator: ", ")) (\(keys.joined(separator: ", "))): a follow-up of the views that stay on screen, which UIKit lets run — but a cancel cannot take it back, so start it only when the transition was not cancelled"
    }
}
