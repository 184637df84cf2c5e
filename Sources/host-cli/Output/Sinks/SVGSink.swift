import AnimationCore
import ProcessSupport
import Rendering

/// `.svg`: one frame with `--at`, otherwise every frame as an animated SVG, written piece by
/// piece so the document is never held in memory.
final class SVGSink: SpilledSink {
    override class var takesTime: Bool { true }
    override class var isText: Bool { true }

    override func write(duration: Double, to file: OutputFile) throws {
        let rasterizer = context.rasterizer, fps = context.fps
        let svg = SVGRenderer(scale: rasterizer.scale, background: rasterizer.background)
        if context.at != nil {
            guard count > 0 else { throw noFrame }
            try file.write(svg.document(for: context.vector(try frame(pick(duration: duration)))))
            return
        }
        guard count > 0 else {
            try file.write(svg.animatedDocument(for: [], fps: fps))
            return
        }
        // The shared definitions come first in the document but are known only after the
        // last frame: they and the frames' groups go to spills of their own, copied after
        // the opening, so neither is held in memory.
        var animation = SVGRenderer.Animation(svg, frameCount: count, fps: fps)
        let definitions = try SpillFile(), groups = try SpillFile()
        var size = Size(width: 1, height: 1)
        for i in 0..<count {
            let f = try frame(i)
            if i == 0 { size = f.render.size }
            try groups.append(animation.group(context.vector(f), index: i))
            try definitions.append(animation.takeDefinitions())
        }
        try file.write(animation.opening(size))
        try definitions.forEachChunk { try file.write($0) }
        try file.write(animation.background(size))
        try groups.forEachChunk { try file.write($0) }
        try file.write(SVGRenderer.Animation.end)
    }
}
