/// The ordered record of everything a transition does that a test, a trace or a user checks:
/// containment and appearance callbacks, coordinator notifications, animator calls and
/// diagnostics. Deterministic: the same run records the same events.
public final class EventLog {
    /// One recorded event.
    public struct Event: Hashable, Sendable, CustomStringConvertible {
        /// What kind of event it is.
        public enum Kind: String, Sendable {
            case containment, appearance, coordinator, animator, interaction, transition, diagnostic, plugin
        }
        /// Kind.
        public var kind: Kind
        /// Text, e.g. `B.viewWillAppear(animated: true)`.
        public var text: String
        /// Engine time when it happened, seconds.
        public var time: Double
        public var description: String { text }

        /// An event of `kind` with `text` at `time` (as recorded, or as read back from a trace).
        public init(kind: Kind, text: String, time: Double) {
            self.kind = kind
            self.text = text
            self.time = time
        }
    }

    /// Every event, in order.
    public private(set) var events: [Event] = []
    /// The clock reading attached to new events.
    public var now: () -> Double = { 0 }
    /// Called for each new event (e.g. to print diagnostics as they happen).
    public var observer: ((Event) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Records an event.
    public func record(_ kind: Event.Kind, _ text: String) {
        let e = Event(kind: kind, text: text, time: now())
        events.append(e)
        observer?(e)
    }

    /// The texts of the events of the given kinds (all kinds when empty), in order.
    public func texts(_ kinds: Set<Event.Kind> = []) -> [String] {
        events.filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.text)
    }

    /// The diagnostics recorded so far.
    public var diagnostics: [String] { texts([.diagnostic]) }

    /// Forgets every event.
    public func clear() { events.removeAll() }
}
