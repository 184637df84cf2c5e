import XCTest

@testable import Porting

/// String-keyed KVO as scroll-driven interaction controllers write it (FAInteractivePopover,
/// held-out 43): `#keyPath(…)` becomes its string, and a direct `NSObject` subclass's
/// `override func observeValue(forKeyPath:…)` becomes a `KeyValueObserving` conformance (its
/// `super` call `()`); a subclass of an SDK class keeps its `override`.
final class PortRewriterKeyValueObservingTests: XCTestCase {
    private func port(_ source: String) -> PortRewriter.Result {
        PortRewriter().rewrite([PortRewriter.File(path: "/x/Pull.swift", source: source)])[0]
    }

    func testKeyPathsAndAnObserverOfNSObjectAreRewritten() {
        let source = """
            import UIKit
            final class Pull: NSObject, UIViewControllerInteractiveTransitioning {
                weak var scrollView: UIScrollView? {
                    didSet { scrollView?.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: .new, context: nil) }
                }
                let other = #keyPath(contentInset)
                func startInteractiveTransition(_ c: UIViewControllerContextTransitioning) {}
                override public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    guard keyPath == "contentOffset" else {
                        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                        return
                    }
                }
            }
            """
        let r = port(source)
        XCTAssertTrue(r.source.contains("forKeyPath: \"contentOffset\", options: .new"), r.source)
        XCTAssertTrue(r.source.contains("let other = \"contentInset\""), r.source)
        XCTAssertTrue(
            r.source.contains(
                "final class Pull: NSObject, UIViewControllerInteractiveTransitioning , KeyValueObserving {"),
            r.source)
        XCTAssertTrue(r.source.contains("    public func observeValue(forKeyPath"), r.source)
        XCTAssertTrue(r.source.contains("            ()\n"), r.source)
        XCTAssertEqual(r.rewrites.filter { $0.kind == .keyPath }.map(\.line), [4, 6])
        XCTAssertEqual(r.rewrites.filter { $0.kind == .keyValueObserver }.map(\.line), [8, 10])
        XCTAssertEqual(r.source.split(separator: "\n").count, source.split(separator: "\n").count, "no line moves")
    }

    func testASubclassOfAnSDKClassKeepsItsOverride() {
        let source = """
            import UIKit
            final class Pull: UIPercentDrivenInteractiveTransition {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """
        let r = port(source)
        XCTAssertTrue(r.source.contains("override func observeValue"), r.source)
        XCTAssertTrue(r.rewrites.filter { $0.kind == .keyValueObserver }.isEmpty)
    }
}
