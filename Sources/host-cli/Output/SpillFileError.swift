import Isolation
import ProcessSupport
import TextFormat

/// Why a spill file (``SpillFile``, ``FrameSpill``) cannot be made, written or read back. The
/// cases keep the folder, the `errno` and the offsets; ``description`` is the sentence, which
/// ``CommandOutputError/spill(path:_:)`` puts after the output it was for.
enum SpillFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file could be made in `folder` (`TMPDIR`, else /tmp): the `errno` of the last try.
    case cannotCreate(folder: String, errno: Int32)
    /// An append failed: the write's `errno` (`ENOSPC`, `EFBIG`).
    case cannotWrite(errno: Int32)
    /// A read of `count` bytes at `offset` reaches past the file's `size`: a host bug.
    case readPastEnd(offset: Int, count: Int, size: Int)
    /// A read back failed: its `errno`.
    case cannotRead(errno: Int32)
    /// The file ended before what was written (another process truncated it).
    case truncated(offset: Int)
    /// ``FrameSpill`` has no frame `index` (it holds `count`): a host bug.
    case noSuchFrame(index: Int, count: Int)
    /// A spilled frame read back does not decode: a host bug or a damaged file.
    case undecodable(WireError)

    /// The sentence: what failed, the system's reason, what to do.
    var description: String {
        switch self {
        case let .cannotCreate(folder, code):
            return
                "cannot make a temporary file in \(TerminalText.escape(folder)): \(WriteLoop.reason(code)); set TMPDIR to a writable folder"
        case .cannotWrite(let code):
            return "cannot write a temporary file: \(WriteLoop.reason(code)) (is the temporary folder full?)"
        case let .readPastEnd(offset, count, size):
            return "a read of \(count) bytes at \(offset) past the end (\(size)) of a temporary file"
        case .cannotRead(let code):
            return "cannot read a temporary file back: \(WriteLoop.reason(code))"
        case .truncated:
            return "cannot read a temporary file back: it is shorter than written"
        case let .noSuchFrame(index, count):
            return "no spilled frame \(index) of \(count)"
        case .undecodable(let why):
            return "a spilled frame does not read back: \(why)"
        }
    }
}
