/// What is wrong with the values of a frame a worker sent (``RenderFrameCheck`` and
/// ``RunProtocol/checkLiveFrame(_:_:)``): the value found and where, so a test matches the
/// case; ``description`` is the clause after "frame N: " in a protocol violation. An item of
/// a mask names the mask (`mask`), an item of the frame itself has `mask` nil.
package enum FrameProblem: Equatable, Sendable, CustomStringConvertible {
    /// The frame's time is not finite or negative.
    case time(Double)
    /// The frame's progress is not finite.
    case progress(Double)
    /// The status's progress is not finite.
    case statusProgress(Double)
    /// The status's duration is not finite or negative.
    case statusDuration(Double)
    /// The status names an interaction longer than 256 bytes.
    case interactionName(bytes: Int)
    /// The render frame's time is not finite.
    case renderTime(Double)
    /// The render frame's size is not finite or beyond ``RenderFrameCheck/maximumSide``.
    case size(width: Double, height: Double)
    /// An item without exactly four corners.
    case corners(item: Int, mask: Int?, count: Int)
    /// A clip quad of an item without exactly four corners.
    case clipCorners(clip: Int, item: Int, mask: Int?, count: Int)
    /// An item using a mask index the frame does not have (`masks` is how many it has).
    case unknownMask(item: Int, mask: Int?, uses: Int, masks: Int)
    /// An item with a negative depth.
    case depth(item: Int, mask: Int?, depth: Int)

    /// The clause, e.g. "item 1 has 0 corners, not 4".
    package var description: String {
        func place(_ mask: Int?) -> String { mask.map { " of mask \($0)" } ?? "" }
        switch self {
        case .time(let t): return "its time is \(t) s"
        case .progress(let p): return "its progress is \(p)"
        case .statusProgress(let p): return "its status's progress is \(p)"
        case .statusDuration(let d): return "its status's duration is \(d) s"
        case .interactionName(let n): return "its status names an interaction of \(n) bytes"
        case .renderTime(let t): return "its render time is \(t)"
        case let .size(w, h): return "its size is \(w) × \(h) points"
        case let .corners(item, mask, count): return "item \(item)\(place(mask)) has \(count) corners, not 4"
        case let .clipCorners(clip, item, mask, count):
            return "clip \(clip) of item \(item)\(place(mask)) has \(count) corners, not 4"
        case let .unknownMask(item, mask, uses, masks):
            return "item \(item)\(place(mask)) uses mask \(uses) of a frame with \(masks) masks"
        case let .depth(item, mask, depth): return "item \(item)\(place(mask)) has depth \(depth)"
        }
    }
}
