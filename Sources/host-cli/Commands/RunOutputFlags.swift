import AnimationCore
import Foundation
import ProcessSupport
import Rendering
import TextFormat
#if canImport(Glibc)
    import Glibc
#endif

extension RunCommand.Flags {
    /// `--trace`, `--output` and the options that shape the output (`--at`, `--sheet`,
    /// `--scale`), checked before any work: each path through ``OutputPaths``, the two not the
    /// same file, each option only with a format that uses it, and the image within
    /// ``RunLimits``.
    mutating func readOutputs(_ args: ParsedArguments) throws(UsageError) {
        var checked: [(option: String, path: String, target: OutputTarget)] = []
        if let t = args.value(Options.trace) {
            checked.append(("--trace", t, try OutputPaths.check(t, option: "--trace", example: "trace.jsonl")))
            trace = t
        }
        guard let o = args.value(Options.output) else {
            for flag in [Options.at, Options.sheet, Options.scale, Options.format] where args.value(flag) != nil {
                let (purpose, files) = RunCommand.Flags.use(of: flag)
                let needs = flag == Options.scale ? "--output (a file of any format)" : "--output with \(files)"
                throw .notApplicable(
                    option: flag.flagName,
                    reason: "\(purpose) and needs \(needs); add --output or leave \(flag.flagName) out")
            }
            return
        }
        let target = try OutputPaths.check(o, option: "--output", example: "transition.gif")
        let format = try RunCommand.Flags.format(args, path: o)
        try RunCommand.Flags.checkTarget(target, of: o, format: format, traceTarget: checked.first?.target)
        checked.append(("--output", o, target))
        try OutputPaths.requireDistinct(checked)
        let spec = RunCommand.OutputSpec(
            path: o, format: format, at: try RunCommand.Flags.at(args, format),
            sheet: try RunCommand.Flags.sheet(args, format),
            scale: try RunCommand.number(args, Options.scale, 1, 0.1...8))
        try checkLimits(spec)
        output = spec
    }

    /// The format of `--output path`: `--format NAME` when given (it must agree with a known
    /// extension of `path`), else the extension's. A path without one (`-`, `/dev/stdout`, a
    /// FIFO) needs `--format`.
    static func format(_ args: ParsedArguments, path: String) throws(UsageError) -> FrameOutput.Format {
        let names = FrameOutput.Format.names.joined(separator: ", ")
        let byExtension = FrameOutput.Format(path: path)
        guard let name = args.value(Options.format) else {
            guard let byExtension else {
                throw .refusedValue(
                    option: "--output", value: path,
                    reason:
                        "unknown extension; use .gif, .png, .apng, .svg, .html, .mp4 or .webm, or name the format with --format (\(names)), e.g. --output \(TerminalText.escape(path)) --format gif"
                )
            }
            return byExtension
        }
        guard let named = FrameOutput.Format(rawValue: name.lowercased()) else {
            throw .unknownName(
                option: "--format", value: name, what: "an output format",
                suggestion: Suggestions.closest(name.lowercased(), in: FrameOutput.Format.names),
                choices: FrameOutput.Format.names)
        }
        if let byExtension, byExtension != named {
            throw .refusedValue(
                option: "--format", value: name,
                reason:
                    "disagrees with the extension of --output \(TerminalText.escape(path)) (.\(byExtension.rawValue)); leave --format out or give a file name that matches"
            )
        }
        return named
    }

    /// Refuses, from `stat` alone and so before anything is opened, an `--output` target its
    /// format cannot be written to: a video onto anything but a regular file (ffmpeg seeks back
    /// to finish it; opening a FIFO would wait for a reader first), a picture to a terminal
    /// (its bytes would garble the screen), and standard output taken by `--trace -` too.
    static func checkTarget(
        _ target: OutputTarget, of path: String, format: FrameOutput.Format, traceTarget: OutputTarget?
    ) throws(UsageError) {
        if format.sink.needsRegularFile {
            guard case .file = target else {
                let what: String
                switch target {
                case .descriptor(let fd): what = fd == 1 ? "standard output" : "descriptor \(fd)"
                default: what = RunCommand.Flags.isFIFO(path) ? "a FIFO" : "a device"
                }
                throw .refusedValue(
                    option: "--output", value: path,
                    reason:
                        "that is \(what), but a .\(format.rawValue) video is written by ffmpeg to a regular file only (it goes back to finish the file); give a file name, e.g. transition.\(format.rawValue), or render a .gif or .apng, which stream"
                )
            }
        }
        if case .descriptor(let fd) = target {
            if let traceTarget, traceTarget == target {
                throw .sameFile(
                    option: "--output", path: path,
                    other: "\(fd == 1 ? "standard output" : "descriptor \(fd)"), which --trace writes too")
            }
            if isatty(fd) != 0 && !format.sink.isText {
                throw .refusedValue(
                    option: "--output", value: path,
                    reason:
                        "\(fd == 1 ? "standard output" : "descriptor \(fd)") is a terminal, and a .\(format.rawValue) file is binary; pipe it (| viewer) or redirect it (> file.\(format.rawValue))"
                )
            }
        }
    }

