import Isolation
import Session

/// The frames of a run kept on disk (a ``SpillFile``), not in memory, in the wire's encoding,
/// read back one at a time.
///
/// Why: a PNG picks its frame (or a sheet's frames) only when the run ends, and APNG, SVG and
/// HTML write every frame; holding them all let a plugin's scene of many views make the front
/// end hold gigabytes (27.5 MB per frame for 20,000 titled views). Spilled, the front end
/// holds one frame at a time plus each frame's time and place in the file.
final class FrameSpill {
    private let file: SpillFile
    /// Per frame: its time, where its bytes start and how many there are.
    private var index: [(time: Double, offset: Int, count: Int)] = []

    /// An empty spill in a new temporary file.
    init() throws(SpillFileError) { file = try SpillFile() }

    /// Frames kept.
    var count: Int { index.count }
    /// Their times, seconds, in order.
    var times: [Double] { index.map(\.time) }

    /// Appends `frame`.
    func append(_ frame: TransitionSession.Frame) throws(SpillFileError) {
        var w = WireWriter()
        w.value(frame)
        let bytes = w.bytes
        let at = try file.append(bytes)
        index.append((frame.time, at, bytes.count))
    }

    /// Frame `i` (0 ..< ``count``), decoded again.
    func frame(_ i: Int) throws(SpillFileError) -> TransitionSession.Frame {
        guard index.indices.contains(i) else {
            throw .noSuchFrame(index: i, count: index.count)
        }
        let e = index[i]
        var r = WireReader(try file.read(at: e.offset, count: e.count))
        do { return try r.value(TransitionSession.Frame.self) } catch {
            throw .undecodable(error)
        }
    }
}
