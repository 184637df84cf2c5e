extension SwiftDeclarations {
    /// Whether significant index `m`, after a function's parameter list, starts the next
    /// declaration rather than continuing the signature: a modifier (`mutating`, `static`)
    /// on a line of its own. A protocol's requirement has no body, so its signature ends only
    /// where the next member starts; a requirement written over several lines
    /// (`func move(from: CGRect,\n          to: CGRect)`) followed by `mutating func reset()`
    /// would otherwise run on into it, and a stand-in conformer copying it got one body for
    /// two requirements. No signature has a modifier word after its parameters (`throws`,
    /// `async`, `rethrows` and a return type are not modifiers).
    func startsRequirement(_ sig: [Int], at m: Int, keyword: String) -> Bool {
        guard keyword == "func" || keyword == "init", m > 0, tokens[sig[m]].kind == .identifier,
            Self.modifierWords.contains(text(sig[m]))
        else { return false }
        return tokens[sig[m]].line > tokens[sig[m - 1]].line
    }

    /// The selector-style signatures (`presentingView(sizeAnimator:fromFrame:)`, and property
    /// names) that this file's extensions of protocol `name` implement with a body: a
    /// conformer gets them from the extension, so a stand-in conformer that declared them
    /// again would only shadow the app's defaults (and a copied signature it cannot write
    /// must not stop it).
    public func extensionImplemented(_ name: String) -> Set<String> {
        var out: Set<String> = []
        for t in types where t.keyword == "extension" && t.name == name {
            for m in t.members where m.keyword == "func" || m.keyword == "var" {
                // A body: its last token is the `}` that closes it.
                if text(m.lastToken) == "}" { out.insert(m.signature) }
            }
        }
        return out
    }
}
