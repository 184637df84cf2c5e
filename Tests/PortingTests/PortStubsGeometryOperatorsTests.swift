import Foundation
import XCTest

@testable import Porting

/// The app's operators on `CGPoint`, `CGSize` and `CGVector` that the files use and no file
/// given declares (a gesture's `location - start`, `velocity / (1000 * log(rate))`): port
/// declares each family component by component, from the compiler's messages as Swift 6.3
/// words them (with the `SIMD` and `Strideable` types it tried instead), and reports them.
/// Compiled and run with swiftc, the declarations give the closed-form values.
final class PortStubsGeometryOperatorsTests: XCTestCase {
    private let log = """
        /tmp/p/Sources/T/Pan.swift:9:23: error: binary operator '/' cannot be applied to operands of type 'CGPoint' and '_.Scalar'
        /tmp/p/Sources/T/Pan.swift:9:19: error: binary operator '-' cannot be applied to operands of type 'CGPoint' and 'CGPoint.Stride'
        /tmp/p/Sources/T/Pan.swift:9:30: error: referencing operator function '*' on 'SIMD' requires that 'CGFloat' conform to 'SIMD'
        /tmp/p/Sources/T/Pan.swift:10:16: error: binary operator '*=' cannot be applied to operands of type 'CGSize' and 'CGFloat'
        """

    private func learned() -> PortStubs {
        var stubs = PortStubs(files: [("Pan.swift", String(repeating: "\n", count: 12))])
        XCTAssertTrue(stubs.learn(from: log))
        return stubs
    }

    func testEachOperatorUsedIsDeclaredWithItsFamilyAndReported() {
        let stubs = learned()
        XCTAssertEqual(stubs.geometryOperators, ["CGPoint -", "CGPoint /", "CGSize *"])
        let source = stubs.source()
        for declaration in [
            "static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }",
            "static prefix func - (v: CGPoint) -> CGPoint",
            "static func / (l: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: l.x / k, y: l.y / k) }",
            "static func * (k: CGFloat, r: CGSize) -> CGSize { r * k }",
            "static func *= (l: inout CGSize, k: CGFloat) { l = l * k }"
        ] {
            XCTAssertTrue(source.contains(declaration), declaration + "\n" + source)
        }
        XCTAssertFalse(
            source.contains("(l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x"), "+ was never used")
        XCTAssertTrue(
            stubs.summary.contains { $0.hasPrefix("CGPoint - (an operator your app declares") }, "\(stubs.summary)")
        XCTAssertEqual(stubs.symbolCount, 3)
        var again = stubs
        XCTAssertFalse(again.learn(from: log), "the same messages change nothing")
    }

    /// A message about an operator on other types, or another message, is not this rule's.
    func testOtherOperandsAreLeftAlone() {
        var stubs = PortStubs(files: [("Pan.swift", "\n\n\n")])
        _ = stubs.learn(
            from:
                "/tmp/p/Sources/T/Pan.swift:2:5: error: binary operator '+' cannot be applied to operands of type 'String' and 'Int'"
        )
        XCTAssertTrue(stubs.geometryOperators.isEmpty)
    }

    /// The declarations compile beside Foundation's geometry types and compute the closed
    /// forms: (10, 20) - (4, 8) / 2 = (8, 16); -(1, 2) = (-1, -2); (3, 4) * 2 and 2 * (3, 4)
    /// = (6, 8) for sizes; a size (4, 6) scaled in place by 1.5 = (6, 9).
    func testTheDeclarationsComputeComponentwise() throws {
        guard
            let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first(
                where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("swiftc not found") }
        // CGVector is the SDK's (Linux's Foundation lacks it): the two Foundation declares.
        let stubs = learned()
        let program = """
            import Foundation
            \(stubs.geometryOperatorDeclarations())
            let p = CGPoint(x: 10, y: 20) - CGPoint(x: 4, y: 8) / 2
            let n = -CGPoint(x: 1, y: 2)
            var s = CGSize(width: 4, height: 6)
            s *= 1.5
            let v = CGSize(width: 3, height: 4) * 2, w = 2 * CGSize(width: 3, height: 4)
            print(p.x, p.y, n.x, n.y, s.width, s.height, v.width, v.height, w.width, w.height)
            """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("geometry-ops-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try program.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try run(
            swiftc, ["-o", dir.appendingPathComponent("ops").path, dir.appendingPathComponent("main.swift").path])
        XCTAssertEqual(build.status, 0, build.output)
        let out = try run(dir.appendingPathComponent("ops").path, [])
        XCTAssertEqual(out.output, "8.0 16.0 -1.0 -2.0 6.0 9.0 6.0 8.0 6.0 8.0\n")
    }

    private func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
