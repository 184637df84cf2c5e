/// "Did you mean" for misspelled names: the closest candidate by edit distance, if close enough.
public enum Suggestions {
    /// Levenshtein distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }

    /// The edit distance a typist makes: Levenshtein's, with two neighbouring letters swapped
    /// counted as one edit (`versoin` is one edit from `version`), case-insensitive.
    public static func typingDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// The closest candidate by ``typingDistance(_:_:)`` within a third of the word's length
    /// (at least one edit), or nil: a suggestion that changes half of a short word (`tcsh` →
    /// `bash`) is a guess, not a correction.
    public static func closest(_ word: String, in candidates: [String]) -> String? {
        let best = candidates.map { ($0, typingDistance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (c, d) = best, d <= max(1, word.count / 3), d < max(word.count, c.count) else { return nil }
        return c
    }
}
