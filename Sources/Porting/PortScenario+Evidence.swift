import Foundation

extension PortScenario {
    /// What the files say about which side of a transition a class animates.
    struct Evidence {
        let files: [(path: String, scan: SwiftDeclarations)]
        let className: String
        let qualifiedName: String
        /// The class's declaration and its extensions (and its superclasses' in the files), by
        /// file: found once, as every rule reads them.
        let bodies: [(scan: SwiftDeclarations, type: SwiftDeclarations.TypeDeclaration)]

        init(files: [(path: String, scan: SwiftDeclarations)], className: String, qualifiedName: String) {
            self.files = files
            self.className = className
            self.qualifiedName = qualifiedName
            bodies = Self.bodies(of: [className, qualifiedName], in: files)
        }

        /// The declarations and extensions of the classes named `names` and of their
        /// superclasses declared in `files`.
        static func bodies(of names: Set<String>, in files: [(path: String, scan: SwiftDeclarations)]) -> [(
            scan: SwiftDeclarations, type: SwiftDeclarations.TypeDeclaration
        )] {
            var names = names
            // Superclasses declared in the files: a flag or a run-time read may be inherited.
            var changed = true
            while changed {
                changed = false
                for (_, scan) in files {
                    for t in scan.types where t.keyword == "class" && names.contains(t.name) {
                        for parent in t.inherits where !names.contains(parent) && declares(parent, in: files) {
                            names.insert(parent)
                            changed = true
                        }
                    }
                }
            }
            return files.flatMap { f in
                f.scan.types.filter { ($0.keyword == "class" || $0.keyword == "extension") && names.contains($0.name) }
                    .map { (f.scan, $0) }
            }
        }

        func declaresClass(_ name: String) -> Bool { Self.declares(name, in: files) }

        /// Whether `files` declare a class named `name`.
        static func declares(_ name: String, in files: [(path: String, scan: SwiftDeclarations)]) -> Bool {
            files.contains { $0.scan.types.contains { $0.keyword == "class" && $0.name == name } }
        }

        /// Whether the files declare a `UIPresentationController` subclass.
        var declaresPresentationController: Bool {
            files.contains { $0.scan.types.contains { $0.inherits.contains("UIPresentationController") } }
        }

        /// Where the files' transitioning delegates return the class: `File.swift:LINE` of the
        /// first mention in `animationController(forPresented:…)` and `(forDismissed:)`.
        func delegateReturns() -> (presented: String?, dismissed: String?, navigation: String?) {
            var presented: String?, dismissed: String?, navigation: String?
            for (path, scan) in files {
                for t in scan.types {
                    for m in t.members where m.keyword == "func" {
                        let navigates = m.name == "navigationController" && m.labels.contains("animationControllerFor")
                        guard navigates || m.name == "animationController", let first = m.labels.first,
                            navigates || first == "forPresented" || first == "forDismissed",
                            let at = mention(scan, from: m.firstToken, to: m.lastToken)
                                ?? (t.name == className ? returnsSelf(scan, from: m.firstToken, to: m.lastToken) : nil)
                        else { continue }
                        let place = ((path as NSString).lastPathComponent) + ":\(at)"
                        if navigates {
                            navigation = navigation ?? place
                        } else if first == "forPresented" {
                            presented = presented ?? place
                        } else {
                            dismissed = dismissed ?? place
                        }
                    }
                }
            }
            return (presented, dismissed, navigation)
        }

        /// The types (transitioning delegates, by the name they are declared or extended
        /// under) whose `animationController(forPresented:…)` or, with `dismissed`,
        /// `(forDismissed:)` returns the class: a presentation and a dismissal pair only when
        /// one delegate returns both (breadwallet's pin delegate and support-center container
        /// each return their own pair).
        func returningDelegates(dismissed: Bool) -> Set<String> {
            var out: Set<String> = []
            for (_, scan) in files {
                for t in scan.types {
                    for m in t.members where m.keyword == "func" && m.name == "animationController" {
                        guard m.labels.first == (dismissed ? "forDismissed" : "forPresented"),
                            mention(scan, from: m.firstToken, to: m.lastToken) != nil
                        else { continue }
                        out.insert(t.name)
                    }
                }
            }
            return out
        }

        /// The line of the first token naming the class between tokens `a` and `b`.
        /// The line of a `return self` between tokens `a` and `b`: the class is its own
        /// transitioning (or navigation) delegate and vends itself.
        func returnsSelf(_ scan: SwiftDeclarations, from a: Int, to b: Int) -> Int? {
            guard a <= b, b < scan.tokens.count else { return nil }
            let sig = (a...b).filter { ![.space, .newline, .comment].contains(scan.tokens[$0].kind) }
            for (k, i) in sig.enumerated() where scan.text(i) == "return" && k + 1 < sig.count {
                if scan.text(sig[k + 1]) == "self" { return scan.tokens[i].line }
            }
            return nil
        }

