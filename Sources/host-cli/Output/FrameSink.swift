import Session

/// One output format's writer, behind which ``FrameOutput`` hides every format (as lottie's
/// render engines sit behind one root layer): it takes the run's frames as they come
/// (``add(_:)``), writes what is left and replaces the target when the run ended normally
/// (``finish(duration:)``), or gives up leaving the previous file as it was (``abort()``).
/// The format's sink is chosen once, from the output's path and flags
/// (``FrameOutput/Format/sink``); the facts the command line checks before any work — which
/// flags apply, what may go to a terminal, what is held until the end — are the sink type's
/// too, so a new format is one new sink and one line in that choice.
protocol FrameSink: AnyObject {
    /// True when frames are written as they come (nothing is held until the end, so a run's
    /// length costs no memory or disk); false when they are kept until ``finish(duration:)``.
    static var streams: Bool { get }
    /// True when `--at SECONDS` picks the one frame drawn.
    static var takesTime: Bool { get }
    /// True when `--sheet N` makes a contact sheet.
    static var takesSheet: Bool { get }
    /// True when the file is text, which may go to a terminal (a binary one would garble it).
    static var isText: Bool { get }
    /// True when the file must be a regular one (its writer goes back to finish it), never a
    /// pipe, a device or standard output.
    static var needsRegularFile: Bool { get }
    /// The most pixels one frame may have (nil: no limit of the format's own).
    static var maximumFramePixels: Int? { get }
    /// The most pixels the one picture written may have, contact sheet included (nil: no
    /// limit of the format's own).
    static var maximumImagePixels: Int? { get }

    /// Prepares the sink for the output `context` describes; a streaming sink opens its file
    /// now, so a target that cannot be written is refused before the run.
    init(_ context: FrameSinkContext) throws(CommandOutputError)

    /// Takes one frame. An error ends the sink's work; ``FrameOutput`` keeps the first.
    func add(_ frame: TransitionSession.Frame) throws
    /// Writes what is left and replaces the target; returns the file's size in bytes.
    func finish(duration: Double) throws -> Int
    /// Gives up: the temporary file goes, the previous file stays.
    func abort()
    /// A note on what was drawn instead of what was asked (`--at` past the run's end).
    var atWarning: String? { get }
}

extension FrameSink {
    static var takesTime: Bool { false }
    static var takesSheet: Bool { false }
    static var isText: Bool { false }
    static var needsRegularFile: Bool { false }
    static var maximumFramePixels: Int? { nil }
    static var maximumImagePixels: Int? { nil }
    var atWarning: String? { nil }
}
