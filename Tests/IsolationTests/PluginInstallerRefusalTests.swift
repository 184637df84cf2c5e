import Foundation
import TestSupport
import XCTest
@testable import Isolation
#if canImport(Glibc)
    import Glibc
#endif

/// The installer's refusals that come before any scan, as values: the file or folder at
/// fault, the `errno`, and whether the command line is to blame (status 2).
final class PluginInstallerRefusalTests: XCTestCase {
    func testAFileThatIsNotThereOrNotARegularFileIsAUsageError() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let installer = PluginInstaller(folder: dir + "/plugins", environment: ["HOME": dir])
        XCTAssertThrowsError(try installer.stage(dir + "/missing.so")) {
            let e = $0 as? PluginInstallError
            XCTAssertEqual(e, .missingFile(dir + "/missing.so", code: ENOENT))
            XCTAssertEqual(e?.isUsage, true)
            XCTAssertEqual(e?.description, "\(dir)/missing.so: no such file; give the path of a plugin .so")
        }
        XCTAssertThrowsError(try installer.stage(dir)) {
            XCTAssertEqual($0 as? PluginInstallError, .notRegularFile(dir))
            XCTAssertEqual(($0 as? PluginInstallError)?.isUsage, true)
        }
    }

    func testAFolderOthersMayWriteIsRefusedAsATargetBeforeAnythingIsScanned() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let shared = dir + "/shared"
        XCTAssertEqual(mkdir(shared, 0o755), 0)
        XCTAssertEqual(chmod(shared, 0o777), 0)
        let installer = PluginInstaller(folder: shared, environment: ["HOME": dir])
        guard case .unsafeFolder(let folder, let problem)? = installer.unsafeTargetError else {
            return XCTFail("\(String(describing: installer.unsafeTargetError))")
        }
        XCTAssertEqual(folder, installer.folder)
        XCTAssertFalse(problem.isEmpty)
        XCTAssertEqual(installer.unsafeTargetError?.isUsage, false)
        XCTAssertNil(
            PluginInstaller(folder: dir, environment: ["HOME": dir]).unsafeTargetError,
            "a private folder is a fine target")
    }
}
