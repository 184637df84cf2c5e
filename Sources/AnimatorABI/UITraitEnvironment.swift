/// UIKit's `UITraitEnvironment`: what has traits and hears when they change — views,
/// controllers and presentation controllers, as in UIKit. The host's traits stay the same for
/// the whole run (``UITraitCollection/current``), so it never calls
/// ``traitCollectionDidChange(_:)``; code that takes any trait environment compiles.
public protocol UITraitEnvironment: AnyObject {
    /// The traits (the host's).
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the traits before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
extension UIPresentationController: UITraitEnvironment {}
