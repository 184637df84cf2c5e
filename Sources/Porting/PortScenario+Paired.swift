import Foundation

extension PortScenario {
    /// `picked` for a dismissal whose files pair it with a presenting animator
    /// (``Evidence/pairedPresenter()``): validated after that presentation (`--after`), so it
    /// finds what the presentation left in the container; nil when the files pair none.
    ///
    /// A dismissal port picked as one keeps its scenario. One port would validate in
    /// custom-container (no side in the files, or "Navigation" in its name) becomes a modal
    /// dismissal by the pairing itself — a push and a pop are no presentation and dismissal —
    /// in modal-dismiss-full-screen when the presenter reads the presenting view
    /// (`view(forKey: .from)`, handed out only when the presentation takes it out of the
    /// window) unless it leaves that view dimmed or scaled (``Evidence/presenterLeftReceded()``:
    /// a card, which keeps it on screen), else modal-dismiss. A class the files name as
    /// presenting is never moved.
    static func paired(_ picked: PortScenario, _ evidence: Evidence) -> PortScenario? {
        guard let pair = evidence.pairedPresenter() else { return nil }
        let dismissal = picked.scenarios == [modalDismiss] || picked.scenarios == [modalDismissFullScreen]
        let container =
            picked.scenarios == [customContainer] && !picked.reason.contains("the presenting side")
            && !picked.reason.contains("animationControllerFor")
        guard dismissal || container else { return nil }
        var out = picked
        out.after = pair.presenter
        let why = "the files pair it with the presenting \(pair.presenter) (\(pair.why))"
        let presenter = PortScenario.Evidence(
            files: evidence.files, className: pair.presenter, qualifiedName: pair.presenter)
        // The presenting view, not its controller (photo-viewer, held-out 42).
        let readsFrom = presenter.keyRead("from", viewsOnly: true)
        // A presentation that reads the presenting view was written for a full-screen one,
        // unless the files show a presentation that keeps it (.custom, over-full-screen).
        // A presenter that leaves the presenting view dimmed or scaled (a card) keeps it on screen.
        let keeps = evidence.keepsPresentingView() ?? presenter.presenterLeftReceded()
        if dismissal, picked.scenarios == [modalDismiss], keeps == nil, let from = readsFrom {
            out.scenarios = [modalDismissFullScreen]
            out.reason =
                "\(picked.reason); \(why), whose presentation reads the presenting view (\(from)), handed out only by a full-screen presentation: a full-screen dismissal, validated after that presentation (--after)"
            return out
        }
        if dismissal {
            out.reason += "; \(why): validated after its presentation (--after)"
            return out
        }
        if presenter.presenterLeftReceded() == nil, let from = readsFrom {
            out.scenarios = [modalDismissFullScreen]
            out.reason =
                "\(why), whose presentation reads the presenting view (\(from)), handed out only by a full-screen presentation: a full-screen dismissal, validated after that presentation (--after)"
        } else {
            out.scenarios = [modalDismiss]
            out.reason = "\(why): a custom modal dismissal, validated after that presentation (--after)"
        }
        out.fromEvidence = true
        return out
    }
}

extension PortScenario.Evidence {
    /// The presenting animator of the files this class dismisses for, and why, or nil: another
    /// class of the files with an `animateTransition` that a transitioning delegate of the
    /// files returns from `animationController(forPresented:…)` while the same delegate returns
    /// this one from `(forDismissed:)`; or whose body uses the tag this class looks a view up by
    /// (`viewWithTag(MenuHelper.snapshotTag)`: the snapshot the presentation left) without
    /// looking a view up by it itself; or whose
    /// name is this one's with the dismissing word swapped for the presenting one
    /// (`DismissMenuAnimator` and `PresentMenuAnimator`, `…Dismisser` and `…Presenter`,
    /// `…Dismission…` and `…Presentation…`, `Hide…` and `Show…`); or that is the files' only
    /// other animator and is named for presenting (`PresentAnimator` beside `CardDismissAnimator`)
    /// while this one never adds the to view.
    func pairedPresenter() -> (presenter: String, why: String)? {
        let mine = delegateReturns()
        let candidates = otherAnimatingClasses()
        for other in candidates {
            let c = other.className
            if let d = mine.dismissed, mine.presented == nil, let p = other.delegateReturns().presented,
                !returningDelegates(dismissed: true).isDisjoint(with: other.returningDelegates(dismissed: false))
            {
                return (
                    c,
                    "a transitioning delegate returns it from animationController(forPresented:) at \(p) and this one from (forDismissed:) at \(d)"
                )
            }
        }
        for other in candidates {
            let c = other.className
            // The other class must use the tag without looking a view up by it (it tags the
            // view it leaves): two that both look a view up by one tag (an image view the
            // app's storyboard tagged in a cell, read by a push and by its pop) pair nothing.
            let itsLookUps = other.tagsLookedUp().map(\.words)
            for tag in tagsLookedUp() where other.mentions(tag.words) && !itsLookUps.contains(tag.words) {
                return (c, "it uses the tag \(tag.words.joined()) this one looks a view up by at line \(tag.line)")
            }
        }
        let swapped = PortScenario.presentingName(className)
        if let swapped, let c = candidates.first(where: { $0.className == swapped }) {
            return (c.className, "its name is this one's with the presenting word")
        }
        // `CardDismissAnimator` beside `PresentAnimator`: the files' only other animator, named
        // for presenting, is this dismissal's presentation whatever else its name says — unless
        // this one puts the to view in the container itself, as a push or pop does (JCGuidi's
        // `CircularTransitionToMain`, held-out 41, a navigation transition of its coordinator):
        // weak evidence that leaves the class where the rest put it.
        if candidates.count == 1, let c = candidates.first, toViewAdds().isEmpty,
            PortScenario.words(c.className).contains(where: {
                ["present", "presenting", "presentation", "presenter"].contains($0)
            }),
            !PortScenario.words(c.className).contains(where: { $0.hasPrefix("dismiss") })
        {
            return (c.className, "it is the files' only other animator, and its name says it presents")
        }
        return nil
    }

