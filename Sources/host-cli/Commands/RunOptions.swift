import Session

extension RunCommand {
    /// The options of `run` (and, ``shared``, of `play`), each declared once: the parser, the
    /// help, the completion scripts and the checks (``Flags``, ``Setup``, ``GoldenSpec``) all
    /// read these values.
    enum Options {
        typealias Option = CommandSpec.Option

        static let animator = Option.value(
            "animator", "ID", "Animator plugin (default: default, the built-in spring slide)",
            completes: .plugins(kind: "animator"))
        static let interaction = Option.value(
            "interaction", "ID|pan|pinch|none",
            "Interaction: a plugin id, the container's pan or a pinch (fed by --gesture), or none (default)",
            completes: .plugins(kind: "interaction", extra: ["pan", "pinch", "none"]))
        static let container = Option.value(
            "container", "KIND", "custom (default), navigation, tab, modal or collection",
            completes: .words(ContainerKind.allCases.map(\.rawValue)))
        static let layout = Option.value(
            "layout", "ID", "Collection: the layout plugin shown first (default grid)",
            completes: .plugins(kind: "layout"))
        static let toLayout = Option.value(
            "to-layout", "ID", "Collection: the layout plugin of the pushed controller (default list)",
            completes: .plugins(kind: "layout"))
        static let items = Option.value(
            "items", "N[,N...]", "Collection: items in each section (default 24; at most 100,000 in all)")
        static let from = Option.value("from", "N", "Index of the child shown first (default 0)")
        static let to = Option.value(
            "to", "N", "Index of the child to show (default 1); navigation pops when lower, pushes when higher")
        static let param = Option.value(
            "param", "KEY=VALUE",
            "A plugin parameter (the animator's; prefix interaction., layout. or to-layout. for theirs)",
            repeatable: true)
        static let gesture = Option.value(
            "gesture", "SCRIPT|@FILE",
            "Input: a script like \"press 300 400; move -200 0 over 0.4; release\", or @file (.jsonl: JSON lines)")
        static let size = Option.value("size", "WxH", "Viewport in points (default 390x844)")
        static let fps = Option.value("fps", "N", "Frames per second of the virtual clock (default 60)")
        static let seed = Option.value(
            "seed", "N",
            "Seed of the random numbers plugin code draws (arc4random, Int.random, ...; default 0): the same seed gives the same frames"
        )
        static let style = Option.value(
            "style", "full-screen|custom", "Modal presentation style (default full-screen)",
            completes: .words(["full-screen", "custom"]))
        static let dismiss = Option.flag("dismiss", "Modal: dismiss instead of present")
        static let watchdog = Option.value(
            "watchdog", "SECONDS", "Extra time past the expected end before a transition is ended (default 2)")
        static let watch = Option.flag(
            "watch",
            "Run again (play: reload) whenever a plugin file of the run is rebuilt or its --gesture @FILE changes; Ctrl-C stops"
        )

        static let trace = Option.value(
            "trace", "FILE|-", "Write the JSON-lines trace to FILE, or - for standard output", completes: .file)
        static let output = Option.value(
            "output", "FILE", "Render to FILE (.gif, .png, .apng, .svg, .html, .mp4, .webm)", completes: .file)
        static let format = Option.value(
            "format", "NAME",
            "The --output format when FILE has no extension (- or a pipe): \(FrameOutput.Format.names.joined(separator: ", "))",
            completes: .words(FrameOutput.Format.names))
        static let at = Option.value("at", "SECONDS", "PNG/SVG: the time of the frame to render")
        static let sheet = Option.value("sheet", "N", "PNG: a contact sheet of N evenly spaced frames (1…100)")
        static let scale = Option.value("scale", "S", "Pixels per point of the --output file (default 1)")
        static let maxDuration = Option.value("max-duration", "SECONDS", "Stop the run after this long (default 30)")
        static let expect = Option.value(
            "expect", "FILE",
            "Compare the trace with this golden trace; exit 1 on a difference, naming it, with a picture beside FILE (golden.jsonl: golden.diff.png)",
            completes: .file)
        static let record = Option.flag("record", "With --expect: record the golden trace instead of comparing")
        static let tolerance = Option.value(
            "tolerance", "T", "With --expect: numbers may differ by T (default 0: exactly)")

        /// The options `run` and `play` share, in the order their help lists them.
        static let shared = [
            animator, interaction, container, layout, toLayout, items, from, to, param, gesture, size, fps, seed,
            PluginFolders.option, style, dismiss, watchdog, watch
        ]
        /// The options of `run` alone: its files and the golden trace.
        static let runOnly = [trace, output, format, at, sheet, scale, maxDuration, expect, record, tolerance]
    }
}
