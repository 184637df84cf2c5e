import Foundation
import TestSupport
import XCTest

@testable import host_cli

/// The spill file's appends (``WriteLoop``'s write at an offset) and reads by offset.
final class SpillFileTests: XCTestCase {
    func testAppendsReadBackAtTheirOffsetsInPiecesOfAnySize() throws {
        let file = try SpillFile()
        var whole: [UInt8] = [], offsets: [(Int, [UInt8])] = []
        for i in 0..<40 {
            let piece = (0..<(i * 7919 % 200_003)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ i) }
            offsets.append((try file.append(piece), piece))
            whole += piece
        }
        let text = "the end\n"
        XCTAssertEqual(try file.append(text), whole.count)
        whole += Array(text.utf8)
        XCTAssertEqual(file.size, whole.count)
        for (offset, piece) in offsets { XCTAssertTrue(try file.read(at: offset, count: piece.count) == piece) }
        var back: [UInt8] = []
        try file.forEachChunk(65_536) { back += $0 }
        XCTAssertTrue(back == whole, "\(back.count) of \(whole.count) bytes, in order")
        XCTAssertThrowsError(try file.read(at: whole.count - 1, count: 2)) {
            XCTAssertEqual($0 as? SpillFileError, .readPastEnd(offset: whole.count - 1, count: 2, size: whole.count))
        }
    }

    /// A folder that cannot hold the file: the case names it and carries `open`'s `errno`.
    func testAFolderThatCannotHoldTheFileIsNamedWithItsErrno() throws {
        let missing = try NativeTools.temporaryFolder(for: self, name: "spill") + "/no/such/folder"
        XCTAssertThrowsError(try SpillFile(in: missing)) {
            XCTAssertEqual($0 as? SpillFileError, .cannotCreate(folder: missing, errno: ENOENT))
        }
    }

    /// An append the file system refuses (here the file-size limit, as a full disk would) is
    /// the write's case with its `errno`, and the size stays what was written before it.
    func testAWriteTheSystemRefusesIsTheWriteCaseWithItsErrno() throws {
        let file = try SpillFile()
        try file.append([UInt8](repeating: 1, count: 100))
        // The limit applies to this process: ignore the signal it sends, restore both after.
        let size = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        var saved = rlimit()
        XCTAssertEqual(getrlimit(size, &saved), 0)
        let handler = signal(SIGXFSZ, SIG_IGN)
        defer {
            _ = setrlimit(size, &saved)
            signal(SIGXFSZ, handler)
        }
        var small = saved
        small.rlim_cur = 4096
        XCTAssertEqual(setrlimit(size, &small), 0)
        XCTAssertThrowsError(try file.append([UInt8](repeating: 2, count: 8192))) {
            XCTAssertEqual($0 as? SpillFileError, .cannotWrite(errno: EFBIG))
        }
        XCTAssertEqual(file.size, 100, "a failed append adds nothing")
    }
}
