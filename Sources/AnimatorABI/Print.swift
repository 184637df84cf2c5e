import Foundation

// Swift's `print`, `debugPrint` and `dump` as iOS code uses them, writing to the host's log
// (which names the plugin) instead of standard output. On iOS they go to Xcode's console; a
// plugin's worker must not write to standard output (it corrupts `host-cli run --trace -`, and
// the validator warns about it), and real animators print in their completion blocks. Declared
// in the SDK's module, they shadow the standard library's for every file that imports UIKit;
// the forms that write to a stream (`print(_:to:)`) stay the standard library's.

/// The text of one call: `items` as `print` joins them.
private func joined(_ items: [Any], _ separator: String, debug: Bool) -> String {
    items.map { debug ? String(reflecting: $0) : String(describing: $0) }.joined(separator: separator)
}

/// Text printed with a terminator that ends no line, held until a line ends (the host's log
/// takes lines).
// Unchecked: every access to `text` holds `lock` (plugin code may print from any thread).
private final class PendingLine: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    static let shared = PendingLine()

    /// Adds `s`; returns the complete lines it finished (without their newlines).
    func add(_ s: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        text += s
        guard let last = text.lastIndex(of: "\n") else { return [] }
        let done = String(text[..<last])
        text = String(text[text.index(after: last)...])
        return done.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Adds `s` and writes the lines it finished to the host's log (debug level).
    func log(_ s: String) {
        for line in add(s) { OSLog.emit(line, AP_LOG_DEBUG) }
    }
}

/// Writes `items` to the host's log as `Swift.print` writes them to standard output: joined
/// by `separator`, ended by `terminator`; a line is logged once a newline ends it.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    PendingLine.shared.log(joined(items, separator, debug: false) + terminator)
}

/// `Swift.debugPrint` to the host's log: each item's debug description (`String(reflecting:)`).
public func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    PendingLine.shared.log(joined(items, separator, debug: true) + terminator)
}

/// `Swift.dump` to the host's log: the value's mirror, one line per child, as the standard
/// library writes it; returns `value`.
@discardableResult
public func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max)
    -> T
{
    var text = ""
    Swift.dump(value, to: &text, name: name, indent: indent, maxDepth: maxDepth, maxItems: maxItems)
    PendingLine.shared.log(text)
    return value
}
