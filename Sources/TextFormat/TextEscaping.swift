/// The one escaping loop behind every text format the host writes (JSON, XML, terminal
/// lines): each Unicode scalar is either kept or replaced by the text a format's rule gives
/// for it.
public enum TextEscaping {
    /// `s` with every scalar for which `replacement` answers a string replaced by it.
    @inlinable
    public static func escape(_ s: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            if let r = replacement(u) { out += r } else { out.unicodeScalars.append(u) }
        }
        return out
    }
}
