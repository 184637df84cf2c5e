import CSandbox
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A few words of memory shared between the front end and one worker (a memory file both map):
/// the worker's flight recorder, readable by the front end after the worker died, however it
/// died. Never freed: a process makes a handful, one per worker it starts.
// Its own fields are `let`; the words it maps are shared with another process whatever Swift says,
// and each is written by one side only, whole aligned 64-bit words (the flight recorder's rule).
package struct SharedMemory: @unchecked Sendable {
    /// The memory file (close-on-exec in the front end; the worker receives a duplicate).
    package let descriptor: Int32
    /// The mapped words.
    package let words: UnsafeMutablePointer<Int64>
    /// How many words.
    package let count: Int

    /// New zeroed shared memory of `count` words.
    package static func create(words count: Int) -> SharedMemory? {
        let fd = cs_memfd_create("worker-record")
        guard fd >= 0 else { return nil }
        guard ftruncate(fd, off_t(count * 8)) == 0, let m = map(fd, count) else {
            close(fd)
            return nil
        }
        return SharedMemory(descriptor: fd, words: m, count: count)
    }

    /// Maps the shared memory received as descriptor `fd` (in the worker).
    package static func attach(_ fd: Int32, words count: Int) -> SharedMemory? {
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_size >= off_t(count * 8), let m = map(fd, count) else { return nil }
        return SharedMemory(descriptor: fd, words: m, count: count)
    }

    private static func map(_ fd: Int32, _ count: Int) -> UnsafeMutablePointer<Int64>? {
        let p = mmap(nil, count * 8, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let p, p != MAP_FAILED else { return nil }
        return p.assumingMemoryBound(to: Int64.self)
    }
}
