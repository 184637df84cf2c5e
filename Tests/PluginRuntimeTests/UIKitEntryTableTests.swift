import AnimationCore
import CAnimatorABI
import HostContainer
import XCTest
@testable import PluginRuntime

/// Table-driven checks of the host entries the UIKit side added (ABI 1.1): every appended
/// entry of the table is implemented; a 1.0 table has none of them; each of this issue's
/// entries, called as a careless or hostile plugin would (made-up handles, NULL pointers,
/// unknown ids), is refused with a diagnostic that names it, returns its neutral value, and
/// changes nothing.
final class UIKitEntryTableTests: XCTestCase {
    /// Every function pointer past the 1.0 table is set in the current table.
    func testEveryAppendedEntryIsImplemented() {
        var table = HostTable.template(minor: HostVersion.abiMinor)
        let size = Int(table.struct_size)
        XCTAssertEqual(size, MemoryLayout<ap_host>.size)
        withUnsafeBytes(of: &table) { bytes in
            var offset = HostTable.size1_0
            while offset + 8 <= size {
                XCTAssertNotEqual(
                    bytes.load(fromByteOffset: offset, as: UInt.self), 0, "the entry at byte \(offset) is NULL")
                offset += 8
            }
        }
    }

    /// One entry called with bad arguments: its name, the call (returning a status, or a
    /// value checked by `neutral`), and whether a diagnostic must name it.
    private struct Row {
        let name: String
        let call: (UnsafePointer<ap_host>) -> Bool
    }

    func testEachUIKitEntryRefusesBadArgumentsAndNamesItself() {
        let rig = HostTableRig()
        let h = rig.host
        let bogusView = ap_view(bits: 0x0101_0000_0000_0777), bogusVC = ap_view_controller(bits: 0x0202_0000_0000_0777)
        let bogusAnimator = ap_property_animator(bits: 0x0505_0000_0000_0777)
        var out = ap_point()
        let rows: [Row] = [
            Row(name: "view_convert_point") {
                $0.pointee.view_convert_point!($0, bogusView, ap_view(), ap_point(), AP_SOURCE_MODEL, &out)
                    == AP_ERR_BAD_HANDLE
            },
            Row(name: "animation_begin") { $0.pointee.animation_begin!($0, nil, 0) == AP_ERR_BAD_ARGUMENT },
            Row(name: "animation_commit") { $0.pointee.animation_commit!($0, ap_completion()) == AP_ERR_STATE },
            Row(name: "view_controller_related") {
                $0.pointee.view_controller_related!($0, bogusVC, AP_VC_PARENT).bits == 0
            },
            Row(name: "view_controller_child_count") { $0.pointee.view_controller_child_count!($0, bogusVC) == -1 },
            Row(name: "view_controller_child_at") { $0.pointee.view_controller_child_at!($0, bogusVC, 0).bits == 0 },
            Row(name: "view_controller_kind") { $0.pointee.view_controller_kind!($0, bogusVC) == AP_VC_KIND_PLAIN },
            Row(name: "view_controller_is_view_loaded") {
                $0.pointee.view_controller_is_view_loaded!($0, bogusVC) == false
            },
            Row(name: "view_controller_begin_appearance_transition") {
                $0.pointee.view_controller_begin_appearance_transition!($0, bogusVC, true, true) == AP_ERR_BAD_HANDLE
            },
            Row(name: "view_controller_end_appearance_transition") {
                $0.pointee.view_controller_end_appearance_transition!($0, bogusVC) == AP_ERR_BAD_HANDLE
            },
            Row(name: "view_controller_transition") { $0.pointee.view_controller_transition!($0, bogusVC).bits == 0 },
            Row(name: "property_animator_create") { $0.pointee.property_animator_create!($0, nil).bits == 0 },
            Row(name: "property_animator_add_animations") {
                $0.pointee.property_animator_add_animations!($0, bogusAnimator, ap_block(), 0) == AP_ERR_BAD_HANDLE
            },
            Row(name: "property_animator_add_completion") {
                $0.pointee.property_animator_add_completion!($0, bogusAnimator, ap_position_callback())
                    == AP_ERR_BAD_HANDLE
            },
            Row(name: "property_animator_start") {
                $0.pointee.property_animator_start!($0, bogusAnimator, 0) == AP_ERR_BAD_HANDLE
            },
            Row(name: "property_animator_pause") {
                $0.pointee.property_animator_pause!($0, bogusAnimator) == AP_ERR_BAD_HANDLE
            },
            Row(name: "property_animator_stop") {
                $0.pointee.property_animator_stop!($0, bogusAnimator, true) == AP_ERR_BAD_HANDLE
            },
            Row(name: "property_animator_finish") {
                $0.pointee.property_animator_finish!($0, bogusAnimator, AP_POSITION_END) == AP_ERR_BAD_HANDLE
            },
            Row(name: "property_animator_continue") {
                $0.pointee.property_animator_continue!($0, bogusAnimator, nil, 1) == AP_ERR_BAD_HANDLE
            },
            Row(name: "property_animator_set") {
                $0.pointee.property_animator_set!($0, bogusAnimator, AP_ANIMATOR_REVERSED, 1) == AP_ERR_BAD_HANDLE
            },
            Row(name: "property_animator_get") {
                $0.pointee.property_animator_get!($0, bogusAnimator, AP_ANIMATOR_STATE).isNaN
            },
            Row(name: "property_animator_release") {
                $0.pointee.property_animator_release!($0, bogusAnimator)
                return true
            }
        ]
        let model = rig.view.layer.model
        for row in rows {
            let before = rig.log.diagnostics.count
            XCTAssertTrue(row.call(h), "\(row.name): not refused with its neutral value")
            let new = rig.log.diagnostics.dropFirst(before)
            XCTAssertEqual(new.count, 1, "\(row.name): one diagnostic: \(Array(new))")
            XCTAssertTrue(
                new.first?.contains(row.name) ?? false,
                "\(row.name): the diagnostic names the entry: \(new.first ?? "")")
        }
        XCTAssertEqual(rig.view.layer.model, model, "nothing changed")
        XCTAssertEqual(rig.engine.openAnimationBlockDepth, 0)
        // A 1.0 table has none of them.
        let old = HostTable.template(minor: 0)
        let entries: [Any?] = [
            old.view_convert_point, old.animation_begin, old.animation_commit, old.view_controller_related,
            old.view_controller_child_count, old.view_controller_child_at, old.view_controller_kind,
            old.view_controller_is_view_loaded, old.view_controller_begin_appearance_transition,
            old.view_controller_end_appearance_transition, old.view_controller_transition, old.property_animator_create,
            old.property_animator_add_animations, old.property_animator_add_completion, old.property_animator_start,
            old.property_animator_pause, old.property_animator_stop, old.property_animator_finish,
            old.property_animator_continue, old.property_animator_set, old.property_animator_get,
            old.property_animator_release
        ]
        XCTAssertEqual(entries.count, rows.count)
        XCTAssertTrue(entries.allSatisfy { $0 == nil })
        withExtendedLifetime(rig) {}
    }
}