        func mention(_ scan: SwiftDeclarations, from a: Int, to b: Int) -> Int? {
            guard a <= b, b < scan.tokens.count else { return nil }
            for i in a...b where scan.tokens[i].kind == .identifier && scan.text(i) == className {
                return scan.tokens[i].line
            }
            return nil
        }

        /// A presenting/dismissing flag of the class (a `Bool` named for presenting or
        /// dismissing, or an enum of the files whose cases say so, as an initializer parameter
        /// or a stored property) and the side `construction` (or the property's initial value)
        /// makes: nil when there is none or its value cannot be read.
        func sideFlag(construction: String) -> (presenting: Bool, what: String)? {
            // A flag the app sets before each transition: port's export sets it (PortScenario+SideFlag).
            let settable = settableFlag()
            for (scan, t) in bodies {
                let parameters = t.members.filter { $0.keyword == "init" }.flatMap(\.parameters)
                for p in parameters where isFlag(p.name, p.type) {
                    if let v = argument(p.label, in: construction), let side = side(p.name, v) {
                        return (side, "\(p.name) argument (\(p.label): \(v) in \(construction))")
                    }
                }
                // An unlabelled flag (`convenience init(_ isDismiss: Bool)`, zhgchgli, held-out
                // 41): the argument at its place, in a construction of that initializer.
                for i in t.members where i.keyword == "init" {
                    let args = Self.arguments(of: construction)
                    guard args.count == i.parameters.count else { continue }
                    for (p, a) in zip(i.parameters, args) where p.label == "_" && isFlag(p.name, p.type) {
                        if !a.contains(":"), let side = side(p.name, a) {
                            return (side, "\(p.name) argument (\(a) in \(construction))")
                        }
                    }
                }
                let typed = Dictionary(
                    scan.storedProperties(of: t).map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
                for m in t.members where (m.keyword == "var" || m.keyword == "let") && !m.modifiers.contains("static") {
                    let v = initialValue(scan, t, m.name)
                    // Untyped: a flag by its name and a Bool or case value (`var presenting = true`),
                    // or a case of the files' side enum (`var transitionMode = TransitionMode.present`).
                    let inferred = inferredType(v)
                    let flag =
                        typed[m.name].map { isFlag(m.name, $0) }
                        ?? (v == "true" || v == "false"
                            ? PortScenario.namesASide(m.name)
                            : (m.name.lowercased().contains("present") || m.name.lowercased().contains("dismiss"))
                                && v != nil || (!inferred.isEmpty && isFlag(m.name, inferred)))
                    guard flag, !isPrivateState(m, scan, t) else { continue }
                    if let a = argument(m.name, in: construction), let s = side(m.name, a) {
                        return (s, "\(m.name) argument (\(m.name): \(a) in \(construction))")
                    }
                    if let f = settable, f.property == m.name {
                        return (
                            true,
                            "\(m.name) property (initially \(f.initial), a flag the app sets before each transition: port set it to \(f.presenting))"
                        )
                    }
                    if let v, let s = side(m.name, v) { return (s, "\(m.name) property (initially \(v))") }
                }
            }
            return nil
        }

        /// A private flag the class sets itself in its own methods (`isDismissing = true` in
        /// `startInteractiveTransition`, back to false when it completes) is the state of a
        /// transition under way, not the side the app asks for: only one it sets where UIKit
        /// asks it for an animator (`animationController(forPresented:…)`, the class being its
        /// own transitioning delegate) or in an initializer says a side.
        func isPrivateState(
            _ m: SwiftDeclarations.Member, _ scan: SwiftDeclarations, _ t: SwiftDeclarations.TypeDeclaration
        ) -> Bool {
            guard m.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) else { return false }
            let methods = t.members.filter { $0.keyword == "func" && $0.name != "animationController" }
            return PortAppSetProperties.assignments(of: m.name, in: scan, t).contains { k in
                methods.contains { $0.firstToken <= k && k <= $0.lastToken }
            }
        }

        /// Whether a parameter or property named `name` of `type` says which side is animated.
        func isFlag(_ name: String, _ type: String) -> Bool {
            let t = type.filter { $0 != " " }
            if t == "Bool" { return PortScenario.namesASide(name) }
            return enumCases(t).contains { $0.contains("present") } && enumCases(t).contains { $0.contains("dismiss") }
        }

        /// The lowercased case names of enum `type` of the files.
        func enumCases(_ type: String) -> [String] {
            let last = type.split(separator: ".").last.map(String.init) ?? type
            for (_, scan) in files {
                if let e = scan.types.first(where: { $0.keyword == "enum" && $0.name == last }) {
                    return scan.cases(of: e).map { $0.name.lowercased() }
                }
            }
            return []
        }

