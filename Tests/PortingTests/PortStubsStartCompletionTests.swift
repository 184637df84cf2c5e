import XCTest

@testable import Porting

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