    /// True when the class (or its extensions and superclasses in the files) declares
    /// `animateTransition`.
    var animates: Bool { bodies.contains { $0.type.members.contains { $0.name == "animateTransition" } } }

    /// The evidence of every other class of the files that animates (``animates``): the
    /// candidates a presentation and its dismissal pair with.
    func otherAnimatingClasses() -> [PortScenario.Evidence] {
        files.flatMap { f in
            f.scan.types.filter { t in t.keyword == "class" && t.name != className && t.name != qualifiedName }
        }.map { PortScenario.Evidence(files: files, className: $0.name, qualifiedName: $0.name) }.filter(\.animates)
    }

    /// The arguments of the class's `viewWithTag(…)` calls (their significant words) and lines.
    func tagsLookedUp() -> [(words: [String], line: Int)] {
        var out: [(words: [String], line: Int)] = []
        for (scan, t) in bodies {
            let sig = significant(scan, from: t.open, to: t.close)
            for (k, i) in sig.enumerated() where scan.text(i) == "viewWithTag" && k + 1 < sig.count {
                guard scan.text(sig[k + 1]) == "(" else { continue }
                let words = firstArgument(scan, sig, from: k + 2).map { scan.text($0) }
                if !words.isEmpty { out.append((words, scan.tokens[i].line)) }
            }
        }
        return out
    }

    /// A view the class tags and puts in the container without ever taking it out (`snapshot.tag
    /// = snapshotNumber` then `containerView.insertSubview(snapshot, aboveSubview: …)`), for the
    /// report (`snapshot, tagged at line 43`), or nil: a view kept for a later transition to
    /// find by its tag (the dismissal of a side menu slides the snapshot back), which only a
    /// container that outlives the transition — a modal presentation's — keeps.
    func taggedViewLeftInContainer() -> String? {
        for (scan, t) in bodies {
            let sig = significant(scan, from: t.open, to: t.close)
            let texts = sig.map { scan.text($0) }
            for k in texts.indices
            where k + 3 < texts.count && texts[k + 1] == "." && texts[k + 2] == "tag"
                && texts[k + 3] == "="
            {
                let v = texts[k]
                guard v.first?.isLowercase == true, v != "self" else { continue }
                let added = texts.indices.contains { j in
                    j + 2 < texts.count && ["addSubview", "insertSubview"].contains(texts[j]) && texts[j + 1] == "("
                        && texts[j + 2] == v && j >= 2 && texts[j - 2].lowercased().contains("container")
                }
                let removed = texts.indices.contains { j in
                    j + 2 < texts.count && texts[j] == v && texts[j + 1] == "." && texts[j + 2] == "removeFromSuperview"
                }
                if added && !removed { return "\(v), tagged at line \(scan.tokens[sig[k]].line)" }
            }
        }
        return nil
    }

    /// Whether the class's bodies hold the token sequence `words`.
    func mentions(_ words: [String]) -> Bool {
        bodies.contains { scan, t in
            let texts = significant(scan, from: t.open, to: t.close).map { scan.text($0) }
            guard texts.count >= words.count, !words.isEmpty else { return false }
            return (0...(texts.count - words.count)).contains { Array(texts[$0..<($0 + words.count)]) == words }
        }
    }
}

extension PortScenario {
    /// `name` with its one dismissing word (Dismiss, Dismisser, Dismissal, Dismission,
    /// Dismissing, Hide) swapped for the presenting one, or nil when it has none.
    static func presentingName(_ name: String) -> String? {
        let swaps = [
            ("Dismission", "Presentation"), ("Dismissal", "Presentation"), ("Dismisser", "Presenter"),
            ("Dismissing", "Presenting"), ("Dismissed", "Presented"), ("Dismiss", "Present"), ("Hiding", "Showing"),
            ("Hide", "Show")
        ]
        for (d, p) in swaps where name.contains(d) {
            return name.replacingOccurrences(of: d, with: p)
        }
        return nil
    }
}