        /// `true`, `false` or `.dismissal` for `label` in a construction `Type(label: value, …)`.
        /// The top-level arguments of `construction` (`Anim(false, duration: 0.3)`), trimmed.
        static func arguments(of construction: String) -> [String] {
            guard let open = construction.firstIndex(of: "("), construction.hasSuffix(")") else { return [] }
            let inside = construction[
                construction.index(after: open)..<construction.index(before: construction.endIndex)]
            return PlaceholderArguments.topLevelParts(inside).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }

        func argument(_ label: String, in construction: String) -> String? {
            guard label != "_", let r = construction.range(of: label + ":") else { return nil }
            let before =
                r.lowerBound == construction.startIndex ? "(" : construction[construction.index(before: r.lowerBound)]
            guard before == "(" || before == " " || before == "," else { return nil }
            let value = construction[r.upperBound...].drop { $0 == " " }.prefix {
                $0.isLetter || $0 == "." || $0.isNumber
            }
            return value.isEmpty ? nil : String(value)
        }

        /// The side a flag's value makes: true presenting, false dismissing, nil unknown.
        func side(_ name: String, _ value: String) -> Bool? {
            let v = value.split(separator: ".").last.map { $0.lowercased() } ?? value.lowercased()
            if v == "true" || v == "false" { return name.lowercased().contains("dismiss") ? v == "false" : v == "true" }
            if v.contains("dismiss") { return false }
            if v.contains("present") { return true }
            return nil
        }

        /// The initial value of stored property `name` of `t` (`true` of `var presenting = true`).
        func initialValue(_ scan: SwiftDeclarations, _ t: SwiftDeclarations.TypeDeclaration, _ name: String) -> String?
        {
            guard let m = t.members.first(where: { ($0.keyword == "var" || $0.keyword == "let") && $0.name == name })
            else { return nil }
            var i = m.lastToken + 1
            var seenEquals = false
            while i < scan.tokens.count, i < t.close {
                let k = scan.tokens[i].kind
                if k == .space || k == .comment {
                    i += 1
                    continue
                }
                let w = scan.text(i)
                if !seenEquals {
                    guard w == "=" else { return nil }
                    seenEquals = true
                    i += 1
                    continue
                }
                if w == "." { return i + 1 < scan.tokens.count ? "." + scan.text(i + 1) : w }
                // `TransitionMode.present`: the type's name and the case.
                if i + 2 < scan.tokens.count, scan.text(i + 1) == ".", scan.tokens[i + 2].kind == .identifier,
                    w.first?.isUppercase == true
                {
                    return w + "." + scan.text(i + 2)
                }
                return w
            }
            return nil
        }

        /// The type of an untyped stored property from its initial value: `Bool` for `true` or
        /// `false`, the enum of the files `Mode.present` names; "" otherwise.
        func inferredType(_ initial: String?) -> String {
            guard let v = initial else { return "" }
            if v == "true" || v == "false" { return "Bool" }
            let parts = v.split(separator: ".")
            guard parts.count == 2, let type = parts.first.map(String.init), !enumCases(type).isEmpty else { return "" }
            return type
        }

        /// What in the class reads the side from the modal presentation at run time
        /// (`isBeingDismissed`, `presentingViewController ==`, `isPresenting(transitionContext:)`), or nil.
        func modalSideRead() -> String? {
            for (scan, t) in bodies {
                var sig: [Int] = []
                for i in t.open..<min(t.close, scan.tokens.count)
                where ![.space, .newline, .comment].contains(scan.tokens[i].kind) {
                    sig.append(i)
                }
                for (k, i) in sig.enumerated() where scan.tokens[i].kind == .identifier {
                    let w = scan.text(i)
                    // Punctuation comes one character a token: `==` is `=`, `=`.
                    func at(_ o: Int) -> String { k + o >= 0 && k + o < sig.count ? scan.text(sig[k + o]) : "" }
                    let line = scan.tokens[i].line
                    if w == "isBeingDismissed" || w == "isBeingPresented" { return "reads \(w) at line \(line)" }
                    // Compared on its line (`to?.presentingViewController == from`, `a === b.presentingViewController`).
                    let compared = (0..<max(0, sig.count - 1)).contains { j in
                        scan.tokens[sig[j]].line == line && scan.tokens[sig[j + 1]].line == line
                            && ["=", "!"].contains(scan.text(sig[j])) && scan.text(sig[j + 1]) == "="
                    }
                    if w == "presentingViewController", compared {
                        return "compares presentingViewController at line \(line)"
                    }
                    let next = at(1), after = at(2)
                    if ["isPresenting", "isDismissing"].contains(w), next == "(", after == "transitionContext" {
                        return "calls \(w)(transitionContext:) at line \(line)"
                    }
                }
            }
            return nil
        }
    }
}
