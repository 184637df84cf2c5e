import Foundation
import TestSupport
import XCTest
import ProcessSupport
@testable import Validation

/// Swift animators built the way an outsider builds one: `Tests/Fixtures/ThirdPartySwift` is a
/// package of its own that depends on the AnimatorABI product only, and
/// `Tests/Fixtures/UIKitSwift` one whose animator is iOS code importing the UIKit and
/// QuartzCore shims; each is copied out of this package and built with `swift build`, and its
/// `.so` dropped into a fresh folder, then listed, run, rendered and validated by the real
/// `host-cli`.
final class ThirdPartySwiftPluginTests: XCTestCase {
    /// Copies the fixture package `Tests/Fixtures/<fixture>` (its `files`) to a stable place in
    /// the test binary's scratch path (so repeated runs build incrementally), builds its
    /// `product` with `swift build` as an outsider would, and returns the library.
    /// The libraries built in this test run, by fixture: each fixture package is built once
    /// per run — all its products in one `swift build` — however many tests use it.
    nonisolated(unsafe) private static var built: [String: String] = [:]
    private static let builtLock = NSLock()

    private func buildFixture(
        _ fixture: String = "ThirdPartySwift", product: String = "SwiftFade",
        files: [String] = ["Package.swift", "plugin.exports", "Sources/SwiftFade/SwiftFade.swift"]
    ) throws -> String {
        Self.builtLock.lock()
        defer { Self.builtLock.unlock() }
        let lib = NativeTools.scratchDirectory + "/fixtures/\(fixture)-build/debug/lib\(product).so"
        if let scratch = Self.built[fixture],
            FileManager.default.fileExists(atPath: scratch + "/debug/lib\(product).so")
        {
            return lib
        }
        let scratch = try FixturePackage.build(fixture, files: files, freshSources: true)
        let fm = FileManager.default
        XCTAssertTrue(fm.fileExists(atPath: lib), lib)
        Self.built[fixture] = scratch
        return lib
    }

    /// Puts `lib` into a fresh plugins folder as `name` (mode 0755); the folder and a CLI
    /// environment with a fresh scan cache.
    private func install(_ lib: String, as name: String) throws -> (dir: String, env: [String: String]) {
        let dir = try NativeTools.temporaryFolder(for: self)
        let env = NativeTools.cliEnvironment(cacheDirectory: try NativeTools.temporaryFolder(for: self, name: "cache"))
        try FileManager.default.copyItem(atPath: lib, toPath: dir + "/" + name)
        chmod(dir + "/" + name, 0o755)
        return (dir, env)
    }

