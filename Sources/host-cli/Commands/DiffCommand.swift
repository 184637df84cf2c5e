import Foundation
import Session
import TextFormat

/// `host-cli diff A.jsonl B.jsonl [--tolerance T] [--output diff.png]`: compares two traces
/// (``TraceComparison``) and names the first difference; with `--output`, draws it.
struct DiffCommand: ParsableCommand {
    /// `--tolerance`.
    static let tolerance = CommandSpec.Option.value("tolerance", "T", "Numbers may differ by T (default 0)")
    /// `--output`.
    static let output = CommandSpec.Option.value(
        "output", "FILE.png", "Draw the frame where the traces differ most, and their difference", completes: .file)

    static let spec = CommandSpec(
        name: "diff", summary: "Compare two traces and name the first difference",
        arguments: "A.jsonl B.jsonl",
        discussion: """
            Compares two traces written by host-cli run --trace (or --expect --record) line by line:
            every frame's views (by drawing order, named by id and title) with their opacity,
            corners and the rest, then the result line with its events. Numbers may differ by
            --tolerance (default 0: traces of the same run are byte-identical on every machine).
            Prints the first difference — frame, view, property and both values — and exits 1, or
            says they agree and exits 0. A file that is not a trace is a usage error
            (status 2), found before anything is compared. With --output, a PNG shows the frame where they differ most,
            of A and of B side by side, with their difference in magenta.
            """,
        options: [tolerance, output],
        positionals: ("two trace files", 2, 2), positionalCompletion: .file)

    /// The two traces, as named.
    var a: String, b: String
    /// `--tolerance`.
    var tolerance: Double
    /// `--output`: the picture.
    var picture: String?
    /// The two traces' text, read and checked by ``validate()``.
    private var texts: [String] = []

    init(parsed: ParsedArguments) throws(UsageError) {
        (a, b) = (parsed.positionals[0], parsed.positionals[1])
        tolerance = try RunCommand.number(parsed, Self.tolerance, 0, 0...1e9)
        picture = parsed.value(Self.output)
    }

    /// The picture's file (a new .png, not one of the traces) and the two
    /// traces, read whole and well formed: a damaged file is bad input (status 2), not a
    /// difference, and two copies of it do not "agree".
    mutating func validate() throws(UsageError) {
        if let o = picture {
            _ = try OutputPaths.check(o, option: "--output", example: "diff.png")
            for input in [a, b] where OutputPaths.sameFile(o, input) {
                throw .sameFile(
                    option: "--output", path: o, other: "the trace \(TerminalText.escape(input)) being compared")
            }
            guard o.lowercased().hasSuffix(".png") else {
                throw .refusedValue(
                    option: "--output", value: o, reason: "the picture is a PNG; give a .png file, e.g. diff.png")
            }
        }
        for path in [a, b] {
            do { texts.append(try TextFile.read(path, limit: TraceComparison.maximumTraceBytes)) } catch {
                throw .unreadableFile(
                    option: "", path: path, error, advice: "give two trace files (host-cli run --trace FILE)")
            }
            do { try TraceComparison.checkWellFormed(texts[texts.count - 1], name: path) } catch {
                throw .trace(error, rerecord: nil)
            }
        }
    }

    func run(_ console: Console) -> ExitCode {
        let difference: TraceComparison.Difference?
        do {
            difference = try TraceComparison.firstDifference(expected: texts[0], actual: texts[1], tolerance: tolerance)
        } catch {
            console.error(
                "\(error)".replacingOccurrences(of: "the expected trace", with: a).replacingOccurrences(
                    of: "the actual trace", with: b))
            return .usage
        }
        guard let d = difference else {
            console.line("the traces agree\(tolerance > 0 ? " within \(Rounding.format(tolerance))" : "")")
            return .success
        }
        var message =
            "\(TerminalText.escape(a)) and \(TerminalText.escape(b)) differ at \(TerminalText.escape(d.description))"
        if let o = picture {
            switch RunCommand.diffPicture(expected: texts[0], actual: texts[1], to: o) {
            case .success(let frame?):
                message += "; frame \(frame), where they differ most, drawn in \(TerminalText.escape(o))"
            case .success(nil): message += "; no picture: they differ outside a frame"
            case .failure(let e):
                console.line(message)
                console.error("\(e)")
                return .failure
            }
        }
        console.line(message)
        return .failure
    }
}
