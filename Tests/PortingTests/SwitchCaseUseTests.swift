import XCTest

@testable import Porting

/// The enum cases a placeholder prefers: those the files' `switch` statements handle with code
/// of their own, not those that only reach a `default:` (or a case) that traps.
final class SwitchCaseUseTests: XCTestCase {
    func testHandledCasesAreTheLabelsWhoseBodiesDoNotReject() {
        let text = """
            switch direction {
            case .left:
              frame.origin.x = -width
            case .right, .top: frame.origin.y = 0
            case .bottom where flipped:
              break
            case .spin(let turns): angle = turns
            case .forward, .backward:
              fatalError("Invalid direction")
            case .cross: preconditionFailure("no")
            default:
              fatalError("Invalid cover direction")
            }
            """
        XCTAssertEqual(SwitchCaseUse.handled(in: text), ["left", "right", "top", "bottom", "spin"])
    }

    func testThePreferredCaseIsTheFirstHandledInDeclarationOrderElseNone() {
        let handled: Set<String> = ["left", "right", "top", "bottom"]
        XCTAssertEqual(SwitchCaseUse.preferred(["forward", "right", "left"], handled: handled), "right")
        XCTAssertNil(SwitchCaseUse.preferred(["forward", "backward"], handled: handled))
    }
}
