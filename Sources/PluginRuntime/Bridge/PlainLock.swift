#if canImport(Glibc)
    import Glibc
#endif

/// A bare `pthread_mutex_t`: the host-table lookup runs on every plugin call, where
/// Foundation's `NSLock` costs several times more.
// A mutex is made to be shared between threads; the pointer to it is a `let`.
final class PlainLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(m, nil)
        return m
    }()
    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
    @inline(__always) func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }
}
