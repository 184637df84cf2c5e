/// The language of a project `host-cli new` makes: Swift (a package over the AnimatorABI
/// SDK, UIKit's names) or C (one source file against the ABI header alone).
enum ProjectLanguage: String, CaseIterable, Sendable {
    /// A Swift package with one dynamic library product.
    case swift
    /// One C file and a Makefile.
    case c

    /// The values `--lang` takes, in the order help and completion show them.
    static var names: [String] { allCases.map(\.rawValue) }
}
