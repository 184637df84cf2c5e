import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// The completion scripts as a user meets them: zsh 5.9 with `compinit`, in a real terminal
/// (a tmux pane) — the keys typed, Tab pressed, the line read back — with nothing of the
/// completion system replaced; and, in all three shells, `uninstall` offers only what is
/// installed (never a built-in id it refuses) and `install`/`validate` offer `*.so` files and
/// folders, never any other file.
final class CompletionInRealShellsTests: XCTestCase {
    private var env: [String: String] = [:]
    private var cli = ""
    private var dir = ""
    /// A folder holding `libfade.so`, `zz-notes.txt` and `sub/` (the shells' current folder).
    private var work = ""

    override func setUpWithError() throws {
        cli = try NativeTools.hostCLI()
        dir = try NativeTools.temporaryFolder(for: self, name: "shells")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
        env["PATH"] = (cli as NSString).deletingLastPathComponent + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        work = dir + "/work"
        try FileManager.default.createDirectory(atPath: work + "/sub", withIntermediateDirectories: true)
        try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "libfade", into: work)
        try "notes\n".write(toFile: work + "/zz-notes.txt", atomically: true, encoding: .utf8)
        // Installed in the per-user folder of this environment: the one plugin uninstall may remove.
        let installed = NativeTools.run(
            cli, ["install", work + "/libfade.so", "--no-validate"], environment: env, timeout: 300)
        XCTAssertEqual(installed.ending, .exited(0), installed.stderr)
    }

    private func script(_ shell: String) throws -> String {
        let o = NativeTools.run(cli, ["completion", shell], environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        let path = dir + "/host-cli." + shell
        try o.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    // MARK: zsh, for real

    /// Types `line`, presses Tab, then types a marker; returns the command line as it then
    /// stands (without the prompt and the marker). zsh finishes completing before it reads
    /// the marker, so the line read back is the completion's result.
    private func complete(_ pane: TmuxPane, _ line: String, _ n: Int) -> String? {
        let marker = "@\(n)@"
        pane.sendLiteral(line)
        pane.send("Tab")
        pane.sendLiteral(marker)
        guard let screen = pane.wait(timeout: 60, until: { $0.contains(marker) }) else {
            XCTFail("zsh did not take the line \(line): \(pane.capture())")
            return nil
        }
        let shown = screen.split(separator: "\n").last { $0.contains(marker) }.map(String.init) ?? ""
        // Abandon the line (and any listing) for a fresh prompt.
        pane.send("C-c")
        _ = pane.wait(timeout: 30) {
            $0.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == "ZP>"
        }
        let text = shown.hasPrefix("ZP>") ? String(shown.dropFirst(3)) : shown
        return text.replacingOccurrences(of: marker, with: "").trimmingCharacters(in: .whitespaces)
    }

    func testZshCompletesAfterTheCommandWithCompinitInARealTerminal() throws {
        guard NativeTools.runTool("zsh", ["--version"]).ending == .exited(0) else {
            throw XCTSkip("zsh is not installed (.ci/install-test-tools installs it)")
        }
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let path = try script("zsh")
        let home = dir + "/zdot"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try """
        PS1='ZP>'
        unsetopt beep
        autoload -Uz compinit && compinit -u -d '\(home)/.zcompdump'
        source '\(path)'
        cd '\(work)'

        """.write(toFile: home + "/.zshrc", atomically: true, encoding: .utf8)
        let exported = [
            "ZDOTDIR": home, "PATH": env["PATH"]!, "TRANSITION_HOST_CACHE_DIR": env["TRANSITION_HOST_CACHE_DIR"]!,
            "XDG_DATA_HOME": env["XDG_DATA_HOME"]!, "NO_COLOR": "1", "HOME": home
        ]
        let command =
            "env -i TERM=screen " + exported.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
            + " zsh -i"
        let pane = try TmuxPane(tmux: tmux, command: command, columns: 160, rows: 40)
        defer { pane.close() }
        guard pane.wait(timeout: 60, until: { $0.contains("ZP>") }) != nil else {
            return XCTFail("no zsh prompt: \(pane.capture())")
        }

        let cases: [(String, String)] = [
            ("host-cli run --cont", "host-cli run --container="),
            ("host-cli run --container col", "host-cli run --container collection"),
            ("host-cli new ani", "host-cli new animator"),
            ("host-cli list --j", "host-cli list --json"),
            ("host-cli run --animator zo", "host-cli run --animator zoom-fade"),
            ("host-cli run --plugins sub --interaction pi", "host-cli run --plugins sub --interaction pinch"),
            ("host-cli help valid", "host-cli help validate"),
            // uninstall: the one installed plugin, not default, slide, ... (which would leave
            // the line as it was, ambiguous).
            ("host-cli uninstall ", "host-cli uninstall com.example.c-fade"),
            // install and validate: *.so files and folders; zz-notes.txt is never offered.
            ("host-cli install lib", "host-cli install libfade.so"),
            ("host-cli install zz", "host-cli install zz"),
            ("host-cli validate zz", "host-cli validate zz"),
            ("host-cli validate libf", "host-cli validate libfade.so"),
            ("host-cli validate zoom-f", "host-cli validate zoom-fade")
        ]
        for (n, (typed, expected)) in cases.enumerated() {
            guard let got = complete(pane, typed, n) else { return }
            XCTAssertEqual(got, expected, "zsh: \(typed)<Tab>")
        }
    }

    // MARK: bash and fish

    private func bash(_ path: String, _ words: [String]) -> [String] {
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let o = NativeTools.runTool(
            "bash",
            [
                "-c",
                "cd '\(work)'; source \(path); COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _host_cli; printf '%s\\n' \"${COMPREPLY[@]}\""
            ],
            environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        return o.stdout.split(separator: "\n").map(String.init).sorted()
    }

    func testBashOffersInstalledIdsAndPluginFilesOnly() throws {
        let path = try script("bash")
        XCTAssertEqual(bash(path, [cli, "uninstall", ""]), ["com.example.c-fade"])
        XCTAssertEqual(
            bash(path, [cli, "uninstall", "--dir", work + "/sub", ""]), [],
            "--dir on the line: nothing is installed in that folder")
        XCTAssertEqual(bash(path, [cli, "install", ""]), ["libfade.so", "sub"])
        XCTAssertEqual(bash(path, [cli, "validate", "zz"]), [])
        XCTAssertEqual(bash(path, [cli, "validate", "lib"]), ["libfade.so"])
        XCTAssertTrue(bash(path, [cli, "validate", ""]).contains("slide"), "ids are still offered")
    }

    func testFishOffersInstalledIdsAndPluginFilesOnly() throws {
        guard NativeTools.runTool("fish", ["--version"]).ending == .exited(0) else {
            throw XCTSkip("fish is not installed (.ci/install-test-tools installs it)")
        }
        let path = try script("fish")
        func complete(_ line: String) -> [String] {
            let o = NativeTools.runTool(
                "fish", ["-c", "cd '\(work)'; source \(path); complete -C '\(line)'"], environment: env)
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            return o.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }.sorted()
        }
        XCTAssertEqual(complete("host-cli uninstall "), ["com.example.c-fade"])
        XCTAssertEqual(complete("host-cli install "), ["libfade.so", "sub/"])
        XCTAssertEqual(complete("host-cli validate zz"), [], "zz-notes.txt is not a plugin")
        XCTAssertEqual(complete("host-cli install zz"), [])
        XCTAssertEqual(complete("host-cli validate lib"), ["libfade.so"])
    }
}
