import ProcessSupport
import Session
import TextFormat

/// The formats written when the run ends (PNG, APNG, SVG, HTML): frames are spilled to an
/// unlinked temporary file as they come (``FrameSpill``) and read back one at a time by the
/// format's ``write(duration:to:)``, so the front end holds about one frame whatever the run's
/// length; the target is opened only then, and replaced only when everything was written.
class SpilledSink: FrameSink {
    class var streams: Bool { false }
    class var takesTime: Bool { false }
    class var takesSheet: Bool { false }
    class var isText: Bool { false }
    class var needsRegularFile: Bool { false }
    class var maximumFramePixels: Int? { nil }
    class var maximumImagePixels: Int? { nil }

    /// The output's shared context.
    let context: FrameSinkContext
    /// The frames so far, on disk (made with the first frame).
    private var spill: FrameSpill?
    /// The file being written (from ``finish(duration:)``).
    private var file: OutputFile?
    /// Set when `--at` asked for a time after the run's last frame (the last frame is drawn).
    private(set) var atWarning: String?

    required init(_ context: FrameSinkContext) throws(CommandOutputError) { self.context = context }

    func add(_ frame: TransitionSession.Frame) throws {
        do {
            if spill == nil { spill = try FrameSpill() }
            try spill?.append(frame)
        } catch { throw CommandOutputError.spill(path: context.path, error) }
    }

    func finish(duration: Double) throws -> Int {
        let file = try context.open()
        self.file = file
        try write(duration: duration, to: file)
        try file.commit()
        return file.bytesWritten
    }

    func abort() { file?.abort() }

    /// Writes the format to `file` from the spilled frames. Subclasses override it.
    func write(duration: Double, to file: OutputFile) throws {}

    /// The number of frames spilled.
    var count: Int { spill?.count ?? 0 }

    /// Frame `i`, read back from the spill.
    func frame(_ i: Int) throws -> TransitionSession.Frame {
        guard let spill else { throw noFrame }
        return try spill.frame(i)
    }

    /// The error of a run without frames, for a format that draws one picture.
    var noFrame: CommandOutputError { .noFrame(path: context.path) }

    /// The index of the frame at `--at` (or halfway through the transition): the first of
    /// the nearest. `--at` past the last frame (by more than half a frame) draws the last
    /// frame: said in ``atWarning``, never silent.
    func pick(duration: Double) -> Int {
        let at = context.at, fps = context.fps
        let t = at ?? duration / 2
        let times = spill?.times ?? []
        var best = 0
        for (i, time) in times.enumerated() where abs(time - t) < abs(times[best] - t) { best = i }
        if let at, let last = times.last, at - last > 0.5 / fps {
            atWarning =
                "--at \(Rounding.format(at, quantum: 1e-3)) s is past the end of the run, whose last frame is at \(Rounding.format(last, quantum: 1e-3)) s: that last frame was drawn into \(context.path); choose --at 0…\(Rounding.format(last, quantum: 1e-3))"
        }
        return best
    }
}
