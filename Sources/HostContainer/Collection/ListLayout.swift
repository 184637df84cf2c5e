import AnimationCore

/// A list: one column of full-width rows, ``rowHeight`` high and ``spacing`` apart, inside
/// ``insets``, section after section (a flow layout whose items span the width).
public struct ListLayout: CollectionLayout {
    public var name: String { "list" }
    /// Each row's height, points.
    public var rowHeight: Double
    /// The space between rows, points.
    public var spacing: Double
    /// Each section's insets, points.
    public var insets: EdgeInsets

    /// A list of `rowHeight`-point rows.
    public init(
        rowHeight: Double = 60, spacing: Double = 1,
        insets: EdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    ) {
        self.rowHeight = rowHeight
        self.spacing = spacing
        self.insets = insets
    }

    public func prepare(_ context: CollectionLayoutContext) -> PreparedLayout {
        let width = max(0, context.size.width - insets.left - insets.right)
        return FlowLayout(
            itemSize: Size(width: width, height: rowHeight), minimumLineSpacing: spacing, minimumInteritemSpacing: 0,
            sectionInset: insets
        ).prepare(context)
    }
}
