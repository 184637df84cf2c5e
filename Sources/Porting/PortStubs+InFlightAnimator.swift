import Foundation

extension PortStubs {
    /// The types of an animation in flight: what an app's object keeps while it animates.
    static let inFlightTypes: Set<String> = [
        "UIViewPropertyAnimator", "UIViewImplicitlyAnimating", "any UIViewImplicitlyAnimating",
        "(any UIViewImplicitlyAnimating)"
    ]

    /// The property of `stub` that holds its animation in flight, when the files test it
    /// (`if let animator = panel.transitionAnimator { return animator }`, `guard let`, `== nil`,
    /// `!= nil`): in the app it is nil until one of the object's methods that take a completion
    /// starts an animation (`panel.show(animated: true) { … completeTransition … }`), and then
    /// the animation that ends by calling that completion. A stand-in that answered an
    /// animator at once sent the file down its "already animating" path, where nothing ever
    /// completes the transition. Nil when `stub` has no such property.
    func inFlightProperty(of stub: Stub) -> String? {
        switch stub.shape {
        case .subclass, .plainClass:
            return stub.members.contains(where: Self.hasCompletion) ? firstTestedAnimator(stub) : nil
        default:
            return nil
        }
    }

    /// The first instance property of `stub` of an in-flight type that the files test.
    func firstTestedAnimator(_ stub: Stub) -> String? {
        for m in stub.members where !m.isStatic {
            guard case .property(let type, _) = m.kind,
                Self.inFlightTypes.contains(type.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
            else { continue }
            for line in allText.split(separator: "\n") where Self.containsWord(String(line), m.name) {
                let l = String(line)
                guard l.contains("." + m.name) else { continue }
                if l.contains("if let ") || l.contains("guard let ") || l.contains(m.name + " == nil")
                    || l.contains(m.name + " != nil")
                {
                    return m.name
                }
            }
        }
        return nil
    }

    /// True for a method member with a parameter the files pass a closure to.
    static func hasCompletion(_ m: Member) -> Bool {
        guard !m.isStatic, case .method(let overloads) = m.kind else { return false }
        return overloads.contains { o in o.contains { $0.contains("->") || $0.hasSuffix(": Any?") } }
    }

    /// The body of stub method `m` (parameters `parameters`, closures typed) of `stub` whose
    /// in-flight property is `property`: instead of calling its completions at once, it makes
    /// the animation the app's method would (0.35 s, the property answering it), whose end
    /// calls them. The files start it (an interruptible animator the file returns and starts,
    /// as UIKit asks of one); the stand-in does not, so it is never started twice. Nil when the
    /// method takes no closure.
    static func inFlightCalls(_ parameters: [String], property: String) -> String? {
        let calls = parameters.compactMap { p -> String? in
            let parts = p.split(separator: " ")
            guard parts.count >= 2, let colon = parts[1].firstIndex(of: ":") else { return nil }
            let name = parts[1][..<colon]
            if p.hasSuffix("@escaping () -> Void") { return "\(name)(); " }
            if p.hasSuffix("@escaping (Bool) -> Void") { return "\(name)(true); " }
            if p.hasSuffix(": (() -> Void)?") { return "\(name)?(); " }
            if p.hasSuffix(": ((Bool) -> Void)?") { return "\(name)?(true); " }
            return nil
        }
        guard !calls.isEmpty else { return nil }
        return "let portAnimation = UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut); "
            + "portAnimation.addCompletion { _ in \(calls.joined())}; self.\(identifier(property)) = portAnimation; "
    }
}
