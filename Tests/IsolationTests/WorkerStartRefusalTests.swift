import Foundation
import PluginRuntime
import ProcessSupport
import Session
import TestSupport
import XCTest
@testable import Isolation
#if canImport(Glibc)
    import Glibc
#endif

/// A worker that cannot be started is a value naming why, and a live session says so in the
/// same value.
final class WorkerStartRefusalTests: XCTestCase {
    func testNoExecutableAndAMissingExecutableAreCasesNotWords() {
        XCTAssertThrowsError(try WorkerConnection(mode: "run", executable: nil)) {
            XCTAssertEqual($0 as? WorkerStartError, .noExecutable)
        }
        let config = SessionConfiguration(
            animator: PluginChoice(
                source: .builtIn(id: "default"), id: "default", parameters: ParameterValues(values: [:])))
        XCTAssertThrowsError(try LiveSession(config: config, executable: "/nonexistent/host-cli")) {
            XCTAssertEqual($0 as? RunError, .cannotStart(.spawn(executable: "/nonexistent/host-cli", code: ENOENT)))
            XCTAssertEqual("\($0)", "cannot start /nonexistent/host-cli: No such file or directory")
        }
    }
}
