import AnimationCore
import CAnimatorABI
import TestSupport
import XCTest
@testable import PluginRuntime

/// `AP_PROP_TAG` (ABI 1.3): the host keeps a view's tag, so every plugin sharing the view reads
/// the same one; a tag is an integer a double holds exactly; a table handed out as 1.2's does
/// not know the property.
final class ViewTagEntryTests: XCTestCase {
    func testATagIsKeptByTheHostAndSharedByPlugins() {
        let rig = HostTableRig()
        let (h, view, handle) = (rig.host, rig.view, rig.handle)
        var out = -1.0
        XCTAssertEqual(h.pointee.view_get_number!(h, handle, ap_property(AP_PROP_TAG), AP_SOURCE_MODEL, &out), AP_OK)
        XCTAssertEqual(out, 0, "0 by default, as UIKit")
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_TAG), 4242), AP_OK)
        XCTAssertEqual(view.layer.tag, 4242)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_TAG), -9_007_199_254_740_992), AP_OK)
        XCTAssertEqual(view.layer.tag, -9_007_199_254_740_992, "any integer a double holds exactly")
        for bad in [0.5, .nan, .infinity, 9_007_199_254_740_994] {
            XCTAssertEqual(
                h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_TAG), bad), AP_ERR_BAD_VALUE, "\(bad)")
        }
        XCTAssertEqual(view.layer.tag, -9_007_199_254_740_992, "a refused tag changes nothing")
        // Another plugin's binding on the same bridge reads what the first set.
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_TAG), 7), AP_OK)
        let other = rig.bridge.makeBinding(for: TestPlugins.defaultAnimator)
        let o = UnsafePointer(other.table)
        XCTAssertEqual(
            o.pointee.view_get_number!(o, handle, ap_property(AP_PROP_TAG), AP_SOURCE_PRESENTATION, &out), AP_OK)
        XCTAssertEqual(out, 7)
        withExtendedLifetime((rig, other)) {}
    }

    func testAHostOfABI1_2DoesNotKnowTheTag() {
        let rig = HostTableRig(emulatedMinor: 2)
        let h = rig.host
        XCTAssertEqual(h.pointee.abi_minor, 2)
        XCTAssertEqual(Int(h.pointee.struct_size), MemoryLayout<ap_host>.size, "1.3 added no table entry")
        XCTAssertEqual(h.pointee.view_set_number!(h, rig.handle, ap_property(AP_PROP_TAG), 1), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(rig.view.layer.tag, 0)
        XCTAssertTrue(rig.log.texts([.diagnostic]).contains { $0.contains("with unknown property 35") })
        withExtendedLifetime(rig) {}
    }
}
