import Foundation
import PluginRuntime

/// Everything `host-cli new` writes for one project: the language's files for the kind, the
/// README, and for C the ABI headers copied from the checkout. Made in memory first, so a
/// template that cannot be made (an unreadable header) fails before anything is written.
struct ProjectTemplate {
    /// One file: its path inside the project and its bytes.
    struct File: Equatable {
        /// Relative to the project folder, `/`-separated.
        let path: String
        /// The exact contents.
        let data: Data
    }

    /// What the plugin is.
    let kind: PluginKind
    /// Swift or C.
    let language: ProjectLanguage
    /// NAME and what derives from it.
    let name: ProjectName
    /// Where the header and the AnimatorABI package come from.
    let host: HostCheckout

    /// The project's files, in the order they are written (the README last, so a project
    /// interrupted half-way lacks the file that says it is complete).
    func files() throws -> [File] {
        func text(_ pairs: [(path: String, text: String)]) -> [File] {
            pairs.map { File(path: $0.path, data: Data($0.text.utf8)) }
        }
        var out: [File]
        switch language {
        case .swift:
            out = text(SwiftTemplates.files(kind, name, hostPath: host.path))
        case .c:
            let headers = try host.headers()
            out = text(CTemplates.files(kind, name, headers: headers.map(\.name)))
            out += headers.map { File(path: "include/" + $0.name, data: $0.data) }
        }
        out += text([("README.md", ProjectReadme.text(kind, language, name, hostPath: host.path))])
        return out
    }

    /// The library the project builds, relative to the project folder.
    var library: String { language == .swift ? ".build/debug/" + name.swiftLibrary : name.cLibrary }

    /// The command that builds it, run in the project folder.
    var buildCommand: String { language == .swift ? "swift build --product \(name.swiftName)" : "make" }
}
