import AnimatorABI
import Foundation

// Scripts for NSObjectRootsSDKTests: the SDK's UIKit and Core Animation classes descend from
// NSObject, as on iOS, so what real code builds on NSObject reaches them, and their equality
// (by host handle) is what it was before they did.

/// The `Then` protocol real code declares and attaches to every object with
/// `extension NSObject: Then {}` (then `view.then { $0.alpha = 0.5 }`).
protocol RootsThen: AnyObject {}

extension RootsThen {
    /// Runs `block` on the object and answers it (the pattern's whole body).
    @discardableResult
    func then(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }
}

extension NSObject: RootsThen {}

/// A protocol constrained to NSObject, as `protocol DataSource: NSObject`.
protocol RootsItemSource: NSObject {
    /// How many items it has.
    var itemCount: Int { get }
}

extension RootsItemSource {
    /// What a `where Self: NSObject` default reaches: NSObject's own members.
    var sourceIsAController: Bool { isKind(of: UIViewController.self) }
}

/// A controller that is an item source (the app's screen).
final class RootsSourceScreen: UIViewController, RootsItemSource {
    var itemCount: Int { 3 }
}

/// An API taking an `NSObject`, as real code passes a view to one.
func rootsClassName(of object: NSObject) -> String { String(describing: type(of: object)) }

enum NSObjectRootsScripts {
    /// Views, layers, controllers, recognizers, colours and more are NSObjects, which `then`,
    /// NSObject-constrained protocols and NSObject-typed parameters reach.
    static func roots(_ ctx: UIViewControllerContextTransitioning) {
        guard let from = ctx.view(forKey: .from), let fromVC = ctx.viewController(forKey: .from) else {
            check("the from view and controller", false)
            return ctx.completeTransition(true)
        }
        let objects: [(String, Any)] = [
            ("view", from), ("container", ctx.containerView), ("layer", from.layer), ("controller", fromVC),
            ("pan", UIPanGestureRecognizer()), ("colour", UIColor.red), ("path", UIBezierPath()),
            ("image", UIImage()), ("screen", UIScreen.main), ("traits", UITraitCollection()),
            ("percent driven", UIPercentDrivenInteractiveTransition()),
            ("attributes", UICollectionViewLayoutAttributes()), ("layout", UICollectionViewFlowLayout()),
            ("shape layer", CAShapeLayer()), ("font", UIFont.systemFont(ofSize: 12))
        ]
        for (name, o) in objects { check("\(name) is an NSObject", o is NSObject, "\(type(of: o))") }
        let made = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).then { $0.alpha = 0.5 }
        check("then on a view", made.alpha == 0.5, "\(made.alpha)")
        let layer = CALayer().then { $0.cornerRadius = 4 }
        check("then on a layer", layer.cornerRadius == 4, "\(layer.cornerRadius)")
        let pan = UIPanGestureRecognizer().then { $0.isEnabled = false }
        check("then on a recognizer", !pan.isEnabled)
        let screen = RootsSourceScreen()
        let sources: [RootsItemSource] = [screen]
        check("an NSObject-constrained protocol", sources[0].itemCount == 3 && sources[0].sourceIsAController)
        check(
            "an NSObject parameter",
            rootsClassName(of: from) == "UIView" && rootsClassName(of: screen) == "RootsSourceScreen")
        check("isKind from NSObject", from.isKind(of: UIResponder.self) && !from.isKind(of: UIViewController.self))
        check("isMember from NSObject", made.isMember(of: UIView.self) && !made.isMember(of: UIResponder.self))
        check("responds(to:) from NSObject", from.responds(to: Selector(UIView.layoutSubviews)))
        equality(ctx, from, fromVC)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// Equality and hashing by host handle, as before: the same host view is one element of a
    /// set and one key, whatever object asks; different views are different.
    private static func equality(
        _ ctx: UIViewControllerContextTransitioning, _ from: UIView, _ fromVC: UIViewController
    ) {
        let again = ctx.viewController(forKey: .from)!.view!
        let set: Set<UIView> = [from, again, ctx.containerView, from.superview ?? from]
        check("a set of views by host view", set.count == 2, "\(set.count)")
        var keys: [UIView: Int] = [from: 1]
        keys[again, default: 0] += 1
        check("a dictionary keyed by views", keys.count == 1 && keys[from] == 2, "\(keys.count)")
        check("== is the host view", from == again && from != ctx.containerView)
        check("isEqual is ==", from.isEqual(again) && !from.isEqual(ctx.containerView) && !from.isEqual("view"))
        check("hash is the handle", from.hash == Int(truncatingIfNeeded: from.handle.bits))
        let layers: Set<CALayer> = [from.layer, again.layer, ctx.containerView.layer]
        check("a set of layers by host layer", layers.count == 2, "\(layers.count)")
        check("a host controller equals itself", fromVC == ctx.viewController(forKey: .from)!)
        check("host controllers differ", fromVC != ctx.viewController(forKey: .to)!)
        let a = UIViewController()
        let b = UIViewController()
        check("plugin-made controllers by object", a == a && a != b && Set([a, b, a]).count == 2)
        check("colours by components", UIColor(white: 1, alpha: 1) == UIColor.white && UIColor.red != UIColor.blue)
        check("a set of colours", Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
        let t1 = UITraitCollection(userInterfaceStyle: .dark)
        check(
            "trait collections by traits",
            t1 == UITraitCollection(userInterfaceStyle: .dark) && t1 != UITraitCollection())
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        check("attributes by value, hashing alike", attributes == copy && attributes.hash == copy.hash)
    }
}
