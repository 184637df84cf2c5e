import AnimationCore
import Foundation
import ProcessSupport
import Rendering
import Session
import TextFormat
#if canImport(Glibc)
import Glibc
#endif

/// Renders a run to a file chosen by its extension: `.gif` (every frame, streamed as it
/// comes), `.png` (one frame at `--at`, default halfway through the transition, or a contact
/// sheet of `--sheet N` frames), `.svg` (one frame with `--at`, otherwise every frame as an
/// animated SVG), `.html` (a self-contained player).
///
/// Memory: PNG, APNG, SVG and HTML need frames only when the run ends, so they are spilled to
/// an unlinked temporary file as they come (``FrameSpill``) and read back one at a time; the
/// SVG and HTML text is written to the file piece by piece. So the front end holds about one
/// frame, whatever the run's length or the plugin's scene. Drawing: every rasterized frame
/// has its drawing budget (``DrawingBudget``), and SVG and HTML embed only the items that
/// budget lets the PNG draw (``Rasterizer/withinBudget(_:)``), so their text is bounded too;
/// the first frame that went over it is reported by ``drawingWarning``, naming the plugins
/// (`subject`).
///
/// The file is written through ``OutputFile``: the GIF streams into a temporary file beside
/// the target from the first frame, the other formats are written there by
/// ``finish(duration:)``, and only a run that ends normally replaces the target. A failed or
/// interrupted run (a write error, ``abort()``, Ctrl-C) leaves the previous file as it was.
final class FrameOutput {
    /// Output formats.
    enum Format: String, CaseIterable, Sendable {
        case gif, png, apng, svg, html, mp4, webm

        /// True for the formats `ffmpeg` writes.
        var isVideo: Bool { self == .mp4 || self == .webm }

        /// The format's name as it is said, with its article: "a GIF", "an APNG", "an SVG"
        /// (the article follows the sound of the first letter, not its spelling).
        var withArticle: String {
            switch self {
            case .gif: return "a GIF"
            case .png: return "a PNG"
            case .apng: return "an APNG"
            case .svg: return "an SVG"
            case .html: return "an HTML"
            case .mp4: return "an MP4"
            case .webm: return "a WebM"
            }
        }

        /// The names `--format` takes, in the order `--help` lists them.
        static var names: [String] { allCases.map(\.rawValue) }

        /// The format for a path's extension.
        init?(path: String) {
            self.init(rawValue: (path as NSString).pathExtension.lowercased())
        }
    }

    /// Why an output cannot be written.
    typealias Problem = OutputProblem

    /// The file.
    let path: String
    /// Its format.
    let format: Format
    /// True when the file is this process's standard output (`-`, `/dev/stdout`): the
    /// summary then goes to standard error.
    let isStandardOutput: Bool
    let rasterizer: Rasterizer
    let fps: Double
    /// PNG/SVG: the time of the single frame (PNG default: halfway through the transition; SVG
    /// without it: every frame, animated).
    let at: Double?
    /// PNG: contact sheet of this many frames.
    let sheet: Int?
    /// The file being written (GIF: from the start; others: from ``finish(duration:)``).
    private var file: OutputFile?
    private var gif: GIFEncoder?
    /// MP4 and WebM: ffmpeg, writing the temporary file of ``file`` as frames come.
    private var video: VideoEncoder?
    /// Frames given to ``add(_:)`` (streamed or kept): with none there is no picture to make.
    private var added = 0
    /// PNG, APNG, SVG, HTML: the frames so far, on disk (made with the first frame).
    private var spill: FrameSpill?
    /// Who made the frames, for messages: "plugin ID" or "plugins A, B".
    let subject: String
    /// The first frame whose drawing budget left items undrawn: its index and how many.
    private(set) var overBudget: (frame: Int, skipped: Int)?
    /// The first error of the streamed GIF; thrown by ``finish(duration:)``.
    private var failure: Problem?

    /// Checks that `path` can be written (its folder exists and is writable, it is not a
    /// folder) and that its format is known — `format` (`--format`), else its extension —
    /// before any work is done.
    static func check(_ path: String, format: Format? = nil) throws(Problem) -> Format {
        guard let f = format ?? Format(path: path) else {
            throw Problem("--output \(path): unknown extension; use .gif, .png, .apng, .svg, .html, .mp4 or .webm, or name the format with --format")
        }
        do { try OutputFile.check(path) } catch {
            if error.reason == .isFolder {
                throw Problem("--output \(path): that is a folder; give a file name, e.g. \(path)/transition.\(f.rawValue)")
            }
            throw Problem(option: "--output", error)
        }
        return f
    }

