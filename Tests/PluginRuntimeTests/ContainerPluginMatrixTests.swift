import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Every bundled animator in the navigation, tab bar and modal containers, animated and
/// interactive (the container's own pan), finished and cancelled, with the transition
/// invariants: completeTransition and animationEnded once with the right flag, no diagnostic,
/// balanced appearance callbacks, nothing left animating, the final hierarchy, the to view at
/// its final frame, and on cancel every property the animator changed back as it was.
final class ContainerPluginMatrixTests: XCTestCase {
    enum Mode: String, CaseIterable { case animated, panFinish, panCancel }

    /// A capturing wrapper around the bundled animator `id` (on `f`'s bridge), which `f`'s
    /// delegate then vends.
    private func capture<F: ContainerFixture>(_ id: String, in f: F) throws -> CapturingAnimator {
        let capture = CapturingAnimator(try f.rig.animator(id))
        f.animator = capture
        return capture
    }

    /// The checks every run shares (the container-specific end state is checked by the caller).
    private func checkRun<H>(
        _ rig: TransitionRig<H>, _ capture: CapturingAnimator, completed: Bool, label: String,
        shown: ViewController, file: StaticString = #filePath, line: UInt = #line
    ) {
        let log = rig.log
        XCTAssertEqual(
            log.count(prefix: "completeTransition("), 1, "\(label): completeTransition count", file: file, line: line)
        XCTAssertEqual(
            log.first(prefix: "completeTransition(")?.text, "completeTransition(\(completed))", label, file: file,
            line: line)
        XCTAssertEqual(
            log.count(prefix: "\(capture.displayName).animationEnded(\(completed))"), 1, label, file: file, line: line)
        XCTAssertEqual(log.count(prefix: "\(capture.displayName).animationEnded("), 1, label, file: file, line: line)
        XCTAssertEqual(capture.ended, [completed], label, file: file, line: line)
        XCTAssertEqual(log.diagnostics, [], label, file: file, line: line)
        XCTAssertEqual(appearanceProblems(log), [], label, file: file, line: line)
        XCTAssertEqual(rig.engine.animatedLayerCount, 0, "\(label): nothing left animating", file: file, line: line)
        XCTAssertTrue(capture.context?.hasEnded ?? false, label, file: file, line: line)
        let ctx = capture.context
        if completed {
            let v = shown.view
            XCTAssertEqual(
                v.frame, capture.toFinal, "\(label): the to view is at its final frame", file: file, line: line)
            XCTAssertEqual(v.layer.presentation, v.layer.model, label, file: file, line: line)
            XCTAssertEqual(v.transform, .identity, label, file: file, line: line)
            XCTAssertEqual(v.alpha, 1, label, file: file, line: line)
            XCTAssertEqual(v.layer.anchorPoint, Point(x: 0.5, y: 0.5), label, file: file, line: line)
        } else {
            let from = ctx?.fromViewController.view, to = ctx?.toViewController.view
            XCTAssertEqual(
                from?.layer.model, capture.fromBefore,
                "\(label): from view \(from.map { stateSummary($0.layer.model) } ?? "")", file: file, line: line)
            XCTAssertEqual(
                to?.layer.model, capture.toBefore, "\(label): to view \(to.map { stateSummary($0.layer.model) } ?? "")",
                file: file, line: line)
            XCTAssertEqual(from?.layer.presentation, from?.layer.model, label, file: file, line: line)
            XCTAssertEqual(to?.title, capture.toTitleBefore, label, file: file, line: line)
        }
    }

    // MARK: Navigation

    func testNavigationPushWithEveryBundledAnimator() throws {
        for id in TestPlugins.animators {
            let f = try NavFixture()
            let capture = try capture(id, in: f)
            f.nav.push(f["B"])
            f.rig.runUntilIdle()
            let label = "navigation push \(id)"
            checkRun(f.rig, capture, completed: true, label: label, shown: f["B"])
            XCTAssertEqual(f.stack, ["A", "B"], label)
            XCTAssertEqual(f.nav.containerView.subviews.map(\.id), [f["B"].view.id], label)
            XCTAssertNil(f["A"].view.superview, label)
            XCTAssertEqual(f.nav.children.map(\.title), ["A", "B"], label)
        }
    }

    func testNavigationPopWithEveryBundledAnimator() throws {
        for id in TestPlugins.animators {
            for mode in Mode.allCases {
                let f = try NavFixture()
                let capture = try capture(id, in: f)
                f.nav.push(f["B"], animated: false)
                f.log.clear()
                switch mode {
                case .animated: f.nav.pop()
                case .panFinish: try f.rig.schedule("press 5 200; move 250 0 over 0.5; wait 0.1; release")
                case .panCancel: try f.rig.schedule("press 5 200; move 40 0 over 0.5; wait 0.1; release")
                }
                f.rig.runUntilIdle()
                let label = "navigation pop \(id) \(mode)", completed = mode != .panCancel
                XCTAssertEqual(
                    capture.context?.isInteractive == false
                        && capture.context?.initiallyInteractive == (mode != .animated), true, label)
                checkRun(f.rig, capture, completed: completed, label: label, shown: completed ? f["A"] : f["B"])
                let shown = completed ? f["A"] : f["B"], hidden = completed ? f["B"] : f["A"]
                XCTAssertEqual(f.stack, completed ? ["A"] : ["A", "B"], label)
                XCTAssertEqual(f.nav.children.map(\.title), completed ? ["A"] : ["A", "B"], label)
                XCTAssertEqual(f.nav.containerView.subviews.map(\.id), [shown.view.id], label)
                XCTAssertNil(hidden.view.superview, label)
            }
        }
    }

