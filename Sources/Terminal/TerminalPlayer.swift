import AnimationCore
import Foundation
import Rendering
import Session
import TextFormat
import PluginRuntime

/// `host-cli play`'s loop: a ``PlaybackController`` on a ``DisplayLink`` clock, drawn into the
/// terminal each frame.
///
/// Each frame: look at the terminal's size (a new size lays the picture out again and clears
/// the screen once), decode what was typed and act on it, step the session (the display link
/// sleeps until the frame's deadline), rasterize the frame at the layout's scale if the picture
/// changed, and write the changed cells and, if it changed, the status line — all in one
/// `write(2)`. The screen is never cleared between frames.
///
/// With a ``Reloading`` source (`play --watch`), each frame also asks it whether a plugin was
/// rebuilt; a new build is played in a new session (``PlaybackController/reload(config:makeSession:)``)
/// and the status line says so for a few seconds.
package final class TerminalPlayer {
    /// What a watch found since the last frame.
    package enum Reload {
        /// Play `config` from now on, in sessions made by `makeSession`; `notice` (escaped)
        /// goes on the status line.
        case play(SessionConfiguration, makeSession: () throws -> TransitionDriving, notice: String)
        /// Show `notice` (escaped) on the status line; `problem`, when there is one, is
        /// reported again after the terminal is restored.
        case notice(String, problem: String?)
    }
    /// Asked once per frame: a reload due now, or nil.
    package typealias Reloading = () -> Reload?

    /// How a play ended.
    package struct Outcome: Sendable {
        /// Why it stopped early (a plugin that could not be made again, a signal), or nil.
        package var failure: String?
        /// The session's diagnostics, for the user to see after the terminal is restored.
        package var diagnostics: [String]
        /// One line: how the transition ended, the animator, the duration, the replays.
        package var summary: String
    }

    private let controller: PlaybackController
    private let terminal: TerminalSession
    private let renderer: TerminalRenderer
    private let viewport: Size
    private var decoder = InputDecoder()
    private var layout: TerminalLayout?
    private var canvas = Canvas(width: 0, height: 0)
    private var grid: CellGrid?
    private var shownItems: [RenderItem]?
    private var shownStatus: String?
    private var idleReads = 0
    private let reloading: Reloading?
    /// Reloads that failed, for after the terminal is restored.
    private var problems: [String] = []

    private init(controller: PlaybackController, terminal: TerminalSession, viewport: Size, reloading: Reloading?) {
        self.controller = controller
        self.terminal = terminal
        self.viewport = viewport
        self.reloading = reloading
        renderer = TerminalRenderer(mode: ColorMode.detect(environment: ProcessInfo.processInfo.environment))
    }

    /// Why `host-cli play` cannot draw here (standard input or output is not a terminal), or nil.
    package static func notATerminal() -> String? { TerminalSession.notATerminal() }

    /// Plays `config` in sessions made by `makeSession` until `q`, reloading what `reloading`
    /// says; restores the terminal however it ends. Throws when the session or the terminal
    /// cannot be set up (nothing was drawn).
    package static func play(
        _ config: SessionConfiguration, makeSession: @escaping () throws -> TransitionDriving,
        reloading: Reloading? = nil
    ) throws -> Outcome {
        let controller = try PlaybackController(config: config, makeSession: makeSession)
        let terminal = try TerminalSession()
        let player = TerminalPlayer(
            controller: controller, terminal: terminal, viewport: config.size, reloading: reloading)
        let failure = player.loop()
        terminal.restore()
        return Outcome(
            failure: failure, diagnostics: player.problems + controller.session.diagnostics, summary: player.summary)
    }

    /// Frames until `q` or a failure; returns the failure.
    private func loop() -> String? {
        while true {
            if TerminalRestoration.caughtSignal != 0 {
                let s = TerminalRestoration.caughtSignal
                return "stopped: caught signal \(s) (\(String(cString: strsignal(s))))"
            }
            var out = relayoutIfResized()
            do {
                try handleInput()
                if controller.quitRequested { return nil }
                reloadIfDue()
                out += draw(try controller.step())
            } catch {
                return "\(error)"
            }
            if !out.isEmpty { terminal.send(out) }
        }
    }

    /// Lays the picture out again when the terminal's size changed; returns what to send.
    private func relayoutIfResized() -> String {
        let size = terminal.size()
        guard layout?.columns != size.columns || layout?.rows != size.rows else { return "" }
        layout = TerminalLayout(columns: size.columns, rows: size.rows, viewport: viewport)
        controller.layout = layout
        grid = nil
        shownItems = nil
        shownStatus = nil
        return "\u{1B}[0m\u{1B}[2J"
    }

    /// Decodes what was typed (a lone Escape is told from a sequence's start by a quiet read)
    /// and acts on it.
    private func handleInput() throws {
        let bytes = terminal.readInput()
        var events = decoder.feed(bytes)
        if bytes.isEmpty && decoder.hasPending {
            idleReads += 1
            if idleReads >= 2 {
                events += decoder.flush()
                idleReads = 0
            }
        } else {
            idleReads = 0
        }
        for e in events {
            try controller.handle(e)
            if controller.quitRequested { return }
        }
    }

    /// Plays a new build if the watch found one. A build that cannot be played leaves the
    /// current session playing, says so on the status line and is reported after the end.
    private func reloadIfDue() {
        guard let reload = reloading?() else { return }
        switch reload {
        case let .play(config, makeSession, notice):
            do {
                try controller.reload(config: config, makeSession: makeSession)
                controller.show(notice)
            } catch {
                problems.append("reloading failed, the previous build went on playing: \(error)")
                controller.show("reload failed: the previous build plays on (details after q)")
            }
        case let .notice(text, problem):
            if let problem { problems.append(problem) }
            controller.show(text)
        }
    }

    /// The changed cells of `frame` and the status line, if they changed.
    private func draw(_ frame: TransitionSession.Frame) -> String {
        guard let layout else { return "" }
        var out = ""
        if shownItems != frame.render.items {
            shownItems = frame.render.items
            let picture = renderer.picture(frame.render, layout: layout, canvas: &canvas)
            out += renderer.draw(picture, over: grid)
            grid = picture
        }
        let status = controller.status.text(width: layout.columns)
        if status != shownStatus && layout.rows > 0 {
            shownStatus = status
            out += "\u{1B}[\(layout.rows);1H" + status + "\u{1B}[K"
        }
        return out
    }

    /// How the transition ended, the animator, its duration and the replays.
    private var summary: String {
        let status = controller.session.status
        let duration = status.duration.map { " duration \(Rounding.format($0, quantum: 1e-3)) s," } ?? ""
        var replays = "\(controller.replays) replay\(controller.replays == 1 ? "" : "s")"
        if controller.reloads > 0 { replays += ", \(controller.reloads) reload\(controller.reloads == 1 ? "" : "s")" }
        let phase = status.phase.hasEnded ? status.phase.rawValue : "quit while \(status.phase.rawValue)"
        return "\(phase) (\(controller.config.driverDescription),\(duration) \(replays))"
    }
}
