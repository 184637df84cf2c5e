import Foundation
import ProcessSupport
import Session

/// `.mp4` and `.webm`: every frame rasterized and handed to ffmpeg as it comes, which writes
/// the temporary file beside the target (a regular file only: ffmpeg goes back to finish it).
final class VideoSink: FrameSink {
    static let streams = true
    static let needsRegularFile = true

    private let context: FrameSinkContext
    private let file: OutputFile
    private let encoder: VideoEncoder

    /// Finds ffmpeg, opens the file and starts ffmpeg writing it.
    init(_ context: FrameSinkContext) throws(CommandOutputError) {
        self.context = context
        let format = context.format
        guard let ffmpeg = VideoEncoder.ffmpeg() else {
            throw .noFFmpeg(path: context.path, format: format)
        }
        let file = try context.open()
        guard let temporary = file.temporaryPath else {
            file.abort()
            throw .videoNeedsRegularFile(path: context.path, format: format)
        }
        self.file = file
        let (w, h) = context.rasterizer.pixelSize(for: context.size)
        do {
            encoder = try VideoEncoder(
                ffmpeg: ffmpeg, container: format == .mp4 ? .mp4 : .webm, width: max(1, w), height: max(1, h),
                fps: context.fps,
                path: temporary)
        } catch {
            file.abort()
            throw .video(path: context.path, error)
        }
    }

    func add(_ frame: TransitionSession.Frame) throws {
        do { try encoder.add(context.raster(frame)) } catch {
            throw CommandOutputError.video(path: context.path, error)
        }
    }

    func finish(duration: Double) throws -> Int {
        do { try encoder.finish() } catch { throw CommandOutputError.video(path: context.path, error) }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.temporaryPath ?? ""))?[.size] as? Int ?? 0
        try file.commit()
        return size
    }

    func abort() {
        encoder.abort()
        file.abort()
    }
}
