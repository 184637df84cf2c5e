import CAnimatorABI
import Foundation

/// Parameter values for one plugin instance, validated against the plugin's declarations
/// before the plugin sees them, and laid out as the C array `create` receives (every declared
/// parameter, in declaration order, defaults filled in).
public final class ParameterValues {
    /// One value.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case bool(Bool)
        case choice(String)
    }

    /// Why a `--param` was refused.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The sentence to show.
        public var message: String
        public var description: String { message }
    }

    /// Values by name, for every declared parameter.
    public let values: [String: Value]
    let declared: [ParameterInfo]
    private var storage: [UnsafeMutablePointer<CChar>] = []
    /// The C array, in declaration order.
    private(set) var cValues: [ap_param_value] = []

    /// Validates `assignments` (`KEY=VALUE` texts) against `plugin`'s declarations.
    public init(plugin: PluginInfo, assignments: [String]) throws(Problem) {
        declared = plugin.parameters
        var v: [String: Value] = [:]
        for p in declared {
            switch p.kind {
            case .number: v[p.name] = .number(p.defaultValue)
            case .bool: v[p.name] = .bool(p.defaultValue != 0)
            case .choice(let c): v[p.name] = .choice(c[Int(p.defaultValue)])
            }
        }
        for a in assignments {
            guard let eq = a.firstIndex(of: "=") else {
                throw Problem(message: "--param \(a): expected KEY=VALUE, e.g. --param \(declared.first?.name ?? "duration")=\(declared.first?.defaultText ?? "1")")
            }
            let key = String(a[..<eq]), text = String(a[a.index(after: eq)...])
            guard let p = declared.first(where: { $0.name == key }) else {
                let names = declared.map(\.name)
                let hint = Suggestions.closest(key, in: names).map { "; did you mean \($0)?" } ?? ""
                throw Problem(message: "--param \(a): plugin \(plugin.id) has no parameter \"\(key)\"\(hint) (its parameters: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
            }
            switch p.kind {
            case let .number(lo, hi):
                guard let d = Double(text), d.isFinite else {
                    throw Problem(message: "--param \(a): \(key) is a number, not \"\(text)\" (range \(Rounding.format(lo))...\(Rounding.format(hi))\(p.unit.map { " " + $0 } ?? ""))")
                }
                guard d >= lo && d <= hi else {
                    throw Problem(message: "--param \(a): \(key) must be between \(Rounding.format(lo)) and \(Rounding.format(hi))\(p.unit.map { " " + $0 } ?? "")")
                }
                v[key] = .number(d)
            case .bool:
                switch text.lowercased() {
                case "true", "1", "yes", "on": v[key] = .bool(true)
                case "false", "0", "no", "off": v[key] = .bool(false)
                default: throw Problem(message: "--param \(a): \(key) is a bool; use true or false")
                }
            case .choice(let c):
                guard c.contains(text) else {
                    let hint = Suggestions.closest(text, in: c).map { "; did you mean \($0)?" } ?? ""
                    throw Problem(message: "--param \(a): \(key) must be one of \(c.joined(separator: ", "))\(hint)")
                }
                v[key] = .choice(text)
            }
        }
        values = v
        for p in declared {
            let name = strdup(p.name)!
            storage.append(name)
            var cv = ap_param_value(name: UnsafePointer(name), number: 0, choice: nil)
            switch (v[p.name]!, p.kind) {
            case (.number(let d), _): cv.number = d
            case (.bool(let b), _): cv.number = b ? 1 : 0
            case (.choice(let s), .choice(let c)):
                cv.number = Double(c.firstIndex(of: s) ?? 0)
                let cs = strdup(s)!
                storage.append(cs)
                cv.choice = UnsafePointer(cs)
            default: break
            }
            cValues.append(cv)
        }
    }

    deinit { storage.forEach { free($0) } }
}

/// "Did you mean" for misspelled names: the closest candidate by edit distance, if close enough.
public enum Suggestions {
    /// Levenshtein distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }

    /// The closest candidate within a distance of max(2, a third of the length), or nil.
    public static func closest(_ word: String, in candidates: [String]) -> String? {
        let best = candidates.map { ($0, distance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (c, d) = best, d <= max(2, word.count / 3), d < max(word.count, c.count) else { return nil }
        return c
    }
}
