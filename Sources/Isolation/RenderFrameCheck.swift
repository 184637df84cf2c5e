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

    /// What is wrong with `frame`, in words, or nil when it may be used.
    package static func problem(_ frame: RenderFrame) -> String? {
        let s = frame.size
        guard frame.time.isFinite else { return "its render time is \(frame.time)" }
        guard s.width.isFinite, s.height.isFinite, abs(s.width) <= maximumSide, abs(s.height) <= maximumSide else {
            return "its size is \(s.width) × \(s.height) points"
        }
        let masks = frame.masks.count
        if let p = problem(frame.items, masks: masks, where: "") { return p }
        for (i, mask) in frame.masks.enumerated() {
            if let p = problem(mask.items, masks: masks, where: " of mask \(i)") { return p }
        }
        return nil
    }

    /// The first item of `items` that is malformed, described.
    private static func problem(_ items: [RenderItem], masks: Int, where place: String) -> String? {
        for (i, item) in items.enumerated() {
            guard item.corners.count == 4 else { return "item \(i)\(place) has \(item.corners.count) corners, not 4" }
            if let q = item.clips.firstIndex(where: { $0.count != 4 }) {
                return "clip \(q) of item \(i)\(place) has \(item.clips[q].count) corners, not 4"
            }
            if let m = item.masks.first(where: { !(0..<masks).contains($0) }) {
                return "item \(i)\(place) uses mask \(m) of a frame with \(masks) masks"
            }
            guard item.depth >= 0 else { return "item \(i)\(place) has depth \(item.depth)" }
        }
        return nil
    }
}