    // MARK: Tab bar

    func testTabBarWithEveryBundledAnimator() throws {
        for id in TestPlugins.animators {
            for mode in Mode.allCases {
                let f = try TabFixture()
                let capture = try capture(id, in: f)
                switch mode {
                case .animated: f.tabs.select(index: 1)
                case .panFinish: try f.rig.schedule("press 300 200; move -250 0 over 0.5; wait 0.1; release")
                case .panCancel: try f.rig.schedule("press 300 200; move -30 0 over 0.5; wait 0.1; release")
                }
                f.rig.runUntilIdle()
                let label = "tab \(id) \(mode)", completed = mode != .panCancel
                let shown = completed ? f["B"] : f["A"], hidden = completed ? f["A"] : f["B"]
                checkRun(f.rig, capture, completed: completed, label: label, shown: shown)
                XCTAssertTrue(f.tabs.selectedViewController === shown, label)
                XCTAssertEqual(f.tabs.containerView.subviews.map(\.id), [shown.view.id], label)
                XCTAssertNil(hidden.view.superview, label)
                XCTAssertEqual(f.log.texts([.containment]), [], label)
                XCTAssertEqual(f.tabs.children.count, 4, label)
            }
        }
    }

    // MARK: Modal

    private func checkModalEnd(
        _ f: ModalFixture, presented: Bool, style: PresentationStyle, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (a, b) = (f.A, f.B)
        let window = f.modal.window
        if presented {
            XCTAssertTrue(f.modal.presentedViewController === b, label, file: file, line: line)
            let c = f.modal.presentationController?.containerView
            XCTAssertNotNil(c, label, file: file, line: line)
            XCTAssertTrue(
                b.view.superview === c, "\(label): the presented view is in the container", file: file, line: line)
            XCTAssertTrue(c?.superview === window, label, file: file, line: line)
            if style == .fullScreen {
                XCTAssertEqual(
                    window.subviews.map(\.id), c.map { [$0.id] } ?? [], "\(label): only the container in the window",
                    file: file, line: line)
                XCTAssertEqual(c?.subviews.map(\.id) ?? [], [b.view.id], label, file: file, line: line)
                XCTAssertNil(a.view.superview, "\(label): the presenting view left the window", file: file, line: line)
                XCTAssertEqual(b.view.frame, window.bounds, label, file: file, line: line)
            } else {
                let dim = f.modal.presentationController?.dimmingView
                XCTAssertEqual(
                    window.subviews.map(\.id), [a.view.id] + (c.map { [$0.id] } ?? []),
                    "\(label): the presenting view stays", file: file, line: line)
                XCTAssertEqual(c?.subviews.map(\.id) ?? [], [dim?.id ?? -1, b.view.id], label, file: file, line: line)
                XCTAssertEqual(dim?.alpha, 1, label, file: file, line: line)
                XCTAssertEqual(b.view.frame, Rect(x: 0, y: 120, width: 320, height: 360), label, file: file, line: line)
                XCTAssertEqual(a.view.frame, window.bounds, label, file: file, line: line)
                XCTAssertEqual(a.view.layer.model.transform, .identity, label, file: file, line: line)
                XCTAssertEqual(a.view.alpha, 1, label, file: file, line: line)
            }
        } else {
            XCTAssertNil(f.modal.presentedViewController, label, file: file, line: line)
            XCTAssertEqual(
                window.subviews.map(\.id), [a.view.id], "\(label): only the presenting view in the window", file: file,
                line: line)
            XCTAssertNil(b.view.superview, label, file: file, line: line)
            XCTAssertEqual(a.view.frame, window.bounds, label, file: file, line: line)
            XCTAssertEqual(a.view.layer.model.transform, .identity, label, file: file, line: line)
            XCTAssertEqual(a.view.alpha, 1, label, file: file, line: line)
        }
        XCTAssertNil(f.modal.currentTransition, label, file: file, line: line)
    }

    private func modalRun(present: Bool, style: PresentationStyle) throws {
        for id in TestPlugins.animators {
            for mode in Mode.allCases {
                let f = try ModalFixture()
                let capture = CapturingAnimator(try f.rig.animator(id))
                if !present { f.presentAtOnce(style: style) }  // with the default animator
                f.animator = capture
                switch (present, mode) {
                case (true, .animated): f.modal.present(f.B, style: style)
                case (false, .animated): f.modal.dismiss()
                case (true, _):
                    f.modal.presentOnPan(f.B, style: style)
                    try f.rig.schedule(
                        "press 160 450; move 0 \(mode == .panFinish ? -400 : -40) over 0.5; wait 0.1; release")
                case (false, _):
                    try f.rig.schedule(
                        "press 160 50; move 0 \(mode == .panFinish ? 400 : 40) over 0.5; wait 0.1; release")
                }
                f.rig.runUntilIdle()
                let label = "modal \(present ? "present" : "dismiss") \(style) \(id) \(mode)",
                    completed = mode != .panCancel
                let shown = completed == present ? f.B : f.A
                checkRun(f.rig, capture, completed: completed, label: label, shown: shown)
                checkModalEnd(f, presented: completed == present, style: style, label)
            }
        }
    }

    func testModalFullScreenPresentationWithEveryBundledAnimator() throws {
        try modalRun(present: true, style: .fullScreen)
    }
    func testModalFullScreenDismissalWithEveryBundledAnimator() throws {
        try modalRun(present: false, style: .fullScreen)
    }
    func testModalCustomPresentationWithEveryBundledAnimator() throws { try modalRun(present: true, style: .custom) }
    func testModalCustomDismissalWithEveryBundledAnimator() throws { try modalRun(present: false, style: .custom) }
}
