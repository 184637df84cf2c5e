import XCTest

@testable import Porting

/// The `numeric-constant` rewrite on code of Swift 4.0 and Swift 3, when
/// `UIScrollViewDecelerationRateNormal` and `UIFontWeightBold` were `CGFloat`s: where the code
/// uses them as numbers they get `.rawValue`; where UIKit's property or parameter of the new
/// type takes them they stay as written (the SDK declares the old names with the new types).
final class PortRewriterNumericConstantsTests: XCTestCase {
    private func port(_ source: String) -> PortRewriter.Result {
        PortRewriter().rewrite([.init(path: "Swipe.swift", source: source)])[0]
    }

    /// Apple's WWDC 2018 projection with Swift 4.0's name, arithmetic and a `CGFloat`
    /// property's default: each use becomes the number.
    func testUsesAsNumbersGetRawValue() {
        let r = port(
            """
            import UIKit
            final class Swipe: UIPercentDrivenInteractiveTransition {
                var rate: CGFloat = UIScrollViewDecelerationRateFast
                func project(initialVelocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {
                    return (initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)
                }
                func ended(_ v: CGFloat) -> CGFloat {
                    let y = project(initialVelocity: v, decelerationRate: UIScrollViewDecelerationRateNormal)
                    return y * (1 - UIScrollViewDecelerationRateNormal) + UIFontWeightBold
                }
            }
            """)
        XCTAssertEqual(r.rewrites.map(\.kind), Array(repeating: .numericConstant, count: 4))
        XCTAssertEqual(r.rewrites.map(\.line), [3, 8, 9, 9])
        XCTAssertEqual(r.rewrites.first?.after, "UIScrollViewDecelerationRateFast.rawValue")
        XCTAssertTrue(r.source.contains("var rate: CGFloat = UIScrollViewDecelerationRateFast.rawValue\n"), r.source)
        XCTAssertTrue(r.source.contains("decelerationRate: UIScrollViewDecelerationRateNormal.rawValue)"), r.source)
        XCTAssertTrue(
            r.source.contains("(1 - UIScrollViewDecelerationRateNormal.rawValue) + UIFontWeightBold.rawValue"),
            r.source)
    }

    /// UIKit's `decelerationRate` (assigned, compared) and `weight:` take the new type, and a
    /// name already followed by a member is left alone: no rewrite.
    func testWhereUIKitTakesTheNewTypeTheNameStays() {
        let source = """
            import UIKit
            func configure(_ scroll: UIScrollView) -> Bool {
                scroll.decelerationRate = UIScrollViewDecelerationRateFast
                let label = UILabel()
                label.font = UIFont.systemFont(ofSize: 17, weight: UIFontWeightBold)
                let n = UIScrollViewDecelerationRateNormal.rawValue
                return scroll.decelerationRate == UIScrollViewDecelerationRateNormal && n > 0
            }
            """
        let r = port(source)
        XCTAssertTrue(r.rewrites.isEmpty, "\(r.rewrites)")
        XCTAssertEqual(r.source, source)
    }

    /// A `decelerationRate` the files declare themselves is theirs, a `CGFloat` in Swift 4
    /// code: assigning the old name to it is a use as a number.
    func testTheFilesOwnPropertyOfThatNameTakesTheNumber() {
        let r = port(
            """
            import UIKit
            final class Carousel {
                var decelerationRate: CGFloat = 0
                func reset() { self.decelerationRate = UIScrollViewDecelerationRateNormal }
            }
            """)
        XCTAssertEqual(r.rewrites.map(\.line), [4])
        XCTAssertTrue(r.source.contains("= UIScrollViewDecelerationRateNormal.rawValue }"), r.source)
    }
}
