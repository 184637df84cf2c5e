import Isolation

/// One answer of a check worker, bound to its request by the nonce and numbered: the front
/// end reads them in order and ``CheckTranscript`` refuses any it did not expect. The steps
/// of a check, in order: `confined` (the sandbox is in place), `identity` (the plugin loaded;
/// or `rejected` instead of either), `outcome` (only for a check that applies to the plugin's
/// kinds), then `end`, after which the worker must close its messages and exit 0.
package struct CheckMessage: Equatable, Sendable, WireCodable {
    /// The largest payload the front end reads from a check worker: a verdict is a few
    /// sentences, so 1 MiB bounds what a hostile worker makes the validator hold per message.
    package static let limit = 1 << 20

    /// What a step observed.
    package enum Body: Equatable, Sendable {
        /// The worker's sandbox is closed (the plugin file was sealed first).
        case confined
        /// The loader loaded the plugin, and this is what it is.
        case identity(CheckIdentity)
        /// The loader refused the plugin (`reason`: the ``PluginRejection/Reason`` code).
        case rejected(reason: String, message: String)
        /// The check body's verdict: only `pass`, `fail` or `warning` come from a worker;
        /// `missedToView` marks a failure where the animator never added the to view.
        case outcome(CheckStatus, message: String, missedToView: Bool)
        /// The last message: the number of messages before it.
        case end(count: Int)

        /// The step's name, for messages.
        var name: String {
            switch self {
            case .confined: return "confined"
            case .identity: return "identity"
            case .rejected: return "rejected"
            case .outcome: return "outcome"
            case .end: return "end"
            }
        }
    }

    /// The request's nonce.
    package var nonce: CheckNonce
    /// 0 for the first message, then one more each.
    package var step: Int
    package var body: Body

    package func encode(to w: inout WireWriter) {
        w.value(nonce)
        w.int(step)
        switch body {
        case .confined: w.tagged(0)
        case .identity(let i): w.tagged(1, i)
        case let .rejected(reason, message): w.tagged(2, reason, message)
        case let .outcome(status, message, missed): w.tagged(3, status.rawValue, message, missed)
        case .end(let n): w.tagged(4, n)
        }
    }
}

// The decoder in an extension, so that the compiler's memberwise initialiser stays.
extension CheckMessage {
    package init(from r: inout WireReader) throws(WireError) {
        nonce = try r.value()
        step = try r.int()
        switch try r.u8() {
        case 0: body = .confined
        case 1: body = .identity(try r.value())
        case 2: body = .rejected(reason: try r.string(), message: try r.string())
        case 3: body = .outcome(try r.enum(CheckStatus.self), message: try r.string(), missedToView: try r.bool())
        case 4: body = .end(count: try r.int())
        case let k: throw .unknownTag(what: "check message", tag: Int64(k))
        }
    }
}
