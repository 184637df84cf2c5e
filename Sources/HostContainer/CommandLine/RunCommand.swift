import Foundation

/// `host-cli run`: one transition on the virtual clock, traced and rendered.
enum RunCommand {
    static let sharedOptions: [CommandSpec.Option] = [
        .value("animator", "ID", "Animator plugin (default: default, the built-in spring slide)"),
        .value("interaction", "ID|pan|none", "Interaction: a plugin id, the container's pan (fed by --gesture), or none (default)"),
        .value("container", "KIND", "custom (default), navigation, tab or modal"),
        .value("from", "N", "Index of the child shown first (default 0)"),
        .value("to", "N", "Index of the child to show (default 1); navigation pops when lower, pushes when higher"),
        .value("param", "KEY=VALUE", "A plugin parameter (the animator's; prefix interaction. for the interaction's)", repeatable: true),
        .value("gesture", "SCRIPT|@FILE", "Input: a script like \"press 300 400; move -200 0 over 0.4; release\", or @file (.jsonl: JSON lines)"),
        .value("size", "WxH", "Viewport in points (default 390x844)"),
        .value("fps", "N", "Frames per second of the virtual clock (default 60)"),
        .value("plugins", "DIR", "Search this folder for plugins first", repeatable: true),
        .value("style", "full-screen|custom", "Modal presentation style (default full-screen)"),
        .flag("dismiss", "Modal: dismiss instead of present"),
        .value("watchdog", "SECONDS", "Extra time past the expected end before a transition is ended (default 2)"),
    ]

    static let spec = CommandSpec(
        name: "run", summary: "Run one transition; trace it and render it (GIF, PNG, SVG, HTML)",
        usage: "[--animator ID] [--interaction ID|pan|none] [--container KIND] [--from N] [--to N] [--param KEY=VALUE]... [--gesture SCRIPT|@FILE] [--size WxH] [--fps N] [--trace FILE|-] [--output FILE]",
        discussion: """
        The transition runs on a virtual clock, so the same flags give the same trace and the same
        images on every machine. --trace writes JSON lines: one per frame (frame, t, progress, views
        with id, title, alpha, corners, z) and a last one with the result, duration and events.
        --output renders by extension: .gif (every frame), .png (--at SECONDS, default halfway; or
        --sheet N frames), .svg (one frame with --at, else every frame animated), .html (a player).
        """,
        options: sharedOptions + [
            .value("trace", "FILE|-", "Write the JSON-lines trace to FILE, or - for standard output"),
            .value("output", "FILE", "Render to FILE (.gif, .png, .svg, .html)"),
            .value("at", "SECONDS", "PNG/SVG: the time of the frame to render"),
            .value("sheet", "N", "PNG: a contact sheet of N evenly spaced frames"),
            .value("scale", "S", "Pixels per point for images (default 1)"),
            .value("max-duration", "SECONDS", "Stop the run after this long (default 30)"),
        ])

    static let command = CLI.Command(spec: spec) { args, console in
        let setup: Setup
        do { setup = try Setup(args) } catch { console.error("\(error)"); return .usage }
        return run(setup, args, console)
    }

    /// The validated flags.
    struct Setup {
        var config: SessionConfiguration
        var output: (path: String, at: Double?, sheet: Int?, scale: Double)?
        var trace: String?

