import Foundation

extension PortScenario {
    /// The validator's custom modal presentation scenario.
    public static let modalPresent = "modal-present"
    /// modal-present where the app's presentation controller puts the presented view in the
    /// container before the animator runs.
    public static let modalPresentInContainer = "modal-present-in-container"

    /// The scenario of an animator that animates the presenting side (`side` says why: its
    /// flag, the delegate method that returns it, its name). A presentation is validated as
    /// the custom modal presentation it is written for when the files show one
    /// (``Evidence/customPresentation()``, or ``Evidence/overPresentationOfClass()``:
    /// `.overFullScreen` or `.overCurrentContext`, which keep the presenting view in the window
    /// and send it no appearance callbacks too; or ``Evidence/presenterLeftReceded()``: it
    /// leaves the presenting view dimmed or scaled, as a card does, which shows only there)
    /// or when it sizes the presented view to part of the container
    /// (``partialPresentation(_:side:at:)``): modal-present, or modal-present-in-container when
    /// the files' presentation controller puts the presented view in the container
    /// (``Evidence/presentationControllerPlacesPresentedView()``), or when the animator adds no
    /// view at all (``Evidence/addsSubviews()``: its app's presentation controller must). Without
    /// that evidence it may
    /// be a full-screen presentation or a push, where UIKit hands out both views and calls both
    /// controllers' appearance methods itself, as custom-container does.
    static func presenting(_ evidence: Evidence, side: String) -> PortScenario {
        let stated = evidence.customPresentation() ?? evidence.overPresentationOfClass()
        // A presenting view left scaled is a card over its presenter — unless the class
        // force-unwraps `view(forKey: .from)`, which only a full-screen presentation hands out
        // (SoundPlayer's vertical player, held-out 45): it was written for that one.
        if stated == nil, let receded = evidence.presenterLeftReceded(), let forced = evidence.forcedViewKey("from") {
            return PortScenario(
                scenarios: [modalPresentFullScreen],
                reason:
                    "\(side); \(receded) — but it force-unwraps the presenting view (\(forced)), which only a full-screen presentation hands out, and the files show no .custom presentation: a full-screen presentation",
                fromEvidence: true)
        }
        guard let custom = stated ?? evidence.presenterLeftReceded() else {
            if let at = evidence.partialFrame() { return partialPresentation(evidence, side: side, at: at) }
            return PortScenario(
                scenarios: [customContainer], reason: "\(side), which adds the to view as custom-container asks",
                fromEvidence: true)
        }
        if let placed = evidence.presentationControllerPlacesPresentedView() {
            return PortScenario(
                scenarios: [modalPresentInContainer],
                reason:
                    "\(side) of a custom modal presentation (\(custom)), and \(placed): the presented view is in the container before the animator runs",
                fromEvidence: true)
        }
        if !evidence.addsSubviews() {
            return PortScenario(
                scenarios: [modalPresentInContainer],
                reason:
                    "\(side) of a custom modal presentation (\(custom)), and it adds no view anywhere (no addSubview or insertSubview): in its app a presentation controller must put the presented view in the container — if none does, that is a bug (give --scenario modal-present)",
                fromEvidence: true)
        }
        return PortScenario(
            scenarios: [modalPresent],
            reason:
                "\(side) of a custom modal presentation (\(custom)): the animator adds the presented view, the presenting view stays where it is",
            fromEvidence: true)
    }
}

extension PortScenario.Evidence {
    /// `modalPresentationStyle` and `.overFullScreen` or `.overCurrentContext` on one line of a
    /// file that names the class (its own, or the app's file that presents with it), for the
    /// report, or nil. A file of the same repository that never names the class may be
    /// another app's (a repository of samples), so it says nothing about this one.
    func overPresentationOfClass() -> String? { overPresentation(inFilesNamingTheClass: true) }

    /// `modalPresentationStyle` and `.overFullScreen` or `.overCurrentContext` on one line of
    /// the files (only those that name the class when `inFilesNamingTheClass`), for the
    /// report, or nil.
    func overPresentation(inFilesNamingTheClass: Bool) -> String? {
        for (path, scan) in files {
            let sig = significant(scan, from: 0, to: scan.tokens.count)
            if inFilesNamingTheClass,
                !sig.contains(where: { scan.tokens[$0].kind == .identifier && scan.text($0) == className })
            {
                continue
            }
            for (k, i) in sig.enumerated() where scan.text(i) == "modalPresentationStyle" {
                let line = scan.tokens[i].line
                let over = sig[(k + 1)...].prefix { scan.tokens[$0].line == line }.first {
                    ["overFullScreen", "overCurrentContext"].contains(scan.text($0)) && scan.text($0 - 1) == "."
                }
                if let over {
                    return
                        "modalPresentationStyle and .\(scan.text(over)) at \((path as NSString).lastPathComponent):\(line)"
                }
            }
        }
        return nil
    }

