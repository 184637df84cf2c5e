import CAnimatorABI
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finds, checks and loads plugins.
///
/// Before any plugin code runs, each candidate must be a regular `.so` file (a symbolic link is
/// followed only when its target lies in the same folder), neither it nor its folder writable
/// by group or others, owned by root or the current user, and an ELF shared object for this
/// machine. The file is opened once with `O_NOFOLLOW`, checked through the open descriptor
/// (`fstat`), and that same descriptor is loaded (`dlopen("/proc/self/fd/N")`), so the checked
/// bytes are the loaded bytes. The descriptor is kept open for the life of the process: glibc
/// recognises already-loaded libraries by name, and a reused `/proc/self/fd/N` name would
/// otherwise alias a different file.
///
/// Libraries are opened with `RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE` (missing symbols show up
/// at load time, plugins cannot see each other's symbols, nothing is ever unloaded). Loading
/// the same file twice in one process returns the first load (matched by device, inode, size
/// and modification time).
///
/// Every rejection names the file, a stable reason code and what to do; one bad file never
/// stops the others.
package enum PluginLoader {
    /// The result of a scan.
    package struct Scan: Sendable {
        /// Loaded plugins in search order (built-ins first).
        package var plugins: [LoadedPlugin]
        /// Rejected files, in search order.
        package var rejected: [PluginRejection]
        /// The folders searched, with whether each exists.
        package var searched: [(folder: PluginSearchPath.Folder, exists: Bool)]

        /// The plugin with `id`, if any.
        package func plugin(id: String) -> LoadedPlugin? { plugins.first { $0.info.id == id } }
    }

    struct FileIdentity: Hashable { let device: UInt64, inode: UInt64, size: Int64, mtime: Int64, mtimeNanos: Int }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [FileIdentity: LoadedPlugin] = [:]

    /// The machine code ELF files must have (e_machine).
    static var hostMachine: UInt16 {
        #if arch(x86_64)
        return 62
        #elseif arch(arm64)
        return 183
        #else
        return 0
        #endif
    }

    /// Scans every folder of `searchPath` (files sorted by name) after the `builtIns`, loading
    /// each candidate in this process. `gate`, when given, decides first whether a candidate
    /// that passed inspection may be loaded at all (the isolated scanner uses it to skip files
    /// that crashed or hung in a child process).
    package static func scan(_ searchPath: PluginSearchPath, builtIns: [LoadedPlugin] = BuiltInPlugins.all,
                            gate: ((Inspected) -> PluginRejection?)? = nil) -> Scan {
        var scan = Scan(plugins: builtIns, rejected: [], searched: [])
        for folder in searchPath.folders {
            var isDir: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir) && isDir.boolValue
            scan.searched.append((folder, exists))
            guard exists, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".so") {
                let path = folder.path + "/" + name
                let result = inspect(path: path).flatMap { f -> Result<LoadedPlugin, PluginRejection> in
                    if let refusal = gate?(f) { close(f); return .failure(refusal) }
                    return load(f)
                }
                switch result {
                case .success(let p):
                    if let first = scan.plugins.first(where: { $0.info.id == p.info.id }) {
                        if first !== p {
                            scan.rejected.append(PluginRejection(path: path, reason: .duplicateID,
                                message: "plugin id \"\(p.info.id)\" is already provided by \(first.path), which comes first in the search order and wins; rename one of them or remove the other file"))
                        }
                    } else {
                        scan.plugins.append(p)
                    }
                case .failure(let r):
                    scan.rejected.append(r)
                }
            }
        }
        return scan
    }

    /// A file that passed every check that runs no plugin code, opened and ready to load.
    package struct Inspected: Sendable {
        /// The path as found.
        package let path: String
        /// The open descriptor of the checked file.
        let fd: Int32
        /// Device, inode, size and modification time of the open file.
        let identity: FileIdentity
        /// Size in bytes and modification time (seconds since 1970, with nanoseconds), for caches.
        package var size: Int64 { identity.size }
        package var modified: Double { Double(identity.mtime) + Double(identity.mtimeNanos) * 1e-9 }
    }

    /// Checks one file without running any of its code: a regular file (a symbolic link only
    /// within its folder), safe ownership and permissions of the file and its folder, an ELF
    /// shared object for this machine. The descriptor stays open for ``load(_:)``; close it with
    /// ``close(_:)`` when not loading.
    package static func inspect(path: String) -> Result<Inspected, PluginRejection> {
        func reject(_ r: PluginRejection.Reason, _ m: String) -> Result<Inspected, PluginRejection> {
            .failure(PluginRejection(path: path, reason: r, message: m))
        }
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var st = stat()
        guard lstat(path, &st) == 0 else { return reject(.unreadable, "cannot stat the file: \(String(cString: strerror(errno)))") }
        var target = path
        if (st.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else { return reject(.notRegularFile, "it is a symbolic link whose target does not exist") }
            target = String(cString: resolved); free(resolved)
            guard let realFolder = realpath(folder, nil) else { return reject(.unreadable, "cannot resolve its folder") }
            let rf = String(cString: realFolder); free(realFolder)
            guard (target as NSString).deletingLastPathComponent == rf else {
                return reject(.notRegularFile, "it is a symbolic link to \(target), outside its folder \(rf); symbolic links may only point within the plugins folder — copy the file instead")
            }
        }
        var fst = stat()
        guard stat(folder, &fst) == 0 else { return reject(.unreadable, "cannot stat its folder \(folder)") }
        if let problem = permissionProblem(fst, what: "its folder \(folder)") { return reject(.unsafePermissions, problem) }
        let fd = open(target, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return reject(.unreadable, "cannot open it: \(String(cString: strerror(errno)))") }
        func fail(_ r: PluginRejection.Reason, _ m: String) -> Result<Inspected, PluginRejection> { Glibc.close(fd); return reject(r, m) }
        var ost = stat()
        guard fstat(fd, &ost) == 0 else { return fail(.unreadable, "cannot stat the open file") }
        guard (ost.st_mode & S_IFMT) == S_IFREG else { return fail(.notRegularFile, "it is not a regular file; plugins are regular .so files") }
        if let problem = permissionProblem(ost, what: "the file") { return fail(.unsafePermissions, problem) }
        var header = [UInt8](repeating: 0, count: 64)
        let n = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 64, 0) }
        guard n >= 20, header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46 else {
            return fail(.notELF, "it is not an ELF shared object (\(n < 4 ? "too short" : "bad magic bytes")); build it with `cc -shared -fPIC` or as a SwiftPM dynamic library")
        }
        let elfClass = header[4], data = header[5]
        let type = UInt16(header[16]) | UInt16(header[17]) << 8, machine = UInt16(header[18]) | UInt16(header[19]) << 8
        guard elfClass == 2, data == 1, machine == hostMachine else {
            return fail(.wrongArchitecture, "it is an ELF file for machine \(machine) (\(elfClass == 2 ? "64" : "32")-bit, \(data == 1 ? "little" : "big")-endian), not this host's machine \(hostMachine) (64-bit little-endian); rebuild it for this machine")
        }
        guard type == 3 else { return fail(.notELF, "it is an ELF file of type \(type), not a shared object (type 3); link it with -shared") }
        // A truncated file (an interrupted copy) would only fail inside dlopen: check that the
        // whole header and the program header table it points at are in the file.
        func word(_ at: Int, _ count: Int) -> UInt64 { (0..<count).reduce(0) { $0 | UInt64(header[at + $1]) << (8 * UInt64($1)) } }
        let tableEnd = word(32, 8) &+ word(54, 2) &* word(56, 2)
        guard n == 64, word(56, 2) > 0, tableEnd <= UInt64(ost.st_size) else {
            return fail(.notELF, "it is a truncated ELF file (\(ost.st_size) bytes; its headers need \(max(64, tableEnd))); copy or build it again")
        }
        let identity = FileIdentity(device: UInt64(ost.st_dev), inode: UInt64(ost.st_ino), size: Int64(ost.st_size),
                                    mtime: Int64(ost.st_mtim.tv_sec), mtimeNanos: Int(ost.st_mtim.tv_nsec))
        return .success(Inspected(path: path, fd: fd, identity: identity))
    }

    /// Closes an inspected file that will not be loaded.
    package static func close(_ f: Inspected) { Glibc.close(f.fd) }

    /// Loads an inspected file: `dlopen` of its open descriptor, the entry symbol, the
    /// handshake and the descriptor checks. This runs plugin code.
    package static func load(_ f: Inspected) -> Result<LoadedPlugin, PluginRejection> {
        let path = f.path, fd = f.fd
        func reject(_ r: PluginRejection.Reason, _ m: String) -> Result<LoadedPlugin, PluginRejection> {
            .failure(PluginRejection(path: path, reason: r, message: m))
        }
        lock.lock()
        if let p = loaded[f.identity] { lock.unlock(); Glibc.close(fd); return .success(p) }
        lock.unlock()
        _ = dlerror()
        guard let handle = dlopen("/proc/self/fd/\(fd)", RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            let why = dlerror().map { String(cString: $0) } ?? "unknown error"
            Glibc.close(fd)
            return reject(.loadFailed, "the dynamic loader refused it: \(why); check that every library it needs is installed (ldd) and that it was built for this host")
        }
        // The descriptor stays open: see the type's discussion.
        guard let sym = dlsym(handle, AP_ENTRY_SYMBOL) else {
            return reject(.missingEntry, "it has no exported \(AP_ENTRY_SYMBOL) symbol; export `const animator_plugin_descriptor *animator_plugin_entry(void)` (AP_EXPORT in C, @_cdecl(\"animator_plugin_entry\") in Swift)")
        }
        typealias Entry = @convention(c) () -> UnsafePointer<animator_plugin_descriptor>?
        guard let descriptor = unsafeBitCast(sym, to: Entry.self)() else {
            return reject(.entryReturnedNull, "its \(AP_ENTRY_SYMBOL) returned NULL; it must return a pointer to a static animator_plugin_descriptor")
        }
        switch DescriptorReader.read(descriptor, path: path) {
        case .failure(let r): return .failure(r)
        case .success(let info):
            let plugin = LoadedPlugin(info: info, path: path, descriptor: descriptor, isBuiltIn: false)
            lock.lock(); defer { lock.unlock() }
            if let p = loaded[f.identity] { return .success(p) }
            loaded[f.identity] = plugin
            return .success(plugin)
        }
    }

    /// Checks and loads one file (a plugin named by path, e.g. for `validate`).
    package static func load(path: String) -> Result<LoadedPlugin, PluginRejection> {
        inspect(path: path).flatMap { load($0) }
    }

    /// Why a file or folder is unsafe to load code from, or nil.
    static func permissionProblem(_ st: stat, what: String) -> String? {
        let uid = getuid()
        if st.st_uid != 0 && st.st_uid != uid {
            return "\(what) is owned by user \(st.st_uid), not by you (\(uid)) or root; anyone who owns it could replace the code — chown it or move the plugin to a folder you own"
        }
        if st.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            return "\(what) is writable by \(st.st_mode & S_IWOTH != 0 ? "others" : "its group") (mode \(String(st.st_mode & 0o777, radix: 8))); run `chmod go-w` on it"
        }
        return nil
    }
}
