import Foundation

extension PortScenario {
    /// modal-present for an animator of the presenting side (or of no side the files show)
    /// that sizes the presented view to part of the container itself
    /// (``Evidence/partialFrame()``, `at`): a side menu or a sheet. On iOS such a frame shows
    /// only in a presentation that keeps the presenting view on screen (`.custom`,
    /// `.overFullScreen`, `.overCurrentContext`: in a push or a full-screen presentation the
    /// rest of the screen would be empty once the from view goes), and UIKit leaves the
    /// presented view where the animator puts it there; modal-present is the validator's
    /// scenario for it, where a partial final frame is a warning, not a failure.
    static func partialPresentation(_ evidence: Evidence, side: String, at: String) -> PortScenario {
        // The files' presentation controller may put the view in the container itself.
        let inContainer = evidence.presentationControllerPlacesPresentedView() != nil
        return PortScenario(
            scenarios: [inContainer ? modalPresentInContainer : modalPresent],
            reason:
                "\(side); it sizes the presented view to part of the container (\(at)), as a side menu or sheet does: a frame that shows only in a presentation that keeps the presenting view on screen (.custom, .overFullScreen, .overCurrentContext), where UIKit leaves the presented view where the animator puts it",
            fromEvidence: true)
    }
}

extension PortScenario.Evidence {
    /// Where the class sets the frame of a controller's view, the to view or a view named for
    /// a menu, drawer or sheet to a size that is a fraction of another (`File.swift:LINE`), or
    /// nil: `CGRect(…, width: container.bounds.width * 0.75, …)`, a width or height from
    /// `preferredContentSize`, `containerView.frame.insetBy(dx: inset, dy: 0)` — on the line
    /// that assigns the frame, or in a variable that line reads (`let menuFrame = CGRect(…)`;
    /// `toViewController.view.frame = menuFrame.offsetBy(…)`; `let width = bounds.width * 0.8`
    /// then `CGRect(…, width: width, …)`). A snapshot or another view of
    /// the animator's own sized so says nothing about the presented view, so is not evidence.
    func partialFrame() -> String? {
        // Written for a transition that hands the from view out in the container.
        guard !placesBesideFromView() else { return nil }
        for (path, scan) in files {
            for t in scan.types
            where (t.keyword == "class" || t.keyword == "extension") && (t.name == className || t.name == qualifiedName)
            {
                let sig = significant(scan, from: t.open, to: t.close)
                if let line = partialFrameLine(scan, sig) { return "\((path as NSString).lastPathComponent):\(line)" }
            }
        }
        return nil
    }

    /// Whether the class puts a view next to the from view in the container
    /// (`insertSubview(_:belowSubview:)` or `aboveSubview:` with a sibling whose name says
    /// from: `fromView`, `fromViewController.view`). Only a transition that hands the from view
    /// out in the container allows that — a push, a custom container, a full-screen
    /// presentation — not one that keeps the presenting view in the window outside it (there
    /// the sibling is not a subview and the view is never added), so a partial frame in such a
    /// class is not evidence of a `.custom` presentation (pinit's side menu, whose paired
    /// dismissal inserts the presenting view, a full-screen dismissal's move).
    func placesBesideFromView() -> Bool {
        for (_, scan) in files {
            for t in scan.types
            where (t.keyword == "class" || t.keyword == "extension") && (t.name == className || t.name == qualifiedName)
            {
                let texts = significant(scan, from: t.open, to: t.close).map { scan.text($0) }
                for (k, w) in texts.enumerated()
                where (w == "belowSubview" || w == "aboveSubview") && k + 2 < texts.count && texts[k + 1] == ":" {
                    if texts[k + 2].lowercased().hasPrefix("from") { return true }
                }
            }
        }
        return false
    }