    /// Prepares the output; a GIF's temporary file is created now.
    /// `format` (`--format`) overrides the extension, for a path that has none (`-`, a pipe).
    init(path: String, format requested: Format? = nil, size: Size, scale: Double, fps: Double, at: Double?, sheet: Int?, subject: String = "the plugin") throws(Problem) {
        self.path = path
        self.subject = subject
        self.format = try FrameOutput.check(path, format: requested)
        isStandardOutput = (try? OutputTarget.resolve(path)) == .descriptor(1)
        rasterizer = Rasterizer(scale: scale, background: .white)
        self.fps = fps; self.at = at; self.sheet = sheet
        if format == .gif {
            let (w, h) = rasterizer.pixelSize(for: size)
            do { try GIFEncoder.validate(width: w, height: h, fps: fps) } catch {
                throw Problem("--output \(path): \(error); choose a smaller --size or --scale")
            }
            let file = try open()
            self.file = file
            gif = GIFEncoder(width: w, height: h, fps: fps) { try file.write($0) }
        }
        if format.isVideo {
            guard let ffmpeg = VideoEncoder.ffmpeg() else {
                throw Problem("--output \(path): writing a .\(format.rawValue) file needs ffmpeg, which is not on the PATH; install it (apt-get install ffmpeg) or render a .gif or .apng")
            }
            let file = try open()
            guard let temporary = file.temporaryPath else {
                file.abort()
                throw Problem("--output \(path): ffmpeg writes a video to a regular file, not to a device, a FIFO or a descriptor; give a file name, e.g. transition.\(format.rawValue)")
            }
            self.file = file
            let (w, h) = rasterizer.pixelSize(for: size)
            do {
                video = try VideoEncoder(ffmpeg: ffmpeg, container: format == .mp4 ? .mp4 : .webm, width: max(1, w), height: max(1, h), fps: fps, path: temporary)
            } catch {
                file.abort()
                throw Problem("--output \(path): \(TerminalText.escape(error.description))")
            }
        }
    }

    /// Adds a frame (GIF: rasterized and written now; others: kept for ``finish(duration:)``).
    /// A write error is kept for ``finish(duration:)`` and ends the GIF's work.
    func add(_ f: TransitionSession.Frame) {
        added += 1
        guard failure == nil else { return }
        if let video {
            do { try video.add(raster(f)) } catch { fail(Problem("--output \(path): \(TerminalText.escape(error.description))")) }
            return
        }
        guard let gif else {
            do {
                if spill == nil { spill = try FrameSpill() }
                try spill?.append(f)
            } catch { fail(Problem("--output \(path): \(error.description)")) }
            return
        }
        do { try gif.add(raster(f)) } catch { fail(error) }
    }

    /// `f` rasterized within its drawing budget; the first frame over it is remembered.
    private func raster(_ f: TransitionSession.Frame) -> Canvas {
        let (canvas, skipped) = rasterizer.renderCounting(f.render)
        if skipped > 0 && overBudget == nil { overBudget = (f.index, skipped) }
        return canvas
    }

    /// `f`'s render model without what its drawing budget leaves out (SVG and HTML embed only
    /// what the PNG would draw); the first frame that loses items is remembered.
    private func vector(_ f: TransitionSession.Frame) -> RenderFrame {
        let (frame, skipped) = rasterizer.withinBudget(f.render)
        if skipped > 0 && overBudget == nil { overBudget = (f.index, skipped) }
        return frame
    }

    /// The diagnostic for frames the drawing budget cut, or nil when every frame was drawn whole.
    var drawingWarning: String? {
        guard let o = overBudget else { return nil }
        return "\(subject): frame \(o.frame) needs more drawing than the budget of \(FrameBudget.drawingCostPerCanvasPixel) full-canvas layers per frame; \(o.skipped) item\(o.skipped == 1 ? " was" : "s were") left out of \(path) (and items of any later frame over the budget); make fewer or smaller views, gradients or masks"
    }

    /// Writes what is left and replaces the target; returns the file's size in bytes. On an
    /// error the previous file stays as it was.
    @discardableResult
    func finish(duration: Double) throws(Problem) -> Int {
        if let failure { throw failure }
        // A run without frames has no picture: an empty file must never replace the user's.
        guard added > 0 else {
            fail(Problem("--output \(path): the run made no frame, so there is nothing to render; the previous file was left as it was"))
            throw failure ?? Problem("--output: no frame")
        }
        do {
            if let gif, let file {
                try gif.finish()
                try file.commit()
                return file.bytesWritten
            }
            if let video, let file {
                do { try video.finish() } catch { throw Problem("--output \(path): \(TerminalText.escape(error.description))") }
                let size = (try? FileManager.default.attributesOfItem(atPath: file.temporaryPath ?? ""))?[.size] as? Int ?? 0
                try file.commit()
                return size
            }
            let file = try open()
            self.file = file
            try write(duration: duration, to: file)
            try file.commit()
            return file.bytesWritten
        } catch {
            fail(error)
            throw failure ?? Problem("--output \(path): \(error)")
        }
    }

    /// Gives up: the temporary file goes, the previous file stays.
    func abort() {
        video?.abort()
        file?.abort()
    }

