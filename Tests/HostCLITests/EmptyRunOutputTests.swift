import AnimationCore
import Foundation
import TestSupport
import XCTest
@testable import host_cli

/// A run that made no frame has no picture: finishing its output fails naming `--output`, and
/// the user's previous file of every format stays byte for byte, with no temporary file left.
/// (The run protocol already refuses a worker's result without frames; this is the output's
/// own guard, so no path can write an empty picture over a real one.)
final class EmptyRunOutputTests: XCTestCase {
    func testFinishingWithoutFramesKeepsThePreviousFileOfEveryFormat() throws {
        let folder = try NativeTools.temporaryFolder(for: self, name: "empty-run")
        let cases: [(ext: String, at: Double?, sheet: Int?)] = [
            ("gif", nil, nil), ("png", nil, nil), ("png", 0.1, nil), ("png", nil, 4),
            ("apng", nil, nil), ("svg", nil, nil), ("svg", 0.1, nil), ("html", nil, nil)
        ]
        for (i, c) in cases.enumerated() {
            let path = folder + "/previous-\(i).\(c.ext)"
            let previous = Data("previous \(c.ext) \(i)\n".utf8)
            try previous.write(to: URL(fileURLWithPath: path))
            let output = try FrameOutput(
                path: path, size: Size(width: 390, height: 844), scale: 1, fps: 60, at: c.at, sheet: c.sheet)
            XCTAssertThrowsError(try output.finish(duration: 0.25), "\(c)") {
                XCTAssertEqual(
                    "\($0)",
                    "--output \(path): the run made no frame, so there is nothing to render; the previous file was left as it was"
                )
            }
            XCTAssertEqual(FileManager.default.contents(atPath: path), previous, "\(c)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix("previous-") }
        XCTAssertEqual(left, [], "no temporary file is left behind")
    }
}
