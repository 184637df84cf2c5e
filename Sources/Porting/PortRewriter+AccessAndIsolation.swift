/// Two rewrites about where the files' code may be reached from and run:
///
/// - A `private` or `fileprivate` class that port makes a plugin of (an animator, interaction
///   controller or layout, as ``PortableClassFinder`` finds them) becomes internal: the
///   plugin's export that makes it is generated in another file of the module, which cannot
///   see a private type. Only the class's own access word goes (its members keep theirs), and
///   that of the file's top-level private types the class (or such a type) names, which its
///   now internal members may use; a private class nested in a private type is not found, so it
///   is not rewritten.
/// - `@MainActor` on the files' declarations and in their types (`@MainActor var slidingPart:
///   (UIView, CGRect) -> UIView?`, `@MainActor func`, `@MainActor class`, `@MainActor () ->
///   Void`) goes. On iOS UIKit's transitioning protocols are main-actor isolated, so code
///   reached from `animateTransition` may read a main-actor property; the SDK's protocols are
///   not isolated, so the same read is "main actor-isolated property can not be referenced
///   from a nonisolated context". Dropping the attribute removes a compile-time check only:
///   the host calls every plugin entry point (and runs every animation and completion) on its
///   one main thread, so the code runs on the thread the attribute asks for. A closure's
///   `{ @MainActor in … }` stays: it decides where a `Task` runs, which is behaviour, and
///   `MainActor.assumeIsolated`/`MainActor.run` stay (they compile as they are).
extension PortRewriter {
    /// The `private`/`fileprivate` word of each portable class of `scans` declared with one,
    /// made internal (removed); and of the file's other top-level private types that an
    /// internal one now names (its members are internal, and an internal member cannot have a
    /// private type: cocoatoucher's helper holds a `private enum TransitionDirection`), again
    /// for the types those name, unless another file declares a top-level type of that name
    /// (made internal, the two would clash).
    func privateClassEdits(
        _ scans: [SwiftDeclarations], edits: inout [[SourceEdit]], rewrites: inout [[PortRewrite]]
    ) {
        let portable = Set(
            PortableClassFinder.find(scans.enumerated().map { ("F\($0.offset).swift", $0.element) }).map(
                \.qualifiedName))
        let kinds: Set<String> = ["class", "struct", "enum", "protocol"]
        let topLevel = scans.map { scan in
            scan.types.filter { kinds.contains($0.keyword) && !$0.qualifiedName.contains(".") }
        }
        for (f, scan) in scans.enumerated() {
            let elsewhere = Set(topLevel.enumerated().filter { $0.offset != f }.flatMap { $0.element.map(\.name) })
            var promoted = scan.types.filter {
                $0.keyword == "class" && $0.isPrivate && portable.contains($0.qualifiedName)
            }
            var queue = promoted
            while let t = queue.popLast() {
                let named = Set(scan.significant.filter { $0 > t.open && $0 < t.close }.map { scan.text($0) })
                for u in topLevel[f]
                where u.isPrivate && named.contains(u.name) && !elsewhere.contains(u.name)
                    && !promoted.contains(where: { $0.open == u.open })
                {
                    promoted.append(u)
                    queue.append(u)
                }
            }
            for t in promoted {
                let why =
                    portable.contains(t.qualifiedName)
                    ? "internal: the plugin's export, in another file, makes one"
                    : "internal: an internal type of the plugin names it"
                removeAccessWord(of: t, scan, why: why, edits: &edits[f], rewrites: &rewrites[f])
                widenFileprivateMembers(of: t, scan, edits: &edits[f], rewrites: &rewrites[f])
            }
        }
    }

