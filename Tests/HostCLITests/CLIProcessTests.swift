import AnimationCore
import Foundation
import PluginRuntime
import Rendering
import TestSupport
import TextFormat
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import host_cli

/// `host-cli` as users meet it: a real process, its output, its exit codes, its errors for bad
/// input, its trace and its files (decoded back), and the same bytes on every run.
final class CLIProcessTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "cli")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    private func cli(_ args: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (
        code: Int32, out: String, err: String
    ) {
        let o = try NativeTools.cli(args, environment: env)
        guard case .exited(let code) = o.ending else {
            XCTFail("host-cli \(args) did not exit: \(o.ending)\n\(o.stderr)", file: file, line: line)
            throw XCTSkip("host-cli died")
        }
        return (code, o.stdout, o.stderr)
    }

    private func jsonLines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map {
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// The first view titled `title` whose quad is `width` points wide at the start.
    private func view(_ frame: [String: Any], _ title: String) -> [String: Any]? {
        (frame["views"] as? [[String: Any]])?.first { v in
            guard v["title"] as? String == title, let c = v["corners"] as? [[Double]] else { return false }
            return abs((c[1][0] - c[0][0]) - 200) < 1e-6 || abs((c[1][0] - c[0][0])) > 100
        }
    }

    // MARK: Help, version, usage

    func testHelpVersionAndEverySubcommandsHelp() throws {
        let top = try cli(["--help"])
        XCTAssertEqual(top.code, 0)
        for name in ["list", "run", "play", "validate", "bench", "help"] {
            XCTAssertTrue(top.out.contains("  \(name) "), name)
        }
        let version = try cli(["--version"])
        XCTAssertEqual(version.code, 0)
        XCTAssertEqual(version.out, "host-cli \(HostVersion.version) (plugin ABI \(HostVersion.abiText))\n")
        for name in ["list", "run", "play", "validate", "bench"] {
            let a = try cli([name, "--help"]), b = try cli(["help", name])
            XCTAssertEqual(a.code, 0, name)
            XCTAssertEqual(a.out, b.out, "\(name) --help and help \(name) agree")
            XCTAssertTrue(a.out.contains("Usage: host-cli \(name)"), a.out)
        }
        let bare = try cli([])
        XCTAssertEqual(bare.code, 2, "no command is bad usage")
        XCTAssertTrue(bare.out.contains("Usage: host-cli <command>"))
    }

    func testBadInputIsAnErrorThatSaysWhatToDo() throws {
        let script = dir + "/bad.jsonl"
        try "{\"t\": 0, \"x\": 1, \"y\": 2, \"phase\": \"began\"}\n{\"t\": -1, \"x\": 1}\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let cases: [(args: [String], code: Int32, says: String)] = [
            (["frobnicate"], 2, "unknown command `frobnicate`"),
            (["lsit"], 2, "did you mean `list`?"),
            (["run", "--animater", "slide"], 2, "unknown option --animater for `run`; did you mean --animator?"),
            (["run", "--fps"], 2, "option --fps needs a value"),
            (["run", "--animator", "slid"], 2, "--animator slid: no animator plugin with that id; did you mean slide?"),
            (["run", "--interaction", "tiemd"], 2, "did you mean timed?"),
            (["run", "--size", "10"], 2, "--size 10: expected WxH in points"),
            (["run", "--fps", "0"], 2, "--fps 0: expected a number"),
            (
                ["run", "--animator", "slide", "--param", "damping=9"], 2,
                "--param damping=9: damping must be between 0.01 and 1"
            ),
            (["run", "--animator", "slide", "--param", "damping=soft"], 2, "--param damping=soft"),
            (
                ["run", "--animator", "slide", "--param", "dampin=0.5"], 2,
                "has no parameter \"dampin\"; did you mean damping?"
            ),
            (
                ["run", "--interaction", "pan", "--gesture", "press 1 2; mvoe 3 4"], 2,
                "--gesture: line 1, column 12: unknown step `mvoe`"
            ),
            (["run", "--interaction", "pan", "--gesture", "@/nonexistent/g.jsonl"], 2, "cannot read it (no such file)"),
            (["run", "--interaction", "pan", "--gesture", "@" + script], 2, "line 2"),
            (
                ["run", "--output", "/nonexistent/dir/x.gif"], 2,
                "the folder /nonexistent/dir does not exist; create it first"
            ),
            (["run", "--output", "/etc/passwd/x.gif"], 2, "/etc/passwd is a file, not a folder"),
            (
                ["run", "--output", dir], 2,
                "--output \(dir): that is a folder; give a file name, e.g. \(dir)/transition.gif"
            ),
            (
                ["run", "--output", dir + "/x.bmp"], 2,
                "unknown extension; use .gif, .png, .apng, .svg, .html, .mp4 or .webm"
            ),
            (["run", "--container", "drawer"], 2, "--container drawer"),
            (["list", "extra"], 2, "`list` takes no arguments; unexpected `extra`"),
            (["run", "--animator=slide", "--animator", "slide"], 2, "option --animator given twice"),
            (["bench", "nothing"], 2, "nothing")
        ]
        for c in cases {
            let r = try cli(c.args)
            XCTAssertEqual(r.code, c.code, "\(c.args): \(r.err)")
            XCTAssertTrue(r.err.hasPrefix("error: "), "\(c.args): \(r.err)")
            XCTAssertTrue(r.err.contains(c.says), "\(c.args): \(r.err)")
            XCTAssertEqual(r.out, "", "\(c.args): nothing on stdout")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/x.bmp"), "nothing written on bad input")
    }

    func testFlagEqualsValueFormIsTheSameAsTwoWords() throws {
        let a = try cli(["run", "--animator=zoom-fade", "--size=120x160", "--fps=10", "--trace", "-"])
        let b = try cli(["run", "--animator", "zoom-fade", "--size", "120x160", "--fps", "10", "--trace", "-"])
        XCTAssertEqual(a.code, 0, a.err)
        XCTAssertEqual(a.out, b.out)
    }

    // MARK: bench

    /// The plugin benchmarks print well-formed JSON lines with real figures (their speed
    /// targets are judged in release builds, not here).
    func testPluginBenchmarkPrintsItsJSONLines() throws {
        let r = try cli(["bench", "plugin", "--json"])
        XCTAssertEqual(r.code, 0, r.err)
        let lines = try jsonLines(r.out)
        let load = try XCTUnwrap(lines.first { $0["name"] as? String == "plugin.load" })
        XCTAssertEqual(
            load["plugins"] as? Int, 9,
            "the nine bundled plugins (five animators and interactions, four layouts), found by a cold probe process")
        XCTAssertEqual(load["runs"] as? Int, 7)
        XCTAssertGreaterThan(try XCTUnwrap(load["ms_per_plugin"] as? Double), 0)
        let call = try XCTUnwrap(lines.first { $0["name"] as? String == "abi.call" })
        let viaTable = try XCTUnwrap(call["ns_per_call"] as? Double),
            direct = try XCTUnwrap(call["direct_ns_per_call"] as? Double)
        XCTAssertGreaterThan(direct, 0)
        XCTAssertEqual(try XCTUnwrap(call["ratio"] as? Double), viaTable / direct, accuracy: 1e-9)
    }

    // MARK: list

    func testListJSONHasPluginsRejectedAndSearched() throws {
        try "junk".write(toFile: dir + "/junk.so", atomically: true, encoding: .utf8)
        chmod(dir + "/junk.so", 0o644)
        let r = try cli(["list", "--plugins", dir, "--json"])
        XCTAssertEqual(r.code, 0, r.err)
        let doc = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let plugins = try XCTUnwrap(doc["plugins"] as? [[String: Any]])
        let ids = plugins.compactMap { $0["id"] as? String }
        for id in ["default", "slide", "pin-rotate", "zoom-fade", "timed", "keys"] {
            XCTAssertTrue(ids.contains(id), "\(id) in \(ids)")
        }
        let slide = try XCTUnwrap(plugins.first { $0["id"] as? String == "slide" })
        XCTAssertTrue((slide["path"] as? String ?? "").hasSuffix("/libSlideAnimator.so"))
        XCTAssertEqual(
            (slide["parameters"] as? [[String: Any]])?.compactMap { $0["name"] as? String },
            ["duration", "damping", "velocity", "padding", "direction"])
        let rejected = try XCTUnwrap(doc["rejected"] as? [[String: Any]])
        XCTAssertEqual(rejected.first { $0["path"] as? String == dir + "/junk.so" }?["reason"] as? String, "not-elf")
        let searched = try XCTUnwrap(doc["searched"] as? [[String: Any]])
        XCTAssertEqual(searched.first?["path"] as? String, dir, "--plugins folders come first")
        let text = try cli(["list", "--plugins", dir])
        XCTAssertTrue(text.out.contains("junk.so") && text.out.contains("not-elf"), text.out)
    }

    /// The text listing sizes its columns to their content: a long id is never cut, and every
    /// row's version and kinds start in the same column.
    func testListTextColumnsFitTheLongestId() throws {
        try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "fade", into: dir)
        let r = try cli(["list", "--plugins", dir])
        XCTAssertEqual(r.code, 0, r.err)
        let rows = r.out.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.map(String.init)
        let fade = try XCTUnwrap(rows.first { $0.contains("com.example.c-fade") }, r.out)
        XCTAssertTrue(fade.hasPrefix("  com.example.c-fade 1.0.0"), fade)
        let versionColumns = Set(rows.compactMap { row in row.range(of: " 1.0.0")?.lowerBound.utf16Offset(in: row) })
        XCTAssertEqual(versionColumns.count, 1, "versions aligned: \(rows)")
    }

    // MARK: run: the trace

    func testTraceFormatMatchesTheSpringAndIsByteIdenticalAcrossRuns() throws {
        let t1 = dir + "/a.jsonl", t2 = dir + "/b.jsonl"
        for t in [t1, t2] {
            let r = try cli(["run", "--animator", "slide", "--size", "200x300", "--trace", t])
            XCTAssertEqual(r.code, 0, r.err)
            XCTAssertTrue(
                (r.out + r.err).contains("completed (animator slide, duration 1 s, 61 frames)"), r.out + r.err)
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: t1))
        XCTAssertEqual(bytes, try Data(contentsOf: URL(fileURLWithPath: t2)), "same input, same bytes")
        let lines = try jsonLines(String(decoding: bytes, as: UTF8.self))
        XCTAssertEqual(lines.count, 61 + 1)
        for (i, f) in lines.dropLast().enumerated() {
            XCTAssertEqual(f["frame"] as? Int, i)
            XCTAssertEqual(try XCTUnwrap(f["t"] as? Double), Double(i) / 60, accuracy: 1e-6, "t is rounded to 1e-6")
            for v in f["views"] as? [[String: Any]] ?? [] {
                XCTAssertEqual(Set(v.keys), ["id", "title", "alpha", "corners", "z"])
            }
        }
        // The spring slide: B enters from the right by the width plus 16 points of padding,
        // following UIKit's spring (damping 0.75, velocity 0.5, 1 s) in closed form.
        let spring = Spring.uiKit(duration: 1, dampingRatio: 0.75, initialVelocity: 0.5).unitSolution
        for i in [0, 12, 30, 45] {
            let b = try XCTUnwrap(view(lines[i], "B"))
            let corners = try XCTUnwrap(b["corners"] as? [[Double]])
            let q = spring.progress(at: Double(i) / 60)
            XCTAssertEqual(
                corners[0][0], Rounding.round(216 * (1 - q), quantum: 1e-6), accuracy: 1.01e-6, "B x at frame \(i)")
            XCTAssertEqual(corners[2][1], 300, accuracy: 1e-9)
            XCTAssertEqual(
                try XCTUnwrap(b["alpha"] as? Double), Rounding.round(q, quantum: 1e-6), accuracy: 1.01e-6,
                "B alpha at frame \(i)")
        }
        let last = try XCTUnwrap(lines.last)
        XCTAssertEqual(last["result"] as? String, "completed")
        XCTAssertEqual(last["duration"] as? Double, 1)
        let events = (last["events"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        let order = [
            "A.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true)", "completeTransition(true)",
            "A.viewDidDisappear(animated: true)", "B.viewDidAppear(animated: true)", "slide.animationEnded(true)"
        ]
        let positions = order.map { e in events.firstIndex(of: e) }
        XCTAssertFalse(positions.contains(nil), "\(events)")
        XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted(), "in order: \(events)")
        // `--trace -` prints the same lines on stdout.
        let stdout = try cli(["run", "--animator", "slide", "--size", "200x300", "--trace", "-"])
        XCTAssertEqual(Data(stdout.out.utf8), bytes)
    }

    // MARK: run: the files

    func testEveryOutputFormatIsValidAndByteIdenticalAcrossRuns() throws {
        for ext in ["gif", "png", "svg", "html"] {
            let a = dir + "/a.\(ext)", b = dir + "/b.\(ext)"
            for p in [a, b] {
                let r = try cli(["run", "--animator", "pin-rotate", "--size", "120x200", "--output", p])
                XCTAssertEqual(r.code, 0, r.err)
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: a))
            XCTAssertEqual(data, try Data(contentsOf: URL(fileURLWithPath: b)), ext)
            switch ext {
            case "gif":
                let gif = try GIFDecoder([UInt8](data))
                XCTAssertEqual(gif.width, 120)
                XCTAssertEqual(gif.height, 200)
                XCTAssertEqual(gif.loopCount, 0, "loops forever")
                XCTAssertTrue(gif.sawTrailer)
                // 61 frames of 1/60 s: identical neighbours may be merged, but the delays add up.
                XCTAssertEqual(gif.frames.reduce(0) { $0 + $1.delay }, 102, accuracy: 2)
                XCTAssertGreaterThan(gif.frames.count, 20)
                // The first frame is A (red) everywhere outside the button strip.
                XCTAssertEqual(gif.frames[0].screen[10, 10], RGBA8(0xFF, 0x3B, 0x30, 255))
            case "png":
                let (canvas, _) = try PNGDecoding.decode(path: a)
                XCTAssertEqual(canvas.width, 120)
                XCTAssertEqual(canvas.height, 200)
            case "svg":
                let doc = try XMLDocument(data: data)
                XCTAssertEqual(doc.rootElement()?.name, "svg")
            default:
                let html = String(decoding: data, as: UTF8.self)
                XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"), String(html.prefix(40)))
                XCTAssertFalse(
                    html.contains("http://") || html.contains("https://") || html.contains("src=\""), "self-contained")
            }
        }
    }

    // MARK: run: containers and gestures

    func testContainersAndGesturesReportTheirResult() throws {
        let cases: [(args: [String], result: String, says: String)] = [
            (["--container", "navigation", "--from", "0", "--to", "1"], "completed", "B.didMove(toParent: Navigation)"),
            (["--container", "navigation", "--from", "1", "--to", "0"], "completed", "B.didMove(toParent: nil)"),
            (["--container", "tab", "--from", "0", "--to", "2"], "completed", "C.viewDidAppear"),
            (["--container", "modal", "--style", "custom"], "completed", "B.viewDidAppear"),
            (["--container", "modal", "--style", "full-screen", "--dismiss"], "completed", "A.viewDidAppear"),
            (
                ["--interaction", "pan", "--gesture", "press 300 400; move -300 0 over 0.3; release"], "completed",
                "coordinator.interactionChanged(interactive: false, cancelled: false)"
            ),
            (
                ["--interaction", "pan", "--gesture", "press 300 400; move -40 0 over 0.5; wait 0.2; release"],
                "cancelled", "coordinator.interactionChanged(interactive: false, cancelled: true)"
            ),
            (
                ["--interaction", "timed", "--param", "interaction.outcome=cancel"], "cancelled",
                "completeTransition(false)"
            )
        ]
        for c in cases {
            let r = try cli(["run", "--animator", "zoom-fade", "--size", "390x844", "--trace", "-"] + c.args)
            XCTAssertEqual(r.code, 0, "\(c.args): \(r.err)")
            let last = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data((r.out.split(separator: "\n").last ?? "").utf8))
                    as? [String: Any], "\(c.args): \(r.out.suffix(300))")
            XCTAssertEqual(last["result"] as? String, c.result, "\(c.args)")
            let events = (last["events"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            XCTAssertTrue(events.contains { $0.contains(c.says) } || "\(last)".contains(c.says), "\(c.args): \(events)")
        }
    }

    /// `--container collection`: real processes run the bundled layout plugins' layout-to-layout
    /// push and pop (plain, pinched, panned), with layout parameters, and render the result; the
    /// flags that do not fit are usage errors saying what to do.
    func testCollectionRunsAndTheirUsageErrors() throws {
        let cases: [(args: [String], result: String, says: String)] = [
            ([], "completed", "transition.start(grid -> list, animator: layout-to-layout)"),
            (
                ["--to-layout", "circle", "--interaction", "pinch"], "completed",
                "transition.start(grid -> circle, animator: layout-to-layout, interaction: pinch)"
            ),
            (
                ["--from", "1", "--to", "0", "--interaction", "pinch", "--gesture", "pinch 0.9 over 0.3"], "cancelled",
                "list.viewDidAppear"
            ),
            (
                [
                    "--to-layout", "stack", "--param", "to-layout.spread=0.2", "--items", "3000,7000", "--interaction",
                    "pan"
                ], "completed", "stack.didMove(toParent: Navigation)"
            )
        ]
        for c in cases {
            let r = try cli(["run", "--container", "collection", "--trace", "-"] + c.args)
            XCTAssertEqual(r.code, 0, "\(c.args): \(r.err)")
            let last = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data((r.out.split(separator: "\n").last ?? "").utf8))
                    as? [String: Any], "\(c.args)")
            XCTAssertEqual(last["result"] as? String, c.result, "\(c.args)")
            let events = (last["events"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            XCTAssertTrue(events.contains { $0.contains(c.says) }, "\(c.args): \(events)")
            XCTAssertTrue(r.err.contains("layouts "), "\(c.args): the summary names the layouts: \(r.err)")
        }
        let gif = dir + "/collection.gif"
        let g = try cli(["run", "--container", "collection", "--to-layout", "circle", "--output", gif])
        XCTAssertEqual(g.code, 0, g.err)
        XCTAssertTrue(g.out.contains("completed (layouts grid → circle, duration 0.35 s"), g.out)
        let decoded = try GIFDecoder([UInt8](Data(contentsOf: URL(fileURLWithPath: gif))))
        XCTAssertEqual(decoded.width, 390)
        XCTAssertEqual(decoded.height, 844)
        // 22 frames of 1/60 s (frames 0…21 over the 0.35 s): identical neighbours may merge.
        XCTAssertEqual(decoded.frames.reduce(0) { $0 + $1.delay }, 37, accuracy: 2)

        let refused: [(args: [String], says: String)] = [
            (
                ["--container", "collection", "--animator", "slide"],
                "--animator slide: a collection's transition is the change of its layout"
            ),
            (
                ["--container", "collection", "--layout", "slide"],
                "--layout slide: plugin slide is an animator plugin, not a layout"
            ),
            (
                ["--container", "collection", "--to-layout", "gird"],
                "--to-layout gird: no layout plugin with that id; did you mean grid?"
            ),
            (
                ["--container", "collection", "--to", "2"],
                "a collection has two controllers, 0 (--layout) and 1 (--to-layout)"
            ),
            (
                ["--container", "collection", "--items", "60000,50000"],
                "--items 60000,50000: 110000 items in all; at most 100000"
            ),
            (["--container", "collection", "--items", "-1"], "whole numbers 0…100000"),
            (
                ["--container", "collection", "--param", "damping=0.5"],
                "a collection's transition is its layout change and has no animator"
            ),
            (["--container", "collection", "--param", "layout.bogus=1"], "bogus"),
            (
                ["--container", "navigation", "--to-layout", "list"],
                "--to-layout applies only to --container collection"
            ),
            (["--param", "layout.spacing=4"], "layout parameters apply only to --container collection"),
            (["--container", "shelf"], "use custom, navigation, tab, modal or collection")
        ]
        for c in refused {
            let r = try cli(["run"] + c.args)
            XCTAssertEqual(r.code, 2, "\(c.args): \(r.err)")
            XCTAssertTrue(r.err.contains(c.says), "\(c.args): expected “\(c.says)” in \(r.err)")
            XCTAssertEqual(r.out, "")
        }
    }

    /// `--output x.apng`: every frame of the run, lossless; its first and last frames are the
    /// PNGs of frames 0 and 60 pixel for pixel, and its delays add up to the run's second.
    func testAnAnimatedPNGHoldsEveryFrameLosslessly() throws {
        guard PNGDecoding.hasPython else { throw XCTSkip("python3 is not installed") }
        let apng = dir + "/slide.apng", first = dir + "/first.png", last = dir + "/last.png"
        let base = ["run", "--animator", "pin-rotate", "--size", "120x200"]
        for (out, extra) in [(apng, [String]()), (first, ["--at", "0"]), (last, ["--at", "1"])] {
            let r = try cli(base + ["--output", out] + extra)
            XCTAssertEqual(r.code, 0, r.err)
        }
        let frames = try APNGDecoding.decode(path: apng)
        XCTAssertGreaterThan(frames.count, 30, "a frame per changed frame")
        XCTAssertEqual(frames.first?.canvas.pixels, try PNGDecoding.decode(path: first).canvas.pixels)
        XCTAssertEqual(frames.last?.canvas.pixels, try PNGDecoding.decode(path: last).canvas.pixels)
        XCTAssertEqual(frames.reduce(0) { $0 + $1.delayNumerator }, 61, "61 frames of 1/60 s")
        XCTAssertTrue(frames.allSatisfy { $0.delayDenominator == 60 })
    }

    /// `--output x.mp4` and `x.webm` through ffmpeg: H.264 and VP9 with every frame (61 at
    /// 60 fps for a second), odd sizes padded to even; a frame decoded back is the PNG renderer's
    /// within video compression (mean channel difference under 4 of 255). Without ffmpeg on the
    /// PATH the run fails naming it, and the previous file stays.
    func testVideoThroughFFmpeg() throws {
        guard NativeTools.runTool("ffmpeg", ["-version"]).ending == .exited(0),
            NativeTools.runTool("ffprobe", ["-version"]).ending == .exited(0)
        else {
            throw XCTSkip("ffmpeg is not installed (.ci/install-test-tools installs it)")
        }
        guard PNGDecoding.hasPython else { throw XCTSkip("python3 is not installed") }
        let mp4 = dir + "/pin.mp4", webm = dir + "/pin.webm", half = dir + "/half.png"
        let base = ["run", "--animator", "pin-rotate", "--size", "121x201"]
        for (out, extra) in [(mp4, [String]()), (webm, []), (half, ["--at", "0.5"])] {
            let r = try cli(base + ["--output", out] + extra)
            XCTAssertEqual(r.code, 0, r.err)
        }
        func probe(_ path: String) throws -> String {
            try NativeTools.output(
                "ffprobe",
                [
                    "-v", "error", "-count_frames", "-select_streams", "v:0",
                    "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", path
                ]
            )
            .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        XCTAssertEqual(try probe(mp4), "h264,122,202,61")
        XCTAssertEqual(try probe(webm), "vp9,122,202,61")
        // Frame 30 (0.5 s) of the MP4 against the PNG of the same frame.
        let raw = dir + "/frame30.rgba"
        XCTAssertEqual(
            NativeTools.runTool(
                "ffmpeg",
                [
                    "-v", "error", "-y", "-i", mp4, "-vf", "select=eq(n\\,30)", "-vframes", "1",
                    "-f", "rawvideo", "-pix_fmt", "rgba", raw
                ]
            ).ending, .exited(0))
        let decoded = try XCTUnwrap(FileManager.default.contents(atPath: raw))
        let png = try PNGDecoding.decode(path: half).canvas
        XCTAssertEqual(decoded.count, 122 * 202 * 4)
        var total = 0, count = 0
        for y in 0..<201 {
            for x in 0..<121 {
                for ch in 0..<3 {
                    total += abs(Int(decoded[(y * 122 + x) * 4 + ch]) - Int(png.pixels[(y * 121 + x) * 4 + ch]))
                    count += 1
                }
            }
        }
        XCTAssertLessThan(Double(total) / Double(count), 4, "mean channel difference")

        // No ffmpeg: a clear error, and the earlier file is kept.
        let before = FileManager.default.contents(atPath: mp4)
        var noFFmpeg = env
        noFFmpeg["PATH"] = "/nonexistent"
        let o = try NativeTools.cli(base + ["--output", mp4], environment: noFFmpeg)
        XCTAssertEqual(o.ending, .exited(1))
        XCTAssertTrue(o.stderr.contains("writing a .mp4 file needs ffmpeg, which is not on the PATH"), o.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: mp4), before)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }, [],
            "no temporary file left")
    }
}
