import Foundation

extension PortStubs {
    /// The subviews the files look up by a literal tag in stub property `member`
    /// (`fromVC.selectedCell.viewWithTag(1001) as? UIImageView`, also through `contentView`):
    /// the views an app's storyboard put in its cell and tagged, which code written for it
    /// finds by tag and casts. Each (tag, type) once, in the order met; only the SDK's view
    /// types port can make (others stay absent, and the lookup answers nil as it would).
    func taggedSubviews(of member: String) -> [(tag: Int, type: String)] {
        let name = NSRegularExpression.escapedPattern(for: member)
        let pattern =
            "\\b\(name)[?!]?(?:\\.contentView[?!]?)?\\.viewWithTag\\(\\s*(\\d{1,9})\\s*\\)\\s*as[?!]\\s*([A-Z][A-Za-z]*)"
        guard let re = try? NSRegularExpression(pattern: pattern) else { return [] }
        var out: [(tag: Int, type: String)] = []
        let text = allText as NSString
        for m in re.matches(in: allText, range: NSRange(location: 0, length: text.length)) {
            guard let tag = Int(text.substring(with: m.range(at: 1))) else { continue }
            let type = text.substring(with: m.range(at: 2))
            guard Self.taggableViews.contains(type), !out.contains(where: { $0.tag == tag }) else { continue }
            out.append((tag, type))
        }
        return out
    }

    /// The SDK views a tagged subview can be made as: an image view with port's placeholder
    /// image (code snapshots and sizes by it), the others plain.
    static let taggableViews: Set<String> = ["UIImageView", "UILabel", "UIButton", "UIView"]

    /// `value` (an expression making a view) with the subviews ``taggedSubviews(of:)`` finds
    /// for `member` added and tagged, or `value` itself when there are none.
    func withTaggedSubviews(_ value: String, member: String) -> String {
        let tagged = taggedSubviews(of: member)
        guard !tagged.isEmpty else { return value }
        var body = "let v = \(value)"
        for (k, t) in tagged.enumerated() {
            let make = t.type == "UIImageView" ? "UIImageView(image: \(PortAppSetProperties.image))" : "\(t.type)()"
            body += "; let t\(k) = \(make); t\(k).tag = \(t.tag); v.addSubview(t\(k))"
        }
        return "{ \(body); return v }()"
    }
}
