import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Core Animation's `anchorPointZ`: a layer maps its bounds to its superlayer by
/// `translate(−anchor, −anchorPointZ) × transform × translate(position, zPosition)` (row vectors,
/// `p' = p × M`), checked against that composition written out here.
final class AnchorPointZTests: XCTestCase {
    /// A 390 × 844 layer centred in its superlayer.
    private func face(anchorPointZ z: Double, transform: Transform3D) -> LayerState {
        var s = LayerState(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        s.anchorPointZ = z
        s.transform = transform
        return s
    }

    /// The cube face at rest (`CATransform3DTranslate(perspective, 0, 0, anchorPointZ)`: the translation, then the perspective, with
    /// `anchorPointZ = −width / 2`, as cube transitions set it): in the plane, at full size.
    /// Without the anchor's depth the same transform shrinks it by 1 / (1 + 195 / 1000).
    func testAFaceTranslatedByItsAnchorsDepthRestsInThePlaneAtFullSize() {
        let t = Transform3D.translation(0, 0, -195).concatenating(.perspective(distance: 1000))
        let f = face(anchorPointZ: -195, transform: t).frame
        for (got, want) in [(f.minX, 0.0), (f.minY, 0), (f.width, 390), (f.height, 844)] {
            XCTAssertEqual(got, want, accuracy: 1e-9)
        }
        let flat = face(anchorPointZ: 0, transform: t).frame
        XCTAssertEqual(flat.width, 390 / (1 + 195.0 / 1000), accuracy: 1e-9)
        XCTAssertEqual(flat.height, 844 / (1 + 195.0 / 1000), accuracy: 1e-9)
    }

    /// A quarter turn about y with the anchor half the width behind the face (no perspective):
    /// a point (x, y, 0) of the face goes to x·cos θ + d·sin θ, so the face turns edge-on at
    /// the centre plus d, where a face turning in its plane stays at the centre.
    func testAQuarterTurnSwingsTheFaceAboutTheAxisBehindIt() {
        let d = 195.0
        for theta in [Double.pi / 2, Double.pi / 3, -Double.pi / 4] {
            let s = face(anchorPointZ: -d, transform: .rotation(theta, x: 0, y: 1, z: 0))
            let m = s.toParent
            // The face's left and right edges at the anchor's height.
            let left = m.apply(Point(x: 0, y: 422)), right = m.apply(Point(x: 390, y: 422))
            XCTAssertEqual(left.x, 195 + -195 * cos(theta) + d * sin(theta), accuracy: 1e-9, "\(theta)")
            XCTAssertEqual(right.x, 195 + 195 * cos(theta) + d * sin(theta), accuracy: 1e-9, "\(theta)")
            XCTAssertEqual(left.y, 422, accuracy: 1e-9)
        }
    }

    /// With an identity transform the depth moves the layer along z only: its frame is the
    /// plain one, and its z is zPosition − anchorPointZ.
    func testWithoutATransformOnlyTheDepthChanges() {
        var s = face(anchorPointZ: -50, transform: .identity)
        s.zPosition = 3
        XCTAssertEqual(s.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(s.toParent.m43, 53, accuracy: 1e-12)
    }

    /// A layer's anchorPointZ is a plain property: set at once (model and presentation), and
    /// restored with the rest of its state.
    func testTheLayersPropertyIsPlain() {
        let engine = AnimationEngine()
        let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.layer.anchorPointZ = -50
        XCTAssertEqual(v.layer.model.anchorPointZ, -50)
        XCTAssertEqual(v.layer.presentation.anchorPointZ, -50)
        XCTAssertEqual(engine.animatedLayerCount, 0)
    }
}
