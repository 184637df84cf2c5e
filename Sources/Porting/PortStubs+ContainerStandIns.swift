import Foundation

/// A transition's controller the files cast to an SDK container and whose child they cast to a
/// controller class port can stand in (`let nav = ctx.viewController(forKey: .to) as!
/// UINavigationController; let vc = nav.viewControllers.first as! DetailViewController`): the
/// app presented its controller inside a navigation (or tab bar) controller. Port makes the
/// host's controller for that side such a container holding a stand-in of the child's class
/// (``UIViewController/transitionStandIns`` with a container), so the cast succeeds and the
/// code after it runs instead of trapping on the host's plain controller.
extension PortStubs {
    /// One side's container stand-in.
    public struct ContainerStandIn: Sendable, Equatable {
        /// `from` or `to`.
        public var key: String
        /// `UINavigationController` or `UITabBarController`.
        public var container: String
        /// The class its child is cast to (a stub, a cast protocol's stand-in, the files' own
        /// class); nil when the files cast no child (a plain `UIViewController` is the child).
        public var child: String?
    }

    /// The SDK containers a transition's controller may be cast to.
    static let containers = ["UINavigationController", "UITabBarController"]

    /// How code reaches the child a container shows, after `nav.`/`nav?.`.
    static let childReads = [
        "viewControllers.first", "viewControllers.last", "viewControllers[0]", "viewControllers?.first",
        "viewControllers?.last", "topViewController", "visibleViewController", "selectedViewController",
        "children.first", "children.last", "children[0]", "childViewControllers.first", "childViewControllers.last",
        "childViewControllers[0]"
    ]

    /// The containers of `text`'s transition controllers, by key (the first cast of a key
    /// wins), with the class a child of each is cast to. `classes`: the files' own controller
    /// classes port can make, which may be the child too.
    public func containerStandIns(in text: String, classes: [String] = []) -> [ContainerStandIn] {
        let code = Self.withoutLineComments(text)
        let children = childCandidates(classes)
        var out: [ContainerStandIn] = []
        for (key, container, name, tail) in containerCasts(in: code) {
            // The first cast of a key wins, unless it named no child and a later one does
            // (`from is UINavigationController` tested before `(from as! UINavigationController)
            // .topViewController as! EditViewController`).
            let earlier = out.firstIndex { $0.key == key }
            if let e = earlier, out[e].child != nil { continue }
            let child =
                children.first { c in
                    // Chained: `(ctx.viewController(forKey: .to) as? UINavigationController)?.topViewController as? X`.
                    Self.childReads.contains { r in
                        [")?.", ")!.", ")."].contains { tail.hasPrefix($0 + r) && Self.castsChild(tail, r, c) }
                    }
                        || (name.map { Self.castsChild(of: $0, in: code, to: c) } ?? false)
                }
            let found = ContainerStandIn(
                key: key, container: container,
                child: child.map { castProtocols.contains($0) ? Self.standInName($0) : $0 })
            if let e = earlier {
                if found.child != nil { out[e] = found }
            } else {
                out.append(found)
            }
        }
        // A child read straight off the context's controller, cast to a class port stands in
        // (`viewController(forKey: .from)?.childViewControllers.last as? GridController`): the
        // app's controller is a container; a navigation controller holds the child.
        for (key, tail) in directChildReads(in: code) where !out.contains(where: { $0.key == key }) {
            guard
                let child = children.first(where: { c in
                    Self.childReads.contains { r in
                        [")?.", ")!.", ")."].contains { tail.hasPrefix($0 + r) && Self.castsChild(tail, r, c) }
                    }
                })
            else { continue }
            out.append(
                ContainerStandIn(
                    key: key, container: "UINavigationController",
                    child: castProtocols.contains(child) ? Self.standInName(child) : child))
        }
        return out
    }

    /// Each child read straight off a context's controller in `code`: its key and the text
    /// from the call's closing parenthesis (`)?.children.last as? X…`).
    func directChildReads(in code: String) -> [(String, String)] {
        var out: [(String, String)] = []
        for l in code.split(separator: "\n") {
            let parts = l.components(separatedBy: "viewController(forKey:")
            for part in parts.dropFirst() {
                let rest = Substring(part)
                guard let key = Self.contextKey(rest), let close = rest.firstIndex(of: ")") else { continue }
                let tail = String(rest[close...].prefix(200))
                if Self.childReads.contains(where: { r in [")?.", ")!.", ")."].contains { tail.hasPrefix($0 + r) } }) {
                    out.append((key, tail))
                }
            }
        }
        return out
    }

