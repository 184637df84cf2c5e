/// A snapshot of a worker's flight recorder (see ``CallMonitor``), every slot checked: the
/// recorder lives in memory the worker's plugins can write, so a value no monitor writes (an
/// unknown call or phase, a negative or absurd frame, a time that is not finite, a system call
/// number no kernel has) is never printed; the record then says it was overwritten.
package struct FlightRecord: Sendable {
    /// The plugin call running (``PluginCall/none`` when none, or when the slot is invalid).
    package var call: PluginCall
    /// The key of the plugin whose call was running (``CallMonitor/key(for:)``).
    package var pluginKey: Int64
    /// The frame index and time, when both are plausible (0 ≤ frame ≤ 10⁹, finite time in 0…10⁹ s).
    package var frame: Int?, time: Double?
    /// The system call the sandbox refused, if any (a number below 1024).
    package var syscall: Int64?
    /// The worker's phase.
    package var phase: CallMonitor.Phase
    /// Why the record cannot be believed whole (a slot holds what no monitor writes), or nil.
    package var damage: String?

    /// The largest frame index and time believed.
    static let frameLimit: Int64 = 1_000_000_000, timeLimit = 1e9

    /// Reads the recorder at `w` (``CallMonitor/slotCount`` words).
    package init(_ w: UnsafeMutablePointer<Int64>) {
        var damage: [String] = []
        if w[slot: .magic] != CallMonitor.magic { damage.append("its magic number") }
        let rawCall = w[slot: .call]
        if let c = PluginCall(rawValue: rawCall) {
            call = c
        } else {
            call = .none
            damage.append("the call (\(rawCall))")
        }
        pluginKey = w[slot: .pluginKey]
        let index = w[slot: .frameIndex], t = Double(bitPattern: UInt64(bitPattern: w[slot: .frameTime]))
        if (0...FlightRecord.frameLimit).contains(index), t.isFinite, t >= 0, t <= FlightRecord.timeLimit {
            frame = Int(index)
            time = t
        } else {
            frame = nil
            time = nil
            damage.append("the frame or its time")
        }
        let refused = w[slot: .refusedSyscall]
        if refused == -1 {
            syscall = nil
        } else if (0..<1024).contains(refused) {
            syscall = refused
        } else {
            syscall = nil
            damage.append("the system call (\(refused))")
        }
        let rawPhase = w[slot: .phase]
        if let p = CallMonitor.Phase(rawValue: rawPhase) {
            phase = p
        } else {
            phase = .starting
            damage.append("the phase (\(rawPhase))")
        }
        self.damage = damage.isEmpty ? nil : damage.joined(separator: ", ")
    }
}