    /// True when `path` is a FIFO (from `stat`, which never blocks).
    static func isFIFO(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO
    }

    /// What `flag` does and the output files it applies to, in words.
    static func use(of flag: CommandSpec.Option) -> (purpose: String, files: String) {
        switch flag {
        case Options.at: return ("picks the time of the one frame rendered", "a .png or .svg file")
        case Options.sheet: return ("makes a contact sheet of N frames", "a .png file")
        case Options.format: return ("names the format of the rendered file", "any --output file")
        default: return ("sets the pixels per point of the rendered file", "any --output file")
        }
    }

    /// The error for `flag` given with an output of `format` that does not use it.
    static func notApplicable(_ flag: CommandSpec.Option, _ format: FrameOutput.Format) -> UsageError {
        let (purpose, files) = use(of: flag)
        return .notApplicable(
            option: flag.flagName,
            reason:
                "does not apply to a .\(format.rawValue) file: it \(purpose), for \(files); change the extension or leave \(flag.flagName) out"
        )
    }

    /// `--at SECONDS`: PNG and SVG only, not with `--sheet`.
    static func at(_ args: ParsedArguments, _ format: FrameOutput.Format) throws(UsageError) -> Double? {
        guard let v = args.value(Options.at) else { return nil }
        guard format.sink.takesTime else { throw notApplicable(Options.at, format) }
        if args.value(Options.sheet) != nil {
            throw .notApplicable(
                option: Options.at.flagName,
                reason:
                    "cannot be combined with --sheet: --at renders one frame, --sheet a contact sheet of N frames; choose one"
            )
        }
        guard let d = Double(v), d.isFinite, d >= 0 else {
            throw .invalidValue(option: Options.at.flagName, value: v, expected: "seconds ≥ 0")
        }
        return d
    }

    /// `--sheet N`: PNG only.
    static func sheet(_ args: ParsedArguments, _ format: FrameOutput.Format) throws(UsageError) -> Int? {
        guard let v = args.value(Options.sheet) else { return nil }
        guard format.sink.takesSheet else { throw notApplicable(Options.sheet, format) }
        guard let n = Int(v), n >= 1, n <= 100 else {
            throw .invalidValue(option: Options.sheet.flagName, value: v, expected: "a number of frames 1…100")
        }
        return n
    }

    /// The output within its sink's limits (``FrameSink``, from ``RunLimits``): the pixels of
    /// a frame (GIF, APNG) and of the one picture (a PNG or its contact sheet), and the frames
    /// an output written at the end keeps.
    func checkLimits(_ o: RunCommand.OutputSpec) throws(UsageError) {
        let frame = Rasterizer(scale: o.scale).pixelSize(for: size)
        let smaller = "choose a smaller --size or --scale"
        let sink = o.format.sink, kind = o.format.withArticle
        if let limit = sink.maximumFramePixels, frame.width * frame.height > limit {
            throw .refusedValue(
                option: "--output", value: o.path,
                reason:
                    "\(kind) frame of \(frame.width)×\(frame.height) is \(RunLimits.describe(frame.width * frame.height)); \(kind) frame may have at most \(RunLimits.describe(limit)): \(smaller)"
            )
        }
        if let limit = sink.maximumImagePixels {
            let image = o.sheet.map { RunLimits.sheetSize(frame: frame, count: $0) } ?? frame
            if image.width * image.height > limit {
                let what =
                    o.sheet.map { "a contact sheet of \($0) frames of \(frame.width)×\(frame.height)" } ?? "a frame"
                throw .refusedValue(
                    option: "--output", value: o.path,
                    reason:
                        "\(what) is \(image.width)×\(image.height), \(RunLimits.describe(image.width * image.height)); \(kind) may have at most \(RunLimits.describe(limit)): \(o.sheet == nil ? smaller : "choose fewer --sheet frames, a smaller --size or a smaller --scale")"
                )
            }
        }
        let kept = (fps * maxDuration).rounded(.up)
        if !sink.streams, kept > Double(RunLimits.maximumKeptFrames) {
            throw .refusedValue(
                option: "--output", value: o.path,
                reason:
                    "a .\(o.format.rawValue) file is written at the end and keeps every frame until then; --fps \(Rounding.format(fps)) × --max-duration \(Rounding.format(maxDuration)) s allows \(Int(kept)) frames, at most \(RunLimits.maximumKeptFrames): lower --fps or --max-duration, or render a .gif, which streams"
            )
        }
    }
}
