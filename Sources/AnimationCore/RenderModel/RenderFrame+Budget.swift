extension RenderItem {
    /// The item's size on the wire, bytes: exactly what the worker's encoding writes (a test
    /// checks it against the real encoder), computed without encoding, so the render-model walk
    /// can keep a frame within ``FrameBudget/maximumFrameBytes`` before anything is sent.
    public var wireSize: Int {
        // id, title flag, corners count, size, alpha, colour, radius, clips count, depth, z,
        // border, blur, polygons count, fill rule (a string of 8 bytes), masks count, gradient flag.
        // (Both fill rules' names, "non-zero" and "even-odd", are 8 bytes: no string is made
        // here, as this runs for every item of every frame.)
        var n = 8 + 1 + 4 + 16 + 8 + 32 + 8 + 4 + 8 + 8 + 8 + 8 + 4 + (4 + 8) + 4 + 1
        if let title { n &+= 4 &+ title.utf8.count }
        n &+= 16 &* corners.count
        for c in clips { n &+= 4 &+ 16 &* c.count }
        for p in polygons { n &+= 4 &+ 16 &* p.count }
        n &+= 8 &* masks.count
        if let g = gradient { n &+= 4 &+ 40 &* g.stops.count &+ 32 }
        return n
    }

    /// The rasterizer's work for this item when it touches `pixels` pixels of the canvas, in
    /// pixel operations: every pixel once, once more per mask it is mixed through, a shadow's
    /// Gaussian several times, a gradient's colour lookup by its stops, and a shape's edges
    /// for each row they cross. An estimate, not a timing: the same frame always costs the
    /// same, so the drawing budget gives the same picture on every machine.
    public func drawingCost(pixels: Int, rows: Int) -> Int {
        var weight = 1 &+ masks.count
        if blur > 0 { weight &+= 4 }
        if let g = gradient { weight &+= g.stops.count / 8 &+ 1 }
        var edges = 0
        for p in polygons { edges &+= p.count }
        for c in clips { edges &+= c.count }
        let (area, o1) = max(0, pixels).multipliedReportingOverflow(by: weight)
        let (sweep, o2) = edges.multipliedReportingOverflow(by: max(0, rows))
        let (sum, o3) = area.addingReportingOverflow(sweep)
        return o1 || o2 || o3 ? Int.max : sum
    }
}

extension RenderFrame {
    /// The frame's render model on the wire, bytes (time, size, the items and the masks, as
    /// the worker's encoding writes them).
    public var wireSize: Int {
        var n = 8 + 16 + 4 + 4
        for i in items { n &+= i.wireSize }
        for m in masks {
            n &+= 4
            for i in m.items { n &+= i.wireSize }
        }
        return n
    }

    /// The frame cut to `limit` bytes on the wire (``FrameBudget/maximumFrameBytes`` by
    /// default) and how many items were left out (0 when it already fitted).
    ///
    /// Why this order: masks come first, as the items refer to them; when the masks alone
    /// take more than half the budget they are all dropped, and with them every item under a
    /// mask (it would show nowhere). Then items are kept back to front, each while it still
    /// fits, so what goes is mostly what was drawn last (the views a flood added on top).
    public func fitted(toBytes limit: Int = FrameBudget.maximumFrameBytes) -> (frame: RenderFrame, dropped: Int) {
        guard wireSize > limit else { return (self, 0) }
        var out = self
        var used = 8 + 16 + 4 + 4
        var dropped = 0
        var maskBytes = 0
        for m in masks {
            maskBytes &+= 4
            for i in m.items { maskBytes &+= i.wireSize }
        }
        if maskBytes > limit / 2 {
            dropped = masks.reduce(0) { $0 + $1.items.count }
            out.masks = []
        } else {
            used &+= maskBytes
        }
        var kept: [RenderItem] = []
        kept.reserveCapacity(min(items.count, 1 << 16))
        for i in items {
            if out.masks.isEmpty && !i.masks.isEmpty {
                dropped += 1
                continue
            }
            let n = i.wireSize
            if used &+ n > limit {
                dropped += 1
                continue
            }
            used &+= n
            kept.append(i)
        }
        out.items = kept
        return (out, dropped)
    }
}
