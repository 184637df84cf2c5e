import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// The built-in font's data and the contact sheet that uses it.
final class RenderBitmapFontTests: XCTestCase {
    func testEveryPrintableCharacterHasADistinctGlyph() {
        XCTAssertEqual(BitmapFont.rows.count, 96 * BitmapFont.cellHeight)
        var seen: [ArraySlice<UInt8>: Int] = [:]
        for g in 0...BitmapFont.unknownGlyph {
            let rows = BitmapFont.rows[(g * 8)..<(g * 8 + 8)]
            XCTAssertTrue(rows.allSatisfy { $0 < 32 }, "glyph \(g) is 5 columns wide")
            if g == 0 {
                XCTAssertTrue(rows.allSatisfy { $0 == 0 }, "space is empty")
                continue
            }
            XCTAssertTrue(rows.contains { $0 != 0 }, "glyph \(g) has ink")
            if let other = seen[rows] { XCTFail("glyphs \(other) and \(g) are identical") }
            seen[rows] = g
        }
        XCTAssertEqual(BitmapFont.glyphIndex("A"), 33)
        XCTAssertEqual(BitmapFont.glyphIndex("~"), 94)
        XCTAssertEqual(BitmapFont.glyphIndex("é"), BitmapFont.unknownGlyph)
        XCTAssertEqual(BitmapFont.glyphIndex("\n"), BitmapFont.unknownGlyph)
        // The box: full top and bottom rows, hollow inside.
        XCTAssertTrue(BitmapFont.isSet(glyph: BitmapFont.unknownGlyph, column: 2, row: 0))
        XCTAssertFalse(BitmapFont.isSet(glyph: BitmapFont.unknownGlyph, column: 2, row: 3))
        XCTAssertTrue(BitmapFont.isSet(glyph: BitmapFont.unknownGlyph, column: 0, row: 3))
        XCTAssertFalse(BitmapFont.isSet(glyph: 33, column: 7, row: 0), "outside the grid")
    }

    /// The ink rectangles vector outputs draw cover exactly the font pixels the rasterizer
    /// tests (``TitleLayout/hit(u:v:)``), once each, for every glyph.
    func testInkRectanglesCoverExactlyTheGlyphPixels() throws {
        let text = String(String.UnicodeScalarView((32...126).compactMap(Unicode.Scalar.init))) + "é"
        let t = try XCTUnwrap(TitleLayout(title: text, size: Size(width: 2_000, height: 40), color: .white))
        XCTAssertEqual(t.glyphs.count, 96)
        var covered = [Int](repeating: 0, count: BitmapFont.lineWidth(count: 96) * BitmapFont.cellHeight)
        for r in t.inkRectangles {
            XCTAssertTrue(r.width > 0 && r.height > 0, "\(r)")
            for y in r.y..<(r.y + r.height) {
                for x in r.x..<(r.x + r.width) { covered[y * BitmapFont.lineWidth(count: 96) + x] += 1 }
            }
        }
        var ink = 0
        for y in 0..<BitmapFont.cellHeight {
            for x in 0..<BitmapFont.lineWidth(count: 96) {
                let hit = t.hit(
                    u: t.originX + (Double(x) + 0.5) * t.pixelSize, v: t.originY + (Double(y) + 0.5) * t.pixelSize)
                XCTAssertEqual(covered[y * BitmapFont.lineWidth(count: 96) + x], hit ? 1 : 0, "font pixel (\(x), \(y))")
                if hit { ink += 1 }
            }
        }
        XCTAssertGreaterThan(ink, 96 * 8)
        // Identical runs in consecutive rows are merged: "|" is one 1 × 7 rectangle.
        XCTAssertEqual(
            try XCTUnwrap(TitleLayout(title: "|", size: Size(width: 40, height: 40), color: .white)).inkRectangles,
            [TitleLayout.InkRectangle(x: 2, y: 0, width: 1, height: 7)])
    }

    func testContactSheetGridAndLabels() {
        let colours = [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255)]
        let canvases = colours.map { Canvas(width: 40, height: 30, fill: $0) }
        let sheet = ContactSheet(gap: 4).compose(canvases, labels: [0.0, 0.5, 1.25].map(ContactSheet.timeLabel))
        XCTAssertEqual(ContactSheet.timeLabel(0.5), "t=0.500s")
        XCTAssertEqual(ContactSheet.timeLabel(1.25), "t=1.250s")
        // Three cells: two columns, two rows; each cell 40 wide and 30 + 8 + 4 high.
        XCTAssertEqual(sheet.width, 4 + 2 * 44)
        XCTAssertEqual(sheet.height, 4 + 2 * (30 + 12 + 4))
        XCTAssertEqual(sheet[4, 4], colours[0])
        XCTAssertEqual(sheet[48 + 39, 4 + 29], colours[1])
        XCTAssertEqual(sheet[4, 4 + 46], colours[2])
        XCTAssertEqual(sheet[0, 0], RGBA8(208, 208, 208))
        var ink = 0
        for y in 34..<46 { for x in 4..<44 where sheet[x, y] == .black { ink += 1 } }
        XCTAssertGreaterThan(ink, 20, "a label under the first frame")
        XCTAssertEqual(ContactSheet().compose([]).width, 8)
    }
}
