/// What a plugin declares about itself, copied out of its C descriptor after validation.
package struct PluginInfo: Hashable, Sendable {
    /// Unique id, `[a-z0-9.-]{1,64}`.
    package var id: String
    /// Display name.
    package var name: String
    /// Semver version.
    package var version: String
    /// One-line summary.
    package var summary: String
    /// Author.
    package var author: String
    /// ABI version the plugin was built against.
    package var abiMajor: UInt32, abiMinor: UInt32
    /// True when it provides an animator.
    package var isAnimator: Bool
    /// True when it provides an interaction controller.
    package var isInteraction: Bool
    /// Declared parameters, in declaration order.
    package var parameters: [ParameterInfo]

    /// True when it provides `kind`.
    package func provides(_ kind: PluginKind) -> Bool { kind == .animator ? isAnimator : isInteraction }

    /// The kinds it provides, animator first.
    package var kinds: [PluginKind] { PluginKind.allCases.filter(provides) }

    /// "animator", "interaction" or "animator, interaction".
    package var kindsText: String { kinds.map(\.rawValue).joined(separator: ", ") }
}
