import Foundation
import Sandbox

/// A plugin file's bytes in a sealed memory copy, with their hash: what a worker loads. Made
/// before the sandbox closes (the copy needs `memfd_create`); nothing can change it afterwards.
package struct SealedPlugin: Sendable {
    /// The path as found.
    package let path: String
    /// The file's identity when it was copied.
    package let identity: PluginLoader.FileIdentity
    /// The sealed copy.
    package let copy: SealedFile
    /// SHA-256 of the copied bytes, when it was asked for (checking a copy against a scanned
    /// hash; with the CPU's SHA extensions hashing costs under 1 ms per MiB, about 4 ms per MiB
    /// with the portable compression — more than the copy itself).
    package let hash: ContentHash?
}
