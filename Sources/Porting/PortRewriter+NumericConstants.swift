extension PortRewriter {
    /// A constant Swift 3 or 4 saw as a plain number that Swift 4.2 (or 4) made a wrapper type
    /// over that number, and the SDK declares under its old name with the new type (so
    /// `scrollView.decelerationRate = UIScrollViewDecelerationRateNormal` compiles unchanged).
    struct NumericConstant: Sendable {
        /// Where the new type is what is wanted: the property assigned or compared
        /// (`decelerationRate`), or the argument label (`weight`).
        var typedProperty: String?
        /// The argument label whose parameter has the new type (`systemFont(ofSize:weight:)`).
        var typedLabel: String?
    }

    /// The old names whose old type was a number: `UIScrollViewDecelerationRate…` was a
    /// `CGFloat` in Swift 4.0/4.1 (now `UIScrollView.DecelerationRate`), `UIFontWeight…` a
    /// `CGFloat` in Swift 3 (now `UIFont.Weight`). Code of those years uses them as numbers —
    /// above all Apple's WWDC 2018 projection, `project(initialVelocity:decelerationRate:)`
    /// with a `CGFloat` rate — which the new type cannot be.
    static let numericConstants: [String: NumericConstant] = {
        var out: [String: NumericConstant] = [:]
        for name in ["UIScrollViewDecelerationRateNormal", "UIScrollViewDecelerationRateFast"] {
            out[name] = NumericConstant(typedProperty: "decelerationRate", typedLabel: nil)
        }
        for weight in ["UltraLight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"] {
            out["UIFontWeight" + weight] = NumericConstant(typedProperty: nil, typedLabel: "weight")
        }
        return out
    }()

    /// `NAME` → `NAME.rawValue` (the number the code of its Swift version meant) for each old
    /// numeric constant (``numericConstants``) used anywhere but where the SDK's type is wanted:
    /// assigned to or compared with UIKit's property of that type (`x.decelerationRate =
    /// NAME`, unless the files declare a property of that name themselves, which is then
    /// theirs and a number), or passed to the parameter of that type (`weight: NAME`). The
    /// rest — a `CGFloat` parameter, arithmetic, a `CGFloat` property's default — is where the
    /// old code used a number, which the SDK's wrapper type is not.
    func numericConstantEdits(
        _ scan: SwiftDeclarations, ownNames: Set<String>, edits: inout [SourceEdit], rewrites: inout [PortRewrite]
    ) {
        let tokens = scan.tokens, sig = scan.significant
        for (k, i) in sig.enumerated() where tokens[i].kind == .identifier {
            let name = scan.text(i)
            guard let constant = Self.numericConstants[name] else { continue }
            if k + 1 < sig.count, scan.text(sig[k + 1]) == "." { continue }  // `.rawValue` already, or a member.
            // The operator before the name (the lexer gives `==` as two `=`), and the token before it.
            var j = k - 1, before = ""
            while j >= 0, tokens[sig[j]].kind == .punctuation,
                j == k - 1 || tokens[sig[j]].end == tokens[sig[j + 1]].start
            {
                before = scan.text(sig[j]) + before
                j -= 1
            }
            let owner = j >= 0 ? scan.text(sig[j]) : ""
            if let property = constant.typedProperty, ["=", "==", "!="].contains(before), owner == property,
                !ownNames.contains(property)
            {
                continue
            }
            if let label = constant.typedLabel, before == ":", owner == label { continue }
            edits.append(SourceEdit(start: tokens[i].end, end: tokens[i].end, text: ".rawValue"))
            rewrites.append(
                PortRewrite(kind: .numericConstant, line: tokens[i].line, before: name, after: name + ".rawValue"))
        }
    }

    /// The names of the properties the files declare in their types' bodies.
    static func declaredPropertyNames(_ scans: [SwiftDeclarations]) -> Set<String> {
        Set(
            scans.flatMap { $0.types.flatMap { $0.members.filter { ["var", "let"].contains($0.keyword) }.map(\.name) } }
        )
    }
}
