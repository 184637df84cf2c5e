import XCTest

@testable import Porting

/// A stand-in given a time calls its closures when the time is up, as the app's helper would:
/// `delay(0.3) { ctx.completeTransition(true) }` completing at once ends an interactive
/// transition before it can be cancelled, and a watchdog-free run before anything is seen.
final class PortStubsTimedClosureTests: XCTestCase {
    private func source(_ name: String, _ parameters: [String], isStatic: Bool = false) -> String {
        var s = PortStubs(files: [("A.swift", "")])
        var helper = PortStubs.Stub(name: "Motion", shape: .plainClass)
        helper.members = [.init(name: name, isStatic: isStatic, kind: .method(overloads: [parameters]))]
        s.stubs.append(helper)
        return s.source()
    }

    func testACompletionAfterADelayRunsWhenTheDelayIsUp() {
        let source = source("wait", ["seconds a0: Any?", "then a1: @escaping () -> Void"])
        XCTAssertTrue(
            source.contains(
                "func wait(seconds a0: Any?, then a1: @escaping () -> Void) { DispatchQueue.main.asyncAfter(deadline: .now() + ((a0 as Any?) as? Double ?? ((a0 as Any?) as? CGFloat).map { Double($0) } ?? ((a0 as Any?) as? Int).map { Double($0) } ?? 0)) { a1(); }; }"
            ), source)
    }

    func testAnAnimationBlockWithADurationIsAnimatedAndItsCompletionWaits() {
        let source = source(
            "fadeAnimation",
            ["withDuration a0: Any?", "animations a1: @escaping () -> Void", "completion a2: ((Bool) -> Void)?"],
            isStatic: true)
        XCTAssertTrue(source.contains("{ UIView.animate(withDuration: ((a0 as Any?)"), source)
        XCTAssertTrue(source.contains(", animations: a1); DispatchQueue.main.asyncAfter("), source)
        XCTAssertTrue(source.contains("{ a2?(true); }; }"), source)
        // The unlabelled closure of a method named like an animation is its animation block.
        let spring = self.source("springIn", ["duration a0: Any?", "_ a1: @escaping () -> Void"])
        XCTAssertTrue(spring.contains("{ UIView.animate(withDuration: ((a0 as Any?)"), spring)
        XCTAssertFalse(spring.contains("asyncAfter"), spring)
    }

    /// `delay(0.3) { … }`, `after(0.5) { … }`: the unlabelled first argument of a method named
    /// for waiting is its time; of any other method it is not.
    func testAnUnlabelledTimeOfAWaitingMethod() {
        let delay = source("delay", ["_ a0: Any?", "_ a1: @escaping () -> Void"])
        XCTAssertTrue(
            delay.contains(
                "func delay(_ a0: Any?, _ a1: @escaping () -> Void) { DispatchQueue.main.asyncAfter(deadline: .now() + ((a0 as Any?)"
            ), delay)
        let fade = source("fade", ["_ a0: Any?", "_ a1: @escaping () -> Void"])
        XCTAssertTrue(fade.contains("func fade(_ a0: Any?, _ a1: @escaping () -> Void) { a1(); }"), fade)
    }

    func testWithoutATimeTheClosuresRunAtOnceAsBefore() {
        let source = source("hide", ["animated a0: Any?", "completion a1: ((Bool) -> Void)?"])
        XCTAssertTrue(
            source.contains("func hide(animated a0: Any?, completion a1: ((Bool) -> Void)?) { a1?(true); }"), source)
    }

    /// The seconds expression reads the numbers an app passes (Double, CGFloat, Int) and 0
    /// for anything else: evaluated here exactly as the stand-in writes it.
    func testTheSecondsExpressionReadsEveryNumberType() {
        func seconds(_ a0: Any?) -> Double {
            ((a0 as Any?) as? Double ?? ((a0 as Any?) as? CGFloat).map { Double($0) } ?? ((a0 as Any?) as? Int).map {
                Double($0)
            } ?? 0)
        }
        XCTAssertEqual(seconds(0.35), 0.35)
        XCTAssertEqual(seconds(CGFloat(0.5)), 0.5)
        XCTAssertEqual(seconds(2), 2)
        XCTAssertEqual(seconds(nil), 0)
        XCTAssertEqual(seconds("soon"), 0)
    }
}