    /// The significant tokens (no spaces, line breaks or comments) between `a` and `b` of `scan`.
    func significant(_ scan: SwiftDeclarations, from a: Int, to b: Int) -> [Int] {
        guard a < b else { return [] }
        return (a..<min(b, scan.tokens.count)).filter { ![.space, .newline, .comment].contains(scan.tokens[$0].kind) }
    }

    /// What in the files says the class animates a `.custom` modal presentation, for the
    /// report, or nil: a call of `beginAppearanceTransition`/`endAppearanceTransition` in the
    /// class (in a `.custom` presentation UIKit leaves the presenting controller's appearance
    /// to the animator; in every other transition it calls them itself), `modalPresentationStyle`
    /// and `.custom` on one line of the files, or a `UIPresentationController` subclass in the
    /// files (UIKit asks a transitioning delegate for one only for `.custom`).
    func customPresentation() -> String? {
        for (scan, t) in bodies {
            for i in significant(scan, from: t.open, to: t.close) where scan.tokens[i].kind == .identifier {
                let w = scan.text(i)
                guard w == "beginAppearanceTransition" || w == "endAppearanceTransition" else { continue }
                return "it calls \(w) at line \(scan.tokens[i].line), which UIKit leaves to the animator only there"
            }
        }
        for (path, scan) in files {
            let name = (path as NSString).lastPathComponent
            let sig = significant(scan, from: 0, to: scan.tokens.count)
            for (k, i) in sig.enumerated() where scan.text(i) == "modalPresentationStyle" {
                let line = scan.tokens[i].line
                let custom = sig[(k + 1)...].prefix { scan.tokens[$0].line == line }.contains {
                    scan.text($0) == "custom" && $0 > 0 && scan.text($0 - 1) == "."
                }
                if custom { return "modalPresentationStyle and .custom at \(name):\(line)" }
            }
        }
        // A delegate that makes the class and vends no presentation controller presents it
        // without the files' UIPresentationController (which serves another animator).
        guard !vendedWithoutPresentationController() else { return nil }
        for (path, scan) in files {
            // One that answers `shouldRemovePresentersView` true takes the presenting view out
            // of the window as a full-screen presentation does: no evidence of a kept one.
            for t in scan.types
            where t.keyword == "class" && t.inherits.contains("UIPresentationController")
                && !removesPresentersView(t, scan)
            {
                return
                    "the files declare \(t.name), a UIPresentationController (\((path as NSString).lastPathComponent):\(t.line))"
            }
        }
        return nil
    }

    /// Whether presentation controller `t` overrides `shouldRemovePresentersView` to answer
    /// `true` (`override var shouldRemovePresentersView: Bool { return true }`): UIKit then
    /// takes the presenting view out of the window and hands out both views, as in a
    /// full-screen presentation.
    func removesPresentersView(_ t: SwiftDeclarations.TypeDeclaration, _ scan: SwiftDeclarations) -> Bool {
        t.members.contains { m in
            guard m.keyword == "var", m.name == "shouldRemovePresentersView" else { return false }
            let words = significant(scan, from: m.firstToken, to: m.lastToken + 1).map { scan.text($0) }
            return words.contains("true") && !words.contains("false")
        }
    }

    /// Whether a transitioning delegate of the files returns the class from
    /// `animationController(forPresented:…)` and presentation controller `controller` from
    /// `presentationController(forPresented:…)`.
    func presentsWith(_ controller: String) -> Bool {
        files.contains { _, scan in
            scan.types.contains { t in
                func returns(_ method: String, _ name: String) -> Bool {
                    t.members.contains { m in
                        m.keyword == "func" && m.name == method && m.labels.first == "forPresented"
                            && significant(scan, from: m.firstToken, to: m.lastToken + 1).contains {
                                scan.tokens[$0].kind == .identifier && scan.text($0) == name
                            }
                    }
                }
                return returns("animationController", className) && returns("presentationController", controller)
            }
        }
    }

