import XCTest
@testable import PluginRuntime

/// The flight recorder's layout: the slots are distinct words inside the mapped size, each
/// monitor write lands in the slot its name says (the word numbers the sandbox's C reporter and
/// older crash reports rely on), and a record read back from those words says what was written.
final class FlightRecorderLayoutTests: XCTestCase {
    func testTheSlotsAreDistinctWordsInsideTheRecorder() {
        let indices = FlightRecorderSlot.allCases.map(\.rawValue)
        XCTAssertEqual(Set(indices).count, indices.count)
        XCTAssertTrue(indices.allSatisfy { (0..<FlightRecorderSlot.wordCount).contains($0) })
        XCTAssertEqual(CallMonitor.slotCount, FlightRecorderSlot.wordCount)
        // The words the sandbox's violation reporter and the recorder's readers were built against.
        XCTAssertEqual(indices, [0, 1, 2, 3, 4, 5, 6])
    }

    func testTheMonitorWritesEachSlotAndARecordReadsItBack() {
        var words = [Int64](repeating: 0, count: FlightRecorderSlot.wordCount)
        words.withUnsafeMutableBufferPointer { b in
            let w = b.baseAddress!
            let saved = CallMonitor.slots
            CallMonitor.slots = w
            defer { CallMonitor.slots = saved }
            w[slot: .magic] = CallMonitor.magic
            w[slot: .refusedSyscall] = -1
            let call = PluginCall.allCases.first { $0 != .none }!
            let mark = CallMonitor.enter(call, plugin: "fold")
            CallMonitor.frame(42, time: 0.7)
            CallMonitor.phase(.running)
            XCTAssertEqual(w[FlightRecorderSlot.call.rawValue], call.rawValue)
            XCTAssertEqual(w[FlightRecorderSlot.pluginKey.rawValue], CallMonitor.key(for: "fold"))
            XCTAssertEqual(w[FlightRecorderSlot.frameIndex.rawValue], 42)
            XCTAssertEqual(w[FlightRecorderSlot.frameTime.rawValue], Int64(bitPattern: 0.7.bitPattern))
            XCTAssertEqual(w[FlightRecorderSlot.phase.rawValue], CallMonitor.Phase.running.rawValue)
            w.pointer(to: .refusedSyscall).pointee = 59
            var r = FlightRecord(w)
            XCTAssertNil(r.damage)
            XCTAssertEqual(r.call, call)
            XCTAssertEqual(r.pluginKey, CallMonitor.key(for: "fold"))
            XCTAssertEqual(r.frame, 42)
            XCTAssertEqual(r.time, 0.7)
            XCTAssertEqual(r.syscall, 59)
            XCTAssertEqual(r.phase, .running)
            CallMonitor.leave(mark)
            r = FlightRecord(w)
            XCTAssertEqual(r.call, PluginCall.none, "leaving restores the call that ran before")
            XCTAssertEqual(r.pluginKey, 0)
            w[slot: .magic] = 0
            XCTAssertEqual(FlightRecord(w).damage, "its magic number")
        }
    }
}
