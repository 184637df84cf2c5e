extension PortStubs {
    /// The UIKit classes of the stubs ``controllerCastBase(_:)`` makes: a container's child
    /// may be any (``childCandidates(_:)``).
    static let controllerCastBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController"
    ]

    /// Members of UIKit's controllers whose value is a view controller (or a list of them):
    /// what iOS code casts to its own controller classes (`nav.topViewController as!
    /// ListViewController`, `presentedViewController as? Detail`, `tabs.viewControllers?.first
    /// as! Feed`).
    static let controllerValuedMembers: Set<String> = [
        "topViewController", "visibleViewController", "presentedViewController", "presentingViewController",
        "selectedViewController", "rootViewController", "viewControllers", "children", "childViewControllers",
        "parent", "parentViewController"
    ]

    /// The UIKit class a stub named `name` subclasses because the files cast a view controller
    /// to it (``controllerValuedMembers``): a class of the app that a navigation stack, a tab
    /// or a presentation holds is a view controller whatever its name ends with (an app's
    /// `TransitionsTableView` is its table's controller) — a `UITableViewController` when the
    /// files use `.tableView` on it, a `UICollectionViewController` for `.collectionView`
    /// (theirs has one, and `cellForRow(at:)` is then UIKit's), else a `UIViewController`.
    /// Nil when no such cast names it. A stub that was a view subclass got `tableView` as a
    /// member of its own and `cellForRow(at:)` as a method returning nothing.
    func controllerCastBase(_ name: String) -> String? {
        var cast = false, bound: Set<String> = []
        var castLines: [String] = []
        for l in allText.split(separator: "\n")
        where Uses.hasWord(String(l), "as! " + name) || Uses.hasWord(String(l), "as? " + name) {
            let line = String(l)
            for form in ["as! " + name, "as? " + name] {
                guard let r = line.range(of: form) else { continue }
                let head = line[..<r.lowerBound]
                guard Self.castsControllerValue(head) else { continue }
                cast = true
                castLines.append(line)
                if let b = Self.boundName(head) { bound.insert(b) }
            }
        }
        guard cast else { return nil }
        let uses = { (member: String) in
            castLines.contains { l in [").", ")?.", ")!."].contains { l.contains($0 + member) } }
                || bound.contains { Self.containsWord(allText, $0 + "." + member) }
        }
        if uses("tableView") { return "UITableViewController" }
        if uses("collectionView") { return "UICollectionViewController" }
        return "UIViewController"
    }

    /// Whether the expression that ends `head` (the text before `as!`/`as?`) is a
    /// controller-valued member (``controllerValuedMembers``): `nav.topViewController`,
    /// `self.presentedViewController!`, `tabs.viewControllers?.first`, `children[1]`.
    static func castsControllerValue(_ head: Substring) -> Bool {
        let trimmed = head.reversed().drop { $0 == " " }
        let expression = String(
            trimmed.prefix { $0.isLetter || $0.isNumber || "_.?![]".contains($0) }.reversed())
        var parts = expression.split(separator: ".").map {
            // `viewControllers[0]`, `first!`: the member's name.
            String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        while let last = parts.last, last == "first" || last == "last" || last.isEmpty { parts.removeLast() }
        return parts.last.map { controllerValuedMembers.contains($0) } ?? false
    }

    /// The UIKit class a stub `name` of a transition's controller subclasses: the class the
    /// files first cast that controller to when they then test it against `name` (`guard let
    /// from = ctx.viewController(forKey: .from) as? UICollectionViewController, from is
    /// AssetListViewController`: the app's class is a collection view controller, else the
    /// first cast fails on the stand-in and the animator returns), else `UIViewController`.
    func contextControllerBase(of name: String) -> String {
        for l in allText.split(separator: "\n") where l.contains("viewController(forKey:") {
            let line = String(l)
            for base in Self.controllerBases.sorted() where base != "UIViewController" {
                for form in ["as? " + base, "as! " + base] {
                    guard let r = line.range(of: form), Uses.hasWord(String(line[r.lowerBound...]), form),
                        let call = line.range(of: "viewController(forKey:"), call.upperBound <= r.lowerBound,
                        let bound = Self.boundName(line[..<call.lowerBound]),
                        Self.casts(allText, bound, to: name)
                    else { continue }
                    return base
                }
            }
        }
        return "UIViewController"
    }
}
