import Foundation

extension PortScenario {
    /// The validator's full-screen modal dismissal scenario.
    public static let modalDismissFullScreen = "modal-dismiss-full-screen"

    /// The scenario for class `c` made by `construction`, from `files` (path and scan): the
    /// side and presentation the evidence says (``chooseSide(for:construction:files:)``), with a
    /// dismissal made full-screen by ``fullScreen(_:_:twoSided:)`` and a presenting animator
    /// that adds no view moved to modal-present-in-container by ``placedPresentation(_:_:)``;
    /// a dismissal the files pair with a presenting animator gets it as its prelude
    /// (``paired(_:_:)``); a presentation paired with a custom dismissal is a custom one
    /// (``customPresentationOfPair(_:_:)``), and an animator of both sides that force-unwraps
    /// both views is validated full-screen both ways (``fullScreenForForcedViews(_:_:)``).
    public static func choose(
        for c: PortableClass, construction: String, files: [(path: String, scan: SwiftDeclarations)]
    ) -> PortScenario {
        let picked = chooseSide(for: c, construction: construction, files: files)
        let name = c.qualifiedName.split(separator: ".").last.map(String.init) ?? c.qualifiedName
        let evidence = Evidence(files: files, className: name, qualifiedName: c.qualifiedName)
        if let placed = placedPresentation(picked, evidence) { return placed }
        let flag = evidence.sideFlag(construction: construction)
        let modalSides = flag?.presenting == true && evidence.navigationCode() == nil
        if let full = fullScreenPresentation(picked, evidence, modalSides: modalSides) { return full }
        if let custom = customPresentationOfPair(picked, evidence) { return custom }
        guard picked.fromEvidence, picked.scenarios == [modalDismiss] else { return paired(picked, evidence) ?? picked }
        let twoSided = flag != nil || evidence.modalSideRead() != nil
        if let forced = fullScreenForForcedViews(picked, evidence) { return forced }
        let sided = fullScreen(picked, evidence, twoSided: twoSided) ?? picked
        return paired(sided, evidence) ?? sided
    }

    /// modal-dismiss-full-screen for dismissal `picked` when the animator adds the to view to
    /// the container and the files show no presentation that keeps the presenting view in the
    /// window (``Evidence/keepsPresentingView()``), else nil. In a `.custom` (or
    /// over-full-screen) dismissal `view(forKey: .to)` is nil and an animator has no to view to
    /// add; one that adds it was written for a presentation that took the presenting view out
    /// of the window — `.fullScreen`, the default before iOS 13 — where UIKit hands it out and
    /// the animator must put it back. A class that animates both sides (a flag, a run-time
    /// read: `twoSided`) adds the to view when presenting too, so it needs an add that puts
    /// the view below another (`insertSubview(_:belowSubview:)`, `at:`), as a dismissal does.
    static func fullScreen(_ picked: PortScenario, _ evidence: Evidence, twoSided: Bool) -> PortScenario? {
        guard evidence.keepsPresentingView() == nil,
            let add = evidence.toViewAdds().first(where: { !twoSided || $0.below })
        else { return nil }
        return PortScenario(
            scenarios: [modalDismissFullScreen],
            reason:
                "\(picked.reason); it puts the to view in the container (\(add.what) at line \(add.line)) and the files show no .custom presentation: a full-screen dismissal, where UIKit hands the presenting view out as view(forKey: .to) and the animator must add it",
            fromEvidence: true)
    }
}

extension PortScenario.Evidence {
    /// What in the files keeps the presenting view in the window during a dismissal, for the
    /// report, or nil: a `.custom` presentation (``customPresentation()``), or
    /// `modalPresentationStyle` and `.overFullScreen` or `.overCurrentContext` on one line.
    func keepsPresentingView() -> String? {
        customPresentation() ?? overPresentation(inFilesNamingTheClass: false)
    }

