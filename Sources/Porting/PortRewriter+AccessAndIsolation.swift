/// Two rewrites about where the files' code may be reached from and run:
///
/// - A `private` or `fileprivate` class that port makes a plugin of (an animator, interaction
///   controller or layout, as ``PortableClassFinder`` finds them) becomes internal: the
///   plugin's export that makes it is generated in another file of the module, which cannot
///   see a private type. Only the class's own access word goes (its members keep theirs); a
///   private class nested in a private type is not found, so it is not rewritten.
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
    /// made internal (removed).
    func privateClassEdits(
        _ scans: [SwiftDeclarations], edits: inout [[SourceEdit]], rewrites: inout [[PortRewrite]]
    ) {
        let portable = Set(
            PortableClassFinder.find(scans.enumerated().map { ("F\($0.offset).swift", $0.element) }).map(
                \.qualifiedName))
        for (f, scan) in scans.enumerated() {
            let sig = scan.significant
            for t in scan.types where t.keyword == "class" && t.isPrivate && portable.contains(t.qualifiedName) {
                // The class keyword of this declaration: the last `class` before its body.
                guard let open = sig.firstIndex(of: t.open),
                    let k = sig[..<open].lastIndex(where: { scan.text($0) == "class" && scan.tokens[$0].line == t.line }
                    )
                else { continue }
                var j = k - 1
                while j >= 0,
                    scan.tokens[sig[j]].kind == .attribute
                        || SwiftDeclarations.modifierWords.contains(scan.text(sig[j]))
                {
                    let w = scan.text(sig[j])
                    if w == "private" || w == "fileprivate" {
                        let token = scan.tokens[sig[j]]
                        edits[f].append(
                            SourceEdit(start: token.start, end: Self.afterSpaces(token.end, scan), text: ""))
                        rewrites[f].append(
                            PortRewrite(
                                kind: .privateClass, line: token.line, before: "\(w) class \(t.name)",
                                after: "class \(t.name) (internal: the plugin's export, in another file, makes one)"))
                    }
                    j -= 1
                }
            }
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
