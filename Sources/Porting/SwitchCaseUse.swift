import Foundation

/// Which enum cases the files' `switch` statements handle with code of their own, so that a
/// placeholder value is one the class accepts: an animator whose `switch direction` handles
/// `.left`, `.right`, `.top` and `.bottom` and sends everything else to `fatalError` (as
/// `default:`) crashes on a placeholder `.forward`, the first case its enum declares; the app
/// only ever passes it a handled one.
enum SwitchCaseUse {
    /// The calls that end a `case` body at once, rejecting the value.
    static let rejections = ["fatalError(", "preconditionFailure(", "assertionFailure(", "abort()"]

    /// The case names (without the dot) of every `case .a, .b:` label in `text` whose body
    /// does not start by rejecting the value. Labels with patterns (`case .a(let x):`) count
    /// by their case name.
    static func handled(in text: String) -> Set<String> {
        var out: Set<String> = []
        let lines = text.components(separatedBy: "\n")
        for (i, line) in lines.enumerated() {
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("case ."), let colon = labelEnd(t) else { continue }
            // The body: the rest of the line, else the next line that is not empty.
            var body = String(t[t.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            var j = i + 1
            while body.isEmpty, j < lines.count {
                body = lines[j].trimmingCharacters(in: .whitespaces)
                j += 1
            }
            if rejections.contains(where: { body.hasPrefix($0) }) { continue }
            out.formUnion(names(in: t[t.index(t.startIndex, offsetBy: 5)..<colon]))
        }
        return out
    }

    /// The first case of `cases` (in declaration order) the files handle, else nil.
    static func preferred(_ cases: [String], handled: Set<String>) -> String? {
        cases.first { handled.contains($0) }
    }

    /// The label's closing colon: the first `:` outside parentheses.
    private static func labelEnd(_ t: String) -> String.Index? {
        var depth = 0
        for i in t.indices {
            switch t[i] {
            case "(": depth += 1
            case ")": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
        }
        return nil
    }

    /// `.a, .b(let x), .c where …` → `["a", "b", "c"]`.
    private static func names(in label: Substring) -> [String] {
        var out: [String] = []
        var depth = 0
        var i = label.startIndex
        while i < label.endIndex {
            let c = label[i]
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if c == ".", depth == 0 {
                let start = label.index(after: i)
                var end = start
                while end < label.endIndex, label[end].isLetter || label[end].isNumber || label[end] == "_" {
                    end = label.index(after: end)
                }
                if end > start { out.append(String(label[start..<end])) }
                i = end
                continue
            }
            i = label.index(after: i)
        }
        return out
    }
}
