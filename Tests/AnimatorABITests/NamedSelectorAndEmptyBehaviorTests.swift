import Foundation
import XCTest

@testable import AnimatorABI

/// Two more UIKit spellings real transition code uses (tools/census/port.tsv, session 33): a
/// selector named by a string, which an image gallery checks with `responds(to:)` before
/// calling a private method, and dynamic behaviors made empty and filled with `addItem(_:)`,
/// as a falling menu sets up its collision and item behaviors.
final class NamedSelectorAndEmptyBehaviorTests: XCTestCase {
    private final class Gallery: NSObject {
        var calls = 0
        func dismissGallery() { calls += 1 }
    }

    func testAStringSelectorNamesNoMethodThatAnyObjectResponds() {
        let gallery = Gallery()
        let named = Selector("_setPresentedSta" + "tusBarViewController:")
        XCTAssertEqual(named.description, "_setPresentedStatusBarViewController:")
        XCTAssertFalse(gallery.responds(to: named))
        XCTAssertFalse(named.perform(on: gallery, with: nil))
        let method = Selector(Gallery.dismissGallery)
        XCTAssertTrue(gallery.responds(to: method), "a method reference still reaches its method")
        XCTAssertTrue(method.perform(on: gallery, with: nil))
        XCTAssertEqual(gallery.calls, 1)
    }

    func testCollisionAndItemBehaviorsStartEmptyAndTakeItemsLater() {
        // Layout attributes are dynamic items that need no host (a view would).
        let menu = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let collision = UICollisionBehavior()
        XCTAssertTrue(collision.items.isEmpty)
        collision.addItem(menu)
        XCTAssertEqual(collision.items.count, 1)
        XCTAssertTrue(collision.items.first === menu)
        let material = UIDynamicItemBehavior()
        XCTAssertTrue(material.items.isEmpty)
        material.addItem(menu)
        material.elasticity = 0.3
        XCTAssertEqual(material.items.count, 1)
        XCTAssertEqual(material.elasticity, 0.3)
    }
}
