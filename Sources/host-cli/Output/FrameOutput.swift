import Foundation
import ProcessSupport
import TextFormat
#if canImport(Glibc)
import Glibc
import AnimationCore
import Rendering
import Session
#endif

/// Renders a run to a file chosen by its extension: `.gif` (every frame, streamed as it
/// comes), `.png` (one frame at `--at`, default halfway through the transition, or a contact
/// sheet of `--sheet N` frames), `.svg` (one frame with `--at`, otherwise every frame as an
/// animated SVG), `.html` (a self-contained player).
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
    private var frames: [TransitionSession.Frame] = []
    /// Frames given to ``add(_:)`` (streamed or kept): with none there is no picture to make.
    private var added = 0
    /// The first error of the streamed GIF; thrown by ``finish(duration:)``.
    private var failure: Problem?

    /// Checks that `path` can be written (its folder exists and is writable, it is not a
    /// folder) and that its extension is known, before any work is done.
    static func check(_ path: String) throws(Problem) -> Format {
        guard let f = Format(path: path) else {
            throw Problem("--output \(path): unknown extension; use .gif, .png, .apng, .svg, .html, .mp4 or .webm")
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
    init(path: String, size: Size, scale: Double, fps: Double, at: Double?, sheet: Int?) throws(Problem) {
        self.path = path
        format = try FrameOutput.check(path)
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
        if let video {
            guard failure == nil else { return }
            do { try video.add(rasterizer.render(f.render)) } catch { fail(Problem("--output \(path): \(TerminalText.escape(error.description))")) }
            return
        }
        guard let gif else { frames.append(f); return }
        guard failure == nil else { return }
        do { try gif.add(rasterizer.render(f.render)) } catch { fail(error) }
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
            let bytes = encoded(duration: duration)
            let file = try open()
            self.file = file
            try file.write(bytes)
            try file.commit()
            return bytes.count
        } catch {
            fail(error)
            throw failure!
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

    /// The whole file of a PNG, SVG or HTML output.
    private func encoded(duration: Double) -> [UInt8] {
        switch format {
        case .gif, .mp4, .webm:
            return []
        case .png:
            if let n = sheet, n > 0 {
                let picks = FrameOutput.evenlySpaced(frames.count, n)
                let sheetCanvas = ContactSheet().compose(picks.map { rasterizer.render(frames[$0].render) },
                                                         labels: picks.map { ContactSheet.timeLabel(frames[$0].time) })
                return PNGEncoder.encode(sheetCanvas)
            }
            guard let frame = pick(duration: duration) else { return [] }
            return PNGEncoder.encode(rasterizer.render(frame.render))
        case .apng:
            let first = frames.first.map { rasterizer.render($0.render) }
            let apng = APNGEncoder(width: first?.width ?? 1, height: first?.height ?? 1, fps: fps)
            if let first { apng.add(first) }
            for f in frames.dropFirst() { apng.add(rasterizer.render(f.render)) }
            return apng.finish()
        case .svg:
            let svg = SVGRenderer(scale: rasterizer.scale, background: rasterizer.background)
            if at != nil {
                guard let frame = pick(duration: duration) else { return [] }
                return Array(svg.document(for: frame.render).utf8)
            }
            return Array(svg.animatedDocument(for: frames.map(\.render), fps: fps).utf8)
        case .html:
            return Array(HTMLRenderer(scale: rasterizer.scale, background: rasterizer.background, fps: fps).document(for: frames.map(\.render)).utf8)
        }
    }

    /// The frame at `at` (or halfway through the transition); nil when there is none.
    func pick(duration: Double) -> TransitionSession.Frame? {
        let t = at ?? duration / 2
        return frames.min { abs($0.time - t) < abs($1.time - t) }
    }

    /// `n` indices spread evenly over `count` frames, first and last included.
    static func evenlySpaced(_ count: Int, _ n: Int) -> [Int] {
        guard count > 0 else { return [] }
        guard n > 1 else { return [0] }
        return (0..<n).map { Int((Double($0) * Double(count - 1) / Double(n - 1)).rounded()) }
    }
}
