import Foundation
import PluginRuntime
import TestSupport
import XCTest
@testable import Isolation

/// The scan cache lets a file's identity stand for its bytes only when that identity had
/// settled when the bytes were hashed: a file written twice within one file-system clock tick
/// keeps its times, so a hash taken between the writes must not be kept.
final class ScanCacheIdentityTests: XCTestCase {
    private func identity(changedAt t: Int64) -> PluginLoader.FileIdentity {
        PluginLoader.FileIdentity(device: 9, inode: 42, size: 1_000, mtime: t, mtimeNanos: 0, ctime: t, ctimeNanos: 0)
    }

    func testAHashIsKeptForASettledIdentityOnlyAndSurvivesSaving() throws {
        let folder = try NativeTools.temporaryFolder(for: self)
        let environment = ["TRANSITION_HOST_CACHE_DIR": folder]
        let hash = try XCTUnwrap(ContentHash(hex: String(repeating: "5a", count: 32)))
        let now = Int64(time(nil))
        let settled = identity(changedAt: now - 60), fresh = identity(changedAt: now)
        let cache = ScanCache(environment: environment)
        // Saving keeps the entries of files that exist.
        let settledPath = folder + "/settled.so", freshPath = folder + "/fresh.so"
        for p in [settledPath, freshPath] {
            XCTAssertTrue(FileManager.default.createFile(atPath: p, contents: Data([1])))
        }
        cache.record(path: settledPath, identity: settled, hash: hash)
        cache.record(path: freshPath, identity: fresh, hash: hash)
        XCTAssertEqual(cache.hash(path: settledPath, identity: settled), hash)
        XCTAssertNil(cache.hash(path: freshPath, identity: fresh), "a file changed just now is hashed again next time")
        XCTAssertNil(
            cache.hash(path: settledPath, identity: identity(changedAt: now - 59)),
            "another identity is another content")
        cache.save()
        let reread = ScanCache(environment: environment)
        XCTAssertEqual(reread.hash(path: settledPath, identity: settled), hash)
        XCTAssertNil(reread.hash(path: freshPath, identity: fresh))
    }
}
