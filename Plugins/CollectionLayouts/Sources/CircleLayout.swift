import AnimatorABI

/// A carousel ring: the items evenly spaced round a circle centred in the collection, the
/// first at the top and the rest clockwise, every item upright. The radius is as large as the
/// shorter side allows while keeping `margin` points between each item and the bounds. Items
/// are counted across sections, in order, and nothing scrolls: the content is the
/// collection's size. The same ring as the host's `circle` (`CircleLayout`).
///
/// With `swirl`, it has its own path between layouts (the host's layout-interpolation
/// extension): on the way to or from the ring an item turns about the ring's centre while its
/// distance from it changes evenly — a spiral, the shorter way round — instead of crossing in a
/// straight line. An item whose other end has a transform (a stack's turned cards) takes the
/// host's linear path.
final class CircleLayout: UICollectionViewLayout {
    /// Each item's size, points.
    let itemSize: CGSize
    /// The space kept between the ring's items and the bounds, points.
    let margin: CGFloat
    /// Items move along spirals about the centre on the way to or from the ring.
    let swirl: Bool

    /// What `prepare()` computed, section by section in item order.
    private var cache: [[UICollectionViewLayoutAttributes]] = []

    /// A ring of `itemSize` items.
    /// Required by UICollectionViewLayout, as in UIKit (there are no archives to read).
    required init?(coder: NSCoder) { nil }

    init(itemSize: CGSize, margin: CGFloat, swirl: Bool = true) {
        self.itemSize = itemSize
        self.margin = margin
        self.swirl = swirl
        super.init()
    }

    override func prepare() {
        cache = []
        guard let collectionView else { return }
        let sections = 0..<collectionView.numberOfSections
        let total = sections.reduce(0) { $0 + max(0, collectionView.numberOfItems(inSection: $1)) }
        let size = collectionView.bounds.size
        let middle = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = max(0, min(size.width, size.height) / 2 - max(itemSize.width, itemSize.height) / 2 - margin)
        // One item's share of the turn (a lone item, or none, takes all of it).
        let count = CGFloat(max(1, total))
        var index = 0
        for section in sections {
            var items: [UICollectionViewLayoutAttributes] = []
            for item in 0..<max(0, collectionView.numberOfItems(inSection: section)) {
                // From the top (−π/2: y points down), clockwise on screen.
                let angle = -CGFloat.pi / 2 + 2 * CGFloat.pi * CGFloat(index) / count
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.center = CGPoint(x: middle.x + radius * cos(angle), y: middle.y + radius * sin(angle))
                attributes.size = itemSize
                items.append(attributes)
                index += 1
            }
            cache.append(items)
        }
    }

    /// Nothing scrolls: the content is the collection's size.
    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    /// The items whose frames meet `rect`.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.joined().filter { $0.frame.intersects(rect) }
    }

    /// One item's attributes.
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cache.indices.contains(indexPath.section), cache[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return cache[indexPath.section][indexPath.item]
    }

    /// The spiral: the angle about the collection's centre and the distance from it each go
    /// evenly from one end to the other (the angle the shorter way round); size and alpha
    /// linearly, the stacking order switching half way. Nil (the host's straight line) without
    /// `swirl`, before a layout, and when either end has a transform.
    override func interpolatedLayoutAttributes(
        from: UICollectionViewLayoutAttributes, to: UICollectionViewLayoutAttributes,
        progress: CGFloat, towards: Bool
    ) -> UICollectionViewLayoutAttributes? {
        guard swirl, let collectionView,
            CATransform3DIsIdentity(from.transform3D), CATransform3DIsIdentity(to.transform3D)
        else { return nil }
        let middle = CGPoint(x: collectionView.bounds.width / 2, y: collectionView.bounds.height / 2)
        let start = CGPoint(x: from.center.x - middle.x, y: from.center.y - middle.y),
            end = CGPoint(x: to.center.x - middle.x, y: to.center.y - middle.y)
        let r0 = (start.x * start.x + start.y * start.y).squareRoot(), r1 = (end.x * end.x + end.y * end.y).squareRoot()
        // An end at the centre has no angle of its own: it takes the other end's.
        let a1 = r1 > 0 ? atan2(end.y, end.x) : atan2(start.y, start.x)
        let a0 = r0 > 0 ? atan2(start.y, start.x) : a1
        var turn = a1 - a0
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        let r = r0 + (r1 - r0) * progress, angle = a0 + turn * progress
        let a = UICollectionViewLayoutAttributes(forCellWith: from.indexPath)
        a.center = CGPoint(x: middle.x + r * cos(angle), y: middle.y + r * sin(angle))
        a.size = CGSize(
            width: from.size.width + (to.size.width - from.size.width) * progress,
            height: from.size.height + (to.size.height - from.size.height) * progress)
        a.alpha = from.alpha + (to.alpha - from.alpha) * progress
        a.zIndex = progress < 0.5 ? from.zIndex : to.zIndex
        return a
    }
}

/// The `circle` plugin (the host's `circle` defaults: 60-point items, 10 points from the edge),
/// with its own spiral path between layouts.
enum CircleLayoutPlugin: LayoutPlugin {
    static let id = "circle"
    static let name = "Circle layout"
    static let version = "1.0.0"
    static let summary = "A carousel ring, the first item at the top, clockwise"
    static let author = "TransitionHost"
    static let parameters: [PluginParameter] = [
        .number("item-size", default: 60, in: 1...1000, unit: "pt", help: "Each item's width and height"),
        .number(
            "margin", default: 10, in: 0...500, unit: "pt",
            help: "The space kept between the ring's items and the bounds"),
        .bool(
            "swirl", default: true,
            help: "Items spiral about the centre on the way to or from the ring (false: straight lines)")
    ]
    static let interpolates = true

    static func makeLayout(parameters p: PluginParameters) -> CircleLayout {
        CircleLayout(
            itemSize: CGSize(width: p.cgFloat("item-size"), height: p.cgFloat("item-size")),
            margin: p.cgFloat("margin"), swirl: p.bool("swirl"))
    }
}
