import XCTest

@testable import Porting

/// A stand-in's collection view is one (the SDK's, empty): an animator that lays out its
/// destination controller's `collectionView` crashed on the nil port answered.
final class PortStubsViewValueTests: XCTestCase {
    func testACollectionViewIsAnObject() {
        let s = PortStubs(files: [("A.swift", "")])
        XCTAssertEqual(s.value(of: "UICollectionView", name: "collectionView"), "UICollectionView()")
        XCTAssertEqual(s.value(of: "UICollectionViewFlowLayout", name: "layout"), "UICollectionViewFlowLayout()")
    }
}
