import AnimationCore
import HostContainer
import PluginRuntime
import TestSupport
import XCTest
@testable import Session

/// The runs the session matrix and the sweep make: every container × every bundled animator ×
/// every way of driving it.
enum SessionScenarios {
    /// How a scenario drives the transition: not at all, the container's pan (finishing or
    /// cancelling), the `timed` plugin, or the `keys` plugin (six presses, then Return).
    static let modes = ["animated", "pan-finish", "pan-cancel", "timed", "keys"]

    /// The configuration of one scenario (300 × 500 points, at most 10 s), and whether its
    /// transition completes (only the cancelling pan cancels).
    static func configuration(_ kind: ContainerKind, _ animator: String, _ mode: String) throws -> (
        config: SessionConfiguration, completes: Bool
    ) {
        var c = SessionConfiguration(animator: try TestPlugins.choice(animator))
        c.container = kind
        c.size = Size(width: 300, height: 500)
        c.maxDuration = 10
        switch mode {
        case "pan-finish", "pan-cancel":
            c.interaction = .pan
            let far = mode == "pan-finish"
            switch kind {
            case .modal:
                c.input = try GestureScript.parse(
                    "press 150 450; move 0 \(far ? -400 : -30) over 0.5; wait 0.1; release")
            case .navigation:
                c.from = 1
                c.to = 0
                c.input = try GestureScript.parse("press 5 300; move \(far ? 250 : 40) 0 over 0.5; wait 0.1; release")
            case .custom, .tab, .collection:
                c.input = try GestureScript.parse(
                    "press 250 300; move \(far ? -250 : -30) 0 over 0.5; wait 0.1; release")
            }
        case "timed":
            c.interaction = .plugin(try TestPlugins.choice("timed"))
        case "keys":
            c.interaction = .plugin(try TestPlugins.choice("keys", ["decay=0"]))
            c.input = try GestureScript.parse(
                Array(repeating: "wait 0.1; key right", count: 6).joined(separator: "; ") + "; wait 0.2; key return")
        default:
            break
        }
        return (c, mode != "pan-cancel")
    }

    /// Calls `body` with every scenario's label, configuration and expected completion (the
    /// containers whose transitions run an animator: a collection's runs none, see
    /// CollectionSessionTests).
    static func forEach(_ body: (_ label: String, _ config: SessionConfiguration, _ completes: Bool) throws -> Void)
        throws
    {
        for kind in ContainerKind.allCases where kind != .collection {
            for animator in TestPlugins.animators {
                for mode in modes {
                    let (c, completes) = try configuration(kind, animator, mode)
                    try body("\(kind.rawValue) \(animator) \(mode)", c, completes)
                }
            }
        }
    }
}
