/// A unified diff of two texts by lines (what `diff -u` prints), so the user sees exactly what
/// `host-cli port` changed in its copy of their file. Longest common subsequence on lines:
/// the files are source files, small enough for its quadratic table; past ``LineDiff/cellLimit``
/// cells the whole file is one hunk (still a correct diff, only not a minimal one).
public enum LineDiff {
    /// The largest table (old lines × new lines) computed.
    static let cellLimit = 16_000_000

    /// For each line of `new`, the line of `old` it is unchanged from (0-based), or nil.
    public static func origins(old: [Substring], new: [Substring]) -> [Int?] {
        let script = operations(old, new)
        var out: [Int?] = []
        var o = 0
        for op in script {
            switch op {
            case .same:
                out.append(o)
                o += 1
            case .delete: o += 1
            case .insert: out.append(nil)
            }
        }
        return out
    }

    enum Operation: Equatable { case same, delete, insert }

    static func operations(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        // Common prefix and suffix first: most ports change a few lines.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var middle: [Operation] = []
        if x.count * y.count > cellLimit {
            middle = Array(repeating: .delete, count: x.count) + Array(repeating: .insert, count: y.count)
        } else {
            // lengths[i][j]: LCS of x[i...] and y[j...].
            let w = y.count + 1
            var lengths = [Int32](repeating: 0, count: (x.count + 1) * w)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    lengths[i * w + j] =
                        x[i] == y[j]
                        ? lengths[(i + 1) * w + j + 1] + 1 : max(lengths[(i + 1) * w + j], lengths[i * w + j + 1])
                }
            }
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, x[i] == y[j] {
                    middle.append(.same)
                    i += 1
                    j += 1
                }
                // Deletions before insertions, as `diff -u` prints a changed line.
                else if i < x.count, j == y.count || lengths[(i + 1) * w + j] >= lengths[i * w + j + 1] {
                    middle.append(.delete)
                    i += 1
                } else {
                    middle.append(.insert)
                    j += 1
                }
            }
        }
        return Array(repeating: .same, count: prefix) + middle + Array(repeating: .same, count: suffix)
    }

    /// The unified diff of `old` (labelled `oldName`) and `new` (`newName`), with `context`
    /// lines around each change; "" when they are equal.
    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        let ops = operations(a, b)
        guard ops.contains(where: { $0 != .same }) else { return "" }
        // Each op with its positions in a and b.
        var rows: [(op: Operation, ai: Int, bi: Int)] = []
        var ai = 0, bi = 0
        for op in ops {
            rows.append((op, ai, bi))
            switch op {
            case .same:
                ai += 1
                bi += 1
            case .delete: ai += 1
            case .insert: bi += 1
            }
        }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var r = 0
        while r < rows.count {
            guard rows[r].op != .same else {
                r += 1
                continue
            }
            var start = max(0, r - context), end = r
            // Extend the hunk while changes are within 2×context of each other.
            var lastChange = r
            while end < rows.count {
                if rows[end].op != .same { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(rows.count, lastChange + context + 1)
            start = max(0, start)
            let slice = rows[start..<end]
            let aCount = slice.filter { $0.op != .insert }.count, bCount = slice.filter { $0.op != .delete }.count
            let aStart = aCount == 0 ? slice.first!.ai : slice.first!.ai + 1
            let bStart = bCount == 0 ? slice.first!.bi : slice.first!.bi + 1
            out += "@@ -\(aStart),\(aCount) +\(bStart),\(bCount) @@\n"
            for row in slice {
                switch row.op {
                case .same: out += " " + a[row.ai] + "\n"
                case .delete: out += "-" + a[row.ai] + "\n"
                case .insert: out += "+" + b[row.bi] + "\n"
                }
            }
            r = end
        }
        return out
    }
}
