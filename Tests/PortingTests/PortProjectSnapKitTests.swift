import XCTest

@testable import Porting

/// A plugin package whose files import SnapKit depends on TransitionHost's `SnapKit` product
/// (the SDK's implementation of the DSL), so the import resolves instead of being dropped and
/// stubbed; a package whose files do not import it does not.
final class PortProjectSnapKitTests: XCTestCase {
    private func project(_ source: String) -> PortProject {
        let plugin = PortProject.Plugin(
            className: "CardAnimator", kind: .animator, construction: "CardAnimator()", target: "PortedCardAnimator",
            id: "port.card-animator", sourcePath: "/somewhere/CardAnimator.swift")
        return PortProject(name: "P", hostPath: "/h", files: [("CardAnimator.swift", source)], plugins: [plugin])
    }

    func testTheManifestNamesSnapKitOnlyWhenAFileImportsIt() {
        let product = ".product(name: \"SnapKit\", package: \"TransitionHost\"),"
        let uses = project("import UIKit\nimport  SnapKit\nfinal class CardAnimator: NSObject {}\n")
        XCTAssertTrue(uses.importsSnapKit)
        XCTAssertTrue(uses.manifest().contains(product), uses.manifest())
        // A comment or a name that only starts the same is no import.
        let not = project(
            "import UIKit\n// import SnapKit\n/*\nimport SnapKit\n*/\nimport SnapKitExtras\nfinal class CardAnimator {}\n"
        )
        XCTAssertFalse(not.importsSnapKit)
        XCTAssertFalse(not.manifest().contains("SnapKit\""), not.manifest())
    }
}
