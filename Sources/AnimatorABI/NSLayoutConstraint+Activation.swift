/// The list of active constraints and the scheduling of layout passes (see
/// ``NSLayoutConstraint``).
extension NSLayoutConstraint {
    /// Activations so far (the next ``activationOrder``).
    // Constraints are plugin code's, and plugin code runs only inside host calls, all made from
    // one thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) static var activations = 0

    /// Adds to or removes from the host's list of active constraints (the host of the first
    /// item, a view), and asks for a layout pass. The list stays empty until a constraint is
    /// activated, which keeps ``UIView/layoutIfNeeded()`` free for plugins that use none.
    func activeChanged() {
        if isActive {
            guard let c = (firstItem as? UIView)?.connection ?? HostConnection.current else { return }
            Self.activations += 1
            activationOrder = Self.activations
            host = c
            c.activeConstraints.append(self)
            c.needsLayout()
        } else if let c = host {
            c.activeConstraints.removeAll { $0 === self }
            host = nil
            c.needsLayout()
        }
    }

    /// The view UIKit installs it on: its items' nearest common ancestor (its one item, for a
    /// constraint on one view), nil when they are in no hierarchy together.
    var commonAncestor: UIView? {
        guard let a = firstItem as? UIView else { return nil }
        guard secondAttribute != .notAnAttribute else { return a }
        guard let b = secondItem as? UIView else { return nil }
        var chain: [UIView] = []
        var at: UIView? = a
        while let v = at {
            chain.append(v)
            at = v.superview
        }
        at = b
        while let v = at {
            if chain.contains(where: { $0 == v }) { return v }
            at = v.superview
        }
        return nil
    }
}

extension HostConnection {
    /// Deactivates every active constraint, without a layout pass: called when a transition
    /// ends, because the handles of the views it handed out (and of the views plugin code made
    /// during it) die with it unless their view is in a window, and a later pass must not touch
    /// them. UIKit likewise drops a view's constraints when the view leaves the hierarchy, which
    /// the transition's container does; a plugin that keeps constraints for a later transition
    /// activates them again then.
    func retireConstraints() {
        let retired = activeConstraints
        activeConstraints = []
        layoutPassScheduled = false
        for c in retired {
            c.host = nil
            c.isActive = false
        }
    }

    /// Schedules one layout pass of every constrained view at the end of the current host
    /// call (UIKit lays out at the end of the run-loop turn: outside any animation block, so
    /// what changed there without a ``UIView/layoutIfNeeded()`` inside the block jumps).
    func needsLayout() {
        guard !layoutPassScheduled, HostConnection.current === self else { return }
        layoutPassScheduled = true
        atEndOfCall { [self] in
            layoutPassScheduled = false
            UIView.layOutConstraints(in: nil, self)
        }
    }
}