/// The numbers a stand-in answers for times: a wait is short (a delay), any other time a
/// duration (1 s of a paused layer would outlast the transition the animator runs).
final class PortStubsTimeValueTests: XCTestCase {
    func testAWaitIsNoTimeAndATimeIsADuration() {
        let s = PortStubs(files: [("A.swift", "")])
        XCTAssertEqual(s.value(of: "TimeInterval", name: "animationWaitTime"), "0")
        XCTAssertEqual(s.value(of: "Double", name: "waitBeforeDismiss"), "0")
        XCTAssertEqual(s.value(of: "TimeInterval", name: "presentTime"), "0.35")
        XCTAssertEqual(s.value(of: "TimeInterval", name: "transitionDuration"), "0.35")
    }
}

/// A stand-in's collection view is one (the SDK's, empty): an animator that lays out its
/// destination controller's `collectionView` crashed on the nil port answered.
final class PortStubsViewValueTests: XCTestCase {
    func testACollectionViewIsAnObject() {
        let s = PortStubs(files: [("A.swift", "")])
        XCTAssertEqual(s.value(of: "UICollectionView", name: "collectionView"), "UICollectionView()")
        XCTAssertEqual(s.value(of: "UICollectionViewFlowLayout", name: "layout"), "UICollectionViewFlowLayout()")
    }
}

/// An app's animator object the file configures and starts (`reveal.duration = d`,
/// `reveal.completion = { ctx.completeTransition(true) }`, `reveal.start()`) calls its
/// completion when done: its stand-in's `start()` calls the completion property after the
/// stand-in's `duration`.
final class PortStubsStartCompletionTests: XCTestCase {
    private func stub(_ members: [PortStubs.Member]) -> String {
        var s = PortStubs(files: [("A.swift", "")])
        var reveal = PortStubs.Stub(name: "RevealAnimator", shape: .plainClass)
        reveal.members = members
        s.stubs.append(reveal)
        return s.source()
    }

    func testStartCallsTheCompletionPropertyAfterTheDuration() {
        let source = stub([
            .init(name: "duration", isStatic: false, kind: .property(type: "TimeInterval", optional: false)),
            .init(name: "completion", isStatic: false, kind: .property(type: "(() -> Void)", optional: true)),
            .init(name: "start", isStatic: false, kind: .method(overloads: [[]]))
        ])
        XCTAssertTrue(
            source.contains(
                "func start() { DispatchQueue.main.asyncAfter(deadline: .now() + Double(self.duration)) { [self] in self.completion?(); }; }"
            ), source)
    }

    func testWithoutADurationAtTheNextFrameAndAFinishFlagIsTrue() {
        let source = stub([
            .init(name: "onFinish", isStatic: false, kind: .property(type: "((Bool) -> Void)", optional: true)),
            .init(name: "play", isStatic: false, kind: .method(overloads: [[]]))
        ])
        XCTAssertTrue(
            source.contains(
                "func play() { DispatchQueue.main.asyncAfter(deadline: .now() + 0) { [self] in self.onFinish?(true); }; }"
            ),
            source)
    }

    func testOtherMethodsAndOtherClosuresAreLeftAlone() {
        let source = stub([
            .init(name: "completion", isStatic: false, kind: .property(type: "(() -> Void)", optional: true)),
            .init(name: "configure", isStatic: false, kind: .method(overloads: [[]])),
            .init(name: "tapHandler", isStatic: false, kind: .property(type: "(() -> Void)", optional: true)),
            .init(name: "start", isStatic: false, kind: .method(overloads: [["after a0: Any?"]]))
        ])
        XCTAssertTrue(source.contains("func configure() { }"), source)
        XCTAssertFalse(source.contains("tapHandler?()"), source)
        XCTAssertTrue(source.contains("func start(after a0: Any?) { }"), source)
    }
}

/// Port's report lists the validator's warnings under the plugin, after its failures: a clean
/// plugin whose cancel could not be tested says so.
final class PortReportWarningTests: XCTestCase {
    func testWarningsAreListedUnderThePlugin() {
        let plugin = PortProject.Plugin(
            className: "FadeAnimator", kind: .animator, construction: "FadeAnimator()", target: "PortedFadeAnimator",
            id: "port.fade-animator", sourcePath: "FadeAnimator.swift")
        var report = PortReport(files: ["FadeAnimator.swift"], results: [], classes: [], unmade: [], plugins: [plugin])
        report.outcomes[0].library = "out/plugins/libPortedFadeAnimator.so"
        report.outcomes[0].validation = (15, 0, [])
        report.outcomes[0].warnings = ["cancel-restores: the transition completed after 2 frame(s)"]
        let text = report.text(output: "out")
        XCTAssertTrue(
            text.contains(
                "  FadeAnimator (animator, id port.fade-animator): built, validated (15 checks passed)\n    library: out/plugins/libPortedFadeAnimator.so\n    warning: cancel-restores: the transition completed after 2 frame(s)\n"
            ), text)
    }
}
