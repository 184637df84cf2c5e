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
    /// True when it provides a collection layout.
    package var isLayout: Bool
    /// Declared parameters, in declaration order.
    package var parameters: [ParameterInfo]

    /// A record of what a plugin declared (as the descriptor reader or the scan cache makes it).
    package init(
        id: String, name: String, version: String, summary: String, author: String, abiMajor: UInt32, abiMinor: UInt32,
        isAnimator: Bool, isInteraction: Bool, isLayout: Bool = false, parameters: [ParameterInfo]
    ) {
        self.id = id
        self.name = name
        self.version = version
        self.summary = summary
        self.author = author
        self.abiMajor = abiMajor
        self.abiMinor = abiMinor
        self.isAnimator = isAnimator
        self.isInteraction = isInteraction
        self.isLayout = isLayout
        self.parameters = parameters
    }

    /// True when it provides `kind`.
    package func provides(_ kind: PluginKind) -> Bool {
        switch kind {
        case .animator: return isAnimator
        case .interaction: return isInteraction
        case .layout: return isLayout
        }
    }

    /// The kinds it provides, animator first.
    package var kinds: [PluginKind] { PluginKind.allCases.filter(provides) }

    /// The kinds, comma-separated ("animator", "animator, interaction", "layout"…).
    package var kindsText: String { kinds.map(\.rawValue).joined(separator: ", ") }
}
