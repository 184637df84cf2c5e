import Foundation
import ProcessSupport
import XCTest
@testable import PluginRuntime

/// A crash report reads a flight record its worker's plugins can write: it names only plugins
/// of that worker, says who else could have written the record, prints no slot value a monitor
/// does not write, and takes why the worker ended from the front end.
final class CrashReportTests: XCTestCase {
    private var words = [Int64](repeating: 0, count: CallMonitor.slotCount)

    override func setUp() {
        words = [Int64](repeating: 0, count: CallMonitor.slotCount)
        words[0] = CallMonitor.magic
        words[5] = -1
    }

    /// The record says `call` of `plugin` ran at frame 3, t = 0.05 s.
    private func record(_ call: PluginCall, _ plugin: String) {
        words[1] = call.rawValue
        words[2] = CallMonitor.key(for: plugin)
        words[3] = 3
        words[4] = Int64(bitPattern: 0.05.bitPattern)
        words[6] = CallMonitor.Phase.running.rawValue
    }

    private func report(
        _ suspects: [CrashSuspect], ending: ChildProcess.Ending = .signaled(SIGSEGV), hungAfter: Double? = nil
    ) -> String {
        words.withUnsafeMutableBufferPointer { b in
            CrashReport(
                ending: ending, flight: FlightRecord(b.baseAddress!), suspects: suspects, hungAfter: hungAfter,
                printed: ""
            ).description
        }
    }

    private let animator = CrashSuspect(id: "fold", source: .file(path: "/p/fold.so"))
    private let interaction = CrashSuspect(id: "pan-x", source: .file(path: "/p/pan-x.so"))
    private let builtIn = CrashSuspect(id: "default", source: .builtIn(id: "default"))

    func testAPluginAloneInItsWorkerIsNamedPlainly() {
        record(.animateTransition, "fold")
        XCTAssertEqual(
            report([animator]), "plugin fold crashed with SIGSEGV during animateTransition at frame 3 (t = 0.05 s)")
        XCTAssertEqual(
            report([animator, builtIn]),
            "plugin fold crashed with SIGSEGV during animateTransition at frame 3 (t = 0.05 s)",
            "a built-in plugin's code is the host's: it cannot have written the record")
        record(.entry, "fold.so")
        XCTAssertTrue(
            report([animator]).hasPrefix("plugin fold.so crashed with SIGSEGV during loading"),
            "a file is named by its file name while it loads")
    }

    func testAnotherFilePluginOfTheWorkerIsNamedAsAPossibleAuthor() {
        record(.animateTransition, "fold")
        XCTAssertEqual(
            report([animator, interaction]),
            "plugin fold crashed with SIGSEGV during animateTransition at frame 3 (t = 0.05 s) (its worker also ran plugin pan-x, whose code could have written this record)"
        )
        record(.animateTransition, "default")
        XCTAssertTrue(
            report([builtIn, interaction]).contains(
                "plugin default crashed with SIGSEGV during animateTransition at frame 3 (t = 0.05 s) (its worker also ran plugin pan-x, whose code could"
            ))
    }

    func testARecordNamingAPluginOutsideTheWorkerNamesNone() {
        record(.animateTransition, "someone-else")
        let r = report([animator, interaction])
        XCTAssertTrue(r.hasPrefix("the worker of plugins fold and pan-x crashed with SIGSEGV"), r)
        XCTAssertTrue(r.hasSuffix("(its flight record names no plugin of this worker)"), r)
    }

    func testSlotValuesNoMonitorWritesAreNeverPrinted() {
        for (slot, value) in [
            (0, Int64(42)), (1, Int64(987_654)), (3, Int64(-5)), (4, Int64(bitPattern: Double.nan.bitPattern)),
            (4, Int64(bitPattern: Double.infinity.bitPattern)), (5, Int64(1 << 40)), (6, Int64(77))
        ] {
            setUp()
            record(.animateTransition, "fold")
            words[slot] = value
            let r = report([animator])
            XCTAssertTrue(
                r.hasPrefix("the worker of plugin fold crashed with SIGSEGV (its flight record was overwritten — "),
                "slot \(slot) = \(value): \(r)")
            XCTAssertFalse(r.contains("during") || r.contains("nan") || r.contains("inf"), "slot \(slot): \(r)")
        }
    }

    func testAWorkerTheFrontEndStoppedForSilenceHung() {
        record(.animateTransition, "fold")
        XCTAssertEqual(
            report([animator], ending: .signaled(SIGKILL), hungAfter: 15),
            "plugin fold hung: no answer within 15 s during animateTransition at frame 3 (t = 0.05 s)")
        XCTAssertTrue(
            report([animator], ending: .signaled(SIGKILL)).contains("crashed with SIGKILL"),
            "a SIGKILL the front end did not send is a crash")
        XCTAssertEqual(
            report([animator], ending: .signaled(SIGXCPU)),
            "plugin fold hung: it used up its worker's CPU-time limit during animateTransition at frame 3 (t = 0.05 s)")
        words.withUnsafeMutableBufferPointer { b in
            let r = CrashReport(
                ending: .timedOut, flight: FlightRecord(b.baseAddress!), plugins: ["fold"], timedOutAfter: 2,
                printed: "")
            XCTAssertTrue(r.hung)
            XCTAssertEqual(
                r.description, "plugin fold hung: no answer within 2 s during animateTransition at frame 3 (t = 0.05 s)"
            )
        }
    }

    func testWhatTheWorkerPrintedIsEscaped() {
        record(.create, "fold")
        let r = words.withUnsafeMutableBufferPointer { b in
            CrashReport(
                ending: .signaled(SIGABRT), flight: FlightRecord(b.baseAddress!), suspects: [animator], hungAfter: nil,
                printed: "\u{1B}]0;pwned\u{07}\n"
            ).description
        }
        XCTAssertTrue(r.hasSuffix("; it printed: \\e]0;pwned\\a"), r)
    }
}
