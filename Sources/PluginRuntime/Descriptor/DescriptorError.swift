/// Why a plugin's declaration breaks a rule (``DescriptorRules``, ``DescriptorReader``): the
/// reason code a rejection prints and the sentence, before the file's path is attached. The
/// shape of ``PluginRejection`` without the path, which the loader adds; the reader and the
/// front end's verdict check refuse in the same words.
package struct DescriptorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The stable reason code.
    package let reason: PluginRejection.Reason
    /// The sentence naming the plugin and what to do.
    package let message: String

    /// A refusal with `reason` and `message`.
    package init(_ reason: PluginRejection.Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// `reason-code: sentence`, as a rejection prints it after the path.
    package var description: String { "\(reason.rawValue): \(message)" }
}
