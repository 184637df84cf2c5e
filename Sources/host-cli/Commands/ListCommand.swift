import PluginRuntime
import TextFormat

/// `host-cli list`: the plugins found, the files rejected and the folders searched.
enum ListCommand {
    static let spec = CommandSpec(
        name: "list", summary: "List the plugins found, the files rejected and the folders searched",
        usage: "[--plugins DIR]... [--json]",
        discussion: """
        Folders are searched in this order (the first plugin with an id wins): each --plugins DIR,
        the folders in ANIMATOR_PLUGIN_PATH (colon-separated), $XDG_DATA_HOME/transition-host/plugins
        (~/.local/share/... by default), then the folder of host-cli itself (the bundled plugins).
        Built-in plugins come before all of them.
        """,
        options: [.value("plugins", "DIR", "Search this folder first", repeatable: true),
                  .flag("json", "Print one JSON document with plugins, rejected and searched arrays")])

    static let command = CLI.Command(spec: spec) { args, console in
        let scan = PluginCatalog.scan(folders: args.all("plugins"))
        if args.has("json") {
            console.line(json(scan))
        } else {
            console.out(text(scan))
        }
        return .success
    }

    static func text(_ scan: PluginLoader.Scan) -> String {
        var s = "Plugins (\(scan.plugins.count)):\n"
        for p in scan.plugins {
            let i = p.info
            s += "  \(i.id.padding(toLength: 12, withPad: " ", startingAt: 0)) \(i.version.padding(toLength: 7, withPad: " ", startingAt: 0)) \(i.kindsText.padding(toLength: 12, withPad: " ", startingAt: 0)) \(i.name) — \(i.summary)\n"
            s += "               \(p.isBuiltIn ? "(built-in)" : p.path)  ABI \(i.abiMajor).\(i.abiMinor)  by \(i.author)\n"
            for par in i.parameters {
                var range = ""
                switch par.kind {
                case let .number(lo, hi): range = " (\(Rounding.format(lo))…\(Rounding.format(hi))\(par.unit.map { " " + $0 } ?? ""))"
                case .bool: range = " (true/false)"
                case .choice(let c): range = " (\(c.joined(separator: "|")))"
                }
                s += "               --param \(par.name)=\(par.defaultText)\(range)  \(par.help)\n"
            }
        }
        if !scan.rejected.isEmpty {
            s += "\nRejected (\(scan.rejected.count)):\n"
            for r in scan.rejected { s += "  \(r.path)\n    \(r.reason.rawValue): \(r.message)\n" }
        }
        s += "\nSearched:\n"
        for (f, exists) in scan.searched { s += "  \(f.path) (\(f.origin.rawValue)\(exists ? "" : ", missing"))\n" }
        return s
    }

    static func json(_ scan: PluginLoader.Scan) -> String {
        func str(_ s: String?) -> String { s.map(JSONText.string) ?? "null" }
        let plugins = scan.plugins.map { p -> String in
            let i = p.info
            let params = i.parameters.map { par -> String in
                var fields = ["\"name\": \(str(par.name))", "\"type\": \(str(par.typeName))"]
                switch par.kind {
                case let .number(lo, hi):
                    fields += ["\"default\": \(JSONText.number(par.defaultValue))", "\"min\": \(JSONText.number(lo))", "\"max\": \(JSONText.number(hi))"]
                case .bool:
                    fields.append("\"default\": \(par.defaultValue != 0)")
                case .choice(let c):
                    fields += ["\"default\": \(str(c[Int(par.defaultValue)]))", "\"choices\": [\(c.map(str).joined(separator: ", "))]"]
                }
                fields += ["\"unit\": \(str(par.unit))", "\"help\": \(str(par.help))"]
                return "{" + fields.joined(separator: ", ") + "}"
            }
            let kinds = [i.isAnimator ? "\"animator\"" : nil, i.isInteraction ? "\"interaction\"" : nil].compactMap { $0 }
            return "{\"id\": \(str(i.id)), \"name\": \(str(i.name)), \"version\": \(str(i.version)), \"abi\": \(str("\(i.abiMajor).\(i.abiMinor)")), \"kinds\": [\(kinds.joined(separator: ", "))], \"summary\": \(str(i.summary)), \"author\": \(str(i.author)), \"path\": \(str(p.path)), \"builtin\": \(p.isBuiltIn), \"parameters\": [\(params.joined(separator: ", "))]}"
        }
        let rejected = scan.rejected.map { "{\"path\": \(str($0.path)), \"reason\": \(str($0.reason.rawValue)), \"message\": \(str($0.message))}" }
        let searched = scan.searched.map { "{\"path\": \(str($0.folder.path)), \"origin\": \(str($0.folder.origin.rawValue)), \"exists\": \($0.exists)}" }
        return "{\"plugins\": [\(plugins.joined(separator: ", "))], \"rejected\": [\(rejected.joined(separator: ", "))], \"searched\": [\(searched.joined(separator: ", "))]}"
    }
}
