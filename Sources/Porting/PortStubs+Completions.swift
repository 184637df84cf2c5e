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
