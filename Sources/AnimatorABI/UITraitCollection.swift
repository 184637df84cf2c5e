/// UIKit's `UITraitCollection`, as a plain value: the environment a view or controller is
/// shown in. Views and controllers report the host's, which ``UITraitCollection/current``
/// also is: light appearance, a display scale of 1 (as ``UIScreen/scale``), a phone idiom,
/// left-to-right, and size classes from the screen's size as iPhones and iPads get them —
/// horizontal regular from 736 points wide (a Plus or Max phone in landscape, any iPad),
/// vertical regular above 500 points tall (any phone in portrait, any iPad); compact
/// otherwise. A trait the collection does not specify reads as UIKit's `.unspecified`.
open class UITraitCollection: NSObject {
    /// The appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point (0: unspecified, as in UIKit).
    public let displayScale: CGFloat
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The device idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A collection that specifies nothing.
    public override convenience init() {
        self.init(.unspecified, 0, .unspecified, .unspecified, .unspecified, .unspecified)
    }
    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle, 0, .unspecified, .unspecified, .unspecified, .unspecified)
    }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(.unspecified, displayScale, .unspecified, .unspecified, .unspecified, .unspecified)
    }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(.unspecified, 0, horizontalSizeClass, .unspecified, .unspecified, .unspecified)
    }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(.unspecified, 0, .unspecified, verticalSizeClass, .unspecified, .unspecified)
    }
    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(.unspecified, 0, .unspecified, .unspecified, userInterfaceIdiom, .unspecified)
    }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(.unspecified, 0, .unspecified, .unspecified, .unspecified, layoutDirection)
    }

    /// UIKit's merge: each trait from the last collection in `traits` that specifies it.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified, dir = UITraitEnvironmentLayoutDirection.unspecified
        for t in traits {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
            if t.layoutDirection != .unspecified { dir = t.layoutDirection }
        }
        self.init(style, scale, h, v, idiom, dir)
    }

    init(
        _ style: UIUserInterfaceStyle, _ scale: CGFloat, _ h: UIUserInterfaceSizeClass, _ v: UIUserInterfaceSizeClass,
        _ idiom: UIUserInterfaceIdiom, _ dir: UITraitEnvironmentLayoutDirection
    ) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = h
        verticalSizeClass = v
        userInterfaceIdiom = idiom
        layoutDirection = dir
    }

    /// The host's traits (see the type's documentation).
    public static var current: UITraitCollection { host(screen: UIScreen.main.bounds.size) }

    /// The traits of a screen of `size` (see the type's documentation).
    static func host(screen size: CGSize) -> UITraitCollection {
        UITraitCollection(
            .light, 1, size.width >= 736 ? .regular : .compact, size.height > 500 ? .regular : .compact, .phone,
            .leftToRight)
    }

    /// True when every trait `trait` specifies has the same value here (UIKit's
    /// `containsTraits(in:)`; nil contains).
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
    }

    /// True when the two differ in a trait that changes colours (the appearance; UIKit's
    /// `hasDifferentColorAppearance(comparedTo:)` also counts contrast, which is not here).
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// Equal when every trait is (NSObject's equality, which `==`, sets and dictionary keys use).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let r = object as? UITraitCollection else { return false }
        return userInterfaceStyle == r.userInterfaceStyle && displayScale == r.displayScale
            && horizontalSizeClass == r.horizontalSizeClass && verticalSizeClass == r.verticalSizeClass
            && userInterfaceIdiom == r.userInterfaceIdiom && layoutDirection == r.layoutDirection
    }
    /// Every trait, so equal collections hash alike.
    open override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceStyle)
        h.combine(displayScale)
        h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass)
        h.combine(userInterfaceIdiom)
        h.combine(layoutDirection)
        return h.finalize()
    }
}

/// UIKit's appearances (UIKit's raw values).
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }
/// UIKit's size classes (UIKit's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }
/// UIKit's device idioms (UIKit's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
/// UIKit's layout directions (UIKit's raw values).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }

extension UIView {
    /// The host's traits (see ``UITraitCollection``).
    public var traitCollection: UITraitCollection { .current }
}

extension UIViewController {
    /// The host's traits (see ``UITraitCollection``).
    public var traitCollection: UITraitCollection { .current }
}
