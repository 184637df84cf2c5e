import AnimationCore
import Foundation
import ProcessSupport
import TestSupport
import XCTest

@testable import host_cli

/// The output errors a run can meet before and after its frames, matched by case: the path
/// as given and the error of the part that failed kept whole. The CLI tests check the same
/// sentences end to end.
final class CommandOutputErrorTests: XCTestCase {
    func testAnOutputPathIsRefusedBeforeAnyWorkWithItsCase() throws {
        let folder = try NativeTools.temporaryFolder(for: self, name: "output-error")
        XCTAssertThrowsError(try FrameOutput.check(folder + "/picture.bmp")) {
            XCTAssertEqual($0 as? CommandOutputError, .unknownFormat(path: folder + "/picture.bmp"))
        }
        XCTAssertThrowsError(try FrameOutput.check(folder, format: .apng)) {
            XCTAssertEqual($0 as? CommandOutputError, .isFolder(path: folder, format: .apng))
        }
        XCTAssertThrowsError(try FrameOutput.check(folder + "/absent/x.gif")) {
            guard case .file(option: "--output", let error) = $0 as? CommandOutputError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.path, folder + "/absent/x.gif")
        }
    }

    func testARunWithoutFramesIsTheNoFrameCaseAndLeavesThePreviousFile() throws {
        let folder = try NativeTools.temporaryFolder(for: self, name: "output-error")
        let path = folder + "/previous.png"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        let output = try FrameOutput(
            path: path, size: Size(width: 10, height: 10), scale: 1, fps: 10, at: nil, sheet: nil)
        XCTAssertThrowsError(try output.finish(duration: 1)) {
            XCTAssertEqual($0 as? CommandOutputError, .noFrame(path: path))
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("mine".utf8))
    }

    /// A sink's error, of whatever part, is kept whole under the output's path.
    func testASinksErrorIsKeptWhole() {
        let spill = SpillFileError.cannotWrite(errno: ENOSPC)
        XCTAssertEqual(CommandOutputError(output: "x.png", spill), .spill(path: "x.png", spill))
        let file = OutputError("x.png", .isFolder)
        XCTAssertEqual(CommandOutputError(output: "x.png", file), .file(option: "--output", file))
        let video = VideoEncoderError.exited(status: 1, messages: [])
        XCTAssertEqual(CommandOutputError(output: "x.mp4", video), .video(path: "x.mp4", video))
        XCTAssertEqual(
            CommandOutputError(output: "x.png", CommandOutputError.noFrame(path: "y.png")), .noFrame(path: "y.png"))
        XCTAssertEqual(
            CommandOutputError.spill(path: "a\u{1B}.png", spill).description,
            "--output a\\e.png: cannot write a temporary file: No space left on device (is the temporary folder full?)")
    }
}
