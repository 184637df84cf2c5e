extension UICollectionView {
    /// Which way a collection's content scrolls (UIKit's `UICollectionView.ScrollDirection`;
    /// the raw values are UIKit's).
    public enum ScrollDirection: Int, Sendable {
        /// Up and down: lines are rows, filled left to right.
        case vertical = 0
        /// Sideways: lines are columns, filled top to bottom.
        case horizontal = 1
    }
}

/// UIKit's `UICollectionViewFlowLayout`: items of one size placed in lines — rows when the
/// content scrolls vertically, columns when it scrolls horizontally — section after section.
///
/// Configure it as on iOS (`itemSize`, `minimumLineSpacing`, `minimumInteritemSpacing`,
/// `sectionInset`, `scrollDirection`; UIKit's defaults) or subclass it, setting `itemSize`
/// or the insets from the collection in an overridden ``prepare()``, before or after calling
/// `super`: as UIKit's, the layout places its items when they are first read after a
/// ``prepare()`` or a change of one of those properties, not inside `super.prepare()` (the
/// common `super.prepare(); itemSize = …` gets the new size in the same pass). Every item has
/// `itemSize`: there is no delegate or `estimatedItemSize`. Sections get a header before
/// their leading inset (``headerReferenceSize``) and a footer after their trailing inset
/// (``footerReferenceSize``), each spanning the collection across.
///
/// Where the items go is the host's `grid` layout's rule, so a plugin built on this class and
/// the host's own flow layout give the same attributes to the bit:
/// * A line takes as many items as fit in the space between the section's insets across the
///   scroll with at least `minimumInteritemSpacing` between neighbours, and never fewer than one.
/// * A line's items are spread so that a full line's first and last item touch the insets
///   (the leftover space goes evenly into the gaps, never below the minimum). A section's last,
///   shorter line keeps those positions, so the columns of a grid stay aligned.
/// * When only one item fits in a line, every item is centred between the insets.
/// * Lines are `minimumLineSpacing` apart. A section starts after the previous one's trailing
///   inset plus its own leading inset; an empty section takes only its insets.
/// * The content is as wide (tall, when horizontal) as the collection, and as long as the
///   sections together.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The class of the contexts it makes: ``UICollectionViewFlowLayoutInvalidationContext``, as UIKit's.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }
    /// Every item's size (UIKit's default: 50 × 50 points).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { placed = false } }
    /// The least space between two lines, points (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { placed = false } }
    /// The least space between two items of a line, points (default 10); full lines spread
    /// their items further apart.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { placed = false } }
    /// Space kept around each section's items, points (default none).
    open var sectionInset: UIEdgeInsets = .zero { didSet { placed = false } }
    /// Which way the content scrolls, and so which way lines run (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { placed = false } }
    /// Each section's header, before its leading inset: the height counts when scrolling
    /// vertically, the width horizontally; it spans the collection across (default none).
    open var headerReferenceSize: CGSize = .zero { didSet { placed = false } }
    /// Each section's footer, after its trailing inset (default none).
    open var footerReferenceSize: CGSize = .zero { didSet { placed = false } }
    /// The estimated item size for self-sizing cells (`.zero`, UIKit's default: not
    /// self-sizing). Kept: the host's cells are never measured, so items take ``itemSize``.
    open var estimatedItemSize: CGSize = .zero
    /// What the section insets are measured from (`.fromContentInset`, UIKit's default): the
    /// same here, where the safe area and the layout margins are the whole bounds.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Whether section headers stay pinned at the top while scrolling (false by default): kept.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers stay pinned at the bottom (false by default): kept.
    open var sectionFootersPinToVisibleBounds = false

    /// UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset.
        case fromContentInset
        /// From the safe area.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }

    /// What ``prepare()`` computed to place any item: the line arithmetic and where each
    /// section's items start. The items' attribute objects are made from it only when asked
    /// for (``cache``), so a layout whose items are read straight into the host's buffer
    /// (``writeItems(_:)``) makes none.
    private struct Placement {
        var vertical = true
        var insetAcrossStart: CGFloat = 0
        var itemAcross: CGFloat = 0, itemAlong: CGFloat = 0
        var room: CGFloat = 0, gap: CGFloat = 0, lineSpacing: CGFloat = 0
        var itemsPerLine = 1
        var itemSize = CGSize.zero
        /// Per section: its item count and where along the scroll its first line starts.
        var sections: [(count: Int, start: CGFloat)] = []

        /// The centre of `item` of `section` (the item's size is ``itemSize``): written out as
        /// the origin plus half the size, since `frame`'s setter goes through CGRect's midX,
        /// which rounds differently in the last bit.
        @inline(__always) func center(_ item: Int, in section: Int) -> CGPoint {
            let line = item / itemsPerLine, slot = item % itemsPerLine
            let across =
                insetAcrossStart
                + (itemsPerLine == 1 ? max(0, (room - itemAcross) / 2) : CGFloat(slot) * (itemAcross + gap))
            let lineStart = sections[section].start + CGFloat(line) * (itemAlong + lineSpacing)
            let origin = vertical ? CGPoint(x: across, y: lineStart) : CGPoint(x: lineStart, y: across)
            return CGPoint(x: origin.x + itemSize.width / 2, y: origin.y + itemSize.height / 2)
        }
    }

    private var placement = Placement()
    /// Whether ``placement``, ``contentSize`` and ``bands`` follow the last ``prepare()`` and
    /// the current properties; every reader places first when not (``placeIfNeeded()``).
    private var placed = false
    /// The item attributes made from ``placement``, section by section in item order, once
    /// asked for (nil until then).
    private var made: [[UICollectionViewLayoutAttributes]]?
    /// What ``prepare()`` computed for ``collectionViewContentSize``.
    private var contentSize: CGSize = .zero
    /// The headers and footers ``prepare()`` placed.
    private var bands: [UICollectionViewLayoutAttributes] = []

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// A flow layout with UIKit's defaults (the coder is ignored: there are no archives here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The attributes of every item, section by section in item order (made on first use
    /// after ``prepare()``, so one item is found without a search).
    private var cache: [[UICollectionViewLayoutAttributes]] {
        placeIfNeeded()
        if let made { return made }
        let p = placement
        let out = p.sections.enumerated().map { section, s -> [UICollectionViewLayoutAttributes] in
            (0..<s.count).map { item in
                let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.size = p.itemSize
                attributes.center = p.center(item, in: section)
                return attributes
            }
        }
        made = out
        return out
    }

    /// Marks the placement out of date: the host calls it before each layout, so a changed
    /// collection is picked up when the items are next read (``placeIfNeeded()``), after
    /// whatever an override sets once `super` returns.
    open override func prepare() {
        super.prepare()
        placed = false
    }

    /// Places every item by the rule above and keeps the result until the next ``prepare()``
    /// or property change.
    private func placeIfNeeded() {
        if placed { return }
        placed = true
        placement = Placement()
        made = nil
        bands = []
        contentSize = .zero
        guard let collectionView else {
            made = []
            return
        }
        let vertical = scrollDirection == .vertical
        // The arithmetic runs in two directions: across the lines and along the scroll.
        let extentAcross = vertical ? collectionView.bounds.width : collectionView.bounds.height
        let insetAcrossStart = vertical ? sectionInset.left : sectionInset.top
        let insetAcrossEnd = vertical ? sectionInset.right : sectionInset.bottom
        let insetAlongStart = vertical ? sectionInset.top : sectionInset.left
        let insetAlongEnd = vertical ? sectionInset.bottom : sectionInset.right
        let itemAcross = max(0, vertical ? itemSize.width : itemSize.height)
        let itemAlong = max(0, vertical ? itemSize.height : itemSize.width)
        let room = max(0, extentAcross - insetAcrossStart - insetAcrossEnd)
        let step = itemAcross + minimumInteritemSpacing
        // n items and n - 1 gaps fit when n × step ≤ room + one gap.
        let itemsPerLine = max(1, step > 0 ? Int((room + minimumInteritemSpacing) / step) : 1)
        let gap =
            itemsPerLine > 1
            ? max(minimumInteritemSpacing, (room - CGFloat(itemsPerLine) * itemAcross) / CGFloat(itemsPerLine - 1)) : 0
        var p = Placement(
            vertical: vertical, insetAcrossStart: insetAcrossStart, itemAcross: itemAcross, itemAlong: itemAlong,
            room: room, gap: gap, lineSpacing: minimumLineSpacing, itemsPerLine: itemsPerLine, itemSize: itemSize,
            sections: [])
        var along: CGFloat = 0
        let header = max(0, vertical ? headerReferenceSize.height : headerReferenceSize.width)
        let footer = max(0, vertical ? footerReferenceSize.height : footerReferenceSize.width)
        // A header or footer `extent` long at `along`, spanning the collection across.
        func band(_ kind: String, _ section: Int, _ extent: CGFloat) -> UICollectionViewLayoutAttributes {
            let a = makeAttributes(forCellWith: IndexPath(item: 0, section: section))
            a.representedElementCategory = .supplementaryView
            a.representedElementKind = kind
            a.size =
                vertical ? CGSize(width: extentAcross, height: extent) : CGSize(width: extent, height: extentAcross)
            a.center =
                vertical
                ? CGPoint(x: 0 + extentAcross / 2, y: along + extent / 2)
                : CGPoint(x: along + extent / 2, y: 0 + extentAcross / 2)
            return a
        }
        for section in 0..<collectionView.numberOfSections {
            let count = max(0, collectionView.numberOfItems(inSection: section))
            if header > 0 {
                bands.append(band(UICollectionView.elementKindSectionHeader, section, header))
                along += header
            }
            along += insetAlongStart
            p.sections.append((count, along))
            let lines = count == 0 ? 0 : (count + itemsPerLine - 1) / itemsPerLine
            if lines > 0 { along += CGFloat(lines) * itemAlong + CGFloat(lines - 1) * minimumLineSpacing }
            along += insetAlongEnd
            if footer > 0 {
                bands.append(band(UICollectionView.elementKindSectionFooter, section, footer))
                along += footer
            }
        }
        placement = p
        // Negative section insets (a carousel centring its items from the collection's size)
        // can make the sum negative in a collection smaller than an item; a scroll view has no
        // negative content, so the size stops at zero, as the content a user could scroll.
        along = max(0, along)
        contentSize = vertical ? CGSize(width: extentAcross, height: along) : CGSize(width: along, height: extentAcross)
    }

    /// Writes every item's attributes, section after section, into `out` (as many as the
    /// sections ``prepare()`` saw hold) without making an attributes object per item: what
    /// the plugin export uses for a layout of exactly this class, whose items are known to
    /// be the ones ``layoutAttributesForElements(in:)`` would give. The values are those of
    /// ``cache``, to the bit (the same ``Placement/center(_:in:)``).
    func writeItems(_ out: UnsafeMutablePointer<ap_layout_item>) {
        placeIfNeeded()
        if let made {
            var k = 0
            for list in made {
                for a in list {
                    out[k] = PluginExport.layoutItem(a)
                    k += 1
                }
            }
            return
        }
        let p = placement
        var it = ap_layout_item()
        it.size = ap_size(width: Double(p.itemSize.width), height: Double(p.itemSize.height))
        it.transform = CATransform3DIdentity.c_value
        it.alpha = 1
        var k = 0
        for (section, s) in p.sections.enumerated() {
            for item in 0..<s.count {
                it.center = p.center(item, in: section).c_value
                out[k] = it
                k += 1
            }
        }
    }

    /// The item count of each section the last ``prepare()`` placed.
    var preparedCounts: [Int] {
        placeIfNeeded()
        return placement.sections.map(\.count)
    }

    /// The headers and footers placed by the last ``prepare()``.
    var supplementaryAttributes: [UICollectionViewLayoutAttributes] {
        placeIfNeeded()
        return bands
    }

    /// The size ``prepare()`` found: the collection's extent across the scroll, the sections'
    /// total along it (never below zero, even when negative section insets outweigh the items).
    open override var collectionViewContentSize: CGSize {
        placeIfNeeded()
        return contentSize
    }

    /// The items whose frames meet `rect`, in section and item order (what a collection view
    /// asks for the part of the content it shows).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let items = cache
        return (bands + items.joined()).filter { $0.frame.intersects(rect) }
    }

    /// A section's header or footer, or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        placeIfNeeded()
        return bands.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// One item's attributes from the cache, or nil for an item the collection does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let all = cache
        guard all.indices.contains(indexPath.section), all[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return all[indexPath.section][indexPath.item]
    }
}
