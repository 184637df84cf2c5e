import Foundation

/// UIKit's `UIStoryboard`: an Interface Builder storyboard, named by a file in a bundle.
///
/// **Linux has no storyboards**, for the reason it has no nibs (see ``UINib``): Xcode compiles
/// `.storyboard` files into archives of Objective-C objects that only UIKit's unarchiver and
/// the Objective-C runtime can decode. So a storyboard is made — an app's file that keeps one,
/// or makes its controllers from one beside the animator it holds, compiles — and asking it
/// for a controller does what UIKit does for an identifier its storyboard lacks:
/// ``instantiateViewController(withIdentifier:)`` stops the plugin with a message naming the
/// storyboard and the identifier (UIKit raises `NSInvalidArgumentException`, which an app does
/// not catch), and ``instantiateInitialViewController()`` answers nil (UIKit's answer for a
/// storyboard without an initial controller). A transition plugin gets its controllers from
/// the transition context, never from a storyboard; make any other controller in code.
open class UIStoryboard: NSObject {
    /// The storyboard's file name (without `.storyboard`).
    public let name: String
    /// The bundle it would be read from (nil: the main bundle, as in UIKit).
    public let bundle: Bundle?

    /// The storyboard named `name` in `storyboardBundleOrNil`, as UIKit's `init(name:bundle:)`.
    /// Nothing is read (see the type's documentation).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
    }

    /// The storyboard's initial controller: nil here, as UIKit answers for a storyboard that
    /// names none (see the type's documentation).
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The controller with storyboard identifier `identifier`: none can be decoded here, so
    /// this stops the plugin as UIKit does for an identifier the storyboard lacks, saying why.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        fatalError(
            "UIStoryboard \"\(name)\": no storyboard can be decoded on Linux, so no controller \"\(identifier)\"; make the controller in code"
        )
    }
}

extension UIViewController {
    /// UIKit's `storyboard`: the storyboard the controller came from — nil here, where no
    /// controller comes from one (see ``UIStoryboard``).
    public var storyboard: UIStoryboard? { nil }
}
