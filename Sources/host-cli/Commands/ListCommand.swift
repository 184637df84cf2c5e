import Isolation
import PluginRuntime
import Sandbox
import TextFormat

/// `host-cli list`: the plugins found, the files rejected and the folders searched.
struct ListCommand: ParsableCommand {
    /// `--json`.
    static let json = CommandSpec.Option.flag(
        "json", "Print one JSON document with plugins, rejected and searched arrays")

    static let spec = CommandSpec(
        name: "list", summary: "List the plugins found, the files rejected and the folders searched",
        arguments: "",
        discussion: """
            Folders are searched in this order (the first plugin with an id wins): each --plugins DIR,
            the folders in ANIMATOR_PLUGIN_PATH (colon-separated), $XDG_DATA_HOME/transition-host/plugins
            (~/.local/share/... by default), then the folder of host-cli itself (the bundled plugins).
            Built-in plugins come before all of them.
            """,
        options: [PluginFolders.option, json])

    /// `--plugins`.
    var plugins: PluginFolders
    /// `--json`: one JSON document instead of text.
    var printsJSON: Bool

    init(parsed: ParsedArguments) {
        plugins = PluginFolders(parsed: parsed)
        printsJSON = parsed.has(Self.json)
    }

    func validate() throws(UsageError) { try plugins.validate() }

    func run(_ console: Console) -> ExitCode {
        let scan = PluginCatalog.scan(folders: plugins.folders)
        if printsJSON {
            console.line(Self.json(scan))
        } else {
            console.out(Self.text(scan))
        }
        return .success
    }

    /// The listing as text. Every string that comes from a plugin or the file system (ids,
    /// names, versions, summaries, authors, parameters, paths, rejection messages) is escaped
    /// with ``TerminalText`` first, so a plugin cannot move the cursor, clear the screen or
    /// forge a line; the columns are sized by the escaped text.
    static func text(_ scan: Catalog) -> String {
        let e = TerminalText.escape
        let ids = scan.plugins.map { e($0.info.id) }, versions = scan.plugins.map { e($0.info.version) }
        let idWidth = max(12, ids.map(\.count).max() ?? 0), versionWidth = max(7, versions.map(\.count).max() ?? 0)
        let kindWidth = max(12, scan.plugins.map(\.info.kindsText.count).max() ?? 0)
        let indent = String(repeating: " ", count: 2 + idWidth + 1)
        var s = "Plugins (\(scan.plugins.count)):\n"
        for (n, p) in scan.plugins.enumerated() {
            let i = p.info
            s +=
                "  \(pad(ids[n], idWidth)) \(pad(versions[n], versionWidth)) \(pad(i.kindsText, kindWidth)) \(e(i.name)) — \(e(i.summary))\n"
            s +=
                indent
                + "\(p.isBuiltIn ? "(built-in)" : e(p.path))  ABI \(i.abiMajor).\(i.abiMinor)  by \(e(i.author))\n"
            for par in i.parameters { s += indent + parameterLine(par) + "\n" }
        }
        if !scan.rejected.isEmpty {
            s += "\nRejected (\(scan.rejected.count)):\n"
            for r in scan.rejected { s += "  \(e(r.path))\n    \(r.reason.rawValue): \(e(r.message))\n" }
        }
        s += "\nSearched:\n"
        for (f, exists) in scan.searched { s += "  \(e(f.path)) (\(f.origin.rawValue)\(exists ? "" : ", missing"))\n" }
        return s + protectionsText(scan.protections)
    }

    /// How plugins are contained on this machine: each protection of the workers, active or
    /// missing and why.
    static func protectionsText(_ protections: [Protection]?) -> String {
        if Workers.isDisabled {
            return
                "\nIsolation: none (TRANSITION_HOST_ISOLATION=none): plugins run inside host-cli, for debugging only\n"
        }
        var s =
            "\nIsolation: each plugin runs in a worker process of its own (process group, fresh signals, limits, sealed copy)\n"
        guard let protections else { return s + "  (the protections could not be measured: no worker started)\n" }
        for p in protections {
            s +=
                "  \(p.isActive ? "active " : "MISSING") \(pad(TerminalText.escape(p.name), 18)) \(TerminalText.escape(p.detail))\n"
        }
        return s
    }

    /// `--param NAME=DEFAULT (RANGE)  HELP`, every plugin string escaped.
    static func parameterLine(_ par: ParameterInfo) -> String {
        let e = TerminalText.escape
        var range = ""
        switch par.kind {
        case let .number(lo, hi):
            range = " (\(Rounding.format(lo))…\(Rounding.format(hi))\(par.unit.map { " " + e($0) } ?? ""))"
        case .bool: range = " (true/false)"
        case .choice(let c): range = " (\(c.map(e).joined(separator: "|")))"
        }
        return "--param \(e(par.name))=\(e(par.defaultText))\(range)  \(e(par.help))"
    }

    /// `text` padded with spaces to `width` characters (never cut).
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func json(_ scan: Catalog) -> String {
        func str(_ s: String?) -> String { s.map(JSONText.string) ?? "null" }
        let plugins = scan.plugins.map { p -> String in
            let i = p.info
            let params = i.parameters.map { par -> String in
                var fields = ["\"name\": \(str(par.name))", "\"type\": \(str(par.typeName))"]
                switch par.kind {
                case let .number(lo, hi):
                    fields += [
                        "\"default\": \(JSONText.number(par.defaultValue))", "\"min\": \(JSONText.number(lo))",
                        "\"max\": \(JSONText.number(hi))"
                    ]
                case .bool:
                    fields.append("\"default\": \(par.defaultValue != 0)")
                case .choice(let c):
                    fields += [
                        "\"default\": \(str(c[Int(par.defaultValue)]))",
                        "\"choices\": [\(c.map(str).joined(separator: ", "))]"
                    ]
                }
                fields += ["\"unit\": \(str(par.unit))", "\"help\": \(str(par.help))"]
                return "{" + fields.joined(separator: ", ") + "}"
            }
            let kinds = i.kinds.map { "\"\($0.rawValue)\"" }
            return
                "{\"id\": \(str(i.id)), \"name\": \(str(i.name)), \"version\": \(str(i.version)), \"abi\": \(str("\(i.abiMajor).\(i.abiMinor)")), \"kinds\": [\(kinds.joined(separator: ", "))], \"summary\": \(str(i.summary)), \"author\": \(str(i.author)), \"path\": \(str(p.path)), \"builtin\": \(p.isBuiltIn), \"parameters\": [\(params.joined(separator: ", "))]}"
        }
        let rejected = scan.rejected.map {
            "{\"path\": \(str($0.path)), \"reason\": \(str($0.reason.rawValue)), \"message\": \(str($0.message))}"
        }
        let searched = scan.searched.map {
            "{\"path\": \(str($0.folder.path)), \"origin\": \(str($0.folder.origin.rawValue)), \"exists\": \($0.exists)}"
        }
        let protections = (scan.protections ?? []).map {
            "{\"name\": \(str($0.name)), \"active\": \($0.isActive), \"detail\": \(str($0.detail))}"
        }
        return
            "{\"plugins\": [\(plugins.joined(separator: ", "))], \"rejected\": [\(rejected.joined(separator: ", "))], \"searched\": [\(searched.joined(separator: ", "))], \"isolation\": \(str(Workers.isDisabled ? "in-process" : "workers")), \"protections\": [\(protections.joined(separator: ", "))]}"
    }
}
