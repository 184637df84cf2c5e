import Foundation
import Rendering
import TestSupport
import XCTest

@testable import host_cli

/// ``VideoEncoder``'s failures as values: the process it runs is a stand-in for ffmpeg (a
/// shell script taking the same pipe), so each ending — an exit status, a signal, a program
/// that cannot start — is made for real and matched by its case, with ffmpeg's last messages
/// kept raw in the case and escaped only in the sentence.
final class VideoEncoderTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws { folder = try NativeTools.temporaryFolder(for: self, name: "video") }

    /// An executable script at `name` in the test's folder with `body`.
    private func script(_ name: String, _ body: String) throws -> String {
        let path = folder + "/" + name
        try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(chmod(path, 0o755), 0)
        return path
    }

    private func encoder(_ ffmpeg: String) throws -> VideoEncoder {
        try VideoEncoder(ffmpeg: ffmpeg, container: .mp4, width: 2, height: 2, fps: 10, path: folder + "/out.mp4")
    }

    func testAnFFmpegThatFailsIsTheExitCaseWithItsStatusAndLastMessages() throws {
        let ffmpeg = try script(
            "exits", "cat >/dev/null; echo one >&2; echo two >&2; echo three >&2; echo four >&2; exit 3")
        let video = try encoder(ffmpeg)
        try video.add(Canvas(width: 2, height: 2))
        XCTAssertThrowsError(try video.finish()) {
            XCTAssertEqual($0 as? VideoEncoderError, .exited(status: 3, messages: ["two", "three", "four"]))
        }
    }

    func testAnFFmpegEndedBySignalIsTheSignalCase() throws {
        let video = try encoder(try script("killed", "cat >/dev/null; kill -9 $$"))
        XCTAssertThrowsError(try video.finish()) {
            XCTAssertEqual($0 as? VideoEncoderError, .killed(signal: SIGKILL, messages: []))
        }
    }

    func testAProgramThatCannotStartIsNamed() throws {
        let missing = folder + "/no-ffmpeg"
        XCTAssertThrowsError(try encoder(missing)) {
            guard case .cannotStart(let ffmpeg, _) = $0 as? VideoEncoderError else { return XCTFail("\($0)") }
            XCTAssertEqual(ffmpeg, missing)
        }
    }

    /// The sentence: ffmpeg's messages are its own text, escaped so they cannot drive the
    /// terminal, and the output that failed is put in front by ``CommandOutputError``.
    func testTheSentenceEscapesFFmpegsMessages() {
        let error = VideoEncoderError.exited(status: 1, messages: ["bad \u{1B}[31mred", "end"])
        XCTAssertEqual(error.description, "ffmpeg failed (exit status 1): bad \\e[31mred; end")
        XCTAssertEqual(
            CommandOutputError.video(path: "x.mp4", error).description,
            "--output x.mp4: ffmpeg failed (exit status 1): bad \\e[31mred; end")
    }
}
