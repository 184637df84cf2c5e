extension SessionConfiguration {
    /// What drives the transition, as `play`'s status line names it: the animator's id, or
    /// for a collection its two layouts in the order the transition goes — `--from 1 --to 0`
    /// pops from the pushed controller's layout back to the first one's, so `list → grid`, as
    /// the trace's events say — never the animator a collection does not use.
    package var driverName: String {
        guard container == .collection else { return animator.id }
        let first = layout?.id ?? "grid", pushed = toLayout?.id ?? "list"
        return from <= to ? "\(first) → \(pushed)" : "\(pushed) → \(first)"
    }

    /// ``driverName`` with what it is (`animator slide`, `layouts list → grid`), for the
    /// one-line summaries `run` and `play` print when they end.
    package var driverDescription: String {
        (container == .collection ? "layouts " : "animator ") + driverName
    }
}
