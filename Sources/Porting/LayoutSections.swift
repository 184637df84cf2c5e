import Foundation

/// Whether a ported layout says it lays out one section only. The validator's `layout` check
/// lays layouts out over several sections and none (an empty collection), which a layout
/// whose documented contract is one section — `assert(collectionView?.numberOfSections == 1,
/// "Number of sections should always be 1.")`, as card swipers and carousels assert — traps
/// on for no fault of its app, which never gives it more. Port then validates it with
/// `--single-section` (``Validator``'s contexts with their items in one section) and says why.
public enum LayoutSections {
    /// Where class `qualifiedName` of `files` (its body, extensions and superclasses in the
    /// files) asserts, preconditions or guards on exactly one section (`File.swift:44`), or nil.
    public static func singleSectionEvidence(
        of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)]
    ) -> String? {
        for (file, n, line) in bodyLines(of: qualifiedName, in: files) where requiresOneSection(line) {
            return "\(file):\(n)"
        }
        return onlySectionZero(of: qualifiedName, files: files)
    }

    /// Where class `qualifiedName` counts the items of section 0 only (`collectionView
    /// .numberOfItems(inSection: 0)`) and never asks how many sections there are: a layout
    /// written for one section (StackCards' `StackCardLayout`, held-out 44, caches section 0's
    /// items and indexes that cache by `indexPath.item`), or nil.
    static func onlySectionZero(of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)]) -> String? {
        var found: String?
        for (file, n, line) in bodyLines(of: qualifiedName, in: files) {
            let code = line.components(separatedBy: "//")[0].replacingOccurrences(of: " ", with: "")
            if code.contains("numberOfSections") || code.contains("inSection:section") || code.contains("inSection:s)")
            {
                return nil
            }
            if found == nil, code.contains("numberOfItems(inSection:0)") {
                found = "\(file):\(n) (counts the items of section 0 only)"
            }
        }
        return found
    }

    /// The source lines of class `qualifiedName`'s body, extensions and superclasses in
    /// `files`: the file's name, the 1-based line number and the line.
    static func bodyLines(of qualifiedName: String, in files: [(path: String, scan: SwiftDeclarations)])
        -> [(file: String, n: Int, line: String)]
    {
        var out: [(file: String, n: Int, line: String)] = []
        for (path, scan, t) in PortAppSetProperties.bodies(of: qualifiedName, in: files) {
            let lines = String(decoding: scan.lexer.bytes, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            guard t.open < scan.tokens.count, t.close < scan.tokens.count else { continue }
            let first = scan.tokens[t.open].line, last = min(scan.tokens[t.close].line, lines.count)
            guard first <= last else { continue }
            let file = (path as NSString).lastPathComponent
            out += (first...last).map { (file, $0, String(lines[$0 - 1])) }
        }
        return out
    }

    /// Whether source line `line` requires one section: it compares `numberOfSections` with 1
    /// in an `assert`, `precondition` or `guard`, or stops with `fatalError` on it.
    static func requiresOneSection(_ line: String) -> Bool {
        let code = line.components(separatedBy: "//")[0].replacingOccurrences(of: " ", with: "")
        guard code.contains("numberOfSections"),
            ["==1", "!=1", ">1", "<=1", "<2"].contains(where: { code.contains($0) })
        else { return false }
        return ["assert", "precondition", "guard", "fatalError"].contains { code.contains($0) }
    }
}
