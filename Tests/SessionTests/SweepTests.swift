import XCTest
@testable import HostContainer

final class SweepTests: XCTestCase {
    func testSweep() throws {
        let scan = Harness.scan
        var lines: [String] = []
        for kind in ContainerKind.allCases {
            for animator in ["default", "slide", "zoom-fade", "pin-rotate"] {
                for mode in ["none", "pan-finish", "pan-cancel", "timed", "keys"] {
                    let a = try Harness.plugin(animator)
                    var c = SessionConfiguration(animator: a, animatorParameters: try ParameterValues(plugin: a.info, assignments: []))
                    c.container = kind
                    c.size = Size(width: 300, height: 500)
                    let vertical = kind == .modal
                    switch mode {
                    case "pan-finish", "pan-cancel":
                        c.interaction = .pan
                        let far = mode == "pan-finish"
                        if vertical {
                            c.input = try GestureScript.parse("press 150 450; move 0 \(far ? -400 : -30) over 0.5; wait 0.1; release")
                        } else if kind == .navigation {
                            c.from = 1; c.to = 0
                            c.input = try GestureScript.parse("press 5 300; move \(far ? 250 : 40) 0 over 0.5; wait 0.1; release")
                        } else {
                            c.input = try GestureScript.parse("press 250 300; move \(far ? -250 : -30) 0 over 0.5; wait 0.1; release")
                        }
                    case "timed":
                        let p = scan.plugin(id: "timed")!
                        c.interaction = .plugin(p, try ParameterValues(plugin: p.info, assignments: []))
                    case "keys":
                        let p = scan.plugin(id: "keys")!
                        c.interaction = .plugin(p, try ParameterValues(plugin: p.info, assignments: ["decay=0"]))
                        c.input = try GestureScript.parse("wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.1; key right; wait 0.2; key return")
                    default: break
                    }
                    let s = try TransitionSession(config: c)
                    let r = s.run()
                    lines.append("\(kind.rawValue) \(animator) \(mode): \(r.outcome.rawValue) frames=\(r.frames) timedOut=\(r.timedOut) diags=\(s.log.diagnostics)")
                }
            }
        }
        print(lines.joined(separator: "\n"))
    }
}
