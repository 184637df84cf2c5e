/// UIKit's `UIAlertController`: an alert or action sheet, made and configured as in UIKit —
/// title, message, style, actions in the order added, a preferred action — with UIKit's rules:
/// a second `.cancel` action is refused (UIKit raises; here the call logs an error naming the
/// action and changes nothing), and the preferred action must be one of the alert's actions
/// (else the same). The host shows no alerts: presenting one logs a warning naming its title
/// and actions and does nothing, as every presentation a plugin starts (see
/// ``UIViewController/present(_:animated:completion:)``); its actions' handlers are never called.
open class UIAlertController: UIViewController {
    /// UIKit's alert styles (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A sheet that slides up from the bottom.
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// The message under the title.
    open var message: String?
    /// Alert or action sheet.
    public private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action UIKit would emphasise and trigger on Return (nil: none); must be one of
    /// ``actions``.
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set {
            guard let a = newValue, !actions.contains(where: { $0 === a }) else {
                preferred = newValue
                return
            }
            connection.log(
                "UIAlertController.preferredAction: the action \(Self.describe(a)) is not one of the alert's; ignored",
                level: AP_LOG_ERROR)
        }
    }
    private var preferred: UIAlertAction?

    /// An alert controller (UIKit's initializer).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds `action` after the others; a second `.cancel` action is refused (logged).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return connection.log(
                "UIAlertController.addAction(_:): an alert holds one .cancel action at most; \(Self.describe(action)) ignored",
                level: AP_LOG_ERROR)
        }
        actions.append(action)
    }

    /// "alert \"Title\" [OK, Cancel]", for log lines.
    var summary: String {
        "UIAlertController \(String(reflecting: title ?? "")) [\(actions.map { $0.title ?? "" }.joined(separator: ", "))]"
    }

    /// An action's title, quoted, for log lines.
    static func describe(_ a: UIAlertAction) -> String { String(reflecting: a.title ?? "") }
}

/// Swift 4's name of ``UIAlertController/Style``.
@available(*, deprecated, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
