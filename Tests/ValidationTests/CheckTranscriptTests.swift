import Foundation
import TestSupport
import XCTest
import Isolation
@testable import Validation

/// The front end's rules for a check's messages (``CheckTranscript``), message by message: what
/// it accepts, what it refuses, and the verdicts it draws itself.
final class CheckTranscriptTests: XCTestCase {
    let nonce = CheckNonce(high: 0x0123_4567_89ab_cdef, low: 42)
    let animator = CheckIdentity(
        id: "fade", label: "Fade 1.0.0", animator: true, interaction: false, layout: false,
        abiMajor: 1, abiMinor: 1, descriptorSize: 104)

    func check(_ name: String) throws -> ValidationCheck {
        try XCTUnwrap(ValidationCheck.all.first { $0.name == name })
    }

    /// Feeds `bodies` numbered from 0; returns the transcript and the first refusal.
    func feed(_ name: String, _ bodies: [CheckMessage.Body], nonce: CheckNonce? = nil) throws -> (
        CheckTranscript, String?
    ) {
        var t = CheckTranscript(check: try check(name), nonce: self.nonce)
        for (i, b) in bodies.enumerated() {
            if let why = t.accept(CheckMessage(nonce: nonce ?? self.nonce, step: i, body: b)) { return (t, why) }
        }
        return (t, nil)
    }

    func testACompleteCheckGivesTheWorkersVerdict() throws {
        let (t, why) = try feed(
            "completes",
            [.confined, .identity(animator), .outcome(.fail, message: "late", missedToView: true), .end(count: 3)])
        XCTAssertNil(why)
        let v = t.verdict(handshake: animator)
        XCTAssertEqual(v.status, .fail)
        XCTAssertEqual(v.message, "late")
        XCTAssertTrue(v.missedToView)
    }

    func testTheFrontEndDecidesSkipsAndTheHandshake() throws {
        // An interaction check on an animator: no outcome is due, and the skip is the front end's.
        let (skip, why) = try feed("event-fuzz", [.confined, .identity(animator), .end(count: 2)])
        XCTAssertNil(why)
        XCTAssertEqual(skip.verdict(handshake: animator).status, .skip)
        // An outcome it was not asked for is refused.
        let (_, extra) = try feed(
            "event-fuzz", [.confined, .identity(animator), .outcome(.pass, message: "", missedToView: false)])
        XCTAssertEqual(extra, "`outcome` where `end` was due")
        // The handshake's verdict is written from the identity.
        let (hs, _) = try feed(
            "handshake",
            [.confined, .identity(animator), .outcome(.pass, message: "anything", missedToView: false), .end(count: 3)])
        XCTAssertEqual(hs.verdict(handshake: nil).message, "ABI 1.1, descriptor of 104 bytes")
    }

    func testWhatAWorkerMayNotSay() throws {
        let cases: [([CheckMessage.Body], String)] = [
            ([.outcome(.pass, message: "", missedToView: false)], "`outcome` where `confined` or `rejected` was due"),
            ([.confined, .end(count: 1)], "`end` where `identity` or `rejected` was due"),
            ([.confined, .identity(animator), .end(count: 2)], "`end` where `outcome` was due"),
            (
                [.confined, .identity(animator), .outcome(.skip, message: "", missedToView: false)],
                "a `skip` verdict, which only the validator itself gives"
            ),
            (
                [.confined, .identity(animator), .outcome(.crash, message: "", missedToView: false)],
                "a `crash` verdict, which only the validator itself gives"
            ),
            (
                [.confined, .identity(animator), .outcome(.pass, message: "", missedToView: false), .end(count: 7)],
                "an `end` counting 7 messages where 3 came"
            ),
            (
                [
                    .confined, .identity(animator), .outcome(.pass, message: "", missedToView: false), .end(count: 3),
                    .confined
                ], "a message after its `end`"
            ),
            ([.confined, .confined], "`confined` where `identity` or `rejected` was due"),
            (
                [
                    .confined,
                    .identity(
                        CheckIdentity(
                            id: "", label: "x", animator: true, interaction: false, layout: false, abiMajor: 1,
                            abiMinor: 0, descriptorSize: 1))
                ], "an identity with an id of 0 bytes"
            ),
            (
                [
                    .confined,
                    .identity(
                        CheckIdentity(
                            id: "x", label: "x", animator: false, interaction: false, layout: false, abiMajor: 1,
                            abiMinor: 0, descriptorSize: 1))
                ], "an identity with a plugin of no kind"
            )
        ]
        for (bodies, says) in cases {
            let (t, why) = try feed("completes", bodies)
            XCTAssertEqual(why, says, "\(bodies)")
            XCTAssertFalse(t.ended && why == nil)
        }
        let (_, wrongNonce) = try feed("completes", [.confined], nonce: CheckNonce(high: 0, low: 0))
        XCTAssertEqual(wrongNonce, "a message (`confined`) that does not carry the request's nonce")
        var t = CheckTranscript(check: try check("completes"), nonce: nonce)
        XCTAssertEqual(t.accept(CheckMessage(nonce: nonce, step: 1, body: .confined)), "step 1 where step 0 was due")
    }

    func testAPluginThatDescribesItselfDifferentlyFails() throws {
        var other = animator
        other.interaction = true
        let (t, why) = try feed(
            "completes",
            [.confined, .identity(other), .outcome(.pass, message: "ok", missedToView: false), .end(count: 3)])
        XCTAssertNil(why)
        let v = t.verdict(handshake: animator)
        XCTAssertEqual(v.status, .fail)
        XCTAssertTrue(
            v.message.contains("in the handshake but fade (Fade 1.0.0, animator, interaction) in `completes`"),
            v.message)
        XCTAssertEqual(t.verdict(handshake: other).status, .pass)
    }

    func testARejectedPluginFailsWithTheLoadersReason() throws {
        let (t, why) = try feed(
            "handshake", [.rejected(reason: "abi-major-mismatch", message: "built for ABI 2"), .end(count: 1)])
        XCTAssertNil(why)
        XCTAssertEqual(t.verdict(handshake: nil).message, "the loader rejects it: abi-major-mismatch: built for ABI 2")
    }

    /// Messages cross the wire byte for byte, and a truncated one is an error, not a crash.
    func testMessagesRoundTripAndTruncationIsAnError() throws {
        let m = CheckMessage(nonce: nonce, step: 1, body: .identity(animator))
        let bytes = MessageFrame.bytes(m)
        XCTAssertEqual(try MessageFrame.decode(Array(bytes.dropFirst(8)), as: CheckMessage.self), m)
        for cut in 8..<bytes.count {
            XCTAssertThrowsError(try MessageFrame.decode(Array(bytes[8..<cut]), as: CheckMessage.self))
        }
        let request = CheckRequest(
            check: "completes", target: "/x/y.so", seed: 7, scenario: .modalDismiss, nonce: nonce)
        XCTAssertEqual(
            try MessageFrame.decode(Array(MessageFrame.bytes(request).dropFirst(8)), as: CheckRequest.self), request)
    }
}
