import XCTest

@testable import Porting

/// Members a stand-in must not declare, or must declare as a class of the files does: a
/// member its superclass already has (an SDK class's, or one port added to that class in an
/// extension), which the compiler reads as an override of another type, and a member a class
/// of the files overrides with its own declared type. Examples written in the style of action
/// sheets and paging layouts, where a settings object's `cancelView` or a layout's attributes
/// are the app's types in files not given.
final class PortStubsInheritedTests: XCTestCase {
    private let sheet = """
        import UIKit
        open class SheetController: UIViewController {
            open var settings = SheetSettings.defaultSettings
            func layoutCancel() {
                if settings.cancelView.showCancel && !settings.cancelView.coversItems {
                    cancelButton.setTitle(settings.cancelView.title, for: .normal)
                }
                cancelButton.backgroundColor = settings.cancelView.backgroundColor
            }
            let cancelButton = UIButton()
        }
        class CompactSheetController: BaseSheetController {
            override var showsHeader: Bool { false }
            override var headerHeight: CGFloat? { nil }
        }
        """

    private func error(_ n: Int, _ message: String, file: String = "Sheet.swift") -> String {
        "/tmp/p/Sources/T/\(file):\(n):16: error: \(message)"
    }

    private func property(_ name: String, _ type: String, optional: Bool = false) -> PortStubs.Member {
        .init(name: name, isStatic: false, kind: .property(type: type, optional: optional))
    }

