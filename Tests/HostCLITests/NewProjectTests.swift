import Foundation
import PluginRuntime
import ProcessSupport
import TestSupport
import TextFormat
import XCTest
@testable import host_cli

/// `host-cli new` as users run it (real processes, real builds): every kind in both languages
/// makes a project that builds with the command its README gives (`make`, `swift build`),
/// exports only the entry point, is listed with its id and kind, validates clean and runs;
/// every usage problem is refused before anything is written, and nothing of the user's is
/// ever replaced.
final class NewProjectTests: XCTestCase {
    private var env: [String: String] = [:]
    private let root = NativeTools.packageRoot

    override func setUpWithError() throws {
        env = NativeTools.cliEnvironment(cacheDirectory: try NativeTools.temporaryFolder(for: self, name: "cache"))
        env["TRANSITION_HOST_PATH"] = nil
    }

    private func cli(_ args: [String], environment: [String: String]? = nil) throws -> ChildProcess.Outcome {
        try NativeTools.cli(args, environment: environment ?? env, timeout: 600)
    }

    /// Runs `arguments` (a program and its arguments) in the folder `dir`, as a user in a shell there.
    private func run(in dir: String, _ arguments: [String], environment: [String: String]? = nil, timeout: Double = 300)
        -> ChildProcess.Outcome
    {
        NativeTools.run(
            "/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", dir] + arguments,
            environment: environment ?? env, timeout: timeout)
    }

    /// The files under `dir`, relative, sorted (folders not listed).
    private func files(_ dir: String) -> [String] {
        let e = FileManager.default.enumerator(atPath: dir)
        var out: [String] = []
        while let f = e?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir + "/" + f, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                out.append(f)
            }
        }
        return out.sorted()
    }

    /// The functions a library exports (nil when `nm` is missing).
    private func exportedFunctions(_ lib: String) -> [String]? {
        let nm = NativeTools.runTool("nm", ["-D", "--defined-only", lib])
        guard nm.ending == .exited(0) else { return nil }
        return nm.stdout.split(separator: "\n").filter { $0.contains(" T ") }.map {
            String($0.split(separator: " ").last ?? "")
        }
    }

    /// Checks what a user checks next: `list --plugins DIR --json` shows the plugin in `lib`'s
    /// folder with its id and kind, `validate LIB` passes clean (no failure, crash, timeout or
    /// warning), and the README's `run` line runs it to completion.
    private func checkBuiltPlugin(
        _ lib: String, kind: String, name: ProjectName, readme: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertTrue(FileManager.default.fileExists(atPath: lib), lib, file: file, line: line)
        if let functions = exportedFunctions(lib) {
            XCTAssertEqual(
                functions, ["animator_plugin_entry"], "only the entry point is exported", file: file, line: line)
        }
        let dir = (lib as NSString).deletingLastPathComponent
        let list = try cli(["list", "--plugins", dir, "--json"])
        XCTAssertEqual(list.ending, .exited(0), list.stderr, file: file, line: line)
        let listed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let plugin = try XCTUnwrap(
            (listed["plugins"] as? [[String: Any]])?.first { $0["id"] as? String == name.id }, list.stdout, file: file,
            line: line)
        XCTAssertEqual(plugin["kinds"] as? [String], [kind], file: file, line: line)
        XCTAssertEqual(plugin["path"] as? String, lib, file: file, line: line)
        XCTAssertEqual(plugin["version"] as? String, "0.1.0", file: file, line: line)
        XCTAssertEqual((plugin["parameters"] as? [Any])?.count, 2, file: file, line: line)
        XCTAssertEqual((listed["rejected"] as? [Any])?.count ?? 0, 0, list.stdout, file: file, line: line)

        let started = Date()
        let v = try cli(["validate", lib, "--json", "--scenario", "custom-container,modal-dismiss", "--timeout", "120"])
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr, file: file, line: line)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(v.stdout.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        for key in ["failed", "crashed", "timed_out", "warnings"] {
            XCTAssertEqual(summary[key] as? Int, 0, "\(key): \(v.stdout)", file: file, line: line)
        }
        XCTAssertGreaterThanOrEqual(summary["passed"] as? Int ?? 0, 7, file: file, line: line)
        print("validate \(name.raw) (\(kind)): \(String(format: "%.1f", Date().timeIntervalSince(started))) s")

        // The README's run line (its first), with the plugins folder added.
        let pluginKind = try XCTUnwrap(PluginKind(rawValue: kind))
        let (command, _) = try XCTUnwrap(ProjectReadme.runLines(pluginKind, id: name.id, name: name).first)
        XCTAssertTrue(readme.contains(command), "the README gives `\(command)`", file: file, line: line)
        let words = try shellWords(command)
        XCTAssertEqual(words.first, "host-cli")
        let out = try NativeTools.temporaryFolder(for: self, name: "run")
        let r = run(in: out, [try NativeTools.hostCLI()] + words.dropFirst() + ["--plugins", dir, "--trace", "-"])
        XCTAssertEqual(r.ending, .exited(0), r.stderr, file: file, line: line)
        XCTAssertTrue(
            r.stdout.split(separator: "\n").last?.contains("\"result\": \"completed\"") ?? false,
            String(r.stdout.suffix(600)), file: file, line: line)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: out + "/\(name.raw).gif"), "the README's --output", file: file,
            line: line)
    }

    /// `s` split as `sh` would split a line of plain words and one double-quoted argument.
    private func shellWords(_ s: String) throws -> [String] {
        var words: [String] = [], current = "", quoted = false, inWord = false
        for c in s {
            if c == "\"" {
                quoted.toggle()
                inWord = true
            } else if c == " " && !quoted {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(c)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    // MARK: C

    /// Each kind in C: the project holds exactly one source, the Makefile, the vendored
    /// header (the host's, byte for byte), .gitignore and README.md; `make` builds libNAME.so
    /// without a warning, `make clean` removes it; the library is listed, validates clean and runs.
    func testEveryKindInCBuildsWithMakeAndValidatesClean() throws {
        guard NativeTools.find("make") != nil else {
            throw XCTSkip("make is not installed (.ci/install-test-tools installs it)")
        }
        guard NativeTools.find(NativeTools.compiler) != nil else {
            throw XCTSkip("no C compiler (\(NativeTools.compiler)) on PATH")
        }
        let base = try NativeTools.temporaryFolder(for: self, name: "new-c")
        let header = FileManager.default.contents(atPath: NativeTools.headerDirectory + "/animator_plugin.h")
        var makeEnv = env
        makeEnv["CC"] = NativeTools.compiler
        for kind in ["animator", "interaction", "layout"] {
            let name = try ProjectName("c-\(kind)")
            let o = run(in: base, [try NativeTools.hostCLI(), "new", kind, name.raw, "--lang", "c", "--host", root])
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            XCTAssertTrue(
                o.stdout.hasPrefix("created the C \(kind) plugin c-\(kind) (id com.example.c-\(kind)) in c-\(kind):\n"),
                o.stdout)
            let project = base + "/" + name.raw
            XCTAssertEqual(
                files(project), [".gitignore", "Makefile", "README.md", "c-\(kind).c", "include/animator_plugin.h"])
            XCTAssertEqual(
                FileManager.default.contents(atPath: project + "/include/animator_plugin.h"), header,
                "the host's header, vendored")
            XCTAssertEqual(
                try String(contentsOfFile: project + "/.gitignore", encoding: .utf8), "*.so\n*.o\n*.diff.png\n",
                "--expect's visual diffs are not sources")
            let readme = try String(contentsOfFile: project + "/README.md", encoding: .utf8)
            XCTAssertTrue(readme.contains("host-cli install libc-\(kind).so"), readme)
            XCTAssertTrue(readme.contains("host-cli validate libc-\(kind).so"), readme)

            let started = Date()
            let make = run(in: project, ["/usr/bin/env", "make"], environment: makeEnv)
            print("make c-\(kind): \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
            XCTAssertEqual(make.ending, .exited(0), make.stdout + make.stderr)
            XCTAssertFalse(make.stderr.contains("warning"), make.stderr)
            let lib = project + "/libc-\(kind).so"
            try checkBuiltPlugin(lib, kind: kind, name: name, readme: readme)

            // The README's validate, install, list and uninstall lines, as written, in the project.
            let hostCLI = try NativeTools.hostCLI()
            XCTAssertEqual(
                run(in: project, [hostCLI, "validate", name.cLibrary, "--timeout", "120"]).ending, .exited(0))
            let install = run(in: project, [hostCLI, "install", name.cLibrary])
            XCTAssertEqual(install.ending, .exited(0), install.stderr)
            let installed = env["XDG_DATA_HOME"]! + "/transition-host/plugins/\(name.id).so"
            XCTAssertTrue(
                install.stdout.contains("installed \(name.id) 0.1.0 (\(kind)) → \(installed); validated"),
                install.stdout)
            XCTAssertTrue(try cli(["list", "--json"]).stdout.contains("\"path\": \"\(installed)\""))
            XCTAssertEqual(run(in: project, [hostCLI, "uninstall", name.id]).ending, .exited(0))

            let clean = run(in: project, ["/usr/bin/env", "make", "clean"], environment: makeEnv)
            XCTAssertEqual(clean.ending, .exited(0), clean.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: lib), "make clean removes the library")
            XCTAssertEqual(files(project).count, 5, "and nothing else")
        }
    }

    // MARK: Swift

    /// Each kind in Swift, built as a user builds it (`swift build --product MODULE`, against
    /// this checkout through TRANSITION_HOST_PATH): the package, its two sources, the version
    /// script, .gitignore and README.md; the library is listed, validates clean and runs. The
    /// three packages share one scratch path (the SDK is compiled once), kept between runs
    /// under the test build's scratch path so a second run builds incrementally.
    func testEveryKindInSwiftBuildsWithSwiftBuildAndValidatesClean() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let base = NativeTools.scratchDirectory + "/new-projects"
        let scratch = base + "/build"
        var buildEnv = env
        buildEnv["TRANSITION_HOST_PATH"] = root
        let plugins = try NativeTools.temporaryFolder(for: self, name: "plugins")
        for (kind, suffix) in [("animator", "Animator"), ("interaction", "Interaction"), ("layout", "Layout")] {
            let name = try ProjectName("swift-\(kind)")
            let project = base + "/" + name.raw
            try? FileManager.default.removeItem(atPath: project)
            let o = try cli(["new", kind, name.raw, "--output", project, "--host", root])
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            let module = name.swiftName
            XCTAssertEqual(module, "Swift" + suffix)
            XCTAssertEqual(
                files(project),
                [
                    ".gitignore", "Package.swift", "README.md", "Sources/\(module)/Export.swift",
                    "Sources/\(module)/\(module)\(suffix).swift", "plugin.exports"
                ])
            let manifest = try String(contentsOfFile: project + "/Package.swift", encoding: .utf8)
            XCTAssertTrue(manifest.contains("?? \"\(root)\""), "the checkout is the default: \(manifest)")
            XCTAssertTrue(manifest.contains(".product(name: \"AnimatorABI\", package: \"TransitionHost\")"), manifest)
            XCTAssertEqual(
                try String(contentsOfFile: project + "/.gitignore", encoding: .utf8),
                ".build/\n*.so\nPackage.resolved\n*.diff.png\n")
            let readme = try String(contentsOfFile: project + "/README.md", encoding: .utf8)
            XCTAssertTrue(readme.contains("swift build --product \(module)"), readme)

            let started = Date()
            var b = NativeTools.runTool(
                "swift", ["build", "--package-path", project, "--scratch-path", scratch, "--product", module],
                environment: buildEnv, timeout: 1200)
            if b.ending != .exited(0) && b.ending != .exited(127) {
                // An incremental build can miss a source file added to the host since the last
                // run (SwiftPM keeps the old file list): build that one afresh.
                try? FileManager.default.removeItem(atPath: scratch)
                b = NativeTools.runTool(
                    "swift", ["build", "--package-path", project, "--scratch-path", scratch, "--product", module],
                    environment: buildEnv, timeout: 1200)
            }
            print("swift build \(name.raw): \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
            if b.ending == .exited(127) { throw XCTSkip("swift is not on PATH") }
            XCTAssertEqual(b.ending, .exited(0), String(b.stdout.suffix(3000)) + String(b.stderr.suffix(3000)))
            XCTAssertFalse(b.stdout.contains("warning:") || b.stderr.contains("warning:"), b.stdout + b.stderr)
            let lib = plugins + "/" + name.swiftLibrary
            try FileManager.default.copyItem(atPath: scratch + "/debug/" + name.swiftLibrary, toPath: lib)
            chmod(lib, 0o755)
            try checkBuiltPlugin(lib, kind: kind, name: name, readme: readme)
        }
    }

    // MARK: Refusals

    /// Bad names, kinds and languages are usage errors (status 2) that say what is allowed, and
    /// write nothing.
    func testBadNamesKindsAndLanguagesAreUsageErrors() throws {
        let base = try NativeTools.temporaryFolder(for: self, name: "new-bad")
        let cases: [([String], String)] = [
            (["new", "animator", "1slide"], "plugin NAME 1slide: it must start with a letter"),
            (
                ["new", "animator", "my slide"],
                "plugin NAME my slide: a space is not allowed; use letters (A-Z, a-z), digits, - and _"
            ),
            (["new", "animator", "my.slide"], "plugin NAME my.slide: `.` is not allowed"),
            (["new", "animator", "slïde"], "plugin NAME slïde: `ï` is not allowed"),
            (["new", "animator", ""], "plugin NAME: it is empty"),
            (
                ["new", "animator", String(repeating: "a", count: 53)],
                "has 53 characters; at most 52, so that its id com.example.NAME fits"
            ),
            (
                ["new", "animator", "slide-animator"],
                "makes the Swift module SlideAnimator, which clashes with the module SlideAnimator"
            ),
            (["new", "layout", "ui_kit"], "makes the Swift module UiKit, which clashes with the module UIKit"),
            // Names whose types would be the SDK's own (`enum AnimatorPlugin: AnimatorPlugin`).
            (
                ["new", "animator", "animator"],
                "makes the Swift name AnimatorPlugin, which the SDK (AnimatorABI) already has as a type"
            ),
            (
                ["new", "interaction", "interaction"],
                "makes the Swift name InteractionPlugin, which the SDK (AnimatorABI) already has as a type"
            ),
            (
                ["new", "layout", "UICollectionView"],
                "makes the Swift name UICollectionView, which the SDK (AnimatorABI) already has as a type"
            ),
            (["new", "animator", "UIView"], "makes the Swift name UIView, which the SDK"),
            (
                ["new", "animtor", "x"],
                "new animtor: not a plugin kind; did you mean animator? (use animator, interaction or layout)"
            ),
            (["new", "widget", "x"], "new widget: not a plugin kind (use animator, interaction or layout)"),
            (["new", "animator", "x", "--lang", "rust"], "--lang rust: not a template language (use swift or c)"),
            (
                ["new", "animator", "x", "--lang", "C"],
                "--lang C: not a template language; did you mean c? (use swift or c)"
            ),
            (["new", "animator"], "`new` needs a kind and a NAME"),
            (["new", "animator", "x", "y"], "too many arguments; unexpected `y`"),
            (
                ["new", "animator", "x", "--host", base],
                "--host \(base): not a TransitionHost checkout (a folder holding Package.swift and Sources/CAnimatorABI/include/animator_plugin.h)"
            )
        ]
        for (args, message) in cases {
            let o = run(
                in: base, [try NativeTools.hostCLI()] + args + (args.contains("--host") ? [] : ["--host", root]))
            XCTAssertEqual(o.ending, .exited(2), "\(args): \(o.stderr)")
            XCTAssertTrue(o.stderr.hasPrefix("error: "), o.stderr)
            XCTAssertTrue(o.stderr.contains(message), "\(args): \(o.stderr)")
            XCTAssertEqual(o.stdout, "")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base), [], "nothing written")
        // slide-animator is fine in C, where there are no Swift modules to clash with.
        let c = run(
            in: base, [try NativeTools.hostCLI(), "new", "animator", "slide-animator", "--lang", "c", "--host", root])
        XCTAssertEqual(c.ending, .exited(0), c.stderr)
    }

    /// An existing folder that holds anything is refused (status 2), whatever it holds, and
    /// left byte for byte; so is a file in the way. An empty folder is used.
    func testAnExistingFolderIsNeverWrittenInto() throws {
        let base = try NativeTools.temporaryFolder(for: self, name: "new-existing")
        let project = base + "/my-slide"
        try FileManager.default.createDirectory(atPath: project + "/Sources", withIntermediateDirectories: true)
        let mine: [String: Data] = [
            "Package.swift": Data("// mine\n".utf8), "README.md": Data([0, 1, 2, 255]),
            "Sources/notes.txt": Data("keep".utf8)
        ]
        for (f, d) in mine { try d.write(to: URL(fileURLWithPath: project + "/" + f)) }
        for lang in ["swift", "c"] {
            let o = run(
                in: base, [try NativeTools.hostCLI(), "new", "animator", "my-slide", "--lang", lang, "--host", root])
            XCTAssertEqual(o.ending, .exited(2), o.stderr)
            XCTAssertTrue(
                o.stderr.contains(
                    "error: my-slide already exists and is not empty (3 entries: Package.swift, README.md, Sources); new writes only into a new or empty folder"
                ), o.stderr)
            XCTAssertEqual(files(project), mine.keys.sorted())
            for (f, d) in mine { XCTAssertEqual(FileManager.default.contents(atPath: project + "/" + f), d, f) }
        }
        // A folder holding only a hidden file is not empty either.
        let hidden = base + "/hidden"
        try FileManager.default.createDirectory(atPath: hidden, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: hidden + "/.git"))
        let h = try cli(["new", "layout", "grid2", "--output", hidden, "--host", root])
        XCTAssertEqual(h.ending, .exited(2), h.stderr)
        XCTAssertEqual(files(hidden), [".git"])
        // A file in the way.
        let file = base + "/a-file"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: file))
        let f = try cli(["new", "layout", "grid2", "--output", file, "--host", root])
        XCTAssertEqual(f.ending, .exited(2), f.stderr)
        XCTAssertTrue(f.stderr.contains("\(file) is a file, not a folder"), f.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: file), Data("mine".utf8))
        // An empty folder is used, and missing parents are made.
        let empty = base + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        XCTAssertEqual(try cli(["new", "layout", "grid2", "--output", empty, "--host", root]).ending, .exited(0))
        XCTAssertTrue(files(empty).contains("Sources/Grid2/Grid2Layout.swift"), "\(files(empty))")
        XCTAssertEqual(
            try cli(["new", "layout", "grid2", "--output", base + "/deep/er", "--host", root]).ending, .exited(0))
        XCTAssertTrue(files(base + "/deep/er").contains("Package.swift"))
    }

    /// A failure part-way removes exactly what the writer made: the files, the folders it
    /// created (deepest first), never a folder that was there before.
    func testAFailedWriteRemovesOnlyWhatItMade() throws {
        let base = try NativeTools.temporaryFolder(for: self, name: "new-rollback")
        func file(_ path: String) -> ProjectTemplate.File { ProjectTemplate.File(path: path, data: Data(path.utf8)) }
        // "a" is written as a file, then "a/b" needs it as a folder: the write fails.
        var made = ProjectWriter(folder: base + "/new/project")
        XCTAssertThrowsError(try made.write([file("one.txt"), file("sub/two.txt"), file("a"), file("a/b")])) {
            XCTAssertEqual($0 as? ProjectWriteError, .pathIsFile(path: base + "/new/project/a"))
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: base), [], "the folders it made are gone too")
        let existing = base + "/existing"
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: true)
        var into = ProjectWriter(folder: existing)
        XCTAssertThrowsError(try into.write([file("one.txt"), file("a"), file("a/b")])) {
            XCTAssertEqual(($0 as? ProjectWriteError)?.isUsageProblem, false, "a write that failed: status 1")
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: existing), [], "an existing folder stays, empty")
        // A file that appears meanwhile is never replaced (O_EXCL).
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: existing + "/two.txt"))
        XCTAssertThrowsError(try into.write([file("one.txt"), file("two.txt")])) {
            XCTAssertEqual($0 as? ProjectWriteError, .fileAppeared(path: existing + "/two.txt"))
        }
        XCTAssertEqual(FileManager.default.contents(atPath: existing + "/two.txt"), Data("theirs".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: existing), ["two.txt"])
    }

    /// The folder's refusals, found before anything is written, are the usage cases: the
    /// folder as the user gave it, and for a non-empty one its count and first three names.
    func testAFolderThatCannotTakeAProjectIsRefusedWithItsPath() throws {
        let base = try NativeTools.temporaryFolder(for: self, name: "new-check")
        XCTAssertNoThrow(try ProjectWriter.check(base + "/absent", shownAs: "absent"))
        XCTAssertNoThrow(try ProjectWriter.check(base, shownAs: "empty"))
        for name in ["d", "c", "b", "a"] { try Data().write(to: URL(fileURLWithPath: base + "/" + name)) }
        XCTAssertThrowsError(try ProjectWriter.check(base, shownAs: "mine")) {
            let error = $0 as? ProjectWriteError
            XCTAssertEqual(error, .notEmpty(folder: "mine", count: 4, first: ["a", "b", "c"]))
            XCTAssertEqual(error?.isUsageProblem, true, "the user's choice to change: status 2")
        }
        XCTAssertThrowsError(try ProjectWriter.check(base + "/a", shownAs: "a")) {
            XCTAssertEqual($0 as? ProjectWriteError, .folderIsFile(folder: "a"))
        }
        XCTAssertThrowsError(try ProjectWriter.check(base + "/a/b", shownAs: "a/b")) {
            XCTAssertEqual($0 as? ProjectWriteError, .cannotInspect(folder: "a/b", errno: ENOTDIR))
        }
    }

    // MARK: The host checkout

    /// The checkout is --host, else TRANSITION_HOST_PATH, else the nearest folder above
    /// host-cli; without any, a clear error says what to pass.
    func testTheHostCheckoutIsFoundOrNamed() throws {
        let base = try NativeTools.temporaryFolder(for: self, name: "new-host")
        // A checkout-shaped folder with a copy of host-cli in its .build.
        let fake = base + "/checkout"
        let bin = fake + "/.build/debug"
        try FileManager.default.createDirectory(
            atPath: fake + "/Sources/CAnimatorABI/include", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: fake + "/Package.swift"))
        let header = Data("/* a header */\n".utf8)
        try header.write(to: URL(fileURLWithPath: fake + "/Sources/CAnimatorABI/include/animator_plugin.h"))
        try FileManager.default.copyItem(atPath: try NativeTools.hostCLI(), toPath: bin + "/host-cli")
        let found = NativeTools.run(
            bin + "/host-cli", ["new", "layout", "found", "--lang", "c", "--output", base + "/found"], environment: env)
        XCTAssertEqual(found.ending, .exited(0), found.stderr)
        XCTAssertEqual(
            FileManager.default.contents(atPath: base + "/found/include/animator_plugin.h"), header,
            "the header of the checkout above host-cli")
        let swift = NativeTools.run(
            bin + "/host-cli", ["new", "layout", "found", "--output", base + "/found-swift"], environment: env)
        XCTAssertEqual(swift.ending, .exited(0), swift.stderr)
        XCTAssertTrue(swift.stdout.contains("using the TransitionHost checkout \(fake)\n"), swift.stdout)
        XCTAssertTrue(
            try String(contentsOfFile: base + "/found-swift/Package.swift", encoding: .utf8).contains("?? \"\(fake)\""))

        // TRANSITION_HOST_PATH wins over the search, and --host over both.
        var withEnv = env
        withEnv["TRANSITION_HOST_PATH"] = root
        let viaEnv = NativeTools.run(
            bin + "/host-cli", ["new", "layout", "env", "--lang", "c", "--output", base + "/env"], environment: withEnv)
        XCTAssertEqual(viaEnv.ending, .exited(0), viaEnv.stderr)
        XCTAssertEqual(
            FileManager.default.contents(atPath: base + "/env/include/animator_plugin.h"),
            FileManager.default.contents(atPath: NativeTools.headerDirectory + "/animator_plugin.h"))
        let viaFlag = NativeTools.run(
            bin + "/host-cli", ["new", "layout", "flag", "--lang", "c", "--output", base + "/flag", "--host", fake],
            environment: withEnv)
        XCTAssertEqual(viaFlag.ending, .exited(0), viaFlag.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: base + "/flag/include/animator_plugin.h"), header)
        withEnv["TRANSITION_HOST_PATH"] = base
        let badEnv = NativeTools.run(
            bin + "/host-cli", ["new", "layout", "bad", "--output", base + "/bad"], environment: withEnv)
        XCTAssertEqual(badEnv.ending, .exited(2))
        XCTAssertTrue(
            badEnv.stderr.contains("TRANSITION_HOST_PATH=\(base): not a TransitionHost checkout"), badEnv.stderr)

        // No checkout above a host-cli elsewhere.
        let lone = base + "/lone"
        try FileManager.default.createDirectory(atPath: lone, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: bin + "/host-cli", toPath: lone + "/host-cli")
        let none = NativeTools.run(
            lone + "/host-cli", ["new", "animator", "nowhere", "--output", base + "/nowhere"], environment: env)
        XCTAssertEqual(none.ending, .exited(2))
        XCTAssertTrue(
            none.stderr.contains(
                "error: cannot find a TransitionHost checkout (a folder holding Package.swift and Sources/CAnimatorABI/include/animator_plugin.h) in or above \(lone), where this host-cli is; pass --host DIR or set TRANSITION_HOST_PATH"
            ), none.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: base + "/nowhere"))
    }

    /// The Swift module names a project may not take include every target of this package,
    /// as its manifest declares them (so the list cannot fall behind a new target).
    func testReservedModuleNamesCoverEveryTargetOfTheHost() throws {
        let scratch = try NativeTools.temporaryFolder(for: self, name: "dump")
        let o = NativeTools.runTool(
            "swift", ["package", "--package-path", root, "--scratch-path", scratch, "dump-package"], timeout: 300)
        if o.ending == .exited(127) { throw XCTSkip("swift is not on PATH") }
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(o.stdout.utf8)) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        XCTAssertFalse(targets.isEmpty)
        for t in targets {
            XCTAssertTrue(ProjectName.reservedModuleNames.contains(t), "\(t) is a target of TransitionHost")
        }
    }

    /// --help reads like the other commands', and the command is listed.
    func testHelpDescribesTheCommand() throws {
        let h = try cli(["new", "--help"])
        XCTAssertEqual(h.ending, .exited(0))
        XCTAssertTrue(
            h.stdout.hasPrefix(
                "Make a new plugin project (Swift or C) that builds, validates and installs\n\nUsage: host-cli new animator|interaction|layout NAME [--lang swift|c]\n                    [--output DIR] [--host DIR]\n"
            ), h.stdout)
        for option in ["--lang swift|c", "--output DIR", "--host DIR"] {
            XCTAssertTrue(h.stdout.contains("  \(option) "), option)
        }
        let top = try cli(["--help"])
        XCTAssertTrue(top.stdout.contains("  new         Make a new plugin project"), top.stdout)
    }

    /// Names derive as documented.
    func testDerivedNames() throws {
        let n = try ProjectName("my_Fancy-slide2")
        XCTAssertEqual(n.id, "com.example.my-fancy-slide2")
        XCTAssertEqual(n.swiftName, "MyFancySlide2")
        XCTAssertEqual(n.cLibrary, "libmy_Fancy-slide2.so")
        XCTAssertEqual(n.swiftLibrary, "libMyFancySlide2.so")
        XCTAssertEqual(try ProjectName(String(repeating: "a", count: 52)).id.count, 64)
    }

    /// The `cd` line's folder reads back as the very folder in bash, and never holds a
    /// character a terminal acts on.
    func testTheCdLineQuotesAnyFolderSafely() throws {
        for folder in [
            "plain/dir", "with space", "it's", "back\\slash", "esc\u{1B}[2Jx", "new\nline", "bidi\u{202E}txt",
            "caf\u{E9}"
        ] {
            let word = NewCommand.shellWord(folder)
            XCTAssertEqual(TerminalText.escape(word), word, "\(word) would reach the terminal raw")
            let o = NativeTools.runTool("bash", ["-c", "printf %s " + word])
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            XCTAssertEqual(o.stdout, folder, word)
        }
        XCTAssertEqual(NewCommand.shellWord("my-slide"), "my-slide")
    }
}
