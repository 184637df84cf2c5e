import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `UIImage.draw(in:)` and `draw(at:)` through a real transition: the drawn image is pictured
/// where the rectangle says, inside the image view that shows the composed image.
final class ImageDrawingSDKTests: XCTestCase {
    func testAnImageDrawnIntoARendererIsPicturedInItsRectangle() throws {
        ScriptedAnimator.script = ImageDrawingScripts.composed
        let run = try runScriptedTransition()
        XCTAssertEqual(run.checks.count, 3)
        XCTAssertEqual(run.warnings, [])
        let frame = RenderModel.evaluate(run.rig.children[1].view.root)
        let red = frame.items.filter { $0.color == Color(red: 1, green: 0, blue: 0, alpha: 1) }
        let boxes = red.map { item -> [Double] in
            let xs = item.corners.map(\.x), ys = item.corners.map(\.y)
            return [xs.min()!, ys.min()!, xs.max()!, ys.max()!]
        }
        // Stretched over (20, 5, 20 × 10) of the image view at (100, 200); copied at (0, 300).
        XCTAssertTrue(boxes.contains([120, 205, 140, 215]), "\(boxes)")
        XCTAssertTrue(boxes.contains([0, 300, 10, 310]), "\(boxes)")
    }
}
