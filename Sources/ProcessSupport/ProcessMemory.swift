import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This process's memory, as the kernel counts it (for leak checks and benchmarks).
package enum ProcessMemory {
    /// Resident set size of this process, bytes (from `/proc/self/statm`); 0 when unknown.
    package static func residentBytes() -> Int {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let f = s.split(separator: " ")
        guard f.count > 1, let pages = Int(f[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
