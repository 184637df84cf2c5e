import AnimatorABI

/// A fanned stack of cards: every item centred in the collection, later items on top. The
/// top `visibleCount` cards (the last items) are each lifted `lift` points above the one
/// below and turned `spread` radians further, the fan symmetric about upright; the cards
/// beneath them lie hidden where the lowest shown card is. Items are counted across sections,
/// in order, and nothing scrolls: the content is the collection's size. The same cards as the
/// host's `stack` (`StackLayout`).
final class StackLayout: UICollectionViewLayout {
    /// Each card's size, points.
    let itemSize: CGSize
    /// The turn between neighbouring shown cards, radians.
    let spread: CGFloat
    /// How far each shown card sits above the one below, points.
    let lift: CGFloat
    /// How many cards (the last ones) show.
    let visibleCount: Int

    /// What `prepare()` computed, section by section in item order.
    private var cache: [[UICollectionViewLayoutAttributes]] = []

    /// A stack of `itemSize` cards.
    /// Required by UICollectionViewLayout, as in UIKit (there are no archives to read).
    required init?(coder: NSCoder) { nil }

    init(itemSize: CGSize, spread: CGFloat, lift: CGFloat, visibleCount: Int) {
        self.itemSize = itemSize
        self.spread = spread
        self.lift = lift
        self.visibleCount = visibleCount
        super.init()
    }

    override func prepare() {
        cache = []
        guard let collectionView else { return }
        let sections = 0..<collectionView.numberOfSections
        let total = sections.reduce(0) { $0 + max(0, collectionView.numberOfItems(inSection: $1)) }
        let shownCount = min(total, max(0, visibleCount))
        // The cards below the shown ones, which stay hidden under them.
        let hiddenCount = total - shownCount
        let middle = CGPoint(x: collectionView.bounds.width / 2, y: collectionView.bounds.height / 2)
        // The fan is symmetric: the middle shown card is upright.
        let fanCentre = (CGFloat(shownCount) - 1) / 2
        var index = 0
        for section in sections {
            var items: [UICollectionViewLayoutAttributes] = []
            for item in 0..<max(0, collectionView.numberOfItems(inSection: section)) {
                // The card's place in the fan: 0 for the lowest shown card and everything under it.
                let level = CGFloat(max(index, hiddenCount) - hiddenCount)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.center = CGPoint(x: middle.x, y: middle.y - lift * level)
                attributes.size = itemSize
                attributes.transform3D = CATransform3DMakeRotation((level - fanCentre) * spread, 0, 0, 1)
                attributes.zIndex = index
                attributes.isHidden = index < hiddenCount
                items.append(attributes)
                index += 1
            }
            cache.append(items)
        }
    }

    /// Nothing scrolls: the content is the collection's size.
    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    /// The shown cards whose turned frames meet `rect`.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.joined().filter { !$0.isHidden && Self.turnedFrame($0).intersects(rect) }
    }

    /// One card's attributes, hidden or not.
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cache.indices.contains(indexPath.section), cache[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return cache[indexPath.section][indexPath.item]
    }

    /// The box a card covers once turned about its centre.
    private static func turnedFrame(_ a: UICollectionViewLayoutAttributes) -> CGRect {
        let t = a.transform
        let width = abs(a.size.width * t.a) + abs(a.size.height * t.c),
            height = abs(a.size.width * t.b) + abs(a.size.height * t.d)
        return CGRect(x: a.center.x - width / 2, y: a.center.y - height / 2, width: width, height: height)
    }
}

/// The `stack` plugin (the host's `stack` defaults: 160 × 220 cards, 0.08 rad apart, lifted
/// 2 points, 8 shown).
enum StackLayoutPlugin: LayoutPlugin {
    static let id = "stack"
    static let name = "Stack layout"
    static let version = "1.0.0"
    static let summary = "Cards fanned out in a stack in the middle, the last ones shown"
    static let author = "TransitionHost"
    static let parameters: [PluginParameter] = [
        .number("item-width", default: 160, in: 1...1000, unit: "pt", help: "Each card's width"),
        .number("item-height", default: 220, in: 1...1000, unit: "pt", help: "Each card's height"),
        .number(
            "spread", default: 0.08, in: -1...1, unit: "rad",
            help: "The turn between neighbouring cards (negative fans the other way)"),
        .number("lift", default: 2, in: 0...50, unit: "pt", help: "How far each card sits above the one below"),
        .number("visible", default: 8, in: 0...100, help: "How many cards show (a whole number; a fraction is dropped)")
    ]

    static func makeLayout(parameters p: PluginParameters) -> StackLayout {
        StackLayout(
            itemSize: CGSize(width: p.cgFloat("item-width"), height: p.cgFloat("item-height")),
            spread: p.cgFloat("spread"), lift: p.cgFloat("lift"), visibleCount: Int(p.number("visible")))
    }
}