    /// The 1-based line of `PortStubs.swift` (as `source()` writes it) that contains `text`.
    private func line(of text: String, in stubs: PortStubs) -> Int {
        let lines = stubs.source().split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    /// `settings.cancelView` became a `UIView` subclass once its `backgroundColor` was read,
    /// after port had typed `showCancel`, `title` and `coversItems` from their names and added
    /// `showCancel` to `UIView` while `cancelView` was a plain view: the subclass's own
    /// declarations clash with `UIView`'s and go, for good.
    func testAStandInsMemberThatItsSuperclassDeclaresGoes() {
        var stubs = PortStubs(files: [("Sheet.swift", sheet)])
        var cancel = PortStubs.Stub(name: "PortStubCancelView", shape: .subclass("UIView"))
        cancel.members = [
            property("showCancel", "CGFloat"), property("coversItems", "UIView"), property("title", "String"),
            property("height", "CGFloat")
        ]
        var viewExtension = PortStubs.Stub(name: "UIView", shape: .sdkExtension)
        viewExtension.members = [property("showCancel", "Bool"), property("coversItems", "Bool")]
        stubs.stubs = [cancel, viewExtension]
        let log = [
            error(
                line(of: "var showCancel: CGFloat", in: stubs),
                "property 'showCancel' with type 'CGFloat' cannot override a property with type 'Bool'",
                file: "PortStubs.swift"),
            error(
                line(of: "var coversItems: UIView", in: stubs),
                "property 'coversItems' with type 'UIView' cannot override a property with type 'Bool'",
                file: "PortStubs.swift"),
            error(
                line(of: "var title: String", in: stubs),
                "cannot override mutable property 'title' of type 'String?' with covariant type 'String'",
                file: "PortStubs.swift")
        ].joined(separator: "\n")
        XCTAssertTrue(stubs.learn(from: log))
        XCTAssertEqual(stubs.stub("PortStubCancelView")?.members, [property("height", "CGFloat")])
        XCTAssertEqual(stubs.stub("UIView")?.members.map(\.name), ["showCancel", "coversItems"], "the extension stays")
        let source = stubs.source()
        XCTAssertFalse(source.contains("var showCancel: CGFloat"), source)
        XCTAssertTrue(source.contains("var showCancel: Bool { get"), source)
        // A later complaint about the member on the stand-in does not bring it back.
        _ = stubs.learn(from: error(5, "value of type 'PortStubCancelView' has no member 'title'"))
        XCTAssertFalse(stubs.stub("PortStubCancelView")?.members.contains { $0.name == "title" } ?? true)
    }

    /// A stand-in of an SDK subclass that guessed an SDK member (a layout attributes class's
    /// `center`, a recognizer's `delegate`): "cannot override with a stored property" and
    /// "overriding declaration requires an 'override' keyword" remove it the same way; a
    /// nested stand-in is found by its qualified name.
    func testStoredAndUnmarkedRedeclarationsGoFromNestedStandInsToo() {
        var stubs = PortStubs(files: [("Sheet.swift", sheet)])
        var outer = PortStubs.Stub(name: "Pager", shape: .namespace)
        outer.members = [property("spacing", "CGFloat")]
        var attributes = PortStubs.Stub(
            name: "Pager.CellAttributes", shape: .subclass("UICollectionViewLayoutAttributes"))
        attributes.members = [
            property("center", "CGPoint"), property("progress", "CGFloat"),
            .init(name: "invalidate", isStatic: false, kind: .method(overloads: [[]]))
        ]
        stubs.stubs = [outer, attributes]
        let log = [
            error(
                line(of: "var center: CGPoint", in: stubs), "cannot override with a stored property 'center'",
                file: "PortStubs.swift"),
            error(
                line(of: "func invalidate()", in: stubs), "overriding declaration requires an 'override' keyword",
                file: "PortStubs.swift")
        ].joined(separator: "\n")
        XCTAssertTrue(stubs.learn(from: log))
        XCTAssertEqual(stubs.stub("Pager.CellAttributes")?.members, [property("progress", "CGFloat")])
        XCTAssertEqual(
            stubs.stub("Pager")?.members, [property("spacing", "CGFloat")], "the outer stand-in keeps its own")
    }

    /// `override var showsHeader: Bool` in a class of the files whose superclass is a stand-in
    /// that guessed the member a number: the stand-in's member takes the override's type.
    func testAnOverrideInTheFilesGivesTheStandInItsType() {
        var stubs = PortStubs(files: [("Sheet.swift", sheet)])
        var base = PortStubs.Stub(name: "BaseSheetController", shape: .subclass("UIViewController"))
        base.members = [property("showsHeader", "CGFloat"), property("headerHeight", "CGFloat")]
        stubs.stubs = [base]
        XCTAssertTrue(
            stubs.learn(
                from: [
                    error(13, "property 'showsHeader' with type 'Bool' cannot override a property with type 'CGFloat'"),
                    error(
                        14,
                        "property 'headerHeight' with type 'CGFloat?' cannot override a property with type 'CGFloat'")
                ].joined(separator: "\n")))
        XCTAssertEqual(
            stubs.stub("BaseSheetController")?.members,
            [property("showsHeader", "Bool"), property("headerHeight", "CGFloat", optional: true)])
        let source = stubs.source()
        XCTAssertTrue(source.contains("public var showsHeader: Bool = false"), source)
        XCTAssertTrue(source.contains("public var headerHeight: CGFloat! = 320"), source)
    }

    /// `indexPath` is a collection view's position, not a drawing path (port had guessed a
    /// `UIBezierPath` from the `…Path` ending).
    func testAnIndexPathIsAnIndexPath() {
        XCTAssertEqual(PortStubs.type(forMember: "indexPath"), "IndexPath")
        XCTAssertEqual(PortStubs.type(forMember: "selectedIndexPath"), "IndexPath")
        XCTAssertEqual(PortStubs.type(forMember: "borderPath"), "UIBezierPath")
        var stubs = PortStubs(files: [("Sheet.swift", sheet)])
        var attributes = PortStubs.Stub(name: "PageAttributes", shape: .plainClass)
        attributes.members = [property("indexPath", "IndexPath")]
        stubs.stubs = [attributes]
        XCTAssertTrue(stubs.source().contains("public var indexPath: IndexPath = IndexPath(item: 0, section: 0)"))
    }

    /// `self.width` in a view class of the files (the app's `extension UIView { var width }` is in
    /// a file not given): stubbed on the extension of the SDK class the view descends from, through
    /// the files' own classes; an `NSObject` animator's missing member is not put on `NSObject`.
    func testAMemberMissingOnAViewOfTheFilesIsStubbedOnItsSDKBase() {
        let code = """
            import UIKit
            class RingView: UIView {
                lazy var itemSize = CGSize(width: self.width - 100, height: self.height - 40)
            }
            final class PulsingRingView: RingView {
                func pulse() { alpha = self.minimumAlpha }
            }
            final class RingAnimator: NSObject {
                func run() { self.prepareRings() }
            }
            """
        var stubs = PortStubs(files: [("Ring.swift", code)])
        let e = { (n: Int, m: String) in "/tmp/p/Sources/T/Ring.swift:\(n):30: error: \(m)" }
        XCTAssertTrue(
            stubs.learn(
                from: [
                    e(3, "value of type 'RingView' has no member 'width'"),
                    e(3, "value of type 'RingView' has no member 'height'"),
                    e(6, "value of type 'PulsingRingView' has no member 'minimumAlpha'"),
                    e(9, "value of type 'RingAnimator' has no member 'prepareRings'")
                ].joined(separator: "\n")))
        XCTAssertEqual(stubs.stub("UIView")?.shape, .sdkExtension)
        XCTAssertEqual(stubs.stub("UIView")?.members.map(\.name), ["width", "height", "minimumAlpha"])
        XCTAssertNil(stubs.stub("NSObject"))
        XCTAssertNil(stubs.stub("RingView"), "the files' classes are never stubbed")
    }

    /// `cellSpec.height(actionData)` beside a stand-in's `width` where the files' generic class
    /// passes a value of its type parameter: `ActionDataType` is in scope only in that class, so
    /// no stand-in member takes it (`PortStubs.swift` would not compile); another type still does.
    func testAGenericParameterOfTheFilesIsNoStandInsType() {
        let code = """
            open class SheetController<CellType: UICollectionViewCell, ActionDataType>: UIViewController {
                func size(for actionData: ActionDataType) -> CGSize {
                    return CGSize(width: settings.width, height: cellSpec.height(actionData))
                }
            }
            func measured<Element>(_ e: Element) -> CGFloat { layout.width }
            """
        var stubs = PortStubs(files: [("Sheet.swift", code)])
        var settings = PortStubs.Stub(name: "SheetSettings", shape: .plainClass)
        settings.members = [property("width", "CGFloat")]
        stubs.stubs = [settings]
        XCTAssertTrue(stubs.isGenericParameter("ActionDataType"))
        XCTAssertTrue(stubs.isGenericParameter("Element?"))
        XCTAssertFalse(stubs.isGenericParameter("UICollectionViewCell"))
        XCTAssertFalse(stubs.isGenericParameter("SheetController"))
        _ = stubs.learn(
            from: error(3, "cannot convert value of type 'CGFloat' to expected argument type 'ActionDataType'"))
        XCTAssertEqual(stubs.stub("SheetSettings")?.members, [property("width", "CGFloat")])
        _ = stubs.learn(from: error(3, "cannot convert value of type 'CGFloat' to expected argument type 'Double'"))
        XCTAssertEqual(stubs.stub("SheetSettings")?.members, [property("width", "Double")])
    }

    func testTheLineOfAStubFileNamesItsMemberAndStandIn() {
        let lines = [
            "public class Outer: Hashable {", "    public init() {}", "    public class Inner: UIView {",
            "        public lazy var panel: UIView = { let v = UIView(); self.addSubview(v); return v }()", "    }",
            "}", "extension Delegate {", "    public func didMove(_ a0: Any?) { }", "}"
        ]
        XCTAssertEqual(PortStubs.enclosingStub(lines, line: 4), "Outer.Inner")
        XCTAssertEqual(PortStubs.declaredMember(lines[3]), "panel")
        XCTAssertEqual(PortStubs.enclosingStub(lines, line: 8), "Delegate")
        XCTAssertEqual(PortStubs.declaredMember(lines[7]), "didMove")
        XCTAssertNil(PortStubs.enclosingStub(lines, line: 1))
    }
}
