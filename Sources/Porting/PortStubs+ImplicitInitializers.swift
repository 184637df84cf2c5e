import Foundation

extension PortStubs {
    /// `var options: UIView.KeyframeAnimationOptions { .init(animationOptions: .curveEaseInOut) }`
    /// (`argument passed to call that takes no arguments` at the argument): an implicit
    /// `.init(label:)` whose contextual type is an SDK type, calling the app's convenience
    /// initializer from an extension it did not give (react-native-ios-navigator, held-out 42).
    /// The type is the one the expression's declaration names just before it (a property's,
    /// a variable's, a function's result); the initializer is stubbed on it as an explicit
    /// `T(label:)` would be (``addSDKInitializer(_:line:)``). Nothing when no declared type is
    /// found or it is a type of the app.
    mutating func addImplicitSDKInitializer(_ d: Diagnostic) {
        let line = text(d.file, d.line)
        guard let dot = Self.implicitInitializerCall(in: line, beforeColumn: d.column),
            let type = Self.contextualType(
                endingAt: String(linesUpTo(d, count: 4).dropLast(line.count) + line[..<dot])),
            isExtensible(type), Self.isAppleName(type.split(separator: ".").first.map(String.init) ?? type),
            appStubIndex(type) == nil,
            let args = Self.callArguments(of: "init", in: String(line[line.index(after: dot)...])), !args.isEmpty
        else { return }
        let s = stubIndexMaking(type)
        stubs[s].initializers = Self.adding(registeringParameters(args), to: stubs[s].initializers)
    }

    /// Where the last `.init(` on `line` that starts before 1-based `column` starts (its dot).
    static func implicitInitializerCall(in line: String, beforeColumn column: Int) -> String.Index? {
        var found: String.Index?
        var search = line.startIndex
        while let r = line.range(of: ".init(", range: search..<line.endIndex) {
            search = r.upperBound
            // `Type.init(`: an explicit type, not an implicit member.
            if r.lowerBound > line.startIndex {
                let b = line[line.index(before: r.lowerBound)]
                if b.isLetter || b.isNumber || b == "_" || b == ")" || b == "]" { continue }
            }
            guard line.distance(from: line.startIndex, to: r.lowerBound) < max(column - 1, 1) else { break }
            found = r.lowerBound
        }
        return found
    }

    /// The type a declaration names right before `text`'s end: `var o: T {`, `let o: T =`,
    /// `-> T {` (with `return`), the last one; nil when `text` does not end so.
    static func contextualType(endingAt text: String) -> String? {
        let pattern = #"(?::|->)\s*([A-Za-z_][A-Za-z0-9_.]*)\s*(?:\{|=)\s*(?:return\s+)?$"#
        guard let re = try? NSRegularExpression(pattern: pattern),
            let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let r = Range(m.range(at: 1), in: text)
        else { return nil }
        return String(text[r])
    }

    /// True for an SDK type that is a value type: an extension's initializer of it delegates
    /// with `self.init()` and is not `convenience` (Apple's structs port knows, option sets,
    /// and UIKit's nested types, which are structs or enums).
    static func isSDKValueType(_ name: String) -> Bool {
        appleValueTypes.contains(name) || name.hasSuffix("Options") || name.hasSuffix("Insets")
            || (name.contains(".") && !isAppleClass(name.split(separator: ".").last.map(String.init) ?? name))
    }
}