    /// Keeps the first error (as a problem naming `--output`) and removes the temporary file.
    private func fail(_ error: Error) {
        if failure == nil {
            failure = (error as? Problem) ?? (error as? OutputError).map { Problem(option: "--output", $0) }
                ?? Problem("--output \(path): \(error)")
        }
        video?.abort()
        file?.abort()
    }

    /// Opens the target through ``OutputFile``.
    private func open() throws(Problem) -> OutputFile {
        do { return try OutputFile(path) } catch { throw Problem(option: "--output", error) }
    }

    /// Writes a PNG, APNG, SVG or HTML output from the spilled frames, reading them back one
    /// at a time and writing text as it is made (none of these formats holds a run in memory).
    private func write(duration: Double, to file: OutputFile) throws {
        let spill = self.spill
        let count = spill?.count ?? 0
        func frame(_ i: Int) throws -> TransitionSession.Frame {
            guard let spill else { throw Problem("--output \(path): the run made no frame") }
            return try spill.frame(i)
        }
        switch format {
        case .gif, .mp4, .webm:
            return
        case .png:
            guard count > 0 else { throw Problem("--output \(path): the run made no frame, so there is no picture to write") }
            if let n = sheet, n > 0 {
                let picks = FrameOutput.evenlySpaced(count, n)
                var canvases: [Canvas] = [], labels: [String] = []
                for i in picks {
                    let f = try frame(i)
                    canvases.append(raster(f))
                    labels.append(ContactSheet.timeLabel(f.time))
                }
                try file.write(PNGEncoder.encode(ContactSheet().compose(canvases, labels: labels)))
                return
            }
            try file.write(PNGEncoder.encode(raster(try frame(pick(duration: duration)))))
        case .apng:
            var apng: APNGEncoder?
            for i in 0..<count {
                let c = raster(try frame(i))
                if apng == nil { apng = APNGEncoder(width: c.width, height: c.height, fps: fps) }
                apng?.add(c)
            }
            try file.write((apng ?? APNGEncoder(width: 1, height: 1, fps: fps)).finish())
        case .svg:
            let svg = SVGRenderer(scale: rasterizer.scale, background: rasterizer.background)
            if at != nil {
                guard count > 0 else { throw Problem("--output \(path): the run made no frame, so there is no picture to write") }
                try file.write(svg.document(for: vector(try frame(pick(duration: duration)))))
                return
            }
            guard count > 0 else { try file.write(svg.animatedDocument(for: [], fps: fps)); return }
            // The shared definitions come first in the document but are known only after the
            // last frame: they and the frames' groups go to spills of their own, copied after
            // the opening, so neither is held in memory.
            var animation = SVGRenderer.Animation(svg, frameCount: count, fps: fps)
            let definitions = try SpillFile(), groups = try SpillFile()
            var size = Size(width: 1, height: 1)
            for i in 0..<count {
                let f = try frame(i)
                if i == 0 { size = f.render.size }
                try groups.append(animation.group(vector(f), index: i))
                try definitions.append(animation.takeDefinitions())
            }
            try file.write(animation.opening(size))
            try definitions.forEachChunk { try file.write($0) }
            try file.write(animation.background(size))
            try groups.forEachChunk { try file.write($0) }
            try file.write(SVGRenderer.Animation.end)
        case .html:
            let html = HTMLRenderer(scale: rasterizer.scale, background: rasterizer.background, fps: fps)
            let first = count > 0 ? vector(try frame(0)) : nil
            let (w, h) = html.pixelSize(of: first.map { [$0] } ?? [])
            try file.write(html.documentHead(frameCount: count, width: w, height: h))
            for i in 0..<count {
                let render: RenderFrame
                if i == 0, let first { render = first } else { render = vector(try frame(i)) }
                try file.write(html.frameData(render, index: i, width: w, height: h))
            }
            try file.write(html.documentTail)
        }
    }

    /// The index of the frame at `at` (or halfway through the transition): the first of the
    /// nearest.
    func pick(duration: Double) -> Int {
        let t = at ?? duration / 2
        let times = spill?.times ?? []
        var best = 0
        for (i, time) in times.enumerated() where abs(time - t) < abs(times[best] - t) { best = i }
        // `--at` past the last frame (by more than half a frame) draws the last frame: said,
        // never silent.
        if let at, let last = times.last, at - last > 0.5 / fps {
            atWarning = "--at \(Rounding.format(at, quantum: 1e-3)) s is past the end of the run, whose last frame is at \(Rounding.format(last, quantum: 1e-3)) s: that last frame was drawn into \(path); choose --at 0…\(Rounding.format(last, quantum: 1e-3))"
        }
        return best
    }

    /// Set when `--at` asked for a time after the run's last frame (the last frame is drawn).
    private(set) var atWarning: String?

    /// `n` indices spread evenly over `count` frames, first and last included.
    static func evenlySpaced(_ count: Int, _ n: Int) -> [Int] {
        guard count > 0 else { return [] }
        guard n > 1 else { return [0] }
        return (0..<n).map { Int((Double($0) * Double(count - 1) / Double(n - 1)).rounded()) }
    }
}
