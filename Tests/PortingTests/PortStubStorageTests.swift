import Foundation
import XCTest

@testable import Porting

/// The helpers port writes to keep the values of properties stubbed on SDK types, compiled and
/// run: an object made at a dead object's address (the allocator reuses them at once) starts
/// with fresh values, not the dead one's — victorchee's `selectedCell.label` was a label of an
/// earlier transition, whose snapshot came back nil, after 30 transitions of the `memory`
/// check — and the table stays bounded by the live objects.
final class PortStubStorageTests: XCTestCase {
    func testAnObjectAtAReusedAddressGetsFreshValuesAndTheTableStaysBounded() throws {
        let program =
            "import Foundation\n" + PortStubs.extensionStorage + """
                final class Owner {}
                extension Owner {
                    var label: String {
                        get { portStubValue(self, "label") { "fresh" } }
                        set { portStubSet(self, "label", newValue) }
                    }
                }
                var kept: [Owner] = []
                for i in 0..<5000 {
                    let o = Owner()
                    if o.label != "fresh" { print("stale at \\(i): \\(o.label)"); exit(1) }
                    o.label = "set \\(i)"
                    if i % 10 == 0 { kept.append(o) }
                }
                for (i, o) in kept.enumerated() where o.label != "set \\(i * 10)" { print("lost \\(i)"); exit(1) }
                print("entries \\(portStubStorage.count)")
                """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("port-stub-storage-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("main.swift")
        try program.write(to: file, atomically: true, encoding: .utf8)
        let build = run(["swiftc", "-o", dir.appendingPathComponent("storage").path, file.path])
        XCTAssertEqual(build.status, 0, build.output)
        let r = run([dir.appendingPathComponent("storage").path])
        XCTAssertEqual(r.status, 0, r.output)
        // 500 live owners; the dead ones' entries are dropped as the table grows.
        let entries = Int(r.output.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        XCTAssertNotNil(entries, r.output)
        XCTAssertGreaterThanOrEqual(entries ?? 0, 500, r.output)
        XCTAssertLessThanOrEqual(entries ?? .max, 1100, r.output)
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        do { try p.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
