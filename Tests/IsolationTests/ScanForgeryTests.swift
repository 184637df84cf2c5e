import Foundation
import PluginRuntime
import Sandbox
import TestSupport
import XCTest
@testable import Isolation

/// Plugins whose constructors write forged messages on their scan worker's channel
/// (Tests/Fixtures/Hostile/scan_forger.c), listed through the real `host-cli list`: every one
/// is rejected as `forged-verdict` naming its file, nothing it declared is listed or cached,
/// its forged protections never replace the probe's, and nothing it wrote reaches the terminal
/// raw — the first time and again from the cache.
final class ScanForgeryTests: XCTestCase {
    /// The fixture's modes and what each forges.
    static let forgeries: [(mode: Int, lie: String, says: String)] = [
        (1, "a second hello naming a protection \"\\e]0;pwned\\a\"", "sent a second hello out of turn"),
        (2, "an id the loader refuses", "declared what the loader refuses (invalid-id"),
        (3, "ABI 9", "declared what the loader refuses (abi-major-mismatch: built for plugin ABI 9.0"),
        (4, "no kinds", "declared what the loader refuses (invalid-vtable"),
        (5, "a 60 MiB summary", "its scan worker"),
        (6, "two answers", "sent a second declaration out of turn"),
        (7, "a rejection of another file with a front-end reason", "rejected another file"),
        (8, "a choice default past its choices and a NaN range", "declared what the loader refuses (invalid-parameters")
    ]

    private var folder = "", cache = ""

    override func setUpWithError() throws {
        folder = try NativeTools.temporaryFolder(for: self, name: "forgers")
        cache = try NativeTools.temporaryFolder(for: self, name: "forgers-cache")
        for f in ScanForgeryTests.forgeries {
            try NativeTools.compileFixture(
                "Hostile/scan_forger.c", name: "forger-\(f.mode)", into: folder, flags: ["-DMODE=\(f.mode)"])
        }
    }

    private func list(_ extra: [String] = []) throws -> (stdout: String, stderr: String) {
        let r = try NativeTools.cli(
            ["list", "--plugins", folder] + extra, environment: NativeTools.cliEnvironment(cacheDirectory: cache),
            timeout: 300)
        XCTAssertEqual(r.ending, .exited(0), r.stderr)
        return (r.stdout, r.stderr)
    }

    func testForgedScanVerdictsAreRejectedNeverListedCachedOrPrintedRaw() throws {
        for pass in ["first scan", "from the cache"] {
            let text = try list()
            let json = try list(["--json"])
            for (name, out) in [("text", text.stdout + text.stderr), ("json", json.stdout + json.stderr)] {
                XCTAssertFalse(out.utf8.contains(0x1B), "\(pass), \(name): an ESC byte reached the terminal")
                XCTAssertFalse(out.utf8.contains(0x07), "\(pass), \(name): a BEL byte reached the terminal")
                XCTAssertLessThan(out.utf8.count, 1 << 20, "\(pass), \(name): the 60 MiB summary was printed")
            }
            // Text: each file rejected with the new reason and what it forged.
            for f in ScanForgeryTests.forgeries {
                let path = folder + "/forger-\(f.mode).so"
                guard let at = text.stdout.range(of: "  \(path)\n    ") else {
                    XCTFail("\(pass): \(path) not rejected:\n\(text.stdout)")
                    continue
                }
                let line = text.stdout[at.upperBound...].prefix { $0 != "\n" }
                XCTAssertTrue(line.hasPrefix("forged-verdict: "), "\(pass), \(f.lie): \(line)")
                XCTAssertTrue(line.contains(f.says), "\(pass), \(f.lie): \(line)")
            }
            for forged in ["forged.twice", "forged.abi", "forged.kinds", "forged.huge", "forged.params", "Evil ID"] {
                XCTAssertFalse(text.stdout.contains("  " + forged + " "), "\(pass): \(forged) is listed as a plugin")
            }
            XCTAssertFalse(text.stdout.contains("pwned"), "\(pass): the forged protection was printed")
            XCTAssertTrue(
                text.stdout.contains(" seccomp "), "\(pass): the probe's protections are missing:\n\(text.stdout)")

            // JSON: valid, the same verdicts, only the probe's protections.
            let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], pass)
            let rejected = try XCTUnwrap(doc["rejected"] as? [[String: Any]])
            for f in ScanForgeryTests.forgeries {
                let r = rejected.first { $0["path"] as? String == folder + "/forger-\(f.mode).so" }
                XCTAssertEqual(r?["reason"] as? String, "forged-verdict", "\(pass), \(f.lie): \(String(describing: r))")
            }
            let ids = try XCTUnwrap(doc["plugins"] as? [[String: Any]]).compactMap { $0["id"] as? String }
            XCTAssertTrue(
                ids.allSatisfy { !$0.hasPrefix("forged") && DescriptorRules.isValidID($0) }, "\(pass): \(ids)")
            let protections = try XCTUnwrap(doc["protections"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            XCTAssertEqual(
                Set(protections), ["limits", "network", "landlock", "seccomp", "identity", "threads", "parent-death"],
                pass)
        }
        // The cache holds checked values only: no forged declaration, no forged protection,
        // nothing near the size of the 60 MiB summary, no raw control byte.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cache + "/scan-cache.bin"))
        XCTAssertLessThan(bytes.count, 256 << 10, "the cache holds a forged summary")
        XCTAssertNil(bytes.range(of: Data("pwned".utf8)), "the forged protection was cached")
        let store = ScanCache(environment: ["TRANSITION_HOST_CACHE_DIR": cache])
        for f in ScanForgeryTests.forgeries {
            let path = folder + "/forger-\(f.mode).so"
            let inspected = try PluginLoader.inspect(path: path).get()
            let hash = try XCTUnwrap(PluginLoader.contentHash(inspected))
            PluginLoader.close(inspected)
            guard case .rejected(.forgedVerdict, let message)? = store.verdict(hash, size: inspected.size) else {
                XCTFail("\(f.lie): cached as \(String(describing: store.verdict(hash, size: inspected.size)))")
                continue
            }
            XCTAssertFalse(
                message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                "\(f.lie): a raw control character was cached: \(message)")
            XCTAssertLessThanOrEqual(message.utf8.count, 2 * ScanVerdictCheck.sentenceBytes, f.lie)
        }
        XCTAssertFalse(
            store.protections?.list.contains { $0.name.contains("pwned") } ?? true,
            "\(String(describing: store.protections))")
    }

