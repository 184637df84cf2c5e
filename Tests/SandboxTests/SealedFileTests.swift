import Foundation
import TestSupport
import XCTest
@testable import Sandbox

/// Sealed memory copies keep their bytes whatever happens to the file or to the copy's
/// descriptor; shared memory is shared; system calls have their names.
final class SealedFileTests: XCTestCase {
    private func file(_ bytes: [UInt8]) throws -> (path: String, fd: Int32) {
        let folder = try NativeTools.temporaryFolder(for: self, name: "sealed")
        let path = folder + "/x.bin"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let fd = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        addTeardownBlock { close(fd) }
        return (path, fd)
    }

    private func contents(_ fd: Int32, _ count: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count + 16)
        let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        return Array(out.prefix(max(0, n)))
    }

    func testTheCopyHoldsTheBytesAndCannotBeChanged() throws {
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let (path, fd) = try file(bytes)
        var observed = 0
        let sealed = try SealedFile(copying: fd, name: "x") { observed += $0.count }
        XCTAssertEqual(sealed.size, bytes.count)
        XCTAssertEqual(observed, bytes.count, "every chunk is shown to the observer")
        XCTAssertEqual(contents(sealed.descriptor, bytes.count), bytes)
        // The file changes on disk: the copy does not.
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(contents(sealed.descriptor, bytes.count), bytes)
        // The seals refuse writing, growing and shrinking.
        XCTAssertEqual(pwrite(sealed.descriptor, [UInt8(9)], 1, 0), -1)
        XCTAssertEqual(errno, EPERM)
        XCTAssertEqual(ftruncate(sealed.descriptor, 10), -1)
        XCTAssertEqual(sealed.loaderPath, "/proc/self/fd/\(sealed.descriptor)")
        // Reopened for writing through /proc, it still cannot be written.
        let viaProc = open(sealed.loaderPath, O_RDWR)
        if viaProc >= 0 {
            defer { close(viaProc) }
            XCTAssertEqual(write(viaProc, [UInt8(9)], 1), -1)
            XCTAssertEqual(errno, EPERM)
        }
        XCTAssertEqual(contents(sealed.descriptor, bytes.count), bytes)
    }

    /// Without an observer the copy is made inside the kernel (`sendfile`): the same bytes,
    /// sealed the same way, from offset 0 whatever the descriptor's own position.
    func testTheInKernelCopyHoldsTheBytesAndIsSealed() throws {
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
        let (_, fd) = try file(bytes)
        XCTAssertEqual(lseek(fd, 1234, SEEK_SET), 1234)
        let sealed = try SealedFile(copying: fd, name: "x")
        XCTAssertEqual(sealed.size, bytes.count)
        XCTAssertEqual(contents(sealed.descriptor, bytes.count), bytes)
        XCTAssertEqual(pwrite(sealed.descriptor, [UInt8(9)], 1, 0), -1)
        XCTAssertEqual(errno, EPERM)
        XCTAssertEqual(ftruncate(sealed.descriptor, 10), -1)
        let empty = try file([])
        XCTAssertEqual(try SealedFile(copying: empty.fd, name: "e").size, 0)
        // A length copies that many leading bytes, through the kernel or through a buffer.
        let head = try SealedFile(copying: fd, name: "h", length: 70_001)
        XCTAssertEqual(head.size, 70_001)
        XCTAssertEqual(contents(head.descriptor, 70_001), Array(bytes.prefix(70_001)))
        var observed = 0
        let buffered = try SealedFile(copying: fd, name: "b", length: 70_001) { observed += $0.count }
        XCTAssertEqual(observed, 70_001)
        XCTAssertEqual(contents(buffered.descriptor, 70_001), Array(bytes.prefix(70_001)))
        XCTAssertEqual(
            try SealedFile(copying: fd, name: "l", length: 1 << 40).size, bytes.count,
            "a length past the end copies the file")
    }

    func testACopyLargerThanItsLimitIsRefused() throws {
        let (_, fd) = try file([UInt8](repeating: 7, count: 100_000))
        XCTAssertThrowsError(try SealedFile(copying: fd, name: "x", limit: 50_000)) { error in
            XCTAssertEqual(error as? SealedFileError, .tooLarge(limit: 50_000))
        }
        XCTAssertThrowsError(try SealedFile(copying: fd, name: "x", limit: 50_000) { _ in }) { error in
            XCTAssertTrue("\(error)".contains("larger than"), "\(error)")
        }
    }

    func testSharedMemoryIsSeenThroughASecondMapping() throws {
        let a = try XCTUnwrap(SharedMemory.create(words: 8))
        XCTAssertEqual((0..<8).map { a.words[$0] }, [Int64](repeating: 0, count: 8), "zeroed")
        let b = try XCTUnwrap(SharedMemory.attach(a.descriptor, words: 8))
        a.words[3] = 42
        XCTAssertEqual(b.words[3], 42)
        XCTAssertNil(SharedMemory.attach(a.descriptor, words: 1024), "attaching more than there is fails")
    }

    func testSystemCallNames() {
        #if arch(x86_64)
            XCTAssertEqual(WorkerSandbox.syscallName(59), "execve")
            XCTAssertEqual(WorkerSandbox.syscallName(41), "socket")
            XCTAssertEqual(WorkerSandbox.syscallName(257), "openat")
        #endif
        XCTAssertEqual(WorkerSandbox.syscallName(99_999), "syscall 99999")
    }
}
