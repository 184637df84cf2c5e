#if canImport(Glibc)
    import Glibc
#endif

/// Why a worker could not be started: the step that failed and its `errno`, so a caller or
/// test matches the case; ``description`` adds the system's words (`strerror`).
package enum WorkerStartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `/proc/self/exe` could not be resolved, so there is no executable to start.
    case noExecutable
    /// The shared flight record could not be created (`memfd_create` failed with `code`).
    case sharedRecord(code: Int32)
    /// A pipe to the worker could not be made (`pipe2` failed with `code`).
    case pipe(code: Int32)
    /// The spawn could not be told to close inherited descriptors.
    case closeFrom(code: Int32)
    /// `posix_spawn` of `executable` failed with `code`.
    case spawn(executable: String, code: Int32)

    /// The sentence.
    package var description: String {
        switch self {
        case .noExecutable: return "cannot find the host's own executable (/proc/self/exe) to start a worker"
        case .sharedRecord(let c):
            return "cannot create the worker's shared record (memfd_create: \(WriteLoop.reason(c)))"
        case .pipe(let c): return "pipe2: \(WriteLoop.reason(c))"
        case .closeFrom(let c): return "posix_spawn_file_actions_addclosefrom_np: \(WriteLoop.reason(c))"
        case let .spawn(executable, c): return "cannot start \(executable): \(WriteLoop.reason(c))"
        }
    }
}
