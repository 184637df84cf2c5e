/// UIKit's `UIButton`: a control with a title, title colour and image per state. The host
/// draws a view's ``RendererTitled/title`` with its bitmap font, so the button's current title — the
/// one set for its current ``UIControl/state``, else the `.normal` one, as UIKit looks it up —
/// is drawn as that title, and follows `isSelected`, `isHighlighted` and `isEnabled`. Title
/// colours and images are kept and read back per state (``currentImage`` is also shown as the
/// layer's contents); the bitmap font draws in its own colour.
open class UIButton: UIControl {
    /// UIKit's button types (UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
        /// UIKit's alias of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The type it was made with (`.custom` for `init(frame:)`, as in UIKit).
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// A button of `buttonType` with an empty frame (UIKit's `UIButton(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Sets the title shown in `state` (nil: falls back to `.normal`'s).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        showCurrent()
    }
    /// The title set for `state`, else the `.normal` one (UIKit's lookup).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// The title shown now (drawn as the view's title).
    open var currentTitle: String? { title(for: state) }
    /// The spoken label: the one set, else the title shown now (UIKit's default for a button).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// Sets the title colour for `state` (kept; see the type's documentation).
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// The title colour for `state`, else the `.normal` one.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor? { titleColor(for: state) }

    /// Sets the image for `state`; the current one is shown as the layer's contents.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        showCurrent()
    }
    /// The image for `state`, else the `.normal` one.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets the background image for `state` (kept and read back).
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    /// The background image for `state`, else the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    override func controlStateDidChange() { showCurrent() }

    /// Draws the current title and image.
    private func showCurrent() {
        title = currentTitle
        if let img = currentImage { layer.contents = img.cgImage } else if !images.isEmpty { layer.contents = nil }
    }
}
