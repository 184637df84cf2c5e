import AnimationCore

/// The shape a render frame from a worker must have before the front end draws, traces or
/// keeps it: what the renderers index or count on, checked once at the boundary.
///
/// A frame's time and size are finite (the size is the root view's bounds; a time is drawn as
/// a label and a size picks the canvas); every item has four corners and four corners per
/// clip quad (the renderers read `corners[0...3]`); every mask index names one of the frame's
/// masks; depths are not negative. Item geometry, colours and alpha may be non-finite: a view
/// projected behind the eye legitimately has infinite corners, and the renderers already draw
/// nothing for such an item (``QuadMapping`` is nil) and clamp colours.
package enum RenderFrameCheck {
    /// The largest frame side accepted, points: as large as any coordinate the host keeps.
    package static let maximumSide = 1e9

    /// What is wrong with `frame`, or nil when it may be used.
    package static func problem(_ frame: RenderFrame) -> FrameProblem? {
        let s = frame.size
        guard frame.time.isFinite else { return .renderTime(frame.time) }
        guard s.width.isFinite, s.height.isFinite, abs(s.width) <= maximumSide, abs(s.height) <= maximumSide else {
            return .size(width: s.width, height: s.height)
        }
        let masks = frame.masks.count
        if let p = problem(frame.items, masks: masks, mask: nil) { return p }
        for (i, mask) in frame.masks.enumerated() {
            if let p = problem(mask.items, masks: masks, mask: i) { return p }
        }
        return nil
    }

    /// The first item of `items` (of mask `mask`, nil for the frame's own) that is malformed.
    private static func problem(_ items: [RenderItem], masks: Int, mask: Int?) -> FrameProblem? {
        for (i, item) in items.enumerated() {
            guard item.corners.count == 4 else { return .corners(item: i, mask: mask, count: item.corners.count) }
            if let q = item.clips.firstIndex(where: { $0.count != 4 }) {
                return .clipCorners(clip: q, item: i, mask: mask, count: item.clips[q].count)
            }
            if let m = item.masks.first(where: { !(0..<masks).contains($0) }) {
                return .unknownMask(item: i, mask: mask, uses: m, masks: masks)
            }
            guard item.depth >= 0 else { return .depth(item: i, mask: mask, depth: item.depth) }
        }
        return nil
    }
}
