/// A replacement of a byte range of a file's UTF-8, applied by ``SourceEdit/apply(_:to:)``.
struct SourceEdit: Sendable {
    /// First byte replaced.
    var start: Int
    /// One past the last byte replaced (== start: an insertion).
    var end: Int
    /// The new text.
    var text: String

    /// `bytes` with every edit applied. Edits must not overlap; insertions at the same offset
    /// keep their order.
    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var at = 0
        for edit in edits.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) })
            .map(\.element)
        {
            guard edit.start >= at else { continue }  // Overlap: the earlier edit wins.
            out.append(contentsOf: bytes[at..<edit.start])
            out.append(contentsOf: edit.text.utf8)
            at = edit.end
        }
        out.append(contentsOf: bytes[min(at, bytes.count)...])
        return String(decoding: out, as: UTF8.self)
    }
}
