import Foundation
import TextFormat

/// Compares two traces (``TraceFormat`` JSON lines) as a regression check does: line by line,
/// every key of every line, numbers within a tolerance, everything else exactly, and reports
/// the first difference by frame, view and property with both values.
package enum TraceComparison {
    /// Where two traces first differ.
    package struct Difference: Equatable, Sendable, CustomStringConvertible {
        /// The 0-based line, the frame number when it is a frame line, and its time.
        package var line: Int, frame: Int?, time: Double?
        /// What differs, e.g. `view 7 ("0.0") corners[0][1]` or `events[3].text`.
        package var what: String
        /// The two values, as JSON.
        package var expected: String, actual: String

        package var description: String {
            let place =
                frame.map { "frame \($0)\(time.map { " (t = \(Rounding.format($0)) s)" } ?? "")" }
                ?? (line == 0 ? "line 1" : "the result line (line \(line + 1))")
            return "\(place): \(what): expected \(expected), got \(actual)"
        }
    }

    /// The most bytes the CLI reads of one trace (256 MiB; a 30 s run of 100 views a frame
    /// writes about 40 MiB): a FIFO that never ends or a huge file is refused rather than read
    /// without bound.
    package static let maximumTraceBytes = 256 << 20

    /// The first difference between the traces `expected` and `actual` (their text), numbers
    /// compared within `tolerance` (absolute); nil when they agree.
    ///
    /// Lines are parsed in pairs as they are compared, and a pair of identical lines is not
    /// parsed at all — a matching golden costs a byte comparison, and memory stays at the two
    /// texts and one parsed line each.
    package static func firstDifference(expected: String, actual: String, tolerance: Double = 0) throws(TraceError)
        -> Difference?
    {
        let a = expected.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        let b = actual.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        for i in 0..<max(a.count, b.count) {
            guard i < a.count, i < b.count else {
                // One trace ends first: name the first line only the other has.
                let extra =
                    i < a.count ? try parse(a[i], i, "the expected trace") : try parse(b[i], i, "the actual trace")
                return Difference(
                    line: i, frame: frameNumber(extra), time: time(extra),
                    what: "the number of lines (\(a.count) expected, \(b.count) got)",
                    expected: i < a.count ? "line \(i + 1)" : "no more lines",
                    actual: i < b.count ? "line \(i + 1)" : "no more lines")
            }
            if a[i].elementsEqual(b[i]) { continue }
            let x = try parse(a[i], i, "the expected trace")
            let y = try parse(b[i], i, "the actual trace")
            if isResult(x) != isResult(y) {
                // A frame against the result line: one run has fewer frames than the other.
                let (fa, fb) = (try frameCount(a, "the expected trace"), try frameCount(b, "the actual trace"))
                let frame = isResult(x) ? y : x
                return Difference(
                    line: i, frame: frameNumber(frame), time: time(frame),
                    what: "the number of frames (\(fa) expected, \(fb) got)",
                    expected: isResult(x) ? "the result line" : "a frame",
                    actual: isResult(y) ? "the result line" : "a frame")
            }
            if let (what, u, v) = compare(x, y, path: [], tolerance: tolerance, views: nil) {
                return Difference(
                    line: i, frame: frameNumber(x), time: time(x), what: what, expected: json(u), actual: json(v))
            }
        }
        return nil
    }

    /// Checks that `text` is a trace, as ``TraceFormat`` writes one: every line a JSON
    /// object, frame lines (`frame` numbered 0, 1, 2, … with `t` and `views`) and a `result`
    /// line only last (a trace cut short, without it, is still a trace: it is compared, and
    /// its line count named). Run on a golden file before the run it checks and on both files of
    /// `diff`, so a damaged file is a usage error found at once — and two copies of the same
    /// damaged file never "agree", although identical lines are not parsed when compared.
    /// `name` says which file in the error, with the first line that is wrong.
    package static func checkWellFormed(_ text: String, name: String) throws(TraceError) {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        guard !lines.isEmpty else { throw .empty(name: name) }
        for (i, line) in lines.enumerated() {
            guard let object = try parse(line, i, name) as? [String: Any] else {
                throw .notAnObject(name: name, line: i + 1)
            }
            if i == lines.count - 1, object["result"] != nil {
                guard object["result"] is String else {
                    throw .resultWithoutWord(name: name, line: i + 1)
                }
            } else {
                guard object["result"] == nil else {
                    throw .resultNotLast(name: name, line: i + 1)
                }
                guard frameNumber(object) == i, time(object) != nil, object["views"] is [Any] else {
                    throw .notFrame(name: name, line: i + 1)
                }
            }
        }
    }

    /// Line `n` (0-based) of a trace, parsed; `name` says which trace in an error.
    static func parse(_ line: Substring.UTF8View, _ n: Int, _ name: String) throws(TraceError) -> Any {
        guard let value = try? JSONSerialization.jsonObject(with: Data(line), options: [.fragmentsAllowed]) else {
            throw .notJSON(name: name, line: n + 1)
        }
        return value
    }

    /// How many frame lines `lines` holds: all but a last result line.
    static func frameCount(_ lines: [Substring.UTF8View], _ name: String) throws(TraceError) -> Int {
        guard let last = lines.last else { return 0 }
        return try isResult(parse(last, lines.count - 1, name)) ? lines.count - 1 : lines.count
    }

    /// True for a trace's last line, the result.
    static func isResult(_ line: Any) -> Bool { (line as? [String: Any])?["result"] != nil }

    static func frameNumber(_ line: Any) -> Int? { ((line as? [String: Any])?["frame"] as? NSNumber)?.intValue }
    static func time(_ line: Any) -> Double? { ((line as? [String: Any])?["t"] as? NSNumber)?.doubleValue }

    /// The first difference under `path`: what, and the two values (nil: absent). A `views`
    /// array's entries are named by their view's id and title.
    static func compare(_ a: Any?, _ b: Any?, path: [String], tolerance: Double, views: String?) -> (
        String, Any?, Any?
    )? {
        let here = path.isEmpty ? "the line" : path.joined()
        switch (a, b) {
        case (nil, nil): return nil
        case let (x as [String: Any], y as [String: Any]):
            for key in Set(x.keys).union(y.keys).sorted() {
                // A view list's entries are named by their view, not by the list.
                let named = key == "views" && x[key] is [Any] && y[key] is [Any]
                let next = named ? path : path + [path.isEmpty ? key : "." + key]
                if let d = compare(x[key], y[key], path: next, tolerance: tolerance, views: key) { return d }
            }
            return nil
        case let (x as [Any], y as [Any]):
            for i in 0..<min(x.count, y.count) {
                var name = "[\(i)]"
                if views == "views" || views == "items", let v = x[i] as? [String: Any], let id = v["id"] as? NSNumber {
                    let title = (v["title"] as? String).map { "\(JSONText.string($0)), " } ?? ""
                    name = (path.isEmpty ? "" : " ") + "view \(id) (\(title)z \(i))"
                }
                if let d = compare(x[i], y[i], path: path + [name], tolerance: tolerance, views: nil) { return d }
            }
            if x.count != y.count {
                let what = views == "views" ? (path.isEmpty ? "the views" : "\(here) views") : here
                return ("\(what) (\(x.count) entries expected, \(y.count) got)", x.count, y.count)
            }
            return nil
        case let (x as NSNumber, y as NSNumber) where !isBool(x) && !isBool(y):
            let dx = x.doubleValue, dy = y.doubleValue
            return abs(dx - dy) <= tolerance || dx == dy ? nil : (here, x, y)
        default:
            return equal(a, b) ? nil : (here, a, b)
        }
    }

    /// JSON's true and false (which JSONSerialization hands over as numbers of type `c`).
    static func isBool(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case let (x as String, y as String): return x == y
        case let (x as NSNumber, y as NSNumber): return isBool(x) == isBool(y) && x == y
        case (is NSNull, is NSNull): return true
        default: return false
        }
    }

    /// A number as a trace writes it (rounded to 1e-6) when that is exact, else in full, so
    /// that two values that differ never print alike (1 and 1.0000001) and a huge one stays
    /// finite.
    static func number(_ d: Double) -> String {
        let rounded = JSONText.number(d, quantum: 1e-6)
        return Double(rounded) == d ? rounded : JSONText.number(d)
    }

    /// A value as JSON text (absent: `nothing`).
    static func json(_ v: Any?) -> String {
        guard let v else { return "nothing" }
        if let s = v as? String { return JSONText.string(s) }
        if let n = v as? NSNumber { return isBool(n) ? (n.boolValue ? "true" : "false") : number(n.doubleValue) }
        if v is NSNull { return "null" }
        guard let data = try? JSONSerialization.data(withJSONObject: v, options: [.sortedKeys, .fragmentsAllowed])
        else { return "\(v)" }
        return String(decoding: data, as: UTF8.self)
    }
}
