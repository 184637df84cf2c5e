/// Hands out 64-bit handles for host objects and resolves them back, rejecting anything it did
/// not hand out: handles are never dereferenced, so a stale, foreign or made-up handle from a
/// plugin is an error to report, not a crash.
///
/// Layout of a handle: bits 56–63 the kind, 48–55 the table's owner (so a handle from another
/// bridge is foreign), 32–47 a generation (bumped when a slot is reused or invalidated), 0–31
/// the slot. 0 is never a valid handle.
///
/// Slots hold their objects strongly, so a handle resolves to a live object until the bridge
/// retires it: ``invalidate(_:)`` (a transition's context, the views a plugin created) and
/// ``sweep(keepingUsed:)`` (at the end of each transition: objects only this table still holds
/// and the plugin did not use since the last sweep) release them and make their handles stale.
/// Each resolution marks its slot used: an object the plugin keeps using lives on, as one its
/// property holds does on iOS (``invalidate(_:keepingUsed:)``). Not weakly: a weak reference would give every view a
/// side table and put each resolution on the runtime's slow retain/release path.
final class HandleTable<T: AnyObject> {
    /// A class, not a struct, so a lookup reads the slot in place.
    private final class Slot {
        var object: T?
        var generation: UInt16
        /// Resolved since the last sweep (or ``invalidate(_:keepingUsed:)``).
        var used = false
        init(object: T?, generation: UInt16) {
            self.object = object
            self.generation = generation
        }
    }

    let kind: UInt8
    let owner: UInt8
    private var slots: [Slot] = []
    private var free: [Int] = []
    private var index: [ObjectIdentifier: Int] = [:]

    init(kind: UInt8, owner: UInt8) {
        self.kind = kind
        self.owner = owner
    }

    private func bits(_ slot: Int, _ generation: UInt16) -> UInt64 {
        UInt64(kind) << 56 | UInt64(owner) << 48 | UInt64(generation) << 32 | UInt64(UInt32(slot))
    }

    /// The handle of `object`, allocating a slot the first time.
    func handle(for object: T) -> UInt64 {
        let key = ObjectIdentifier(object)
        if let i = index[key], slots[i].object === object { return bits(i, slots[i].generation) }
        let i: Int
        if let f = free.popLast() {
            i = f
            slots[i].object = object
        } else {
            i = slots.count
            slots.append(Slot(object: object, generation: 1))
        }
        index[key] = i
        return bits(i, slots[i].generation)
    }

    /// The object for `bits`.
    func object(_ bits: UInt64) -> Result<T, HandleError> {
        guard bits != 0 else { return .failure(.null) }
        guard UInt8(bits >> 56) == kind else { return .failure(.wrongKind) }
        guard UInt8((bits >> 48) & 0xFF) == owner else { return .failure(.foreign) }
        let i = Int(UInt32(truncatingIfNeeded: bits))
        guard i < slots.count else { return .failure(.stale) }
        let slot = slots[i]
        guard slot.generation == UInt16((bits >> 32) & 0xFFFF), let o = slot.object else { return .failure(.stale) }
        slot.used = true
        return .success(o)
    }

    /// Makes `object`'s current handle stale (its next handle differs) and releases it.
    func invalidate(_ object: T) {
        guard let i = index.removeValue(forKey: ObjectIdentifier(object)) else { return }
        retire(i)
    }

    /// Makes `objects`' handles stale and releases them, except at most `limit` of them whose
    /// handles were resolved since the last sweep (their marks are cleared); returns how many
    /// it kept.
    func invalidate(_ objects: some Sequence<T>, keepingUsed limit: Int) -> Int {
        var kept = 0
        for object in objects {
            guard let i = index[ObjectIdentifier(object)] else { continue }
            let used = slots[i].used
            slots[i].used = false
            if used, kept < limit { kept += 1 } else { invalidate(object) }
        }
        return kept
    }

    /// Releases the objects only this table still holds and makes their handles stale, except
    /// at most `limit` of them that were used since the last sweep (they live until a sweep
    /// finds them unused); clears every use mark.
    func sweep(keepingUsed limit: Int = 0) {
        var kept = 0
        for (key, i) in index {
            let used = slots[i].used
            slots[i].used = false
            guard isKnownUniquelyReferenced(&slots[i].object) else { continue }
            if used, kept < limit {
                kept += 1
                continue
            }
            index.removeValue(forKey: key)
            retire(i)
        }
    }

    /// Empties slot `i` for reuse under a new generation.
    private func retire(_ i: Int) {
        slots[i].object = nil
        slots[i].generation &+= 1
        if slots[i].generation == 0 { slots[i].generation = 1 }
        free.append(i)
    }
}
