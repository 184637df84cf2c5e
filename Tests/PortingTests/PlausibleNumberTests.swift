import XCTest

@testable import Porting

/// The one name rule port makes numbers up by (`PlausibleNumber`), name by name.
final class PlausibleNumberTests: XCTestCase {
    func testFloatingPointNumbersByName() {
        let cases: [(String, String)] = [
            ("animationWaitTime", "0"), ("startDelay", "0"), ("duration", "0.35"), ("dismissInterval", "0.35"),
            ("fadeTime", "0.35"), ("maxAnimationDuriation", "0.35"), ("maxDurationSeconds", "0.35"),
            ("fadeSeconds", "0.35"), ("minimumScale", "0"), ("maxProgress", "1"), ("maxAlpha", "1"),
            ("maxVelocity", "1000"), ("completionThreshold", "0.5"), ("titleFontSize", "17"), ("rotationAngle", "0"),
            ("progress", "0"), ("drawerWidth", "240"), ("slideDistance", "240"), ("pathLength", "240"),
            ("sheetHeight", "320"), ("headerHeight", "320"), ("iconSize", "160"), ("widthFactor", "1"),
            ("heightRatio", "1"), ("sizeMultiplier", "1"), ("cornerRadius", "16"), ("topInset", "16"),
            ("Offset", "16"), ("padding", "16"), ("interItemSpacing", "16"), ("damping", "1"), ("scale", "1"),
            // A method's answer: its name and labels, the first measure word decides.
            ("collectionView _ heightForPhotoAt width", "320"), ("collectionView layout sizeForItemAt", "160")
        ]
        for (name, value) in cases {
            XCTAssertEqual(PlausibleNumber.floatingPoint(named: name), value, name)
        }
    }

    func testIntegersByName() {
        XCTAssertEqual(PlausibleNumber.integer(named: "selectedIndex"), "0")
        XCTAssertEqual(PlausibleNumber.integer(named: "IndexOfPage"), "0")
        XCTAssertEqual(PlausibleNumber.integer(named: "columnCount"), "1")
    }
}
