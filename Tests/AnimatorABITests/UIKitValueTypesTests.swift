import Foundation
import XCTest
@testable import AnimatorABI

/// The SDK's host-free UIKit values: trait collections, autoresizing's sharing of a size
/// change, collection-view update items, control events and states, corner masks.
final class UIKitValueTypesTests: XCTestCase {
    func testTraitCollectionsMergeAndContainAsUIKitsDo() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .light)
        ])
        XCTAssertEqual(merged.userInterfaceStyle, .light, "the last one that specifies a trait wins")
        XCTAssertEqual(merged.displayScale, 3)
        XCTAssertEqual(merged.horizontalSizeClass, .compact)
        XCTAssertEqual(merged.verticalSizeClass, .unspecified)
        XCTAssertTrue(merged.containsTraits(in: UITraitCollection(displayScale: 3)))
        XCTAssertFalse(merged.containsTraits(in: UITraitCollection(displayScale: 2)))
        XCTAssertTrue(merged.containsTraits(in: nil))
        XCTAssertTrue(merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(UITraitCollection(), UITraitCollection(traitsFrom: []))
        // Size classes as phones and iPads get them.
        let phonePortrait = UITraitCollection.host(screen: CGSize(width: 390, height: 844))
        XCTAssertEqual([phonePortrait.horizontalSizeClass, phonePortrait.verticalSizeClass], [.compact, .regular])
        let smallLandscape = UITraitCollection.host(screen: CGSize(width: 667, height: 375))
        XCTAssertEqual([smallLandscape.horizontalSizeClass, smallLandscape.verticalSizeClass], [.compact, .compact])
        let maxLandscape = UITraitCollection.host(screen: CGSize(width: 926, height: 428))
        XCTAssertEqual([maxLandscape.horizontalSizeClass, maxLandscape.verticalSizeClass], [.regular, .compact])
        let pad = UITraitCollection.host(screen: CGSize(width: 768, height: 1024))
        XCTAssertEqual([pad.horizontalSizeClass, pad.verticalSizeClass], [.regular, .regular])
    }

    func testAutoresizingSharesASizeChangeAmongTheFlexibleParts() {
        // Margins 20 and 20 around 60; 100 more points shared in proportion 20 : 60 : 20.
        var (o, s) = UIView.share(100, lead: 20, size: 60, trail: 20, flexible: (true, true, true))
        XCTAssertEqual(o, 40, accuracy: 1e-12)
        XCTAssertEqual(s, 120, accuracy: 1e-12)
        (o, s) = UIView.share(100, lead: 20, size: 60, trail: 20, flexible: (true, false, true))
        XCTAssertEqual(o, 70, accuracy: 1e-12)
        XCTAssertEqual(s, 60, accuracy: 1e-12)
        (o, s) = UIView.share(-30, lead: 20, size: 60, trail: 20, flexible: (false, true, false))
        XCTAssertEqual(o, 20)
        XCTAssertEqual(s, 30, accuracy: 1e-12)
        (o, s) = UIView.share(50, lead: 20, size: 60, trail: 20, flexible: (false, false, false))
        XCTAssertEqual(o, 20)
        XCTAssertEqual(s, 60, "nothing flexible: the trailing margin takes it")
        (o, s) = UIView.share(30, lead: 0, size: 0, trail: 0, flexible: (true, true, true))
        XCTAssertEqual(o, 10, accuracy: 1e-12)
        XCTAssertEqual(s, 10, accuracy: 1e-12, "all zero: shared equally")
        (o, s) = UIView.share(-100, lead: 0, size: 60, trail: 0, flexible: (false, true, false))
        XCTAssertEqual(s, 0, "a size never goes negative")
        XCTAssertEqual(UIView.AutoresizingMask.flexibleHeight.rawValue, 16)
    }

    func testUpdateItemsReportIndexPathsAsUIKitDoes() {
        let insert = UICollectionViewUpdateItem(
            action: .insert, before: IndexPath(item: 1, section: 0), after: IndexPath(item: 2, section: 0))
        XCTAssertNil(insert.indexPathBeforeUpdate)
        XCTAssertEqual(insert.indexPathAfterUpdate, IndexPath(item: 2, section: 0))
        let delete = UICollectionViewUpdateItem(
            action: .delete, before: IndexPath(item: 3, section: 1), after: IndexPath(item: 0, section: 0))
        XCTAssertEqual(delete.indexPathBeforeUpdate, IndexPath(item: 3, section: 1))
        XCTAssertNil(delete.indexPathAfterUpdate)
        let move = UICollectionViewUpdateItem(
            action: .move, before: IndexPath(item: 0, section: 0), after: IndexPath(item: 4, section: 0))
        XCTAssertEqual(move.updateAction, .move)
        XCTAssertEqual(move.indexPathAfterUpdate?.item, 4)
        XCTAssertEqual(UICollectionViewUpdateItem.Action.none.rawValue, 4)
    }

    func testControlEventsStatesAndCornerMasksUseUIKitsValues() {
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
        XCTAssertTrue(UIControl.Event.allTouchEvents.contains([.touchDown, .touchCancel, .touchUpInside]))
        XCTAssertFalse(UIControl.Event.allTouchEvents.contains(.valueChanged))
        XCTAssertEqual(UIControl.State([.selected, .highlighted]).rawValue, 5)
        XCTAssertEqual(UIControl.State.normal.rawValue, 0)
        XCTAssertEqual(CACornerMask([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]).rawValue, 12)
        var ran = 0
        let action = UIAction(title: "t") { _ in ran += 1 }
        action.handler(action)
        XCTAssertEqual(ran, 1)
        XCTAssertNotEqual(action.identifier, UIAction { _ in }.identifier, "each action gets its own identifier")
    }

    func testFontsKeepNameAndSize() {
        let f = UIFont.systemFont(ofSize: 12, weight: .semibold)
        XCTAssertEqual(f.fontName, ".SFUI-Semibold")
        XCTAssertEqual(f.pointSize, 12)
        XCTAssertEqual(f.withSize(20).pointSize, 20)
        XCTAssertEqual(f.withSize(20).fontName, f.fontName)
        XCTAssertEqual(
            UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(rawValue: 0.35)).fontName, ".SFUI-Semibold",
            "the nearest weight")
        XCTAssertEqual(UIFont(name: "Avenir-Heavy", size: 9)?.familyName, "Avenir")
        XCTAssertNil(UIFont(name: "", size: 9))
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 3), UIFont(name: ".SFUI-Bold", size: 3))
    }

    func testFixedColoursHaveUIKitsComponents() {
        XCTAssertEqual(UIColor.yellow, UIColor(red: 1, green: 1, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor.orange, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor.darkGray.red, 1.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(UIColor.lightGray.green, 2.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(UIColor.brown.blue, 0.2, accuracy: 1e-12)
    }
}
