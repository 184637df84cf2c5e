import ProcessSupport
import Rendering
import Session

/// `.gif`: every frame rasterized and encoded as it comes, into a temporary file beside the
/// target from the first frame, so a run of any length holds one frame.
final class GIFSink: FrameSink {
    static let streams = true
    static var maximumFramePixels: Int? { RunLimits.maximumGIFFramePixels }

    private let context: FrameSinkContext
    private let file: OutputFile
    private let encoder: GIFEncoder

    /// Checks the frame size against the format's limits and opens the file.
    init(_ context: FrameSinkContext) throws(CommandOutputError) {
        self.context = context
        let (w, h) = context.rasterizer.pixelSize(for: context.size)
        do { try GIFEncoder.validate(width: w, height: h, fps: context.fps) } catch {
            throw .gif(path: context.path, error)
        }
        let file = try context.open()
        self.file = file
        encoder = GIFEncoder(width: w, height: h, fps: context.fps) { try file.write($0) }
    }

    func add(_ frame: TransitionSession.Frame) throws { try encoder.add(context.raster(frame)) }

    func finish(duration: Double) throws -> Int {
        try encoder.finish()
        try file.commit()
        return file.bytesWritten
    }

    func abort() { file.abort() }
}
