import Foundation

/// `URLSession`, `URLRequest`, `URLResponse` and their kin are in Foundation on Apple's
/// systems but in a module of their own, `FoundationNetworking`, in swift-corelibs-foundation
/// on Linux: a file that uses them and imports only Foundation fails with "'URLSession' is
/// unavailable: This type has moved to the FoundationNetworking module". Image viewers and
/// photo galleries load a picture from a URL next to their transition code, so port imports
/// the module, under `#if canImport(FoundationNetworking)` as cross-platform Swift does, at
/// the end of the file (Swift accepts an import anywhere at file scope, and no line moves).
///
/// The import only lets the file compile: the plugin sandbox gives a plugin no network (a
/// socket is a refused system call, which ends the worker with a report naming it), so the
/// transition must run on the image the view already has.
extension PortRewriter {
    /// The types swift-corelibs-foundation moved to `FoundationNetworking` that app code names
    /// (`URLSession` also stands for `URLSessionConfiguration`, `URLSessionDataTask`, … by prefix).
    static let networkingTypePrefixes = [
        "URLSession", "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse",
        "URLCache", "CachedURLResponse", "URLCredential", "URLProtectionSpace", "URLAuthenticationChallenge",
        "URLProtocol", "HTTPCookie"
    ]

    /// The module to import.
    static let networkingModule = "FoundationNetworking"

    /// The import of `FoundationNetworking` for a file of `scan` that names one of its types and
    /// does not import it already: an insertion at the file's end, and the rewrite to report at
    /// the first use.
    func foundationNetworkingImport(_ scan: SwiftDeclarations, edits: inout [SourceEdit], rewrites: inout [PortRewrite])
    {
        var firstUse: (line: Int, name: String)?
        for (i, token) in scan.tokens.enumerated() where token.kind == .identifier {
            let t = scan.text(i)
            if t == Self.networkingModule { return }
            if firstUse == nil, Self.networkingTypePrefixes.contains(where: { Self.isNetworkingName(t, prefix: $0) }) {
                firstUse = (token.line, t)
            }
        }
        guard let firstUse else { return }
        let end = scan.lexer.bytes.count
        let endsWithNewline = end > 0 && scan.lexer.bytes[end - 1] == 0x0A
        let block = "#if canImport(\(Self.networkingModule))\nimport \(Self.networkingModule)\n#endif\n"
        edits.append(SourceEdit(start: end, end: end, text: (endsWithNewline ? "" : "\n") + block))
        rewrites.append(
            PortRewrite(
                kind: .foundationNetworking, line: firstUse.line, before: firstUse.name,
                after: "import \(Self.networkingModule) (at the end of the file, under #if canImport)"))
    }

    /// True when identifier `name` is the type `prefix` or one named after it
    /// (`URLSessionConfiguration`), not a longer word that only starts the same way.
    static func isNetworkingName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        return rest.isEmpty || rest.first?.isUppercase == true
    }
}
