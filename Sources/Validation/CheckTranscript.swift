import Foundation
import PluginRuntime

/// What the front end accepted of one check's answers, and the verdict it draws from them. The
/// worker runs the check, but the front end decides: each message must carry the request's
/// nonce and the next step number and be the step due now (``CheckMessage``); whether the
/// check applies is computed here from the identity the worker reported (a skip is never the
/// worker's word, and a `crash`, `timeout` or `skip` verdict from a worker is refused); the
/// handshake's verdict is written here from that identity; a check that did not reach its
/// `end` has no verdict at all (the caller reports how its worker ended).
///
/// The limit: a plugin owns its worker's process and can read the nonce and write any message
/// the worker could, so it can make a check it fails look passed. What it cannot do is make a
/// check pass by crashing, exiting early, writing old result lines or anything out of order,
/// or keep the validator waiting past the deadline. The sandbox, not this, is the boundary.
struct CheckTranscript {
    /// The check asked for.
    let check: ValidationCheck
    /// The request's nonce.
    let nonce: CheckNonce
    private(set) var confined = false
    private(set) var identity: CheckIdentity?
    private(set) var rejection: (reason: String, message: String)?
    private(set) var outcome: CheckResult?
    /// True once the `end` came.
    private(set) var ended = false
    /// The messages accepted.
    private(set) var count = 0

    init(check: ValidationCheck, nonce: CheckNonce) {
        self.check = check
        self.nonce = nonce
    }

    /// Whether the check applies to what the worker said the plugin is (false until it said).
    var applies: Bool {
        identity.map { check.skipReason(animator: $0.animator, interaction: $0.interaction, layout: $0.layout) == nil }
            ?? false
    }

    /// True when every step the check owes has come, so `end` may follow.
    var complete: Bool { rejection != nil || (identity != nil && (!applies || outcome != nil)) }

    /// The steps received so far, for a message about a check that ended early.
    var received: String {
        var s: [String] = []
        if confined { s.append("confined") }
        if identity != nil { s.append("identity") }
        if rejection != nil { s.append("rejected") }
        if outcome != nil { s.append("outcome") }
        return s.isEmpty ? "no step" : s.joined(separator: ", ")
    }

    /// The step due next, in words.
    var due: String {
        if ended { return "nothing (the check had ended)" }
        if complete { return "`end`" }
        if !confined && identity == nil && rejection == nil { return "`confined` or `rejected`" }
        if identity == nil { return "`identity` or `rejected`" }
        return "`outcome`"
    }

    /// Accepts the next message; returns why it is not part of this check (the check then
    /// fails), or nil.
    mutating func accept(_ m: CheckMessage) -> String? {
        guard !ended else { return "a message after its `end`" }
        guard m.nonce == nonce else { return "a message (`\(m.body.name)`) that does not carry the request's nonce" }
        guard m.step == count else { return "step \(m.step) where step \(count) was due" }
        switch m.body {
        case .confined where !confined && identity == nil && rejection == nil:
            confined = true
        case .identity(let i) where confined && identity == nil && rejection == nil:
            if let problem = i.problem { return "an identity with \(problem)" }
            identity = i
        case let .rejected(reason, message) where identity == nil && rejection == nil:
            rejection = (String(reason.prefix(64)), String(message.prefix(4096)))
        case let .outcome(status, message, missed) where identity != nil && outcome == nil && applies:
            guard status == .pass || status == .fail || status == .warning else {
                return "a `\(status.rawValue)` verdict, which only the validator itself gives"
            }
            var r = CheckResult(status: status, message: message)
            r.missedToView = missed && status == .fail
            outcome = r
        case .end(let n) where complete:
            guard n == count else { return "an `end` counting \(n) messages where \(count) came" }
            ended = true
        default:
            return "`\(m.body.name)` where \(due) was due"
        }
        count += 1
        return nil
    }

    /// The verdict of a check that reached its `end` (its worker then exited 0). `handshake`
    /// is what the handshake's worker said the plugin is: a plugin that says something else
    /// here fails.
    func verdict(handshake: CheckIdentity?) -> CheckResult {
        if let r = rejection { return .fail("the loader rejects it: \(r.reason): \(r.message)") }
        guard let identity, ended else { return .fail("the check ended before its last step (it sent: \(received))") }
        if let h = handshake, h != identity {
            return .fail(
                "the plugin said it was \(h.id) (\(h.label), \(h.kinds)) in the handshake but \(identity.id) (\(identity.label), \(identity.kinds)) in `\(check.name)`; a plugin must describe itself the same way every time it is loaded"
            )
        }
        if let why = check.skipReason(
            animator: identity.animator, interaction: identity.interaction, layout: identity.layout)
        {
            return .skip(why)
        }
        if check.name == "handshake" {
            return .pass(
                "ABI \(identity.abiMajor).\(identity.abiMinor), descriptor of \(identity.descriptorSize) bytes")
        }
        return outcome ?? .fail("the check ended without a verdict")
    }
}
