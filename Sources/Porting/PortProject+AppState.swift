import Foundation

/// App state a transition reads that port plays: on iOS the user selected a cell of the list
/// controller before the transition (`collectionView.indexPathsForSelectedItems!.first!`, then
/// `cellForItem(at:)` for the source frame; a table's `indexPathForSelectedRow` and
/// `cellForRow(at:)`). When the plugin's file reads the selection of a
/// collection view, or a cell of it, through a property of a controller port stands in, the
/// export has the SDK give that collection items and select one before the transition
/// (``UIViewController/transitionStandInAppState``,
/// ``UIViewController/selectAnItemAsTheApp(inCollectionView:cellClass:)``).
extension PortProject {
    /// One side's selection, played.
    public struct AppState: Sendable, Equatable {
        /// `from` or `to`.
        public var key: String
        /// The stand-in's class whose list it is.
        public var owner: String
        /// Its property holding the list (`collectionView`).
        public var property: String
        /// The SDK list class (`UICollectionView`).
        public var list: String
        /// The class the files cast the list's cells to (the list's plain cell class when none).
        public var cellClass: String
    }

    /// What reads a list's selection or its shown cells, per SDK list class, and that class's
    /// plain cell class and the call that reads one cell.
    static let selectionReads: [(reads: [String], list: String, cell: String, cellRead: String)] = [
        (
            ["indexPathsForSelectedItems", "cellForItem(at:"], "UICollectionView", "UICollectionViewCell",
            "cellForItem(at:"
        ),
        // PWWeather's city list (held-out 45): `indexPathForSelectedRow`, then `cellForRow(at:)`.
        (
            ["indexPathForSelectedRow", "indexPathsForSelectedRows", "cellForRow(at:"], "UITableView",
            "UITableViewCell",
            "cellForRow(at:"
        )
    ]

    /// The app states `p`'s transition code (``transitionText(of:)``) needs of the stand-ins
    /// `standIns` (key and class, containers' children included): a stand-in class with a
    /// property whose selection or cells the code reads (`.collectionView?.indexPathsForSelectedItems`).
    public func appStates(for p: Plugin, standIns: [(key: String, type: String)]) -> [AppState] {
        let values = stubs ?? PortStubs(files: files)
        let scans = files.map { (path: $0.name, scan: SwiftDeclarations($0.source)) }
        let code = PortStubs.withoutLineComments(transitionText(of: p))
        var out: [AppState] = []
        for rule in Self.selectionReads {
            let properties = Self.listProperties(in: code, reads: rule.reads)
            guard !properties.isEmpty else { continue }
            let cell = Self.cellCast(in: code, scans, values, read: rule.cellRead, cellBase: rule.cell) ?? rule.cell
            for s in standIns where !out.contains(where: { $0.key == s.key }) {
                guard let property = properties.first(where: { Self.has(s.type, $0, values, scans) }) else { continue }
                out.append(AppState(key: s.key, owner: s.type, property: property, list: rule.list, cellClass: cell))
            }
        }
        return out
    }

    /// The export's statement installing `a`.
    func appStateInstall(_ a: AppState) -> String {
        let select =
            a.list == "UITableView"
            ? "selectARowAsTheApp(inTableView: \(literal(a.property))"
            : "selectAnItemAsTheApp(inCollectionView: \(literal(a.property))"
        return
            "UIViewController.transitionStandInAppState[.\(a.key)] = { c in _ = c.\(select), cellClass: \(a.cellClass).self) }"
    }

    /// The report's words for `a`.
    public static func appStateLine(_ a: AppState) -> String {
        "the \(a.key) controller's \(a.property) (\(a.owner)) has items, shown as \(a.cellClass)s, and item (0, 0) selected before the transition (on iOS your app's user selected one)"
    }

    /// The properties whose list `code` reads with one of `reads`: `P` in `.P.read`, `.P?.read`, `.P!.read`.
    static func listProperties(in code: String, reads: [String]) -> [String] {
        var out: [String] = []
        for read in reads {
            var i = code.startIndex
            while let r = code.range(of: "." + read, range: i..<code.endIndex) {
                i = r.upperBound
                var head = code[..<r.lowerBound]
                // A chain broken over lines (`vc.collectionView\n    .cellForItem(at: i)`).
                while head.last?.isWhitespace == true { head = head.dropLast() }
                if head.last == "?" || head.last == "!" { head = head.dropLast() }
                let name = String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                guard !name.isEmpty, head.dropLast(name.count).last == ".", !out.contains(name) else { continue }
                out.append(name)
            }
        }
        return out
    }

