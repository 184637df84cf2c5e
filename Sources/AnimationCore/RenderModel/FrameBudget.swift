/// The documented limits on what one plugin may make the host hold, send and draw per frame,
/// in one place.
///
/// Why: a plugin's worker builds the render model and the front end receives, keeps and draws
/// it. Without limits the ordinary API (many views, long titles, long paths, many gradient
/// stops, huge coordinates) makes the front end hold gigabytes, draw for minutes or receive a
/// frame larger than the wire carries. Each limit is enforced where the plugin creates the
/// thing (the host table refuses with an error status and a diagnostic naming the plugin), and
/// the render-model walk keeps a byte budget as the last guard, so every frame fits the wire
/// whatever combination of legal calls made it. The values are far above what real
/// transitions use (the scene with 100,000 subviews in the tests stays inside every one).
public enum FrameBudget {
    /// Views a plugin may create (`view_create`, `view_snapshot`) during one transition. The
    /// largest scene in the tests creates 100,000.
    public static let maximumCreatedViews = 131_072

    /// Views, and separately images, a plugin may make while no transition runs that live as
    /// long as the host (see the header's `view_create`): placeholder windows and images made
    /// in an initializer number a handful; beyond this they live only until the next
    /// transition ends, so an input handler that makes a view per event cannot grow the worker.
    public static let maximumStandingObjects = 4_096

    /// Bytes of one view's title (UTF-8), as `view_set_string` documents.
    public static let maximumTitleBytes = 1_024

    /// Elements of one path (`view_set_path`, `view_set_shadow_path`, path animations), as the
    /// header documents.
    public static let maximumPathElements = 65_536

    /// Points one path flattens to (``Path/flattened(tolerance:)``): 4 MiB on the wire. A
    /// circle of radius 400 points takes about 300; the longest legal path is flattened more
    /// coarsely to fit.
    public static let maximumFlattenedPoints = 262_144

    /// Colours (stops) of one gradient, as the header documents.
    public static let maximumGradientStops = 256

    /// Layers composed into one image by `image_create`, as the header documents.
    public static let maximumImageLayers = 1_024

    /// Largest magnitude, points, of a coordinate, size, radius, width or transform component a
    /// plugin may set: the range gesture input already uses (±1,000,000 points). Beyond it a
    /// value is refused, so positions stay far inside what doubles print and draw exactly.
    public static let maximumCoordinate = 1_000_000.0

    /// Bytes a frame's render model may take on the wire (its encoded size, as
    /// ``RenderFrame/wireSize`` counts it): 28 MiB, leaving room under the 32 MiB message
    /// limit for the message's own fields (a few dozen bytes). 100,000 views, each clipped by
    /// an ancestor, take about 26 MB. Items that would push a frame past it are left out of
    /// that frame (mostly the last drawn), with a diagnostic.
    public static let maximumFrameBytes = 28 << 20

    /// Drawing work the front end spends on one frame, in pixel operations as
    /// ``RenderItem/drawingCost(pixels:rows:)`` estimates them, as a multiple of the canvas's
    /// pixels: 64 full-canvas layers (plus a fixed allowance of 4 M so tiny canvases still
    /// draw busy scenes). Items beyond it are not drawn, with a diagnostic naming the plugin.
    public static let drawingCostPerCanvasPixel = 64
    /// The fixed part of the drawing budget, pixel operations (see ``drawingCostPerCanvasPixel``).
    public static let drawingCostAllowance = 4 << 20

    /// Mask planes the rasterizer draws for one frame: each is a whole canvas of memory, so a
    /// frame with thousands of masked views cannot make the front end hold thousands of
    /// canvases. Real transitions mask a view or two.
    public static let maximumMaskPlanes = 16

    /// The drawing budget for a canvas of `pixels` pixels.
    public static func drawingBudget(canvasPixels pixels: Int) -> Int {
        let (scaled, overflow) = max(0, pixels).multipliedReportingOverflow(by: drawingCostPerCanvasPixel)
        return overflow ? Int.max : scaled &+ drawingCostAllowance
    }

    /// True when every number is finite and within ±``maximumCoordinate``.
    @inlinable
    public static func inRange(_ numbers: Double...) -> Bool {
        numbers.allSatisfy { inRange($0) }
    }

    /// True when `x` is finite and within ±``maximumCoordinate`` (the forms of one, two and
    /// four numbers make no array: they run on every set of a point, size or rect).
    @inlinable
    public static func inRange(_ x: Double) -> Bool { x.isFinite && abs(x) <= maximumCoordinate }
    /// ``inRange(_:)-(Double)`` of both.
    @inlinable
    public static func inRange(_ x: Double, _ y: Double) -> Bool { inRange(x) && inRange(y) }
    /// ``inRange(_:)-(Double)`` of all four.
    @inlinable
    public static func inRange(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Bool {
        inRange(a) && inRange(b) && inRange(c) && inRange(d)
    }
}
