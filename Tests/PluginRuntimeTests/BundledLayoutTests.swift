import AnimationCore
import Foundation
import HostContainer
import TestSupport
import TextFormat
import XCTest
@testable import PluginRuntime

/// The bundled layout plugins (`grid`, `list`, `stack`, `circle`, Plugins/CollectionLayouts),
/// loaded from the libraries the build made through the real loader and read through
/// ``PluginLayout``: each gives exactly the attributes of the host's reference layout of the
/// same name with the same settings (to the bit, over many sizes, item counts and sections),
/// a few hand-computed places, its declared parameters, and a clean validation.
final class BundledLayoutTests: XCTestCase {
    /// One plugin with `params`, next to the host layout that must give the same attributes.
    private struct Pair {
        var id: String
        var params: [String]
        var reference: any CollectionLayout
    }

    private static let sizes: [Size] = [
        Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 333, height: 517),
        Size(width: 390, height: 844),
        Size(width: 844, height: 390), Size(width: 59, height: 59), Size(width: 100.5, height: 2000),
        Size(width: 2000, height: 7.25)
    ]
    private static let sectionLists: [[Int]] = [
        [], [0], [1], [2], [7], [24], [3, 0, 5], [0, 0], [1, 1, 1], [13, 2, 40], [10_000]
    ]

    private static let insets7 = EdgeInsets(top: 7, left: 7, bottom: 7, right: 7)

    /// Default and non-default settings of every layout, as plugin parameters and as the host
    /// layout's properties.
    private static let pairs: [Pair] = [
        Pair(id: "grid", params: [], reference: FlowLayout()),
        Pair(
            id: "grid", params: ["item-width=37", "item-height=23.5", "spacing=3", "inset=7"],
            reference: FlowLayout(
                itemSize: Size(width: 37, height: 23.5), minimumLineSpacing: 3, minimumInteritemSpacing: 3,
                sectionInset: insets7)),
        Pair(
            id: "grid", params: ["item-width=37", "item-height=23.5", "spacing=3", "inset=7", "horizontal=true"],
            reference: FlowLayout(
                itemSize: Size(width: 37, height: 23.5), minimumLineSpacing: 3, minimumInteritemSpacing: 3,
                sectionInset: insets7,
                scrollDirection: .horizontal)),
        Pair(
            id: "grid", params: ["header=25", "inset=7"],
            reference: {
                var f = FlowLayout(sectionInset: insets7)
                f.headerReferenceSize = Size(width: 25, height: 25)
                return f
            }()),
        Pair(
            id: "grid", params: ["header=31.5", "horizontal=true"],
            reference: {
                var f = FlowLayout(scrollDirection: .horizontal)
                f.headerReferenceSize = Size(width: 31.5, height: 31.5)
                return f
            }()),
        Pair(
            id: "grid", params: ["item-width=300", "spacing=0"],
            reference: FlowLayout(
                itemSize: Size(width: 300, height: 50), minimumLineSpacing: 0, minimumInteritemSpacing: 0)),
        Pair(id: "list", params: [], reference: ListLayout()),
        Pair(
            id: "list", params: ["row-height=44.5", "spacing=0", "inset=12"],
            reference: ListLayout(
                rowHeight: 44.5, spacing: 0, insets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))),
        Pair(id: "stack", params: [], reference: StackLayout()),
        Pair(
            id: "stack", params: ["item-width=100", "item-height=140", "spread=-0.3", "lift=5", "visible=3"],
            reference: StackLayout(itemSize: Size(width: 100, height: 140), spread: -0.3, lift: 5, visibleCount: 3)),
        Pair(id: "stack", params: ["spread=1", "visible=0"], reference: StackLayout(spread: 1, visibleCount: 0)),
        Pair(id: "stack", params: ["visible=100", "lift=0"], reference: StackLayout(lift: 0, visibleCount: 100)),
        Pair(id: "circle", params: [], reference: CircleLayout()),
        Pair(
            id: "circle", params: ["item-size=44", "margin=0"],
            reference: CircleLayout(itemSize: Size(width: 44, height: 44), margin: 0)),
        Pair(id: "circle", params: ["margin=500"], reference: CircleLayout(margin: 500))
    ]

    private var engine: AnimationEngine!
    private var log: EventLog!

    override func setUp() {
        engine = AnimationEngine()
        log = EventLog()
    }

    /// The bundled layout `id` from its library, made with `params`.
    private func layout(_ id: String, _ params: [String] = []) throws -> PluginLayout {
        let p = try TestPlugins.plugin(id)
        return try PluginLayout(
            plugin: p, parameters: ParameterValues(plugin: p.info, assignments: params),
            bridge: PluginBridge(engine: engine, log: log))
    }

    private func prepare(_ l: CollectionLayout, _ size: Size, _ sections: [Int]) -> PreparedLayout {
        l.prepare(CollectionLayoutContext(size: size, sections: sections))
    }

    // MARK: Loaded from their libraries

    func testEachIsALayoutPluginInALibraryOfItsOwn() throws {
        for (id, library) in [
            ("grid", "libGridLayout.so"), ("list", "libListLayout.so"), ("stack", "libStackLayout.so"),
            ("circle", "libCircleLayout.so")
        ] {
            let p = try TestPlugins.plugin(id)
            XCTAssertEqual((p.path as NSString).lastPathComponent, library)
            XCTAssertFalse(p.isBuiltIn)
            XCTAssertEqual(p.info.kindsText, "layout", id)
            XCTAssertEqual(Int(p.info.abiMinor), HostVersion.abiMinor, "\(id): built against this header")
        }
    }

    /// The parameters `host-cli list` shows: names in order, types, ranges and defaults (the
    /// host layouts' defaults).
    func testTheirDeclaredParameters() throws {
        func declared(_ id: String) throws -> [String] {
            try TestPlugins.plugin(id).info.parameters.map { p in
                switch p.kind {
                case let .number(lo, hi):
                    return
                        "\(p.name) \(Rounding.format(lo))...\(Rounding.format(hi)) = \(p.defaultText)\(p.unit.map { " " + $0 } ?? "")"
                case .bool: return "\(p.name) bool = \(p.defaultText)"
                case .choice(let c): return "\(p.name) \(c) = \(p.defaultText)"
                }
            }
        }
        XCTAssertEqual(
            try declared("grid"),
            [
                "item-width 1...1000 = 50 pt", "item-height 1...1000 = 50 pt", "spacing 0...200 = 10 pt",
                "inset 0...200 = 0 pt", "horizontal bool = false", "header 0...200 = 0 pt"
            ])
        XCTAssertEqual(
            try declared("list"), ["row-height 1...1000 = 60 pt", "spacing 0...200 = 1 pt", "inset 0...200 = 0 pt"])
        XCTAssertEqual(
            try declared("stack"),
            [
                "item-width 1...1000 = 160 pt", "item-height 1...1000 = 220 pt", "spread -1...1 = 0.08 rad",
                "lift 0...50 = 2 pt", "visible 0...100 = 8"
            ])
        XCTAssertEqual(
            try declared("circle"), ["item-size 1...1000 = 60 pt", "margin 0...500 = 10 pt", "swirl bool = true"])
    }

    // MARK: The same as the host's reference layouts

    /// Every setting above, every size, every list of sections (up to 10,000 items): the
    /// plugin's attributes and content size equal the reference's exactly.
    func testEachEqualsTheHostReferenceLayoutExactly() throws {
        pairs: for pair in Self.pairs {
            let plugin = try layout(pair.id, pair.params)
            XCTAssertEqual(plugin.name, pair.id)
            for size in Self.sizes {
                for sections in Self.sectionLists {
                    // 10,000 items in two sizes only: enough for the long case, and quick.
                    if sections == [10_000] && size != Size(width: 333, height: 517)
                        && size != Size(width: 0, height: 0)
                    {
                        continue
                    }
                    let got = prepare(plugin, size, sections), want = prepare(pair.reference, size, sections)
                    guard got != want else { continue }
                    XCTAssertEqual(
                        got.contentSize, want.contentSize, "\(pair.id) \(pair.params) \(size) \(sections): content size"
                    )
                    let wrong = zip(got.items.joined(), want.items.joined()).first { $0 != $1 }
                    XCTFail(
                        "\(pair.id) \(pair.params) \(size) \(sections): \(got.items.map(\.count)) items, first difference \(String(describing: wrong))"
                    )
                    continue pairs
                }
            }
        }
        XCTAssertEqual(log.diagnostics, [])
    }

    /// Laying the same collection out twice gives the same attributes (the validator's rule),
    /// and a layout follows its collection when the size or the counts change between calls.
    func testTheyFollowTheirCollectionFromCallToCall() throws {
        for id in ["grid", "list", "stack", "circle"] {
            let l = try layout(id)
            let a = prepare(l, Size(width: 390, height: 844), [24])
            XCTAssertEqual(
                prepare(l, Size(width: 200, height: 300), [3, 4]),
                prepare(Self.pairs.first { $0.id == id }!.reference, Size(width: 200, height: 300), [3, 4]), id)
            XCTAssertEqual(prepare(l, Size(width: 390, height: 844), [24]), a, id)
        }
    }

    // MARK: Hand-computed places

    /// 390 points wide, 50-point items at least 10 apart: (390 + 10) / 60 gives 6 a line, the
    /// 90 points left over make the gaps 18, so the columns start at 0, 68, 136, 204, 272, 340.
    func testGridByHand() throws {
        let g = try layout("grid")
        let seven = prepare(g, Size(width: 390, height: 844), [7])
        XCTAssertEqual(seven.items[0].map(\.frame.origin.x), [0, 68, 136, 204, 272, 340, 0])
        XCTAssertEqual(
            seven.items[0][6].frame, Rect(x: 0, y: 60, width: 50, height: 50), "the second line, 10 below the first")
        XCTAssertEqual(seven.contentSize, Size(width: 390, height: 110), "two lines and one gap")
        XCTAssertEqual(
            prepare(g, Size(width: 390, height: 844), [24]).contentSize, Size(width: 390, height: 230),
            "four lines: 4 × 50 + 3 × 10")
        // 100 wide with 80-wide items: one fits a line, centred.
        let one = prepare(try layout("grid", ["item-width=80"]), Size(width: 100, height: 500), [2])
        XCTAssertEqual(
            one.items[0].map(\.frame),
            [Rect(x: 10, y: 0, width: 80, height: 50), Rect(x: 10, y: 60, width: 80, height: 50)])
        // Insets of 7: 376 across, 6 a line, gaps (376 − 300) / 5 = 15.2. Sections [3, 0, 5]:
        // the first line at 7, its section ends at 7 + 50 + 7 = 64, the empty one takes its two
        // insets (to 78), the third starts at 85 and ends at 85 + 50 + 7 = 142.
        let sections = prepare(try layout("grid", ["inset=7"]), Size(width: 390, height: 844), [3, 0, 5])
        XCTAssertEqual(sections.items.map(\.count), [3, 0, 5])
        XCTAssertEqual(sections.items[0][1].frame.origin.x, 72.2, accuracy: 1e-12)
        XCTAssertEqual(sections.items[0][0].frame.origin, Point(x: 7, y: 7))
        XCTAssertEqual(sections.items[2][0].frame.origin, Point(x: 7, y: 85))
        XCTAssertEqual(sections.items[2][0].path, ItemPath(item: 0, section: 2))
        XCTAssertEqual(sections.contentSize, Size(width: 390, height: 142))
        // Sideways in 844 high: (844 + 10) / 60 gives 14 a column; item 14 starts the second.
        let sideways = prepare(try layout("grid", ["horizontal=true"]), Size(width: 390, height: 844), [15])
        XCTAssertEqual(sideways.items[0][14].frame.origin, Point(x: 60, y: 0))
        XCTAssertEqual(sideways.items[0][1].frame.origin.y, 50 + 144.0 / 13, accuracy: 1e-12)
        XCTAssertEqual(sideways.contentSize, Size(width: 110, height: 844))
    }

    /// 60-point rows 1 apart across the whole width; sections follow each other without a gap.
    func testListByHand() throws {
        let l = prepare(try layout("list"), Size(width: 390, height: 844), [3, 0, 5])
        XCTAssertEqual(l.items[0].map(\.frame), (0..<3).map { Rect(x: 0, y: 61 * Double($0), width: 390, height: 60) })
        XCTAssertEqual(l.items[2][0].frame, Rect(x: 0, y: 182, width: 390, height: 60), "after 3 rows and 2 gaps")
        XCTAssertEqual(l.contentSize, Size(width: 390, height: 182 + 304))
        let inset = prepare(try layout("list", ["inset=10", "row-height=40"]), Size(width: 390, height: 844), [2])
        XCTAssertEqual(
            inset.items[0].map(\.frame),
            [Rect(x: 10, y: 10, width: 370, height: 40), Rect(x: 10, y: 51, width: 370, height: 40)])
        XCTAssertEqual(inset.contentSize, Size(width: 390, height: 101))
    }

    /// Ten cards in 390 × 844: the first two hidden under the eight shown, which fan from
    /// −3.5 × 0.08 to +3.5 × 0.08 rad and rise 2 points each from the middle.
    func testStackByHand() throws {
        let s = prepare(try layout("stack"), Size(width: 390, height: 844), [4, 6])
        let all = Array(s.items.joined())
        XCTAssertEqual(all.map(\.isHidden), [true, true] + Array(repeating: false, count: 8))
        XCTAssertEqual(all.map(\.zIndex), Array(0..<10), "numbered across the sections")
        XCTAssertEqual(all[2].center, Point(x: 195, y: 422))
        XCTAssertEqual(all[0].center, all[2].center, "hidden under the lowest shown card")
        XCTAssertEqual(all[9].center, Point(x: 195, y: 422 - 14))
        XCTAssertEqual(all[9].size, Size(width: 160, height: 220))
        XCTAssertEqual(atan2(all[9].transform.m12, all[9].transform.m11), 0.28, accuracy: 1e-12)
        XCTAssertEqual(atan2(all[2].transform.m12, all[2].transform.m11), -0.28, accuracy: 1e-12)
        XCTAssertEqual(s.contentSize, Size(width: 390, height: 844))
        // Three cards: the middle one upright.
        let three = prepare(try layout("stack"), Size(width: 390, height: 844), [3])
        XCTAssertEqual(three.items[0][1].transform, .identity)
        XCTAssertEqual(three.items[0][1].center, Point(x: 195, y: 420))
    }

    /// Four items round a 155-point ring (195 − 30 − 10) in 390 × 844: top, right, bottom, left.
    func testCircleByHand() throws {
        let c = prepare(try layout("circle"), Size(width: 390, height: 844), [4])
        let want = [Point(x: 195, y: 267), Point(x: 350, y: 422), Point(x: 195, y: 577), Point(x: 40, y: 422)]
        for (a, w) in zip(c.items[0], want) {
            XCTAssertEqual(a.center.x, w.x, accuracy: 1e-9)
            XCTAssertEqual(a.center.y, w.y, accuracy: 1e-9)
            XCTAssertEqual(a.size, Size(width: 60, height: 60))
        }
        // Counted across sections: two items in [1, 0, 1] sit at the top and the bottom.
        let two = prepare(try layout("circle"), Size(width: 390, height: 844), [1, 0, 1])
        XCTAssertEqual(two.items[2][0].center.y, 577, accuracy: 1e-9)
        XCTAssertEqual(two.contentSize, Size(width: 390, height: 844))
    }

    /// The ring's own path: on the way from a grid to the ring an item's distance from the
    /// centre and its angle about it each go evenly (the angle the shorter way), so at progress
    /// p it is at r0 + (r1 − r0)p and a0 + Δa·p — a spiral, not the straight line; with
    /// `swirl=false`, and for an end with a transform (a stack's cards), the straight line.
    func testTheCircleSpiralsOnTheWay() throws {
        let engine = keepAlive(AnimationEngine())
        let circle = try layout("circle")
        XCTAssertTrue(circle.interpolates)
        let c = keepAlive(
            CollectionView(
                engine: engine, frame: Rect(x: 0, y: 0, width: 390, height: 844), sections: [12], layout: FlowLayout()))
        let t = try XCTUnwrap(c.startInteractiveTransition(to: circle))
        let m = Point(x: 195, y: 422)
        for item in [0, 5, 11] {
            let path = ItemPath(item: item, section: 0)
            let a = try XCTUnwrap(t.current.attributes(of: path)), b = try XCTUnwrap(t.next.attributes(of: path))
            let r0 = hypot(a.center.x - m.x, a.center.y - m.y), r1 = hypot(b.center.x - m.x, b.center.y - m.y)
            let a0 = atan2(a.center.y - m.y, a.center.x - m.x), a1 = atan2(b.center.y - m.y, b.center.x - m.x)
            var turn = a1 - a0
            if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
            for p in [0.3, 0.5, 0.8] {
                let got = try XCTUnwrap(t.attributes(of: path, at: p))
                let r = r0 + (r1 - r0) * p, angle = a0 + turn * p
                assertClose(
                    got.center, Point(x: m.x + r * cos(angle), y: m.y + r * sin(angle)), 1e-9, "item \(item) at \(p)")
                XCTAssertNotEqual(got.center, a.interpolated(to: b, p).center, "not the straight line")
            }
            XCTAssertEqual(t.attributes(of: path, at: 1), b, "the ends are exact")
        }
        t.cancel(duration: 0)
        engine.advance(to: 0.01)
        engine.runReadyCompletions()
        let straight = try XCTUnwrap(c.startInteractiveTransition(to: try layout("circle", ["swirl=false"])))
        let path = ItemPath(item: 5, section: 0)
        let a = try XCTUnwrap(straight.current.attributes(of: path)),
            b = try XCTUnwrap(straight.next.attributes(of: path))
        XCTAssertEqual(straight.attributes(of: path, at: 0.5), a.interpolated(to: b, 0.5))
        XCTAssertEqual(log.diagnostics, [])
    }

    // MARK: Validation

    /// `host-cli validate grid list stack circle` finds nothing wrong: the layout check and the
    /// checks that apply to any plugin pass, the animator and interaction checks are skipped.
    func testTheyValidateClean() throws {
        let r = try ValidatorRun.run(["grid", "list", "stack", "circle"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.plugins.compactMap { $0["id"] as? String }, ["grid", "list", "stack", "circle"])
        for p in r.plugins {
            let checks = try XCTUnwrap(p["checks"] as? [[String: Any]])
            for c in checks {
                XCTAssertTrue(["pass", "skip"].contains(c["status"] as? String), "\(p["id"] ?? "?"): \(c)")
            }
            XCTAssertEqual(
                checks.first { $0["name"] as? String == "layout" }?["status"] as? String, "pass", "\(p["id"] ?? "?")")
        }
        XCTAssertEqual(r.summary["failed"] as? Int, 0)
        XCTAssertEqual(r.summary["crashed"] as? Int, 0)
        XCTAssertEqual(r.summary["timed_out"] as? Int, 0)
    }
}
