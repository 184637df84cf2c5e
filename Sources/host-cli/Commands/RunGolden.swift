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

        /// Where the visual diff of a mismatch goes: beside the golden file, `NAME.diff.png`.
        var diffPicturePath: String { (path as NSString).deletingPathExtension + ".diff.png" }

        /// The flags, checked: `--record` and `--tolerance` only with `--expect`, not together;
        /// a golden file to compare with must exist (record it first), one to record must be
        /// writable.
        static func read(_ args: ParsedArguments) throws(UsageError) -> GoldenSpec? {
            guard let path = args.value("expect") else {
                for flag in ["record", "tolerance"] where args.has(flag) || args.value(flag) != nil {
                    throw UsageError("--\(flag) applies to a golden trace and needs --expect FILE; add --expect golden.jsonl or leave --\(flag) out")
                }
                return nil
            }
            let record = args.has("record")
            if record, let t = args.value("tolerance") {
                throw UsageError("--tolerance \(t) compares with a golden trace, and --record writes one; choose one")
            }
            let tolerance = try RunCommand.number(args, "tolerance", 0, 0...1e9)
            if record {
                _ = try OutputPaths.check(path, option: "--expect", example: "golden.jsonl")
            } else if !FileManager.default.fileExists(atPath: path) {
                throw UsageError("--expect \(path): no such golden trace; record it first with --expect \(path) --record")
            }
            return GoldenSpec(path: path, record: record, tolerance: tolerance)
        }
    }

    /// `--expect`: records the trace as the golden file, or compares it with the golden file
    /// (exit 1 on a difference, named, with a visual diff of a frame beside the golden file).
    static func check(_ lines: [String], against golden: GoldenSpec, _ console: Console) -> ExitCode {
        let text = lines.joined(separator: "\n") + "\n"
        let shown = TerminalText.escape(golden.path)
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
        let expected: String
        do { expected = try TextFile.read(golden.path, limit: TraceComparison.maximumTraceBytes) } catch {
            console.error("--expect \(golden.path): \(error)")
            return .failure
        }
        let difference: TraceComparison.Difference?
        do { difference = try TraceComparison.firstDifference(expected: expected, actual: text, tolerance: golden.tolerance) } catch {
            console.error("--expect \(golden.path): \(error)")
            return .failure
        }
        guard let d = difference else {
            console.err("matches the golden trace \(shown)\(golden.tolerance > 0 ? " within \(Rounding.format(golden.tolerance))" : "")\n")
            return .success
        }
        var message = "the trace differs from the golden trace \(shown) at \(TerminalText.escape(d.description))"
        if let picture = diffPicture(expected: expected, actual: text, line: d.line, to: golden.diffPicturePath) {
            message += "; visual diff (expected, actual, difference) → \(TerminalText.escape(picture))"
        }
        console.error(message + "; if the change is intended, record it again with --record")
        return .failure
    }

    /// Writes the visual diff of line `line` of two traces when both are frame lines; its
    /// path, or nil.
    static func diffPicture(expected: String, actual: String, line: Int, to path: String) -> String? {
        func frame(_ text: String) -> [String: Any]? {
            let all = text.split(separator: "\n", omittingEmptySubsequences: true)
            guard line < all.count, let v = try? JSONSerialization.jsonObject(with: Data(all[line].utf8)) as? [String: Any], v["views"] != nil else { return nil }
            return v
        }
        guard let a = frame(expected), let b = frame(actual) else { return nil }
        do {
            let file = try OutputFile(path)
            try file.write(TraceDiffPicture.png(expected: a, actual: b))
            try file.commit()
            return path
        } catch { return nil }
    }
}