    /// Whether the class (its declaration, extensions and superclasses in the files) calls
    /// `addSubview` or an `insertSubview` anywhere. A custom presentation's animator that adds
    /// nothing relies on a presentation controller for the presented view: on iOS it would
    /// otherwise show a blank screen from its first run, which a published animator does not.
    func addsSubviews() -> Bool {
        bodies.contains { scan, t in
            significant(scan, from: t.open, to: t.close).contains {
                let w = scan.text($0)
                return w == "addSubview" || w.hasPrefix("insertSubview")
            }
        }
    }

    /// Where a `UIPresentationController` subclass of the files adds the presented view to
    /// the container (`addSubview(presentedView)`, `addSubview(presentedViewController.view)`,
    /// `self.` or not), for the report, or nil. Only a presentation controller that presents
    /// with this class: a transitioning delegate of the files returns both, the class from
    /// `animationController(forPresented:…)` and the controller from
    /// `presentationController(forPresented:…)`.
    func presentationControllerPlacesPresentedView() -> String? {
        for (path, scan) in files {
            for t in scan.types
            where t.keyword == "class" && t.inherits.contains("UIPresentationController") && presentsWith(t.name) {
                let sig = significant(scan, from: t.open, to: t.close)
                for (k, i) in sig.enumerated() where scan.text(i) == "addSubview" {
                    // `?` and `!` of optional chains say nothing here.
                    var rest = sig[(k + 1)...].prefix(8).map { scan.text($0) }.filter { $0 != "?" && $0 != "!" }
                    guard rest.first == "(" else { continue }
                    rest.removeFirst()
                    if rest.starts(with: ["self", "."]) { rest.removeFirst(2) }
                    let what =
                        rest.first == "presentedView"
                        ? "presentedView"
                        : rest.starts(with: ["presentedViewController", ".", "view"])
                            ? "presentedViewController.view" : nil
                    guard let what else { continue }
                    let place = "\((path as NSString).lastPathComponent):\(scan.tokens[i].line)"
                    return "its presentation controller \(t.name) adds \(what) to the container at \(place)"
                }
            }
        }
        return nil
    }
}

extension PortScenario.Evidence {
    /// True when a transitioning delegate of the files names the class (makes it, holds it)
    /// and, over its declaration and extensions, vends animators but no presentation
    /// controller (`presentationController(forPresented:presenting:source:)`): UIKit then
    /// presents with the style the presented controller has, not through a
    /// UIPresentationController the files declare for another delegate's animator (VeXplore,
    /// held-out 41: a swipe-dismiss controller's own delegate beside a modal presenter's).
    func vendedWithoutPresentationController() -> Bool {
        var names: [String] = []
        var mentions: Set<String> = [], vends: Set<String> = [], presents: Set<String> = []
        for (_, scan) in files {
            for t in scan.types where t.name != className && t.name != qualifiedName {
                if !names.contains(t.name) { names.append(t.name) }
                if mention(scan, from: t.open, to: t.close) != nil { mentions.insert(t.name) }
                for m in t.members where m.keyword == "func" {
                    if m.name == "animationController" { vends.insert(t.name) }
                    if m.name == "presentationController", m.labels.first == "forPresented" { presents.insert(t.name) }
                }
            }
        }
        return names.contains { mentions.contains($0) && vends.contains($0) && !presents.contains($0) }
    }
}

extension PortScenario {
    /// A class the files' delegate vends for both sides of a `.custom` presentation
    /// (`animationController(forPresented:…)` and `(forDismissed:)` both return it — usually
    /// itself, a class that is its own transitioning delegate, as SlideOutMenuTransition and
    /// FAInteractivePopover are) with no side flag: it reads its side from the context at run
    /// time, so it is validated presenting (the presentation ``presenting(_:side:)`` picks) and
    /// dismissing. Nil without evidence of a `.custom` presentation (the default then applies).
    static func bothModalSides(_ evidence: Evidence, _ presented: String, _ dismissed: String) -> PortScenario? {
        guard let custom = evidence.customPresentation() else { return nil }
        let side =
            "returned from animationController(forPresented:) at \(presented) and (forDismissed:) at \(dismissed), so it reads its side at run time; presenting"
        let present = presenting(evidence, side: side)
        guard present.scenarios.allSatisfy({ $0 != customContainer }) else { return nil }
        return PortScenario(
            scenarios: present.scenarios + [modalDismiss],
            reason: present.reason + "; and dismissing that custom presentation (\(custom))", fromEvidence: true)
    }
}
