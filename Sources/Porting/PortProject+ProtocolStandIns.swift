import Foundation

extension PortProject {
    /// The prefix of the controller classes written to stand for the app's controllers that
    /// conform to a protocol of the files.
    public static let protocolControllerPrefix = "PortController__"

    /// The from/to controllers `p`'s file casts to a protocol the files declare themselves
    /// (`viewController(forKey: .to) as? MIBlurPopupDelegate`), whose requirements are all
    /// properties: the app's controllers conform to it in files port was not given (the
    /// popup's duration, its view), so the host's controllers are made instances of a
    /// `UIViewController` subclass that conforms with harmless values — a duration 0.35 s,
    /// nil for an optional, a view added to the controller's view, the stand-ins' numbers —
    /// instead of failing the cast and leaving the transition to the watchdog. With the
    /// declarations of those classes for the plugin's export; empty when there are none, or
    /// when a requirement has a type port has no value for.
    public func protocolStandIns(for p: Plugin) -> (standIns: [(key: String, type: String)], declarations: String) {
        let values = stubs ?? PortStubs(files: files)
        var requirements: [String: [SwiftDeclarations.Parameter]] = [:]
        for f in files {
            let scan = SwiftDeclarations(f.source)
            for t in scan.types where t.keyword == "protocol" {
                if let r = scan.propertyRequirements(of: t) { requirements[t.name] = r }
            }
        }
        guard !requirements.isEmpty else { return ([], "") }
        let own = files.first { $0.name == (p.sourcePath as NSString).lastPathComponent }?.source ?? ""
        // Only the plugin's own file: another class's casts say nothing of this one's controllers.
        let found = values.standIns(in: own, protocols: Array(requirements.keys).sorted()).filter {
            requirements[$0.type] != nil
        }
        var declarations = "", out: [(key: String, type: String)] = []
        var written: Set<String> = []
        for (key, proto) in found {
            guard let r = requirements[proto], let members = Self.standInMembers(r, values: values) else { continue }
            let name = Self.protocolControllerPrefix + proto
            out.append((key, name))
            guard written.insert(name).inserted else { continue }
            declarations +=
                "/// Stands for your app's controllers that conform to `\(proto)` (declared in files not given): each property a harmless value.\n"
                + "final class \(name): UIViewController, \(proto) {\n" + members.map { "    " + $0 + "\n" }.joined()
                + "}\n"
        }
        return (out, declarations)
    }

    /// The stored properties that satisfy `requirements`, or nil when one has no value.
    static func standInMembers(_ requirements: [SwiftDeclarations.Parameter], values: PortStubs) -> [String]? {
        var out: [String] = []
        for r in requirements {
            let type = PlaceholderArguments.written(r.type)
            if type.hasSuffix("?") || type.hasSuffix("!") {
                out.append("var \(r.name): \(type) = nil")
            } else if values.isUIView(type) || type == "UIView" {
                out.append("lazy var \(r.name): \(type) = { let v = \(type)(); view.addSubview(v); return v }()")
            } else if let v = values.value(of: type, name: r.name) {
                out.append("var \(r.name): \(type) = \(v)")
            } else {
                return nil
            }
        }
        return out
    }
}
