import ProcessSupport
import Rendering

/// `.apng`: every frame, lossless, written when the run ends.
final class APNGSink: SpilledSink {
    override class var maximumFramePixels: Int? { RunLimits.maximumGIFFramePixels }

    override func write(duration: Double, to file: OutputFile) throws {
        var apng: APNGEncoder?
        for i in 0..<count {
            let c = context.raster(try frame(i))
            if apng == nil { apng = APNGEncoder(width: c.width, height: c.height, fps: context.fps) }
            apng?.add(c)
        }
        try file.write((apng ?? APNGEncoder(width: 1, height: 1, fps: context.fps)).finish())
    }
}
