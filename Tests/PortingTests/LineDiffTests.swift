import XCTest
@testable import Porting

/// The diff written beside each ported copy: applying it to the old text gives the new one.
final class LineDiffTests: XCTestCase {
    /// Applies a unified diff made by ``LineDiff/unified`` to `old`.
    private func apply(_ diff: String, to old: String) -> String {
        var a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var offset = 0
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
        var i = lines.startIndex
        while i < lines.endIndex {
            let header = lines[i]
            guard header.hasPrefix("@@") else {
                i += 1
                continue
            }
            let parts = header.split(separator: " ")
            let oldStart = Int(parts[1].dropFirst().split(separator: ",")[0])!
            let oldCount = Int(parts[1].split(separator: ",")[1])!
            var replacement: [String] = []
            i += 1
            while i < lines.endIndex, !lines[i].hasPrefix("@@") {
                let l = lines[i]
                if l.hasPrefix(" ") || l.hasPrefix("+") { replacement.append(String(l.dropFirst())) }
                i += 1
            }
            let at = (oldCount == 0 ? oldStart : oldStart - 1) + offset
            a.replaceSubrange(at..<(at + oldCount), with: replacement)
            offset += replacement.count - oldCount
        }
        return a.joined(separator: "\n")
    }

    func testDiffsApplyBackOnRandomEdits() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...40, using: &rng)).map { _ in "line \(Int.random(in: 0...9, using: &rng))"
            }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                switch Int.random(in: 0...2, using: &rng) {
                case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &rng))
                case 1:
                    new.insert(
                        "new \(Int.random(in: 0...9, using: &rng))", at: Int.random(in: 0...new.count, using: &rng))
                default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &rng)] = "changed" }
                }
            }
            let o = old.joined(separator: "\n"), n = new.joined(separator: "\n")
            let diff = LineDiff.unified(old: o, new: n, oldName: "a", newName: "b")
            if o == n {
                XCTAssertEqual(diff, "")
                continue
            }
            XCTAssertEqual(apply(diff, to: o), n, "diff:\n\(diff)")
        }
    }

    func testHunkHeadersAreDiffUStyle() {
        let diff = LineDiff.unified(old: "a\nb\nc\n", new: "a\nB\nc\n", oldName: "x", newName: "y")
        XCTAssertEqual(diff, "--- x\n+++ y\n@@ -1,4 +1,4 @@\n a\n-b\n+B\n c\n \n")
    }
}