    /// Classes a container's child may be cast to: the stubbed controllers, the stubbed
    /// protocols a stand-in conforms to, the files' own controller classes.
    func childCandidates(_ classes: [String]) -> [String] {
        stubs.filter {
            // A table's or a collection's controller too (PortStubs+ControllerCasts).
            if case .subclass(let b) = $0.shape { return Self.controllerCastBases.contains(b) } else { return false }
        }.map(\.name) + castProtocols + classes
    }

    /// Each cast of a transition controller to a container in `code`: key, container, the
    /// name it is bound to (nil when none) and the text after the context's call.
    func containerCasts(in code: String) -> [(String, String, String?, String)] {
        var out: [(String, String, String?, String)] = []
        // Names bound to the context's controller itself (`let toVC = ctx.viewController(forKey: .to)`).
        var plain: [(name: String, key: String)] = []
        for l in code.split(separator: "\n") {
            let parts = l.components(separatedBy: "viewController(forKey:")
            for i in parts.indices.dropFirst() {
                let rest = Substring(parts[i])
                guard let key = Self.contextKey(rest) else { continue }
                let name = Self.boundName(Substring(parts[i - 1]))
                let near = String(rest.prefix(160))
                if let c = Self.containers.first(where: { Self.casts(near, to: $0) }) {
                    let tail = near.range(of: c).map { String(near[$0.upperBound...]) } ?? ""
                    out.append((key, c, name, tail))
                } else if let name {
                    plain.append((name, key))
                }
            }
        }
        // `if let nav = toVC as? UINavigationController`.
        for (variable, key) in plain {
            for l in code.split(separator: "\n") {
                for c in Self.containers where Self.casts(String(l), variable, to: c) {
                    out.append(
                        (key, c, Self.boundName(l[..<(l.range(of: variable + " as")?.lowerBound ?? l.endIndex)]), ""))
                }
            }
        }
        return out
    }

    /// The name `head` binds (`let nav = `, `guard let nav = `, `if var nav = `), nil when none.
    static func boundName(_ head: Substring) -> String? {
        guard let r = head.range(of: "let ", options: .backwards) ?? head.range(of: "var ", options: .backwards)
        else { return nil }
        let name = head[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = head[r.upperBound...].dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        return name.isEmpty || !(after.hasPrefix("=") || after.hasPrefix(":")) ? nil : String(name)
    }

    /// Whether `code` casts a child of the container bound to `name` to `type`
    /// (`nav.topViewController as? Detail`, `nav?.viewControllers.first as! Detail`).
    static func castsChild(of name: String, in code: String, to type: String) -> Bool {
        var i = code.startIndex
        while let r = code.range(of: name, range: i..<code.endIndex) {
            i = r.upperBound
            let before: Character = r.lowerBound == code.startIndex ? " " : code[code.index(before: r.lowerBound)]
            guard !(before.isLetter || before.isNumber || before == "_" || before == ".") else { continue }
            let tail = String(code[r.upperBound...].prefix(200))
            if childReads.contains(where: { r in
                [".", "?.", "!."].contains { tail.hasPrefix($0 + r) && castsChild(tail, r, type) }
            }) {
                return true
            }
        }
        return false
    }

    /// Whether the child read `read` in `tail` is cast to `type` right after it (`?`/`!` may
    /// come between).
    static func castsChild(_ tail: String, _ read: String, _ type: String) -> Bool {
        guard let r = tail.range(of: read) else { return false }
        var after = tail[r.upperBound...]
        if after.first == "?" || after.first == "!" { after = after.dropFirst() }
        return ["as? ", "as! ", "is "].contains { after.hasPrefix(" " + $0 + type) && wordEnds(after, " " + $0 + type) }
    }

    /// Whether `s` (which starts with `prefix`) has no identifier character right after it.
    static func wordEnds(_ s: Substring, _ prefix: String) -> Bool {
        guard let c = s.dropFirst(prefix.count).first else { return true }
        return !(c.isLetter || c.isNumber || c == "_")
    }

    /// `text` with each line's `//` comment removed (a commented-out cast is no cast; a `//`
    /// inside a string literal cuts the line short, which only loses a cast in that line).
    static func withoutLineComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { l in
            l.range(of: "//").map { String(l[..<$0.lowerBound]) } ?? String(l)
        }.joined(separator: "\n")
    }
}
