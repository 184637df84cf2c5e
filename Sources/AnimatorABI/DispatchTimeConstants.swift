// The time constants of Apple's <dispatch/time.h> and the Objective-C integer names, which iOS
// code uses with `DispatchTime` and in ported Objective-C. swift-corelibs-libdispatch defines
// the constants in C but does not bring them into Swift on Linux, so the SDK declares them with
// the same types and values (UInt64, as Swift on Apple platforms sees them).

/// Nanoseconds per second (`DispatchTime.now() + Double(NSEC_PER_SEC) * 0.3`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000

/// Objective-C's `NSInteger`, which Swift imports as `Int`.
public typealias NSInteger = Int
/// Objective-C's `NSUInteger`, which Swift imports as `UInt` (`Int` in most imported
/// signatures; the type itself is unsigned).
public typealias NSUInteger = UInt

/// `<math.h>`'s `MAXFLOAT` as Swift sees it on Apple platforms: the largest finite `Float`
/// (3.40282347e+38). Glibc defines the macro only for some feature sets and Swift on Linux does
/// not import it, so iOS code's `CGFloat(MAXFLOAT)` ("no limit" for a text or item height)
/// needs it here.
public var MAXFLOAT: Float { .greatestFiniteMagnitude }
