import Foundation

/// UIKit's `UIStackView`: lays its ``arrangedSubviews`` out in a row (``axis`` `.horizontal`)
/// or a column (`.vertical`), by its ``distribution``, ``alignment`` and ``spacing``.
///
/// UIKit does this with constraints solved on its layout passes. The host has no layout
/// passes, so the stack view sets its arranged views' frames itself, at once, whenever
/// something that decides them changes: its frame or bounds (an Auto Layout pass that moves it
/// too), an arranged view added, inserted or removed, one shown or hidden (a hidden view takes
/// no room and no spacing, as in UIKit), and each layout property; ``layoutSubviews()`` lays
/// out too. Inside an animation block the frames animate, as UIKit's do.
///
/// Each view's length along the axis is its ``UIView/intrinsicContentSize`` there, or its
/// current frame's when it has none (−1). The space left over (or missing) with
/// ``Distribution/fill`` goes to the last view without an intrinsic length, else to the last
/// view: UIKit gives it by content-hugging and compression priorities, which the SDK does not
/// keep (at equal priorities UIKit's own layout is ambiguous). Across the axis, a view fills the
/// stack (``Alignment/fill``) or keeps its intrinsic (else current) size, placed at the start,
/// centre or end; the baseline alignments place as the top and bottom do (there are no text
/// baselines here). With ``isLayoutMarginsRelativeArrangement`` the views lie inside the
/// ``UIView/layoutMargins``. Arranged views keep `translatesAutoresizingMaskIntoConstraints`
/// as it was (UIKit sets it false, for its constraints; the SDK lays them out without any).
open class UIStackView: UIView {
    /// How the views share the length along the axis (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// The views at their lengths; the last flexible one takes what is left.
        case fill = 0
        /// Every view as long as the others.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// The views at their lengths, equal gaps between them (at least ``spacing``).
        case equalSpacing = 3
        /// The views at their lengths, their centres equally far apart.
        case equalCentering = 4
    }

    /// How the views are placed across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable {
        /// Each view as wide (high) as the stack.
        case fill = 0
        /// At the leading edge (the top, for a row).
        case leading = 1
        /// As ``top`` here.
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// At the trailing edge (the bottom, for a row).
        case trailing = 4
        /// As ``bottom`` here.
        case lastBaseline = 5
        /// The top (for a row): UIKit's alias of ``leading``.
        public static let top = Alignment.leading
        /// The bottom (for a row): UIKit's alias of ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// UIKit's value that makes a custom spacing go back to ``spacing`` (`FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// UIKit's value for the system's standard spacing (`FLT_MIN`): 8 points here, UIKit's
    /// standard gap between sibling views.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// A stack of `views`, each added as a subview and arranged in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// The views laid out, in order (a view taken out of the stack with `removeFromSuperview()`
    /// leaves the list too, as in UIKit).
    open var arrangedSubviews: [UIView] {
        arranged.removeAll { $0.view.superview !== self }
        return arranged.map(\.view)
    }
    /// The arranged views and the observation that lays out when one is shown or hidden.
    private var arranged: [(view: UIView, watch: NSKeyValueObservation)] = []
    /// Gaps after particular views (``setCustomSpacing(_:after:)``), by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Row or column (UIKit's default: horizontal).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrange() } }
    /// How the views share the axis (UIKit's default: fill).
    open var distribution: Distribution = .fill { didSet { arrange() } }
    /// How the views are placed across the axis (UIKit's default: fill).
    open var alignment: Alignment = .fill { didSet { arrange() } }
    /// The gap between views (UIKit's default: 0; the least gap for ``Distribution/equalSpacing``).
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    /// Whether the views lie inside the layout margins instead of the bounds (default false).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrange() } }
    /// Whether the baselines are measured from the top of the view (kept; no baselines here).
    open var isBaselineRelativeArrangement = false

    /// Adds `view` (as a subview, if it is not one) at the end of the arranged views.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` among the arranged views at `stackIndex` (added as the last subview when
    /// it is not one; an arranged view moves to the new place).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arranged.removeAll { $0.view === view || $0.view.superview !== self }
        if view.superview !== self { addSubview(view) }
        let watch = view.observe(\.isHidden) { [weak self] _, _ in self?.arrange() }
        arranged.insert((view, watch), at: min(max(0, stackIndex), arranged.count))
        arrange()
    }

    /// Takes `view` out of the arranged views; it stays a subview, where it is, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0.view === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }

    /// Sets the gap after `arrangedSubview` (instead of ``spacing``).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrange()
    }
    /// The gap after `arrangedSubview`: the custom one, else ``spacing``
    /// (``spacingUseDefault`` set as a custom spacing means ``spacing``).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
        return custom == UIStackView.spacingUseDefault ? spacing : custom
    }

    /// The gap after `view` as laid out: ``spacingUseSystem`` is 8 points.
    private func gap(after view: UIView) -> CGFloat {
        let g = customSpacing(after: view)
        return g == UIStackView.spacingUseSystem ? 8 : g
    }

    /// A new frame or bounds: the arranged views are laid out again.
    override func geometryDidChange() { arrange() }
    /// Lays the arranged views out.
    open override func layoutSubviews() { arrange() }

    /// The size the arranged views need: along the axis their lengths and the gaps, across it
    /// the largest, plus the margins when arranged inside them.
    open override var intrinsicContentSize: CGSize {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let horizontal = axis == .horizontal
        var along: CGFloat = 0
        var across: CGFloat = 0
        for (i, v) in views.enumerated() {
            let s = StackLayout.naturalSize(v)
            along += horizontal ? s.width : s.height
            across = max(across, horizontal ? s.height : s.width)
            if i < views.count - 1 { along += gap(after: v) }
        }
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return horizontal
            ? CGSize(width: along + m.left + m.right, height: across + m.top + m.bottom)
            : CGSize(width: across + m.left + m.right, height: along + m.top + m.bottom)
    }

    /// Sets the arranged views' frames (see ``UIStackView``).
    private func arrange() {
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let layout = StackLayout(
            axis: axis, distribution: distribution, alignment: alignment,
            gaps: views.dropLast().map { gap(after: $0) }, sizes: views.map(StackLayout.naturalSize),
            flexible: views.map { StackLayout.hasNoIntrinsicLength($0, axis) })
        for (v, rect) in zip(views, layout.frames(in: area)) where v.frame != rect { v.frame = rect }
    }
}
