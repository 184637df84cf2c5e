import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// DESIGN invariant 4 in every container: a cancelled interactive transition reports UIKit's
/// order for a cancelled interactive pop. After the interaction-changed notification, the
/// controller that was appearing gets will-disappear then did-disappear, then the one that was
/// disappearing gets will-appear then did-appear; nothing of either arrives in between.
final class CancelAppearanceOrderTests: XCTestCase {
    /// One way to start an interactive transition: the log to read, and the start itself
    /// (which receives the interaction controller to drive it with).
    struct Case {
        let name: String
        /// Controllers whose appearance changes (nil: that side gets no callbacks, as the
        /// presenting controller of a custom presentation).
        let appearing: String?, disappearing: String?
        let make: @Sendable () throws -> (log: EventLog, runUntilIdle: () -> Void, start: (ManualInteraction) -> Void)
    }

    static let cases: [Case] = [
        Case(name: "custom container selection", appearing: "B", disappearing: "A") {
            let h = try TransitionRig()
            h.delegate(animator: RecordingAnimator())
            return (h.log, { h.runUntilIdle() }, { h.container.select(index: 1, interaction: $0) })
        },
        Case(name: "tab bar selection", appearing: "B", disappearing: "A") {
            let f = try TabFixture()
            _ = f.vendRecorder()
            return (f.log, { f.rig.runUntilIdle() }, { f.tabs.select(index: 1, interaction: $0) })
        },
        Case(name: "navigation push", appearing: "B", disappearing: "A") {
            let f = try NavFixture()
            _ = f.vendRecorder()
            return (f.log, { f.rig.runUntilIdle() }, { f.nav.push(f["B"], interaction: $0) })
        },
        Case(name: "navigation pop", appearing: "A", disappearing: "B") {
            let f = try NavFixture()
            f.nav.push(f["B"], animated: false)
            f.rig.runUntilIdle()
            _ = f.vendRecorder()
            f.log.clear()
            return (f.log, { f.rig.runUntilIdle() }, { f.nav.pop(interaction: $0) })
        },
        Case(name: "full-screen presentation", appearing: "B", disappearing: "A") {
            let f = try ModalFixture()
            _ = f.vendRecorder()
            return (f.log, { f.rig.runUntilIdle() }, { f.modal.present(f.B, style: .fullScreen, interaction: $0) })
        },
        Case(name: "full-screen dismissal", appearing: "A", disappearing: "B") {
            let f = try ModalFixture()
            f.presentAtOnce(style: .fullScreen)
            _ = f.vendRecorder()
            return (f.log, { f.rig.runUntilIdle() }, { f.modal.dismiss(interaction: $0) })
        },
        Case(name: "custom presentation", appearing: "B", disappearing: nil) {
            let f = try ModalFixture()
            _ = f.vendRecorder()
            return (f.log, { f.rig.runUntilIdle() }, { f.modal.present(f.B, style: .custom, interaction: $0) })
        },
        Case(name: "custom dismissal", appearing: nil, disappearing: "B") {
            let f = try ModalFixture()
            f.presentAtOnce(style: .custom)
            _ = f.vendRecorder()
            return (f.log, { f.rig.runUntilIdle() }, { f.modal.dismiss(interaction: $0) })
        }
    ]

    func testEveryContainerReportsUIKitsCancelOrder() throws {
        for c in Self.cases {
            let (log, runUntilIdle, start) = try c.make()
            let ic = ManualInteraction()
            start(ic)
            ic.update(0.3)
            ic.cancel()
            runUntilIdle()
            let texts = log.texts([.appearance, .coordinator])
            let cancelAt = try XCTUnwrap(
                texts.firstIndex(of: "coordinator.interactionChanged(interactive: false, cancelled: true)"),
                "\(c.name): no cancel was reported: \(texts)")
            // At the start: the wills of the transition as asked.
            let wills =
                (c.disappearing.map { ["\($0).viewWillDisappear(animated: true)"] } ?? [])
                + (c.appearing.map { ["\($0).viewWillAppear(animated: true)"] } ?? [])
            XCTAssertEqual(Array(texts[..<cancelAt]), wills, c.name)
            // After the cancel: nothing until the end, then UIKit's sequence.
            let back =
                (c.appearing.map {
                    ["\($0).viewWillDisappear(animated: true)", "\($0).viewDidDisappear(animated: true)"]
                } ?? [])
                + (c.disappearing.map {
                    ["\($0).viewWillAppear(animated: true)", "\($0).viewDidAppear(animated: true)"]
                } ?? [])
            XCTAssertEqual(Array(texts[(cancelAt + 1)...]), back, c.name)
            // And they come after completeTransition(false), not at the cancel.
            let all = log.texts(orderKinds)
            let complete = try XCTUnwrap(all.firstIndex(of: "completeTransition(false)"), c.name)
            if let first = back.first {
                XCTAssertGreaterThan(try XCTUnwrap(all.firstIndex(of: first), c.name), complete, c.name)
            }
            XCTAssertEqual(appearanceProblems(log), [], c.name)
        }
    }
}
