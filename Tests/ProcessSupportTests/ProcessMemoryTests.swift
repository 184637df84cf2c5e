import Foundation
import XCTest
@testable import ProcessSupport

/// The resident set size as the kernel counts it.
final class ProcessMemoryTests: XCTestCase {
    func testResidentBytesGrowsWhenMemoryIsTouched() {
        let before = ProcessMemory.residentBytes()
        XCTAssertGreaterThan(before, 1 << 20, "a test process holds more than 1 MiB")
        let size = 64 << 20
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
        defer { block.deallocate() }
        // Touch every page, so the kernel really maps them.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        for offset in stride(from: 0, to: size, by: page) {
            block.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self)
        }
        let after = ProcessMemory.residentBytes()
        XCTAssertGreaterThanOrEqual(after - before, 50 << 20, "64 MiB touched: \(before) → \(after) bytes")
        XCTAssertLessThan(after - before, 256 << 20, "the growth is the block, not more")
    }
}
