extension PortScenario.Evidence {
    /// What in the class's code says it animates a navigation controller's push or pop: a
    /// `UINavigationController.Operation` (or Swift 4's `UINavigationControllerOperation`) it
    /// names, a `.push` or `.pop` case it compares or switches on, or a
    /// `pushViewController`/`popViewController` call — or nil. Only code counts: a class
    /// named `NavigationDrawerAnimationDismisser` animates a modal drawer, and its name says
    /// nothing of a navigation stack. `.push` assigned to a `type` or `subtype` is a
    /// `CATransition`'s, not a navigation operation.
    func navigationCode() -> String? {
        for (scan, t) in bodies {
            var sig: [Int] = []
            for i in t.open..<min(t.close, scan.tokens.count)
            where ![.space, .newline, .comment].contains(scan.tokens[i].kind) {
                sig.append(i)
            }
            func at(_ k: Int) -> String { k >= 0 && k < sig.count ? scan.text(sig[k]) : "" }
            for (k, i) in sig.enumerated() where scan.tokens[i].kind == .identifier {
                let w = scan.text(i), line = scan.tokens[i].line
                if w == "UINavigationControllerOperation" || (w == "UINavigationController" && at(k + 2) == "Operation")
                {
                    return "names UINavigationController.Operation at line \(line)"
                }
                if ["pushViewController", "popViewController", "popToViewController", "popToRootViewController"]
                    .contains(w), at(k + 1) == "("
                {
                    return "calls \(w) at line \(line)"
                }
                // `.push` after `type =` / `subtype =` is a CATransition's.
                // `.pop` of the files' own side enum (`enum TransitionMode { case present, dismiss,
                // pop }`) is that enum's case, not a navigation's.
                if ["push", "pop"].contains(w), at(k - 1) == ".", at(k - 2) != "",
                    !(at(k - 2) == "=" && ["type", "subtype"].contains(at(k - 3))), !sideEnumCase(w)
                {
                    return "uses .\(w) at line \(line)"
                }
            }
        }
        return nil
    }

    /// Whether `name` is a case of an enum of the files whose cases also say presenting or
    /// dismissing (a modal side enum that names a push or pop beside them).
    func sideEnumCase(_ name: String) -> Bool {
        files.contains { _, scan in
            scan.types.contains { t in
                guard t.keyword == "enum" else { return false }
                let cases = scan.cases(of: t).map { $0.name.lowercased() }
                return cases.contains(name) && cases.contains { $0.contains("present") || $0.contains("dismiss") }
            }
        }
    }
}
