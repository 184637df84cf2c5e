import AnimationCore

extension Checks {
    /// For `cancel-restores`: the views that were in the container before a cancelled
    /// transition and that the animator then moved, unchanged on screen, into the window
    /// itself (`UIApplication.shared.keyWindow?.addSubview(fromView)` after
    /// `completeTransition(false)`).
    ///
    /// Real animators do this: it is the workaround passed around for cancelled custom
    /// transitions that left the from view off screen on early iOS 8 releases. On iOS the
    /// screen then looks as before the transition, so the validator does not call it a broken
    /// cancel; it is still a warning, since the view now sits in the window above everything
    /// its controller's container shows, outside that container. A view counts only when it
    /// is a direct subview of the window (not the container), shows at the same place in the
    /// window as before, with the same transform, opacity and visibility, and nothing else
    /// about it changed: a move that changes what the screen shows stays a failure.
    static func movedIntoWindowOnCancel(_ stage: ValidationStage, _ r: ValidationStage.Run) -> Set<Int> {
        let root = stage.root
        guard stage.container !== root else { return [] }
        var moved: Set<Int> = []
        for id in r.subviewsBefore where !r.subviewsAfter.contains(id) {
            guard let view = root.subviews.first(where: { $0.id == id }),
                let (before, _) = r.before[id], let (after, _) = r.after[id]
            else { continue }
            let was = before.frame
            let origin = stage.container.convert(Point(x: was.minX, y: was.minY), to: root)
            let shownBefore = Rect(x: origin.x, y: origin.y, width: was.width, height: was.height)
            var sameElsewhere = after
            sameElsewhere.position = before.position
            guard view.frame.isClose(to: shownBefore), sameElsewhere == before else { continue }
            moved.insert(id)
        }
        return moved
    }

    /// The warning `cancel-restores` gives when the only difference after the cancel is the
    /// views ``movedIntoWindowOnCancel(_:_:)`` found (their titles or ids).
    static func movedIntoWindowWarning(_ names: [String]) -> String {
        "after the cancel the animator moved \(names.joined(separator: ", ")) out of the container into the window (UIApplication.shared.keyWindow), where it shows as before: the workaround for a from view lost after a cancelled custom transition on early iOS 8 releases; the host, as UIKit on later iOS, puts a cancelled transition's views back itself, so the moved view then sits in the window above everything else, outside its controller's container — leave the from view where the cancel left it (drop the addSubview after completeTransition(false))"
    }
}