    /// The class's calls that put the to view in a view (`addSubview`, `insertSubview…`), in
    /// order: `what` for the report, its line, and whether it puts it below another view
    /// (`insertSubview(_:belowSubview:)` or `at:`). The to view is the argument when it is
    /// `view(forKey: .to)` or `viewController(forKey: .to)…view` itself, a name bound to one
    /// of those in the class (`guard let to = transitionContext.viewController(forKey: .to)`,
    /// then `to.view`), or a name that says so (`toView`, `toVC.view`).
    func toViewAdds() -> [(what: String, line: Int, below: Bool)] {
        var out: [(what: String, line: Int, below: Bool)] = []
        for (scan, t) in bodies {
            let sig = significant(scan, from: t.open, to: t.close)
            for (k, i) in sig.enumerated() {
                let call = scan.text(i)
                guard call == "addSubview" || call.hasPrefix("insertSubview"), k + 1 < sig.count,
                    scan.text(sig[k + 1]) == "("
                else { continue }
                let argument = firstArgument(scan, sig, from: k + 2)
                guard denotesToView(argument.map { scan.text($0) }, scan, sig) else { continue }
                let labels = sig[(k + 2)...].prefix(40).map { scan.text($0) }
                let below = call != "addSubview" && (labels.contains("belowSubview") || labels.contains("at"))
                let text = argument.map { scan.text($0) }.joined()
                out.append(("\(call)(\(text)\(call == "addSubview" ? ")" : ", …)")", scan.tokens[i].line, below))
            }
        }
        return out
    }

    /// The significant tokens of the argument starting at `sig[start]`, to its `,` or `)`.
    func firstArgument(_ scan: SwiftDeclarations, _ sig: [Int], from start: Int) -> [Int] {
        var depth = 0
        var out: [Int] = []
        for j in sig[min(start, sig.count)...] {
            let w = scan.text(j)
            if ["(", "[", "{"].contains(w) { depth += 1 }
            if [")", "]", "}"].contains(w) {
                if depth == 0 { break }
                depth -= 1
            }
            if w == ",", depth == 0 { break }
            out.append(j)
            if out.count > 24 { break }
        }
        return out
    }

    /// Whether argument `words` is the to view (see ``toViewAdds()``); `sig` is the class
    /// body's significant tokens, where a name's binding is looked for.
    func denotesToView(_ words: [String], _ scan: SwiftDeclarations, _ sig: [Int]) -> Bool {
        if names(toKey: words) { return !words.contains("snapshotView") }
        let chain = words.filter { $0 != "self" && $0 != "." && $0 != "!" && $0 != "?" }
        guard let first = chain.first, first.first?.isLetter == true else { return false }
        // `to`, `toView`; with `.view` after it, `toVC`, `toViewController`.
        let rest = chain.dropFirst()
        guard rest.isEmpty || Array(rest) == ["view"] else { return false }
        if first == "toView"
            || (first.hasPrefix("to") && first.dropFirst(2).first?.isUppercase == true && !rest.isEmpty)
        {
            return true
        }
        return binding(of: first, scan, sig).map { names(toKey: $0) && !$0.contains("snapshotView") } ?? false
    }

    /// Whether `words` ask the context for the to side: `forKey` and `.to`.
    func names(toKey words: [String]) -> Bool { names(key: "to", words) }

    /// Whether `words` ask the context for `side`: `forKey` and `.SIDE`.
    func names(key side: String, _ words: [String]) -> Bool {
        words.contains("forKey") && zip(words, words.dropFirst()).contains { $0 == "." && $1 == side }
    }

    /// The words of what name `name` is bound to in `sig` (`let NAME = …` or `var`, in a
    /// `guard`/`if` too), to its `,`, `else` or `{`, or nil.
    func binding(of name: String, _ scan: SwiftDeclarations, _ sig: [Int]) -> [String]? {
        for k in sig.indices.dropLast(2)
        where ["let", "var"].contains(scan.text(sig[k])) && scan.text(sig[k + 1]) == name
            && scan.text(sig[k + 2]) == "="
        {
            var words: [String] = []
            var depth = 0
            for j in sig[(k + 3)...].prefix(24) {
                let w = scan.text(j)
                if ["(", "["].contains(w) { depth += 1 }
                if [")", "]"].contains(w) { depth -= 1 }
                if depth == 0, [",", "else", "{", "let", "var", "guard", "if", "return"].contains(w) { break }
                words.append(w)
            }
            return words
        }
        return nil
    }
}
