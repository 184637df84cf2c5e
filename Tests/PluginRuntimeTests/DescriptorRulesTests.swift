import Foundation
import TestSupport
import XCTest
@testable import PluginRuntime

/// The loader's declaration rules, written once (``DescriptorRules``): the descriptor reader
/// refuses through them, and the same function judges a declaration the front end receives
/// from a scan worker, so the two cannot disagree.
final class DescriptorRulesTests: XCTestCase {
    private let good = PluginInfo(
        id: "com.example.fold", name: "Fold", version: "1.2.0-beta+7", summary: "Folds", author: "A. Author",
        abiMajor: 1, abiMinor: 9, isAnimator: true, isInteraction: false,
        parameters: [
            ParameterInfo(
                name: "duration", kind: .number(min: 0.1, max: 3), defaultValue: 1, unit: "s", help: "How long"),
            ParameterInfo(name: "bounce", kind: .bool, defaultValue: 0, unit: nil, help: "Bounce"),
            ParameterInfo(
                name: "side", kind: .choice(["left", "right"]), defaultValue: 1, unit: nil, help: "Which side")
        ])

    func testEveryPluginTheLoaderAcceptsPassesTheRules() throws {
        XCTAssertNil(DescriptorRules.check(good))
        let scan = PluginLoader.scan(
            PluginSearchPath(explicit: [NativeTools.productsDirectory.path]), builtIns: TestPlugins.builtIns)
        XCTAssertGreaterThan(scan.plugins.count, 3, "the bundled plugins were not found")
        for p in scan.plugins { XCTAssertNil(DescriptorRules.check(p.info), p.info.id) }
    }

    func testEachBrokenRuleIsRefusedWithTheLoadersReason() {
        func refused(_ change: (inout PluginInfo) -> Void) -> PluginRejection.Reason? {
            var i = good
            change(&i)
            return DescriptorRules.check(i)?.reason
        }
        func param(_ p: ParameterInfo) -> (inout PluginInfo) -> Void { { $0.parameters = [p] } }
        let cases: [(String, PluginRejection.Reason, (inout PluginInfo) -> Void)] = [
            ("ABI 9", .abiMajorMismatch, { $0.abiMajor = 9 }),
            ("ABI 0", .abiMajorMismatch, { $0.abiMajor = 0 }),
            ("uppercase id", .invalidID, { $0.id = "Bad ID!" }),
            ("escape in id", .invalidID, { $0.id = "evil\u{1B}[2J" }),
            ("empty id", .invalidID, { $0.id = "" }),
            ("65-byte id", .invalidID, { $0.id = String(repeating: "a", count: 65) }),
            ("empty name", .missingString, { $0.name = "" }),
            ("not semver", .missingString, { $0.version = "one" }),
            ("leading zero", .missingString, { $0.version = "01.0.0" }),
            ("non-ASCII digit", .missingString, { $0.version = "\u{0661}.0.0" }),
            ("4097-byte summary", .missingString, { $0.summary = String(repeating: "s", count: 4097) }),
            ("60 MiB author", .missingString, { $0.author = String(repeating: "a", count: 60 << 20) }),
            ("no kinds", .invalidVTable, { $0.isAnimator = false }),
            (
                "65 parameters", .invalidParameters,
                { i in
                    i.parameters = (0..<65).map {
                        ParameterInfo(name: "p\($0)", kind: .bool, defaultValue: 0, unit: nil, help: "")
                    }
                }
            ),
            ("twice", .invalidParameters, { $0.parameters = [$0.parameters[1], $0.parameters[1]] }),
            (
                "bad name", .invalidParameters,
                param(ParameterInfo(name: "Bad", kind: .bool, defaultValue: 0, unit: nil, help: ""))
            ),
            (
                "inverted range", .invalidParameters,
                param(ParameterInfo(name: "n", kind: .number(min: 2, max: 1), defaultValue: 1.5, unit: nil, help: ""))
            ),
            (
                "infinite range", .invalidParameters,
                param(
                    ParameterInfo(
                        name: "n", kind: .number(min: 0, max: .infinity), defaultValue: 1, unit: nil, help: ""))
            ),
            (
                "NaN default", .invalidParameters,
                param(ParameterInfo(name: "n", kind: .number(min: 0, max: 1), defaultValue: .nan, unit: nil, help: ""))
            ),
            (
                "bool default 2", .invalidParameters,
                param(ParameterInfo(name: "b", kind: .bool, defaultValue: 2, unit: nil, help: ""))
            ),
            (
                "no choices", .invalidParameters,
                param(ParameterInfo(name: "c", kind: .choice([]), defaultValue: 0, unit: nil, help: ""))
            ),
            (
                "repeated choice", .invalidParameters,
                param(ParameterInfo(name: "c", kind: .choice(["a", "a"]), defaultValue: 0, unit: nil, help: ""))
            ),
            (
                "fractional choice", .invalidParameters,
                param(ParameterInfo(name: "c", kind: .choice(["a", "b"]), defaultValue: 0.5, unit: nil, help: ""))
            ),
            (
                "choice out of range", .invalidParameters,
                param(ParameterInfo(name: "c", kind: .choice(["a", "b"]), defaultValue: 2, unit: nil, help: ""))
            ),
            (
                "33-byte unit", .invalidParameters,
                param(
                    ParameterInfo(
                        name: "n", kind: .number(min: 0, max: 1), defaultValue: 0,
                        unit: String(repeating: "u", count: 33), help: ""))
            ),
            (
                "4097-byte help", .invalidParameters,
                param(
                    ParameterInfo(
                        name: "n", kind: .bool, defaultValue: 0, unit: nil, help: String(repeating: "h", count: 4097)))
            )
        ]
        for (what, reason, change) in cases { XCTAssertEqual(refused(change), reason, what) }
    }

    /// The reader's refusal of a real descriptor is the rules' refusal of the same value, word
    /// for word (Tests/Fixtures/Loader/descriptor_variants.c: mode 3 is ABI 2, mode 6 the id
    /// "Bad ID!", mode 8 the version "one", mode 11 a default outside its range).
    func testTheLoaderRefusesInTheRulesOwnWords() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        for mode in [3, 6, 8, 11] {
            try NativeTools.compileFixture(
                "Loader/descriptor_variants.c", name: "v\(mode)", into: dir,
                flags: ["-DMODE=\(mode)", "-DPLUGIN_ID=\"test.rules\(mode)\""])
        }
        let scan = PluginLoader.scan(PluginSearchPath(explicit: [dir]), builtIns: [])
        func loader(_ mode: Int) -> String? { scan.rejected.first { $0.path == dir + "/v\(mode).so" }?.message }
        let abi = try XCTUnwrap(loader(3))
        XCTAssertTrue(
            abi.hasPrefix(
                try XCTUnwrap(
                    refusal {
                        $0.abiMajor = 2
                        $0.abiMinor = UInt32(HostVersion.abiMinor)
                    }
                ).message), abi)
        XCTAssertEqual(loader(6), refusal { $0.id = "Bad ID!" }?.message)
        XCTAssertEqual(
            loader(8),
            refusal {
                $0.id = "test.rules8"
                $0.version = "one"
            }?.message)
        let range = try XCTUnwrap(loader(11))
        XCTAssertTrue(range.contains("default 5.0 outside its range [0.0, 1.0]"), range)
    }

    private func refusal(_ change: (inout PluginInfo) -> Void) -> DescriptorError? {
        var i = good
        change(&i)
        return DescriptorRules.check(i)
    }
}
