import Foundation
import PluginRuntime
import TextFormat

/// `host-cli new animator|interaction|layout NAME [--lang swift|c] [--output DIR] [--host DIR]`:
/// makes a ready plugin project, as `cargo new` does — a small working plugin of that kind
/// (``SwiftTemplates``, ``CTemplates``) that builds, validates clean and installs with the
/// commands its README gives. The names come from NAME (``ProjectName``), the host checkout
/// from ``HostCheckout``, and the files are written by ``ProjectWriter``, which never replaces
/// anything.
struct NewCommand: ParsableCommand {
    /// `--lang`.
    static let lang = CommandSpec.Option.value(
        "lang", "swift|c", "The project's language (default swift)", completes: .words(ProjectLanguage.names))
    /// `--output`.
    static let output = CommandSpec.Option.value(
        "output", "DIR", "Where to make the project (default ./NAME); new or empty", completes: .directory)
    /// `--host`.
    static let host = CommandSpec.Option.value(
        "host", "DIR",
        "The TransitionHost checkout to use (default: TRANSITION_HOST_PATH, else the one above host-cli)",
        completes: .directory)

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
        options: [lang, output, host],
        positionals: ("a kind and a NAME", 2, 2), positionalCompletion: .words(kinds), positionalCompletionLimit: 1)

    /// The kind and NAME, as given.
    var kindName: String, projectName: String
    /// `--lang`, `--output`, `--host`.
    var language: String?, output: String?, host: String?
    /// What to make, and where: worked out by ``validate()``.
    private var plan: (template: ProjectTemplate, output: String)?

    init(parsed: ParsedArguments) {
        (kindName, projectName) = (parsed.positionals[0], parsed.positionals[1])
        (language, output, host) = (parsed.value(Self.lang), parsed.value(Self.output), parsed.value(Self.host))
    }

    /// Plans the project: every usage problem is found before anything is written.
    mutating func validate() throws(UsageError) {
        plan = try plan(
            environment: ProcessInfo.processInfo.environment,
            executableDirectory: PluginSearchPath.executableDirectory())
    }

    /// Makes the project's files in memory, writes them, and says what to run next.
    func run(_ console: Console) -> ExitCode {
        guard let plan else { preconditionFailure("new: run before validate") }
        let (template, output) = plan
        do throws(ProjectWriteError) { try ProjectWriter.check(output, shownAs: output) } catch {
            return Self.report(error, console)
        }
        let files: [ProjectTemplate.File]
        do { files = try template.files() } catch {
            console.error(
                "cannot read the ABI header in \(template.host.path)/\(HostCheckout.headerFolder) (\(error.localizedDescription))"
            )
            return .failure
        }
        var writer = ProjectWriter(folder: output)
        do throws(ProjectWriteError) { try writer.write(files) } catch { return Self.report(error, console) }
        console.out(Self.summary(template, output: output, files: files))
        return .success
    }

    /// The project asked for, and its folder. Every usage problem is found here, before
    /// anything is written.
    func plan(environment: [String: String], executableDirectory: String?) throws(UsageError) -> (
        ProjectTemplate, String
    ) {
        let kinds = Self.kinds
        guard let kind = PluginKind(rawValue: kindName) else {
            throw .unknownName(
                option: "new", value: kindName, what: "a plugin kind",
                suggestion: Suggestions.closest(kindName, in: kinds),
                choices: kinds)
        }
        let languageName = self.language ?? ProjectLanguage.swift.rawValue
        guard let language = ProjectLanguage(rawValue: languageName) else {
            throw .unknownName(
                option: "--lang", value: languageName, what: "a template language",
                suggestion: Suggestions.closest(languageName, in: ProjectLanguage.names), choices: ProjectLanguage.names
            )
        }
        let name = try ProjectName(projectName)
        if language == .swift, let problem = name.swiftNameProblem { throw problem }
        if let o = output, o.isEmpty {
            throw .invalidValue(option: "--output", value: "", expected: "a folder (--output DIR)")
        }
        let checkout = try HostCheckout.locate(
            explicit: host, environment: environment, executableDirectory: executableDirectory)
        if language == .swift, let problem = name.swiftTypeProblem(kind, sdkTypes: checkout.sdkTypeNames()) {
            throw problem
        }
        return (ProjectTemplate(kind: kind, language: language, name: name, host: checkout), output ?? name.raw)
    }

    /// Prints a writer's failure; the status it means.
    static func report(_ failure: ProjectWriteError, _ console: Console) -> ExitCode {
        if failure.isUsageProblem {
            console.error(failure.description)
            return .usage
        }
        console.error(failure.description + "; nothing was left behind")
        return .failure
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
