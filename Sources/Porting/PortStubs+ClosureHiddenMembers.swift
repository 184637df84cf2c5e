extension PortStubs {
    /// `[a, b].forEach { $0.layer.cornerRadius = Cell.Constants.radius }` (Anilibria, held-out
    /// 40): a closure the compiler types as a whole, with one statement naming a member the
    /// stub `Cell` lacks, is reported only as "reference to member 'frame' cannot be resolved
    /// without a contextual type" — never as the missing `Constants` the next round would
    /// add. The static chains of app stubs (`Cell.Constants.radius`) on the diagnostic's line
    /// and the 12 after it are learned as the compiler would have named them, parents first.
    /// True when one was added.
    mutating func membersHiddenInClosure(_ d: Diagnostic) -> Bool {
        guard d.message.hasPrefix("reference to member '"), d.message.hasSuffix("without a contextual type")
        else { return false }
        let before = state
        let lines = (0..<13).map { text(d.file, d.line + $0) }.filter { !$0.isEmpty }
        // Each pass may add a nested stub whose own members the next pass reaches.
        for _ in 0..<3 {
            let was = state
            for s in stubs.indices where stubs[s].shape != .sdkExtension && stubs[s].shape != .topLevel {
                for line in lines {
                    for member in Self.staticMembers(of: stubs[s].name, in: line)
                    where !stubs[s].members.contains(where: { $0.name == member })
                        && stubIndex(stubs[s].name + "." + member) == nil
                    {
                        addMember(member, to: s, isStatic: true, line: line)
                    }
                }
            }
            if state == was { break }
        }
        return state != before
    }

    /// The names read through `type.` in `line` where `type` starts a chain (no letter, digit,
    /// `_` or `.` before it): `Constants` for `Cell.Constants.radius` and type `Cell`.
    static func staticMembers(of type: String, in line: String) -> [String] {
        var out: [String] = []
        var search = line.startIndex
        while let r = line.range(of: type + ".", range: search..<line.endIndex) {
            search = r.upperBound
            if r.lowerBound > line.startIndex {
                let b = line[line.index(before: r.lowerBound)]
                if b.isLetter || b.isNumber || b == "_" || b == "." { continue }
            }
            let name = String(line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if let first = name.first, first.isLetter || first == "_", !out.contains(name) { out.append(name) }
        }
        return out
    }
}
