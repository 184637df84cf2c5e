import Foundation
import AnimationCore
import TestSupport
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import Validation

/// `host-cli validate` run as a real process against real plugins: the bundled ones, a C
/// animator built from the header alone, and misbehaving C plugins that crash, hang, allocate
/// without bound, print, or break the contract in one way each. Every verdict is checked
/// against the status and the sentence its author would need.
final class ValidatorTests: XCTestCase {
    /// Runs `host-cli validate ARGS --json` (see ``ValidatorRun``).
    private func validate(
        _ args: [String], env: [String: String]? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> ValidatorRun {
        try ValidatorRun.run(args, environment: env, file: file, line: line)
    }

    private func brokenAnimator(_ mode: Int, in folder: String) throws -> String {
        try NativeTools.compileFixture(
            "BrokenPlugins/broken_animator.c", name: "broken\(mode)", into: folder, flags: ["-DMODE=\(mode)", "-lm"])
    }

    // MARK: Plugins that keep the contract

    func testBundledAndBuiltInPluginsPassEveryApplicableCheck() throws {
        let r = try validate(["slide", "pin-rotate", "zoom-fade", "timed", "keys", "default"])
        XCTAssertEqual(r.code, 0, r.stderr)
        let plugins = try XCTUnwrap(r.json["plugins"] as? [[String: Any]])
        XCTAssertEqual(
            plugins.compactMap { $0["id"] as? String }, ["slide", "pin-rotate", "zoom-fade", "timed", "keys", "default"]
        )
        for p in plugins {
            let cs = try XCTUnwrap(p["checks"] as? [[String: Any]])
            XCTAssertEqual(
                cs.map { $0["name"] as? String }, ValidationCheck.all.map(\.name), "every check reported, in order")
            for c in cs {
                XCTAssertTrue(["pass", "skip"].contains(c["status"] as? String), "\(p["id"] ?? "?"): \(c)")
            }
        }
        let s = r.summary
        XCTAssertEqual(s["failed"] as? Int, 0)
        XCTAssertEqual(s["crashed"] as? Int, 0)
        XCTAssertEqual(s["timed_out"] as? Int, 0)
        // Animators skip event-fuzz, releases and completion-speed; interaction plugins skip the eleven
        // animator checks; none is a layout (two layout checks each); the built-in default has
        // no file.
        XCTAssertEqual(s["skipped"] as? Int, 4 * 3 + 2 * 11 + 6 * 2 + 1)
        XCTAssertEqual(s["passed"] as? Int, 6 * ValidationCheck.all.count - 47)
        XCTAssertTrue(r.stderr.contains("validating [1/6] slide"), r.stderr)
    }

    /// A C animator built with `cc` against the header alone, outside the package, dropped into a
    /// fresh folder: listed, run, rendered and validated, as the README's C section says.
    func testCAnimatorBuiltFromTheHeaderAloneIsListedRunRenderedAndValidated() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let cache = try NativeTools.temporaryFolder(for: self, name: "cache")
        let env = NativeTools.cliEnvironment(cacheDirectory: cache)
        try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "fade", into: dir)

        let list = try NativeTools.cli(["list", "--plugins", dir, "--json"], environment: env)
        XCTAssertEqual(list.ending, .exited(0), list.stderr)
        let listed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let plugin = try XCTUnwrap(
            (listed["plugins"] as? [[String: Any]])?.first { $0["id"] as? String == "com.example.c-fade" })
        XCTAssertEqual(plugin["path"] as? String, dir + "/fade.so")

