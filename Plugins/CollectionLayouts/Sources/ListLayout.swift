import AnimatorABI

/// A list: one column of full-width rows, the common iOS way — a flow layout subclass that
/// sizes its item to the collection's width in `prepare()` and leaves the placing to the flow
/// layout. With no space between items across, only one row fits a line, and it fills the
/// space between the insets. The same rows as the host's `list` (`ListLayout`).
final class ListLayout: UICollectionViewFlowLayout {
    /// Each row's height, points.
    let rowHeight: CGFloat

    /// Rows of `rowHeight`, `spacing` apart, `inset` inside each section's edges.
    /// Required by UICollectionViewLayout, as in UIKit (there are no archives to read).
    required init?(coder: NSCoder) { nil }

    init(rowHeight: CGFloat, spacing: CGFloat, inset: CGFloat) {
        self.rowHeight = rowHeight
        super.init()
        minimumLineSpacing = spacing
        minimumInteritemSpacing = 0
        sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// The width is known only now: the collection's, less the side insets (never negative).
    override func prepare() {
        let width = max(0, (collectionView?.bounds.width ?? 0) - sectionInset.left - sectionInset.right)
        itemSize = CGSize(width: width, height: rowHeight)
        super.prepare()
    }
}

/// The `list` plugin (the host's `list` defaults: 60-point rows, 1 point apart, no insets).
enum ListLayoutPlugin: LayoutPlugin {
    static let id = "list"
    static let name = "List layout"
    static let version = "1.0.0"
    static let summary = "Full-width rows, one under the other, section after section"
    static let author = "TransitionHost"
    static let parameters: [PluginParameter] = [
        .number("row-height", default: 60, in: 1...1000, unit: "pt", help: "Each row's height"),
        .number("spacing", default: 1, in: 0...200, unit: "pt", help: "The space between rows"),
        .number("inset", default: 0, in: 0...200, unit: "pt", help: "Space kept around each section, on every side")
    ]

    static func makeLayout(parameters p: PluginParameters) -> ListLayout {
        ListLayout(rowHeight: p.cgFloat("row-height"), spacing: p.cgFloat("spacing"), inset: p.cgFloat("inset"))
    }
}
