extension PortStubs {
    /// Names of the methods that start an app's animator object.
    static let animatorStarts: Set<String> = [
        "animate", "start", "begin", "run", "play", "perform", "startAnimation", "startAnimations"
    ]

    /// The calls a stand-in for the app's animator object (a class named `…Animator`,
    /// `…Animation` or `…Animations`) makes in a method that starts it (`animate`, `start`,
    /// `begin`, `run`, `play`, `perform`, `startAnimation`) taking closures and no time: the
    /// app's animator animates for a while and then calls back, so the stand-in calls its
    /// completions after its `duration` property when it has a number there, else after
    /// 0.35 s (the duration port gives any stand-in), and runs an `animations:` block (or the
    /// unlabelled block of a method named like an animation) in `UIView.animate` over that time. A stand-in that called back at once ended the
    /// transition before anything could be seen or cancelled. Nil for any other method.
    func animatorStandInCalls(_ m: Member, parameters: [String], of stub: Stub) -> String? {
        let last = stub.name.split(separator: ".").last.map(String.init) ?? stub.name
        guard Self.animatorStarts.contains(m.name),
            ["Animator", "Animation", "Animations"].contains(where: { last.hasSuffix($0) })
        else { return nil }
        let numbers: Set<String> = ["TimeInterval", "Double", "CGFloat", "Float"]
        let hasDuration = stub.members.contains { p in
            guard !p.isStatic, p.name == "duration", case .property(let type, false) = p.kind else { return false }
            return numbers.contains(type)
        }
        let seconds = !m.isStatic && hasDuration ? "Double(self.duration)" : "0.35"
        let animationLike = ["anim", "spring", "ease"].contains { m.name.lowercased().contains($0) }
        var animated: [String] = [], later: [String] = []
        for p in parameters {
            let parts = p.split(separator: " ")
            guard parts.count >= 2, let colon = parts[1].firstIndex(of: ":") else { continue }
            let (label, name) = (parts[0], parts[1][..<colon])
            // A time the method is given is the timed stand-in's (closureCalls).
            if !p.contains("->")
                && ["delay", "duration", "interval", "seconds", "after"].contains(where: {
                    label.lowercased().contains($0)
                })
            {
                return nil
            }
            // `animations:`, or the unlabelled block of a method named like an animation
            // (`animate({ … }, config: c) { done in … }`), as closureCalls reads it.
            if p.hasSuffix("@escaping () -> Void"),
                label.lowercased().hasPrefix("animation") || label == "_" && animationLike
            {
                animated.append("UIView.animate(withDuration: \(seconds), animations: \(name)); ")
            } else if p.hasSuffix("@escaping () -> Void") {
                later.append("\(name)(); ")
            } else if p.hasSuffix("@escaping (Bool) -> Void") {
                later.append("\(name)(true); ")
            } else if p.hasSuffix(": (() -> Void)?") {
                later.append("\(name)?(); ")
            } else if p.hasSuffix(": ((Bool) -> Void)?") {
                later.append("\(name)?(true); ")
            }
        }
        guard !animated.isEmpty || !later.isEmpty else { return nil }
        let deferred =
            later.isEmpty
            ? "" : "DispatchQueue.main.asyncAfter(deadline: .now() + \(seconds)) { \(later.joined())}; "
        return animated.joined() + deferred
    }
}
