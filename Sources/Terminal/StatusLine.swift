import Foundation
import Session

/// The player's bottom line: animator, interaction, time, progress, state and the keys.
package struct StatusLine: Hashable, Sendable {
    /// The animator's id.
    package var animator: String
    /// The interaction driving the transition (or configured): `none`, `pan`, `keyboard`, a
    /// plugin's name.
    package var interaction: String
    /// Seconds since the session started (frozen once the transition is over).
    package var time: Double
    /// Progress, 0…1.
    package var progress: Double
    /// What the transition is doing.
    package var state: TransitionPhase

    /// Creates a status.
    package init(animator: String, interaction: String, time: Double, progress: Double, state: TransitionPhase) {
        self.animator = animator; self.interaction = interaction; self.time = time; self.progress = progress; self.state = state
    }

    /// The key help for the state.
    package var help: String {
        switch state {
        case .waiting: return "drag or ←/→ to start  q quit"
        case .completed, .cancelled: return "r replay  q quit"
        default: return "←/→ scrub  space release  r replay  q quit"
        }
    }

    /// The state as shown: an ended transition says that the last frame stays.
    package var stateText: String {
        state.hasEnded ? "\(state.rawValue), showing the last frame" : state.rawValue
    }

    /// The full line, without any cut.
    package var fullText: String {
        let t = String(format: "%.2f", time.isFinite ? time : 0)
        let p = Int(((progress.isFinite ? progress : 0) * 100).rounded())
        return " \(animator) | \(interaction) | t \(t) s | \(p)% | \(stateText) | \(help)"
    }

    /// The line cut to fit `width` columns, leaving the last column free (writing it could
    /// scroll some terminals).
    package func text(width: Int) -> String {
        String(fullText.prefix(max(0, width - 1)))
    }
}
