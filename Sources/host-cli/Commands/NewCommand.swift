import Foundation
import PluginRuntime
import TextFormat

/// `host-cli new animator|interaction|layout NAME [--lang swift|c] [--output DIR] [--host DIR]`:
/// makes a ready plugin project, as `cargo new` does — a small working plugin of that kind
/// (``SwiftTemplates``, ``CTemplates``) that builds, validates clean and installs with the
/// commands its README gives. The names come from NAME (``ProjectName``), the host checkout
/// from ``HostCheckout``, and the files are written by ``ProjectWriter``, which never replaces
/// anything.
enum NewCommand {
    /// The kinds, in the order help and completion show them.
    static let kinds = PluginKind.allCases.map(\.rawValue)

    /// The command line, help and completion: the kind and NAME, and options whose values a
    /// shell completes (the languages, folders).
    static let spec = CommandSpec(
        name: "new", summary: "Make a new plugin project (Swift or C) that builds, validates and installs",
        arguments: "animator|interaction|layout NAME",
        discussion: """
        Writes a small working plugin of that kind into DIR (default ./NAME), with a README
        giving the commands that build, validate, install and run it:

          animator     slides the to view in over the from view (UIView.animate)
          interaction  a pan drives the transition (UIPercentDrivenInteractiveTransition)
          layout       a grid of square items (UICollectionViewLayout)

        --lang swift (the default): a package depending only on TransitionHost's AnimatorABI
        product, with the plugin's source, Export.swift (the descriptor and the entry point,
        @_cdecl("animator_plugin_entry")), plugin.exports (the linker script exporting only the
        entry point) and .gitignore; swift build --product MODULE builds libMODULE.so.
        --lang c: NAME.c, a Makefile (make builds libNAME.so exporting only the entry point;
        make clean) and include/animator_plugin.h, a copy of the ABI header.

        NAME: letters, digits, - and _, starting with a letter. The plugin id is
        com.example.NAME (lowercase, _ as -; change it in the source), the Swift module NAME in
        UpperCamelCase (my-slide: MySlide).

        The TransitionHost checkout (for the header, and the path the Swift package depends on,
        which TRANSITION_HOST_PATH overrides when building) is --host DIR, else
        TRANSITION_HOST_PATH, else the nearest folder above this host-cli holding Package.swift
        and Sources/CAnimatorABI/include.

        DIR must be new or empty: new never writes into a folder that holds anything, and if it
        fails part-way it removes only what it made.
        """,
        options: [
            .value("lang", "swift|c", "The project's language (default swift)", completes: .words(ProjectLanguage.names)),
            .value("output", "DIR", "Where to make the project (default ./NAME); new or empty", completes: .directory),
            .value("host", "DIR", "The TransitionHost checkout to use (default: TRANSITION_HOST_PATH, else the one above host-cli)",
                   completes: .directory),
        ],
        positionals: ("a kind and a NAME", 2, 2), positionalCompletion: .words(kinds), positionalCompletionLimit: 1)

    /// Plans the project (every usage problem found before anything is written), makes its
    /// files in memory, writes them, and says what to run next.
    static let command = CLI.Command(spec: spec) { args, console in
        let template: ProjectTemplate, output: String
        do {
            (template, output) = try plan(args, environment: ProcessInfo.processInfo.environment,
                                          executableDirectory: PluginSearchPath.executableDirectory())
            try ProjectWriter.check(output, shownAs: output)
        } catch let e as UsageError {
            console.error(e.message)
            return .usage
        } catch let e as ProjectWriter.Failure {
            return report(e, console)
        } catch {
            console.error("\(error)")
            return .failure
        }
        let files: [ProjectTemplate.File]
        do { files = try template.files() } catch {
            console.error("cannot read the ABI header in \(template.host.path)/\(HostCheckout.headerFolder) (\(error.localizedDescription))")
            return .failure
        }
        var writer = ProjectWriter(folder: output)
        do throws(ProjectWriter.Failure) { try writer.write(files) } catch { return report(error, console) }
        console.out(summary(template, output: output, files: files))
        return .success
    }

