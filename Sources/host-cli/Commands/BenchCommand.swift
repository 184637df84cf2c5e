import TextFormat

/// `host-cli bench`: every benchmark, or the named groups.
struct BenchCommand: ParsableCommand {
    /// `--json`.
    static let json = CommandSpec.Option.flag("json", "Print one JSON object per line")

    /// The groups, in the order `host-cli bench` runs them.
    static let groups: [(name: String, help: String, run: @Sendable () -> [BenchmarkResult])] = [
        (
            "engine",
            "frame evaluation for 1,000/10,000/50,000 layers and 10,000 explicit animations against a flat-array baseline; a view shattered into 3,000 snapshot tiles; 1,000/5,000/15,000 animated views and snapshot tiles with their render model, against their corners in a flat array; leak soak",
            {
                EngineBenchmark.frames() + [EngineBenchmark.explicitFrames(), ShatterBenchmark.run()]
                    + ManyViewsBenchmark.run() + [EngineBenchmark.soak()]
            }
        ),
        ("curves", "cubic Bézier and spring evaluation: ns per evaluation, worst error", { EngineBenchmark.curves() }),
        (
            "collection",
            "a 10,000-item grid laid out by the host and by the bundled grid plugin, and one frame of 10,000 items animating from a grid to a ring, each against a flat-array baseline",
            { [CollectionBenchmark.layout(), CollectionBenchmark.plugin(), CollectionBenchmark.transition()] }
        ),
        (
            "plugin", "plugin discovery and handshake; one property set through the C table against a direct call",
            { PluginBenchmark.all() }
        ),
        (
            "render", "rasterizing and GIF-encoding a one-second 390×844 transition at 60 fps",
            { [RenderBenchmark.gif(), RenderBenchmark.gif(samples: 5, decorated: true)] }
        ),
        (
            "budget",
            "the front end's peak memory and drawing time for hostile-scale scenes (20,000 titled views, 2,000 gradients of 256 stops, 20,000 full-screen views, the longest path) written as PNG, APNG, SVG and HTML, against an ordinary transition",
            {
                BudgetBenchmark.all()
            }
        ),
        (
            "dynamics",
            "one frame of UIKit Dynamics with 1,000 boxes falling and colliding in a box, against the same items integrated in flat arrays without collisions",
            {
                [DynamicsBenchmark.frame()]
            }
        ),
        (
            "isolation",
            "plugin workers: a run through a worker against in-process, a worker's start, a frame's round trip, list over 50 cached plugins",
            {
                IsolationBenchmark.all()
            }
        )
    ]

    static let spec = CommandSpec(
        name: "bench", summary: "Run the benchmarks (release builds give meaningful figures)",
        arguments: "[GROUP...]",
        discussion: "Groups: " + groups.map { "\($0.name) (\($0.help))" }.joined(separator: "; ") + ".",
        options: [json],
        positionals: ("a group", 0, 8), positionalCompletion: .words(groups.map(\.name)))

    /// The groups named (all when none is).
    var names: [String]
    /// `--json`.
    var printsJSON: Bool

    init(parsed: ParsedArguments) {
        names = parsed.positionals
        printsJSON = parsed.has(Self.json)
    }

    func validate() throws(UsageError) {
        for g in names where !Self.groups.contains(where: { $0.name == g }) {
            throw .unknownName(
                option: "bench", value: g, what: "a benchmark group",
                suggestion: Suggestions.closest(g, in: Self.groups.map(\.name)), choices: Self.groups.map(\.name))
        }
    }

    func run(_ console: Console) -> ExitCode {
        for g in Self.groups where names.isEmpty || names.contains(g.name) {
            for r in g.run() { console.line(printsJSON ? r.json : r.text) }
        }
        return .success
    }
}
