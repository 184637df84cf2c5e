import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// This process's memory, as the kernel counts it (for leak checks and benchmarks).
package enum ProcessMemory {
    /// `/proc/self/statm`, opened once: a sandboxed worker opens it before its sandbox forbids
    /// reading /proc (``prepare()``), and reads it through this descriptor afterwards.
    private static let statm: Int32 = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)

    /// Opens `/proc/self/statm` now, for reads after a sandbox closes.
    package static func prepare() {
        _ = statm  // a static `let` is opened once, on first use, whichever thread gets there first
    }

    /// Resident set size of this process, bytes (from `/proc/self/statm`); 0 when unknown.
    package static func residentBytes() -> Int {
        prepare()
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = buffer.withUnsafeMutableBytes { pread(statm, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return 0 }
        let f = String(decoding: buffer[0..<n], as: UTF8.self).split(separator: " ")
        guard f.count > 1, let pages = Int(f[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