    /// Removes `fileprivate` from the members of promoted type `t`: in a private type it meant
    /// "as visible as the type" (cocoatoucher's `@objc fileprivate func transitionDuration`), and
    /// once the type is internal a member that satisfies a protocol requirement must be too.
    /// `private` members stay private.
    private func widenFileprivateMembers(
        of t: SwiftDeclarations.TypeDeclaration, _ scan: SwiftDeclarations, edits: inout [SourceEdit],
        rewrites: inout [PortRewrite]
    ) {
        for m in t.members where m.modifiers.contains("fileprivate") {
            guard
                let i = scan.significant.first(where: {
                    $0 >= m.firstToken && scan.tokens[$0].line <= m.line && scan.text($0) == "fileprivate"
                })
            else { continue }
            let token = scan.tokens[i]
            edits.append(SourceEdit(start: token.start, end: Self.afterSpaces(token.end, scan), text: ""))
            // An initializer's name is its keyword: `fileprivate init`, not `init init`.
            let named = m.keyword == "init" ? "init" : "\(m.keyword) \(m.name)"
            rewrites.append(
                PortRewrite(
                    kind: .privateClass, line: token.line, before: "fileprivate \(named)",
                    after: "\(named) (as visible as its type, now internal)"))
        }
    }

    /// Removes the `private`/`fileprivate` word before `t`'s keyword, listed as a rewrite.
    private func removeAccessWord(
        of t: SwiftDeclarations.TypeDeclaration, _ scan: SwiftDeclarations, why: String,
        edits: inout [SourceEdit], rewrites: inout [PortRewrite]
    ) {
        let sig = scan.significant
        // The keyword of this declaration: the last one before its body, on its line.
        guard let open = sig.firstIndex(of: t.open),
            let k = sig[..<open].lastIndex(where: { scan.text($0) == t.keyword && scan.tokens[$0].line == t.line })
        else { return }
        var j = k - 1
        while j >= 0,
            scan.tokens[sig[j]].kind == .attribute || SwiftDeclarations.modifierWords.contains(scan.text(sig[j]))
        {
            let w = scan.text(sig[j])
            if w == "private" || w == "fileprivate" {
                let token = scan.tokens[sig[j]]
                edits.append(SourceEdit(start: token.start, end: Self.afterSpaces(token.end, scan), text: ""))
                rewrites.append(
                    PortRewrite(
                        kind: .privateClass, line: token.line, before: "\(w) \(t.keyword) \(t.name)",
                        after: "\(t.keyword) \(t.name) (\(why))"))
            }
            j -= 1
        }
    }

    /// Every `@MainActor` attribute of `scan` but a closure's (`{ @MainActor in`), removed.
    func mainActorEdits(_ scan: SwiftDeclarations, edits: inout [SourceEdit], rewrites: inout [PortRewrite]) {
        let sig = scan.significant
        for (k, i) in sig.enumerated() where scan.tokens[i].kind == .attribute && scan.text(i) == "@MainActor" {
            // A closure's attribute: `{ @MainActor in`, `{ @MainActor (x) in`, `{ @MainActor [weak self] in`.
            if k > 0, k + 1 < sig.count, scan.text(sig[k - 1]) == "{", ["in", "(", "["].contains(scan.text(sig[k + 1]))
            {
                continue
            }
            let token = scan.tokens[i]
            var end = token.end
            // `@MainActor(unsafe)`: its argument goes with it.
            if k + 1 < sig.count, scan.text(sig[k + 1]) == "(", scan.tokens[sig[k + 1]].start == token.end,
                let close = sig[(k + 1)...].first(where: { scan.text($0) == ")" })
            {
                end = scan.tokens[close].end
            }
            edits.append(SourceEdit(start: token.start, end: Self.afterSpaces(end, scan), text: ""))
            rewrites.append(
                PortRewrite(
                    kind: .mainActor, line: token.line,
                    before: String(decoding: scan.lexer.bytes[token.start..<end], as: UTF8.self),
                    after: "(removed: the host runs plugin code on its one main thread)"))
        }
    }

    /// The offset after the spaces (not newlines) that follow `end`.
    static func afterSpaces(_ end: Int, _ scan: SwiftDeclarations) -> Int {
        var e = end
        let bytes = scan.lexer.bytes
        while e < bytes.count, bytes[e] == 0x20 || bytes[e] == 0x09 { e += 1 }
        return e
    }
}