        init(_ args: ParsedArguments) throws(UsageError) {
            let scan = PluginCatalog.scan(folders: args.all("plugins"))
            let animator = try PluginCatalog.resolve(args.value("animator") ?? BuiltInPlugins.defaultAnimatorID, kind: "animator", in: scan, option: "--animator")
            var interactionPlugin: LoadedPlugin?
            var interactionKind = "none"
            if let i = args.value("interaction") {
                switch i {
                case "none": break
                case "pan": interactionKind = "pan"
                default:
                    interactionPlugin = try PluginCatalog.resolve(i, kind: "interaction", in: scan, option: "--interaction")
                    interactionKind = "plugin"
                }
            }
            // Parameters: animator's by default, interaction.KEY for the interaction's.
            var animatorParams: [String] = [], interactionParams: [String] = []
            for p in args.all("param") {
                if p.hasPrefix("interaction.") { interactionParams.append(String(p.dropFirst("interaction.".count))) }
                else if p.hasPrefix("animator.") { animatorParams.append(String(p.dropFirst("animator.".count))) }
                else { animatorParams.append(p) }
            }
            if interactionPlugin == nil && !interactionParams.isEmpty {
                throw UsageError("--param \(interactionParams[0]): interaction parameters need --interaction with a plugin id")
            }
            let ap: ParameterValues
            do { ap = try ParameterValues(plugin: animator.info, assignments: animatorParams) } catch { throw UsageError(error.message) }
            config = SessionConfiguration(animator: animator, animatorParameters: ap)
            if let ip = interactionPlugin {
                do { config.interaction = .plugin(ip, try ParameterValues(plugin: ip.info, assignments: interactionParams)) } catch { throw UsageError(error.message) }
            } else if interactionKind == "pan" {
                config.interaction = .pan
            }
            if let c = args.value("container") {
                guard let k = ContainerKind(rawValue: c) else {
                    let hint = Suggestions.closest(c, in: ContainerKind.allCases.map(\.rawValue)).map { "; did you mean \($0)?" } ?? ""
                    throw UsageError("--container \(c): unknown container\(hint) (use custom, navigation, tab or modal)")
                }
                config.container = k
            }
            config.from = try RunCommand.integer(args, "from", 0, 0...25)
            config.to = try RunCommand.integer(args, "to", config.container == .modal ? 1 : 1, 0...25)
            if config.from == config.to && config.container != .modal {
                throw UsageError("--from and --to are both \(config.from); choose two different children")
            }
            if let s = args.value("size") {
                let parts = s.lowercased().split(separator: "x")
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 16, h >= 16, w <= 8192, h <= 8192 else {
                    throw UsageError("--size \(s): expected WxH in points, each 16…8192 (e.g. 390x844)")
                }
                config.size = Size(width: w, height: h)
            }
            config.fps = try RunCommand.number(args, "fps", 60, 1...1000)
            config.watchdogMargin = try RunCommand.number(args, "watchdog", 2, 0...600)
            config.maxDuration = try RunCommand.number(args, "max-duration", 30, 0.1...3600)
            if let style = args.value("style") {
                switch style {
                case "full-screen", "fullscreen": config.modalStyle = .fullScreen
                case "custom": config.modalStyle = .custom
                default: throw UsageError("--style \(style): use full-screen or custom")
                }
            }
            config.dismiss = args.has("dismiss")
            if let g = args.value("gesture") {
                config.input = try RunCommand.gesture(g)
            } else if case .pan = config.interaction {
                config.input = RunCommand.defaultPan(config)
            }
            trace = args.value("trace")
            if let o = args.value("output") {
                do { _ = try FrameOutput.check(o) } catch { throw UsageError(error.message) }
                let at = try args.value("at").map { v throws(UsageError) -> Double in
                    guard let d = Double(v), d.isFinite, d >= 0 else { throw UsageError("--at \(v): expected seconds ≥ 0") }
                    return d
                }
                let sheet = try args.value("sheet").map { v throws(UsageError) -> Int in
                    guard let n = Int(v), n >= 1, n <= 100 else { throw UsageError("--sheet \(v): expected a number of frames 1…100") }
                    return n
                }
                let scale = try RunCommand.number(args, "scale", 1, 0.1...8)
                output = (o, at, sheet, scale)
            }
        }
    }

    static func integer(_ args: ParsedArguments, _ name: String, _ def: Int, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let v = args.value(name) else { return def }
        guard let i = Int(v), range.contains(i) else { throw UsageError("--\(name) \(v): expected a whole number \(range.lowerBound)…\(range.upperBound)") }
        return i
    }

    static func number(_ args: ParsedArguments, _ name: String, _ def: Double, _ range: ClosedRange<Double>) throws(UsageError) -> Double {
        guard let v = args.value(name) else { return def }
        guard let d = Double(v), d.isFinite, range.contains(d) else {
            throw UsageError("--\(name) \(v): expected a number \(Rounding.format(range.lowerBound))…\(Rounding.format(range.upperBound))")
        }
        return d
    }

