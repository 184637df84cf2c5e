import AnimationCore
import Foundation
import HostContainer
import Rendering
import TestSupport
import XCTest
@testable import host_cli

/// The flag parser (``CommandSpec/parse(_:)``) and `run`/`play`'s checks (``RunCommand/Flags``)
/// against generated command lines, in-process: thousands of argument lists from a seeded
/// generator (the same on every run), each ending in checked flags within every limit or a
/// clean usage error, fast, and with nothing written.
final class FlagParserFuzzTests: XCTestCase {
    /// Generated command lines.
    private let cases = 20_000
    /// A hang guard, not a speed limit: a case takes milliseconds; one that ran this long
    /// would be stuck (a loop without bound), whatever the machine's load. Speed is measured
    /// by the printed slowest case, not asserted.
    private let perCaseLimit = 120.0
    /// A fresh folder the generated output paths point into (it must stay empty).
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "flagfuzz")
    }

    /// A value for an option: plausible, extreme or junk.
    private func value(for name: String, _ r: inout SplitMix64) -> String {
        let junk = [
            "", "-", "--", "nan", "inf", "-1", "0", "1e308", "9999999999999999999999", "x", "=", "é🙂", "\u{1B}[2J"
        ]
        if r.int(0...4) == 0 { return junk[r.int(0...junk.count - 1)] }
        switch name {
        case "size": return "\(r.int(0...9000))x\(r.int(0...9000))" + (r.int(0...9) == 0 ? "x1" : "")
        case "fps", "watchdog", "max-duration", "at", "scale": return String(r.logUniform(0.01, 5000))
        case "from", "to", "sheet": return String(r.int(-2...120))
        case "container": return ["custom", "navigation", "tab", "modal", "drawer"][r.int(0...4)]
        case "style": return ["full-screen", "custom", "sheet"][r.int(0...2)]
        case "interaction": return ["none", "pan", "timed", "keys"][r.int(0...3)]
        case "param":
            return ["damping=0.5", "animator.damping=0.6", "interaction.outcome=cancel", "duration", "x=1"][
                r.int(0...4)]
        case "output":
            return dir
                + ["/a.gif", "/b.png", "/c.svg", "/d.html", "/e.bmp", "", "/missing/f.gif", "/a.gif/x.png"][
                    r.int(0...7)]
        case "trace": return ["-", dir + "/t.jsonl", dir + "/a.gif", dir, "/dev/null"][r.int(0...4)]
        case "gesture":
            return [
                "press 1 1; move 2 2 over 0.5; release", "press 1 1; move 1 1 over 1e300", "wait 4000", "@/nonexistent",
                "mvoe"
            ][r.int(0...4)]
        default: return "v\(r.int(0...9))"
        }
    }

    /// An argument list for `spec`: its options (with values, as `--name value` or
    /// `--name=value`, sometimes repeated), unknown and misspelled options, `-x`, `--`,
    /// positionals.
    private func arguments(_ spec: CommandSpec, _ r: inout SplitMix64) -> [String] {
        var args: [String] = []
        for _ in 0..<r.int(0...10) {
            let o = spec.options[r.int(0...spec.options.count - 1)]
            switch r.int(0...9) {
            case 0:
                args.append(
                    ["--animater", "-x", "--", "positional", "--help", "--=", "---", "--\(o.name)x"][r.int(0...7)])
            case 1, 2: args.append("--\(o.name)=\(value(for: o.name, &r))")
            default:
                args.append("--\(o.name)")
                if o.value != nil && r.int(0...11) != 0 { args.append(value(for: o.name, &r)) }
            }
        }
        return args
    }

    /// `run` and `play` command lines: parsed and checked, or refused cleanly.
    func testParserAndRunChecksEndInFlagsOrACleanUsageError() {
        var r = SplitMix64(seed: 0xF1A6_5)
        var parsed = 0, checked = 0, refused = 0, slowest = 0.0
        let t0 = Date()
        for i in 0..<cases {
            let live = i % 3 == 0
            let spec = live ? PlayCommand.spec : RunCommand.spec
            let args = arguments(spec, &r)
            let start = Date()
            do {
                let p = try spec.parse(args)
                parsed += 1
                if p.has(.help) { continue }
                let flags = try RunCommand.Flags(p, live: live)
                checked += 1
                assertWithinLimits(flags, live: live, "case \(i): \(args)")
            } catch {
                refused += 1
                let e: UsageError = error
                XCTAssertFalse(e.description.isEmpty, "case \(i)")
                XCTAssertFalse(e.description.contains("\n"), "case \(i): one line")
                XCTAssertLessThan(e.description.count, 600, "case \(i): \(e.description.prefix(700))")
            }
            let took = Date().timeIntervalSince(start)
            slowest = max(slowest, took)
            XCTAssertLessThan(took, perCaseLimit, "case \(i) took \(took) s: \(args)")
        }
        XCTAssertGreaterThan(checked, cases / 10, "the generator reaches the checks")
        XCTAssertGreaterThan(refused, cases / 10)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        XCTAssertEqual(written, [], "checking writes nothing")
        print(
            "flag fuzz: \(cases) cases (\(parsed) parsed, \(checked) checked, \(refused) refused) in \(Date().timeIntervalSince(t0)) s; slowest \(slowest) s"
        )
    }

    /// The validate command's parser and option checks, likewise.
    func testValidateOptionsEndInOptionsOrACleanUsageError() {
        var r = SplitMix64(seed: 0x7A11_D)
        var ok = 0
        for i in 0..<1000 {
            let args = arguments(ValidateCommand.spec, &r) + (r.bool() ? ["slide"] : [])
            do {
                let options = try ValidateCommand.parseOptions(try ValidateCommand.spec.parse(args))
                ok += 1
                XCTAssertTrue(options.timeout >= 0.1 && options.timeout <= 3600, "case \(i)")
                XCTAssertGreaterThanOrEqual(options.jobs, 1, "case \(i)")
            } catch {
                XCTAssertFalse(error.description.isEmpty, "case \(i)")
            }
        }
        XCTAssertGreaterThan(ok, 50)
    }

    /// Checked flags are within every documented range and limit.
    private func assertWithinLimits(
        _ f: RunCommand.Flags, live: Bool, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(f.fps >= 1 && f.fps <= (live ? 240 : 1000), "\(label): fps \(f.fps)", file: file, line: line)
        XCTAssertTrue(
            (16...8192).contains(f.size.width) && (16...8192).contains(f.size.height), label, file: file, line: line)
        XCTAssertTrue(f.container == .modal || f.from != f.to, label, file: file, line: line)
        XCTAssertTrue(
            f.container == .modal || (!f.dismiss && f.modalStyle == .fullScreen),
            "\(label): modal flags only for modal", file: file, line: line)
        XCTAssertLessThanOrEqual(f.gesture?.count ?? 0, GestureLimits.maximumEvents, label, file: file, line: line)
        if f.interaction == "none" || f.interaction == "pan" {
            XCTAssertEqual(f.interactionParams, [], label, file: file, line: line)
        }
        XCTAssertEqual(
            Set(f.animatorParams.map(\.key)).count, f.animatorParams.count, "\(label): no parameter twice", file: file,
            line: line)
        guard let o = f.output else { return }
        XCTAssertTrue(o.at == nil || o.format == .png || o.format == .svg, label, file: file, line: line)
        XCTAssertTrue(o.sheet == nil || (o.format == .png && o.at == nil), label, file: file, line: line)
        let px = Rasterizer(scale: o.scale).pixelSize(for: f.size)
        let image = o.sheet.map { RunLimits.sheetSize(frame: px, count: $0) } ?? px
        let limit = o.format == .gif ? RunLimits.maximumGIFFramePixels : RunLimits.maximumImagePixels
        if o.format == .gif || o.format == .png {
            XCTAssertLessThanOrEqual(image.width * image.height, limit, label, file: file, line: line)
        }
        if o.format != .gif {
            XCTAssertLessThanOrEqual(
                f.fps * f.maxDuration, Double(RunLimits.maximumKeptFrames), label, file: file, line: line)
        }
        XCTAssertNotEqual(
            f.trace.map(OutputPaths.absolute), OutputPaths.absolute(o.path), "\(label): two outputs, one file",
            file: file, line: line)
    }
}
