import CAnimatorABI
import Foundation
import Sandbox
#if canImport(Glibc)
    import Glibc
#endif

extension PluginLoader {
    /// Copies the part of an inspected file the dynamic loader reads (``loadedLength(_:)``)
    /// into a sealed memory file (closing the file), hashes the whole file on the way when
    /// `hashing`, and checks the copy's ELF headers again: from here on, what is checked is
    /// what runs.
    ///
    /// With `unchanged`, the file must still have that identity once copied (the copy is then
    /// made in the kernel, unobserved): a write during the copy is refused.
    package static func seal(_ f: Inspected, hashing: Bool = false, unchanged: FileIdentity? = nil) -> Result<
        SealedPlugin, PluginRejection
    > {
        defer { Glibc.close(f.fd) }
        var hasher = SHA256()
        let copy: SealedFile
        do {
            let name = (f.path as NSString).lastPathComponent, length = loadedLength(f)
            copy =
                try hashing
                ? SealedFile(copying: f.fd, name: name, length: length) { hasher.update($0) }
                : SealedFile(copying: f.fd, name: name, length: length)
            if hashing, !hashRest(f.fd, from: copy.size, into: &hasher) { throw SealedFileError.read(code: errno) }
        } catch {
            return .failure(
                PluginRejection(
                    path: f.path, reason: .unreadable,
                    message:
                        "cannot copy it into memory: \(error); make it readable by you (chmod u+r) and check the disk, or move it out of the plugins folder"
                ))
        }
        if let unchanged {
            var st = stat()
            guard fstat(f.fd, &st) == 0, FileIdentity(st) == unchanged else {
                return .failure(
                    PluginRejection(
                        path: f.path, reason: .unreadable,
                        message: "it changed while it was copied into memory; list the plugins again"))
            }
        }
        if let (r, m) = elfProblem(copy.descriptor, size: Int64(copy.size), sections: false) {
            return .failure(
                PluginRejection(path: f.path, reason: r, message: m + " (the file changed while it was read)"))
        }
        return .success(
            SealedPlugin(path: f.path, identity: f.identity, copy: copy, hash: hashing ? hasher.finish() : nil))
    }

    /// Inspects and seals `path` now and keeps the copy for a later ``load(path:)`` in this
    /// process: a worker prepares its plugins before its sandbox forbids making memory files.
    /// With `expected`, a copy whose bytes differ (the file changed since it was scanned) is
    /// refused.
    @discardableResult
    package static func prepare(path: String, expected: ContentHash? = nil, identity: FileIdentity? = nil) -> Result<
        SealedPlugin, PluginRejection
    > {
        let sealed = seal(path: path, expected: expected, identity: identity)
        if case .success(let s) = sealed {
            lock.lock()
            prepared[path] = s
            lock.unlock()
        }
        return sealed
    }

    /// A sealed copy of `path` whose bytes hash to `expected` (when given). When the file still
    /// has `identity` — the settled identity it had when `expected` was taken — its bytes are
    /// those bytes, so the copy is made in the kernel and not hashed again; the identity is
    /// checked once more after the copy, so a write during it is refused.
    package static func seal(path: String, expected: ContentHash?, identity: FileIdentity? = nil) -> Result<
        SealedPlugin, PluginRejection
    > {
        inspect(path: path).flatMap { f in
            guard expected != nil, let identity, f.identity == identity else {
                return seal(f, hashing: expected != nil)
            }
            return seal(f, hashing: false, unchanged: identity).map { s in
                SealedPlugin(path: s.path, identity: s.identity, copy: s.copy, hash: expected)
            }
        }.flatMap { s in
            guard let expected, let hash = s.hash, hash != expected else { return .success(s) }
            return .failure(
                PluginRejection(
                    path: path, reason: .unreadable,
                    message:
                        "it changed since it was scanned (its content is \(hash.description.prefix(12))…, not \(expected.description.prefix(12))…); list the plugins again"
                ))
        }
    }

    /// True when ``prepare(path:expected:)`` sealed `path` in this process.
    package static func isPrepared(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return prepared[path] != nil
    }

    /// Loads a sealed copy: `dlopen` of the memory file, the entry symbol, the handshake and
    /// the descriptor checks. This runs plugin code. Loading the same file (by identity) again
    /// in this process returns the first load.
    package static func load(_ s: SealedPlugin) -> Result<LoadedPlugin, PluginRejection> {
        func reject(_ r: PluginRejection.Reason, _ m: String) -> Result<LoadedPlugin, PluginRejection> {
            .failure(PluginRejection(path: s.path, reason: r, message: m))
        }
        lock.lock()
        if let p = loaded[s.identity] {
            lock.unlock()
            return .success(p)
        }
        lock.unlock()
        let previous = CallMonitor.enter(.entry, plugin: (s.path as NSString).lastPathComponent)
        let phase = CallMonitor.currentPhase
        CallMonitor.phase(.loading)
        defer {
            CallMonitor.leave(previous)
            CallMonitor.phase(phase)
        }
        _ = dlerror()
        guard let handle = dlopen(s.copy.loaderPath, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            let why = dlerror().map { String(cString: $0) } ?? "unknown error"
            return reject(
                .loadFailed,
                "the dynamic loader refused it: \(why); check that every library it needs is installed (ldd) and that it was built for this host"
            )
        }
        guard let sym = dlsym(handle, AP_ENTRY_SYMBOL) else {
            return reject(
                .missingEntry,
                "it has no exported \(AP_ENTRY_SYMBOL) symbol; export `const animator_plugin_descriptor *animator_plugin_entry(void)` (AP_EXPORT in C, @_cdecl(\"animator_plugin_entry\") in Swift)"
            )
        }
        typealias Entry = @convention(c) () -> UnsafePointer<animator_plugin_descriptor>?
        guard let descriptor = unsafeBitCast(sym, to: Entry.self)() else {
            return reject(
                .entryReturnedNull,
                "its \(AP_ENTRY_SYMBOL) returned NULL; it must return a pointer to a static animator_plugin_descriptor")
        }
        switch DescriptorReader.read(descriptor, path: s.path) {
        case .failure(let r): return .failure(r)
        case .success(let info):
            let plugin = LoadedPlugin(info: info, path: s.path, descriptor: descriptor, isBuiltIn: false)
            lock.lock()
            defer { lock.unlock() }
            if let p = loaded[s.identity] { return .success(p) }
            loaded[s.identity] = plugin
            return .success(plugin)
        }
    }

    /// Checks and loads one file (a plugin named by path): the copy ``prepare(path:expected:)``
    /// made, else a new sealed copy.
    package static func load(path: String) -> Result<LoadedPlugin, PluginRejection> {
        lock.lock()
        let ready = prepared[path]
        lock.unlock()
        if let ready { return load(ready) }
        return inspect(path: path).flatMap { seal($0) }.flatMap { load($0) }
    }

    /// Inspects, seals and loads (the in-process scan's step for one file).
    static func load(_ f: Inspected) -> Result<LoadedPlugin, PluginRejection> {
        seal(f).flatMap { load($0) }
    }
}
