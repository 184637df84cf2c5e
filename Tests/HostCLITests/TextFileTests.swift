import Foundation
import TestSupport
import XCTest

@testable import host_cli

/// ``TextFile/read(_:limit:)`` on real paths: each refusal is its ``TextFileError`` case.
final class TextFileTests: XCTestCase {
    func testEachUnreadablePathIsItsCase() throws {
        let folder = try NativeTools.temporaryFolder(for: self, name: "textfile")
        func error(_ path: String, limit: Int = 100) -> TextFileError? {
            do {
                _ = try TextFile.read(path, limit: limit)
                return nil
            } catch { return error }
        }
        XCTAssertEqual(error(folder + "/absent"), .missing)
        XCTAssertEqual(error(folder), .folder)
        XCTAssertEqual(error("/dev/null"), .device)
        XCTAssertEqual(error(folder + "/absent/below"), .missing)
        let long = folder + "/long", binary = folder + "/binary", file = folder + "/file"
        try Data(repeating: 0x61, count: 101).write(to: URL(fileURLWithPath: long))
        XCTAssertEqual(error(long), .tooLong(limit: 100))
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: binary))
        XCTAssertEqual(error(binary), .notUTF8)
        try Data("text".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(error(file + "/below"), .unreadable(errno: ENOTDIR))
        XCTAssertEqual(try TextFile.read(file, limit: 4), "text")
        XCTAssertEqual(TextFileError.unreadable(errno: ENOTDIR).description, "cannot read it (Not a directory)")
    }
}
