import Foundation

/// The TransitionHost checkout a new project is made against. A C project vendors its ABI
/// header (as CLAP plugins vendor CLAP's headers), so it builds without the host's sources;
/// a Swift package depends on its AnimatorABI product by path. The CLI carries neither, so it
/// finds the checkout: `--host DIR`, else `TRANSITION_HOST_PATH`, else the nearest folder above
/// `host-cli` itself (`swift build` puts it in the checkout's `.build`).
struct HostCheckout: Sendable, Equatable {
    /// The checkout's root, absolute.
    let path: String

    /// Where the ABI headers are, relative to the root.
    static let headerFolder = "Sources/CAnimatorABI/include"
    /// The header every plugin includes.
    static let mainHeader = "animator_plugin.h"

    /// The names of the types the checkout's Swift SDK (`Sources/AnimatorABI`) makes public —
    /// `AnimatorPlugin`, `UICollectionViewLayout`… — which a Swift project's own types must not
    /// take (`enum AnimatorPlugin: AnimatorPlugin` does not compile). Read from the sources, so
    /// the list never falls behind the SDK; empty when they cannot be read.
    func sdkTypeNames() -> Set<String> {
        let root = path + "/Sources/AnimatorABI"
        guard let files = FileManager.default.enumerator(atPath: root) else { return [] }
        guard
            let declaration = try? Regex(
                #"\b(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#
            )
        else { return [] }
        var names: Set<String> = []
        for case let file as String in files where file.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// True when `folder` has what a project needs: the package manifest (for a Swift
    /// project's dependency) and the ABI header (for a C project's copy).
    static func isCheckout(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        let fm = FileManager.default
        return fm.fileExists(atPath: folder + "/Package.swift", isDirectory: &isDirectory) && !isDirectory.boolValue
            && fm.fileExists(atPath: folder + "/" + headerFolder + "/" + mainHeader, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    /// The checkout to use. `explicit` (`--host`) wins over `environment["TRANSITION_HOST_PATH"]`,
    /// which wins over the search upwards from `executableDirectory`; a folder given but not a
    /// checkout is an error rather than a silent fall-back, so the user learns their setting
    /// is wrong. Relative paths are taken from `currentDirectory`.
    /// What a checkout is, as errors say it.
    static let what = "a folder holding Package.swift and \(headerFolder)/\(mainHeader)"

    static func locate(
        explicit: String?, environment: [String: String], executableDirectory: String?,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(UsageError) -> HostCheckout {
        func absolute(_ p: String) -> String {
            URL(fileURLWithPath: p.hasPrefix("/") ? p : currentDirectory + "/" + p).standardizedFileURL.path
        }
        if let explicit {
            let p = absolute(explicit)
            guard isCheckout(p) else {
                throw .refusedValue(
                    option: "--host", value: explicit,
                    reason: "not a TransitionHost checkout (\(what)); give the folder of your TransitionHost checkout")
            }
            return HostCheckout(path: p)
        }
        if let env = environment["TRANSITION_HOST_PATH"], !env.isEmpty {
            let p = absolute(env)
            guard isCheckout(p) else {
                throw .refusedValue(
                    option: "TRANSITION_HOST_PATH=", value: env,
                    reason:
                        "not a TransitionHost checkout (\(what)); set it to your checkout's folder, or pass --host DIR")
            }
            return HostCheckout(path: p)
        }
        if let start = executableDirectory {
            var folder = URL(fileURLWithPath: start).standardizedFileURL
            while true {
                if isCheckout(folder.path) { return HostCheckout(path: folder.path) }
                let up = folder.deletingLastPathComponent()
                if up.path == folder.path { break }
                folder = up
            }
        }
        throw .noCheckout(searchedFrom: executableDirectory)
    }

    /// The ABI headers (`*.h` of ``headerFolder``), by name, with their exact bytes: what a
    /// C project copies into its `include` folder.
    func headers() throws -> [(name: String, data: Data)] {
        let folder = path + "/" + HostCheckout.headerFolder
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".h") }.sorted()
        return try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }
    }
}
