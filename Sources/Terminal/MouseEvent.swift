/// A mouse report from the terminal (SGR mode `ESC[<b;x;yM`/`m`, or the legacy X10 form).
package struct MouseEvent: Hashable, Sendable {
    /// What happened.
    package enum Action: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved with a button down.
        case drag
        /// A button went up.
        case release
        /// The pointer moved with no button down (any-motion tracking only).
        case move
        /// The wheel turned.
        case scrollUp, scrollDown
    }

    /// What happened.
    package var action: Action
    /// 0 left, 1 middle, 2 right; -1 when unknown (an X10 release, a move).
    package var button: Int
    /// 1-based cell column and row.
    package var column: Int, row: Int
    /// Modifier bits as reported: 4 shift, 8 meta, 16 control.
    package var modifiers: Int

    /// Creates an event.
    package init(_ action: Action, button: Int, column: Int, row: Int, modifiers: Int = 0) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }

    /// Decodes the button code `b` of a report (`released`: SGR's final `m`).
    static func decode(code b: Int, column: Int, row: Int, released: Bool) -> MouseEvent {
        let low = b & 3, mods = b & 28
        if released {
            return MouseEvent(.release, button: low == 3 ? -1 : low, column: column, row: row, modifiers: mods)
        }
        if b & 64 != 0 {
            return MouseEvent(
                low & 1 == 0 ? .scrollUp : .scrollDown, button: -1, column: column, row: row, modifiers: mods)
        }
        if b & 32 != 0 {
            return low == 3
                ? MouseEvent(.move, button: -1, column: column, row: row, modifiers: mods)
                : MouseEvent(.drag, button: low, column: column, row: row, modifiers: mods)
        }
        // X10 reports a release as button 3.
        if low == 3 { return MouseEvent(.release, button: -1, column: column, row: row, modifiers: mods) }
        return MouseEvent(.press, button: low, column: column, row: row, modifiers: mods)
    }
}
