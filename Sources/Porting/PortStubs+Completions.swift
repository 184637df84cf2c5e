extension PortStubs {
    /// The calls a stand-in's start method (`start()`, `begin()`, `run()`, `play()`,
    /// `animate()`, `startAnimation()`) makes of its own completion properties: an app's
    /// animator object that the file configures (`animator.duration = d`, `animator.completion
    /// = { context.completeTransition(true) }`) and starts calls its completion when it is done,
    /// so the stand-in does too, after its `duration` property when it has a number there (at
    /// the next frame otherwise). A stand-in that never called back left the transition to the
    /// host's watchdog. Empty for any other method.
    func completionPropertyCalls(_ m: Member, parameters: [String], of stub: Stub) -> String {
        let starts: Set<String> = ["start", "begin", "run", "play", "animate", "startAnimation", "startAnimations"]
        guard !m.isStatic, parameters.isEmpty, starts.contains(m.name) else { return "" }
        let calls = stub.members.compactMap { p -> String? in
            guard !p.isStatic, case .property(let type, let optional) = p.kind, type.contains("->") else {
                return nil
            }
            // Declared `T!` when optional or without a value (``propertyDeclaration``): `?()`.
            let q = optional || type.hasSuffix("?") || value(of: type, name: p.name) == nil ? "?" : ""
            let name = p.name.lowercased()
            guard
                name.contains("completion") || name.contains("finish") || name.hasPrefix("oncomplete")
                    || name.hasPrefix("onend") || name.hasPrefix("ondone") || name == "done"
            else { return nil }
            if type.contains("() -> Void") { return "self.\(Self.identifier(p.name))\(q)(); " }
            if type.contains("(Bool) -> Void") { return "self.\(Self.identifier(p.name))\(q)(true); " }
            return nil
        }
        guard !calls.isEmpty else { return "" }
        let numbers: Set<String> = ["TimeInterval", "Double", "CGFloat", "Float"]
        let hasDuration = stub.members.contains { p in
            guard !p.isStatic, p.name == "duration", case .property(let type, false) = p.kind else { return false }
            return numbers.contains(type)
        }
        let delay = hasDuration ? "Double(self.duration)" : "0"
        return "DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) { [self] in \(calls.joined())}; "
    }
}

extension PortStubs {
    /// The call that ends the transition in a stand-in method named as its end
    /// (`endTransition`, `finishTransition`, `completeTransition`, `transitionDidEnd`,
    /// `didFinishTransition`; `end`, `finish`, `complete`) and handed the transition context:
    /// an app's base class that animators delegate their ending to (JSMediaBrowser's
    /// `Transitioner.endTransition(_:)`, held-out 43) calls UIKit's
    /// `completeTransition(!transitionWasCancelled)` there, so its stand-in does too — without
    /// it the animator never completes and the host's watchdog ends the transition. A
    /// parameter typed `Any?` is tried as the context; empty when no parameter can be one.
    static func contextCompletionCall(_ parameters: [String], method: String) -> String {
        let n = method.lowercased()
        let ending =
            ["end", "finish", "complete"].contains { n.hasPrefix($0) || n.hasPrefix("did" + $0) }
            || ["didend", "didfinish", "didcomplete"].contains { n.hasSuffix($0) }
        guard ending, n.contains("transition") || ["end", "finish", "complete"].contains(n) else { return "" }
        for p in parameters {
            let parts = p.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let colon = parts[1].firstIndex(of: ":") else { continue }
            let name = parts[1][..<colon]
            let type = parts[1][parts[1].index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if type == "Any?" || type == "Any" {
                return "(\(name) as? UIViewControllerContextTransitioning)"
                    + ".map { $0.completeTransition(!$0.transitionWasCancelled) }; "
            }
            if type.hasPrefix("UIViewControllerContextTransitioning")
                || type.hasPrefix("any UIViewControllerContextTransitioning")
            {
                let q = type.hasSuffix("?") || type.hasSuffix("!") ? "?" : ""
                return "\(name)\(q).completeTransition(!(\(name)\(q).transitionWasCancelled ?? false)); "
            }
        }
        return ""
    }
}
