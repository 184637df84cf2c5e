/// A compiler error in a ported copy, mapped back to the user's file and line, with what to do
/// about it: the "blockers" of `host-cli port`'s report.
public struct PortDiagnostic: Sendable, Equatable {
    /// The user's file (as given), or the package file when it is not one of theirs.
    public var path: String
    /// The 1-based line in that file (0: unknown).
    public var line: Int
    /// The compiler's message.
    public var message: String
    /// What to do.
    public var advice: String

    /// The `error:` lines of `output` (swiftc's `PATH:LINE:COL: error: MESSAGE`), mapped through
    /// `copies` (a copy's file name in the package → the user's path and, per copy line, the
    /// user's line), without duplicates (every plugin target compiles the same copies).
    public static func parse(_ output: String, copies: [String: (path: String, origins: [Int?])]) -> [PortDiagnostic] {
        var out: [PortDiagnostic] = []
        var seen: Set<String> = []
        for raw in output.split(separator: "\n") {
            guard let range = raw.firstRange(of: ": error: ") else { continue }
            let location = raw[..<range.lowerBound]
            let message = String(raw[range.upperBound...])
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            var path = String(location), line = 0
            if parts.count >= 3, let l = Int(parts[parts.count - 2]) {
                path = parts.dropLast(2).joined(separator: ":")
                line = l
            } else if parts.count >= 2, let l = Int(parts[parts.count - 1]) {
                path = parts.dropLast().joined(separator: ":")
                line = l
            }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if let copy = copies[name] {
                path = copy.path
                line = line > 0 && line <= copy.origins.count ? (copy.origins[line - 1].map { $0 + 1 } ?? line) : line
            }
            let key = "\(path):\(line):\(message)"
            guard !seen.contains(key) else { continue }
            seen.insert(key)
            out.append(PortDiagnostic(path: path, line: line, message: message, advice: advice(for: message)))
        }
        return out
    }

    /// What to do about a compiler `message`.
    public static func advice(for message: String) -> String {
        if let name = quoted(message), message.hasPrefix("cannot find") {
            if isAppleName(name) {
                return
                    "the SDK has no \(name) yet (docs/uikit-coverage.md lists what it has); replace the call, or report the gap"
            }
            // A placeholder argument port planned of a stand-in that turned out to have no
            // value to give (a stubbed enum with no case): the construction is port's.
            if name.hasPrefix("portPlaceholder") {
                let type = name.dropFirst("portPlaceholder".count)
                return
                    "port's stand-in for \(type) has no value to pass as a placeholder argument: give --construct 'Class(…)' with the arguments, or the file that declares \(type)"
            }
            return "\(name) is declared in a file you did not give: add that file to the command (or a stub of it)"
        }
        if message.contains("has no member") {
            let names = quotedNames(message)
            if names.count >= 2, isAppleName(names[0]) {
                return
                    "the SDK's \(names[0]) has no \(names[1]) yet (docs/uikit-coverage.md lists what it has); replace the call, or report the gap"
            }
            return
                "\(names.last ?? "that member") is not declared where the code looks for it: give the file that declares it, or fix the call"
        }
        if message.hasPrefix("invalid redeclaration of '"), let name = quoted(message) {
            // Identical copies are left out (`duplicate-file`): these differ in more than comments.
            return
                "\(name) is declared twice in the files given (two versions of one file, as a library and its example app hold?): give one of them, or rename one"
        }
        if message.hasPrefix("no such module") {
            return
                "that module does not exist on Linux; remove the import and what uses it, or give the file that provides it"
        }
        if message.contains("Objective-C") || message.contains("@objc") {
            return "this needs the Objective-C runtime, which Linux lacks; write it in plain Swift"
        }
        if message.contains("optional") && message.contains("protocol") {
            return
                "an optional requirement needs @objc: make it a requirement with a default implementation in an extension"
        }
        return "fix it in your file (the copy in ported/ shows the line as compiled)"
    }

    /// The first 'quoted' name in `message`.
    static func quoted(_ message: String) -> String? {
        guard let a = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: a)...]
        guard let b = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<b])
    }

    /// Every 'quoted' name in `message`, in order.
    static func quotedNames(_ message: String) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// True for names Apple's frameworks give (`UIView`, `CATransform3DMakeScale`, `CGPath`…).
    static func isAppleName(_ name: String) -> Bool {
        // Apple never names a type after its whole framework: `UIKitConstants` (Simplenote,
        // held-out 44) is the app's.
        if name.hasPrefix("UIKit") { return false }
        for prefix in ["UI", "CA", "CG", "NS", "kCA"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { return true }
        }
        return false
    }
}
