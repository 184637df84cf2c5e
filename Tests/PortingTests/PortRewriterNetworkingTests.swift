import Foundation
import XCTest

@testable import Porting

/// The `foundation-networking` rewrite on an image viewer written the way real ones load
/// their picture: `URLSession` with an ephemeral configuration, a `URLRequest` with a cache
/// policy, a data task. Linux's Foundation keeps those in `FoundationNetworking`; the copy
/// imports it at its end, and swiftc type-checks the copy while it refuses the original.
final class PortRewriterNetworkingTests: XCTestCase {
    private let viewer = """
        import Foundation

        final class RemoteImageLoader {
            private lazy var session = URLSession(configuration: URLSessionConfiguration.ephemeral)
            private var task: URLSessionDataTask?

            func load(_ url: URL, completion: @escaping (Data?) -> Void) {
                let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 20)
                task = session.dataTask(with: request) { data, response, _ in
                    let ok = (response as? HTTPURLResponse)?.statusCode == 200
                    completion(ok ? data : nil)
                }
                task?.resume()
            }
        }
        """

    private func port(_ source: String) -> PortRewriter.Result {
        PortRewriter().rewrite([.init(path: "RemoteImageLoader.swift", source: source)])[0]
    }

    func testAFileUsingURLSessionImportsFoundationNetworkingAtItsEnd() {
        let r = port(viewer)
        XCTAssertEqual(r.rewrites.map(\.kind), [.foundationNetworking])
        XCTAssertEqual(r.rewrites.first?.line, 4, "reported at the first use")
        XCTAssertEqual(r.rewrites.first?.before, "URLSession")
        XCTAssertTrue(
            r.source.hasSuffix("}\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"),
            r.source)
        let lines = r.source.split(separator: "\n", omittingEmptySubsequences: false)
        let original = viewer.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(Array(lines.prefix(original.count)), original, "no line of the file moves")
    }

    func testFilesWithoutNetworkingTypesOrWithTheImportAreLeftAlone() {
        // Names that only start like one (`URLSessionsCount`, `URLRequester`) and strings are no use.
        let other = port(
            "import UIKit\nlet URLSessionsCount = 1\nclass URLRequester {}\nlet s = \"URLSession\" // URLRequest\n")
        XCTAssertTrue(other.rewrites.isEmpty, "\(other.rewrites)")
        let already = port("import Foundation\nimport FoundationNetworking\nlet s = URLSession.shared\n")
        XCTAssertTrue(already.rewrites.isEmpty)
        XCTAssertEqual(already.source, "import Foundation\nimport FoundationNetworking\nlet s = URLSession.shared\n")
        let response = port("import Foundation\nfunc f(_ r: URLResponse) {}")
        XCTAssertEqual(response.rewrites.map(\.kind), [.foundationNetworking])
        XCTAssertTrue(
            response.source.hasSuffix(
                "{}\n#if canImport(FoundationNetworking)\n"
                    + "import FoundationNetworking\n#endif\n"), "a file without a final newline gets one first")
    }

    /// swiftc refuses the original on Linux ("has moved to the FoundationNetworking module")
    /// and type-checks the copy.
    func testTheCopyTypeChecksWhereTheOriginalDoesNot() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("port-networking-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try typeCheck(viewer, in: dir, name: "Original.swift")
        XCTAssertNotEqual(original.status, 0)
        XCTAssertTrue(original.output.contains("FoundationNetworking"), original.output)
        let copy = try typeCheck(port(viewer).source, in: dir, name: "Copy.swift")
        XCTAssertEqual(copy.status, 0, copy.output)
    }

    private func typeCheck(_ source: String, in dir: URL, name: String) throws -> (status: Int32, output: String) {
        let file = dir.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swiftc", "-typecheck", file.path]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
