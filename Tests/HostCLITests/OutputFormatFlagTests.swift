import Foundation
import ProcessSupport
import Rendering
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// `--format NAME` lets a render go where a path has no extension — `-`, `/dev/stdout`, a
/// FIFO — read back from a real pipe and decoded; and a video onto anything but a regular
/// file is a usage error decided from `stat`, before anything is opened (a FIFO without a
/// reader never makes the run wait).
final class OutputFormatFlagTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""
    private var cli = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "format")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
        cli = try NativeTools.hostCLI()
    }

    /// Runs `script` in bash (`$CLI` is host-cli).
    private func bash(_ script: String) -> ChildProcess.Outcome {
        var e = env
        e["CLI"] = cli
        return NativeTools.runTool("bash", ["-c", script], environment: e, timeout: 300)
    }

    func testAFormatNamedOutputGoesThroughAPipe() throws {
        let base = "\"$CLI\" run --animator slide --size 60x100 --fps 10"
        // --output - through a pipe: the bytes cat reads are the GIF.
        let gif = dir + "/piped.gif"
        let g = bash("set -o pipefail; \(base) --output - --format gif | cat > '\(gif)'")
        XCTAssertEqual(g.ending, .exited(0), g.stderr)
        XCTAssertTrue(g.stderr.contains("completed (animator slide"), "the summary goes to standard error: \(g.stderr)")
        let frames = try GIFDecoder([UInt8](try Data(contentsOf: URL(fileURLWithPath: gif))))
        XCTAssertEqual(frames.width, 60)
        XCTAssertEqual(frames.height, 100)
        XCTAssertGreaterThan(frames.frames.count, 1)

        // /dev/stdout through a pipe: a PNG.
        let png = dir + "/piped.png"
        let p = bash("set -o pipefail; \(base) --output /dev/stdout --format png --at 0.3 | cat > '\(png)'")
        XCTAssertEqual(p.ending, .exited(0), p.stderr)
        if PNGDecoding.hasPython {
            let image = try PNGDecoding.decode(path: png).canvas
            XCTAssertEqual(image.width, 60)
            XCTAssertEqual(image.height, 100)
        }

        // A FIFO with a reader: the GIF streams into it.
        let fifo = dir + "/fifo", read = dir + "/from-fifo.gif"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let f = bash("cat '\(fifo)' > '\(read)' & \(base) --output '\(fifo)' --format gif; s=$?; wait; exit $s")
        XCTAssertEqual(f.ending, .exited(0), f.stderr)
        XCTAssertEqual(try GIFDecoder([UInt8](try Data(contentsOf: URL(fileURLWithPath: read)))).width, 60)
    }

    func testAFormatThatCannotBeKnownOrDisagreesIsAUsageError() throws {
        let cases: [([String], String)] = [
            (
                ["--output", "-"],
                "--output -: unknown extension; use .gif, .png, .apng, .svg, .html, .mp4 or .webm, or name the format with --format (gif, png, apng, svg, html, mp4, webm), e.g. --output - --format gif"
            ),
            (
                ["--output", dir + "/x.png", "--format", "gif"],
                "--format gif: disagrees with the extension of --output \(dir)/x.png (.png)"
            ),
            (
                ["--output", "-", "--format", "jif"],
                "--format jif: not an output format; did you mean gif? (use gif, png"
            ),
            (["--format", "gif"], "--format names the format of the rendered file and needs --output"),
            (
                ["--output", "-", "--format", "gif", "--trace", "-"],
                "--output - is standard output, which --trace writes too; give --output a file of its own"
            )
        ]
        for (args, says) in cases {
            let o = NativeTools.run(cli, ["run", "--animator", "slide"] + args, environment: env, timeout: 120)
            XCTAssertEqual(o.ending, .exited(2), "\(args): \(o.stderr)")
            XCTAssertTrue(o.stderr.contains(says), "\(args): \(o.stderr)")
            XCTAssertEqual(o.stdout, "", "\(args): nothing rendered")
        }
    }

    /// A video onto a FIFO that has no reader: refused at once (status 2), never waiting in
    /// `open`; the same for standard output and a device. The timeout only catches a hang.
    func testAVideoOntoAFIFOOrADescriptorIsRefusedBeforeOpening() throws {
        let fifo = dir + "/video.mp4"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let o = NativeTools.run(cli, ["run", "--animator", "slide", "--output", fifo], environment: env, timeout: 60)
        XCTAssertEqual(o.ending, .exited(2), "no reader, no wait: \(o.ending) \(o.stderr)")
        XCTAssertTrue(
            o.stderr.contains(
                "error: --output \(fifo): that is a FIFO, but a .mp4 video is written by ffmpeg to a regular file only"),
            o.stderr)
        for (path, what) in [("/dev/stdout", "standard output"), ("/dev/null", "a device")] {
            let v = NativeTools.run(
                cli, ["run", "--animator", "slide", "--output", path, "--format", "webm"], environment: env, timeout: 60
            )
            XCTAssertEqual(v.ending, .exited(2), "\(path): \(v.stderr)")
            XCTAssertTrue(
                v.stderr.contains(
                    "--output \(path): that is \(what), but a .webm video is written by ffmpeg to a regular file only"),
                v.stderr)
        }
    }
}
