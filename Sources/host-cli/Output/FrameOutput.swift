import AnimationCore
import Foundation
import ProcessSupport
import Rendering
import Session
import TextFormat

/// Renders a run to a file in the format its extension (or `--format`) names: `.gif` (every
/// frame, streamed as it comes), `.png` (one frame at `--at`, default halfway through the
/// transition, or a contact sheet of `--sheet N` frames), `.apng` (every frame, lossless),
/// `.svg` (one frame with `--at`, otherwise every frame as an animated SVG), `.html` (a
/// self-contained player), `.mp4` and `.webm` (through ffmpeg). Each format is a
/// ``FrameSink``, chosen once here (``Format/sink``); this type keeps what they share: the
/// first error, the refusal of a run without frames, and the warnings.
///
/// Memory: PNG, APNG, SVG and HTML need frames only when the run ends, so they are spilled to
/// an unlinked temporary file as they come (``SpilledSink``) and read back one at a time; the
/// SVG and HTML text is written to the file piece by piece. So the front end holds about one
/// frame, whatever the run's length or the plugin's scene. Drawing: every rasterized frame
/// has its drawing budget (``DrawingBudget``), and SVG and HTML embed only the items that
/// budget lets the PNG draw (``Rasterizer/withinBudget(_:)``), so their text is bounded too;
/// the first frame that went over it is reported by ``drawingWarning``, naming the plugins
/// (`subject`).
///
/// The file is written through ``OutputFile``: the streaming formats write a temporary file
/// beside the target from the first frame, the others write it in ``finish(duration:)``, and
/// only a run that ends normally replaces the target. A failed or interrupted run (a write
/// error, ``abort()``, Ctrl-C) leaves the previous file as it was.
final class FrameOutput {
    /// The file.
    var path: String { context.path }
    /// Its format.
    var format: Format { context.format }
    /// True when the file is this process's standard output (`-`, `/dev/stdout`): the
    /// summary then goes to standard error.
    let isStandardOutput: Bool
    /// Who made the frames, for messages: "plugin ID" or "plugins A, B".
    let subject: String
    /// What the sink shares with this output: the target, the options, the drawing budget.
    private let context: FrameSinkContext
    /// The format's writer, chosen once (``Format/sink``).
    private let sink: any FrameSink
    /// Frames given to ``add(_:)`` (streamed or kept): with none there is no picture to make.
    private var added = 0
    /// The first error of a sink; thrown by ``finish(duration:)``.
    private var failure: CommandOutputError?

    /// Checks that `path` can be written (its folder exists and is writable, it is not a
    /// folder) and that its format is known — `format` (`--format`), else its extension —
    /// before any work is done.
    static func check(_ path: String, format: Format? = nil) throws(CommandOutputError) -> Format {
        guard let f = format ?? Format(path: path) else {
            throw .unknownFormat(path: path)
        }
        do { try OutputFile.check(path) } catch {
            if error.reason == .isFolder { throw .isFolder(path: path, format: f) }
            throw .file(option: "--output", error)
        }
        return f
    }

    /// Prepares the output and its format's sink (a streaming format's temporary file is
    /// created now). `format` (`--format`) overrides the extension, for a path that has none
    /// (`-`, a pipe).
    init(
        path: String, format requested: Format? = nil, size: Size, scale: Double, fps: Double, at: Double?, sheet: Int?,
        subject: String = "the plugin"
    ) throws(CommandOutputError) {
        self.subject = subject
        let format = try FrameOutput.check(path, format: requested)
        isStandardOutput = (try? OutputTarget.resolve(path)) == .descriptor(1)
        context = FrameSinkContext(path: path, format: format, size: size, scale: scale, fps: fps, at: at, sheet: sheet)
        sink = try format.sink.init(context)
    }

    /// Adds a frame (streamed now, or kept for ``finish(duration:)``, as the format does). A
    /// write error is kept for ``finish(duration:)`` and ends the sink's work.
    func add(_ f: TransitionSession.Frame) {
        added += 1
        guard failure == nil else { return }
        do { try sink.add(f) } catch { fail(error) }
    }

    /// The diagnostic for frames the drawing budget cut, or nil when every frame was drawn whole.
    var drawingWarning: String? {
        guard let o = context.overBudget else { return nil }
        return
            "\(subject): frame \(o.frame) needs more drawing than the budget of \(FrameBudget.drawingCostPerCanvasPixel) full-canvas layers per frame; \(o.skipped) item\(o.skipped == 1 ? " was" : "s were") left out of \(path) (and items of any later frame over the budget); make fewer or smaller views, gradients or masks"
    }

    /// Set when `--at` asked for a time after the run's last frame (the last frame is drawn).
    var atWarning: String? { sink.atWarning }

    /// Writes what is left and replaces the target; returns the file's size in bytes. On an
    /// error the previous file stays as it was.
    @discardableResult
    func finish(duration: Double) throws(CommandOutputError) -> Int {
        if let failure { throw failure }
        // A run without frames has no picture: an empty file must never replace the user's.
        guard added > 0 else {
            fail(CommandOutputError.noFrame(path: path))
            throw failure ?? .noFrame(path: path)
        }
        do {
            return try sink.finish(duration: duration)
        } catch {
            fail(error)
            throw failure ?? CommandOutputError(output: path, error)
        }
    }

    /// Gives up: the temporary file goes, the previous file stays.
    func abort() { sink.abort() }

    /// Keeps the first error (as this domain's case, naming `--output`) and removes the
    /// temporary file.
    private func fail(_ error: any Error) {
        if failure == nil { failure = CommandOutputError(output: path, error) }
        sink.abort()
    }
}
