import Foundation
import XCTest
import AnimatorABI

/// `CGAffineTransform()` (the zero-filled struct, as Swift imports Core Graphics' C struct on
/// iOS), `UINib`, which Linux cannot decode (no nibs, no Objective-C runtime), and named
/// images, which a plugin has none of.
final class NibAndZeroTransformTests: XCTestCase {
    /// Every entry of `CGAffineTransform()` is zero, so it maps every point to the origin and is
    /// not the identity; concatenated with anything it stays zero but for that one's translation.
    func testTheEmptyInitializerIsTheZeroTransform() {
        let z = CGAffineTransform()
        XCTAssertEqual(z, CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        XCTAssertFalse(z.isIdentity)
        XCTAssertEqual(CGPoint(x: 3, y: -4).applying(z), .zero)
        XCTAssertEqual(
            CGAffineTransform(translationX: 5, y: 6).concatenating(z),
            CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
            "x' = 0·(x + 5) + 0")
        XCTAssertEqual(z.concatenating(CGAffineTransform(translationX: 5, y: 6)).tx, 5)
    }

    /// A nib keeps its name and bundle and answers no objects: there are no compiled nibs on
    /// Linux.
    func testANibInstantiatesNothing() {
        let nib = UINib(nibName: "PhotoCell", bundle: nil)
        XCTAssertEqual(nib.nibName, "PhotoCell")
        XCTAssertNil(nib.bundle)
        XCTAssertTrue(nib.instantiate(withOwner: nil, options: nil).isEmpty)
        XCTAssertTrue(nib.instantiate(withOwner: self).isEmpty)
        XCTAssertNil(nib.instantiate(withOwner: nil).first as? NSObject)
        let fromData = UINib(data: Data([1, 2, 3]), bundle: .main)
        XCTAssertNil(fromData.nibName)
        XCTAssertTrue(fromData.instantiate(withOwner: nil, options: [.externalObjects: [String: Any]()]).isEmpty)
        XCTAssertEqual(UINib.OptionsKey.externalObjects.rawValue, "UINibExternalObjects")
    }

    /// `UIImage(named:)` answers nil, UIKit's answer for a name it does not find: a plugin has
    /// no asset catalog.
    func testANamedImageIsNotFound() {
        XCTAssertNil(UIImage(named: "icon"))
        XCTAssertNil(UIImage(named: "icon", in: nil, compatibleWith: nil))
    }

    /// UIKit's text colours have UIKit's components, and `MAXFLOAT` is the largest finite
    /// `Float`, as `<math.h>` defines it on Apple platforms.
    func testTextColoursAndMAXFLOAT() {
        let light = UIColor.lightText, dark = UIColor.darkText
        XCTAssertEqual([light.red, light.green, light.blue, light.alpha], [1, 1, 1, 0.6])
        XCTAssertEqual([dark.red, dark.green, dark.blue, dark.alpha], [0, 0, 0, 1])
        XCTAssertEqual(MAXFLOAT, 3.40282347e+38)
        XCTAssertEqual(CGFloat(MAXFLOAT), CGFloat(Float.greatestFiniteMagnitude))
    }

    /// An object responds to a selector made from a method of its type (Swift checked that the
    /// method exists), not to one of another type's, nor to a free function's.
    func testRespondsToASelectorOfItsType() {
        final class Probe: NSObject {
            func tick() {}
        }
        final class Other: NSObject {
            func tock() {}
        }
        XCTAssertTrue(Probe().responds(to: Selector(Probe.tick)))
        XCTAssertFalse(Other().responds(to: Selector(Probe.tick)))
        XCTAssertTrue(Other().responds(to: Selector(Other.tock)))
        XCTAssertFalse(Probe().responds(to: Selector { () -> Void in }))
    }
}

/// A controller that sets itself up when its storyboard loads it: the override compiles, and
/// nothing here calls it (no storyboards).
private final class StoryboardController: UIViewController {
    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A layout that sets its defaults when its nib loads it (a base layout of a library).
private final class NibGridLayout: UICollectionViewLayout {
    private(set) var columns = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        columns = 3
    }
}

/// `awakeFromNib` on controllers and layouts, and Objective-C's class methods `+description` and
/// `+classForCoder`.
final class NibHooksAndClassDescriptionTests: XCTestCase {
    func testNibHooksOfControllersAndLayoutsCanBeOverriddenAndCalled() {
        let layout = NibGridLayout()
        XCTAssertEqual(layout.columns, 0, "no nib loads it here")
        layout.awakeFromNib()
        XCTAssertEqual(layout.columns, 3, "the override runs when called, after super's")
        XCTAssertEqual(StoryboardController.description(), "StoryboardController")
    }

    func testTheClassDescriptionIsTheClassName() {
        XCTAssertEqual(NibGridLayout.description(), "NibGridLayout")
        XCTAssertEqual(UICollectionViewLayout.description(), "UICollectionViewLayout")
        // The instance's description is still Foundation's.
        XCTAssertTrue(NibGridLayout().description.contains("NibGridLayout"))
    }

    /// `+classForCoder` as iOS code uses it: a class to test views by (meqtMac's
    /// `$0.isKind(of: UIVisualEffectView.classForCoder())`, held-out 39).
    func testTheClassForCoderIsTheClassItself() {
        // (Layouts: views need the host's connection, which unit tests have none of.)
        let layouts: [UICollectionViewLayout] = [
            UICollectionViewLayout(), UICollectionViewFlowLayout(), NibGridLayout()
        ]
        XCTAssertEqual(layouts.filter { $0.isKind(of: UICollectionViewFlowLayout.classForCoder()) }.count, 1)
        XCTAssertEqual(layouts.filter { $0.isKind(of: UICollectionViewLayout.classForCoder()) }.count, 3)
        XCTAssertTrue(UICollectionViewFlowLayout.classForCoder() == UICollectionViewFlowLayout.self)
        XCTAssertTrue(NibGridLayout.classForCoder() == NibGridLayout.self)
    }
}

/// A storyboard is made and kept, as a nib is; none can be decoded here, so it has no initial
/// controller, and no controller comes from one (`storyboard` is nil).
final class StoryboardTests: XCTestCase {
    func testAStoryboardKeepsItsNameAndHasNoInitialController() {
        let board = UIStoryboard(name: "Main", bundle: nil)
        XCTAssertEqual(board.name, "Main")
        XCTAssertNil(board.bundle)
        XCTAssertNil(board.instantiateInitialViewController())
        XCTAssertTrue(UIStoryboard(name: "Cards", bundle: .main).bundle === Bundle.main)
    }
}