        let gif = dir + "/../fade-\(UUID().uuidString.prefix(6)).gif"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: gif) }
        let run = try NativeTools.cli(
            [
                "run", "--plugins", dir, "--animator", "com.example.c-fade", "--param", "duration=0.5",
                "--size", "200x300", "--output", gif, "--trace", "-"
            ], environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 31 + 1, "0.5 s at 60 fps: 31 frames and the result line")
        XCTAssertTrue(lines.last?.contains("\"result\": \"completed\"") ?? false, String(lines.last ?? ""))
        // Halfway through the ease-in-out fade the to view (B) is at alpha 0.5 exactly.
        let mid = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[15].utf8)) as? [String: Any])
        let b = try XCTUnwrap((mid["views"] as? [[String: Any]])?.first { $0["title"] as? String == "B" })
        XCTAssertEqual(try XCTUnwrap(b["alpha"] as? Double), CubicBezier.easeInEaseOut.progress(0.5), accuracy: 1e-6)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: gif))
        XCTAssertEqual(String(decoding: bytes.prefix(6), as: UTF8.self), "GIF89a")

        let v = try validate(["com.example.c-fade", "--plugins", dir], env: env)
        XCTAssertEqual(v.code, 0, "\(v.json)")
        XCTAssertEqual(v.summary["passed"] as? Int, 16)
        let text = try NativeTools.cli(["validate", dir + "/fade.so", "--timeout", "120"], environment: env)
        XCTAssertEqual(text.ending, .exited(0))
        XCTAssertTrue(text.stdout.hasSuffix("16 passed, 0 failed, 5 skipped\n"), text.stdout)
    }

    // MARK: Misbehaving plugins

    /// Each broken animator, validated on the check that catches it.
    func testEachMisbehaviourGetsItsStatusAndAFixableMessage() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let cases: [(mode: Int, check: String, status: String, says: String)] = [
            (1, "handshake", "crash", "crashed with SIGSEGV during `handshake`"),
            (2, "handshake", "timeout", "did not finish within 3 s"),
            (3, "completes", "crash", "crashed with SIGSEGV during `completes`"),
            (4, "completes", "timeout", "its process group was killed"),
            (5, "completes", "crash", "SIGABRT"),
            (6, "completes", "timeout", "did not finish within 3 s"),
            (7, "completes", "fail", "did not call completeTransition within 0.3 s"),
            (
                8, "completes", "fail",
                "context_complete_transition on a transition that has already ended; call complete_transition exactly once"
            ),
            (9, "duration", "fail", "transitionDuration returned -1.0; it must be 0 or more"),
            (10, "duration", "warning", "transitionDuration returned 0: a transition without animation, legal on iOS"),
            (11, "duration", "fail", "transitionDuration returned nan; return a finite number"),
            (12, "duration", "fail", "more than 60 s is not a transition"),
            (13, "no-nan", "fail", "view_set_number(alpha) with a non-finite value"),
            (14, "invariants", "fail", "animations still running after completeTransition"),
            (15, "invariants", "fail", "the container view was removed from the window"),
            (16, "completes", "fail", "view_set_number with a stale view handle"),
            (17, "completes", "warning", "wrote to the host's standard output or error (hello from the plugin"),
            (18, "completes", "crash", "crashed with SIGABRT"),
            (19, "completes", "fail", "called completeTransition(false) but the transition was not cancelled"),
            // Not broken: a fade begun in the completion block, once the transition's own animation
            // ran its time, is UIKit's to let run (mode 14's animation began with the transition).
            (23, "invariants", "warning", "animations begun as the transition completed still run on To (opacity)"),
            // Not broken: after completeTransition its completion block still uses a view it made
            // that is in no hierarchy (as iOS allows); the view goes stale when that block returns.
            (24, "completes", "pass", "going right in 0.333 s, going left in 0.333 s"),
            // Not broken either: its animation outlasts the duration it declares (UIKit has no
            // watchdog; the validator's is transitionDuration + 2 s, as `run`'s default).
            (
                25, "completes", "warning",
                "going right it ran 1.033 s, but its transitionDuration is 0.3 s; going left it ran 1.033 s, but its transitionDuration is 0.3 s: its animation outlasts"
            ),
            // On a cancel it moves the from view into the window, where it shows as before (the
            // iOS 8 keyWindow workaround): a warning; left at half alpha there, a failure.
            (
                26, "cancel-restores", "warning",
                "after the cancel the animator moved From out of the container into the window (UIApplication.shared.keyWindow), where it shows as before"
            ),
            (27, "cancel-restores", "fail", "after the cancel these differ from before the transition: From"),
            // Not broken: it reads the context right after completeTransition (UIKit's context
            // answers); the host answers as the transition ended, with no refusal.
            (28, "completes", "pass", "going right in 0.333 s, going left in 0.333 s"),
            // A copy added as the transition completes and removed when the follow-up fade that
            // began then ends (Pokedex's presenting animator, held-out 44): gone a moment later
            // on iOS too, so the follow-up's warning only; never removed, it is left behind.
            (29, "invariants", "warning", "animations begun as the transition completed still run"),
            (30, "invariants", "fail", "1 view(s) left in the container (snapshots?)")
        ]
        for c in cases {
            let path = try brokenAnimator(c.mode, in: dir)
            let r = try validate([path, "--only", "^(\(c.check))$", "--timeout", "3"])
            let found = try XCTUnwrap(r.checks[c.check], "mode \(c.mode): no \(c.check) in \(r.json)")
            XCTAssertEqual(found.status, c.status, "mode \(c.mode): \(found.message)")
            XCTAssertTrue(found.message.contains(c.says), "mode \(c.mode): \(found.message)")
            XCTAssertEqual(r.code, ["warning", "pass"].contains(c.status) ? 0 : 1, "mode \(c.mode)")
        }
    }

    /// A plugin that crashes in every transition: every check still runs and is reported, and
    /// the summary line counts the crashes.
    func testACrashingPluginDoesNotStopTheRun() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try brokenAnimator(3, in: dir)
        let o = try NativeTools.cli(["validate", path, "--timeout", "10"], timeout: 600)
        XCTAssertEqual(o.ending, .exited(1), o.stderr)
        let lines = o.stdout.split(separator: "\n").map(String.init)
        // file, handshake, descriptor and lifecycle run no transition; the twelve that do crash.
        XCTAssertEqual(lines.filter { $0.hasPrefix("  CRASH") }.count, 12, o.stdout)
        XCTAssertEqual(lines.last, "4 passed, 0 failed, 12 crashed, 5 skipped")
    }

    func testMisbehavingInteractionControllers() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let cases: [(mode: Int, status: String, says: String)] = [
            // Cancels on every frame after finishing: UIKit ignores the late calls, as the
            // host does, so it warns, naming them.
            (1, "warning", "cancel() while completing(forward: true) is ignored"),
            (2, "crash", "crashed with SIGSEGV during `event-fuzz`"),
            (3, "fail", "still running 30 s after it started"),
            (4, "pass", "the transition ended"),
            // It ends the transition itself; the late completion of the animator the host ran
            // beside it is not the animator's fault (on iOS it would not have been started).
            (7, "pass", "the transition ended"),
            // Its own calls after the end are still its fault.
            (
                8, "fail",
                "plugin test.broken-interaction: context_update_interactive on a transition that has already ended"
            ),
            // A late cancel of the interaction it ended: UIKit ignores it, and so does the host.
            (9, "pass", "the transition ended"),
            // Releases each transition's property animator at the next one's start (as the
            // SDK's animator does from its deinit when a controller keeps it in a property):
            // a stale handle's release is accepted; a made-up handle's is still refused.
            (10, "pass", "the transition ended"),
            (11, "fail", "property_animator_release with a foreign property animator handle")
        ]
        for c in cases {
            let path = try NativeTools.compileFixture(
                "BrokenPlugins/broken_interaction.c", name: "interaction\(c.mode)", into: dir,
                flags: ["-DMODE=\(c.mode)"])
            let r = try validate([path, "--only", "event-fuzz|lifecycle"])
            let fuzz = try XCTUnwrap(r.checks["event-fuzz"])
            XCTAssertEqual(fuzz.status, c.status, "mode \(c.mode): \(fuzz.message)")
            XCTAssertTrue(fuzz.message.contains(c.says), "mode \(c.mode): \(fuzz.message)")
            XCTAssertEqual(r.checks["lifecycle"]?.status, "pass", "mode \(c.mode)")
        }
    }

    // MARK: Reports and usage

    func testJUnitReportIsWellFormedAndCountsFailures() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try brokenAnimator(7, in: dir)
        let xml = dir + "/report.xml"
        let o = try NativeTools.cli(["validate", path, "--only", "^(duration|completes|event-fuzz)$", "--junit", xml])
        XCTAssertEqual(o.ending, .exited(1))
        XCTAssertTrue(o.stdout.hasSuffix("1 passed, 1 failed, 1 skipped\n"), o.stdout)
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: xml))
        let suite = try XCTUnwrap(doc.rootElement()?.elements(forName: "testsuite").first)
        XCTAssertEqual(suite.attribute(forName: "name")?.stringValue, "test.broken")
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "3")
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "1")
        XCTAssertEqual(suite.attribute(forName: "skipped")?.stringValue, "1")
        let cases = suite.elements(forName: "testcase")
        XCTAssertEqual(
            cases.compactMap { $0.attribute(forName: "name")?.stringValue }, ["duration", "completes", "event-fuzz"])
        let failure = try XCTUnwrap(cases[1].elements(forName: "failure").first)
        XCTAssertEqual(failure.attribute(forName: "type")?.stringValue, "fail")
        XCTAssertTrue(failure.stringValue?.contains("did not call completeTransition") ?? false)
        XCTAssertEqual(cases[2].elements(forName: "skipped").count, 1)
    }

    /// An animator whose animation block changes nothing (in a ported file: every view it
    /// animates is one its app sets) completes at once, before the interaction cancels it: the
    /// cancel checks say they could not test cancelling — a warning naming why, not the
    /// "completed although it was cancelled" failure its correct `!transitionWasCancelled` does
    /// not deserve.
    func testAnAnimatorThatCompletesBeforeTheCancelIsWarnedNotFailed() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try brokenAnimator(21, in: dir)
        let r = try validate([path, "--only", "^(cancel-restores|animation-ended)$"])
        for name in ["cancel-restores", "animation-ended"] {
            let c = try XCTUnwrap(r.checks[name], name)
            XCTAssertEqual(c.status, "warning", "\(name): \(c.message)")
            XCTAssertTrue(c.message.contains("before the interaction cancelled it"), c.message)
            XCTAssertTrue(c.message.contains("so cancelling was not tested"), c.message)
        }
        XCTAssertTrue(r.checks["cancel-restores"]?.message.contains("(at frame 6)") ?? false)
        XCTAssertTrue(r.checks["animation-ended"]?.message.contains("(at frame 4)") ?? false)
        // The same animator animating its views (mode 0 has none broken: it fades) is cancelled
        // by the interaction and passes both.
        let fades = try brokenAnimator(0, in: dir)
        let f = try validate([fades, "--only", "^(cancel-restores|animation-ended)$"])
        XCTAssertEqual(f.checks["cancel-restores"]?.status, "pass", f.checks["cancel-restores"]?.message ?? "")
        XCTAssertEqual(f.checks["animation-ended"]?.status, "pass", f.checks["animation-ended"]?.message ?? "")
    }

    /// `odd-sizes` stops at the largest screen iOS runs on, and the watchdog's message says
    /// what a never-completing animator must do on iOS.
    func testOddSizesStopsAtTheLargestIOSScreenAndTheWatchdogGivesTheIOSFix() throws {
        let r = try validate(["slide", "--only", "^odd-sizes$"])
        XCTAssertEqual(r.checks["odd-sizes"]?.status, "pass")
        XCTAssertEqual(r.checks["odd-sizes"]?.message, "2×2, 1376×1032, 900×120 and 0×600")
        let dir = try NativeTools.temporaryFolder(for: self)
        let never = try validate([try brokenAnimator(7, in: dir), "--only", "^completes$"])
        let message = never.checks["completes"]?.message ?? ""
        XCTAssertTrue(
            message.contains(
                "on iOS it would never end and the app would take no more touches — call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) once, in the completion of the animation that ends last"
            ), message)
    }

    /// A to view left with a transform of all zeros is named as Swift's `CGAffineTransform()`,
    /// which is no identity on iOS either.
    func testAZeroTransformIsNamedWithItsIOSFix() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let r = try validate([try brokenAnimator(22, in: dir), "--only", "^invariants$"])
        let message = r.checks["invariants"]?.message ?? ""
        XCTAssertEqual(r.checks["invariants"]?.status, "fail", message)
        XCTAssertTrue(
            message.contains(
                "reset it to identity (a transform of all zeros: `CGAffineTransform()` is not the identity on iOS either — write `.identity`)"
            ), message)
    }

    func testOnlyAndSkipSelectChecks() throws {
        let r = try validate(["slide", "--only", "^d", "--skip", "determinism"])
        XCTAssertEqual(r.checks.keys.sorted(), ["descriptor", "duration"])
        XCTAssertEqual(r.code, 0)
    }

    /// `--in-process` gives the same verdicts (here for checks a good plugin passes), and the
    /// randomized event-fuzz check repeats exactly for a seed.
    func testInProcessModeAndSeeds() throws {
        let isolated = try validate(["keys", "--only", "lifecycle|event-fuzz"])
        let inProcess = try validate(["keys", "--only", "lifecycle|event-fuzz", "--in-process"])
        XCTAssertEqual(isolated.code, 0)
        XCTAssertEqual(inProcess.code, 0)
        XCTAssertEqual(isolated.checks.mapValues(\.status), inProcess.checks.mapValues(\.status))
        // Checks run side by side (one per core by default) report the same, in check order.
        let dir = try NativeTools.temporaryFolder(for: self)
        let broken = try brokenAnimator(7, in: dir)
        let serial = try validate([broken, "--jobs", "1", "--skip", "memory|lifecycle"])
        let parallel = try validate([broken, "--jobs", "2", "--skip", "memory|lifecycle"])
        let names: ([String: Any]) -> [String] = {
            (($0["plugins"] as? [[String: Any]])?.first?["checks"] as? [[String: Any]] ?? []).compactMap {
                $0["name"] as? String
            }
        }
        XCTAssertEqual(names(serial.json), names(parallel.json))
        XCTAssertEqual(serial.checks.mapValues(\.status), parallel.checks.mapValues(\.status))
        XCTAssertEqual(parallel.summary["failed"] as? Int, 4)
        let a = try validate(["keys", "--only", "event-fuzz", "--seed", "42"])
        let b = try validate(["keys", "--only", "event-fuzz", "--seed", "42"])
        XCTAssertEqual(a.checks["event-fuzz"]?.message, b.checks["event-fuzz"]?.message)
        XCTAssertTrue(a.checks["event-fuzz"]?.message.contains("seed 42") ?? false)
    }

    func testBadUsageExitsTwoWithWhatToDo() throws {
        let cases: [([String], String)] = [
            (["validate", "slid"], "slid: no plugin with that id; did you mean slide?"),
            (["validate", "/nonexistent/x.so"], "/nonexistent/x.so: no such file"),
            (["validate", "slide", "--only", "("], "--only (: expected a regular expression over the check names"),
            (["validate", "slide", "--only", "nothing-matches"], "leaves no check to run"),
            (["validate", "slide", "--timeout", "0"], "--timeout 0: expected a number"),
            (["validate"], "`validate` needs a plugin path or id")
        ]
        for (args, says) in cases {
            let o = try NativeTools.cli(args)
            XCTAssertEqual(o.ending, .exited(2), "\(args)")
            XCTAssertTrue(o.stderr.hasPrefix("error: ") && o.stderr.contains(says), "\(args): \(o.stderr)")
        }
        let help = try NativeTools.cli(["validate", "--help"])
        XCTAssertEqual(help.ending, .exited(0))
        for c in ValidationCheck.all { XCTAssertTrue(help.stdout.contains(c.name), c.name) }
    }

    // MARK: list and run survive the same plugins

    /// A plugin that crashes in its entry point is scanned in a child process: `list` reports it
    /// and goes on, `run` works with the others, and the verdict is cached until the file changes.
    func testListAndRunSurviveAPluginThatCrashesWhenLoadedAndTheVerdictIsCached() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let cache = try NativeTools.temporaryFolder(for: self, name: "cache")
        let env = NativeTools.cliEnvironment(cacheDirectory: cache)
        let crasher = try brokenAnimator(1, in: dir)
        try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "fade", into: dir)
        // Files changed less than 2 s ago are hashed again at every listing (their identity has
        // not settled, README "Workers"); let them settle so the second listing reads the cache.
        Thread.sleep(forTimeInterval: 2.2)  // PluginLoader.FileIdentity.settlingTime is 2 s

        func list() throws -> [String: Any] {
            let o = try NativeTools.cli(["list", "--plugins", dir, "--json"], environment: env)
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(o.stdout.utf8)) as? [String: Any])
        }
        var l = try list()
        var rejected = try XCTUnwrap((l["rejected"] as? [[String: Any]])?.first { $0["path"] as? String == crasher })
        XCTAssertEqual(rejected["reason"] as? String, "crashed-while-scanning")
        XCTAssertTrue((rejected["message"] as? String ?? "").contains("SIGSEGV"), "\(rejected)")
        XCTAssertTrue((l["plugins"] as? [[String: Any]] ?? []).contains { $0["id"] as? String == "com.example.c-fade" })

        // The cache is private: the file 0600 in a 0700 folder.
        let cacheFile = cache + "/scan-cache.bin"
        let cached = try XCTUnwrap(FileManager.default.contents(atPath: cacheFile))
        var st = stat()
        XCTAssertEqual(stat(cacheFile, &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o600)
        XCTAssertEqual(stat(cache, &st), 0)
        XCTAssertEqual(st.st_mode & 0o077, 0, "the cache folder is not readable by others")

        // Cached: the second listing says the same, and the cache does not change.
        l = try list()
        rejected = try XCTUnwrap((l["rejected"] as? [[String: Any]])?.first { $0["path"] as? String == crasher })
        XCTAssertTrue(
            (rejected["message"] as? String ?? "").contains("skipped until the file's content changes"), "\(rejected)")
        XCTAssertEqual(FileManager.default.contents(atPath: cacheFile), cached)

        let run = try NativeTools.cli(
            ["run", "--plugins", dir, "--animator", "com.example.c-fade", "--size", "100x100"], environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)

        // Fixed (a new build at the same path): scanned again, and now it loads.
        try FileManager.default.removeItem(atPath: crasher)
        _ = try NativeTools.compileFixture(
            "BrokenPlugins/broken_animator.c", name: "broken1", into: dir, flags: ["-DMODE=7", "-lm"])
        l = try list()
        XCTAssertFalse((l["rejected"] as? [[String: Any]] ?? []).contains { $0["path"] as? String == crasher }, "\(l)")
        XCTAssertTrue((l["plugins"] as? [[String: Any]] ?? []).contains { $0["id"] as? String == "test.broken" })
    }
}
