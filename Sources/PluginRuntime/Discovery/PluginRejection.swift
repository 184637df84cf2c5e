/// Why a file in a plugins folder was not loaded: one stable reason code (for scripts and
/// tests) and a sentence that names the file and says what to do (for people).
package struct PluginRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// Stable reason codes. Their raw values are printed by `host-cli list` and never change.
    package enum Reason: String, Sendable, CaseIterable {
        /// Not an ELF shared object (a text file, a static archive, a truncated file).
        case notELF = "not-elf"
        /// An ELF file for another machine or word size than the host's.
        case wrongArchitecture = "wrong-architecture"
        /// Could not be opened or read (permissions, I/O error).
        case unreadable
        /// Not a regular file, or a symbolic link that leaves its folder.
        case notRegularFile = "not-regular-file"
        /// The file or its folder is writable by group or others, or owned by another user.
        case unsafePermissions = "unsafe-permissions"
        /// The dynamic loader refused it (usually a missing library or symbol).
        case loadFailed = "load-failed"
        /// No `animator_plugin_entry` symbol.
        case missingEntry = "missing-entry"
        /// `animator_plugin_entry` returned NULL.
        case entryReturnedNull = "entry-returned-null"
        /// Built for another ABI major version.
        case abiMajorMismatch = "abi-major-mismatch"
        /// `struct_size` smaller than the version-1 descriptor.
        case descriptorTooSmall = "descriptor-too-small"
        /// The id is missing or breaks the grammar `[a-z0-9.-]{1,64}`.
        case invalidID = "invalid-id"
        /// Another plugin earlier in the search order has the same id.
        case duplicateID = "duplicate-id"
        /// A required string (name, version, summary, author) is NULL, empty or not UTF-8, or
        /// the version is not semver.
        case missingString = "missing-string"
        /// `kinds` is empty or a declared kind lacks its vtable or a required function.
        case invalidVTable = "invalid-vtable"
        /// A parameter is malformed (name, type, range, default outside the range, choices).
        case invalidParameters = "invalid-parameters"
        /// The plugin crashed or hung while being scanned in a child process.
        case crashedWhileScanning = "crashed-while-scanning"
        /// Its scan worker answered what no honest worker sends — a declaration the loader's
        /// rules refuse, a message out of turn, a second answer, or bytes that are not a
        /// message: the plugin's own code (its constructor or entry) wrote to the worker's
        /// channel, so nothing it declared is believed.
        case forgedVerdict = "forged-verdict"
    }

    /// The file.
    package var path: String
    /// The reason code.
    package var reason: Reason
    /// A sentence naming the problem and what to do.
    package var message: String

    /// Creates a rejection.
    package init(path: String, reason: Reason, message: String) {
        self.path = path
        self.reason = reason
        self.message = message
    }

    /// `path: reason-code: sentence`.
    package var description: String { "\(path): \(reason.rawValue): \(message)" }
}
