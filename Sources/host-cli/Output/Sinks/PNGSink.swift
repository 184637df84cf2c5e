import ProcessSupport
import Rendering

/// `.png`: one frame (at `--at`, default halfway through the transition), or a contact sheet of
/// `--sheet N` evenly spaced frames, each labelled with its time.
final class PNGSink: SpilledSink {
    override class var takesTime: Bool { true }
    override class var takesSheet: Bool { true }
    override class var maximumImagePixels: Int? { RunLimits.maximumImagePixels }

    override func write(duration: Double, to file: OutputFile) throws {
        guard count > 0 else { throw noFrame }
        if let n = context.sheet, n > 0 {
            var canvases: [Canvas] = [], labels: [String] = []
            for i in PNGSink.evenlySpaced(count, n) {
                let f = try frame(i)
                canvases.append(context.raster(f))
                labels.append(ContactSheet.timeLabel(f.time))
            }
            try file.write(PNGEncoder.encode(ContactSheet().compose(canvases, labels: labels)))
            return
        }
        try file.write(PNGEncoder.encode(context.raster(try frame(pick(duration: duration)))))
    }

    /// `n` indices spread evenly over `count` frames, first and last included.
    static func evenlySpaced(_ count: Int, _ n: Int) -> [Int] {
        guard count > 0 else { return [] }
        guard n > 1 else { return [0] }
        return (0..<n).map { Int((Double($0) * Double(count - 1) / Double(n - 1)).rounded()) }
    }
}
