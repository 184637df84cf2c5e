import Foundation
import TestSupport
import XCTest
@testable import PluginRuntime

/// Plugins by value: a ``PluginSource`` survives its text form and loads the plugin again; a
/// ``PluginChoice`` loads its plugin again and refuses a file that now holds another one.
final class PluginChoiceTests: XCTestCase {
    func testSourcesRoundTripThroughTheirDescription() throws {
        XCTAssertEqual(PluginSource.builtIn(id: "default").description, "builtin:default")
        XCTAssertEqual(PluginSource("builtin:default"), .builtIn(id: "default"))
        XCTAssertEqual(PluginSource.file(path: "/opt/plugins/fade.so").description, "/opt/plugins/fade.so")
        XCTAssertEqual(PluginSource("/opt/plugins/fade.so"), .file(path: "/opt/plugins/fade.so"))
        XCTAssertEqual(
            PluginSource("relative/builtin:x.so"), .file(path: "relative/builtin:x.so"),
            "only the prefix makes a built-in")
        for source in [
            PluginSource.builtIn(id: "default"), .builtIn(id: "x.y-z"), .file(path: "/tmp/a b/c.so"),
            .file(path: "plugin.so")
        ] {
            XCTAssertEqual(PluginSource(source.description), source, source.description)
        }
        // A loaded plugin's source, through its text, loads the same plugin.
        for id in ["default", "slide"] {
            let plugin = try TestPlugins.plugin(id)
            let again = try PluginSource(plugin.source.description).load().get()
            XCTAssertTrue(again === plugin, "\(id) from \(plugin.source)")
        }
        XCTAssertEqual(try TestPlugins.plugin("default").source, .builtIn(id: "default"))
        guard case .file(let path) = try TestPlugins.plugin("slide").source else { return XCTFail("slide is a file") }
        XCTAssertTrue(path.hasSuffix("/libSlideAnimator.so"), path)
    }

    func testAnUnknownBuiltInFailsListingTheBuiltIns() {
        let builtIns = TestPlugins.builtIns.map(\.info.id)
        guard case .failure(let r) = PluginSource.builtIn(id: "nope").load() else {
            return XCTFail("loaded a plugin called nope")
        }
        XCTAssertEqual(r.reason, .invalidID)
        XCTAssertEqual(r.path, "builtin:nope")
        XCTAssertEqual(
            r.message, "no plugin \"nope\" is built into this host (built in: \(builtIns.joined(separator: ", ")))")
        XCTAssertTrue(r.message.contains("(built in: default"), r.message)
        // Through a choice, the error names the plugin chosen.
        var choice = PluginChoice(defaultsOf: TestPlugins.defaultAnimator)
        choice.source = .builtIn(id: "nope")
        guard case .failure(let e) = choice.load() else { return XCTFail("loaded a plugin called nope") }
        XCTAssertTrue(e.message.hasPrefix("plugin default cannot be loaded: "), e.message)
        XCTAssertTrue(e.message.contains("no plugin \"nope\" is built into this host"), e.message)
    }

    func testAChoiceLoadsItsPluginAgain() throws {
        let slide = try TestPlugins.plugin("slide")
        let choice = PluginChoice(
            slide, parameters: try ParameterValues(plugin: slide.info, assignments: ["damping=0.5"]))
        XCTAssertEqual(choice.id, "slide")
        XCTAssertEqual(choice.source, slide.source)
        XCTAssertEqual(choice.parameters.values["damping"], .number(0.5))
        XCTAssertTrue(try choice.load().get() === slide)
        XCTAssertEqual(PluginChoice(defaultsOf: slide).parameters, ParameterValues(defaultsOf: slide.info))
        XCTAssertNotEqual(PluginChoice(defaultsOf: slide), choice, "the parameters are part of the value")
    }

