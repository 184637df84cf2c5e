/// Why an instance of a plugin could not be made.
package struct PluginInstanceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, naming the plugin.
    package var message: String
    package var description: String { message }

    /// An error with `message`.
    package init(message: String) { self.message = message }
}
