import ProcessSupport
import TextFormat

/// Why ``VideoEncoder`` could not write a video through ffmpeg. The cases keep what happened
/// (the `errno`, ffmpeg's exit status or signal) and ffmpeg's last messages, raw as it wrote
/// them: ``description`` escapes them. ``CommandOutputError/video(path:_:)`` puts the
/// output in front.
enum VideoEncoderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file for ffmpeg's messages could not be made in `folder`.
    case cannotMakeLog(folder: String)
    /// `ffmpeg` could not be started: the system's reason.
    case cannotStart(ffmpeg: String, reason: String)
    /// ffmpeg stopped reading frames: the write's `errno` (`EPIPE` when it exited).
    case stoppedTakingFrames(errno: Int32, messages: [String])
    /// ffmpeg exited with a `status` other than 0.
    case exited(status: Int32, messages: [String])
    /// ffmpeg was ended by `signal`.
    case killed(signal: Int32, messages: [String])

    /// The sentence: what ffmpeg did, then its last messages (escaped).
    var description: String {
        switch self {
        case .cannotMakeLog(let folder):
            return
                "cannot make a file for ffmpeg's messages in \(TerminalText.escape(folder)); set TMPDIR to a writable folder"
        case let .cannotStart(ffmpeg, reason):
            return "cannot start \(TerminalText.escape(ffmpeg)) (\(TerminalText.escape(reason)))"
        case let .stoppedTakingFrames(code, messages):
            return "ffmpeg stopped taking frames (\(WriteLoop.reason(code)))" + Self.quoted(messages)
        case let .exited(status, messages):
            return "ffmpeg failed (exit status \(status))" + Self.quoted(messages)
        case let .killed(signal, messages):
            return "ffmpeg failed (signal \(signal))" + Self.quoted(messages)
        }
    }

    /// `: ` and ffmpeg's messages joined by `; `, escaped; empty without any.
    static func quoted(_ messages: [String]) -> String {
        messages.isEmpty ? "" : ": " + TerminalText.escape(messages.joined(separator: "; "))
    }
}
