import Foundation

/// UIKit's `UIBarAppearance` (iOS 13): the background and shadow of a bar, set on a bar as its
/// `standardAppearance` (and `scrollEdgeAppearance`, `compactAppearance`). A bar copies the
/// appearance it is given (UIKit's properties are `@NSCopying`), so changing the object
/// afterwards changes nothing until it is set again. Here a bar draws the appearance's
/// background colour (a blurred background as UIKit's light bar colour, a transparent one
/// clear); shadows, images and text attributes are kept and read back (the host draws no bar
/// content).
open class UIBarAppearance: NSObject, NSCopying {
    /// The device the appearance is for (kept).
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the background colour (UIKit's default: the system chrome material).
    open var backgroundEffect: UIBlurEffect?
    /// The background colour over the blur (nil: none).
    open var backgroundColor: UIColor?
    /// An image over the colour (kept).
    open var backgroundImage: UIImage?
    /// How the background image fills the bar (kept).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline under the bar's colour (UIKit's default: black at 30 %; nil: none).
    open var shadowColor: UIColor? = UIBarAppearance.defaultShadowColor
    /// An image for the hairline (kept).
    open var shadowImage: UIImage?

    /// UIKit's default hairline colour.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// An appearance with the default background (a blur), for the phone.
    public override convenience init() { self.init(idiom: .phone) }

    /// An appearance with the default background for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        super.init()
    }

    /// A copy of `barAppearance`'s background and shadow (a subclass copies its own settings
    /// too when given one of its kind).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// A copy of the same class (what a bar keeps when the appearance is set).
    public func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }

    /// The default background: a blur, no colour, the default hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = UIBarAppearance.defaultShadowColor
    }

    /// An opaque background in the system background colour, with the default hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = UIBarAppearance.defaultShadowColor
    }

    /// No background and no hairline: the content behind the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = nil
    }

    /// The colour a bar draws for this appearance: the background colour, else UIKit's light
    /// bar colour under a blur, else clear.
    var drawnColor: UIColor {
        backgroundColor ?? (backgroundEffect != nil ? UIColor(white: 0.97, alpha: 0.94) : .clear)
    }
}

/// UIKit's `UIBarButtonItemStateAppearance`: a bar button's look in one state (kept).
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset.
    open var titlePositionAdjustment = UIOffset()
    /// The background image.
    open var backgroundImage: UIImage?
    /// The background image's offset.
    open var backgroundImagePositionAdjustment = UIOffset()
}

/// UIKit's `UIBarButtonItemAppearance`: a bar button's look per state (kept).
open class UIBarButtonItemAppearance: NSObject {
    /// The normal state.
    open var normal = UIBarButtonItemStateAppearance()
    /// The highlighted state.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The disabled state.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The focused state.
    open var focused = UIBarButtonItemStateAppearance()
    /// The default look (plain buttons).
    public override init() { super.init() }
    /// The look of buttons of `style` (kept alike here).
    public init(style: UIBarButtonItem.Style) { super.init() }
    /// The defaults again.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
    }
}

/// UIKit's `UINavigationBarAppearance`: a bar appearance with the title's attributes and the
/// buttons' looks (kept).
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset.
    open var titlePositionAdjustment = UIOffset()
    /// Plain buttons' look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// Done buttons' look.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// The back button's look.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The back indicator's image (kept).
    open private(set) var backIndicatorImage: UIImage?
    /// The back indicator's transition mask (kept).
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let n = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = n.titleTextAttributes
        largeTitleTextAttributes = n.largeTitleTextAttributes
        titlePositionAdjustment = n.titlePositionAdjustment
        buttonAppearance = n.buttonAppearance
        doneButtonAppearance = n.doneButtonAppearance
        backButtonAppearance = n.backButtonAppearance
        backIndicatorImage = n.backIndicatorImage
        backIndicatorTransitionMaskImage = n.backIndicatorTransitionMaskImage
    }

    /// Sets the back indicator and its mask together, as UIKit requires.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// UIKit's `UIToolbarAppearance`: a bar appearance with the buttons' looks (kept).
open class UIToolbarAppearance: UIBarAppearance {
    /// Plain buttons' look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// Done buttons' look.
    open var doneButtonAppearance = UIBarButtonItemAppearance()

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let t = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = t.buttonAppearance
        doneButtonAppearance = t.doneButtonAppearance
    }
}

/// UIKit's `UITabBarItemStateAppearance`: a tab item's look in one state (kept).
open class UITabBarItemStateAppearance: NSObject {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset.
    open var titlePositionAdjustment = UIOffset()
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
    /// The badge's text attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// UIKit's `UITabBarItemAppearance`: a tab item's look per state (kept).
open class UITabBarItemAppearance: NSObject {
    /// The normal state.
    open var normal = UITabBarItemStateAppearance()
    /// The selected state.
    open var selected = UITabBarItemStateAppearance()
    /// The disabled state.
    open var disabled = UITabBarItemStateAppearance()
    /// The focused state.
    open var focused = UITabBarItemStateAppearance()
    /// The default look.
    public override init() { super.init() }
}

/// UIKit's `UITabBarAppearance`: a bar appearance with the items' looks per layout (kept).
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the title under the icon.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the icon.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Compact items with the title beside the icon.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The selection indicator's tint.
    open var selectionIndicatorTintColor: UIColor?

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let t = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = t.stackedLayoutAppearance
        inlineLayoutAppearance = t.inlineLayoutAppearance
        compactInlineLayoutAppearance = t.compactInlineLayoutAppearance
        selectionIndicatorTintColor = t.selectionIndicatorTintColor
    }
}
