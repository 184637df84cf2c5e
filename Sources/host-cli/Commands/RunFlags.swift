import AnimationCore
import Foundation
import HostContainer
import ProcessSupport
import Session
import TextFormat

extension RunCommand {
    /// `--output` and the options that shape it, checked.
    struct OutputSpec: Equatable {
        /// The file, as given.
        var path: String
        /// Its format, from the extension.
        var format: FrameOutput.Format
        /// PNG/SVG: the time of the one frame to render.
        var at: Double?
        /// PNG: the number of frames of a contact sheet.
        var sheet: Int?
        /// Pixels per point.
        var scale: Double
    }

    /// One `--param`: as the user wrote it, and the `KEY=VALUE` its plugin is given (without
    /// the `animator.` or `interaction.` prefix).
    struct ParamAssignment: Equatable {
        /// The flag's value as written, e.g. `interaction.outcome=cancel`.
        var written: String
        /// What the plugin's declarations check, e.g. `outcome=cancel`.
        var assignment: String

        /// The parameter's name (the text before `=`).
        var key: String { String(assignment.prefix { $0 != "=" }) }
    }

    /// Every flag of `run` and `play` that can be checked without looking at a plugin, checked
    /// before any work is done (no plugin is scanned, nothing is written): the container and
    /// its children, the clock, the output paths and the options that shape them (each only
    /// where it applies, within ``RunLimits``), the `--param`s' targets and duplicates, and
    /// the gesture input. A flag that does not apply to the run is an error, never ignored.
    struct Flags {
        /// The declarations the checks read (also in the extensions of this type).
        typealias Options = RunCommand.Options
        /// `--container`, `--from`, `--to`, `--size`, `--style`, `--dismiss`.
        var container = ContainerKind.custom, from = 0, to = 1
        var size = Size(width: 390, height: 844)
        var modalStyle = PresentationStyle.fullScreen, dismiss = false
        /// `--fps`, `--watchdog`, `--max-duration`.
        var fps = 60.0, watchdog = 2.0, maxDuration = 30.0
        /// `--seed`: the seed of the random numbers plugin code draws.
        var seed: UInt64 = 0
        /// `--interaction` as given (`none` by default).
        var interaction = "none"
        /// `--param`s for the animator, the interaction and a collection's two layouts.
        var animatorParams: [ParamAssignment] = [], interactionParams: [ParamAssignment] = []
        var layoutParams: [ParamAssignment] = [], toLayoutParams: [ParamAssignment] = []
        /// `--items`: a collection's item count per section.
        var sections = [24]
        /// `--gesture`, parsed.
        var gesture: [ScriptedInput]?
        /// `--trace`: a path or `-`.
        var trace: String?
        /// `--output` and its options.
        var output: OutputSpec?

        /// Checks `args`; `live` is `play` (which draws at most 240 frames a second).
        init(_ args: ParsedArguments, live: Bool = false) throws(UsageError) {
            try readContainer(args)
            try readTiming(args, live: live)
            try readOutputs(args)
            try readParams(args)
            gesture = try args.value(Options.gesture).map { g throws(UsageError) in try RunCommand.gesture(g) }
        }

        /// Copies the checked values into `config`.
        func apply(to config: inout SessionConfiguration) {
            config.container = container
            config.from = from
            config.to = to
            config.size = size
            config.modalStyle = modalStyle
            config.dismiss = dismiss
            config.fps = fps
            config.watchdogMargin = watchdog
            config.maxDuration = maxDuration
            config.seed = seed
            config.sections = sections
        }