    /// The cell class `code` casts `cellForItem(at: …)` (or `read`) to (`as? ContactCell`)
    /// that is a `cellBase` subclass (stubbed, or the files' own), nil when none.
    static func cellCast(
        in code: String, _ scans: [(path: String, scan: SwiftDeclarations)], _ values: PortStubs,
        read: String = "cellForItem(at:", cellBase: String = "UICollectionViewCell"
    ) -> String? {
        let index = PortableClassFinder.Index(scans)
        var i = code.startIndex
        while let r = code.range(of: read, range: i..<code.endIndex) {
            i = r.upperBound
            var depth = 1
            var j = r.upperBound
            while j < code.endIndex, depth > 0 {
                if code[j] == "(" { depth += 1 } else if code[j] == ")" { depth -= 1 }
                j = code.index(after: j)
            }
            var after = code[j...].drop { $0 == " " }
            if after.first == "?" || after.first == "!" { after = after.dropFirst().drop { $0 == " " } }
            guard after.hasPrefix("as? ") || after.hasPrefix("as! ") else { continue }
            let type = String(after.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            if case .subclass(cellBase) = values.stub(type)?.shape { return type }
            if let t = index.byName[type], index.descends(t, from: [cellBase]) { return t.qualifiedName }
        }
        return nil
    }

    /// The list properties a class has from its UIKit superclass: a collection view
    /// controller's `collectionView` (its view, on a stand-in: ``UICollectionViewController``).
    static let inheritedLists: [String: String] = [
        "UICollectionViewController": "collectionView", "UITableViewController": "tableView"
    ]

    /// Whether class `type` (a stub or the files' own) has a property `name`, its own or its
    /// UIKit superclass's (``inheritedLists``).
    static func has(
        _ type: String, _ name: String, _ values: PortStubs, _ scans: [(path: String, scan: SwiftDeclarations)]
    ) -> Bool {
        let bases = inheritedLists.filter { $0.value == name }.map(\.key)
        if let stub = values.stub(type) {
            if case .subclass(let b) = stub.shape, bases.contains(b) { return true }
            return stub.members.contains {
                if case .property = $0.kind { return $0.name == name && !$0.isStatic } else { return false }
            }
        }
        if !bases.isEmpty {
            let index = PortableClassFinder.Index(scans)
            if let t = index.byName[type], index.descends(t, from: Set(bases)) { return true }
        }
        return PortAppSetProperties.bodies(of: type, in: scans).contains { _, scan, body in
            body.members.contains { ($0.keyword == "var" || $0.keyword == "let") && $0.name == name }
                || scan.storedProperties(of: body).contains { $0.name == name }
        }
    }
}

extension PortProject {
    /// Fills `outcome`'s container stand-ins, app states, construction and handed-to types for `p`, as its export installs
    /// them (`protocols`: the sides ``protocolStandIns(for:)`` stands in for).
    public func reportContainersAndAppState(
        for p: Plugin, protocols: [(key: String, type: String)], in outcome: inout PortReport.Outcome
    ) {
        let (standIns, containers) = sideStandIns(for: p, protocols: protocols)
        outcome.containerStandIns = containers.map(containerStandInLine)
        outcome.ownControllerStandIns.removeAll { s in containers.contains { $0.key == s.key } }
        let children = containers.compactMap { c in c.child.map { (key: c.key, type: $0) } }
        outcome.appStates = appStates(for: p, standIns: standIns + children).map(Self.appStateLine)
        // This project's own plugin for the target: a rebuild without blocked files makes a
        // class again, with the stand-ins of the kept files.
        let own = plugins.first { $0.target == p.target } ?? p
        outcome.construction = exportMaker(own, cast: castControllerArguments(own))
        outcome.handedTo = appTypesEndingTheTransition(for: p)
    }
}
