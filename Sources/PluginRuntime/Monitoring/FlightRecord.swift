/// A snapshot of a worker's flight recorder (see ``CallMonitor``).
package struct FlightRecord: Sendable {
    package var call: PluginCall
    package var pluginKey: Int64
    package var frame: Int
    package var time: Double
    /// The system call the sandbox refused, if any.
    package var syscall: Int64?
    package var phase: CallMonitor.Phase

    /// Reads the recorder at `w`.
    package init(_ w: UnsafeMutablePointer<Int64>) {
        call = PluginCall(rawValue: w[1]) ?? .none
        pluginKey = w[2]
        frame = Int(w[3])
        time = Double(bitPattern: UInt64(bitPattern: w[4]))
        syscall = w[5] >= 0 ? w[5] : nil
        phase = CallMonitor.Phase(rawValue: w[6]) ?? .starting
    }
}
