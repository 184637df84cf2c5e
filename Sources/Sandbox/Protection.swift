/// One protection of the plugin workers and whether this machine gives it: `host-cli list`
/// prints them, so a user knows how far a plugin is contained here.
package struct Protection: Hashable, Sendable {
    /// Short name: `limits`, `network`, `identity`, `threads`, `parent-death`, `landlock`,
    /// `seccomp`.
    package var name: String
    /// True when the worker has it.
    package var isActive: Bool
    /// What it does when active; why it is missing otherwise.
    package var detail: String

    package init(_ name: String, _ isActive: Bool, _ detail: String) {
        self.name = name
        self.isActive = isActive
        self.detail = detail
    }
}
