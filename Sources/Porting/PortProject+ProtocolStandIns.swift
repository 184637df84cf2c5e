import Foundation

extension PortProject {
    /// The prefix of the controller classes written to stand for the app's controllers that
    /// conform to a protocol of the files.
    public static let protocolControllerPrefix = "PortController__"

    /// The from/to controllers `p`'s file casts to a protocol the files declare themselves
    /// (`viewController(forKey: .to) as? MIBlurPopupDelegate`, `toVC is
    /// ImageExpandAnimationControllerProtocol`), with property and method requirements: the
    /// app's controllers conform to it in files port was not given (the popup's duration, its
    /// view, the image's destination frame), so the host's controllers are made instances of a
    /// `UIViewController` subclass that conforms with harmless values — a duration 0.35 s,
    /// nil for an optional (a view for an optional view: the app's outlet), a view added to the
    /// controller's view, the stand-ins' numbers,
    /// methods answering as ``PlaceholderArguments/implementation(_:index:controller:other:)`` says —
    /// instead of failing the cast and leaving the transition to the watchdog. With the
    /// declarations of those classes for the plugin's export; empty when there are none, or
    /// when a requirement has a type port has no value for.
    public func protocolStandIns(for p: Plugin) -> (standIns: [(key: String, type: String)], declarations: String) {
        let values = stubs ?? PortStubs(files: files)
        let requirements = standInProtocols().adoptable
        guard !requirements.isEmpty else { return ([], "") }
        let own = files.first { $0.name == (p.sourcePath as NSString).lastPathComponent }?.source ?? ""
        // Only the plugin's own file: another class's casts say nothing of this one's controllers.
        let found = values.standIns(in: own, protocols: Array(requirements.keys).sorted()).filter {
            requirements[$0.type] != nil
        }
        var declarations = "", out: [(key: String, type: String)] = []
        var written: Set<String> = []
        for (key, proto) in found {
            guard let r = requirements[proto], let properties = values.requirementProperties(r.properties, true),
                let methods = values.requirementMethods(r.methods, true)
            else { continue }
            let members = properties + methods
            let name = Self.protocolControllerPrefix + proto
            out.append((key, name))
            guard written.insert(name).inserted else { continue }
            declarations +=
                "/// Stands for your app's controllers that conform to `\(proto)` (declared in files not given): each property and method result a harmless value.\n"
                + "final class \(name): \(standInBase(for: proto, values: values)), \(proto) {\n"
                + members.map { "    " + $0 + "\n" }.joined()
                + "}\n"
        }
        return (out, declarations)
    }
}

extension PortProject {
    /// The class a stand-in controller for protocol `proto` inherits from: `UIViewController`,
    /// or the app's controller class the protocol (or a protocol of the files it refines) is
    /// bound to (`protocol Destination: TransitioningDestination`, the app's
    /// `TransitioningDestination` stubbed as a controller class): a conformer must inherit it.
    func standInBase(for proto: String, values: PortStubs) -> String {
        // The stubs' table of what each type of the files inherits (protocols' too), read once.
        var queue = [proto], seen: Set<String> = []
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            for parent in values.inherited[name] ?? [] {
                if let stub = values.stub(parent), case .subclass(let base) = stub.shape, base.hasSuffix("Controller") {
                    return parent
                }
                queue.append(parent)
            }
        }
        return "UIViewController"
    }
}

extension PortProject {
    /// The files' protocols: those a stand-in can adopt (property and method requirements),
    /// and those it cannot, with why (an associated type, `Self`, a generic method…).
    func standInProtocols() -> (
        adoptable: [String: (
            properties: [SwiftDeclarations.Parameter], methods: [SwiftDeclarations.MethodRequirement]
        )],
        refused: [String: String]
    ) {
        var adoptable:
            [String: (properties: [SwiftDeclarations.Parameter], methods: [SwiftDeclarations.MethodRequirement])] =
                [:]
        var refused: [String: String] = [:]
        for f in files {
            let scan = SwiftDeclarations(f.source)
            for t in scan.types where t.keyword == "protocol" {
                let r = scan.standInRequirements(of: t)
                if let why = r.whyNot { refused[t.name] = why } else { adoptable[t.name] = (r.properties, r.methods) }
            }
        }
        return (adoptable, refused)
    }

    /// The from/to controllers `p`'s file casts to a protocol of the files no stand-in can
    /// adopt (or whose results port has no value for), with why: the cast fails on the host,
    /// as it would with a controller of another class, and the report says so.
    public func protocolStandInsRefused(for p: Plugin) -> [(key: String, protocol: String, why: String)] {
        let values = stubs ?? PortStubs(files: files)
        let (adoptable, refused) = standInProtocols()
        let own = files.first { $0.name == (p.sourcePath as NSString).lastPathComponent }?.source ?? ""
        let names = Array(adoptable.keys) + Array(refused.keys)
        var out: [(key: String, protocol: String, why: String)] = []
        for (key, proto) in values.standIns(in: own, protocols: names.sorted()) {
            if let why = refused[proto] {
                out.append((key, proto, why))
            } else if let r = adoptable[proto],
                values.requirementProperties(r.properties, true) == nil
                    || values.requirementMethods(r.methods, true) == nil
            {
                out.append((key, proto, "port has no value for one of its results"))
            }
        }
        return out
    }
}