    /// A gesture script, or `@FILE` (`.jsonl`/`.json`: JSON lines; anything else: a script).
    static func gesture(_ g: String) throws(UsageError) -> [ScriptedInput] {
        if g.hasPrefix("@") {
            let path = String(g.dropFirst())
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw UsageError("--gesture @\(path): cannot read the file (\(FileManager.default.fileExists(atPath: path) ? "not readable or not UTF-8" : "no such file"))")
            }
            do {
                return path.hasSuffix(".jsonl") || path.hasSuffix(".json") ? try GestureScript.parseJSONLines(text) : try GestureScript.parse(text)
            } catch {
                throw UsageError("--gesture @\(path): \(error)")
            }
        }
        do { return try GestureScript.parse(g) } catch { throw UsageError("--gesture: \(error)") }
    }

    /// A pan from the middle towards the target (60% of the width over 0.5 s, then release).
    static func defaultPan(_ c: SessionConfiguration) -> [ScriptedInput] {
        let w = c.size.width, y = c.size.height * 0.7
        let forward = c.to > c.from
        let startX = forward ? w * 0.8 : w * 0.2
        let dx = forward ? -w * 0.6 : w * 0.6
        return (try? GestureScript.parse("press \(startX) \(y); move \(dx) 0 over 0.5; release")) ?? []
    }

    static func run(_ setup: Setup, _ args: ParsedArguments, _ console: Console) -> ExitCode {
        let session: TransitionSession
        do { session = try TransitionSession(config: setup.config) } catch {
            console.error(error.message)
            return .failure
        }
        var output: FrameOutput?
        if let o = setup.output {
            do {
                output = try FrameOutput(path: o.path, size: setup.config.size, scale: o.scale, fps: setup.config.fps, at: o.at, sheet: o.sheet)
            } catch {
                console.error(error.message)
                return .failure
            }
        }
        var traceLines: [String] = []
        let traceToStdout = setup.trace == "-"
        var traceHandle: FileHandle?
        if let t = setup.trace, !traceToStdout {
            guard FileManager.default.createFile(atPath: t, contents: nil), let h = FileHandle(forWritingAtPath: t) else {
                console.error("--trace \(t): cannot create the file; check that its folder exists and is writable")
                return .failure
            }
            traceHandle = h
        }
        func emit(_ line: String) {
            if traceToStdout { console.line(line) } else if traceHandle != nil { traceLines.append(line); if traceLines.count >= 64 { flush() } }
        }
        func flush() {
            traceHandle?.write((traceLines.joined(separator: "\n") + "\n").data(using: .utf8)!)
            traceLines.removeAll()
        }
        // The run's length is not known ahead: the bar is scaled to the animator's duration
        // plus a second, and simply fills up if the run goes on longer.
        let expected = max(1, Int(((session.animator.transitionDuration(using: nil)).clamped(0.1, 30) + 1) * setup.config.fps))
        let progress = ProgressBar(total: expected, label: "rendering", enabled: console.stderrIsTerminal && output != nil, output: console.err)
        let result = session.run { frame in
            if setup.trace != nil { emit(TraceWriter.line(frame)) }
            output?.add(frame)
            progress.update(min(expected, frame.index + 1))
        }
        if setup.trace != nil { emit(TraceWriter.resultLine(result)); flush(); try? traceHandle?.close() }
        progress.finish()
        for d in session.log.diagnostics { console.warning(d) }
        var summary = "\(result.outcome.rawValue) (animator \(setup.config.animator.info.id), duration \(Rounding.format(result.duration, quantum: 1e-3)) s, \(result.frames) frames)"
        if result.timedOut { summary += "; stopped after --max-duration" }
        if let o = output {
            do {
                let bytes = try o.finish(duration: result.duration)
                summary += " → \(o.path) (\(bytes) bytes)"
            } catch {
                console.error(error.message)
                return .failure
            }
        }
        if traceToStdout { console.err(summary + "\n") } else { console.line(summary) }
        return .success
    }
}