        /// `--container`, `--from`, `--to`, `--size`, `--style`, `--dismiss`.
        private mutating func readContainer(_ args: ParsedArguments) throws(UsageError) {
            if let c = args.value(Options.container) {
                guard let k = ContainerKind(rawValue: c) else {
                    let names = ContainerKind.allCases.map(\.rawValue)
                    throw .unknownName(
                        option: Options.container.flagName, value: c, what: "a container",
                        suggestion: Suggestions.closest(c, in: names), choices: names)
                }
                container = k
            }
            from = try RunCommand.integer(args, Options.from, 0, 0...25)
            to = try RunCommand.integer(args, Options.to, 1, 0...25)
            if let s = args.value(Options.size) {
                let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 16, h >= 16, w <= 8192,
                    h <= 8192
                else {
                    throw .invalidValue(
                        option: Options.size.flagName, value: s, expected: "WxH in points, each 16…8192 (e.g. 390x844)")
                }
                size = Size(width: w, height: h)
            }
            switch args.value(Options.style) {
            case nil: break
            case "full-screen", "fullscreen": modalStyle = .fullScreen
            case "custom": modalStyle = .custom
            case let style?:
                throw .unknownName(
                    option: Options.style.flagName, value: style, what: "a modal style", suggestion: nil,
                    choices: ["full-screen", "custom"])
            }
            dismiss = args.has(Options.dismiss)
            if let items = args.value(Options.items) { sections = try Flags.sections(items) }
            try checkContainerFlagsApply(args)
        }

        /// `--items N[,N...]`: whole numbers, none negative, at most
        /// ``SessionConfiguration/maximumItems`` in all, at most 1,000 sections.
        static func sections(_ text: String) throws(UsageError) -> [Int] {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let limit = SessionConfiguration.maximumItems
            var counts: [Int] = []
            for p in parts {
                guard let n = Int(p), (0...limit).contains(n) else {
                    throw .invalidValue(
                        option: Options.items.flagName, value: text,
                        expected:
                            "the item count of each section, whole numbers 0…\(limit) separated by commas (e.g. --items 24 or --items 10,14), not `\(TerminalText.escape(p))`"
                    )
                }
                counts.append(n)
            }
            guard counts.count <= 1_000 else {
                throw .refusedValue(
                    option: Options.items.flagName, value: text, reason: "\(counts.count) sections; at most 1000")
            }
            guard counts.reduce(0, +) <= limit else {
                throw .refusedValue(
                    option: Options.items.flagName, value: text,
                    reason: "\(counts.reduce(0, +)) items in all; at most \(limit)")
            }
            return counts
        }

        /// `--style` and `--dismiss` only with the modal container, `--from` and `--to` only
        /// without it (it always presents B over A), and two different children; `--layout`,
        /// `--to-layout` and `--items` only with the collection container, whose children are
        /// 0 and 1.
        private func checkContainerFlagsApply(_ args: ParsedArguments) throws(UsageError) {
            if container != .collection,
                let flag = [Options.layout, Options.toLayout, Options.items].first(where: { args.value($0) != nil })?
                    .flagName
            {
                throw .notApplicable(
                    option: flag,
                    reason:
                        "applies only to --container collection (a collection view's layout-to-layout transition); add --container collection or leave \(flag) out"
                )
            }
            if container == .collection, from > 1 || to > 1 {
                throw .refusedValue(
                    option: "--from \(from) --to", value: "\(to)",
                    reason:
                        "a collection has two controllers, 0 (--layout) and 1 (--to-layout); --from 0 --to 1 pushes, --from 1 --to 0 pops"
                )
            }
            if container != .modal {
                for (flag, given) in [
                    (Options.dismiss.flagName, dismiss), (Options.style.flagName, args.value(Options.style) != nil)
                ] where given {
                    throw .notApplicable(
                        option: flag,
                        reason:
                            "applies only to --container modal (a modal presentation); add --container modal or leave \(flag) out"
                    )
                }
                if from == to {
                    throw .notApplicable(
                        option: "--from and --to", reason: "are both \(from); choose two different children")
                }
            } else if let flag = [Options.from, Options.to].first(where: { args.value($0) != nil })?.flagName {
                throw .notApplicable(
                    option: flag,
                    reason:
                        "does not apply to --container modal, which always presents B over A (and dismisses it with --dismiss); leave \(flag) out"
                )
            }
        }

