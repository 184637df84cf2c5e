import TextFormat
import AnimationCore

/// The trace of a run as JSON lines: one line per frame with `frame`, `t` (seconds),
/// `progress` and `views` (each with `id`, `title`, `alpha` (effective), `corners` (four
/// `[x, y]` in container coordinates), `z` (drawing order, 0 at the back), and for a view's
/// border, drawn after its subviews as an entry of its own with the same `id`, `border` (its
/// width in points); for its shadow, drawn before it, `shadow_blur` (the blur's deviation);
/// for a shape layer's fill and stroke, drawn after it, `shape` with the `bbox` `[x0, y0, x1,
/// y1]` of its outlines and their summed signed `area` (square points); for a view under a
/// mask, `masks`, indices into the frame's own `masks`; for a gradient layer's gradient,
/// drawn after it, `gradient` with its number of `stops` and its axis `start` and `end` in the
/// view's own coordinates, each a list of view entries like
/// `views`, present only when there are masks), then one last
/// line with `result` (`completed`, `cancelled` or `none`), `duration`, `frames`, `timed_out`
/// and the ordered `events` (each with `t`, `kind` and `text`). Every number is rounded to
/// 1e-6, so the same run gives the same bytes on every machine; from 1e15 up a number is
/// printed in exponent form (`1e+20`), and a non-finite one as `null`, so every line is JSON
/// whatever a plugin sets (``JSONText/number(_:quantum:)``).
package enum TraceFormat {
    static func n(_ x: Double) -> String { JSONText.number(x, quantum: 1e-6) }

    /// The line of one frame.
    package static func line(_ f: TransitionSession.Frame) -> String {
        let masks =
            f.render.masks.isEmpty
            ? "" : ", \"masks\": [\(f.render.masks.map { "[\(entries($0.items))]" }.joined(separator: ", "))]"
        return
            "{\"frame\": \(f.index), \"t\": \(n(f.time)), \"progress\": \(n(f.progress)), \"views\": [\(entries(f.render.items))]\(masks)}"
    }

    /// The `views` entries of `items`, `z` their order.
    static func entries(_ items: [RenderItem]) -> String {
        items.enumerated().map { z, item -> String in
            let corners = item.corners.map { "[\(n($0.x)), \(n($0.y))]" }.joined(separator: ", ")
            var extra =
                item.border > 0
                ? ", \"border\": \(n(item.border))" : (item.blur > 0 ? ", \"shadow_blur\": \(n(item.blur))" : "")
            if !item.polygons.isEmpty { extra += ", \"shape\": \(shape(item.polygons))" }
            if let g = item.gradient {
                extra +=
                    ", \"gradient\": {\"stops\": \(g.stops.count), \"start\": [\(n(g.start.x)), \(n(g.start.y))], \"end\": [\(n(g.end.x)), \(n(g.end.y))]}"
            }
            if !item.masks.isEmpty { extra += ", \"masks\": [\(item.masks.map(String.init).joined(separator: ", "))]" }
            return
                "{\"id\": \(item.id), \"title\": \(JSONText.string(item.title)), \"alpha\": \(n(item.alpha)), \"corners\": [\(corners)], \"z\": \(z)\(extra)}"
        }.joined(separator: ", ")
    }

    /// A shape's summary: the bounding box of its outlines and their summed signed area.
    static func shape(_ polygons: [[Point]]) -> String {
        let all = polygons.flatMap { $0 }
        let box = Rect.bounding(all)
        let area = polygons.reduce(0) { $0 + $1.signedArea }
        return "{\"bbox\": [\(n(box.minX)), \(n(box.minY)), \(n(box.maxX)), \(n(box.maxY))], \"area\": \(n(area))}"
    }

    /// The last line.
    package static func line(_ r: TransitionSession.Result) -> String {
        let events = r.events.map {
            "{\"t\": \(n($0.time)), \"kind\": \(JSONText.string($0.kind.rawValue)), \"text\": \(JSONText.string($0.text))}"
        }
        return
            "{\"result\": \(JSONText.string(r.outcome.rawValue)), \"duration\": \(n(r.duration)), \"frames\": \(r.frames), \"timed_out\": \(r.timedOut), \"events\": [\(events.joined(separator: ", "))]}"
    }

    /// The last line of a run whose worker died: `result` `crashed`, the frames that arrived
    /// before, and what happened.
    public static func crashedLine(_ message: String, frames: Int) -> String {
        "{\"result\": \"crashed\", \"frames\": \(frames), \"error\": \(JSONText.string(message))}"
    }
}