    /// The project `args` ask for, and its folder. Every usage problem is found here, before
    /// anything is written.
    static func plan(_ args: ParsedArguments, environment: [String: String], executableDirectory: String?) throws(UsageError) -> (ProjectTemplate, String) {
        let kindName = args.positionals[0]
        guard let kind = PluginKind(rawValue: kindName) else {
            let hint = Suggestions.closest(kindName, in: kinds).map { "; did you mean \($0)?" } ?? ""
            throw UsageError("new \(kindName): not a plugin kind\(hint) (kinds: \(kinds.joined(separator: ", ")); usage: host-cli new \(spec.shortUsage))")
        }
        let languageName = args.value("lang") ?? ProjectLanguage.swift.rawValue
        guard let language = ProjectLanguage(rawValue: languageName) else {
            let hint = Suggestions.closest(languageName, in: ProjectLanguage.names).map { "; did you mean \($0)?" } ?? ""
            throw UsageError("--lang \(languageName): no template in that language\(hint) (use swift or c)")
        }
        let name = try ProjectName(args.positionals[1])
        if language == .swift, let problem = name.swiftNameProblem { throw UsageError(problem) }
        if let o = args.value("output"), o.isEmpty { throw UsageError("--output needs a folder (--output DIR)") }
        let host = try HostCheckout.locate(explicit: args.value("host"), environment: environment, executableDirectory: executableDirectory)
        if language == .swift, let problem = name.swiftTypeProblem(kind, sdkTypes: host.sdkTypeNames()) { throw UsageError(problem) }
        return (ProjectTemplate(kind: kind, language: language, name: name, host: host), args.value("output") ?? name.raw)
    }

    /// Prints a writer's failure; the status it means.
    static func report(_ failure: ProjectWriter.Failure, _ console: Console) -> ExitCode {
        switch failure {
        case .unusable(let message): console.error(message); return .usage
        case .writeFailed(let message): console.error(message + "; nothing was left behind"); return .failure
        }
    }

    /// `s` as one word a shell reads back unchanged, and safe to print: as it is when it
    /// holds only safe characters; in single quotes when it holds nothing a terminal would
    /// act on; else in bash/zsh `$'…'` quoting, each such character (a control, a bidi
    /// override) written as `\xHH` or `\UHHHHHHHH` — so the printed `cd` line can be pasted
    /// and never drives the terminal.
    static func shellWord(_ s: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+,:@%")
        if !s.isEmpty && s.allSatisfy({ safe.contains($0) }) { return s }
        if TerminalText.escape(s) == s { return "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var out = "$'"
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            default:
                if TerminalText.escape(String(u)) == String(u) {
                    out.unicodeScalars.append(u)
                } else if u.value < 0x80 {
                    out += "\\x" + String(format: "%02X", u.value)
                } else {
                    out += "\\U" + String(format: "%08X", u.value)
                }
            }
        }
        return out + "'"
    }

    /// What was made and what to do next. The folder is the user's text, so it is escaped.
    static func summary(_ t: ProjectTemplate, output: String, files: [ProjectTemplate.File]) -> String {
        let folder = TerminalText.escape(output)
        let language = t.language == .swift ? "Swift" : "C"
        var s = "created the \(language) \(t.kind.rawValue) plugin \(t.name.raw) (id \(t.name.id)) in \(folder):\n"
        for f in files { s += "  " + TerminalText.escape(f.path) + "\n" }
        if t.language == .swift { s += "using the TransitionHost checkout \(TerminalText.escape(t.host.path))\n" }
        s += "\nnext:\n"
        s += "  cd \(shellWord(output))\n"
        s += "  \(t.buildCommand)\n"
        s += "  host-cli validate \(t.library)\n"
        s += "  host-cli install \(t.library)\n"
        s += "(README.md has the commands that list and run it)\n"
        return s
    }
}
