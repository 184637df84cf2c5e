import Isolation

/// What the front end asks of a check worker, as the message after its ``WorkerLaunch``: one
/// check on one plugin, with the seed and scenario, and the nonce every answer must carry.
/// Nothing about the check is on the worker's command line (see ``WorkerLaunch``).
package struct CheckRequest: Equatable, Sendable, WireCodable {
    /// The check's name (``ValidationCheck/name``).
    package var check: String
    /// A plugin path or `builtin:ID` (``PluginSource``'s form).
    package var target: String
    /// `--seed`.
    package var seed: UInt64
    /// Where the check's transitions run (nil: the check's first default).
    package var scenario: ValidationScenario?
    /// What every answer carries.
    package var nonce: CheckNonce
    /// `--single-section` (``Validator/Options/singleSection``).
    package var singleSection = false
    /// `--after`: the paired presenting plugin (a path or `builtin:ID`) whose presentation is
    /// each dismissal's prelude (``Validator/Options/after``); nil: none.
    package var after: String? = nil

    package func encode(to w: inout WireWriter) {
        w.string(check)
        w.string(target)
        w.i64(Int64(bitPattern: seed))
        w.optional(scenario) { $0.string($1.rawValue) }
        w.value(nonce)
        w.bool(singleSection)
        w.optional(after) { $0.string($1) }
    }
}

// The decoder in an extension, so that the compiler's memberwise initialiser stays.
extension CheckRequest {
    package init(from r: inout WireReader) throws(WireError) {
        check = try r.string()
        target = try r.string()
        seed = UInt64(bitPattern: try r.i64())
        scenario = try r.optional { r throws(WireError) in try r.enum(ValidationScenario.self) }
        nonce = try r.value()
        singleSection = try r.bool()
        after = try r.optional { r throws(WireError) in try r.string() }
    }
}
