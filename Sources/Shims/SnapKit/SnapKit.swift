// The module name code written with SnapKit imports: `import SnapKit` and its DSL
// (`view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }`) compile
// unchanged in a plugin package and lay views out with the SDK's Auto Layout
// (`NSLayoutConstraint`, solved at the next layout pass). Written for this repository from
// SnapKit's documented API (no SnapKit source is used); what it covers and leaves out is in
// the README ("Bring your iOS animator", SnapKit). `host-cli port` adds the `SnapKit` product
// of TransitionHost to a plugin package whose files import it.
import AnimatorABI

/// The view type the DSL constrains (SnapKit's name).
public typealias ConstraintView = UIView
/// The layout guide type the DSL constrains (SnapKit's name).
public typealias ConstraintLayoutGuide = UILayoutGuide
/// Edge insets, as `inset(_:)` and `equalTo(_:)` take them (SnapKit's name).
public typealias ConstraintInsets = UIEdgeInsets
/// The constraints the DSL makes: the SDK's own (SnapKit's name for its subclass).
public typealias LayoutConstraint = NSLayoutConstraint

extension UIView {
    /// SnapKit's entry point on a view: its attributes as items (`other.snp.bottom`) and the
    /// make, remake, update and remove calls.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension UILayoutGuide {
    /// SnapKit's entry point on a layout guide (`view.safeAreaLayoutGuide.snp.top`).
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
