import AnimationCore

/// UIKit's `UICollectionViewFlowLayout`: items of one size in lines (rows when scrolling
/// vertically, columns when horizontally), section after section.
///
/// A line holds as many items as fit across the space inside the section insets with at
/// least ``minimumInteritemSpacing`` between them (always one). Full lines are justified: the
/// space left over is shared evenly between the items, the first and last touching the insets.
/// A line of a single item, and the last line of a section, keep the spacing of a full line
/// from the leading inset (so a grid's columns line up). Lines are ``minimumLineSpacing``
/// apart; each section starts after the previous one's bottom (or trailing) inset. A section's
/// header (``headerReferenceSize``) comes before its leading inset and its footer after its
/// trailing inset, each spanning the collection across.
public struct FlowLayout: CollectionLayout {
    /// Which way the content scrolls.
    public enum ScrollDirection: String, Sendable { case vertical, horizontal }

    public var name: String { "grid" }
    /// Every item's size, points.
    public var itemSize: Size
    /// The least space between lines, points.
    public var minimumLineSpacing: Double
    /// The least space between items of a line, points.
    public var minimumInteritemSpacing: Double
    /// Each section's insets, points.
    public var sectionInset: EdgeInsets
    /// Which way the content scrolls (and lines run across).
    public var scrollDirection: ScrollDirection
    /// Each section's header, before its leading inset (UIKit's `headerReferenceSize`: the
    /// height counts when scrolling vertically, the width horizontally; the header spans the
    /// collection across). Zero: no headers.
    public var headerReferenceSize = Size(width: 0, height: 0)
    /// Each section's footer, after its trailing inset (UIKit's `footerReferenceSize`).
    public var footerReferenceSize = Size(width: 0, height: 0)

    /// A flow layout (UIKit's defaults: 50 × 50 items, 10 points between lines and items, no insets, vertical).
    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10,
        sectionInset: EdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        scrollDirection: ScrollDirection = .vertical
    ) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.scrollDirection = scrollDirection
    }

    public func prepare(_ context: CollectionLayoutContext) -> PreparedLayout {
        let vertical = scrollDirection == .vertical
        // Work in (across, along) coordinates: across the lines and along the scroll.
        let crossExtent = vertical ? context.size.width : context.size.height
        let crossBefore = vertical ? sectionInset.left : sectionInset.top,
            crossAfter = vertical ? sectionInset.right : sectionInset.bottom
        let alongBefore = vertical ? sectionInset.top : sectionInset.left,
            alongAfter = vertical ? sectionInset.bottom : sectionInset.right
        let itemCross = max(0, vertical ? itemSize.width : itemSize.height),
            itemAlong = max(0, vertical ? itemSize.height : itemSize.width)
        let available = max(0, crossExtent - crossBefore - crossAfter)
        let perLine = max(
            1,
            itemCross + minimumInteritemSpacing > 0
                ? Int((available + minimumInteritemSpacing) / (itemCross + minimumInteritemSpacing)) : 1)
        // Justified spacing of a full line.
        let spacing =
            perLine > 1
            ? max(minimumInteritemSpacing, (available - Double(perLine) * itemCross) / Double(perLine - 1)) : 0
        var along = 0.0
        var sections: [[LayoutAttributes]] = []
        var supplementary: [LayoutAttributes] = []
        let header = max(0, vertical ? headerReferenceSize.height : headerReferenceSize.width)
        let footer = max(0, vertical ? footerReferenceSize.height : footerReferenceSize.width)
        /// A header or footer `extent` long at `along`, spanning the collection across.
        func band(_ kind: String, _ s: Int, _ extent: Double) -> LayoutAttributes {
            LayoutAttributes(
                supplementary: kind, section: s,
                frame: vertical
                    ? Rect(x: 0, y: along, width: crossExtent, height: extent)
                    : Rect(x: along, y: 0, width: extent, height: crossExtent))
        }
        for (s, count) in context.sections.enumerated() {
            let n = max(0, count)
            if header > 0 {
                supplementary.append(band(LayoutAttributes.sectionHeader, s, header))
                along += header
            }
            along += alongBefore
            var items: [LayoutAttributes] = []
            let lines = n == 0 ? 0 : (n + perLine - 1) / perLine
            for i in 0..<n {
                let line = i / perLine, slot = i % perLine
                let cross =
                    crossBefore
                    + (perLine == 1 ? max(0, (available - itemCross) / 2) : Double(slot) * (itemCross + spacing))
                let lineStart = along + Double(line) * (itemAlong + minimumLineSpacing)
                let origin = vertical ? Point(x: cross, y: lineStart) : Point(x: lineStart, y: cross)
                items.append(
                    LayoutAttributes(
                        path: ItemPath(item: i, section: s),
                        frame: Rect(origin: origin, size: Size(width: itemSize.width, height: itemSize.height))))
            }
            if lines > 0 { along += Double(lines) * itemAlong + Double(lines - 1) * minimumLineSpacing }
            along += alongAfter
            if footer > 0 {
                supplementary.append(band(LayoutAttributes.sectionFooter, s, footer))
                along += footer
            }
            sections.append(items)
        }
        let content = vertical ? Size(width: crossExtent, height: along) : Size(width: along, height: crossExtent)
        return PreparedLayout(contentSize: content, items: sections, supplementary: supplementary)
    }
}