        /// `--fps` (at most 240 for `play`), `--watchdog`, `--max-duration`, `--seed`.
        private mutating func readTiming(_ args: ParsedArguments, live: Bool) throws(UsageError) {
            if live, let v = args.value(Options.fps), let d = Double(v), d > RunLimits.maximumLiveFPS {
                throw .refusedValue(
                    option: Options.fps.flagName, value: v,
                    reason:
                        "play draws at most \(Int(RunLimits.maximumLiveFPS)) frames per second; choose 1…\(Int(RunLimits.maximumLiveFPS)) (30 is gentler on slow terminals)"
                )
            }
            fps = try RunCommand.number(args, Options.fps, 60, 1...(live ? RunLimits.maximumLiveFPS : 1000))
            watchdog = try RunCommand.number(args, Options.watchdog, 2, 0...600)
            maxDuration = try RunCommand.number(args, Options.maxDuration, 30, 0.1...Spring.maximumSettlingDuration)
            if let v = args.value(Options.seed) {
                guard let n = UInt64(v) else {
                    throw .invalidValue(
                        option: Options.seed.flagName, value: v,
                        expected:
                            "a whole number from 0 to \(UInt64.max) (the seed of the plugins' random numbers; default 0)"
                    )
                }
                seed = n
            }
        }

        /// `--param`s, split by target: `interaction.KEY=VALUE` for the interaction's,
        /// `animator.KEY=VALUE` or `KEY=VALUE` for the animator's. The same parameter twice, or
        /// an interaction parameter without an interaction plugin, is an error.
        private mutating func readParams(_ args: ParsedArguments) throws(UsageError) {
            interaction = args.value(Options.interaction) ?? "none"
            for p in args.all(Options.param) {
                guard let eq = p.firstIndex(of: "="), eq != p.startIndex,
                    !["animator.", "interaction.", "layout.", "to-layout."].contains(String(p[..<eq]))
                else {
                    throw .invalidValue(
                        option: Options.param.flagName, value: p,
                        expected:
                            "KEY=VALUE (interaction.KEY=VALUE for the interaction's), e.g. --param duration=0.5; host-cli list shows each plugin's parameters"
                    )
                }
                if p.hasPrefix("interaction.") {
                    interactionParams.append(
                        ParamAssignment(written: p, assignment: String(p.dropFirst("interaction.".count))))
                } else if p.hasPrefix("layout.") {
                    layoutParams.append(ParamAssignment(written: p, assignment: String(p.dropFirst("layout.".count))))
                } else if p.hasPrefix("to-layout.") {
                    toLayoutParams.append(
                        ParamAssignment(written: p, assignment: String(p.dropFirst("to-layout.".count))))
                } else {
                    animatorParams.append(
                        ParamAssignment(
                            written: p,
                            assignment: p.hasPrefix("animator.") ? String(p.dropFirst("animator.".count)) : p))
                }
            }
            if ["none", "pan", "pinch"].contains(interaction), let first = interactionParams.first {
                throw .refusedValue(
                    option: Options.param.flagName, value: first.written,
                    reason:
                        "interaction parameters need --interaction with a plugin id (--interaction is \(interaction)); see host-cli list"
                )
            }
            if container != .collection, let first = (layoutParams + toLayoutParams).first {
                throw .refusedValue(
                    option: Options.param.flagName, value: first.written,
                    reason:
                        "layout parameters apply only to --container collection; add --container collection or leave it out"
                )
            }
            if container == .collection, let first = animatorParams.first {
                throw .refusedValue(
                    option: Options.param.flagName, value: first.written,
                    reason:
                        "a collection's transition is its layout change and has no animator; use layout.KEY=VALUE or to-layout.KEY=VALUE for the layouts' parameters"
                )
            }
            for list in [animatorParams, interactionParams, layoutParams, toLayoutParams] {
                var seen: [String: ParamAssignment] = [:]
                for p in list {
                    if let earlier = seen[p.key] {
                        throw .refusedValue(
                            option: Options.param.flagName, value: p.written,
                            reason:
                                "\(p.key) is already set by --param \(TerminalText.escape(earlier.written)); give each parameter once"
                        )
                    }
                    seen[p.key] = p
                }
            }
        }
    }
}
