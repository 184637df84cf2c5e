import Foundation
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
final class FrameOutput {
    /// Output formats.
    enum Format: String, CaseIterable, Sendable {
        case gif, png, svg, html

        /// The format for a path's extension.
        init?(path: String) {
            self.init(rawValue: (path as NSString).pathExtension.lowercased())
        }
    }

    /// Why an output cannot be written.
    struct Problem: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

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
    private var gif: GIFEncoder?
    private var frames: [TransitionSession.Frame] = []

    /// Checks that `path` can be written (its folder exists and is writable) and that its
    /// extension is known, before any work is done.
    static func check(_ path: String) throws(Problem) -> Format {
        guard let f = Format(path: path) else {
            throw Problem(message: "--output \(path): unknown extension; use .gif, .png, .svg or .html")
        }
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir) else {
            throw Problem(message: "--output \(path): the folder \(folder) does not exist; create it first")
        }
        guard isDir.boolValue else {
            throw Problem(message: "--output \(path): \(folder) is a file, not a folder; choose a path in a folder")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw Problem(message: "--output \(path): that is a folder; give a file name, e.g. \(path)/transition.\(f.rawValue)")
        }
        guard access(folder, W_OK) == 0 else {
            throw Problem(message: "--output \(path): the folder \(folder) is not writable")
        }
        if FileManager.default.fileExists(atPath: path) && access(path, W_OK) != 0 {
            throw Problem(message: "--output \(path): the file exists and is not writable")
        }
        return f
    }

    /// The system's reason for a failed write, in words (not an NSError dump).
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }

    /// Prepares the output.
    init(path: String, size: Size, scale: Double, fps: Double, at: Double?, sheet: Int?) throws(Problem) {
        self.path = path
        format = try FrameOutput.check(path)
        rasterizer = Rasterizer(scale: scale, background: .white)
        self.fps = fps; self.at = at; self.sheet = sheet
        if format == .gif {
            let (w, h) = rasterizer.pixelSize(for: size)
            do { gif = try GIFEncoder(path: path, width: w, height: h, fps: fps) } catch {
                throw Problem(message: "--output \(path): cannot create the file (\(FrameOutput.reason(error))); check the path and its folder's permissions")
            }
        }
    }

    /// Adds a frame (GIF: rasterized and encoded now; others: kept for ``finish(duration:)``).
    func add(_ f: TransitionSession.Frame) {
        if let gif { gif.add(rasterizer.render(f.render)) } else { frames.append(f) }
    }

    /// Writes the file; returns its size in bytes.
    @discardableResult
    func finish(duration: Double) throws(Problem) -> Int {
        do {
            switch format {
            case .gif:
                gif?.finish()
            case .png:
                if let n = sheet, n > 0 {
                    let picks = FrameOutput.evenlySpaced(frames.count, n)
                    let sheetCanvas = ContactSheet().compose(picks.map { rasterizer.render(frames[$0].render) },
                                                             labels: picks.map { ContactSheet.timeLabel(frames[$0].time) })
                    try PNGEncoder.write(sheetCanvas, to: path)
                } else {
                    try PNGEncoder.write(rasterizer.render(pick(duration: duration).render), to: path)
                }
            case .svg:
                let svg = SVGRenderer(scale: rasterizer.scale, background: rasterizer.background)
                if at != nil { try svg.write(pick(duration: duration).render, to: path) } else { try svg.writeAnimated(frames.map(\.render), fps: fps, to: path) }
            case .html:
                try HTMLRenderer(scale: rasterizer.scale, background: rasterizer.background, fps: fps).write(frames.map(\.render), to: path)
            }
        } catch let p as Problem {
            throw p
        } catch {
            throw Problem(message: "--output \(path): cannot write the file (\(FrameOutput.reason(error))); check the path, its folder's permissions and the free space")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The frame at `at` (or halfway through the transition).
    func pick(duration: Double) -> TransitionSession.Frame {
        let t = at ?? duration / 2
        return frames.min { abs($0.time - t) < abs($1.time - t) } ?? frames[0]
    }

    /// `n` indices spread evenly over `count` frames, first and last included.
    static func evenlySpaced(_ count: Int, _ n: Int) -> [Int] {
        guard count > 0 else { return [] }
        guard n > 1 else { return [0] }
        return (0..<n).map { Int((Double($0) * Double(count - 1) / Double(n - 1)).rounded()) }
    }
}
