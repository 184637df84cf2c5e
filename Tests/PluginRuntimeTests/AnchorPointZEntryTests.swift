import AnimationCore
import CAnimatorABI
import TestSupport
import XCTest
@testable import PluginRuntime

/// `AP_PROP_ANCHOR_POINT_Z` (ABI 1.4): the host keeps a view's anchor depth in its layer state,
/// where the composition uses it; a value must be finite and within the coordinate budget; a
/// table handed out as 1.3's does not know the property.
final class AnchorPointZEntryTests: XCTestCase {
    func testTheDepthIsTheLayersAndReadsBack() {
        let rig = HostTableRig()
        let (h, view, handle) = (rig.host, rig.view, rig.handle)
        let p = ap_property(AP_PROP_ANCHOR_POINT_Z)
        var out = -1.0
        XCTAssertEqual(h.pointee.view_get_number!(h, handle, p, AP_SOURCE_MODEL, &out), AP_OK)
        XCTAssertEqual(out, 0, "0 by default, as Core Animation")
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, p, -160), AP_OK)
        XCTAssertEqual(view.layer.model.anchorPointZ, -160)
        XCTAssertEqual(h.pointee.view_get_number!(h, handle, p, AP_SOURCE_PRESENTATION, &out), AP_OK)
        XCTAssertEqual(out, -160)
        for bad in [Double.nan, .infinity, 1e300] {
            XCTAssertEqual(h.pointee.view_set_number!(h, handle, p, bad), AP_ERR_BAD_VALUE, "\(bad)")
        }
        XCTAssertEqual(view.layer.model.anchorPointZ, -160, "a refused depth changes nothing")
        withExtendedLifetime(rig) {}
    }

    func testAHostOfABI1_3DoesNotKnowTheDepth() {
        let rig = HostTableRig(emulatedMinor: 3)
        let h = rig.host
        XCTAssertEqual(h.pointee.abi_minor, 3)
        XCTAssertEqual(
            h.pointee.view_set_number!(h, rig.handle, ap_property(AP_PROP_ANCHOR_POINT_Z), -10), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(rig.view.layer.model.anchorPointZ, 0)
        XCTAssertTrue(rig.log.texts([.diagnostic]).contains { $0.contains("with unknown property 36") })
        withExtendedLifetime(rig) {}
    }
}
