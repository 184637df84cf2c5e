/// The first message every worker receives: which mode to run and its arguments. Every worker
/// (scan, run, probe, check) is started as the bare `host-cli __worker` with the same
/// descriptors (0 commands, 1 and 2 output, 3 messages, 4 flight record), so a plugin cannot
/// tell from its command line or its descriptors what its worker was started for; the mode
/// travels here instead.
package struct WorkerLaunch: WireCodable, Equatable, Sendable {
    /// At most this many arguments: the modes take two at most, so more is not a launch.
    package static let argumentLimit = 16
    /// At most this many bytes per argument (a path or a hash).
    package static let argumentBytes = 8192

    /// `scan`, `run`, `probe`, or a mode the executable adds (`check`, see ``WorkerMain``).
    package var mode: String
    /// The mode's arguments (a scan's path and hash).
    package var arguments: [String]

    package init(mode: String, arguments: [String] = []) {
        self.mode = mode
        self.arguments = arguments
    }

    package func encode(to w: inout WireWriter) {
        w.string(mode)
        w.array(arguments) { $0.string($1) }
    }

    package init(from r: inout WireReader) throws(WireError) {
        mode = try r.string()
        arguments = try r.array { r throws(WireError) in try r.string() }
        // The front end wrote this, but a worker checks what it reads like anyone else.
        guard mode.utf8.count <= 32, arguments.count <= Self.argumentLimit,
            arguments.allSatisfy({ $0.utf8.count <= Self.argumentBytes })
        else {
            throw .launchBeyondLimits
        }
    }
}
