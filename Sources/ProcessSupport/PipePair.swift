import CSandbox
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A pipe whose two ends are close-on-exec from the moment they exist (`pipe2(O_CLOEXEC)`):
/// a process another thread starts at the same moment never holds them. Marking them after
/// `pipe()` leaves a window in which a worker spawned meanwhile inherits another worker's pipes
/// and can forge its messages.
package struct PipePair {
    /// The read end.
    package let read: Int32
    /// The write end.
    package let write: Int32

    /// Makes the pipe; nil (errno set) when the process is out of descriptors.
    package init?() {
        var fds: [Int32] = [-1, -1]
        guard cs_pipe_cloexec(&fds) == 0 else { return nil }
        read = fds[0]
        write = fds[1]
    }
}
