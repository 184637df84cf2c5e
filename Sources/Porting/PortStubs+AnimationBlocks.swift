import Foundation
import TextFormat

/// The app's block properties on Core Animation's animations — `animation.completionBlock = {
/// finished in … }`, `startBlock`, `onCompletion` — from an extension of `CAAnimation` in a
/// file not given (the long-lived "CAAnimation+Blocks" pattern). Such an extension keeps the
/// blocks in the animation's delegate and calls them from `animationDidStart(_:)` and
/// `animationDidStop(_:finished:)`; an animator that completes its transition in one would
/// never complete with a stand-in that only stores it. So port's stand-in does what those
/// extensions do: a start block runs when the animation starts, a completion block when it
/// stops, with `finished`.
extension PortStubs {
    /// Core Animation's animation classes, on which a closure property is such a block.
    static let animationClasses: Set<String> = [
        "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation",
        "CAAnimationGroup", "CATransition"
    ]

    /// Which block a closure property of `type` named `name` on `owner` is: `"start"` (no
    /// parameter, a name with "start" or "begin"), `"stop"` (one `Bool` parameter, or none and
    /// a name of ending: complet…, stop, finish, end, done), or nil for any other property.
    static func animationBlockRole(_ name: String, type: String, on owner: String) -> String? {
        guard animationClasses.contains(owner) else { return nil }
        var t = type.filter { !$0.isWhitespace }
        while enclosedInParentheses(t) { t = String(t.dropFirst().dropLast()) }
        t = t.replacingOccurrences(of: "@escaping", with: "")
        let lower = name.lowercased()
        if t == "(Bool)->Void" || t == "(Bool)->()" { return "stop" }
        guard t == "()->Void" || t == "()->()" else { return nil }
        if lower.contains("start") || lower.contains("begin") { return "start" }
        let ending = ["complet", "stop", "finish", "end", "done"]
        return ending.contains { lower.contains($0) } ? "stop" : nil
    }

    /// Whether `t` is one parenthesised whole (`((Bool) -> ())`), not a list followed by more
    /// (`(Bool) -> ()`).
    static func enclosedInParentheses(_ t: String) -> Bool {
        guard t.hasPrefix("("), t.hasSuffix(")") else { return false }
        var depth = 0
        for (i, c) in t.enumerated() {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if depth == 0 { return i == t.count - 1 }
        }
        return false
    }

    /// The declaration of block property `m` (``animationBlockRole(_:type:on:)``): stored like
    /// every stubbed property, and handed to the animation's delegate, which calls it.
    static func animationBlockDeclaration(_ m: Member, type: String, role: String) -> String {
        let key = SwiftText.literal(m.name)
        let t = markable(type) + "!"
        let hand =
            role == "start"
            ? "portAnimationBlocks(self).start = newValue"
            : type.contains("Bool")
                ? "portAnimationBlocks(self).stop = newValue"
                : "portAnimationBlocks(self).stop = newValue.map { f in { _ in f() } }"
        return
            "var \(identifier(m.name)): \(t) { get { portStubValue(self, \(key)) { nil } } set { portStubSet(self, \(key), newValue); \(hand) } }"
    }

    /// Whether any stubbed property is such a block (then ``animationBlocksSource`` is written).
    var usesAnimationBlocks: Bool {
        stubs.contains { s in
            s.shape == .sdkExtension
                && s.members.contains { m in
                    if case .property(let type, _) = m.kind, !m.isStatic {
                        return Self.animationBlockRole(m.name, type: type, on: s.name) != nil
                    }
                    return false
                }
        }
    }

    /// The delegate that calls the blocks, installed on the animation by the first block set.
    static let animationBlocksSource = """
        /// Calls the app's blocks on an animation, as its CAAnimation extension does.
        final class PortAnimationBlocks: NSObject, CAAnimationDelegate {
            var start: (() -> Void)?
            var stop: ((Bool) -> Void)?
            func animationDidStart(_ anim: CAAnimation) { start?() }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stop?(flag) }
        }
        /// The block delegate of `animation`, made its delegate when it has none of port's.
        func portAnimationBlocks(_ animation: CAAnimation) -> PortAnimationBlocks {
            if let d = animation.delegate as? PortAnimationBlocks { return d }
            let d = PortAnimationBlocks()
            animation.delegate = d
            return d
        }

        """
}
