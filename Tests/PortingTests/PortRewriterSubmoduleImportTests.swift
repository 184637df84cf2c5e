import XCTest

@testable import Porting

/// The `submodule-import` rewrite: imports of a UIKit or QuartzCore submodule or declaration,
/// which iOS resolves through UIKit's module map, become imports of the framework, on the same
/// line; the one submodule the SDK declares and other modules' dotted imports stay.
final class PortRewriterSubmoduleImportTests: XCTestCase {
    private func port(_ source: String) -> PortRewriter.Result {
        PortRewriter().rewrite([.init(path: "A.swift", source: source)])[0]
    }

    func testSubmoduleAndDeclarationImportsBecomeTheFramework() {
        let r = port(
            """
            import UIKit.UIViewControllerTransitioning
            #if os(iOS)
                @_exported import UIKit.UIGeometry
            #endif
            import class UIKit.UIView
            import QuartzCore.CALayer
            final class A {}
            """)
        XCTAssertEqual(r.rewrites.filter { $0.kind == .submoduleImport }.map(\.line), [1, 3, 5, 6])
        XCTAssertEqual(r.rewrites.first?.before, "import UIKit.UIViewControllerTransitioning")
        XCTAssertEqual(r.rewrites.first?.after, "import UIKit")
        XCTAssertEqual(
            r.source,
            """
            import UIKit
            #if os(Linux)
                @_exported import UIKit
            #endif
            import UIKit
            import QuartzCore
            final class A {}
            """)
    }

    func testTheSDKsSubmoduleAndOtherModulesStay() {
        let source = """
            import UIKit.UIGestureRecognizerSubclass
            import Foundation
            import MyKit.Extras
            final class A {}
            """
        let r = port(source)
        XCTAssertTrue(r.rewrites.isEmpty, "\(r.rewrites)")
        XCTAssertEqual(r.source, source)
    }
}
