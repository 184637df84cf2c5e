import Foundation

extension PortScenario {
    /// modal-present for `picked`, a presenting animator (or one with no side in the files) port
    /// would validate in custom-container for want of evidence, when the files pair a dismissal with it that port
    /// validates as a custom one (``Evidence/pairedCustomDismissal()``): one presentation style
    /// covers both halves of a modal transition, so a presentation whose dismissal never puts
    /// the presenting view back (it stayed in the window: `.custom`, `.overFullScreen`,
    /// `.overCurrentContext`) was presented that way. Such sheets end wherever the animator
    /// puts them (40 points below the top), which custom-container would call a fault. Else nil.
    static func customPresentationOfPair(_ picked: PortScenario, _ evidence: Evidence) -> PortScenario? {
        // No evidence at all (custom-container by default) counts too: the pairing is the
        // evidence (Timmee's `FadeInBackgroundModalTransition`, whose dismissal finds the
        // background view it leaves by its tag, held-out 45).
        let defaulted = !picked.fromEvidence && picked.scenarios == [customContainer]
        guard
            defaulted
                || picked.fromEvidence && picked.scenarios == [customContainer]
                    && picked.reason.hasSuffix(presentingInContainerWords),
            evidence.keepsPresentingView() == nil,
            let dismissal = evidence.pairedCustomDismissal()
        else { return nil }
        let side =
            defaulted
            ? "no side in the files but the dismissal paired with it: the presenting side"
            : picked.reason.dropLast(presentingInContainerWords.count + 2)
        return PortScenario(
            scenarios: [evidence.addsSubviews() ? modalPresent : modalPresentInContainer],
            reason:
                "\(side); the files pair it with the dismissing \(dismissal.name) (\(dismissal.why)), a custom dismissal — it never puts the presenting view back, which stayed in the window — and one presentation style covers both halves: a custom modal presentation, where the presenting view stays where it is",
            fromEvidence: true)
    }

    /// modal-present-full-screen and modal-dismiss-full-screen for `picked`, an animator of
    /// both sides that reads its side at run time (``Evidence/modalSideRead()``: one made on a
    /// side by a flag is validated on that side) and that port would validate in
    /// modal-dismiss, when it force-unwraps both
    /// `view(forKey: .from)` and `view(forKey: .to)` (``Evidence/forcedViewKey(_:)``) and the
    /// files that name it show no presentation that keeps the presenting view (a sample app's
    /// other demo may present `.custom`:
    /// ``Evidence/keepsPresentingViewInFilesNamingTheClass()``): only a full-screen
    /// presentation hands out both views in both directions (a custom one gives nil for the
    /// presenting side, and the unwrap would trap on iOS too), so that is what it was written
    /// for. Else nil.
    static func fullScreenForForcedViews(_ picked: PortScenario, _ evidence: Evidence) -> PortScenario? {
        guard evidence.modalSideRead() != nil, picked.scenarios == [modalDismiss],
            evidence.keepsPresentingViewInFilesNamingTheClass() == nil,
            let from = evidence.forcedViewKey("from"), let to = evidence.forcedViewKey("to")
        else { return nil }
        return PortScenario(
            scenarios: [modalPresentFullScreen, modalDismissFullScreen],
            reason:
                "\(picked.reason); it force-unwraps both views (\(from), \(to)), which only a full-screen presentation hands out in both directions, and the files show no .custom presentation: validated as a full-screen presentation and dismissal",
            fromEvidence: true)
    }
}

extension PortScenario.Evidence {
    /// Another animating class of the files whose paired presenter (``pairedPresenter()``) is
    /// this class and that port validates as a custom dismissal: it never puts the to view in
    /// the container (``toViewAdds()``), and this class does not read the presenting side
    /// (which would make the pair a full-screen one, ``pairedFullScreenDismissal()``); with
    /// why they pair, for the report. nil: none.
    func pairedCustomDismissal() -> (name: String, why: String)? {
        guard keyRead("from") == nil, presenterLeftReceded() == nil else { return nil }
        for other in otherAnimatingClasses() {
            guard let pair = other.pairedPresenter(), pair.presenter == className,
                other.toViewAdds().isEmpty, other.forcedViewKey("to") == nil
            else { continue }
            return (other.className, pair.why)
        }
        return nil
    }

    /// ``keepsPresentingView()`` read only in the files that name the class (its own, the
    /// app's file that presents with it) and in the class itself: a repository of samples
    /// holds other demos' `.custom` presentations and presentation controllers.
    func keepsPresentingViewInFilesNamingTheClass() -> String? {
        let naming = files.filter { _, scan in
            scan.tokens.indices.contains { scan.tokens[$0].kind == .identifier && scan.text($0) == className }
        }
        return PortScenario.Evidence(files: naming, className: className, qualifiedName: qualifiedName)
            .keepsPresentingView()
    }

    /// Where the class force-unwraps `view(forKey: .SIDE)` (`view(forKey: .to)!`,
    /// `view(forKey: UITransitionContextViewKey.to)!`), for the report, or nil.
    /// The token ranges of `if … is UIViewControllerTransitionCoordinatorContext { … }` blocks
    /// in `texts` (imanoupetit, held-out 41): a transition context is never a coordinator
    /// context on iOS, so nothing read there says how the app presents.
    static func coordinatorContextBranches(_ texts: [String]) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for k in texts.indices.dropLast()
        where texts[k] == "is" && texts[k + 1] == "UIViewControllerTransitionCoordinatorContext" {
            guard let open = texts[(k + 2)...].firstIndex(of: "{") else { continue }
            var depth = 0
            for j in open..<texts.count {
                if texts[j] == "{" { depth += 1 }
                if texts[j] == "}" {
                    depth -= 1
                    if depth == 0 {
                        out.append(open...j)
                        break
                    }
                }
            }
        }
        return out
    }

    func forcedViewKey(_ side: String) -> String? {
        for (scan, t) in bodies {
            let sig = significant(scan, from: t.open, to: t.close)
            let texts = sig.map { scan.text($0) }
            let dead = Self.coordinatorContextBranches(texts)
            for k in texts.indices where texts[k] == "view" && k + 3 < texts.count && texts[k + 1] == "(" {
                guard texts[k + 2] == "forKey", texts[k + 3] == ":", !dead.contains(where: { $0.contains(k) }) else {
                    continue
                }
                var j = k + 4
                if j < texts.count, texts[j].hasPrefix("UITransitionContext") { j += 1 }
                guard j + 3 < texts.count, texts[j] == ".", texts[j + 1] == side, texts[j + 2] == ")",
                    texts[j + 3] == "!"
                else { continue }
                return "view(forKey: .\(side))! at line \(scan.tokens[sig[k]].line)"
            }
        }
        return nil
    }
}
