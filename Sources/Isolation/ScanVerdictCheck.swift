import Foundation
import PluginRuntime
import Sandbox
import TextFormat

/// The front end's judgement of what a scan worker said. A scan worker runs the plugin's
/// constructor, so every byte it sends may have been written by the plugin: a declaration is
/// believed only when it passes the loader's own rules (``DescriptorRules/check(_:)``, the
/// functions the descriptor reader applies), a rejection only when it is one the loader can
/// give for that very file, and every sentence is bounded. The same checks admit entries read
/// back from the scan cache, so the cache only ever holds values the front end checked.
package enum ScanVerdictCheck {
    /// Bytes kept of a sentence a worker sent (a rejection's message, a failure); the loader's
    /// own messages are far shorter, and the rest of a longer one is cut.
    package static let sentenceBytes = 2048
    /// Protections a probe may report, and the bytes of each one's name and detail.
    package static let maxProtections = 16, protectionNameBytes = 32, protectionDetailBytes = 512

    /// The reasons a scan worker's loader can give for a file: not `duplicate-id` (decided by
    /// the front end across files), nor the front end's own `crashed-while-scanning` and
    /// `forged-verdict`.
    package static let workerReasons: Set<PluginRejection.Reason> =
        Set(PluginRejection.Reason.allCases).subtracting([.duplicateID, .crashedWhileScanning, .forgedVerdict])

    /// The verdict for a declaration a scan worker sent about `path`: `.ok` only when the
    /// loader's rules accept it.
    package static func judge(_ info: PluginInfo, path: String) -> ScanCache.Verdict {
        guard let refusal = DescriptorRules.check(info) else { return .ok(info) }
        return forged(
            "its scan worker declared what the loader refuses (\(refusal.reason.rawValue): \(bounded(refusal.message)))"
        )
    }

    /// The verdict for a rejection a scan worker sent about `path`: kept (its message bounded)
    /// when it is about that file and gives a reason the loader can give.
    package static func judge(_ rejection: PluginRejection, path: String) -> ScanCache.Verdict {
        guard rejection.path == path else {
            return forged("its scan worker rejected another file (\(bounded(rejection.path, 256)))")
        }
        guard workerReasons.contains(rejection.reason) else {
            return forged(
                "its scan worker gave the reason \(rejection.reason.rawValue), which only the front end gives")
        }
        return .rejected(rejection.reason, bounded(rejection.message))
    }

    /// The verdict for a file whose worker lied: `why` says how.
    package static func forged(_ why: String) -> ScanCache.Verdict {
        .rejected(
            .forgedVerdict,
            bounded(why)
                + "; no honest scan says this, so the plugin's own code wrote to its worker's channel — nothing it declares is believed; remove the file or ask its author"
        )
    }

    /// The verdict for a scan that crashed or hung, its sentence bounded.
    package static func crashed(_ detail: String) -> ScanCache.Verdict { .crashed(bounded(detail)) }

    /// True when `verdict` is one the front end could have recorded: a declaration the rules
    /// accept, or a sentence within bounds (used on every entry read from the cache file).
    package static func admits(_ verdict: ScanCache.Verdict) -> Bool {
        switch verdict {
        case .ok(let info): return DescriptorRules.check(info) == nil
        case .rejected(_, let message): return message.utf8.count <= sentenceBytes * 2
        case .crashed(let detail): return detail.utf8.count <= sentenceBytes
        }
    }

    /// `protections` when every one is well formed and bounded, else nil (then none are shown
    /// as measured).
    package static func checked(_ protections: [Protection]) -> [Protection]? {
        guard protections.count <= maxProtections else { return nil }
        for p in protections {
            guard !p.name.isEmpty, p.name.utf8.count <= protectionNameBytes,
                p.name.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }),
                p.detail.utf8.count <= protectionDetailBytes
            else { return nil }
        }
        return protections
    }

    /// What a message is, for a sentence about one that came out of turn.
    package static func kind(_ m: WorkerMessage) -> String {
        switch m {
        case .hello: return "a second hello"
        case .scanned: return "a second declaration"
        case .rejected: return "a second rejection"
        case .started: return "a run's start"
        case .frame: return "a run's frame"
        case .result: return "a run's result"
        case .failure: return "a failure after its answer"
        }
    }

    /// `s` cut to `limit` bytes (at a character boundary), with "…" when cut, and its control
    /// characters written as visible escapes (``TerminalText``): what a worker said is stored
    /// in the cache and printed by every later `list`, so it is kept tame from the start.
    static func bounded(_ s: String, _ limit: Int = sentenceBytes) -> String {
        // Only the first `limit` bytes can survive the cut, so only they are escaped: a 60 MiB
        // sentence costs no more than a short one.
        let head = String(decoding: s.utf8.prefix(limit), as: UTF8.self)
        let escaped = TerminalText.escape(head)
        guard escaped.utf8.count > limit || head.utf8.count < s.utf8.count else { return escaped }
        var out = ""
        for c in escaped {
            guard out.utf8.count + c.utf8.count <= limit - 3 else { break }
            out.append(c)
        }
        return out + "…"
    }
}
