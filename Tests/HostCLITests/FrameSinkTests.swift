import Foundation
import TestSupport
import XCTest
@testable import host_cli

/// Every output format behind ``FrameSink``, fed the frames of a real transition (the built-in
/// animator, run in this process): a format that says it streams has its temporary file beside
/// the target from the first frame, one that does not keeps its frames elsewhere until the end;
/// each writes its own kind of file, whose size ``FrameOutput/finish(duration:)`` reports; and
/// an aborted output of any format leaves the previous file byte for byte, nothing beside it.
final class FrameSinkTests: XCTestCase {
    private var folder = ""
    private var setup: RunCommand.Setup!

    override func setUpWithError() throws {
        folder = try NativeTools.temporaryFolder(for: self, name: "sinks")
        // The worker is this host-cli's own executable, which a test process is not: the
        // session runs here instead (the debugging mode the README documents).
        setenv("TRANSITION_HOST_ISOLATION", "none", 1)
        _ = TestPlugins.builtIns  // the built-in default animator, registered as host-cli's main does
        setup = try RunCommand.Setup(RunCommand.spec.parse(["--fps", "12", "--size", "120x200"]))
    }

    override func tearDown() { unsetenv("TRANSITION_HOST_ISOLATION") }

    /// The formats this machine can write (video needs ffmpeg).
    private var formats: [FrameOutput.Format] {
        FrameOutput.Format.allCases.filter { $0.sink != VideoSink.self || VideoEncoder.ffmpeg() != nil }
    }

    /// What is in the folder besides `name`.
    private func others(than name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != name }
    }

    /// Runs the transition into `output`; `check` is called after each frame is added.
    private func run(into output: FrameOutput, check: (Int) throws -> Void = { _ in }) throws -> Double {
        var frames = 0
        var failure: Error?
        let outcome = Workers.run(setup.config, started: { _, _ in }) { frame in
            output.add(frame)
            frames += 1
            do { try check(frames) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
        guard case let .finished(result, _) = outcome else {
            XCTFail("the run failed: \(outcome)")
            return 0
        }
        XCTAssertEqual(frames, 13, "1 s at 12 fps, both ends")
        return result.duration
    }

    func testEachFormatStreamsExactlyWhenItsSinkSaysSoAndWritesItsKindOfFile() throws {
        XCTAssertGreaterThanOrEqual(formats.count, 5)
        for format in formats {
            let name = "out.\(format.rawValue)", path = folder + "/" + name
            let previous = Data("previous \(format)\n".utf8)
            try previous.write(to: URL(fileURLWithPath: path))
            let output = try FrameOutput(
                path: path, size: setup.config.size, scale: 1, fps: setup.config.fps, at: nil, sheet: nil)
            let duration = try run(into: output) { frame in
                XCTAssertEqual(
                    FileManager.default.contents(atPath: path), previous,
                    "\(format): the target is replaced only at the end")
                if frame == 1 {
                    let beside = try others(than: name)
                    XCTAssertEqual(
                        !beside.isEmpty, format.sink.streams,
                        "\(format): a file beside the target during the run: \(beside)")
                }
            }
            let bytes = try output.finish(duration: duration)
            let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
            XCTAssertEqual(bytes, data.count, "\(format): the size reported is the file's")
            XCTAssertEqual(try others(than: name), [], "\(format): nothing is left beside the file")
            let head = String(decoding: data.prefix(16), as: UTF8.self)
            switch format {
            case .gif: XCTAssertTrue(head.hasPrefix("GIF89a"), head)
            case .png, .apng:
                XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(format)")
                XCTAssertEqual(
                    data.range(of: Data("acTL".utf8)) != nil, format == .apng, "\(format): animated exactly when APNG")
            case .svg:
                XCTAssertTrue(head.hasPrefix("<?xml") && String(decoding: data, as: UTF8.self).contains("<svg"), head)
            case .html: XCTAssertTrue(head.hasPrefix("<!DOCTYPE html>"), head)
            case .mp4: XCTAssertEqual(String(decoding: data[4..<8], as: UTF8.self), "ftyp")
            case .webm: XCTAssertEqual(Array(data.prefix(4)), [0x1A, 0x45, 0xDF, 0xA3])
            }
            try FileManager.default.removeItem(atPath: path)
        }
    }

    func testAnAbortedOutputOfEveryFormatLeavesThePreviousFile() throws {
        for format in formats {
            let name = "kept.\(format.rawValue)", path = folder + "/" + name
            let previous = Data("previous \(format)\n".utf8)
            try previous.write(to: URL(fileURLWithPath: path))
            let output = try FrameOutput(
                path: path, size: setup.config.size, scale: 1, fps: setup.config.fps, at: nil, sheet: nil)
            _ = try run(into: output)
            output.abort()
            XCTAssertEqual(FileManager.default.contents(atPath: path), previous, "\(format)")
            XCTAssertEqual(try others(than: name), [], "\(format): no temporary file is left")
            try FileManager.default.removeItem(atPath: path)
        }
    }
}
