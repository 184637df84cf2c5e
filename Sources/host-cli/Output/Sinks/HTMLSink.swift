import AnimationCore
import ProcessSupport
import Rendering

/// `.html`: a self-contained player of every frame, written frame by frame.
final class HTMLSink: SpilledSink {
    override class var isText: Bool { true }

    override func write(duration: Double, to file: OutputFile) throws {
        let rasterizer = context.rasterizer
        let html = HTMLRenderer(scale: rasterizer.scale, background: rasterizer.background, fps: context.fps)
        let first = count > 0 ? context.vector(try frame(0)) : nil
        let (w, h) = html.pixelSize(of: first.map { [$0] } ?? [])
        try file.write(html.documentHead(frameCount: count, width: w, height: h))
        for i in 0..<count {
            let render: RenderFrame
            if i == 0, let first { render = first } else { render = context.vector(try frame(i)) }
            try file.write(html.frameData(render, index: i, width: w, height: h))
        }
        try file.write(html.documentTail)
    }
}
