/// What a worker's sandbox lets a plugin do.
package struct SandboxPolicy: Hashable, Sendable {
    /// Folders (and files) the worker may still read once sandboxed: the plugins' own folders
    /// and the system library folders a plugin's dependencies load from. Everything else is
    /// denied where Landlock is available.
    package var readable: [String]
    /// Address-space limit, bytes: a plugin that allocates without bound fails in its worker.
    package var addressSpace: UInt64 = 4 << 30
    /// CPU seconds before the kernel stops the worker (a backstop under the front end's own
    /// timeout); nil for none (live playback).
    package var cpuSeconds: UInt64?
    /// Most file descriptors the worker may hold.
    package var openFiles: UInt64 = 256
    /// Most tasks (threads, the main one included) the worker may have at once, so a thread
    /// bomb ends in its worker. The engine runs on one thread and Dispatch keeps a pool of
    /// about one per core plus a few; 64 leaves room for both and for a plugin's own threads.
    package var tasks: UInt64 = 64
    /// The user and group a worker started by root runs as: nobody (65534), so the kernel's
    /// per-user task limit applies to it (root is exempt) and root's files are not its own.
    package var unprivilegedID: UInt32 = 65_534

    package init(readable: [String], cpuSeconds: UInt64? = nil) {
        self.readable = readable
        self.cpuSeconds = cpuSeconds
    }

    /// The folders system libraries live in (for plugins linked against more than the host
    /// has loaded), and the loader's cache.
    package static let systemLibraries = [
        "/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/local/lib", "/etc/ld.so.cache", "/opt/swift/usr/lib"
    ]
}
