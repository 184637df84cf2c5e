/// The flight recorder's words: one 64-bit slot each, in memory a worker shares with its front
/// end. The indices are a contract between three writers and one reader (``CallMonitor`` in the
/// worker, the sandbox's violation reporter, which writes ``refusedSyscall`` from a signal
/// handler through a bare pointer, and ``FlightRecord`` in the front end), so they are named
/// once here instead of as numbers at each site. A worker and its front end are the same
/// executable, so the layout needs no version; changing it means changing only this type.
package enum FlightRecorderSlot: Int, CaseIterable, Sendable {
    /// ``CallMonitor/magic``: the recorder was set up (a zero or other value means it was not,
    /// or a plugin overwrote it).
    case magic = 0
    /// The ``PluginCall`` running, as its raw value.
    case call = 1
    /// The key of the plugin whose call is running (``CallMonitor/key(for:)``).
    case pluginKey = 2
    /// The index of the frame being computed.
    case frameIndex = 3
    /// That frame's time: the bit pattern of a `Double`, seconds.
    case frameTime = 4
    /// The number of a system call the sandbox refused, or -1 when none was.
    case refusedSyscall = 5
    /// The worker's ``CallMonitor/Phase``, as its raw value.
    case phase = 6

    /// The words the recorder takes: one per slot, rounded up to a spare word so that a slot
    /// can be added without changing the size the front end maps.
    package static let wordCount = 8
}

extension UnsafeMutablePointer where Pointee == Int64 {
    /// The recorder word `slot`, for a pointer to a recorder's first word.
    @inline(__always)
    package subscript(slot slot: FlightRecorderSlot) -> Int64 {
        get { self[slot.rawValue] }
        nonmutating set { self[slot.rawValue] = newValue }
    }

    /// A pointer to the recorder word `slot` (for a writer that takes a bare word, such as the
    /// sandbox's violation reporter).
    package func pointer(to slot: FlightRecorderSlot) -> UnsafeMutablePointer<Int64> { self + slot.rawValue }
}
