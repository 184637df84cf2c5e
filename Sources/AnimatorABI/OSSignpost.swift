import Foundation

// Apple's signposts (`import os.signpost`: `os_signpost`, `OSSignpostID`, `OSSignpostType`,
// `OSLog.Category.pointsOfInterest`), which mark intervals for Instruments. Linux has no `os`
// module, so `host-cli port` removes `import os.signpost` as it removes `import os.log`, and
// these take over: each signpost is a debug-level line of the host's log (there is no
// Instruments here), so code that marks its layout pass runs unchanged and a debug log shows
// the marks.

/// The kind of a signpost (`OSSignpostType`): a single event, or the start or end of an interval.
public struct OSSignpostType: RawRepresentable, Equatable, Sendable {
    /// The raw value (Apple's: event 0, begin 1, end 2).
    public let rawValue: UInt8
    /// A type from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)

    /// The word the log line uses.
    var word: String {
        switch rawValue {
        case 1: return "begin"
        case 2: return "end"
        default: return "event"
        }
    }
}

/// What pairs a signpost interval's begin with its end (`OSSignpostID`).
public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The raw identifier (`os_signpost_id_t`).
    public let rawValue: UInt64
    /// An identifier with this raw value.
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier, unique within the process (Apple's is unique per log handle).
    public init(log: OSLog) { rawValue = OSSignpostID.counter.next() }
    /// The identifier of `object`: the same object gives the same identifier, as Apple derives
    /// it from the object's address.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }
    /// For intervals that never overlap (Apple's value).
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// No identifier (Apple's value).
    public static let invalid = OSSignpostID(~0)
    /// The null identifier (Apple's value).
    public static let null = OSSignpostID(0)
    /// Ordered by raw value.
    public static func < (l: OSSignpostID, r: OSSignpostID) -> Bool { l.rawValue < r.rawValue }

    /// Hands out the identifiers `init(log:)` makes.
    private static let counter = Counter()
    /// A thread-safe increasing count (starts at 1: 0 is ``null``).
    // Every access to `last` holds `lock`.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var last: UInt64 = 0
        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            last += 1
            return last
        }
    }
}

extension OSLog {
    /// A log category with a meaning of its own to Instruments (`OSLog.Category`).
    public struct Category: RawRepresentable, Equatable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// A category from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts shown in Instruments' Points of Interest track.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while Instruments traces.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// As ``dynamicTracing``, with backtraces.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// A handle in one of the ``Category`` categories (its name prefixes each line).
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }
}

/// `os_signpost(.begin, log: …, name: "Layout", signpostID: id)`: a debug line of the host's
/// log, `signpost begin Layout (id N)`.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {
    log.write(signpostLine(type, name, signpostID), .debug)
}

/// `os_signpost(.end, log: …, name: "Layout", signpostID: id, "format %d", args…)`: the same
/// line followed by the message, filled as ``os_log(_:log:type:_:)`` fills it.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...
) {
    let f = "\(format)".replacingOccurrences(of: "%{public}", with: "%").replacingOccurrences(
        of: "%{private}", with: "%")
    let message = arguments.isEmpty ? f : String(format: f, arguments: arguments)
    log.write(signpostLine(type, name, signpostID) + ": " + message, .debug)
}

/// `signpost begin NAME (id N)`.
private func signpostLine(_ type: OSSignpostType, _ name: StaticString, _ id: OSSignpostID) -> String {
    "signpost \(type.word) \(name) (id \(id.rawValue))"
}
