import Foundation

/// `host-cli play`'s loop: a ``PlaybackController`` on a ``DisplayLink`` clock, drawn into the
/// terminal each frame.
///
/// Each frame: look at the terminal's size (a new size lays the picture out again and clears
/// the screen once), decode what was typed and act on it, step the session (the display link
/// sleeps until the frame's deadline), rasterize the frame at the layout's scale if the picture
/// changed, and write the changed cells and, if it changed, the status line — all in one
/// `write(2)`. The screen is never cleared between frames.
enum TerminalPlayer {
    /// Plays `config` until `q`; restores the terminal however it ends.
    static func run(config: SessionConfiguration, console: Console) -> ExitCode {
        let controller: PlaybackController
        do {
            controller = try PlaybackController(config: config, makeClock: { DisplayLink(fps: min(config.fps, 240)) })
        } catch {
            console.error(error.message)
            return .failure
        }
        let renderer = TerminalRenderer(mode: ColorMode.detect(environment: ProcessInfo.processInfo.environment))
        let terminal: TerminalSession
        do { terminal = try TerminalSession() } catch {
            console.error(error.description)
            return .failure
        }
        var failure: String?
        var decoder = InputDecoder()
        var layout: TerminalLayout?
        var canvas = Canvas(width: 0, height: 0)
        var grid: CellGrid?
        var shownItems: [RenderItem]?
        var shownStatus: String?
        var idleReads = 0
        loop: while true {
            if TerminalRestoration.caughtSignal != 0 {
                failure = "stopped: caught signal \(TerminalRestoration.caughtSignal) (\(String(cString: strsignal(TerminalRestoration.caughtSignal))))"
                break
            }
            // Layout (again after a resize).
            let size = terminal.size()
            var out = ""
            if layout?.columns != size.columns || layout?.rows != size.rows {
                layout = TerminalLayout(columns: size.columns, rows: size.rows, viewport: config.size)
                controller.layout = layout
                grid = nil; shownItems = nil; shownStatus = nil
                out += "\u{1B}[0m\u{1B}[2J"
            }
            // Input.
            let bytes = terminal.readInput()
            var events = decoder.feed(bytes)
            if bytes.isEmpty && decoder.hasPending {
                idleReads += 1
                if idleReads >= 2 { events += decoder.flush(); idleReads = 0 }
            } else {
                idleReads = 0
            }
            do {
                for e in events {
                    try controller.handle(e)
                    if controller.quitRequested { break loop }
                }
            } catch {
                failure = error.message
                break loop
            }
            // Frame.
            let frame = controller.step()
            guard let layout else { continue }
            if shownItems != frame.render.items {
                shownItems = frame.render.items
                var picture = CellGrid(columns: layout.columns, rows: layout.pictureRows)
                if !layout.isEmpty {
                    Rasterizer(scale: layout.scale, background: .white).render(frame.render, into: &canvas)
                    renderer.place(canvas, in: &picture, column: layout.originColumn, row: layout.originRow)
                }
                out += renderer.draw(picture, over: grid)
                grid = picture
            }
            let status = controller.status.text(width: layout.columns)
            if status != shownStatus && layout.rows > 0 {
                shownStatus = status
                out += "\u{1B}[\(layout.rows);1H" + status + "\u{1B}[K"
            }
            if !out.isEmpty { terminal.send(out) }
        }
        terminal.restore()
        for d in controller.session.log.diagnostics { console.warning(d) }
        if let failure {
            console.error(failure)
            return .failure
        }
        let state = controller.state
        let duration = controller.context.map { " duration \(Rounding.format($0.duration, quantum: 1e-3)) s," } ?? ""
        let replays = "\(controller.replays) replay\(controller.replays == 1 ? "" : "s")"
        console.line("\(state.hasEnded ? state.rawValue : "quit while \(state.rawValue)") (animator \(config.animator.info.id),\(duration) \(replays))")
        return .success
    }
}
