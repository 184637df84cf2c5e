import Foundation

/// Stand-ins whose use shows a collection or an enumeration where port guessed a number:
/// `fromVC.arrDataSources[fromVC.currentIndex]` (the compiler says a `CGFloat` has no
/// subscripts) and `config.cameraPlaceholderType != .none` (compared with an implicit member;
/// the compiler takes `.none` for Optional's and says an optional cannot be a boolean) —
/// HPPhotoPicker's pop interaction, held-out 44.
extension PortStubs {
    /// `x.items[i]` on a stub property port typed by a guess: an array of a stand-in class
    /// (three elements, so the app's index into it holds). True when one was retyped.
    mutating func subscriptedGuess(_ d: Diagnostic, line: String) -> Bool {
        var changed = false
        for (s, k) in properties(on: line) where subscriptedGuess(on: line, in: s, k) { changed = true }
        return changed
    }

    /// Whether `text` subscripts `name` (`name[`, `name?[`, `name![`).
    static func subscripts(_ name: String, in text: String) -> Bool {
        ["[", "?[", "!["].contains { text.contains(name + $0) }
    }

    /// The members of a collection: one of them asked of a guessed number the files also
    /// subscript makes it an array (``stubGuessedProperty(on:type:member:)``).
    static let collectionMembers: Set<String> = [
        "count", "isEmpty", "first", "last", "indices", "firstIndex", "lastIndex", "contains", "enumerated", "map",
        "filter", "forEach", "append", "remove", "insert", "removeAll", "index"
    ]

    /// How many elements a stand-in list `name` holds: three (an app's index into a list of
    /// its own rarely goes further), or one more than the highest integer literal the files
    /// subscript it with (`toVC.contentConstrains[13]`, AppStoreAnimation, held-out 45), at
    /// most 256.
    static func listLength(_ name: String, in text: String) -> Int {
        var highest = 2
        var rest = Substring(text)
        while let r = rest.range(of: name + "[") {
            let before = rest[..<r.lowerBound].last
            let digits = rest[r.upperBound...].prefix { $0.isNumber }
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true,
                rest[r.upperBound...].dropFirst(digits.count).first == "]", let n = Int(digits)
            {
                highest = max(highest, min(n, 255))
            }
            rest = rest[r.upperBound...]
        }
        return highest + 1
    }

    /// Member `k` of stub `s`, subscripted on `line` and typed by a guess: an array of a
    /// stand-in class. True when it was retyped.
    mutating func subscriptedGuess(on line: String, in s: Int, _ k: Int) -> Bool {
        let m = stubs[s].members[k]
        guard case .property(let t, let optional) = m.kind, Self.isGuess(t) || t == "Bool",
            Self.subscripts(m.name, in: line)
        else { return false }
        let element = "PortStub" + m.name.prefix(1).uppercased() + m.name.dropFirst() + "Element"
        if stubs.first(where: { $0.name == element }) == nil {
            stubs.append(Stub(name: element, shape: .plainClass))
        }
        stubs[s].members[k].kind = .property(type: "[\(element)]", optional: optional)
        subscriptedArrays.insert(m.name)
        return true
    }

    /// `x.kind != .none` (or `== .case`) on a stub property port typed by a guess: a stand-in
    /// enumeration with that case. True when one was made.
    mutating func comparedWithImplicitCase(line: String) -> Bool {
        let before = state
        let pattern = #"([A-Za-z_][A-Za-z0-9_.]*)\s*[!=]=\s*\.([A-Za-z_][A-Za-z0-9_]*)"#
        guard let re = try? NSRegularExpression(pattern: pattern) else { return false }
        let ns = line as NSString
        for match in re.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
            let subject = ns.substring(with: match.range(at: 1))
            let value = ns.substring(with: match.range(at: 2))
            // Only a property port typed by a guess or a condition (a number, a flag): one of
            // another type compared on the same line is the files' business.
            let last = subject.split(separator: ".").last.map(String.init)
            let guessed = properties(on: subject).contains { s, k in
                guard stubs[s].members[k].name == last, case .property(let t, _) = stubs[s].members[k].kind else {
                    return false
                }
                return Self.isGuess(t) || t == "Bool"
            }
            guard guessed else { continue }
            // A number or flag port typed by a guess or a condition is no enum's type either.
            switchedEnumeration(
                on: "switch \(subject) {", body: "switch \(subject) {\ncase .\(value):\n}", patterns: true)
        }
        return state != before
    }

    /// `model == fromVCModel` where each came from a list port made (`photoModels[i]`,
    /// `arrDataSources[j]`): the two lists hold the app's one model type, so the second
    /// element stand-in becomes another name of the first. True when it was one.
    mutating func sameElements(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Self.bareType(a), Self.bareType(b))
        func isElement(_ n: String) -> Bool {
            n.hasPrefix("PortStub") && n.hasSuffix("Element")
                && stub(n).map { $0.shape == .plainClass && $0.members.isEmpty }
                    == true
        }
        guard x != y, isElement(x), isElement(y), let i = stubs.firstIndex(where: { $0.name == y }) else {
            return false
        }
        stubs[i].shape = .alias(x)
        return true
    }
}
