import AnimationCore
import Foundation
import HostContainer
import Isolation
import PluginRuntime
import ProcessSupport
import Session
import TextFormat

extension RunCommand {
    /// The flags of `run` and `play`, validated: the session's configuration and, for `run`,
    /// where its trace and its rendering go.
    struct Setup {
        /// What runs.
        var config: SessionConfiguration
        /// `--output` and the options that shape it.
        var output: (path: String, at: Double?, sheet: Int?, scale: Double)?
        /// `--trace`: a path or `-`.
        var trace: String?

        init(_ args: ParsedArguments) throws(UsageError) {
            config = try Setup.plugins(args)
            try Setup.container(args, &config)
            try Setup.timing(args, &config)
            try Setup.input(args, &config)
            trace = try Setup.trace(args)
            output = try Setup.output(args)
        }

        /// The animator and the interaction, found by the scan, with their `--param`s
        /// (`interaction.KEY=VALUE` for the interaction's, `animator.KEY=VALUE` or plain
        /// `KEY=VALUE` for the animator's).
        static func plugins(_ args: ParsedArguments) throws(UsageError) -> SessionConfiguration {
            let scan = PluginCatalog.scan(folders: args.all("plugins"))
            let animator = try PluginCatalog.resolve(args.value("animator") ?? BuiltInPlugins.defaultAnimatorID, kind: .animator, in: scan, option: "--animator")
            var animatorParams: [String] = [], interactionParams: [String] = []
            for p in args.all("param") {
                if p.hasPrefix("interaction.") { interactionParams.append(String(p.dropFirst("interaction.".count))) }
                else if p.hasPrefix("animator.") { animatorParams.append(String(p.dropFirst("animator.".count))) }
                else { animatorParams.append(p) }
            }
            var config = SessionConfiguration(animator: try choice(animator, animatorParams))
            switch args.value("interaction") ?? "none" {
            case "none": break
            case "pan": config.interaction = .pan
            case let id:
                let plugin = try PluginCatalog.resolve(id, kind: .interaction, in: scan, option: "--interaction")
                config.interaction = .plugin(try choice(plugin, interactionParams))
            }
            if case .plugin = config.interaction {} else if let first = interactionParams.first {
                throw UsageError("--param \(first): interaction parameters need --interaction with a plugin id")
            }
            return config
        }

        /// `plugin` with its `--param` assignments validated.
        static func choice(_ plugin: PluginRecord, _ assignments: [String]) throws(UsageError) -> PluginChoice {
            do { return plugin.choice(try ParameterValues(plugin: plugin.info, assignments: assignments)) } catch {
                throw UsageError(error.message)
            }
        }

        /// `--container`, `--from`, `--to`, `--size`, `--style`, `--dismiss`.
        static func container(_ args: ParsedArguments, _ config: inout SessionConfiguration) throws(UsageError) {
            if let c = args.value("container") {
                guard let k = ContainerKind(rawValue: c) else {
                    let hint = Suggestions.closest(c, in: ContainerKind.allCases.map(\.rawValue)).map { "; did you mean \($0)?" } ?? ""
                    throw UsageError("--container \(c): unknown container\(hint) (use custom, navigation, tab or modal)")
                }
                config.container = k
            }
            config.from = try RunCommand.integer(args, "from", 0, 0...25)
            config.to = try RunCommand.integer(args, "to", 1, 0...25)
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
            switch args.value("style") {
            case nil: break
            case "full-screen", "fullscreen": config.modalStyle = .fullScreen
            case "custom": config.modalStyle = .custom
            case let style?: throw UsageError("--style \(style): use full-screen or custom")
            }
            config.dismiss = args.has("dismiss")
        }

        /// `--fps`, `--watchdog`, `--max-duration`.
        static func timing(_ args: ParsedArguments, _ config: inout SessionConfiguration) throws(UsageError) {
            config.fps = try RunCommand.number(args, "fps", 60, 1...1000)
            config.watchdogMargin = try RunCommand.number(args, "watchdog", 2, 0...600)
            config.maxDuration = try RunCommand.number(args, "max-duration", 30, 0.1...3600)
        }

        /// `--gesture`, or the default drag for `--interaction pan`.
        static func input(_ args: ParsedArguments, _ config: inout SessionConfiguration) throws(UsageError) {
            if let g = args.value("gesture") {
                config.input = try RunCommand.gesture(g)
            } else if config.interaction == .pan {
                config.input = RunCommand.defaultPan(config)
            }
        }

        /// `--trace`, checked before any work is done (its folder exists and is writable, it is
        /// not a folder; `-` and devices are fine).
        static func trace(_ args: ParsedArguments) throws(UsageError) -> String? {
            guard let t = args.value("trace") else { return nil }
            do { try OutputFile.check(t) } catch { throw UsageError("--trace \(error)") }
            return t
        }

        /// `--output` with `--at`, `--sheet` and `--scale`, checked before any work is done.
        static func output(_ args: ParsedArguments) throws(UsageError) -> (path: String, at: Double?, sheet: Int?, scale: Double)? {
            guard let o = args.value("output") else { return nil }
            do { _ = try FrameOutput.check(o) } catch { throw UsageError(error.message) }
            let at = try args.value("at").map { v throws(UsageError) -> Double in
                guard let d = Double(v), d.isFinite, d >= 0 else { throw UsageError("--at \(v): expected seconds ≥ 0") }
                return d
            }
            let sheet = try args.value("sheet").map { v throws(UsageError) -> Int in
                guard let n = Int(v), n >= 1, n <= 100 else { throw UsageError("--sheet \(v): expected a number of frames 1…100") }
                return n
            }
            return (o, at, sheet, try RunCommand.number(args, "scale", 1, 0.1...8))
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
}
