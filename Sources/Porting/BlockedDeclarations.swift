/// A file whose compiler errors all lie in top-level declarations that no class being ported
/// is (or nests) in: those declarations are left out and the file's classes built without
/// them, where before the whole file was. Real app files hold an animator beside the screen it
/// animates (Brave's `WelcomeViewController.swift` ends with its private `WelcomeAnimator`) or
/// beside unrelated types (Habitica's bottom sheet file opens with a SwiftUI hosting
/// controller); one gap in the other type — an API the SDK lacks, a third-party DSL — must not
/// cost the animator, as it would not on iOS, where the file compiles whole. What a class of
/// the file still uses from a declaration left out is stubbed as any type of the app the files
/// do not declare.
public enum BlockedDeclarations {
    /// A declaration left out: its name and the user's lines it spans.
    public struct LeftOut: Sendable, Equatable {
        /// The type, or `extension Name` for an extension.
        public var name: String
        /// First and last line in the user's file, 1-based.
        public var firstLine: Int
        public var lastLine: Int
    }

    /// `source` (a ported copy of `original`) without the top-level types and extensions that
    /// hold `blockerLines` (lines of the user's file), each line of them made empty so that no
    /// line moves; nil when a blocker line lies outside every such declaration (a class being
    /// ported, `keep`, or a nest of one, or a top-level statement) or none is given.
    /// `keep`: the qualified names of the classes ported from this file.
    public static func without(
        blockerLines: Set<Int>, in source: String, original: String, keep: [String]
    ) -> (source: String, leftOut: [LeftOut])? {
        guard !blockerLines.isEmpty else { return nil }
        let scan = SwiftDeclarations(source)
        let copyLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // The user's line of each line of the copy (rewrites may move a few).
        let origins = LineDiff.origins(
            old: original.split(separator: "\n", omittingEmptySubsequences: false), new: copyLines)
        var remaining = blockerLines
        var removed: [(first: Int, last: Int, out: LeftOut)] = []
        // Top-level declarations only: none other holds them.
        let topLevel = scan.types.filter { t in !scan.types.contains { $0.open < t.open && t.close < $0.close } }
        for t in topLevel {
            let last = t.close < scan.tokens.count ? scan.tokens[t.close].line : copyLines.count
            // The user's lines it spans: from the first and last lines of it the diff traces
            // back (0-based there), counting on over lines a rewrite changed (which it does not).
            let traced = (t.line...last).compactMap { n in
                n - 1 < origins.count ? origins[n - 1].map { (copy: n, user: $0 + 1) } : nil
            }
            guard let a = traced.first, let b = traced.last else { continue }
            let spanned = Set((a.user - (a.copy - t.line))...(b.user + (last - b.copy)))
            let hit = remaining.intersection(spanned)
            guard !hit.isEmpty, !holds(t, keep) else { continue }
            remaining.subtract(hit)
            let userLines = spanned.sorted()
            let label = t.keyword == "extension" ? "extension " + t.name : t.qualifiedName
            removed.append(
                (
                    t.line, last,
                    LeftOut(name: label, firstLine: userLines.first ?? t.line, lastLine: userLines.last ?? last)
                ))
        }
        guard remaining.isEmpty, !removed.isEmpty else { return nil }
        var lines = copyLines.map(String.init)
        for r in removed {
            for n in r.first...r.last where n - 1 < lines.count { lines[n - 1] = "" }
        }
        return (lines.joined(separator: "\n"), removed.map(\.out))
    }

    /// Whether declaration `t` is, nests or extends one of the classes `keep`.
    static func holds(_ t: SwiftDeclarations.TypeDeclaration, _ keep: [String]) -> Bool {
        keep.contains { k in
            k == t.qualifiedName || k.hasPrefix(t.qualifiedName + ".") || k == t.name
                || k.split(separator: ".").last.map(String.init) == t.name
        }
    }
}
