/// Decides when a file that changed is ready to be read again: not while a writer may still be
/// writing it, and only once it has been quiet for a while. Pure (times are given), so every
/// order of events can be tested; ``FileWatcher`` feeds it from inotify and `stat(2)`.
///
/// A compiler or `cp` writing a plugin in place modifies it over many writes and closes it at
/// the end; a linker or an installer that writes a temporary file and renames it over the
/// target replaces it in one step. So:
///
/// * ``modified(at:)`` (bytes written; the writer may go on) marks the file *being written*;
/// * ``closedAfterWrite(at:)`` (the writer closed it) and ``replaced(at:)`` (renamed over,
///   created whole, removed) end that;
/// * ``observed(at:)`` (a change seen only by polling its metadata) marks a change without
///   saying whether a writer is done — alone (no notifications), the quiet time decides;
/// * ``lostTrack(at:)`` (the notification queue overflowed) forgets any writer, so a lost
///   close cannot stall the watch forever.
///
/// A change is *due* once nothing has happened for ``settle`` seconds and no writer holds the
/// file; every event restarts the quiet time.
package struct ChangeSettler: Sendable, Equatable {
    /// Seconds without any event before a change is due.
    package let settle: Double
    /// A change not yet reported.
    package private(set) var pending = false
    /// A writer modified the file and has not closed it.
    package private(set) var writing = false
    /// The time of the last event.
    package private(set) var lastEvent = -Double.infinity

    /// A settler that waits `settle` seconds of quiet (default 0.3).
    package init(settle: Double = 0.3) { self.settle = settle }

    /// Bytes were written into the file; its writer may still be writing.
    package mutating func modified(at time: Double) {
        note(time)
        writing = true
    }
    /// A writer closed the file after writing it.
    package mutating func closedAfterWrite(at time: Double) {
        note(time)
        writing = false
    }
    /// The file was replaced whole (renamed over, created by a rename, removed).
    package mutating func replaced(at time: Double) {
        note(time)
        writing = false
    }
    /// Its metadata changed (size, times, inode) with nothing known about writers.
    package mutating func observed(at time: Double) { note(time) }
    /// Notifications were lost: a writer may have closed unseen.
    package mutating func lostTrack(at time: Double) {
        note(time)
        writing = false
    }

    /// True, once, when a change is due at `time`; then the settler waits for the next change.
    package mutating func due(at time: Double) -> Bool {
        // A hair of slack, so that a quiet time of exactly `settle` counts whatever the rounding.
        guard pending, !writing, time - lastEvent >= settle - 1e-9 else { return false }
        pending = false
        return true
    }

    private mutating func note(_ time: Double) {
        pending = true
        lastEvent = max(lastEvent, time)
    }
}
