import AnimationCore

/// What is left of one frame's drawing work (``FrameBudget/drawingBudget(canvasPixels:)``),
/// and how many items it left undrawn.
///
/// Why: a plugin's ordinary calls (thousands of full-screen views, gradients of 256 stops,
/// masks) could keep the front end's rasterizer busy for minutes per frame. Each item's cost is
/// estimated before it is drawn (``RenderItem/drawingCost(pixels:rows:)``: the pixels it
/// touches, weighted), so the limit is the same on every machine and a frame that fits is
/// drawn exactly as without it.
public struct DrawingBudget: Sendable {
    /// Pixel operations still allowed.
    public private(set) var remaining: Int
    /// Items (and mask planes) left undrawn because the budget was spent.
    public private(set) var skipped = 0

    /// A budget of `operations` pixel operations.
    public init(operations: Int) { remaining = max(0, operations) }

    /// The documented budget for a canvas of `width × height` pixels.
    public init(width: Int, height: Int) {
        let (pixels, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        self.init(operations: overflow ? Int.max : FrameBudget.drawingBudget(canvasPixels: pixels))
    }

    /// Takes `cost` from the budget when it is there (true: draw); otherwise counts one
    /// skipped item and answers false.
    public mutating func spend(_ cost: Int) -> Bool {
        guard cost <= remaining else {
            skipped += 1
            return false
        }
        remaining -= cost
        return true
    }

    /// Counts one thing left undrawn for a reason other than cost (a mask plane past the
    /// most a frame may have).
    public mutating func skip() { skipped += 1 }
}
