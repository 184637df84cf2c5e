#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be sealed into memory (``SealedFile``): the step that failed and its
/// `errno`, or the size limit passed; ``description`` adds the system's words.
package enum SealedFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The memory file could not be made (`memfd_create` failed with `code`).
    case memoryFile(code: Int32)
    /// The file could not be read (`pread` failed with `code`).
    case read(code: Int32)
    /// The file is larger than `limit` bytes (said in MiB).
    case tooLarge(limit: Int)
    /// The bytes could not be written into the memory file.
    case copy(code: Int32)
    /// The memory file could not be sealed.
    case seal(code: Int32)

    /// The clause (the loader puts it after "cannot copy it into memory: ").
    package var description: String {
        switch self {
        case .memoryFile(let c): return "memfd_create: \(String(cString: strerror(c)))"
        case .read(let c): return "cannot read the file: \(String(cString: strerror(c)))"
        case .tooLarge(let limit): return "it is larger than \(limit >> 20) MiB"
        case .copy(let c): return "cannot copy it into memory: \(String(cString: strerror(c)))"
        case .seal(let c): return "cannot seal the memory copy: \(String(cString: strerror(c)))"
        }
    }
}
