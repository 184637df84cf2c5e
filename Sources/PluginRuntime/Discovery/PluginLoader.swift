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

    /// What a file is on disk: device, inode, size and modification and change times. A file
    /// replaced or rewritten gets another identity (its change time moves, which no one can
    /// set back), so an identity can stand for the bytes the file held when it was read.
    package struct FileIdentity: Hashable, Sendable {
        package let device: UInt64, inode: UInt64, size: Int64
        package let mtime: Int64, mtimeNanos: Int, ctime: Int64, ctimeNanos: Int

        /// An identity made of its parts (as the scan cache stores it).
        package init(
            device: UInt64, inode: UInt64, size: Int64, mtime: Int64, mtimeNanos: Int, ctime: Int64, ctimeNanos: Int
        ) {
            self.device = device
            self.inode = inode
            self.size = size
            self.mtime = mtime
            self.mtimeNanos = mtimeNanos
            self.ctime = ctime
            self.ctimeNanos = ctimeNanos
        }

        init(_ st: stat) {
            device = UInt64(st.st_dev)
            inode = UInt64(st.st_ino)
            size = Int64(st.st_size)
            mtime = Int64(st.st_mtim.tv_sec)
            mtimeNanos = Int(st.st_mtim.tv_nsec)
            ctime = Int64(st.st_ctim.tv_sec)
            ctimeNanos = Int(st.st_ctim.tv_nsec)
        }

        /// How long after its last change a file's identity may stand for its bytes, seconds.
        /// File systems stamp times from a coarse clock (a few milliseconds per tick), so two
        /// writes within one tick leave the same times; bytes read in that tick may not be the
        /// file's final bytes ("racy" in Git's words). Once the tick is over, any later write
        /// moves the change time.
        package static let settlingTime: Int64 = 2

        /// True when the file's last change (modification or status) lies at least
        /// ``settlingTime`` before `now` (`CLOCK_REALTIME`, seconds): bytes read now are the
        /// bytes every later reader sees while the identity stays the same.
        package func isSettled(now: Int64 = Int64(time(nil))) -> Bool {
            max(mtime, ctime) + FileIdentity.settlingTime <= now
        }
    }

    static let lock = NSLock()
    // Every access holds `lock`.
    nonisolated(unsafe) static var loaded: [FileIdentity: LoadedPlugin] = [:]
    nonisolated(unsafe) static var prepared: [String: SealedPlugin] = [:]

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
    package static func scan(
        _ searchPath: PluginSearchPath, builtIns: [LoadedPlugin] = BuiltInPlugins.all,
        gate: ((Inspected) -> PluginRejection?)? = nil
    ) -> Scan {
        var scan = Scan(plugins: builtIns, rejected: [], searched: [])
        for folder in searchPath.folders {
            var isDir: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir) && isDir.boolValue
            scan.searched.append((folder, exists))
            guard exists, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                continue
            }
            for name in names.sorted() where name.hasSuffix(".so") {
                let path = folder.path + "/" + name
                let result = inspect(path: path).flatMap { f -> Result<LoadedPlugin, PluginRejection> in
                    if let refusal = gate?(f) {
                        close(f)
                        return .failure(refusal)
                    }
                    return load(f)
                }
                switch result {
                case .success(let p):
                    if let first = scan.plugins.first(where: { $0.info.id == p.info.id }) {
                        if first !== p {
                            scan.rejected.append(
                                PluginRejection(
                                    path: path, reason: .duplicateID,
                                    message:
                                        "plugin id \"\(p.info.id)\" is already provided by \(first.path), which comes first in the search order and wins; rename one of them or remove the other file"
                                ))
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
        /// Device, inode, size and times of the open file.
        package let identity: FileIdentity
        /// Size in bytes.
        package var size: Int64 { identity.size }
        /// Modification time, seconds since 1970.
        package var modified: Double { Double(identity.mtime) + Double(identity.mtimeNanos) * 1e-9 }
    }

    /// Checks one file without running any of its code and without ever blocking: a regular
    /// file (a symbolic link only within its folder; anything else — a FIFO, a device, a
    /// folder — is refused from its `stat` before any open), safe ownership and permissions of
    /// the file and its folder, an ELF shared object for this machine. The descriptor stays
    /// open for ``seal(_:)`` or ``contentHash(_:)``; close it with ``close(_:)`` otherwise.
    package static func inspect(path: String) -> Result<Inspected, PluginRejection> {
        func reject(_ r: PluginRejection.Reason, _ m: String) -> Result<Inspected, PluginRejection> {
            .failure(PluginRejection(path: path, reason: r, message: m))
        }
        let folder =
            (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        let target: String
        switch resolveWithinFolder(path, folder) {
        case .failure(let r): return .failure(r)
        case .success(let t): target = t
        }
        var fst = stat()
        guard stat(folder, &fst) == 0 else {
            return reject(
                .unreadable,
                "cannot stat its folder \(folder): \(String(cString: strerror(errno))); make the folder searchable by you (chmod u+x) or leave it out of the search path"
            )
        }
        if let problem = permissionProblem(fst, what: "its folder \(folder)", isFolder: true) {
            return reject(.unsafePermissions, problem)
        }
        // O_NONBLOCK: should the file have become a FIFO since the stat, opening it still
        // returns at once (and fstat below refuses it).
        let fd = open(target, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            return reject(
                .unreadable,
                "cannot open it: \(String(cString: strerror(errno))); make it readable by you (chmod u+r), or move it out of the plugins folder"
            )
        }
        var ost = stat()
        guard fstat(fd, &ost) == 0 else {
            Glibc.close(fd)
            return reject(
                .unreadable,
                "cannot stat the open file: \(String(cString: strerror(errno))); make it readable by you (chmod u+r), or move it out of the plugins folder"
            )
        }
        guard (ost.st_mode & S_IFMT) == S_IFREG else {
            Glibc.close(fd)
            return reject(.notRegularFile, "it is not a regular file; plugins are regular .so files")
        }
        if let problem = permissionProblem(ost, what: "the file") {
            Glibc.close(fd)
            return reject(.unsafePermissions, problem)
        }
        if let (r, m) = elfProblem(fd, size: Int64(ost.st_size)) {
            Glibc.close(fd)
            return reject(r, m)
        }
        return .success(Inspected(path: path, fd: fd, identity: FileIdentity(ost)))
    }

    /// The file `path` names, checked to be a regular file from `lstat`/`stat` alone: a
    /// symbolic link is followed only to a target in the same folder.
    static func resolveWithinFolder(_ path: String, _ folder: String) -> Result<String, PluginRejection> {
        func reject(_ r: PluginRejection.Reason, _ m: String) -> Result<String, PluginRejection> {
            .failure(PluginRejection(path: path, reason: r, message: m))
        }
        var st = stat()
        guard lstat(path, &st) == 0 else {
            return reject(
                .unreadable,
                "cannot stat the file: \(String(cString: strerror(errno))); check that it exists and that its folder is searchable by you (chmod u+x), or move it out of the plugins folder"
            )
        }
        var target = path
        if (st.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                return reject(.notRegularFile, "it is a symbolic link whose target does not exist")
            }
            target = String(cString: resolved)
            free(resolved)
            guard let realFolder = realpath(folder, nil) else {
                return reject(
                    .unreadable,
                    "cannot resolve its folder: \(String(cString: strerror(errno))); make the folder searchable by you (chmod u+x)"
                )
            }
            let rf = String(cString: realFolder)
            free(realFolder)
            guard (target as NSString).deletingLastPathComponent == rf else {
                return reject(
                    .notRegularFile,
                    "it is a symbolic link to \(target), outside its folder \(rf); symbolic links may only point within the plugins folder — copy the file instead"
                )
            }
            guard stat(target, &st) == 0 else {
                return reject(
                    .unreadable,
                    "cannot stat its target: \(String(cString: strerror(errno))); point the link at a readable file in the same folder, or remove the link"
                )
            }
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            return reject(
                .notRegularFile, "it is \(kindName(st.st_mode)), not a regular file; plugins are regular .so files")
        }
        return .success(target)
    }

    /// "a FIFO", "a folder", ...
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Why the bytes of `fd` (of `size` bytes) are not an ELF shared object for this machine:
    /// the identification, the class, byte order and machine, the type, and a program header
    /// table that lies inside the file (a truncated copy would only fail inside dlopen).
    ///
    /// With `sections` false the file is a loaded image (``loadedLength(_:)``): the section
    /// header table, which only linkers and debuggers read, need not be in it.
    static func elfProblem(_ fd: Int32, size: Int64, sections: Bool = true) -> (PluginRejection.Reason, String)? {
        var header = [UInt8](repeating: 0, count: 64)
        let n = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 64, 0) }
        guard n >= 20, header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46 else {
            return (
                .notELF,
                "it is not an ELF shared object (\(n < 4 ? "too short" : "bad magic bytes")); build it with `cc -shared -fPIC` or as a SwiftPM dynamic library"
            )
        }
        let elfClass = header[4], data = header[5]
        let type = UInt16(header[16]) | UInt16(header[17]) << 8, machine = UInt16(header[18]) | UInt16(header[19]) << 8
        guard elfClass == 2, data == 1, machine == hostMachine else {
            return (
                .wrongArchitecture,
                "it is an ELF file for machine \(machine) (\(elfClass == 2 ? "64" : "32")-bit, \(data == 1 ? "little" : "big")-endian), not this host's machine \(hostMachine) (64-bit little-endian); rebuild it for this machine"
            )
        }
        guard type == 3 else {
            return (.notELF, "it is an ELF file of type \(type), not a shared object (type 3); link it with -shared")
        }
        func word(_ at: Int, _ count: Int) -> UInt64 { littleEndian(header, at: at, count: count) }
        let tableEnd = word(32, 8) &+ word(54, 2) &* word(56, 2)
        guard n == 64, word(56, 2) > 0, word(54, 2) >= 56, tableEnd <= UInt64(size) else {
            return (
                .notELF,
                "it is a truncated ELF file (\(size) bytes; its headers need \(max(64, tableEnd))); copy or build it again"
            )
        }
        if let need = structuresEnd(
            fd, phoff: word(32, 8), phentsize: Int(word(54, 2)), phnum: Int(word(56, 2)),
            shoff: sections ? word(40, 8) : 0, shentsize: word(58, 2), shnum: word(60, 2)), need > UInt64(size)
        {
            return (
                .notELF,
                "it is a truncated ELF file (\(size) bytes; its segments and sections need \(need)); copy or build it again"
            )
        }
        return nil
    }

    /// The end of the furthest part of the file the dynamic loader and the host read: every
    /// segment's file range (the loadable ones and the dynamic section among them) and the
    /// section header table. nil when the program headers cannot be read.
    static func structuresEnd(
        _ fd: Int32, phoff: UInt64, phentsize: Int, phnum: Int, shoff: UInt64, shentsize: UInt64, shnum: UInt64
    ) -> UInt64? {
        var table = [UInt8](repeating: 0, count: phentsize * phnum)
        guard table.withUnsafeMutableBytes({ pread(fd, $0.baseAddress, $0.count, off_t(phoff)) }) == table.count else {
            return nil
        }
        func word(_ at: Int, _ count: Int) -> UInt64 { littleEndian(table, at: at, count: count) }
        var end: UInt64 = shoff == 0 ? 0 : shoff &+ shentsize &* shnum
        for i in 0..<phnum {
            let e = i * phentsize
            // p_offset at 8, p_filesz at 32 (Elf64_Phdr); overflow counts as past the end.
            let (segmentEnd, overflow) = word(e + 8, 8).addingReportingOverflow(word(e + 32, 8))
            end = max(end, overflow ? .max : segmentEnd)
        }
        return end
    }

    /// The unsigned little-endian number of `count` bytes at `at` in `bytes` (ELF64 fields).
    static func littleEndian(_ bytes: [UInt8], at: Int, count: Int) -> UInt64 {
        (0..<count).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
    }

    /// How many leading bytes of an inspected file the dynamic loader reads: the ELF header,
    /// the program header table and every segment's file range, rounded up to whole pages
    /// (the loader maps pages), at most the file's size. What follows — debugging sections
    /// and the section header table — is never mapped, so a sealed copy leaves it out (for
    /// a release-built Swift plugin more than half of the file).
    package static func loadedLength(_ f: Inspected) -> Int {
        var header = [UInt8](repeating: 0, count: 64)
        guard header.withUnsafeMutableBytes({ pread(f.fd, $0.baseAddress, 64, 0) }) == 64 else { return Int(f.size) }
        func word(_ at: Int, _ count: Int) -> UInt64 { littleEndian(header, at: at, count: count) }
        let phoff = word(32, 8), phentsize = word(54, 2), phnum = word(56, 2)
        guard
            let segments = structuresEnd(
                f.fd, phoff: phoff, phentsize: Int(phentsize), phnum: Int(phnum), shoff: 0, shentsize: 0, shnum: 0)
        else {
            return Int(f.size)
        }
        let page = UInt64(max(4096, sysconf(Int32(_SC_PAGESIZE))))
        let (needed, overflow) = max(segments, phoff &+ phentsize &* phnum, 64).addingReportingOverflow(page - 1)
        return overflow ? Int(f.size) : Int(min(UInt64(f.size), needed / page * page))
    }

    /// Continues `hasher` over the bytes of `fd` from `offset` to its end; false when the file
    /// cannot be read.
    static func hashRest(_ fd: Int32, from offset: Int, into hasher: inout SHA256) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var at = off_t(offset)
        while true {
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, at) }
            if n == 0 { return true }
            guard n > 0 else {
                if errno == EINTR { continue }
                return false
            }
            buffer.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            at += off_t(n)
        }
    }

    /// Closes an inspected file that will not be sealed.
    package static func close(_ f: Inspected) { Glibc.close(f.fd) }

    /// The SHA-256 of an inspected file's bytes (read through its open descriptor).
    package static func contentHash(_ f: Inspected) -> ContentHash? {
        var h = SHA256()
        return hashRest(f.fd, from: 0, into: &h) ? h.finish() : nil
    }

    /// Why a file or folder is unsafe to load code from, or nil. A folder others may write
    /// into (world-writable, or sticky like `/tmp`) is shared by design: the advice is to move
    /// the plugin to a private folder, never to `chmod` a system folder.
    static func permissionProblem(_ st: stat, what: String, isFolder: Bool = false) -> String? {
        let uid = getuid()
        if st.st_uid != 0 && st.st_uid != uid {
            return
                "\(what) is owned by user \(st.st_uid), not by you (\(uid)) or root; anyone who owns it could replace the code — chown it or move the plugin to a folder you own"
        }
        if st.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            let mode = String(st.st_mode & 0o7777, radix: 8)
            let by = st.st_mode & S_IWOTH != 0 ? "others" : "its group"
            if isFolder && (st.st_mode & S_IWOTH != 0 || st.st_mode & S_ISVTX != 0) {
                return
                    "\(what) is writable by \(by) (mode \(mode)\(st.st_mode & S_ISVTX != 0 ? ", a shared folder like /tmp" : "")), so anyone could put code there; move the plugin to a private folder (one only you can write, e.g. ~/.local/share/transition-host/plugins)"
            }
            return "\(what) is writable by \(by) (mode \(mode)); run `chmod go-w` on it"
        }
        return nil
    }

    /// Why the folder `path` is unsafe to load plugins from (the rule ``inspect(path:)``
    /// applies to every plugin's folder), or nil; nil too when it does not exist. `install`
    /// refuses such a target, as the loader would refuse what it put there.
    package static func unsafeFolderProblem(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return permissionProblem(st, what: "the folder \(path)", isFolder: true)
    }
}
