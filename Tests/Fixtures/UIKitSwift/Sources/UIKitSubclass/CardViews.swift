import UIKit

// App classes as iOS projects write them next to their transitions: view, layer, animation,
// controller, gesture, interaction and layout subclasses that override UIKit's members,
// with Swift 4 spellings here and there.

/// A rounded card; counts its frame changes and superview moves.
class RoundedCardView: UIView {
    private(set) var frameChanges = 0
    private(set) var moves = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        layer.cornerRadius = 12
        contentMode = .scaleAspectFill
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override var frame: CGRect {
        didSet { frameChanges += 1 }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        moves += 1
    }
}

/// A shape layer with its own defaults.
final class PulseLayer: CAShapeLayer {
    override init() {
        super.init()
        fillColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.3).cgColor
        lineWidth = 2
    }

    override func layoutSublayers() {
        super.layoutSublayers()
    }
}

/// An opacity animation with a convenience initializer, held at its end.
final class FadeAnimation: CABasicAnimation {
    convenience init(from: CGFloat, to: CGFloat, duration: CFTimeInterval) {
        self.init(keyPath: "opacity")
        fromValue = from
        toValue = to
        self.duration = duration
        timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        fillMode = kCAFillModeForwards
        isRemovedOnCompletion = false
    }
}

/// A cell holding its own `title` label, as real cells declare one (UIKit's `UIView` has no
/// `title`, so iOS code names members that freely): it must compile beside the SDK's drawn
/// label, and `title` inside it is the cell's.
final class TitledCell: UIView {
    var title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Card"
        addSubview(title)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A label subclass with a constant `title` of another type (a card's caption model).
final class CaptionLabel: UILabel {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
        text = title.uppercased()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A modal card that dismisses on the accessibility escape gesture and hides its siblings from
/// VoiceOver, overriding UIKit's accessibility members as apps do.
final class ModalCardView: UIView {
    private(set) var escaped = false

    override func accessibilityPerformEscape() -> Bool {
        escaped = true
        return true
    }

    override var accessibilityViewIsModal: Bool {
        get { return true }
        set {}  // always modal
    }
}
