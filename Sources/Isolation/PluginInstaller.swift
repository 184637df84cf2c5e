import Foundation
import PluginRuntime
import ProcessSupport
import TextFormat

/// Installs plugin files into a plugins folder and removes them, never losing or clobbering a
/// user's file:
///
/// * **What a file is** is found as every plugin is found: a private copy (in a fresh 0700
///   folder, so the file can change or vanish meanwhile without effect) is scanned by a
///   sandboxed worker; a file that is not a plugin is refused with the loader's reason.
/// * **Where it goes**: `FOLDER/ID.so`, named after the plugin's id, so one id is one file. A
///   different file in the folder that provides the same id, or a file at `ID.so` that is not
///   a plugin the host loads, is never touched: the install is refused and says which file it
///   is and why.
/// * **How**: the bytes are written to a temporary file beside the target, made `0644`
///   (readable, writable by its owner only, as the loader requires), flushed to disk, and
///   renamed over the target in one step (``OutputFile``): an earlier version is replaced
///   atomically, and a host that is running keeps the copy it loaded (the loader maps sealed
///   copies). An interrupted install leaves the folder as it was.
/// * **Uninstall** removes the file of the folder that provides an id, and only from that folder.
package struct PluginInstaller {
    /// The installer's errors under their former name, for the commands that still spell it
    /// so (host-cli's uninstall); new code says ``PluginInstallError``.
    package typealias Failure = PluginInstallError

    /// The plugins folder this installer writes.
    package let folder: String
    private let environment: [String: String]

    /// An installer for `folder` (default: the per-user folder of the search path,
    /// `$XDG_DATA_HOME/transition-host/plugins`).
    package init(folder: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        let user = PluginSearchPath(explicit: [], environment: environment, executableDirectory: nil).folders.first {
            $0.origin == .user
        }!.path
        self.folder =
            folder.map {
                PluginSearchPath(explicit: [$0], environment: environment, executableDirectory: nil).folders[0].path
            } ?? user
    }

    /// A file staged for installation: a private copy and what it declares.
    package struct Staged {
        /// The private copy (inside a 0700 folder of its own).
        package let path: String
        /// What the plugin declared.
        package let record: PluginRecord
        fileprivate let directory: String

        /// Removes the private copy.
        package func discard() { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// Copies `file` privately and scans the copy: the staged plugin, or why it is not one.
    package func stage(_ file: String) throws(PluginInstallError) -> Staged {
        var st = stat()
        guard stat(file, &st) == 0 else { throw .missingFile(file, code: errno) }
        guard (st.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(file) }
        var template = Array((NSTemporaryDirectory() + "/host-cli-install-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw .privateFolder(file: file, code: errno) }
        let directory = String(cString: made)
        let copy = directory + "/candidate.so"
        do { try FileManager.default.copyItem(atPath: file, toPath: copy) } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw .unreadable(file, reason: (error as NSError).localizedDescription)
        }
        chmod(copy, 0o644)
        let scan = PluginInstaller.catalog(of: directory, environment)
        guard let record = scan.plugins.first(where: { !$0.isBuiltIn }) else {
            try? FileManager.default.removeItem(atPath: directory)
            throw .notAPlugin(file, rejection: scan.rejected.first)
        }
        return Staged(path: copy, record: record, directory: directory)
    }

    /// The plugins in `folder` alone (no built-ins, no other folder).
    static func catalog(of folder: String, _ environment: [String: String]) -> Catalog {
        var path = PluginSearchPath(explicit: [folder], environment: environment, executableDirectory: nil)
        path.folders = path.folders.filter { $0.origin == .commandLine }
        var c = Catalog.scan(path, environment: environment)
        c.plugins.removeAll { $0.isBuiltIn }
        return c
    }

    /// Why this installer's folder is one the loader refuses to load from (writable by
    /// others, sticky like `/tmp`, owned by someone else), or nil: installing there would
    /// succeed and leave a plugin the host then rejects, so `install` refuses such a target.
    package var unsafeTargetError: PluginInstallError? {
        PluginLoader.unsafeFolderProblem(folder).map { .unsafeFolder(folder, problem: $0) }
    }

    /// What this installer's folder holds now.
    package var installed: Catalog { PluginInstaller.catalog(of: folder, environment) }

    /// Installs `staged` as `FOLDER/ID.so` (making the folder, 0755, if need be); returns the
    /// path and the plugin it replaced, if any.
    package func install(_ staged: Staged) throws(PluginInstallError) -> (path: String, replaced: PluginRecord?) {
        let id = staged.record.info.id
        let target = folder + "/" + id + ".so"
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        } catch {
            throw .cannotMakeFolder(folder, reason: (error as NSError).localizedDescription)
        }
        if let problem = unsafeTargetError { throw problem }
        let present = installed
        if let other = present.plugins.first(where: { $0.info.id == id && $0.path != target }) {
            throw .idTaken(id: id, by: other.path, folder: folder)
        }
        let replaced = present.plugins.first { $0.path == target }
        if replaced == nil, FileManager.default.fileExists(atPath: target) {
            // Something is there that is not this plugin (a rejected file, another id): a
            // user's file, which is never overwritten.
            throw .targetOccupied(target, rejection: present.rejected.first { $0.path == target })
        }
        let bytes: [UInt8]
        do { bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: staged.path))) } catch {
            throw .stagedUnreadable(reason: (error as NSError).localizedDescription)
        }
        do throws(OutputError) {
            let out = try OutputFile(target)
            // Owner-writable only, whatever an earlier file's bits were: the loader refuses
            // group- or world-writable plugins.
            if let t = out.temporaryPath { chmod(t, 0o644) }
            try out.write(bytes)
            try out.commit()
        } catch {
            throw .cannotWrite(target, error)
        }
        return (target, replaced)
    }

    /// Removes the file of this folder that provides `id`; returns what it was.
    package func uninstall(_ id: String) throws(PluginInstallError) -> PluginRecord {
        let present = installed
        guard let p = present.plugins.first(where: { $0.info.id == id }) else {
            throw .notInstalled(id: id, folder: folder, installed: present.plugins.map(\.info.id))
        }
        guard unlink(p.path) == 0 else { throw .cannotRemove(p.path, code: errno) }
        return p
    }
}
