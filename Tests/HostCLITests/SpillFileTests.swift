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
        XCTAssertThrowsError(try file.read(at: whole.count - 1, count: 2), "past the end")
    }
}
