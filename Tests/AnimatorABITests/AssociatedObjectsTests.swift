import Foundation
import XCTest

@testable import AnimatorABI

/// The Objective-C runtime's associated objects as the SDK keeps them: a stored property that
/// an extension adds to a transition class (`var isBack: Bool` with get and set through
/// `objc_getAssociatedObject`/`objc_setAssociatedObject` under a static key's address), the way
/// transition libraries write it.
final class AssociatedObjectsTests: XCTestCase {
    private final class Transition {}
    private final class Snapshot {}

    /// The keys, as iOS code declares them: static variables whose addresses are the keys.
    private enum Keys {
        nonisolated(unsafe) static var isBack: UInt8 = 0
        nonisolated(unsafe) static var snapshot: UInt8 = 0
    }

    func testValuesAreKeptPerObjectAndKeyAndNilRemovesThem() {
        let a = Transition(), b = Transition()
        XCTAssertNil(objc_getAssociatedObject(a, &Keys.isBack))
        objc_setAssociatedObject(a, &Keys.isBack, true, .OBJC_ASSOCIATION_ASSIGN)
        objc_setAssociatedObject(a, &Keys.snapshot, "from-cell-3", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_setAssociatedObject(b, &Keys.isBack, false, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(objc_getAssociatedObject(a, &Keys.isBack) as? Bool, true)
        XCTAssertEqual(objc_getAssociatedObject(a, &Keys.snapshot) as? String, "from-cell-3")
        XCTAssertEqual(objc_getAssociatedObject(b, &Keys.isBack) as? Bool, false)
        XCTAssertNil(objc_getAssociatedObject(b, &Keys.snapshot))
        objc_setAssociatedObject(a, &Keys.isBack, nil, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertNil(objc_getAssociatedObject(a, &Keys.isBack))
        XCTAssertEqual(objc_getAssociatedObject(a, &Keys.snapshot) as? String, "from-cell-3")
        objc_removeAssociatedObjects(a)
        XCTAssertNil(objc_getAssociatedObject(a, &Keys.snapshot))
        XCTAssertEqual(objc_getAssociatedObject(b, &Keys.isBack) as? Bool, false)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue, 769, "the runtime's values")
    }

    /// A retained value lives as long as its object, and no longer: once the object is gone the
    /// value is released (at the next association made), and a value type's "object" keeps nothing.
    func testAValueIsReleasedAfterItsObjectGoes() {
        weak var kept: Snapshot?
        do {
            let owner = Transition()
            let snapshot = Snapshot()
            kept = snapshot
            objc_setAssociatedObject(owner, &Keys.snapshot, snapshot, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        XCTAssertNotNil(kept, "held by the association while nothing else ran")
        let other = Transition()
        objc_setAssociatedObject(other, &Keys.isBack, true, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertNil(kept, "the gone owner's values were dropped")
        var point = CGPoint(x: 1, y: 2)
        objc_setAssociatedObject(point, &Keys.isBack, true, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertNil(objc_getAssociatedObject(point, &Keys.isBack))
        point.x = 3
        XCTAssertEqual(point.x, 3)
    }
}
