import Foundation
import ProcessSupport
import TestSupport
import XCTest
@testable import host_cli

/// `host-cli completion bash|zsh|fish`: each script is valid for its shell, completes commands,
/// options, declared values and live plugin ids (in real shells, fed the words a user typed),
/// and covers every option `--help` lists, because both come from the same declarations.
final class CompletionTests: XCTestCase {
    private var env: [String: String] = [:]
    private var cli = ""

    override func setUpWithError() throws {
        cli = try NativeTools.hostCLI()
        env = NativeTools.cliEnvironment(cacheDirectory: try NativeTools.temporaryFolder(for: self, name: "cache"))
        // The scripts call the host-cli being completed; fish finds it by name.
        env["PATH"] = (cli as NSString).deletingLastPathComponent + ":" + (env["PATH"] ?? "/usr/bin:/bin")
    }

    private func script(_ shell: String) throws -> String {
        let o = try NativeTools.cli(["completion", shell], environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        return o.stdout
    }

    /// Writes `text` to a fresh file; its path.
    private func file(_ text: String, _ name: String) throws -> String {
        let path = try NativeTools.temporaryFolder(for: self, name: "scripts") + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs bash's completion function on `words` (the last is the word being completed).
    private func bash(_ scriptPath: String, _ words: [String]) -> [String] {
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let o = NativeTools.runTool(
            "bash",
            [
                "-c",
                "source \(scriptPath); COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _host_cli; printf '%s\\n' \"${COMPREPLY[@]}\""
            ],
            environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        return o.stdout.split(separator: "\n").map(String.init)
    }

    func testBashCompletesCommandsOptionsValuesAndPluginIds() throws {
        let path = try file(try script("bash"), "host-cli.bash")
        let syntax = NativeTools.runTool("bash", ["-n", path], environment: env)
        XCTAssertEqual(syntax.ending, .exited(0), syntax.stderr)
        XCTAssertEqual(
            bash(path, [cli, ""]),
            [
                "list", "run", "play", "validate", "diff", "new", "port", "bench", "install", "uninstall", "completion",
                "help", "--help", "--version"
            ])
        XCTAssertEqual(bash(path, [cli, "run", "--ani"]), ["--animator"])
        XCTAssertEqual(
            bash(path, [cli, "run", "--animator", ""]), ["default", "pin-rotate", "slide", "zoom-fade"],
            "the animators found now")
        XCTAssertEqual(bash(path, [cli, "run", "--animator", "=", "z"]), ["zoom-fade"], "--animator=z")
        XCTAssertEqual(bash(path, [cli, "play", "--container", "c"]), ["custom", "collection"])
        XCTAssertEqual(bash(path, [cli, "run", "--interaction", "p"]), ["pan", "pinch"])
        XCTAssertEqual(bash(path, [cli, "run", "--to-layout", ""]), ["circle", "grid", "list", "stack"])
        XCTAssertEqual(bash(path, [cli, "run", "--fps", ""]), [], "a number: nothing to offer")
        XCTAssertEqual(bash(path, [cli, "bench", "c"]), ["curves", "collection"])
        XCTAssertEqual(
            bash(path, [cli, "validate", "--scenario", "m"]),
            [
                "modal-dismiss", "modal-dismiss-full-screen", "modal-present", "modal-present-in-container",
                "modal-present-full-screen"
            ])
        XCTAssertEqual(bash(path, [cli, "completion", ""]), ["bash", "zsh", "fish"])
        XCTAssertEqual(bash(path, [cli, "new", ""]), ["animator", "interaction", "layout"])
        XCTAssertEqual(
            bash(path, [cli, "new", "--lang", "c", "--output", "=", "x", ""]), ["animator", "interaction", "layout"],
            "option values are not positional")
        XCTAssertEqual(bash(path, [cli, "new", "layout", ""]), [], "NAME is the user's")
        XCTAssertEqual(bash(path, [cli, "new", "--lang", "c", "layout", ""]), [])
        XCTAssertEqual(bash(path, [cli, "new", "layout", "x", "--lang", ""]), ["swift", "c"])
        XCTAssertEqual(bash(path, [cli, "help", "v"]), ["validate"])
        // Plugins in a --plugins folder on the line complete too.
        let dir = try NativeTools.temporaryFolder(for: self, name: "plugins")
        _ = try NativeTools.compileFixture("ABI/diagonal_layout.c", name: "diagonal", into: dir)
        XCTAssertEqual(bash(path, [cli, "run", "--plugins", dir, "--layout", "com"]), ["com.example.c-diagonal"])
    }

    /// Every option of every command is in every script, for that command.
    func testEveryDeclaredOptionIsCompletedInEveryShell() throws {
        let scripts = try CompletionScript.shells.map { try script($0) }
        for command in CLI.commands.map(\.spec) {
            for o in command.options {
                for (shell, s) in zip(CompletionScript.shells, scripts) {
                    let spelled = shell == "fish" ? "-l \(o.name)" : "--\(o.name)"
                    XCTAssertTrue(s.contains(spelled), "\(shell): \(command.name) --\(o.name)")
                }
            }
        }
    }

    func testFishCompletesThroughItsOwnCompleteCommand() throws {
        guard NativeTools.runTool("fish", ["--version"]).ending == .exited(0) else {
            throw XCTSkip("fish is not installed (.ci/install-test-tools installs it)")
        }
        let path = try file(try script("fish"), "host-cli.fish")
        let syntax = NativeTools.runTool("fish", ["--no-execute", path], environment: env)
        XCTAssertEqual(syntax.ending, .exited(0), syntax.stderr)
        func complete(_ line: String) -> [String] {
            let o = NativeTools.runTool("fish", ["-c", "source \(path); complete -C '\(line)'"], environment: env)
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            return o.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        XCTAssertEqual(complete("host-cli run --ani"), ["--animator"])
        XCTAssertEqual(complete("host-cli run --animator "), ["default", "pin-rotate", "slide", "zoom-fade"])
        XCTAssertEqual(Set(complete("host-cli run --container c")), ["custom", "collection"])
        XCTAssertTrue(complete("host-cli ").contains("completion"))
        // fish lists them sorted.
        XCTAssertEqual(
            complete("host-cli validate --scenario m"),
            [
                "modal-dismiss", "modal-dismiss-full-screen", "modal-present", "modal-present-full-screen",
                "modal-present-in-container"
            ]
        )
        XCTAssertEqual(complete("host-cli new --lang c "), ["animator", "interaction", "layout"])
        XCTAssertEqual(complete("host-cli new layout "), [], "NAME is the user's")
    }

    /// zsh: the script parses, registers itself, and hands `_arguments` a spec for every
    /// option (with its value's action); its id helper offers the plugins found now. (The
    /// completion system's own functions are stubbed to print what they are given.)
    func testZshHandsArgumentsEveryOptionAndOffersPluginIds() throws {
        guard NativeTools.runTool("zsh", ["--version"]).ending == .exited(0) else {
            throw XCTSkip("zsh is not installed (.ci/install-test-tools installs it)")
        }
        let path = try file(try script("zsh"), "_host-cli")
        let syntax = NativeTools.runTool("zsh", ["-n", path], environment: env)
        XCTAssertEqual(syntax.ending, .exited(0), syntax.stderr)
        let probe = """
            compdef() { print -r -- "compdef $*" }
            _arguments() { print -rl -- "$@" }
            _describe() { print -r -- "describe $1" }
            compadd() { if [[ $1 == -a ]]; then print -rl -- ${(P)2}; else shift; print -rl -- "$@"; fi }
            source \(path)
            words=(\(cli) run --animator ''); CURRENT=4
            _host_cli
            print -r -- ---
            words=(\(cli) run --interaction ''); CURRENT=4
            _host_cli_ids interaction pan pinch none
            """
        let o = NativeTools.runTool("zsh", ["-f", "-c", probe], environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        let lines = o.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "compdef _host_cli host-cli")
        XCTAssertTrue(
            lines.contains(
                "--animator=[Animator plugin (default\\: default, the built-in spring slide)]:ID:{_host_cli_ids animator}"
            ), o.stdout)
        XCTAssertTrue(lines.contains("*--param=[A plugin parameter]:KEY=VALUE: "), o.stdout)
        XCTAssertTrue(lines.contains("--items=[Collection\\: items in each section]:N\\[,N...\\]: "), o.stdout)
        XCTAssertTrue(
            lines.contains(
                "--container=[custom (default), navigation, tab, modal or collection]:KIND:(custom navigation tab modal collection)"
            ), o.stdout)
        XCTAssertTrue(
            lines.contains("--output=[Render to FILE (.gif, .png, .apng, .svg, .html, .mp4, .webm)]:FILE:_files"),
            o.stdout)
        XCTAssertTrue(lines.contains("--dismiss[Modal\\: dismiss instead of present]"), o.stdout)
        // new: the kind is the first positional only; NAME completes nothing.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("'1:a kind and a NAME:(animator interaction layout)'"), text)
        XCTAssertTrue(text.contains("'*:a kind and a NAME: '"), text)
        let ids = lines.drop { $0 != "---" }.dropFirst()
        XCTAssertEqual(Array(ids), ["keys", "timed", "pan", "pinch", "none"])
    }

    /// Descriptions stop at the help's first semicolon, and never leave a parenthesis open.
    func testDescriptionsAreOneClause() {
        XCTAssertEqual(
            CompletionScript.short("Collection: items in each section (default 24; at most 100,000 in all)"),
            "Collection: items in each section")
        XCTAssertEqual(
            CompletionScript.short("Modal presentation style (default full-screen)"),
            "Modal presentation style (default full-screen)")
        XCTAssertEqual(CompletionScript.short("A; B"), "A")
    }

    func testAShellWithoutAScriptIsAUsageError() throws {
        let o = try NativeTools.cli(["completion", "tcsh"], environment: env)
        XCTAssertEqual(o.ending, .exited(2))
        XCTAssertTrue(
            o.stderr.hasPrefix("error: completion tcsh: not a shell with a completion script")
                && o.stderr.hasSuffix("(use bash, zsh or fish)\n"), o.stderr)
        XCTAssertEqual(o.stdout, "")
        let none = try NativeTools.cli(["completion"], environment: env)
        XCTAssertEqual(none.ending, .exited(2))
        let bad = try NativeTools.cli(["__complete", "bogus"], environment: env)
        XCTAssertEqual(bad.ending, .exited(2))
        XCTAssertEqual(bad.stdout, "")
    }
}
