import AnimationCore
import Foundation
import Session
import TextFormat

/// `host-cli run`: one transition on the virtual clock, traced and rendered.
enum RunCommand {
    static let sharedOptions: [CommandSpec.Option] = [
        .value("animator", "ID", "Animator plugin (default: default, the built-in spring slide)", completes: .plugins(kind: "animator")),
        .value("interaction", "ID|pan|pinch|none", "Interaction: a plugin id, the container's pan or a pinch (fed by --gesture), or none (default)",
               completes: .plugins(kind: "interaction", extra: ["pan", "pinch", "none"])),
        .value("container", "KIND", "custom (default), navigation, tab, modal or collection", completes: .words(ContainerKind.allCases.map(\.rawValue))),
        .value("layout", "ID", "Collection: the layout plugin shown first (default grid)", completes: .plugins(kind: "layout")),
        .value("to-layout", "ID", "Collection: the layout plugin of the pushed controller (default list)", completes: .plugins(kind: "layout")),
        .value("items", "N[,N...]", "Collection: items in each section (default 24; at most 100,000 in all)"),
        .value("from", "N", "Index of the child shown first (default 0)"),
        .value("to", "N", "Index of the child to show (default 1); navigation pops when lower, pushes when higher"),
        .value("param", "KEY=VALUE", "A plugin parameter (the animator's; prefix interaction., layout. or to-layout. for theirs)", repeatable: true),
        .value("gesture", "SCRIPT|@FILE", "Input: a script like \"press 300 400; move -200 0 over 0.4; release\", or @file (.jsonl: JSON lines)"),
        .value("size", "WxH", "Viewport in points (default 390x844)"),
        .value("fps", "N", "Frames per second of the virtual clock (default 60)"),
        .value("seed", "N", "Seed of the random numbers plugin code draws (arc4random, Int.random, ...; default 0): the same seed gives the same frames"),
        .value("plugins", "DIR", "Search this folder for plugins first", repeatable: true, completes: .directory),
        .value("style", "full-screen|custom", "Modal presentation style (default full-screen)", completes: .words(["full-screen", "custom"])),
        .flag("dismiss", "Modal: dismiss instead of present"),
        .value("watchdog", "SECONDS", "Extra time past the expected end before a transition is ended (default 2)"),
        .flag("watch", "Run again (play: reload) whenever a plugin file of the run is rebuilt or its --gesture @FILE changes; Ctrl-C stops"),
    ]

    static let spec = CommandSpec(
        name: "run", summary: "Run one transition; trace it and render it (" + FrameOutput.Format.allCases.map { $0.rawValue.uppercased() }.joined(separator: ", ") + ")",
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
        options: sharedOptions + [
            .value("trace", "FILE|-", "Write the JSON-lines trace to FILE, or - for standard output", completes: .file),
            .value("output", "FILE", "Render to FILE (.gif, .png, .apng, .svg, .html, .mp4, .webm)", completes: .file),
            .value("format", "NAME", "The --output format when FILE has no extension (- or a pipe): \(FrameOutput.Format.names.joined(separator: ", "))",
                   completes: .words(FrameOutput.Format.names)),
            .value("at", "SECONDS", "PNG/SVG: the time of the frame to render"),
            .value("sheet", "N", "PNG: a contact sheet of N evenly spaced frames (1…100)"),
            .value("scale", "S", "Pixels per point of the --output file (default 1)"),
            .value("max-duration", "SECONDS", "Stop the run after this long (default 30)"),
            .value("expect", "FILE", "Compare the trace with this golden trace; exit 1 on a difference, naming it, with a picture beside FILE (golden.jsonl: golden.diff.png)", completes: .file),
            .flag("record", "With --expect: record the golden trace instead of comparing"),
            .value("tolerance", "T", "With --expect: numbers may differ by T (default 0: exactly)"),
        ])

    static let command = CLI.Command(spec: spec) { args, console in
        let setup: Setup
        let golden: GoldenSpec?
        let watch: PluginWatch?
        do {
            let flags = try Flags(args)
            setup = try Setup(flags, args, live: false)
            golden = try GoldenSpec.read(args)
            watch = args.has("watch") ? try PluginWatch(setup, args: args, live: false) : nil
        } catch { console.error("\(error)"); return .usage }
        if let watch { return RunCommand.watch(watch, golden: golden, console) }
        return run(setup, console, golden: golden)
    }

    /// Runs the configured transition in a worker, writing the trace and the rendered file as
    /// frames come.
    static func run(_ setup: Setup, _ console: Console, golden: GoldenSpec? = nil) -> ExitCode {
        let output: FrameOutput?
        let trace: TraceOutput?
        do {
            output = try setup.output.map { o throws(FrameOutput.Problem) in
                try FrameOutput(path: o.path, format: o.format, size: setup.config.size, scale: o.scale, fps: setup.config.fps, at: o.at, sheet: o.sheet,
                                subject: "plugin \(TerminalText.escape(setup.config.animator.id))")
            }
            trace = try setup.trace.map { t throws(OutputProblem) in try TraceOutput(t) }
        } catch {
            console.error("\(error)")
            return .failure
        }
        var progress: ProgressBar?
        var expected = 1
        // The trace lines, for --expect.
        var lines: [String] = []
        let outcome = Workers.run(setup.config, started: { _, duration in
            // The run's length is not known ahead: the bar is scaled to the animator's duration
            // plus a second, and simply fills up if the run goes on longer.
            expected = max(1, Int((min(30, max(0.1, duration)) + 1) * setup.config.fps))
            progress = ProgressBar(total: expected, label: "rendering", enabled: console.stderrIsTerminal && output != nil, output: console.err,
                                   writesStandardError: console.stderrIsTerminal)
        }) { frame in
            trace?.add(frame)
            output?.add(frame)
            if golden != nil { lines.append(TraceFormat.line(frame)) }
            progress?.update(min(expected, frame.index + 1))
        }
        // A run that ended normally rendered every frame: the bar ends full, whatever the
        // estimate; a failed or stopped one ends where it stopped. Either way on its own line.
        if case let .finished(result, _) = outcome { progress?.finish(completed: !result.timedOut) } else { progress?.finish() }
        switch outcome {
        case let .failed(message, frames):
            // The trace is complete up to the failure, and says so; a rendering is not.
            output?.abort()
            do { try trace?.finish(finalLine: TraceFormat.crashedLine(message, frames: frames)) } catch { console.error("\(error)") }
            console.error(message)
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
    static func finished(_ result: TransitionSession.Result, _ setup: Setup, _ trace: TraceOutput?, _ output: FrameOutput?,
                         _ console: Console) -> ExitCode {
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
        if trace?.isStandardOutput == true || output?.isStandardOutput == true { console.err(summary + "\n") } else { console.line(summary) }
        return .success
    }
}

