import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` as a user runs it: iOS files written in the styles real code uses
/// (`Tests/Fixtures/Port`) become plugins that build, validate, install and run, through the
/// real CLI and a real `swift build`; the user's files are never changed; every usage
/// problem is refused before anything is written; a real gap is reported with its file, line
/// and what to do.
final class PortCommandTests: XCTestCase {
    private var env: [String: String] = [:]
    private let root = NativeTools.packageRoot
    private var fixtures: String { root + "/Tests/Fixtures/Port" }

    override func setUpWithError() throws { env = try PortCLI.environment(for: self) }

    private func port(_ args: [String], in dir: String, timeout: Double = 1800) throws -> ChildProcess.Outcome {
        try PortCLI.run(args, in: dir, environment: env, timeout: timeout)
    }

    private func appFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures + "/App").filter { $0.hasSuffix(".swift") }
            .sorted().map { fixtures + "/App/" + $0 }
    }

    /// `--no-build`: the package, the copies and their diffs are written, the report lists
    /// every rewrite by file and line, and the user's files are untouched.
    func testWritesThePackageCopiesAndDiffsAndLeavesTheFilesAlone() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let files = try appFiles()
        let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let o = try port(
            files + ["--no-build", "--construct", "ZoomAnimator(duration: 0.4, originFrame: .zero)", "--output", "out"],
            in: dir)
        // BaseZoomAnimator's only initializer needs a duration: made with a placeholder.
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertEqual(
            try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }, before,
            "port never changes the user's files")
        for expected in [
            "CardFlipAnimator.swift:2: os-log: removed import os.log",
            "CardFlipAnimator.swift:5: objc-attribute: removed @objcMembers",
            "CardFlipAnimator.swift:7: dynamic: removed dynamic",
            "EdgeSwipeInteractionController.swift:19: selector: #selector(handleGesture(_:)) → Selector(EdgeSwipeInteractionController.handleGesture(_:))",
            "PanDismissController.swift:3: objc-attribute: removed @objc",
            "ZoomAnimator.swift:1: uikit-import: added import UIKit",
            "ZoomAnimator.swift:28: extension-override", "ZoomAnimator.swift:32: extension-override"
        ] {
            XCTAssertTrue(o.stdout.contains(expected), "missing \(expected) in:\n\(o.stdout)")
        }
        XCTAssertTrue(o.stdout.contains("compiles with "), o.stdout)
        let out = dir + "/out"
        for f in [
            "Package.swift", "plugin.exports", "ported/CardFlipAnimator.swift", "ported/CardFlipAnimator.swift.diff",
            "Sources/PortedCardFlipAnimator/PortExport.swift", "Sources/PortedZoomAnimator/ZoomAnimator.swift",
            "Sources/PortedEdgeSwipeInteractionController/PortExport.swift", ".host-cli-port"
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/" + f), "missing \(f)")
        }
        let export = try String(contentsOfFile: out + "/Sources/PortedZoomAnimator/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(export.contains("ZoomAnimator(duration: 0.4, originFrame: .zero)"), export)
        let diff = try String(contentsOfFile: out + "/ported/CardFlipAnimator.swift.diff", encoding: .utf8)
        XCTAssertTrue(diff.contains("-import os.log\n"), diff)
        XCTAssertTrue(
            o.stdout.contains(
                "BaseZoomAnimator: made with placeholder arguments: init(duration:) with BaseZoomAnimator(duration: 0.35) (give --construct 'BaseZoomAnimator(…)' to choose the arguments)"
            ), o.stdout)
        // A second port into the folder it made is allowed (it replaces its own files).
        XCTAssertEqual(
            try port(files + ["--no-build", "--class", "CardFlipAnimator", "--output", "out"], in: dir).ending,
            .exited(0))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: out + "/Sources/PortedZoomAnimator"),
            "the earlier port's files were replaced")
    }

    /// A file name with terminal escape sequences reaches the terminal escaped (the report
    /// prints file names, class names and compiler messages from the user's files).
    func testTextFromFilesIsEscapedInTheReport() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let name = dir + "/Evil\u{1B}[2J\u{07}.swift"
        try (try String(contentsOfFile: fixtures + "/App/CardFlipAnimator.swift", encoding: .utf8)).write(
            toFile: name, atomically: true, encoding: .utf8)
        let o = try port([name, "--no-build", "--output", "out"], in: dir)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertFalse(o.stdout.contains("\u{1B}") || o.stdout.contains("\u{07}"), o.stdout)
        XCTAssertTrue(o.stdout.contains("Evil\\e[2J\\a.swift:2: os-log: removed import os.log"), o.stdout)
    }

    /// Usage problems: exit 2, a message naming the thing, nothing written.
    func testUsageProblemsAreRefusedBeforeAnythingIsWritten() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let file = fixtures + "/App/CardFlipAnimator.swift"
        try? FileManager.default.createDirectory(atPath: dir + "/taken", withIntermediateDirectories: true)
        try "mine".write(toFile: dir + "/taken/keep.txt", atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            ([dir + "/missing.swift"], "missing.swift: no such file"),
            ([fixtures + "/README.md"], "not a Swift file"),
            (
                [file, "--class", "CardFlip"],
                "--class CardFlip: not an animator, interaction controller or layout in the files; did you mean CardFlipAnimator?"
            ),
            (
                [file, "--construct", "Nope(x: 1)"],
                "--construct Nope(x: 1): expected the name of a class port found"
            ),
            ([file, "--output", "taken"], "--output taken: the folder holds files port did not make"),
            ([file, "--install", "--no-validate"], "--install needs validation"),
            ([file, "--scenario", "modal-dismis"], "modal-dismis: no such scenario; did you mean modal-dismiss?")
        ]
        for (args, message) in cases {
            let o = try port(args, in: dir)
            XCTAssertEqual(o.ending, .exited(2), "\(args): \(o.stderr)")
            XCTAssertTrue(o.stderr.contains(message), "\(args): \(o.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/taken"), ["keep.txt"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/CardFlipAnimator-plugin"))
    }

    /// The whole way: every class of `App/` is built, validated clean and installed (one with
    /// `--construct`), then runs in `host-cli run` — the animator under the app-driven
    /// interaction controller, which the host drives — and a file with a real gap is reported
    /// with its line and what to do, exit 1.
    func testPortsBuildsValidatesInstallsAndRuns() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let installed = try NativeTools.temporaryFolder(for: self, name: "installed")
        let started = Date()
        let o = try port(
            try appFiles() + [
                "--construct", "ZoomAnimator(duration: 0.4, originFrame: CGRect(x: 20, y: 40, width: 80, height: 80))",
                "--construct", "BaseZoomAnimator(duration: 0.3)",
                "--output", "out", "--install", "--dir", installed
            ], in: dir)
        print("port of \(try appFiles().count) files: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        for name in [
            "CardFlipAnimator (animator", "EdgeSwipeInteractionController (interaction",
            "PanDismissController (interaction",
            "ZoomAnimator (animator", "BaseZoomAnimator (animator"
        ] {
            guard let line = o.stdout.split(separator: "\n").first(where: { $0.contains(name) }) else {
                XCTFail("\(name) missing:\n\(o.stdout)")
                continue
            }
            XCTAssertTrue(line.contains("built, validated ("), String(line))
            XCTAssertTrue(line.contains("installed → \(installed)/"), String(line))
        }
        // Installed plugins run: the flip under the app-driven controller, which the host drives.
        let run = try NativeTools.cli(
            [
                "run", "--plugins", installed, "--animator", "port.card-flip-animator",
                "--interaction", "port.edge-swipe-interaction-controller",
                "--gesture", "press 300 400; move -250 0 over 0.4; release"
            ], environment: env, timeout: 300)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("completed"), run.stdout + run.stderr)
        let short = try NativeTools.cli(
            [
                "run", "--plugins", installed, "--animator", "port.zoom-animator",
                "--interaction", "port.edge-swipe-interaction-controller",
                "--gesture", "press 300 400; move -40 0 over 0.4; wait 0.2; release"
            ], environment: env, timeout: 300)
        XCTAssertTrue(short.stdout.hasPrefix("cancelled"), short.stdout + short.stderr)

        // A real gap: exit 1, the user's file and line, and what to do.
        let blocked = try port([fixtures + "/Blocked/HapticSlideAnimator.swift", "--output", "blocked"], in: dir)
        XCTAssertEqual(blocked.ending, .exited(1), blocked.stdout + blocked.stderr)
        XCTAssertTrue(
            blocked.stdout.contains(
                "HapticSlideAnimator.swift:10: cannot find 'UINotificationFeedbackGeneratorThatDoesNotExist' in scope"),
            blocked.stdout)
        XCTAssertTrue(
            blocked.stdout.contains("what to do: the SDK has no UINotificationFeedbackGeneratorThatDoesNotExist yet"),
            blocked.stdout)
        XCTAssertTrue(
            blocked.stdout.contains("HapticSlideAnimator (animator, id port.haptic-slide-animator): not built"),
            blocked.stdout)
    }

    /// Files that use their app's own types (a controller they cast the transition's `to` and
    /// `from` controllers to, a `Constants` namespace with a nested one, a card view with a
    /// label, a delegate protocol, metrics) build with no hand edit on stand-ins port infers
    /// from the compiler's errors, listed in the report and written to ported/PortStubs.swift;
    /// every class validates clean — the `completes` check passing means the
    /// `as? ProfileViewController` guard let the animator through, which only the SDK's
    /// stand-in controllers allow — and the animator runs to completion in `host-cli run`.
    func testAppTypesTheFilesDoNotDeclareAreStubbedAndTheCastControllersStandIn() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-app-types")
        let installed = try NativeTools.temporaryFolder(for: self, name: "installed")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures + "/AppTypes").filter {
            $0.hasSuffix(".swift")
        }.sorted()
            .map { fixtures + "/AppTypes/" + $0 }
        let started = Date()
        let o = try port(files + ["--output", "out", "--install", "--dir", installed], in: dir)
        print("port of \(files.count) files with stubs: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "stubbed app symbols (out/ported/PortStubs.swift): the plugins run against stand-ins, not your app's types"
            ), o.stdout)
        for stub in [
            "stub: ProfileViewController (UIViewController subclass: headerView)",
            "stub: CardView (UIView subclass: titleLabel)",
            "stub: Constants (namespace: zoomDuration, cornerRadius, Spring)",
            "stub: Constants.Spring (namespace: damping)",
            "stub: SheetViewController (UIViewController subclass: handleView)",
            "stub: SheetInteractionDelegate (protocol: sheetInteractionDidFinish)",
            "stub: Theme (namespace: cardColor)", "stub: SheetMetrics (namespace: maximumProgress, dismissDuration)"
        ] {
            XCTAssertTrue(o.stdout.contains(stub), "\(stub) missing:\n\(o.stdout)")
        }
        for name in [
            "ProfileZoomAnimator (animator", "SheetDismissAnimator (animator", "SheetDismissInteraction (interaction"
        ] {
            guard let line = o.stdout.split(separator: "\n").first(where: { $0.contains(name) }) else {
                XCTFail("\(name) missing:\n\(o.stdout)")
                continue
            }
            XCTAssertTrue(line.contains("built, validated ("), String(line))
        }
        let stubs = try String(contentsOfFile: dir + "/out/ported/PortStubs.swift", encoding: .utf8)
        XCTAssertTrue(stubs.contains("class ProfileViewController: UIViewController {"), stubs)
        let export = try String(
            contentsOfFile: dir + "/out/Sources/PortedProfileZoomAnimator/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(export.contains("UIViewController.transitionStandIns[.to] = { ProfileViewController() }"), export)
        // The user's files are untouched.
        XCTAssertFalse(try String(contentsOfFile: files[0], encoding: .utf8).contains("PortStubs"))
        // The zoom runs to the end under the app-driven sheet controller, which the host drives.
        let run = try NativeTools.cli(
            [
                "run", "--plugins", installed, "--animator", "port.profile-zoom-animator",
                "--interaction", "port.sheet-dismiss-interaction",
                "--gesture", "press 300 400; move -250 0 over 0.4; release"
            ], environment: env, timeout: 300)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("completed"), run.stdout + run.stderr)
    }

    /// Files that use their app's extensions of UIKit (`view.liftShadowView`, `rect.center`,
    /// `UIColor.liftShadow`), its top-level constants, a third-party module, `?(` on its
    /// stubbed delegate protocol and optional requirements of its own `@objc` protocol
    /// (`Tests/Fixtures/Port/AppExtensions`) build with no hand edit: the import is dropped, the
    /// members are stubbed on the SDK types and listed as such, the optional requirements get
    /// defaults, and each class validates clean and runs.
    func testAppExtensionsOfUIKitAndAThirdPartyModuleAreStubbedAndReported() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-app-extensions")
        let installed = try NativeTools.temporaryFolder(for: self, name: "installed")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures + "/AppExtensions").filter {
            $0.hasSuffix(".swift")
        }.sorted().map { fixtures + "/AppExtensions/" + $0 }
        let o = try port(files + ["--output", "out", "--install", "--dir", installed], in: dir)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        for stub in [
            "stub: LiftKit (a module that does not exist here: its import is dropped",
            "stub: UIView.liftShadowView (stubbed on an SDK type: your app's extension, or UIKit API the SDK lacks",
            "stub: UIView.heroID (stubbed on an SDK type", "stub: CGRect.center (stubbed on an SDK type",
            "stub: UIColor.liftShadow (stubbed on an SDK type",
            "stub: UIPercentDrivenInteractiveTransition.maximumLiftProgress (stubbed on an SDK type",
            "stub: defaultLiftDuration (a top-level variable of your app)",
            "stub: LiftCompletion (typealias of () -> Void)", "stub: LiftCurve (class: speed, init(damping:velocity:))"
        ] {
            XCTAssertTrue(o.stdout.contains(stub), "\(stub) missing:\n\(o.stdout)")
        }
        // The files' own `@objc` protocol: its optional requirements get defaults.
        XCTAssertTrue(
            o.stdout.contains(
                "ProgressFadeAnimator.swift:7: optional-requirement: optional func fadeStartAlpha(_:) → a requirement with a default implementation"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains("ProgressFadeAnimator.swift:24: optional-call: .fadeStartAlpha?( → .fadeStartAlpha("),
            o.stdout)
        for name in [
            "CardLiftAnimator (animator", "LiftDismissInteraction (interaction", "ProgressFadeAnimator (animator"
        ] {
            guard let line = o.stdout.split(separator: "\n").first(where: { $0.contains(name) }) else {
                XCTFail("\(name) missing:\n\(o.stdout)")
                continue
            }
            XCTAssertTrue(line.contains("built, validated ("), String(line))
        }
        // The copy the package compiles has the import as a comment and the `?(` made `(`; the
        // user's file is untouched.
        let compiled = try String(
            contentsOfFile: dir + "/out/Sources/PortedCardLiftAnimator/CardLiftAnimator.swift", encoding: .utf8)
        XCTAssertTrue(compiled.contains("// import LiftKit // dropped by port"), compiled)
        XCTAssertTrue(compiled.contains("self.delegate?.cardLiftDidEnd(self)"), compiled)
        XCTAssertTrue(try String(contentsOfFile: files[0], encoding: .utf8).contains("cardLiftDidEnd?(self)"))
        let run = try NativeTools.cli(
            [
                "run", "--plugins", installed, "--animator", "port.card-lift-animator",
                "--interaction", "port.lift-dismiss-interaction",
                "--gesture", "press 300 400; move -250 0 over 0.4; release"
            ], environment: env, timeout: 300)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("completed"), run.stdout + run.stderr)
    }

    /// The plugin line of `name` in a port's report and the lines under it (library,
    /// scenario, failures) up to the next plugin.
    private func block(_ name: String, in report: String) -> String {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        guard let i = lines.firstIndex(where: { $0.hasPrefix("  \(name) (") }) else { return "" }
        return lines[i...].prefix { $0 == lines[i] || $0.hasPrefix("    ") }.joined(separator: "\n")
    }

    /// Each animator is validated in the scenario it was written for (`Tests/Fixtures/Port/
    /// Scenarios`): a transitioning delegate's present/dismiss pair — the presenting one in
    /// custom-container, the dismissing one in modal-dismiss after the presenting one's
    /// presentation (`--after`), where it passes; a two-sided
    /// animator with an `isPresenting` flag made on its dismissing side by --construct; an
    /// animator with no evidence, validated again in modal-dismiss on the validator's hint.
    /// Real bugs still fail there: a dismissal that pulls the presenting view into the
    /// container, one that calls completeTransition(true) on cancel. --scenario overrides.
    func testEachAnimatorIsValidatedInTheScenarioItWasWrittenFor() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures + "/Scenarios").filter {
            $0.hasSuffix(".swift")
        }.sorted().map { fixtures + "/Scenarios/" + $0 }
        let o = try port(files + ["--construct", "FoldAnimator(isPresenting: false)", "--output", "out"], in: dir)
        XCTAssertEqual(o.ending, .exited(1), o.stdout + o.stderr)
        let expected: [(String, String, String)] = [
            (
                "RiseAnimator", "built, validated (",
                "scenario: custom-container (returned from animationController(forPresented:) at SheetTransitioningDelegate.swift:7"
            ),
            (
                "SinkAnimator", "built, validated (",
                "scenario: modal-dismiss (returned from animationController(forDismissed:) at SheetTransitioningDelegate.swift:11; the files pair it with the presenting RiseAnimator (a transitioning delegate returns it from animationController(forPresented:) at SheetTransitioningDelegate.swift:7 and this one from (forDismissed:) at SheetTransitioningDelegate.swift:11): validated after its presentation (--after))"
            ),
            (
                "FoldAnimator", "built, validated (",
                "scenario: modal-dismiss (its isPresenting argument (isPresenting: false in FoldAnimator(isPresenting: false)) makes the dismissing side"
            ),
            (
                "FadeOutAnimator", "built, validated (",
                "scenario: modal-dismiss (no evidence in the files; in custom-container it never adds the to view"
            ),
            (
                "CoverDismissAnimator", "built, validation failed (",
                "failed: invariants: the presenting view (To) is no longer in the window"
            ),
            (
                "StubbornDismissAnimator", "built, validation failed (1 failed",
                "failed: cancel-restores: animator port.stubborn-dismiss-animator called completeTransition(true) but the transition was cancelled"
            )
        ]
        for (name, verdict, line) in expected {
            let b = block(name, in: o.stdout)
            XCTAssertTrue(b.contains(verdict), "\(name):\n\(o.stdout)")
            XCTAssertTrue(b.contains(line), "\(name): \(line) missing:\n\(b)")
        }
        XCTAssertTrue(
            block("CoverDismissAnimator", in: o.stdout).contains("scenario: modal-dismiss (its name says it dismisses)")
        )
        // --scenario: the user's word; the fade then fails where it never adds the to view.
        let forced = try port(
            files + ["--class", "FadeOutAnimator", "--scenario", "custom-container", "--output", "forced"], in: dir)
        XCTAssertEqual(forced.ending, .exited(1), forced.stdout + forced.stderr)
        let fade = block("FadeOutAnimator", in: forced.stdout)
        XCTAssertTrue(fade.contains("validation failed ("), forced.stdout)
        XCTAssertTrue(fade.contains("scenario: custom-container (--scenario)"), fade)
        XCTAssertTrue(fade.contains("completed the transition without putting the to view"), fade)
    }

    /// Classes whose every initializer needs arguments (`Tests/Fixtures/Port/Placeholders`)
    /// are made with harmless placeholders — a struct of the files through its memberwise
    /// initializer with an enum case, a colour and a duration inside; an SDK view, a
    /// controller class of the files, an option set of the SDK and of the files, a string and
    /// closures of two arities; a failable initializer given the app's list; an interaction given the animator it drives
    /// (port's cross-dissolve) — and build and
    /// validate clean with no hand edit; the report names the initializer and every argument.
    func testClassesWhoseInitializersNeedArgumentsAreMadeWithPlaceholders() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-placeholders")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures + "/Placeholders").filter {
            $0.hasSuffix(".swift")
        }.sorted().map { fixtures + "/Placeholders/" + $0 }
        let o = try port(files + ["--output", "out"], in: dir)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        for name in ["CardExpandAnimator", "GalleryZoomAnimator", "ThumbnailZoomAnimator", "AnimatorTimedInteraction"] {
            XCTAssertTrue(block(name, in: o.stdout).contains("built, validated ("), o.stdout)
        }
        // A failable initializer given the app's list (items, one selected): unwrapped by the export.
        XCTAssertTrue(
            o.stdout.contains(
                "ThumbnailZoomAnimator: made with placeholder arguments: init(collectionView:indexPath:) with ThumbnailZoomAnimator(collectionView: portKeep(UICollectionView.appListPlaceholder()), indexPath: IndexPath(item: 0, section: 0))"
            ), o.stdout)
        // An animator parameter: port's cross-dissolve, declared in the export.
        XCTAssertTrue(
            o.stdout.contains(
                "AnimatorTimedInteraction: made with placeholder arguments: init(animator:) with AnimatorTimedInteraction(animator: portKeep(PortPlaceholderAnimator()))"
            ), o.stdout)
        let timed = try String(
            contentsOfFile: dir + "/out/Sources/PortedAnimatorTimedInteraction/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(
            timed.contains("final class PortPlaceholderAnimator: UIViewControllerAnimatedTransitioning {"), timed)
        let failable = try String(
            contentsOfFile: dir + "/out/Sources/PortedThumbnailZoomAnimator/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(failable.contains("{ portUnwrap(ThumbnailZoomAnimator(collectionView:"), failable)
        for made in [
            "CardExpandAnimator: made with placeholder arguments: init(params:) with CardExpandAnimator(params: CardExpandParams(fromFrame: CGRect(x: 40, y: 120, width: 160, height: 160), duration: 0.35, spring: .none, tint: .black))",
            "GalleryZoomAnimator: made with placeholder arguments: init(referenceImageView:parent:duration:animationOptions:zoomOptions:title:completion:progress:) with GalleryZoomAnimator(referenceImageView: portKeep(portPlacedView(UIImageView(frame: CGRect(x: 40, y: 120, width: 160, height: 160)))), parent: portKeep(GalleryController()), duration: 0.35, animationOptions: [], zoomOptions: [], title: \"\", completion: { _ in }, progress: { _, _ in 1 })"
        ] {
            XCTAssertTrue(o.stdout.contains(made), "\(made) missing:\n\(o.stdout)")
        }
        let export = try String(
            contentsOfFile: dir + "/out/Sources/PortedGalleryZoomAnimator/PortExport.swift", encoding: .utf8)
        XCTAssertTrue(export.contains("func portKeep<T: AnyObject>(_ o: T) -> T {"), export)
    }
}
