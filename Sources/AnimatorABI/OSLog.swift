import Foundation

// Apple's unified logging (`os_log`, `OSLog`, `Logger`) as iOS code spells it, writing to the
// host's log, which names the plugin: Linux has no `os` module, so `host-cli port` removes
// `import os` / `import os.log` / `import OSLog` and these take over. Messages outside a call
// from the host (a static initialiser) go to standard error.

/// The level of a log message (`OSLogType`).
public struct OSLogType: Equatable, Sendable {
    let level: ap_log_level
    /// Ordinary information.
    public static let `default` = OSLogType(level: AP_LOG_INFO)
    /// Information.
    public static let info = OSLogType(level: AP_LOG_INFO)
    /// Debugging detail.
    public static let debug = OSLogType(level: AP_LOG_DEBUG)
    /// An error.
    public static let error = OSLogType(level: AP_LOG_ERROR)
    /// A fault (logged as an error).
    public static let fault = OSLogType(level: AP_LOG_ERROR)
}

/// A log handle (`OSLog`): its subsystem and category prefix each message.
public final class OSLog: Sendable {
    /// `subsystem` and `category` as given.
    public let subsystem: String, category: String
    /// A handle.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// The default handle (no prefix).
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle that logs nothing.
    public static let disabled = OSLog(subsystem: "", category: "\u{0}disabled")

    func write(_ message: String, _ type: OSLogType) {
        guard category != "\u{0}disabled" else { return }
        let prefix = category.isEmpty ? "" : "[\(category)] "
        OSLog.emit(prefix + message, type.level)
    }

    static func emit(_ message: String, _ level: ap_log_level) {
        if let c = HostConnection.current {
            c.log(message, level: level)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}

/// `os_log("format %@ %d", log: …, type: …, args…)`: the format is filled as
/// `String(format:)` does, with `%{public}@` / `%{private}@` taken as `%@`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    let format = "\(message)".replacingOccurrences(of: "%{public}", with: "%").replacingOccurrences(
        of: "%{private}", with: "%")
    log.write(args.isEmpty ? format : String(format: format, arguments: args), type)
}

/// `os_log(.error, log: …, "format", args…)`, the order newer code uses.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    let format = "\(message)".replacingOccurrences(of: "%{public}", with: "%").replacingOccurrences(
        of: "%{private}", with: "%")
    log.write(args.isEmpty ? format : String(format: format, arguments: args), type)
}

/// `Logger` (iOS 14): `logger.debug("x \(value, privacy: .public)")`. Interpolations take
/// the privacy argument and ignore it (the host's log is the user's own).
public struct Logger: Sendable {
    let subsystem: String, category: String
    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// A logger with no prefix.
    public init() { self.init(subsystem: "", category: "") }

    private func write(_ m: LogMessage, _ level: ap_log_level) {
        OSLog.emit((category.isEmpty ? "" : "[\(category)] ") + m.text, level)
    }
    /// At debug level.
    public func debug(_ m: LogMessage) { write(m, AP_LOG_DEBUG) }
    /// At info level.
    public func info(_ m: LogMessage) { write(m, AP_LOG_INFO) }
    /// At the default (notice) level.
    public func notice(_ m: LogMessage) { write(m, AP_LOG_INFO) }
    /// At the default level.
    public func log(_ m: LogMessage) { write(m, AP_LOG_INFO) }
    /// At a given level.
    public func log(level: OSLogType, _ m: LogMessage) { write(m, level.level) }
    /// A trace (debug level).
    public func trace(_ m: LogMessage) { write(m, AP_LOG_DEBUG) }
    /// A warning.
    public func warning(_ m: LogMessage) { write(m, AP_LOG_WARNING) }
    /// An error.
    public func error(_ m: LogMessage) { write(m, AP_LOG_ERROR) }
    /// A critical error.
    public func critical(_ m: LogMessage) { write(m, AP_LOG_ERROR) }
    /// A fault.
    public func fault(_ m: LogMessage) { write(m, AP_LOG_ERROR) }
}

/// The privacy of an interpolated value (kept for source compatibility; nothing is redacted).
public struct OSLogPrivacy: Sendable {
    /// Shown.
    public static let `public` = OSLogPrivacy()
    /// Would be redacted on iOS.
    public static let `private` = OSLogPrivacy()
    /// Would be hashed on iOS.
    public static let sensitive = OSLogPrivacy()
    /// Redacted unless the value is a literal on iOS.
    public static let auto = OSLogPrivacy()
    /// A private value with a hash mask.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    /// The mask of a private value.
    public enum Mask: Sendable { case hash, none }
}

/// A `Logger` message: a string interpolation that accepts `privacy:` (and `format:`/`align:`
/// are not needed by transition code).
public struct LogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String
    /// A literal message.
    public init(stringLiteral value: String) { text = value }
    /// An interpolated message.
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// The interpolation.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
    }
}