    /// The child views drawn in a trace line (the container's button strip also has views
    /// titled A, B, C, but they are 44 points high; the children are over 200 points high).
    private func childViews(_ line: String) throws -> [[String: Any]] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return ((json["views"] as? [[String: Any]]) ?? []).filter { v in
            let ys = ((v["corners"] as? [[Double]]) ?? []).map { $0[1] }
            return (ys.max() ?? 0) - (ys.min() ?? 0) > 200
        }
    }

    /// An animator spelled exactly as for iOS (`import UIKit`, `import QuartzCore`, UIKit's
    /// spring API, `CACurrentMediaTime()`), in a package that depends on the shim products:
    /// its source compiles unchanged, and the plugin runs and validates clean.
    /// The files of the UIKitSwift fixture package (both products).
    static let uikitFiles = [
        "Package.swift", "plugin.exports", "Sources/UIKitPort/DropInAnimator.swift", "Sources/UIKitPort/Export.swift",
        "Sources/UIKitFlip/FlipAnimator.swift", "Sources/UIKitFlip/Export.swift",
        "Sources/UIKitReveal/CircularRevealAnimator.swift", "Sources/UIKitReveal/Export.swift",
        "Sources/UIKitInteractive/SlideAnimator.swift", "Sources/UIKitInteractive/EdgeSwipeInteraction.swift",
        "Sources/UIKitInteractive/Export.swift", "Sources/UIKitLayout/WaterfallLayout.swift",
        "Sources/UIKitLayout/Export.swift",
        "Sources/UIKitSubclass/CardViews.swift", "Sources/UIKitSubclass/DetailViewController.swift",
        "Sources/UIKitSubclass/SubclassAnimator.swift", "Sources/UIKitSubclass/Export.swift"
    ]

    /// App subclasses as iOS projects write them (a UIView overriding `frame` and
    /// `didMoveToSuperview`, a CAShapeLayer, a CABasicAnimation with a convenience init, a
    /// UIViewController made in code with `loadView`/`viewDidLoad`/appearance overrides and a
    /// `required init?(coder:)`, gesture, interaction and flow-layout subclasses, a cell and a
    /// label declaring their own `title`, a view overriding UIKit's accessibility members), with Swift 4
    /// spellings (`bringSubview(toFront:)`, `addChildViewController`, `kCAFillModeForwards`,
    /// `UIViewAnimationOptions`…): they compile from another module, the overrides are called
    /// as UIKit calls them (the animator completes only if they were), and the plugin validates.
    func testAppSubclassesAndSwift4SpellingsCompileFromAnotherModuleAndBehave() throws {
        let lib = try buildFixture("UIKitSwift", product: "UIKitSubclass", files: Self.uikitFiles)
        let (dir, env) = try install(lib, as: "subclasses.so")
        let run = try NativeTools.cli(
            [
                "run", "--plugins", dir, "--animator", "com.example.uikit-subclasses", "--size", "200x300", "--trace",
                "-"
            ],
            environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let last = try XCTUnwrap(run.stdout.split(separator: "\n").last).description
        XCTAssertTrue(
            last.contains("\"result\": \"completed\""), "the overrides ran as UIKit runs them: \(last.suffix(500))")
        let v = try NativeTools.cli(
            ["validate", "com.example.uikit-subclasses", "--plugins", dir], environment: env, timeout: 600)
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.contains(" 0 failed"), v.stdout)
    }

    func testAnAnimatorWrittenForIOSCompilesUnchangedThroughTheUIKitShims() throws {
        let lib = try buildFixture("UIKitSwift", product: "UIKitPort", files: Self.uikitFiles)
        // The ported file really is iOS code: it imports UIKit and QuartzCore, nothing else.
        let source = try String(
            contentsOfFile: NativeTools.fixturesDirectory + "/UIKitSwift/Sources/UIKitPort/DropInAnimator.swift",
            encoding: .utf8)
        XCTAssertEqual(
            source.split(separator: "\n").filter { $0.hasPrefix("import ") }, ["import UIKit", "import QuartzCore"])
        let (dir, env) = try install(lib, as: "dropin.so")
        let run = try NativeTools.cli(
            ["run", "--plugins", dir, "--animator", "com.example.uikit-drop-in", "--size", "200x300", "--trace", "-"],
            environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            try XCTUnwrap(lines.last).contains("\"result\": \"completed\""), run.stdout.suffix(500).description)
        // The explicit fade: ease-out from 0 to 1 over 0.3 s, so B is partly transparent at
        // frame 6 (0.1 s) and opaque from frame 18 (0.3 s) on, though its model alpha is 1.
        func alphaOfB(_ frame: Int) throws -> Double {
            let b = try XCTUnwrap(try childViews(lines[frame]).first { $0["title"] as? String == "B" })
            return try XCTUnwrap(b["alpha"] as? Double)
        }
        let early = try alphaOfB(6)
        XCTAssertGreaterThan(early, 0.2)
        XCTAssertLessThan(early, 0.9)
        XCTAssertEqual(try alphaOfB(20), 1, accuracy: 1e-9)
        let v = try NativeTools.cli(
            ["validate", "com.example.uikit-drop-in", "--plugins", dir, "--timeout", "300"], environment: env,
            timeout: 1200)
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.contains(" 0 failed"), v.stdout)
    }

    func testSwiftPluginBuiltAgainstAnimatorABIAloneIsListedRunRenderedAndValidated() throws {
        let lib = try buildFixture()
        let (dir, env) = try install(lib, as: "grow.so")

        // It exports its entry point and nothing of the SDK's Swift code.
        let nm = NativeTools.runTool("nm", ["-D", "--defined-only", dir + "/grow.so"])
        if nm.ending == .exited(0) {
            let functions = nm.stdout.split(separator: "\n").filter { $0.contains(" T ") }.map {
                String($0.split(separator: " ").last ?? "")
            }
            XCTAssertEqual(functions, ["animator_plugin_entry"])
        }

        let list = try NativeTools.cli(["list", "--plugins", dir, "--json"], environment: env)
        XCTAssertEqual(list.ending, .exited(0), list.stderr)
        let listed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let plugin = try XCTUnwrap(
            (listed["plugins"] as? [[String: Any]])?.first { $0["id"] as? String == "com.example.swift-grow" },
            list.stdout)
        XCTAssertEqual(plugin["path"] as? String, dir + "/grow.so")
        XCTAssertEqual(plugin["version"] as? String, "1.0.0")

        // Linear over 0.5 s: at frame 15 (0.25 s) the to view is at alpha 0.5 and scale 0.75
        // about its centre, so its top-left corner is at (25, 37.5) in a 200×300 container.
        let png = dir + "/grow.png"
        let run = try NativeTools.cli(
            [
                "run", "--plugins", dir, "--animator", "com.example.swift-grow", "--size", "200x300",
                "--trace", "-", "--output", png, "--at", "0.25"
            ], environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 31 + 1)
        let frame = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[15].utf8)) as? [String: Any])
        let b = try XCTUnwrap((frame["views"] as? [[String: Any]])?.first { $0["title"] as? String == "B" })
        XCTAssertEqual(try XCTUnwrap(b["alpha"] as? Double), 0.5, accuracy: 1e-9)
        let corners = try XCTUnwrap(b["corners"] as? [[Double]])
        XCTAssertEqual(corners[0][0], 25, accuracy: 1e-6)
        XCTAssertEqual(corners[0][1], 37.5, accuracy: 1e-6)
        XCTAssertEqual(corners[2][0], 175, accuracy: 1e-6)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        let v = try NativeTools.cli(
            ["validate", "com.example.swift-grow", "--plugins", dir, "--timeout", "300"], environment: env,
            timeout: 1200)
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.hasSuffix("16 passed, 0 failed, 5 skipped\n"), v.stdout)
    }

    /// A card flip written for iOS (`import UIKit`; `isDoubleSided = false` under an m34
    /// perspective; the transition completed from a `CATransaction` completion block): each
    /// view is in the picture exactly while it faces the viewer, and the transition completes
    /// at 1 s from the transaction's block.
    func testAnIOSCardFlipShowsEachSideOnlyWhileItFacesTheViewer() throws {
        let lib = try buildFixture("UIKitSwift", product: "UIKitFlip", files: Self.uikitFiles)
        let (dir, env) = try install(lib, as: "flip.so")
        let run = try NativeTools.cli(
            ["run", "--plugins", dir, "--animator", "com.example.uikit-flip", "--size", "200x300", "--trace", "-"],
            environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 61 + 1, "one second at 60 fps, then the summary")
        func titles(_ frame: Int) throws -> Set<String> {
            Set(try childViews(lines[frame]).compactMap { $0["title"] as? String })
        }
        // Ease in-out: a quarter of the way in time is 0.156 of the turn (A at 28°, B at -152°);
        // three quarters is 0.844 (A at 152°, B at -28°).
        XCTAssertTrue(try titles(15).contains("A"))
        XCTAssertFalse(try titles(15).contains("B"))
        XCTAssertFalse(try titles(45).contains("A"))
        XCTAssertTrue(try titles(45).contains("B"))
        let summary = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[61].utf8)) as? [String: Any])
        XCTAssertEqual(summary["result"] as? String, "completed")
        let events = (summary["events"] as? [[String: Any]]) ?? []
        let complete = try XCTUnwrap(events.first { $0["text"] as? String == "completeTransition(true)" })
        XCTAssertEqual(try XCTUnwrap(complete["t"] as? Double), 1, accuracy: 1e-9)
        XCTAssertFalse(events.contains { $0["kind"] as? String == "diagnostic" }, "\(events)")
    }

    /// A circular reveal written for iOS (a CAShapeLayer mask whose oval path grows under a
    /// CABasicAnimation of "path", completed from animationDidStop): the to view is masked
    /// by a circle whose area follows the ease-in-out curve, the mask is gone at the end, and
    /// the plugin validates clean (cancel restore, scrubbing, determinism included).
    func testAnIOSCircularRevealMasksTheIncomingViewByAGrowingCircle() throws {
        let lib = try buildFixture("UIKitSwift", product: "UIKitReveal", files: Self.uikitFiles)
        let source = try String(
            contentsOfFile: NativeTools.fixturesDirectory
                + "/UIKitSwift/Sources/UIKitReveal/CircularRevealAnimator.swift", encoding: .utf8)
        XCTAssertEqual(source.split(separator: "\n").filter { $0.hasPrefix("import ") }, ["import UIKit"])
        let (dir, env) = try install(lib, as: "reveal.so")
        let run = try NativeTools.cli(
            ["run", "--plugins", dir, "--animator", "com.example.uikit-reveal", "--size", "200x300", "--trace", "-"],
            environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 49 + 1, "0.8 s at 60 fps, then the summary")
        // The mask's shape: an oval about B's centre from radius 1 to half B's diagonal.
        func maskRadius(_ frame: Int) throws -> Double? {
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[frame].utf8)) as? [String: Any])
            guard let masks = json["masks"] as? [[[String: Any]]],
                let shape = masks.first?.compactMap({ $0["shape"] as? [String: Any] }).first
            else { return nil }
            let box = try XCTUnwrap(shape["bbox"] as? [Double])
            return (box[2] - box[0]) / 2
        }
        let b = try XCTUnwrap(try childViews(lines[24]).first { $0["title"] as? String == "B" })
        XCTAssertEqual(b["masks"] as? [Int], [0], "B is masked mid-way")
        let corners = try XCTUnwrap(b["corners"] as? [[Double]])
        let width = corners[1][0] - corners[0][0], height = corners[2][1] - corners[1][1]
        let full = (width * width + height * height).squareRoot() / 2
        // Ease in-out (0.42, 0, 0.58, 1) at half time is exactly half way: radius (1 + R) / 2.
        XCTAssertEqual(try XCTUnwrap(try maskRadius(24)), (1 + full) / 2, accuracy: 1e-3)
        let early = try XCTUnwrap(try maskRadius(6)), late = try XCTUnwrap(try maskRadius(42))
        XCTAssertLessThan(early, 0.1 * full, "slow start")
        XCTAssertGreaterThan(late, 0.9 * full, "slow end")
        XCTAssertNil(try maskRadius(48), "the animator removed the mask at the end")
        let summary = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[49].utf8)) as? [String: Any])
        XCTAssertEqual(summary["result"] as? String, "completed")
        XCTAssertFalse(
            ((summary["events"] as? [[String: Any]]) ?? []).contains { $0["kind"] as? String == "diagnostic" },
            run.stdout.suffix(800).description)
        let v = try NativeTools.cli(
            ["validate", "com.example.uikit-reveal", "--plugins", dir, "--timeout", "300"], environment: env,
            timeout: 1200)
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.contains(" 0 failed"), v.stdout)
    }

    /// iOS 10 code, unchanged (`import UIKit`, `import UIKit.UIGestureRecognizerSubclass`): an
    /// animator whose UIViewPropertyAnimator comes from `interruptibleAnimator(using:)` and an
    /// interaction controller driven by its own UIScreenEdgePanGestureRecognizer, in one
    /// plugin. A swipe from the right edge past a third of the width finishes, a short one
    /// cancels (the animator's completion sees the position), and it validates clean.
    func testAnIOSEdgeSwipeWithAPropertyAnimatorDrivesTheTransition() throws {
        let lib = try buildFixture("UIKitSwift", product: "UIKitInteractive", files: Self.uikitFiles)
        for file in ["SlideAnimator.swift", "EdgeSwipeInteraction.swift"] {
            let source = try String(
                contentsOfFile: NativeTools.fixturesDirectory + "/UIKitSwift/Sources/UIKitInteractive/" + file,
                encoding: .utf8)
            XCTAssertTrue(
                source.split(separator: "\n").filter { $0.hasPrefix("import ") }.allSatisfy {
                    $0.hasPrefix("import UIKit")
                }, file)
        }
        let (dir, env) = try install(lib, as: "swipe.so")
        func run(_ gesture: String) throws -> [String] {
            let r = try NativeTools.cli(
                [
                    "run", "--plugins", dir, "--animator", "com.example.uikit-swipe", "--interaction",
                    "com.example.uikit-swipe",
                    "--size", "200x300", "--gesture", gesture, "--trace", "-"
                ], environment: env)
            XCTAssertEqual(r.ending, .exited(0), r.stderr)
            return r.stdout.split(separator: "\n").map(String.init)
        }
        func summary(_ lines: [String]) throws -> [String: Any] {
            try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(lines.last).utf8)) as? [String: Any])
        }
        // 120 of 200 points over 0.5 s: the progress follows the finger (0.6 at the end of the move).
        let finished = try run("press 195 150; move -120 0 over 0.5; wait 0.1; release")
        XCTAssertEqual(try summary(finished)["result"] as? String, "completed")
        let mid = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(finished[33].utf8)) as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(mid["progress"] as? Double), 0.6, accuracy: 0.02)
        let cancelled = try run("press 195 150; move -40 0 over 0.5; wait 0.1; release")
        XCTAssertEqual(try summary(cancelled)["result"] as? String, "cancelled")
        let v = try NativeTools.cli(
            ["validate", "com.example.uikit-swipe", "--plugins", dir, "--timeout", "300"], environment: env,
            timeout: 1200)
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.contains(" 0 failed"), v.stdout)
    }

    /// A collection layout written for iOS (a waterfall `UICollectionViewLayout` subclass that
    /// imports UIKit alone, with a fading `initialLayoutAttributesForAppearingItem`, attributes
    /// of its own class made through the metatype, `performWithoutAnimation` reading `self`
    /// implicitly), built out
    /// of tree: listed as a layout, run as the pushed layout of `--container collection` with
    /// every visible item where the waterfall puts it, and validated: clean but for the bug the
    /// iOS code really has — in a collection of zero width a column is 0 points wide and
    /// `insetBy` makes an impossible frame — which the `layout` check names.
    func testAnIOSCollectionLayoutCompilesUnchangedAndRunsAsALayoutPlugin() throws {
        let lib = try buildFixture("UIKitSwift", product: "UIKitLayout", files: Self.uikitFiles)
        let source = try String(
            contentsOfFile: NativeTools.fixturesDirectory + "/UIKitSwift/Sources/UIKitLayout/WaterfallLayout.swift",
            encoding: .utf8)
        XCTAssertEqual(source.split(separator: "\n").filter { $0.hasPrefix("import ") }, ["import UIKit"])
        let (dir, env) = try install(lib, as: "waterfall.so")
        let list = try NativeTools.cli(["list", "--plugins", dir, "--json"], environment: env)
        XCTAssertTrue(list.stdout.contains("\"com.example.uikit-waterfall\""), list.stdout)
        let run = try NativeTools.cli(
            [
                "run", "--plugins", dir, "--container", "collection", "--to-layout", "com.example.uikit-waterfall",
                "--items", "30", "--trace", "-"
            ], environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let summary = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(lines.last).utf8)) as? [String: Any])
        XCTAssertEqual(summary["result"] as? String, "completed")
        XCTAssertFalse(
            ((summary["events"] as? [[String: Any]]) ?? []).contains { $0["kind"] as? String == "diagnostic" })
        // The last frame: item 0 tops the left column, item 1 the right one (195 points wide
        // each, 6 points of padding), below the 44-point bar; item 2 (86 + 12 high at 0) goes
        // under item 0 in the left column, which is shorter.
        let frame = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(lines[lines.count - 2].utf8)) as? [String: Any])
        func corner(_ title: String) throws -> [Double] {
            let v = try XCTUnwrap(
                ((frame["views"] as? [[String: Any]]) ?? []).first { $0["title"] as? String == title }, title)
            return try XCTUnwrap((v["corners"] as? [[Double]])?.first)
        }
        XCTAssertEqual(try corner("0.0"), [6, 44 + 6])
        XCTAssertEqual(try corner("0.1"), [195 + 6, 44 + 6])
        XCTAssertEqual(try corner("0.2"), [6, 44 + 92 + 6])
        let v = try NativeTools.cli(
            ["validate", "com.example.uikit-waterfall", "--plugins", dir, "--timeout", "300"], environment: env,
            timeout: 1200)
        XCTAssertEqual(v.ending, .exited(1), v.stdout + v.stderr)
        let failed = v.stdout.split(separator: "\n").filter { $0.hasPrefix("  FAIL") }
        XCTAssertEqual(failed.count, 1, v.stdout)
        XCTAssertTrue(
            failed.first?.contains("FAIL    layout ") == true && failed.first?.contains("0 × 300, sections [1]") == true
                && failed.first?.contains("item [0, 0] a NaN, infinite or negative value") == true, v.stdout)
        XCTAssertTrue(v.stdout.contains("PASS    layout-transition"), v.stdout)
    }
}
