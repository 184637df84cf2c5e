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

        /// `message` (from the parameter checks, which quote `--param ASSIGNMENT`) quoting the
        /// flag as the user wrote it instead.
        func quotingWritten(_ message: String) -> String {
            let quoted = "--param \(assignment)"
            guard written != assignment, message.hasPrefix(quoted) else { return message }
            return "--param \(written)" + message.dropFirst(quoted.count)
        }
    }

    /// Every flag of `run` and `play` that can be checked without looking at a plugin, checked
    /// before any work is done (no plugin is scanned, nothing is written): the container and
    /// its children, the clock, the output paths and the options that shape them (each only
    /// where it applies, within ``RunLimits``), the `--param`s' targets and duplicates, and
    /// the gesture input. A flag that does not apply to the run is an error, never ignored.
    struct Flags {
        /// `--container`, `--from`, `--to`, `--size`, `--style`, `--dismiss`.
        var container = ContainerKind.custom, from = 0, to = 1
        var size = Size(width: 390, height: 844)
        var modalStyle = PresentationStyle.fullScreen, dismiss = false
        /// `--fps`, `--watchdog`, `--max-duration`.
        var fps = 60.0, watchdog = 2.0, maxDuration = 30.0
        /// `--interaction` as given (`none` by default).
        var interaction = "none"
        /// `--param`s for the animator and for the interaction.
        var animatorParams: [ParamAssignment] = [], interactionParams: [ParamAssignment] = []
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
            gesture = try args.value("gesture").map { g throws(UsageError) in try RunCommand.gesture(g) }
        }

        /// Copies the checked values into `config`.
        func apply(to config: inout SessionConfiguration) {
            config.container = container
            config.from = from; config.to = to
            config.size = size
            config.modalStyle = modalStyle; config.dismiss = dismiss
            config.fps = fps; config.watchdogMargin = watchdog; config.maxDuration = maxDuration
        }

        /// `--container`, `--from`, `--to`, `--size`, `--style`, `--dismiss`.
        private mutating func readContainer(_ args: ParsedArguments) throws(UsageError) {
            if let c = args.value("container") {
                guard let k = ContainerKind(rawValue: c) else {
                    let hint = Suggestions.closest(c, in: ContainerKind.allCases.map(\.rawValue)).map { "; did you mean \($0)?" } ?? ""
                    throw UsageError("--container \(c): unknown container\(hint) (use custom, navigation, tab or modal)")
                }
                container = k
            }
            from = try RunCommand.integer(args, "from", 0, 0...25)
            to = try RunCommand.integer(args, "to", 1, 0...25)
            if let s = args.value("size") {
                let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 16, h >= 16, w <= 8192, h <= 8192 else {
                    throw UsageError("--size \(s): expected WxH in points, each 16…8192 (e.g. 390x844)")
                }
                size = Size(width: w, height: h)
            }
            switch args.value("style") {
            case nil: break
            case "full-screen", "fullscreen": modalStyle = .fullScreen
            case "custom": modalStyle = .custom
            case let style?: throw UsageError("--style \(style): use full-screen or custom")
            }
            dismiss = args.has("dismiss")
            try checkContainerFlagsApply(args)
        }

        /// `--style` and `--dismiss` only with the modal container, `--from` and `--to` only
        /// without it (it always presents B over A), and two different children.
        private func checkContainerFlagsApply(_ args: ParsedArguments) throws(UsageError) {
            if container != .modal {
                for (flag, given) in [("--dismiss", dismiss), ("--style", args.value("style") != nil)] where given {
                    throw UsageError("\(flag) applies only to --container modal (a modal presentation); add --container modal or leave \(flag) out")
                }
                if from == to { throw UsageError("--from and --to are both \(from); choose two different children") }
            } else if let flag = ["from", "to"].first(where: { args.value($0) != nil }) {
                throw UsageError("--\(flag) does not apply to --container modal, which always presents B over A (and dismisses it with --dismiss); leave --\(flag) out")
            }
        }

        /// `--fps` (at most 240 for `play`), `--watchdog`, `--max-duration`.
        private mutating func readTiming(_ args: ParsedArguments, live: Bool) throws(UsageError) {
            if live, let v = args.value("fps"), let d = Double(v), d > RunLimits.maximumLiveFPS {
                throw UsageError("--fps \(v): play draws at most \(Int(RunLimits.maximumLiveFPS)) frames per second; choose 1…\(Int(RunLimits.maximumLiveFPS)) (30 is gentler on slow terminals)")
            }
            fps = try RunCommand.number(args, "fps", 60, 1...(live ? RunLimits.maximumLiveFPS : 1000))
            watchdog = try RunCommand.number(args, "watchdog", 2, 0...600)
            maxDuration = try RunCommand.number(args, "max-duration", 30, 0.1...3600)
        }

        /// `--param`s, split by target: `interaction.KEY=VALUE` for the interaction's,
        /// `animator.KEY=VALUE` or `KEY=VALUE` for the animator's. The same parameter twice, or
        /// an interaction parameter without an interaction plugin, is an error.
        private mutating func readParams(_ args: ParsedArguments) throws(UsageError) {
            interaction = args.value("interaction") ?? "none"
            for p in args.all("param") {
                guard let eq = p.firstIndex(of: "="), eq != p.startIndex, !["animator.", "interaction."].contains(String(p[..<eq])) else {
                    throw UsageError("--param \(p): expected KEY=VALUE (interaction.KEY=VALUE for the interaction's), e.g. --param duration=0.5; host-cli list shows each plugin's parameters")
                }
                if p.hasPrefix("interaction.") {
                    interactionParams.append(ParamAssignment(written: p, assignment: String(p.dropFirst("interaction.".count))))
                } else {
                    animatorParams.append(ParamAssignment(written: p, assignment: p.hasPrefix("animator.") ? String(p.dropFirst("animator.".count)) : p))
                }
            }
            if interaction == "none" || interaction == "pan", let first = interactionParams.first {
                throw UsageError("--param \(first.written): interaction parameters need --interaction with a plugin id (--interaction is \(interaction)); see host-cli list")
            }
            for list in [animatorParams, interactionParams] {
                var seen: [String: ParamAssignment] = [:]
                for p in list {
                    if let earlier = seen[p.key] {
                        throw UsageError("--param \(p.written): \(p.key) is already set by --param \(earlier.written); give each parameter once")
                    }
                    seen[p.key] = p
                }
            }
        }
    }
}
