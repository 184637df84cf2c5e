import ProcessSupport
import Rendering
import TextFormat

/// Why one of a command's outputs (`--output`, `--trace`) cannot be written: the option and
/// the path, then what is wrong and what to do, e.g. `--trace /dev/full: cannot write to it
/// (No space left on device); free some space and run again`. The cases keep the path and
/// the error of the part that failed (the file, the spill, ffmpeg), never its text; the
/// path is escaped only in ``description``. Commands print it as an error and end with
/// status 1.
enum CommandOutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file behind `option` cannot be opened, written or committed (``OutputFile``).
    case file(option: String, OutputError)
    /// `--output`'s extension names no format and `--format` was not given.
    case unknownFormat(path: String)
    /// `--output` names a folder; `format` is the one asked for, for the example file name.
    case isFolder(path: String, format: FrameOutput.Format)
    /// The run made no frame, so there is no picture: the previous file was left as it was.
    case noFrame(path: String)
    /// The frame size or rate is beyond the GIF format's limits.
    case gif(path: String, GIFError)
    /// A video `format` needs ffmpeg, which is not on the PATH.
    case noFFmpeg(path: String, format: FrameOutput.Format)
    /// A video `format` goes to a regular file only (ffmpeg goes back to finish it).
    case videoNeedsRegularFile(path: String, format: FrameOutput.Format)
    /// ffmpeg could not write the video.
    case video(path: String, VideoEncoderError)
    /// The frames' spill file failed.
    case spill(path: String, SpillFileError)
    /// A sink failed with an error of a type none is known to throw: its text, raw.
    case unexpected(path: String, String)

    /// `error`, from the sink of the output `path`, as this domain's case: the output errors a
    /// sink throws (``OutputFile``'s, the spill's, ffmpeg's) kept whole.
    init(output path: String, _ error: any Error) {
        switch error {
        case let e as CommandOutputError: self = e
        case let e as OutputError: self = .file(option: "--output", e)
        case let e as SpillFileError: self = .spill(path: path, e)
        case let e as VideoEncoderError: self = .video(path: path, e)
        case let e as GIFError: self = .gif(path: path, e)
        default: self = .unexpected(path: path, "\(error)")
        }
    }

    /// The sentence: the option and path, what is wrong, what to do.
    var description: String {
        switch self {
        case let .file(option, error):
            return "\(option) \(error)"
        case .unknownFormat(let path):
            return Self.output(path)
                + "unknown extension; use .gif, .png, .apng, .svg, .html, .mp4 or .webm, or name the format with --format"
        case let .isFolder(path, format):
            return Self.output(path)
                + "that is a folder; give a file name, e.g. \(TerminalText.escape(path))/transition.\(format.rawValue)"
        case .noFrame(let path):
            return Self.output(path)
                + "the run made no frame, so there is nothing to render; the previous file was left as it was"
        case let .gif(path, error):
            return Self.output(path) + "\(error); choose a smaller --size or --scale"
        case let .noFFmpeg(path, format):
            return Self.output(path)
                + "writing a .\(format.rawValue) file needs ffmpeg, which is not on the PATH; install it (apt-get install ffmpeg) or render a .gif or .apng"
        case let .videoNeedsRegularFile(path, format):
            return Self.output(path)
                + "ffmpeg writes a video to a regular file, not to a device, a FIFO or a descriptor; give a file name, e.g. transition.\(format.rawValue)"
        case let .video(path, error):
            return Self.output(path) + error.description
        case let .spill(path, error):
            return Self.output(path) + error.description
        case let .unexpected(path, text):
            return Self.output(path) + TerminalText.escape(text)
        }
    }

    /// `--output PATH: `, the path escaped.
    private static func output(_ path: String) -> String { "--output \(TerminalText.escape(path)): " }
}
