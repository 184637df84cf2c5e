import Foundation

/// The sides whose controller the plugin's file casts to an SDK container with a child of a
/// class port can stand in (``PortStubs/containerStandIns(in:classes:)``), and what the export
/// installs for them: the host's controller for that side is made as that container — a
/// ``UINavigationController`` whose root, or a ``UITabBarController`` whose first tab, is a
/// stand-in of the child's class — whose view the child's fills.
extension PortProject {
    /// `p`'s stand-ins by side: `protocols` (``protocolStandIns(for:)``, which come first), the
    /// plain ones (``standIns(for:)``) and the containers. A side cast both to a controller
    /// class and to a container (a two-way animator: `to as! UINavigationController` when it
    /// presents, `to as! ListViewController` when it dismisses) takes the cast the transition
    /// code makes first, as between two classes.
    public func sideStandIns(for p: Plugin, protocols: [(key: String, type: String)]) -> (
        standIns: [(key: String, type: String)], containers: [PortStubs.ContainerStandIn]
    ) {
        let plain = standIns(for: p).filter { s in !protocols.contains { $0.key == s.key } }
        let values = stubs ?? PortStubs(files: files)
        let text = PortStubs.withoutLineComments(transitionText(of: p))
        let classes = makeableControllerClasses.map(\.qualifiedName)
        let containers = values.containerStandIns(in: text, classes: classes).filter { c in
            guard !protocols.contains(where: { $0.key == c.key }) else { return false }
            guard let other = plain.first(where: { $0.key == c.key }) else { return true }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // The first line by which each cast is made (a name bound earlier counts from its cast).
            let first = { (found: (String) -> Bool) in
                lines.indices.first { found(lines[...$0].joined(separator: "\n")) } ?? lines.count
            }
            return first { values.containerStandIns(in: $0, classes: classes).contains { $0.key == c.key } }
                < first { values.casts(in: $0, to: [other.type]).contains { $0.key == c.key } }
        }
        return (protocols + plain.filter { s in !containers.contains { $0.key == s.key } }, containers)
    }

    /// The text whose transition code is `p`'s: its own file and the files that extend its
    /// class (`extension ZoomAnimator: UIViewControllerAnimatedTransitioning` elsewhere) — not
    /// the whole set: another class's casts and lists are not `p`'s.
    func transitionText(of p: Plugin) -> String {
        let own = (p.sourcePath as NSString).lastPathComponent
        let name = p.className.split(separator: ".").last.map(String.init) ?? p.className
        return files.filter { $0.name == own || PortStubs.containsWord($0.source, "extension " + name) }
            .map(\.source).joined(separator: "\n")
    }

    /// The expression that makes `s`'s child: the files' own class as ``controllerClasses``
    /// makes it, a stub's or a protocol stand-in's `init()`, else a plain controller.
    func childConstruction(_ s: PortStubs.ContainerStandIn) -> String {
        guard let child = s.child else { return "UIViewController()" }
        return makeableControllerClasses.first { $0.qualifiedName == child }?.construction ?? child + "()"
    }

    /// The body of `s`'s ``UIViewController/transitionStandIns`` maker.
    func containerMaker(_ s: PortStubs.ContainerStandIn) -> String {
        s.container == "UITabBarController"
            ? "let tabs = UITabBarController(); tabs.addChild(\(childConstruction(s))); return tabs"
            : "UINavigationController(rootViewController: \(childConstruction(s)))"
    }

    /// The export's statement installing `s` (and its child's outlets when the child is a
    /// class of the files with view outlets).
    func containerInstall(_ s: PortStubs.ContainerStandIn) -> String {
        let outlets = makeableControllerClasses.first { $0.qualifiedName == s.child }.map {
            Self.outletsInstall($0, key: s.key)
        }
        return "UIViewController.transitionStandIns[.\(s.key)] = { \(containerMaker(s)) }" + (outlets ?? "")
    }

    /// The report's words for `s`: key and how the container was made.
    public func containerStandInLine(_ s: PortStubs.ContainerStandIn) -> (key: String, construction: String) {
        let child = childConstruction(s)
        let made =
            s.container == "UITabBarController"
            ? "UITabBarController() with \(child) as its selected tab"
            : "UINavigationController(rootViewController: \(child))"
        let why =
            s.child.map { "the SDK container it is cast to, with the \($0) its child is cast to filling its view" }
            ?? "the SDK container it is cast to"
        return (s.key, "\(made), \(why)")
    }
}

extension PortProject {
    /// The export's statements making `p`'s stand-ins, and the files' own controller classes
    /// among them. The class's file casts the transition's controllers to stubbed classes of
    /// its app, to a protocol of the files (``protocolStandIns(for:)``, which come before a
    /// stubbed class another file casts to), to the files' own classes, or to an SDK
    /// container holding one of those (``sideStandIns(for:protocols:)``); the selection the app
    /// made in a stand-in's list follows (PortProject+AppState).
    func standInInstalls(for p: Plugin, protocols: [(key: String, type: String)]) -> (
        installs: [String], own: [PortableClassFinder.ControllerClass]
    ) {
        let (standIns, containers) = sideStandIns(for: p, protocols: protocols)
        let children = containers.compactMap { c in c.child.map { (key: c.key, type: $0) } }
        let own = ownControllers(standIns + children)
        let plain = standIns.map { s in
            let c = own.first { $0.qualifiedName == s.type }
            return "UIViewController.transitionStandIns[.\(s.key)] = { \(c?.construction ?? stubConstruction(s.type)) }"
                + (c.map { Self.outletsInstall($0, key: s.key) } ?? "")
        }
        let states = appStates(for: p, standIns: standIns + children).map(appStateInstall)
        return (plain + containers.map(containerInstall) + states, own)
    }

    /// How a stand-in of the stubbed class `type` is made: `type()`, with a plain child for a
    /// stub of a navigation or tab bar controller — the app's always holds its root or its
    /// tabs, and code reads them (`tabs.selectedViewController?.view`, `nav.topViewController!`);
    /// the child fills the container's view, as a container stand-in's does.
    func stubConstruction(_ type: String) -> String {
        guard let stub = stubs?.stubs.first(where: { $0.name == type }),
            [.subclass("UITabBarController"), .subclass("UINavigationController")].contains(stub.shape)
        else { return type + "()" }
        return "let c = \(type)(); c.addChild(UIViewController()); return c"
    }
}
