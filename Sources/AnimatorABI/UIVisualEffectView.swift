/// UIKit's visual effects, as far as this host can draw them: there is no blur of what lies
/// behind a view here (the renderers draw each layer once, from the render model), so a blur
/// is drawn as its tint — a translucent colour over what is behind, close to what the blur
/// looks like over busy content. Base class, as UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject {
    /// An effect with nothing to draw.
    public override init() {}
    /// The colour this host draws the effect as (clear for none).
    var tint: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

/// UIKit's `UIBlurEffect`, drawn as its style's tint (see ``UIVisualEffect``).
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles (UIKit's raw values).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
            systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13,
            systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18,
            systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) { self.style = style }

    /// The tint a blur of this style is drawn as: white or near-black at the opacity that
    /// approximates the style over mid-grey content (an approximation: no blur is computed).
    override var tint: UIColor {
        switch style {
        case .extraLight, .prominent: return UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8)
        case .light, .regular: return UIColor(red: 1, green: 1, blue: 1, alpha: 0.55)
        case .dark: return UIColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73)
        // The adaptive materials take their light form: the host's traits are light.
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight:
            return UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.35)
        case .systemThinMaterial, .systemThinMaterialLight:
            return UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.55)
        case .systemMaterial, .systemChromeMaterial, .systemMaterialLight, .systemChromeMaterialLight:
            return UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.7)
        case .systemThickMaterial, .systemThickMaterialLight:
            return UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.85)
        // The dark materials: the dark style's near-black at the same opacities.
        case .systemUltraThinMaterialDark: return UIColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.35)
        case .systemThinMaterialDark: return UIColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.55)
        case .systemMaterialDark, .systemChromeMaterialDark:
            return UIColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.7)
        case .systemThickMaterialDark: return UIColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.85)
        }
    }
}

/// UIKit's `UIVisualEffectView`: a view showing `effect` (drawn as its tint, see
/// ``UIVisualEffect``) under its `contentView`, which fills its bounds.
///
/// Setting `effect` inside a UIView animation block animates the tint (the classic
/// blur-in: `UIView.animate { blurView.effect = UIBlurEffect(style: .dark) }` from nil), as
/// the tint is the view's background colour; `contentView` is kept the size of the view when
/// `frame` or `bounds` change (with them, inside an animation block).
open class UIVisualEffectView: UIView {
    /// The view to add subviews to, over the effect.
    public private(set) var contentView: UIView!

    /// A view showing `effect` (nil: nothing until one is set).
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        setUp(effect)
    }

    /// A view with no effect and the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp(nil)
    }

    /// A view with no effect (the coder is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp(nil)
    }

    private func setUp(_ e: UIVisualEffect?) {
        let content = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        contentView = content
        addSubview(content)
        effect = e
    }

    /// The effect shown (nil: none, clear).
    open var effect: UIVisualEffect? {
        didSet { backgroundColor = effect?.tint ?? UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    }

    /// The frame; the content view follows its size.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentView?.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }

    /// The bounds; the content view follows their size.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            contentView?.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }
}
