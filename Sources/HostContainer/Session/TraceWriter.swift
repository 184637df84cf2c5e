/// Writes a run as JSON lines: one line per frame with `frame`, `t` (seconds), `progress` and
/// `views` (each with `id`, `title`, `alpha` (effective), `corners` (four `[x, y]` in container
/// coordinates) and `z` (drawing order, 0 at the back)), then one last line with `result`
/// (`completed`, `cancelled` or `none`), `duration` and the ordered `events` (each with `t`,
/// `kind` and `text`). Every number is rounded to 1e-6, so the same run gives the same bytes on
/// every machine.
public struct TraceWriter {
    /// Where the lines go.
    public var write: (String) -> Void

    /// Creates a writer.
    public init(write: @escaping (String) -> Void) { self.write = write }

    static func n(_ x: Double) -> String { JSONText.number(x, quantum: 1e-6) }

    /// The line of one frame.
    public static func line(_ f: TransitionSession.Frame) -> String {
        let views = f.render.items.enumerated().map { z, item -> String in
            let corners = item.corners.map { "[\(n($0.x)), \(n($0.y))]" }.joined(separator: ", ")
            let title = item.title.map(JSONText.string) ?? "null"
            return "{\"id\": \(item.id), \"title\": \(title), \"alpha\": \(n(item.alpha)), \"corners\": [\(corners)], \"z\": \(z)}"
        }
        return "{\"frame\": \(f.index), \"t\": \(n(f.time)), \"progress\": \(n(f.progress)), \"views\": [\(views.joined(separator: ", "))]}"
    }

    /// The last line.
    public static func resultLine(_ r: TransitionSession.Result) -> String {
        let events = r.events.map { "{\"t\": \(n($0.time)), \"kind\": \(JSONText.string($0.kind.rawValue)), \"text\": \(JSONText.string($0.text))}" }
        return "{\"result\": \(JSONText.string(r.outcome.rawValue)), \"duration\": \(n(r.duration)), \"frames\": \(r.frames), \"timed_out\": \(r.timedOut), \"events\": [\(events.joined(separator: ", "))]}"
    }

    /// Writes a frame.
    public func frame(_ f: TransitionSession.Frame) { write(TraceWriter.line(f)) }
    /// Writes the result.
    public func result(_ r: TransitionSession.Result) { write(TraceWriter.resultLine(r)) }
}
