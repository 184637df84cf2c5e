import Foundation
import Session

/// The player's bottom line: animator, interaction, time, progress, state and the keys, as
/// fields separated by ` | `.
///
/// A line too wide for the terminal is never cut inside a field: the least important parts go
/// first — the key help (or the notice shown in its place), then the state's details (`completed, showing the last frame` becomes
/// `completed`), then whole fields: the interaction, the animator, the time, the progress —
/// until it fits. Only when the state alone does not fit is it cut, ending in `…`.
package struct StatusLine: Hashable, Sendable {
    /// The animator's id.
    package var animator: String
    /// The interaction driving the transition (or configured): `none`, `pan`, `keyboard`, a
    /// plugin's name.
    package var interaction: String
    /// The transition's time: seconds since it started (0 while waiting for a drag or a key,
    /// frozen once it is over).
    package var time: Double
    /// Progress, 0…1.
    package var progress: Double
    /// What the transition is doing.
    package var state: TransitionPhase
    /// A passing note (`reloaded libFade.so`), shown in place of the key help while it lasts.
    package var notice: String?
    /// What the user does, besides ←/→, to start a waiting transition: `drag` for the pan,
    /// `wheel (pinch)` for `--interaction pinch`, which no drag starts.
    package var starts: String = "drag"

    /// The key help for the state.
    package var help: String {
        switch state {
        case .waiting: return "\(starts) or ←/→ to start  q quit"
        case .completed, .cancelled: return "r replay  q quit"
        default: return "←/→ scrub  space release  r replay  q quit"
        }
    }

    /// The state as shown: an ended transition says that the last frame stays.
    package var stateText: String {
        state.hasEnded ? "\(state.rawValue), showing the last frame" : state.rawValue
    }

    /// The full line, without any cut.
    package var fullText: String { line(shortening: 0) }

    /// The most shortening steps ``line(shortening:)`` takes: then only the state is left.
    package static let shorteningSteps = 6

    /// The line after `steps` shortening steps (0: the full line): 1 drops the help, 2 the
    /// state's details, 3 the interaction, 4 the animator, 5 the time, 6 the progress.
    package func line(shortening steps: Int) -> String {
        let t = String(format: "%.2f", time.isFinite ? time : 0)
        let p = Int(((progress.isFinite ? progress : 0) * 100).rounded())
        var fields: [String] = []
        if steps < 4 { fields.append(animator) }
        if steps < 3 { fields.append(interaction) }
        if steps < 5 { fields.append("t \(t) s") }
        if steps < 6 { fields.append("\(p)%") }
        fields.append(steps < 2 ? stateText : state.rawValue)
        if steps < 1 { fields.append(notice ?? help) }
        return " " + fields.joined(separator: " | ")
    }

    /// The line fitted to `width` columns, leaving the last column free (writing it could
    /// scroll some terminals): the longest ``line(shortening:)`` that fits, else the state cut
    /// with `…` (empty when not even that fits).
    package func text(width: Int) -> String {
        let room = max(0, width - 1)
        for steps in 0...StatusLine.shorteningSteps {
            let l = line(shortening: steps)
            if l.count <= room { return l }
        }
        guard room >= 3 else { return "" }
        return String(line(shortening: StatusLine.shorteningSteps).prefix(room - 1)) + "…"
    }
}
