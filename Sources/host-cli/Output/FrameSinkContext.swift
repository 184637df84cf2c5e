import AnimationCore
import ProcessSupport
import Rendering
import Session

/// What every sink of one output shares: the target, the frame size, the clock, the options
/// that shape the picture, and the drawing — the rasterizer with each frame's drawing budget
/// (``DrawingBudget``), remembering the first frame that went over it for
/// ``FrameOutput/drawingWarning``.
final class FrameSinkContext {
    /// The file, as given.
    let path: String
    /// Its format.
    let format: FrameOutput.Format
    /// The viewport, in points.
    let size: Size
    /// Frames per second of the run's clock.
    let fps: Double
    /// PNG/SVG: the time of the single frame (PNG default: halfway through the transition;
    /// SVG without it: every frame, animated).
    let at: Double?
    /// PNG: contact sheet of this many frames.
    let sheet: Int?
    /// Draws frames at the output's scale, on white.
    let rasterizer: Rasterizer
    /// The first frame whose drawing budget left items undrawn: its index and how many.
    private(set) var overBudget: (frame: Int, skipped: Int)?

    /// The context of one output.
    init(path: String, format: FrameOutput.Format, size: Size, scale: Double, fps: Double, at: Double?, sheet: Int?) {
        self.path = path
        self.format = format
        self.size = size
        self.fps = fps
        self.at = at
        self.sheet = sheet
        rasterizer = Rasterizer(scale: scale, background: .white)
    }

    /// `f` rasterized within its drawing budget; the first frame over it is remembered.
    func raster(_ f: TransitionSession.Frame) -> Canvas {
        let (canvas, skipped) = rasterizer.renderCounting(f.render)
        if skipped > 0 && overBudget == nil { overBudget = (f.index, skipped) }
        return canvas
    }

    /// `f`'s render model without what its drawing budget leaves out (SVG and HTML embed only
    /// what the PNG would draw); the first frame that loses items is remembered.
    func vector(_ f: TransitionSession.Frame) -> RenderFrame {
        let (frame, skipped) = rasterizer.withinBudget(f.render)
        if skipped > 0 && overBudget == nil { overBudget = (f.index, skipped) }
        return frame
    }

    /// Opens the target through ``OutputFile`` (a temporary file beside it until committed).
    func open() throws(CommandOutputError) -> OutputFile {
        do { return try OutputFile(path) } catch { throw .file(option: "--output", error) }
    }
}