    /// The line of the first frame assignment of ``partialFrame()`` among tokens `sig`.
    func partialFrameLine(_ scan: SwiftDeclarations, _ sig: [Int]) -> Int? {
        let texts = sig.map { scan.text($0) }
        let lines = sig.map { scan.tokens[$0].line }
        // Lengths scaled from a width or height (`let w = bounds.width * 0.8`): evidence only
        // as a `width:`/`height:` (an offset scaled so moves a view, it does not size it);
        // frames sized so (`f = CGRect(…, width: w, …)`, `let g = f.offsetBy(…)`): anywhere.
        var lengths: Set<String> = []
        var frames: Set<String> = []
        var found: Int?
        // Each assignment (`=` alone): what it assigns to, on its line, and the expression after it.
        for (k, w) in texts.enumerated() where w == "=" && isAssignment(texts, k) {
            let line = lines[k]
            let lhs = Array(texts[..<k].enumerated().filter { lines[$0.offset] == line }.map(\.element))
            let end = statementEnd(texts, lines, from: k + 1)
            let rhs = Array(texts[(k + 1)..<end])
            let frameOfView =
                lhs.count >= 3 && lhs.last == "frame" && lhs[lhs.count - 2] == "."
                && isPresentedViewName(lhs[lhs.count - 3])
            let sized = isPartialSize(rhs, lengths) || rhs.contains(where: frames.contains)
            if frameOfView, sized {
                found = found ?? line
            } else if let name = assignedName(lhs) {
                if sized {
                    frames.insert(name)
                } else if rhs.contains(where: { $0 == "*" || $0 == "/" })
                    && rhs.contains(where: { $0 == "width" || $0 == "height" })
                {
                    lengths.insert(name)
                }
            }
        }
        return found
    }

    /// The variable a statement's left side `lhs` names (`x` of `x`, `let x`, `var x: CGFloat`), or nil.
    func assignedName(_ lhs: [String]) -> String? {
        let rest = lhs.first == "let" || lhs.first == "var" ? lhs.dropFirst() : lhs[...]
        guard let name = rest.first, name.first?.isLetter == true, rest.count == 1 || rest.dropFirst().first == ":"
        else { return nil }
        return name
    }

    /// Whether `texts[k]`, a `=`, assigns (not `==`, `!=`, `<=`, `>=`, `===`).
    func isAssignment(_ texts: [String], _ k: Int) -> Bool {
        let before = k > 0 ? texts[k - 1] : "", after = k + 1 < texts.count ? texts[k + 1] : ""
        return !["=", "!", "<", ">"].contains(before) && after != "="
    }

    /// One past the last token of the expression starting at `start`: its line, and the
    /// lines of any parentheses it opens there until they close.
    func statementEnd(_ texts: [String], _ lines: [Int], from start: Int) -> Int {
        guard start < texts.count else { return texts.count }
        var depth = 0, i = start
        let line = lines[start]
        while i < texts.count, depth > 0 || lines[i] == line {
            if texts[i] == "(" || texts[i] == "[" { depth += 1 }
            if texts[i] == ")" || texts[i] == "]" {
                depth -= 1
                if depth < 0 { break }
            }
            i += 1
        }
        return i
    }

    /// Whether an expression sizes something to part of another size: a `width:` or
    /// `height:` argument that multiplies or divides a width or height, or reads
    /// `preferredContentSize` or a variable of `names` (sizes and frames made so); or an
    /// `insetBy(dx:dy:)` with an inset other than a literal 0.
    func isPartialSize(_ e: [String], _ names: Set<String>) -> Bool {
        if e.contains("preferredContentSize") { return true }
        for (k, w) in e.enumerated() where k + 2 < e.count && e[k + 1] == ":" {
            if w == "width" || w == "height" {
                var argument: [String] = []
                var depth = 0
                for x in e[(k + 2)...] {
                    if depth == 0 && (x == "," || x == ")") { break }
                    if x == "(" { depth += 1 }
                    if x == ")" { depth -= 1 }
                    argument.append(x)
                }
                if argument.contains(where: { $0 == "*" || $0 == "/" })
                    && argument.contains(where: { $0 == "width" || $0 == "height" })
                    || argument.contains(where: names.contains)
                {
                    return true
                }
            }
            // `insetBy(dx: 0, dy: h / 2)`: the dy is a few tokens after the call's name.
            if w == "dx" || w == "dy", e[max(0, k - 6)..<k].contains("insetBy"),
                !["0", "0.0"].contains(e[k + 2]) || e.count > k + 3 && e[k + 3] != "," && e[k + 3] != ")"
            {
                return true
            }
        }
        return false
    }

    /// Whether a view named `name` is the presented one: a controller's `view`, the to view,
    /// a presented view, a menu, drawer or sheet.
    func isPresentedViewName(_ name: String) -> Bool {
        let n = name.lowercased()
        return n == "view" || ["toview", "presented", "menu", "drawer", "sheet"].contains { n.contains($0) }
    }
}
