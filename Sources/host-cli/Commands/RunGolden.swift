import Foundation
import ProcessSupport
import Session
import TextFormat

extension RunCommand {
    /// `--expect FILE [--tolerance T]` and `--expect FILE --record`: the run's trace checked
    /// against a recorded one (a golden file), or recorded as one.
    struct GoldenSpec: Equatable {
        /// The golden file.
        var path: String
        /// Record it instead of comparing.
        var record: Bool
        /// Numbers may differ by this much (absolute).
        var tolerance: Double
        /// The golden trace's text, read while the flags are checked (nil when recording).
        var expected: String?

        /// Where the visual diff of a mismatch goes: beside the golden file, `NAME.diff.png`.
        var diffPicturePath: String { (path as NSString).deletingPathExtension + ".diff.png" }

        /// The flags, checked: `--record` and `--tolerance` only with `--expect`, not together;
        /// a golden file to compare with must be readable (record it first) and is read now,
        /// before the run; one to record must be writable; neither may be the `--trace` or
        /// `--output` file, nor the latter the visual diff's.
        static func read(_ args: ParsedArguments) throws(UsageError) -> GoldenSpec? {
            guard let path = args.value(Options.expect) else {
                for flag in [Options.record, Options.tolerance] where args.gave(flag) {
                    throw .notApplicable(
                        option: flag.flagName,
                        reason:
                            "applies to a golden trace and needs --expect FILE; add --expect golden.jsonl or leave \(flag.flagName) out"
                    )
                }
                return nil
            }
            let record = args.has(Options.record)
            if record, args.value(Options.tolerance) != nil {
                throw .notApplicable(
                    option: Options.tolerance.flagName,
                    reason: "compares with a golden trace, and --record writes one; choose one")
            }
            let tolerance = try RunCommand.number(args, Options.tolerance, 0, 0...1e9)
            var spec = GoldenSpec(path: path, record: record, tolerance: tolerance)
            for option in [Options.trace, Options.output] {
                guard let other = args.value(option), other != "-" else { continue }
                if OutputPaths.sameFile(other, path) {
                    throw .sameFile(
                        option: option.flagName, path: other,
                        other: "the golden trace --expect \(TerminalText.escape(path))")
                }
                if !record, OutputPaths.sameFile(other, spec.diffPicturePath) {
                    throw .sameFile(
                        option: option.flagName, path: other,
                        other: "where a mismatch's visual diff goes (\(TerminalText.escape(spec.diffPicturePath)))")
                }
            }
            if record {
                _ = try OutputPaths.check(path, option: "--expect", example: "golden.jsonl")
            } else {
                do { spec.expected = try TextFile.read(path, limit: TraceComparison.maximumTraceBytes) } catch {
                    if case .missing = error {
                        throw .refusedValue(
                            option: "--expect", value: path,
                            reason:
                                "no such golden trace; record it first with --expect \(TerminalText.escape(path)) --record"
                        )
                    }
                    throw .unreadableFile(option: "--expect", path: path, error, advice: nil)
                }
                // Checked whole now, so a damaged golden file is a usage error before the run.
                do { try TraceComparison.checkWellFormed(spec.expected ?? "", name: "--expect \(path)") } catch {
                    throw .trace(error, rerecord: path)
                }
            }
            return spec
        }
    }

    /// `--expect`: records the trace as the golden file, or compares it with the golden file
    /// (exit 1 on a difference, named, with a visual diff of a frame beside the golden file).
    static func check(_ lines: [String], against golden: GoldenSpec, _ console: Console) -> ExitCode {
        let text = lines.joined(separator: "\n") + "\n"
        let shown = TerminalText.escape(golden.path)  // for console.err, which does not escape
        if golden.record {
            do {
                let file = try OutputFile(golden.path)
                try file.write(text)
                try file.commit()
            } catch {
                console.error("--expect \(golden.path): \(error)")
                return .failure
            }
            console.err("recorded the golden trace \(shown) (\(lines.count - 1) frames)\n")
            return .success
        }
        let expected = golden.expected ?? ""
        let difference: TraceComparison.Difference?
        do {
            difference = try TraceComparison.firstDifference(
                expected: expected, actual: text, tolerance: golden.tolerance)
        } catch {
            console.error("--expect \(golden.path): \(error)")
            return .failure
        }
        guard let d = difference else {
            // A picture of an earlier mismatch would say something that is no longer true.
            removeStaleDiffPicture(golden.diffPicturePath)
            console.err(
                "matches the golden trace \(shown)\(golden.tolerance > 0 ? " within \(Rounding.format(golden.tolerance))" : "")\n"
            )
            return .success
        }
        var message = "the trace differs from the golden trace \(golden.path) at \(d.description)"
        switch diffPicture(expected: expected, actual: text, to: golden.diffPicturePath) {
        case .success(let frame?):
            message +=
                "; visual diff of frame \(frame), where they differ most (expected, actual, difference) → \(golden.diffPicturePath)"
        case .success(nil): removeStaleDiffPicture(golden.diffPicturePath)
        case .failure(let e): message += "; the visual diff could not be written (\(e))"
        }
        console.error(message + "; if the change is intended, record it again with --record")
        return .failure
    }

    /// Writes the visual diff of the two traces to `path`: the frame where they differ most
    /// (``TraceDiffPicture/largestDifference(expected:actual:)``). Its frame number when
    /// written, nil when no frame line differs (only the result line, or the frame count), or
    /// why the file could not be written.
    static func diffPicture(expected: String, actual: String, to path: String) -> Result<Int?, OutputError> {
        guard let worst = TraceDiffPicture.largestDifference(expected: expected, actual: actual) else {
            return .success(nil)
        }
        do throws(OutputError) {
            let file = try OutputFile(path)
            try file.write(TraceDiffPicture.png(expected: worst.expected, actual: worst.actual, frame: worst.frame))
            try file.commit()
            return .success(worst.frame)
        } catch { return .failure(error) }
    }

    /// Removes a visual diff a previous mismatch left at `path` (only a regular file: the name
    /// is the host's own), so a picture beside a golden file always belongs to its last check.
    static func removeStaleDiffPicture(_ path: String) {
        var st = stat()
        if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG { unlink(path) }
    }
}
