import AnimationCore
import HostContainer

// Reading the ordered events of a transition (an `EventLog`, or the events of a session's
// result) the way the tests compare them.

/// The event kinds a callback-order test compares (everything but plugin chatter).
public let orderKinds: Set<EventLog.Event.Kind> = [
    .containment, .appearance, .coordinator, .animator, .transition, .diagnostic
]

extension Sequence where Element == EventLog.Event {
    /// Number of events whose text starts with `prefix`.
    public func count(prefix: String) -> Int { filter { $0.text.hasPrefix(prefix) }.count }

    /// The first event whose text starts with `prefix`.
    public func first(prefix: String) -> EventLog.Event? { first { $0.text.hasPrefix(prefix) } }
}

extension EventLog {
    /// Number of events whose text starts with `prefix`.
    public func count(prefix: String) -> Int { events.count(prefix: prefix) }

    /// The first event whose text starts with `prefix`.
    public func first(prefix: String) -> Event? { events.first(prefix: prefix) }
}

/// DESIGN invariant 4 on the appearance events of `log` from index `start`: for each
/// controller every `will` is followed by the matching `did`, or (cancel) by the reverse `will`
/// and its `did`; a `did` needs a pending `will` of its direction. Returns the violations.
public func appearanceProblems(_ log: EventLog, from start: Int = 0) -> [String] {
    appearanceProblems(log.events[start...])
}

/// ``appearanceProblems(_:from:)`` on a list of events (e.g. a session's result).
public func appearanceProblems<S: Sequence>(_ events: S) -> [String] where S.Element == EventLog.Event {
    var open: [String: Bool] = [:]
    var problems: [String] = []
    for e in events where e.kind == .appearance {
        guard let dot = e.text.firstIndex(of: "."), let paren = e.text.firstIndex(of: "(") else {
            problems.append("unreadable \(e.text)")
            continue
        }
        let title = String(e.text[..<dot]), name = String(e.text[e.text.index(after: dot)..<paren])
        switch name {
        case "viewWillAppear", "viewWillDisappear":
            let dir = name == "viewWillAppear"
            if open[title] == dir { problems.append("\(e.text) repeats the pending will") }
            open[title] = dir
        case "viewDidAppear", "viewDidDisappear":
            let dir = name == "viewDidAppear"
            if open[title] != dir { problems.append("\(e.text) without a matching will") }
            open[title] = nil
        default:
            problems.append("unknown appearance event \(e.text)")
        }
    }
    for (title, dir) in open.sorted(by: { $0.key < $1.key }) {
        problems.append("\(title): viewWill\(dir ? "Appear" : "Disappear") never followed by its did")
    }
    return problems
}

/// The animatable and plain properties of `s` an animator may touch, for readable failure
/// messages.
public func stateSummary(_ s: LayerState) -> String {
    "pos=\(s.position) bounds=\(s.bounds) anchor=\(s.anchorPoint) alpha=\(s.opacity) transform=\(s.transform.affine)"
}

/// The events of ``orderKinds`` an animated transition from `from` to `to` logs, in order:
/// `beforeStart` (e.g. containment wills), `transition.start`, the appearance wills
/// (`disappearing`, then `appearing`), then, when `interaction` drives it, the coordinator's
/// interaction change at the release; then `completeTransition`, `afterComplete` (e.g.
/// containment dids), the appearance dids (of the views that end hidden, then of those that
/// end shown) or, when `cancelled`, UIKit's cancel sequence (each appearing controller's
/// will/did-disappear, then each disappearing one's will/did-appear), `afterDids` (e.g. a
/// completion handler), `animationEnded` and `transition.end`.
public func expectedEvents(
    from: String, to: String, animator: String = "recorder", interaction: String? = nil, cancelled: Bool = false,
    disappearing: [String]? = nil, appearing: [String]? = nil, beforeStart: [String] = [],
    afterComplete: [String] = [], afterDids: [String] = []
) -> [String] {
    let leaving = disappearing ?? [from], entering = appearing ?? [to]
    func wills(_ hiding: [String], _ showing: [String]) -> [String] {
        hiding.map { "\($0).viewWillDisappear(animated: true)" }
            + showing.map { "\($0).viewWillAppear(animated: true)" }
    }
    func dids(_ hiding: [String], _ showing: [String]) -> [String] {
        hiding.map { "\($0).viewDidDisappear(animated: true)" } + showing.map { "\($0).viewDidAppear(animated: true)" }
    }
    var events = beforeStart
    events.append(
        "transition.start(\(from) -> \(to), animator: \(animator)\(interaction.map { ", interaction: \($0)" } ?? ""))")
    events += wills(leaving, entering)
    if interaction != nil {
        events.append("coordinator.interactionChanged(interactive: false, cancelled: \(cancelled))")
    }
    events.append("completeTransition(\(!cancelled))")
    events += afterComplete
    if cancelled {
        // UIKit's cancel order: each controller that was appearing disappears (will, did),
        // then each that was disappearing appears again.
        events += entering.flatMap {
            ["\($0).viewWillDisappear(animated: true)", "\($0).viewDidDisappear(animated: true)"]
        }
        events += leaving.flatMap { ["\($0).viewWillAppear(animated: true)", "\($0).viewDidAppear(animated: true)"] }
    } else {
        events += dids(leaving, entering)
    }
    events += afterDids
    events += ["\(animator).animationEnded(\(!cancelled))", "transition.end(\(cancelled ? "cancelled" : "completed"))"]
    return events
}
