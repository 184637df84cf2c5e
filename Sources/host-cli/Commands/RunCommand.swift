import AnimationCore
import Foundation
import Session
import TextFormat

/// `host-cli run`: one transition on the virtual clock, traced and rendered.
struct RunCommand: ParsableCommand {
    static let spec = CommandSpec(
        name: "run",
        summary: "Run one transition; trace it and render it ("
            + FrameOutput.Format.allCases.map { $0.rawValue.uppercased() }.joined(separator: ", ") + ")",
        arguments: "",
        discussion: """
            The transition runs on a virtual clock, so the same flags give the same trace and the same
            images on every machine. --trace writes JSON lines: one per frame (frame, t, progress, views
            with id, title, alpha, corners, z) and a last one with the result, duration and events.
            --output renders by extension: .gif (every frame), .png (--at SECONDS, default halfway; or
            --sheet N frames), .apng (every frame, lossless), .svg (one frame with --at, else every
            frame animated), .html (a player), .mp4 and .webm (video through ffmpeg, which must be on
            the PATH, into a regular file only). --format NAME names the format instead, for
            --output - or a pipe: host-cli run --output - --format gif | viewer.
            --container collection runs a layout-to-layout navigation transition: a collection view
            laid out by --layout, and a pushed controller sharing it with --to-layout (--from 1
            --to 0 pops back); --interaction pinch drives it with the gesture's pinch steps.
            A flag that does not apply (--at with a GIF, --style without --container modal, ...) is
            an error. Limits: a PNG or contact sheet at most 64 Mi pixels, a GIF frame 16 Mi pixels,
            a .png/.svg/.html run at most 36,000 frames (--fps × --max-duration); gesture input at
            most 100,000 events and 3600 s.
            --expect FILE compares the trace with a recorded golden trace (exit 1 on a difference,
            named, with a picture of the frame that differs most beside FILE: golden.jsonl gives
            golden.diff.png, removed again by a later match); --expect FILE --record records it.
            --watch runs again whenever a plugin file of the run or its --gesture @FILE changes
            (written and closed, then quiet for 0.3 s), rewriting the trace and the output; Ctrl-C
            stops.
            """,
        options: Options.shared + Options.runOnly)

    /// The command line, checked by ``validate()`` (``Flags`` reads it through ``Options``).
    private let parsed: ParsedArguments
    /// What runs, where it goes, the golden trace and the watch: worked out by ``validate()``.
    private var setup: Setup?
    private var golden: GoldenSpec?
    private var watch: PluginWatch?

    init(parsed: ParsedArguments) { self.parsed = parsed }

    /// Every flag (``Flags``), then the plugins (``Setup``), the golden trace and the files to
    /// watch: a usage error is found before any work.
    mutating func validate() throws(UsageError) {
        let setup = try Setup.validated(parsed, live: false)
        golden = try GoldenSpec.read(parsed)
        watch = try PluginWatch.requested(setup, args: parsed, live: false)
        self.setup = setup
    }

    func run(_ console: Console) -> ExitCode {
        guard let setup else { preconditionFailure("run: run before validate") }
        if let watch { return RunCommand.watch(watch, golden: golden, console) }
        return Self.run(setup, console, golden: golden)
    }

    /// Runs the configured transition in a worker, writing the trace and the rendered file as
    /// frames come.
    static func run(_ setup: Setup, _ console: Console, golden: GoldenSpec? = nil) -> ExitCode {
        let output: FrameOutput?
        let trace: TraceOutput?
        do {
            output = try setup.output.map { o throws(CommandOutputError) in
                try FrameOutput(
                    path: o.path, format: o.format, size: setup.config.size, scale: o.scale, fps: setup.config.fps,
                    at: o.at, sheet: o.sheet,
                    subject: "plugin \(TerminalText.escape(setup.config.animator.id))")
            }
            trace = try setup.trace.map { t throws(CommandOutputError) in try TraceOutput(t) }
        } catch {
            console.error("\(error)")
            return .failure
        }
        var progress: ProgressBar?
        var expected = 1
        // The trace lines, for --expect.
        var lines: [String] = []
        let outcome = Workers.run(
            setup.config,
            started: { _, duration in
                // The run's length is not known ahead: the bar is scaled to the animator's duration
                // plus a second, and simply fills up if the run goes on longer.
                expected = max(1, Int((min(30, max(0.1, duration)) + 1) * setup.config.fps))
                progress = ProgressBar(
                    total: expected, label: "rendering", enabled: console.stderrIsTerminal && output != nil,
                    output: console.err,
                    writesStandardError: console.stderrIsTerminal)
            }
        ) { frame in
            trace?.add(frame)
            output?.add(frame)
            if golden != nil { lines.append(TraceFormat.line(frame)) }
            progress?.update(min(expected, frame.index + 1))
        }
        // A run that ended normally rendered every frame: the bar ends full, whatever the
        // estimate; a failed or stopped one ends where it stopped. Either way on its own line.
        if case let .finished(result, _) = outcome {
            progress?.finish(completed: !result.timedOut)
        } else {
            progress?.finish()
        }
        switch outcome {
        case let .failed(error, frames):
            // The trace is complete up to the failure, and says so; a rendering is not.
            output?.abort()
            do { try trace?.finish(finalLine: TraceFormat.crashedLine(error.description, frames: frames)) } catch {
                console.error("\(error)")
            }
            console.error(error.description)
            return .failure
        case let .finished(result, warnings):
            for w in warnings { console.warning(w) }
            let code = finished(result, setup, trace, output, console)
            guard code == .success, let golden else { return code }
            return check(lines + [TraceFormat.line(result)], against: golden, console)
        }
    }

    /// The end of a run that finished: diagnostics, the outputs made final, the summary. A run
    /// stopped by --max-duration keeps its trace (it shows what happened) but not a rendering,
    /// and fails with the likely reason.
    static func finished(
        _ result: TransitionSession.Result, _ setup: Setup, _ trace: TraceOutput?, _ output: FrameOutput?,
        _ console: Console
    ) -> ExitCode {
        for e in result.events where e.kind == .diagnostic { console.warning(e.text) }
        let driver = setup.config.driverDescription
        let items = setup.config.container == .collection && setup.config.sections.reduce(0, +) == 0 ? ", no items" : ""
        var summary = "\(result.outcome.rawValue) (\(driver)\(items), \(result.lengthDescription))"
        // The trace and the file replace their targets only now, the run having ended normally.
        do {
            try trace?.finish(result)
            if result.timedOut {
                output?.abort()
                console.error("the run did not end: \(result.stall ?? "it reached --max-duration")")
                return .failure
            }
            if let o = output {
                summary += " → \(o.path) (\(try o.finish(duration: result.duration)) bytes)"
                if let w = o.drawingWarning { console.warning(w) }
                if let w = o.atWarning { console.warning(TerminalText.escape(w)) }
            }
        } catch {
            trace?.abort()
            output?.abort()
            console.error("\(error)")
            return .failure
        }
        summary = TerminalText.escape(summary)
        if trace?.isStandardOutput == true || output?.isStandardOutput == true {
            console.err(summary + "\n")
        } else {
            console.line(summary)
        }
        return .success
    }
}
