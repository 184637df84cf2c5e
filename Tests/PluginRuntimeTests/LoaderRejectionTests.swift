import AnimationCore
import Foundation
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The loader against real files compiled here with `cc` from the header alone: every
/// rejection reason with its code and a sentence that says what to do, one bad file never
/// stopping the others, the search order for duplicate ids, and a second load of the same file
/// recognised, not reloaded.
final class LoaderRejectionTests: XCTestCase {
    /// A scan of `folders` only (no environment folders, no bundled folder).
    private func scan(_ folders: [String]) -> PluginLoader.Scan {
        PluginLoader.scan(
            PluginSearchPath(explicit: folders, environment: ["HOME": "/nonexistent"], executableDirectory: nil))
    }

    @discardableResult
    private func variant(_ mode: Int, _ name: String, in dir: String, id: String = "test.loader") throws -> String {
        try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: name, into: dir, flags: ["-DMODE=\(mode)", "-DPLUGIN_ID=\"\(id)\""])
    }

    func testEveryDescriptorProblemIsRejectedWithItsCodeAndWhatToDo() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let cases: [(mode: Int, reason: PluginRejection.Reason, says: String)] = [
            (1, .missingEntry, "export `const animator_plugin_descriptor *animator_plugin_entry(void)`"),
            (2, .entryReturnedNull, "must return a pointer to a static animator_plugin_descriptor"),
            (
                3, .abiMajorMismatch,
                "built for plugin ABI 2.\(HostVersion.abiMinor), but this host speaks ABI \(HostVersion.abiText)"
            ),
            (5, .descriptorTooSmall, "its descriptor is 24 bytes, smaller than the 96 bytes"),
            (6, .invalidID, "its id \"Bad ID!\" is not of the form [a-z0-9.-]{1,64}"),
            (7, .missingString, "its name is missing, empty or not UTF-8"),
            (8, .missingString, "its version \"one\" is not semver"),
            (9, .missingString, "its summary is missing, empty or not UTF-8"),
            (10, .invalidVTable, "declares an animator but its animator vtable"),
            (11, .invalidParameters, "default 5.0 outside its range [0.0, 1.0]"),
            (12, .invalidParameters, "an invalid range [2.0, 1.0]"),
            (13, .invalidParameters, "needs 1 to 64 choices"),
            (14, .loadFailed, "undefined symbol: a_function_no_library_has")
        ]
        for c in cases { try variant(c.mode, String(format: "v%02d", c.mode), in: dir, id: "test.loader\(c.mode)") }
        try variant(0, "v00", in: dir, id: "test.good")
        // Built against a newer minor (six past this host's): it loads (the header's HOW ABI 1 GROWS: a plugin
        // checks per function what an older host lacks), and says which minor it wants.
        try variant(4, "v04", in: dir, id: "test.newer-minor")
        let s = scan([dir])
        // The good ones load although every other file in the folder is bad.
        XCTAssertEqual(s.plugins.filter { !$0.isBuiltIn }.map(\.info.id).sorted(), ["test.good", "test.newer-minor"])
        XCTAssertEqual(
            s.plugins.first { $0.info.id == "test.newer-minor" }.map { "\($0.info.abiMajor).\($0.info.abiMinor)" },
            "1.\(HostVersion.abiMinor + 6)")
        XCTAssertEqual(s.rejected.count, cases.count)
        for c in cases {
            let path = dir + String(format: "/v%02d.so", c.mode)
            let r = try XCTUnwrap(s.rejected.first { $0.path == path }, "mode \(c.mode) not rejected: \(s.rejected)")
            XCTAssertEqual(r.reason, c.reason, "mode \(c.mode): \(r)")
            XCTAssertTrue(r.message.contains(c.says), "mode \(c.mode): \(r.message)")
            XCTAssertTrue(r.description.hasPrefix(path + ": " + c.reason.rawValue + ": "), r.description)
        }
    }

    func testFilesThatAreNotSafeELFSharedObjectsAreRejectedBeforeAnyCodeRuns() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let good = try variant(0, "good", in: dir)
        let fm = FileManager.default
        // Not ELF: a text file, and a truncated copy of a real plugin.
        try "not a library\n".write(toFile: dir + "/text.so", atomically: true, encoding: .utf8)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        _ = fm.createFile(atPath: dir + "/truncated.so", contents: bytes.prefix(40))
        // Cut inside a segment, and one byte short of the section header table at the end: the
        // loader would fault (SIGBUS) reading them, so they are refused before any load.
        _ = fm.createFile(atPath: dir + "/truncated-half.so", contents: bytes.prefix(bytes.count / 2))
        _ = fm.createFile(atPath: dir + "/truncated-tail.so", contents: bytes.prefix(bytes.count - 1))
        // Another machine: the same bytes with e_machine set to AArch64 (183).
        var arm = bytes
        arm[18] = 183
        arm[19] = 0
        _ = fm.createFile(atPath: dir + "/arm.so", contents: arm)
        // Not a regular file, and a symlink that leaves the folder.
        try fm.createDirectory(atPath: dir + "/folder.so", withIntermediateDirectories: false)
        let outside = try NativeTools.temporaryFolder(for: self, name: "outside")
        let elsewhere = try variant(0, "elsewhere", in: outside)
        try fm.createSymbolicLink(atPath: dir + "/link-out.so", withDestinationPath: elsewhere)
        // Writable by the group.
        try fm.copyItem(atPath: good, toPath: dir + "/group-writable.so")
        chmod(dir + "/group-writable.so", 0o775)
        for f in ["text.so", "truncated.so", "truncated-half.so", "truncated-tail.so", "arm.so"] {
            chmod(dir + "/" + f, 0o644)
        }

        let s = scan([dir])
        func reason(_ name: String) -> PluginRejection? { s.rejected.first { $0.path == dir + "/" + name } }
        XCTAssertEqual(reason("text.so")?.reason, .notELF)
        XCTAssertEqual(reason("truncated.so")?.reason, .notELF)
        for cut in ["truncated-half.so", "truncated-tail.so"] {
            XCTAssertEqual(reason(cut)?.reason, .notELF, cut)
            XCTAssertTrue(
                reason(cut)?.message.contains("its segments and sections need \(bytes.count)") ?? false,
                "\(String(describing: reason(cut)))")
        }
        XCTAssertEqual(reason("arm.so")?.reason, .wrongArchitecture)
        XCTAssertEqual(reason("folder.so")?.reason, .notRegularFile)
        XCTAssertEqual(reason("link-out.so")?.reason, .notRegularFile)
        XCTAssertEqual(reason("group-writable.so")?.reason, .unsafePermissions)
        XCTAssertTrue(
            reason("group-writable.so")?.message.contains("chmod") ?? false,
            "\(String(describing: reason("group-writable.so")))")
        XCTAssertEqual(s.plugins.filter { !$0.isBuiltIn }.map(\.path), [good])
    }

    func testAGroupWritableFolderIsRejectedWholesale() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        try variant(0, "good", in: dir)
        chmod(dir, 0o775)
        let s = scan([dir])
        XCTAssertEqual(s.rejected.map(\.reason), [.unsafePermissions])
        XCTAssertTrue(s.plugins.allSatisfy(\.isBuiltIn))
    }

    /// The first plugin with an id in search order wins; the later one is reported with both
    /// paths. A built-in id always wins.
    func testDuplicateIDsFollowTheSearchOrder() throws {
        let first = try NativeTools.temporaryFolder(for: self, name: "first")
        let second = try NativeTools.temporaryFolder(for: self, name: "second")
        let a = try variant(0, "a", in: first, id: "test.same")
        let b = try variant(0, "b", in: second, id: "test.same")
        let builtIn = try variant(0, "default", in: second, id: "default")
        let s = scan([first, second])
        XCTAssertEqual(s.plugin(id: "test.same")?.path, a)
        let dup = try XCTUnwrap(s.rejected.first { $0.path == b })
        XCTAssertEqual(dup.reason, .duplicateID)
        XCTAssertTrue(dup.message.contains(a), dup.message)
        XCTAssertEqual(s.rejected.first { $0.path == builtIn }?.reason, .duplicateID)
        XCTAssertTrue(s.plugin(id: "default")?.isBuiltIn ?? false)
    }

    /// The same file loaded twice, and through a symlink in its own folder, is one plugin.
    func testASecondLoadOfTheSameFileIsRecognised() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try variant(0, "once", in: dir, id: "test.once")
        let first = try PluginLoader.load(path: path).get()
        let again = try PluginLoader.load(path: path).get()
        XCTAssertTrue(first === again)
        try FileManager.default.createSymbolicLink(atPath: dir + "/alias.so", withDestinationPath: path)
        let viaLink = try PluginLoader.load(path: dir + "/alias.so").get()
        XCTAssertTrue(first === viaLink)
        // A scan of the folder finds both names, but one plugin: no duplicate-id report.
        let s = scan([dir])
        XCTAssertEqual(s.plugins.filter { $0.info.id == "test.once" }.count, 1)
        XCTAssertEqual(s.rejected, [])
    }

    /// Compiles the C fixture `source` with `flags`, loads it, and starts A → B in a custom
    /// container whose delegate vends it as an animator with `params`.
    private func selectWithCPlugin(_ source: String, name: String, flags: [String] = [], params: [String] = []) throws
        -> (TransitionRig<ContainerViewController>, LoadedPlugin)
    {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture(source, name: name, into: dir, flags: flags)
        let plugin = try PluginLoader.load(path: path).get()
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin, params))
        h.container.select(index: 1)
        return (h, plugin)
    }

    /// A plain-C animator (`Tests/Fixtures/ThirdParty/c_fade_animator.c`) loaded with `dlopen`
    /// animates a real container transition: B's alpha follows ease-in-out over the
    /// `duration` parameter, and the transition completes.
    func testPlainCAnimatorAnimatesAContainerTransition() throws {
        let (h, plugin) = try selectWithCPlugin("ThirdParty/c_fade_animator.c", name: "fade", params: ["duration=0.5"])
        let (a, b) = (h.children[0].view, h.children[1].view)
        for frame in [0, 6, 15, 24] {
            h.run(toFrame: frame)
            let q = CubicBezier.easeInEaseOut.progress(Double(frame) / 60 / 0.5)
            assertClose(b.layer.presentation.opacity, q, 1e-9, "B alpha at frame \(frame)")
            assertClose(a.layer.presentation.opacity, 1 - q, 1e-9, "A alpha at frame \(frame)")
            XCTAssertEqual(b.layer.presentation.position, Point(x: 160, y: 240), "B sits at its final frame")
        }
        h.runUntilIdle()
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [b.id])
        XCTAssertEqual(a.alpha, 1, "the animator puts the from view's alpha back")
        XCTAssertEqual(h.log.diagnostics, [])
        // --param is checked against the declared range before the plugin sees it.
        XCTAssertThrowsError(try ParameterValues(plugin: plugin.info, assignments: ["duration=20"])) {
            guard case .outOfRange(_, "duration", 20, _, _, _)? = $0 as? ParameterError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try ParameterValues(plugin: plugin.info, assignments: ["speed=1"])) {
            guard case .unknownName(_, _, "speed", _)? = $0 as? ParameterError else { return XCTFail("\($0)") }
        }
    }

    /// A host call from another thread is refused with AP_ERR_THREAD and changes nothing.
    func testHostCallsFromAnotherThreadAreRefused() throws {
        let (h, _) = try selectWithCPlugin("Loader/thread_caller.c", name: "thread", flags: ["-pthread"])
        h.runUntilIdle()
        XCTAssertTrue(
            h.log.texts().contains("test.thread-caller [info]: call from another thread returned -7"),
            "\(h.log.texts())")
        XCTAssertEqual(h.children[1].view.alpha, 1, "the refused call changed nothing")
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
    }
}
