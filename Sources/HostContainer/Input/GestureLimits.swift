/// The bounds every gesture script and JSON-lines file is held to, so that no input — typed,
/// generated or hostile — can allocate without bound, trap on an overflowing conversion, or
/// produce values the pan cannot use. Input beyond a bound is refused with a
/// ``GestureScriptError`` that names the bound, never clamped silently.
public enum GestureLimits {
    /// The latest time an event may have and the longest any one step (`wait`, `over`, `hold`)
    /// may last, seconds: an hour, which is also the longest run (`--max-duration`), so input
    /// past it could never be delivered anyway.
    public static let maximumTime = 3600.0

    /// The most events a script or a JSON-lines file may produce: 100,000 events of at most
    /// a few dozen bytes each. A spread-out `move` produces 120 a second, so this is about 14
    /// minutes of continuous dragging.
    public static let maximumEvents = 100_000

    /// The largest distance from the origin a pointer coordinate may have, points (far beyond
    /// any viewport, small enough that velocities stay finite).
    public static let maximumCoordinate = 1_000_000.0

    /// The largest script or file, bytes (16 MiB): a file at the event limit is about 6 MB.
    public static let maximumBytes = 16 << 20

    /// `value` for a message: whole numbers without a fraction, others as Swift prints them.
    static func formatted(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