    /// Worker-side lies the CLI test cannot stage from a constructor (a rejection of its own
    /// file with a reason only the front end gives, a control-laden message) are judged by the
    /// same functions.
    func testRejectionsAreBelievedOnlyForTheirFileAndWithALoaderReason() {
        let path = folder + "/x.so"
        XCTAssertEqual(
            ScanVerdictCheck.judge(
                PluginRejection(path: path, reason: .loadFailed, message: "no\u{1B}[2J"), path: path),
            .rejected(.loadFailed, "no\\e[2J"))
        for reason in [PluginRejection.Reason.duplicateID, .crashedWhileScanning, .forgedVerdict] {
            guard
                case .rejected(.forgedVerdict, _) = ScanVerdictCheck.judge(
                    PluginRejection(path: path, reason: reason, message: "m"), path: path)
            else {
                return XCTFail("\(reason) was believed")
            }
        }
        let long = String(repeating: "é", count: 100_000)
        guard
            case .rejected(_, let m) = ScanVerdictCheck.judge(
                PluginRejection(path: path, reason: .notELF, message: long), path: path)
        else { return XCTFail() }
        XCTAssertLessThanOrEqual(m.utf8.count, ScanVerdictCheck.sentenceBytes)
        XCTAssertTrue(m.hasSuffix("…"))
    }

    /// A cache file that holds what no checked scan could have recorded (written by an older
    /// host, or edited) is read entry by entry: the forged entries are dropped, the good one kept.
    func testACacheFileWithUncheckedEntriesIsReadWithoutThem() throws {
        let good = PluginInfo(
            id: "fine", name: "Fine", version: "1.0.0", summary: "s", author: "a", abiMajor: 1, abiMinor: 0,
            isAnimator: true, isInteraction: false, parameters: [])
        var bad = good
        bad.id = "Evil\u{1B}[2J"
        bad.abiMajor = 9
        let hashes = try (1...3).map { n in try XCTUnwrap(ContentHash(hex: String(repeating: String(n), count: 64))) }
        var w = WireWriter()
        w.u32(0x3343_5354)
        w.string(HostVersion.version)
        w.optional(("6.0", [Protection("\u{1B}]0;pwned\u{07}", true, "fine")])) { w, p in
            w.string(p.0)
            w.array(p.1) { $0.value($1) }
        }
        let entries: [(ContentHash, UInt8, (inout WireWriter) -> Void)] = [
            (hashes[0], 0, { $0.value(bad) }), (hashes[1], 0, { $0.value(good) }),
            (hashes[2], 2, { $0.string(String(repeating: "x", count: 60_000)) })
        ]
        w.array(entries) { w, e in
            w.value(e.0)
            w.i64(100)
            w.u8(e.1)
            e.2(&w)
        }
        w.array([String]()) { $0.string($1) }
        try Data(w.bytes).write(to: URL(fileURLWithPath: cache + "/scan-cache.bin"))
        let store = ScanCache(environment: ["TRANSITION_HOST_CACHE_DIR": cache])
        XCTAssertEqual(store.verdict(hashes[1], size: 100), .ok(good), "the checked entry is kept")
        XCTAssertNil(store.verdict(hashes[0], size: 100), "a declaration the loader refuses is dropped")
        XCTAssertNil(store.verdict(hashes[2], size: 100), "an unbounded sentence is dropped")
        XCTAssertNil(store.protections, "a protection with a control-laden name is dropped")
    }
}