    func testAChoiceOfAFileThatNowHoldsAnotherPluginFailsNamingBoth() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: "plugin", into: dir,
            flags: ["-DMODE=0", "-DPLUGIN_ID=\"test.chosen\""])
        let chosen = try PluginLoader.load(path: path).get()
        let choice = PluginChoice(defaultsOf: chosen)
        XCTAssertEqual(try choice.load().get().info.id, "test.chosen")
        // The file is replaced by another plugin (a new file renamed over it, as an update would).
        let other = try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: "other", into: dir,
            flags: ["-DMODE=0", "-DPLUGIN_ID=\"test.replacement\""])
        XCTAssertEqual(rename(other, path), 0)
        guard case .failure(let e) = choice.load() else {
            return XCTFail("the replaced file still loaded as \(choice.id)")
        }
        XCTAssertTrue(e.message.contains("test.replacement") && e.message.contains("test.chosen"), e.message)
        XCTAssertEqual(e.message, "\(path) now holds plugin test.replacement, not test.chosen; list the plugins again")
    }

    /// A choice carries the hash of the bytes that were scanned: a file rewritten since (even
    /// with the same plugin id, size and time) is refused, naming both contents.
    func testAChoiceOfAFileWhoseBytesChangedSinceItWasScannedIsRefused() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: "plugin", into: dir,
            flags: ["-DMODE=0", "-DPLUGIN_ID=\"test.hashed\""])
        let scanned = try XCTUnwrap(
            try PluginLoader.inspect(path: path).map { f -> ContentHash? in
                defer { PluginLoader.close(f) }
                return PluginLoader.contentHash(f)
            }.get())
        let choice = PluginChoice(
            source: .file(path: path), id: "test.hashed", parameters: ParameterValues(values: [:]), contentHash: scanned
        )
        XCTAssertEqual(try choice.load().get().info.id, "test.hashed", "unchanged: it loads")
        // The same plugin built again with one more symbol: same id, other bytes.
        let rebuilt = try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: "rebuilt", into: dir,
            flags: ["-DMODE=0", "-DPLUGIN_ID=\"test.hashed\"", "-DEXTRA_SYMBOL=1", "-O2"])
        XCTAssertEqual(rename(rebuilt, path), 0)
        guard case .failure(let e) = choice.load() else { return XCTFail("the rewritten file loaded") }
        XCTAssertTrue(
            e.message.contains("it changed since it was scanned")
                && e.message.contains(String(scanned.description.prefix(12))), e.message)
    }

    /// A file's identity stands for its bytes only once its last change is past the file
    /// system's clock tick (two writes within one tick leave the same times).
    func testAnIdentitySettlesTwoSecondsAfterItsLastChange() {
        func identity(m: Int64, c: Int64) -> PluginLoader.FileIdentity {
            PluginLoader.FileIdentity(
                device: 1, inode: 2, size: 3, mtime: m, mtimeNanos: 999_999_999, ctime: c, ctimeNanos: 5)
        }
        XCTAssertEqual(PluginLoader.FileIdentity.settlingTime, 2)
        XCTAssertTrue(identity(m: 100, c: 100).isSettled(now: 102))
        XCTAssertFalse(identity(m: 100, c: 100).isSettled(now: 101))
        XCTAssertFalse(
            identity(m: 90, c: 101).isSettled(now: 102),
            "the change time counts (a rewrite that set the modification time back)")
        XCTAssertFalse(identity(m: 101, c: 90).isSettled(now: 102), "and so does a modification time in the future")
        XCTAssertFalse(identity(m: 100, c: 100).isSettled(now: 0))
    }

    /// A choice that carries the identity its hash was taken at is copied without hashing
    /// while the file keeps that identity (shown with a hash the bytes do not have: it is not
    /// computed), and hashed again as soon as the identity differs.
    func testASettledIdentitySkipsTheHashUntilTheFileChanges() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: "plugin", into: dir,
            flags: ["-DMODE=0", "-DPLUGIN_ID=\"test.identity\""])
        let (identity, real) = try PluginLoader.inspect(path: path).map {
            f -> (PluginLoader.FileIdentity, ContentHash?) in
            defer { PluginLoader.close(f) }
            return (f.identity, PluginLoader.contentHash(f))
        }.get()
        let other = try XCTUnwrap(ContentHash(hex: String(repeating: "ab", count: 32)))
        XCTAssertNotEqual(real, other)
        let trusted = try PluginLoader.seal(path: path, expected: other, identity: identity).get()
        XCTAssertEqual(trusted.hash, other, "the identity stood for the bytes: nothing was hashed")
        XCTAssertEqual(trusted.copy.size, Int(identity.size))
        guard case .failure(let r) = PluginLoader.seal(path: path, expected: other, identity: nil) else {
            return XCTFail("no identity: the copy is hashed")
        }
        XCTAssertTrue(r.message.contains("it changed since it was scanned"), r.message)
        // The file is touched (same bytes, a new change time): hashed again, and it matches.
        usleep(50_000)  // past the file system's clock tick
        XCTAssertEqual(utimensat(AT_FDCWD, path, nil, 0), 0)
        let rehashed = try PluginLoader.seal(path: path, expected: try XCTUnwrap(real), identity: identity).get()
        XCTAssertEqual(rehashed.hash, real)
        guard case .failure = PluginLoader.seal(path: path, expected: other, identity: identity) else {
            return XCTFail("another identity: the copy is hashed")
        }
    }
}
