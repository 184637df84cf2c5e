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
    /// where its trace and its rendering go. Every check that needs no plugin (``Flags``: the
    /// output paths among them) comes first, so bad usage is refused before any plugin is
    /// scanned or any file written.
    struct Setup {
        /// What runs.
        var config: SessionConfiguration
        /// `--output` and the options that shape it.
        var output: OutputSpec?
        /// `--trace`: a path or `-`.
        var trace: String?

        /// Validates `args`; `live` is `play`, which draws at most 240 frames a second and,
        /// without `--gesture`, waits for the user's own drag instead of scripting one.
        init(_ args: ParsedArguments, live: Bool = false) throws(UsageError) {
            try self.init(Flags(args, live: live), args, live: live)
        }

        /// What `run` and `play` both check first, in this order: the `--plugins` folders
        /// (``PluginFolders``), every flag, then `beforeScan` (play's terminal), then the
        /// plugins scanned into the setup, so that a usage error is found before any work.
        static func validated(
            _ args: ParsedArguments, live: Bool, beforeScan: () throws(UsageError) -> Void = {}
        ) throws(UsageError) -> Setup {
            try PluginFolders(parsed: args).validate()
            let flags = try Flags(args, live: live)
            try beforeScan()
            return try Setup(flags, args, live: live)
        }

        /// The setup from `flags`, already checked from `args`.
        init(_ flags: Flags, _ args: ParsedArguments, live: Bool) throws(UsageError) {
            config = try Setup.plugins(args, flags)
            flags.apply(to: &config)
            if let g = flags.gesture {
                config.input = g
            } else if config.interaction == .pan && !live {
                config.input = RunCommand.defaultPan(config)
            } else if config.interaction == .pinch && !live {
                config.input = RunCommand.defaultPinch(config)
            }
            trace = flags.trace
            output = flags.output
        }

        /// The animator and the interaction, found by the scan, with their `--param`s.
        /// `--interaction` suggestions include `pan` and `none`.
        static func plugins(_ args: ParsedArguments, _ flags: Flags) throws(UsageError) -> SessionConfiguration {
            if flags.container == .collection, let a = args.value(Options.animator) {
                throw .refusedValue(
                    option: "--animator", value: a,
                    reason:
                        "a collection's transition is the change of its layout (layout to layout) and uses no animator; choose the layouts with --layout and --to-layout, or leave --animator out"
                )
            }
            Workers.startRunWorkerAhead()
            let scan = PluginCatalog.scan(folders: args.all(PluginFolders.option))
            let animator = try PluginCatalog.resolve(
                args.value(Options.animator) ?? BuiltInPlugins.defaultAnimatorID, kind: .animator, in: scan,
                option: "--animator")
            var config = SessionConfiguration(animator: try choice(animator, flags.animatorParams))
            if flags.container == .collection {
                let from = try PluginCatalog.resolve(
                    args.value(Options.layout) ?? "grid", kind: .layout, in: scan, option: "--layout")
                let to = try PluginCatalog.resolve(
                    args.value(Options.toLayout) ?? "list", kind: .layout, in: scan, option: "--to-layout")
                config.layout = try choice(from, flags.layoutParams)
                config.toLayout = try choice(to, flags.toLayoutParams)
            }
            switch flags.interaction {
            case "none": break
            case "pan": config.interaction = .pan
            case "pinch": config.interaction = .pinch
            case let id:
                let plugin = try PluginCatalog.resolve(
                    id, kind: .interaction, in: scan, option: "--interaction", alsoAccepted: ["pan", "pinch", "none"])
                config.interaction = .plugin(try choice(plugin, flags.interactionParams))
            }
            return config
        }

        /// `plugin` with its `--param` assignments validated; an error quotes the flag as the
        /// user wrote it (with its `interaction.` or `animator.` prefix).
        static func choice(_ plugin: PluginRecord, _ params: [ParamAssignment]) throws(UsageError) -> PluginChoice {
            for p in params {
                do { _ = try ParameterValues(plugin: plugin.info, assignments: [p.assignment]) } catch {
                    throw .parameter(error, written: p.written, assignment: p.assignment)
                }
            }
            do {
                return plugin.choice(try ParameterValues(plugin: plugin.info, assignments: params.map(\.assignment)))
            } catch {
                throw .parameter(error, written: nil, assignment: nil)
            }
        }
    }

    /// The whole number `option` gives (`def` when it is not given), within `range`.
    static func integer(_ args: ParsedArguments, _ option: CommandSpec.Option, _ def: Int, _ range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let v = args.value(option) else { return def }
        guard let i = Int(v), range.contains(i) else {
            throw .invalidValue(
                option: option.flagName, value: v, expected: "a whole number \(range.lowerBound)…\(range.upperBound)")
        }
        return i
    }

    /// The finite number `option` gives (`def` when it is not given), within `range`.
    static func number(
        _ args: ParsedArguments, _ option: CommandSpec.Option, _ def: Double, _ range: ClosedRange<Double>
    ) throws(UsageError) -> Double {
        guard let v = args.value(option) else { return def }
        guard let d = Double(v), d.isFinite, range.contains(d) else {
            throw .invalidValue(
                option: option.flagName, value: v,
                expected: "a number \(Rounding.format(range.lowerBound))…\(Rounding.format(range.upperBound))")
        }
        return d
    }

    /// A gesture script, or `@FILE` (`.jsonl`/`.json`: JSON lines; anything else: a script).
    /// A file is read only up to ``GestureLimits/maximumBytes`` (so `@/dev/zero` is refused,
    /// not read forever).
    static func gesture(_ g: String) throws(UsageError) -> [ScriptedInput] {
        if g.hasPrefix("@") {
            let path = String(g.dropFirst())
            let text = try readGestureFile(path)
            do {
                return path.hasSuffix(".jsonl") || path.hasSuffix(".json")
                    ? try GestureScript.parseJSONLines(text) : try GestureScript.parse(text)
            } catch {
                throw .gestureScript(error, file: path)
            }
        }
        do { return try GestureScript.parse(g) } catch { throw .gestureScript(error, file: nil) }
    }

    /// The text of a gesture file, at most ``GestureLimits/maximumBytes`` long.
    static func readGestureFile(_ path: String) throws(UsageError) -> String {
        do { return try TextFile.read(path, limit: GestureLimits.maximumBytes) } catch {
            throw .unreadableFile(option: "--gesture @", path: path, error, advice: nil)
        }
    }

    /// The drag `run` scripts for `--interaction pan` without `--gesture`: one that starts the
    /// configured transition in its container and finishes it (a drag over 0.5 s, then a
    /// release; 60 % of the way, fast enough to count as a flick in its direction):
    ///
    /// * custom and tab: horizontal, right to left towards a later child, left to right
    ///   towards an earlier one (the pan goes to the neighbouring child);
    /// * navigation: a push drags leftwards from 80 % of the width; a pop drags rightwards
    ///   from 10 points, inside the controller's 20-point left edge;
    /// * modal: a presentation drags upwards from 80 % of the height, a dismissal downwards
    ///   from 20 %.
    static func defaultPan(_ c: SessionConfiguration) -> [ScriptedInput] {
        let w = c.size.width, h = c.size.height
        let forward = c.to > c.from
        let start: Point, delta: Point
        switch c.container {
        case .custom, .tab:
            start = Point(x: forward ? w * 0.8 : w * 0.2, y: h * 0.7)
            delta = Point(x: forward ? -w * 0.6 : w * 0.6, y: 0)
        case .navigation, .collection:
            start = Point(x: forward ? w * 0.8 : 10, y: h * 0.5)
            delta = Point(x: forward ? -w * 0.6 : w * 0.6, y: 0)
        case .modal:
            start = Point(x: w / 2, y: c.dismiss ? h * 0.2 : h * 0.8)
            delta = Point(x: 0, y: c.dismiss ? h * 0.6 : -h * 0.6)
        }
        return (try? GestureScript.parse("press \(start.x) \(start.y); move \(delta.x) \(delta.y) over 0.5; release"))
            ?? []
    }

    /// The pinch `run` scripts for `--interaction pinch` without `--gesture`: one that drives
    /// the configured transition about 70 % of the way and lets go, so it finishes — the
    /// fingers spread to 1.6× for a forward transition (a push, a presentation, a later child)
    /// and close to 1/1.6 for a backward one, over 0.5 s.
    static func defaultPinch(_ c: SessionConfiguration) -> [ScriptedInput] {
        let forward = c.container == .modal ? !c.dismiss : c.to > c.from
        return
            (try? GestureScript.parse(
                "pinch \(c.size.width / 2) \(c.size.height / 2) to \(forward ? 1.6 : 1 / 1.6) over 0.5")) ?? []
    }
}
