import Foundation
import TestSupport
import XCTest
@testable import PluginRuntime

/// A worker's sealed copy of a plugin holds the bytes the dynamic loader reads — headers and
/// segments, whole pages — and not the debugging sections after them; it loads, and a hash
/// taken while copying still covers the whole file.
final class SealedCopyTests: XCTestCase {
    private func bytes(_ fd: Int32, _ count: Int, at offset: Int = 0) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
        return Array(out.prefix(max(0, n)))
    }

    func testTheCopyIsTheLoadedPrefixItLoadsAndTheHashCoversTheWholeFile() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        // Debugging information makes the file much longer than what is mapped.
        let path = try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: "debug", into: dir,
            flags: ["-DMODE=0", "-DPLUGIN_ID=\"test.sealed\"", "-g3"])
        let f = try PluginLoader.inspect(path: path).get()
        let length = PluginLoader.loadedLength(f)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        XCTAssertLessThan(length, Int(f.size), "the section header table (at the end) is left out")
        XCTAssertTrue(length % page == 0 || length == Int(f.size), "whole pages: \(length)")
        let whole = try XCTUnwrap(PluginLoader.contentHash(f))
        let original = bytes(f.fd, Int(f.size))
        let sealed = try PluginLoader.seal(f, hashing: true).get()  // closes f
        XCTAssertEqual(sealed.copy.size, length)
        XCTAssertEqual(sealed.hash, whole, "the hash covers the bytes after the copied prefix too")
        XCTAssertEqual(
            bytes(sealed.copy.descriptor, length + 100), Array(original.prefix(length)),
            "a prefix of the file, byte for byte")
        // Every segment's file range lies inside the copy.
        XCTAssertNil(PluginLoader.elfProblem(sealed.copy.descriptor, size: Int64(length), sections: false))
        XCTAssertNotNil(
            PluginLoader.elfProblem(sealed.copy.descriptor, size: Int64(length)),
            "without its section headers it is not a whole file")
        let loaded = try PluginLoader.load(sealed).get()
        XCTAssertEqual(loaded.info.id, "test.sealed")
    }

    func testTheInKernelCopyIsTheSamePrefix() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: "plain", into: dir,
            flags: ["-DMODE=0", "-DPLUGIN_ID=\"test.sealed.kernel\"", "-g"])
        let f = try PluginLoader.inspect(path: path).get()
        let length = PluginLoader.loadedLength(f), original = bytes(f.fd, length)
        let sealed = try PluginLoader.seal(f, hashing: false).get()
        XCTAssertNil(sealed.hash)
        XCTAssertEqual(bytes(sealed.copy.descriptor, length + 100), original)
        XCTAssertEqual(try PluginLoader.load(sealed).get().info.id, "test.sealed.kernel")
    }
}
