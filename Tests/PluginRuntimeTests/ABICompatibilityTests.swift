import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The compatibility rule of the header's HOW ABI 1 GROWS, both ways, with real plugins:
/// a plugin compiled against the frozen 1.0 header runs on this host; a plugin built against
/// this header (1.1) that uses only 1.0 calls runs on a 1.0 host; and one that uses a 1.1
/// call on a 1.0 host finds out per function (C: `AP_HOST_HAS`; Swift: the SDK reports the
/// call in the host's log) and never crashes. A 1.0 host is this host handing out the table
/// a 1.0 host has (``PluginBridge/emulatedABIMinor``): `struct_size` of 1.0, `abi_minor` 0,
/// later entries cleared.
final class ABICompatibilityTests: XCTestCase {
    private func scan(_ folder: String) -> PluginLoader.Scan {
        PluginLoader.scan(
            PluginSearchPath(explicit: [folder], environment: ["HOME": "/nonexistent"], executableDirectory: nil))
    }

    private func loaded(_ path: String, _ id: String) throws -> LoadedPlugin {
        let s = scan((path as NSString).deletingLastPathComponent)
        return try XCTUnwrap(s.plugins.first { $0.info.id == id }, "\(id) did not load: \(s.rejected)")
    }

    /// Runs one custom-container transition (A → B) with `plugin` on a host of ABI
    /// `1.hostMinor` (nil: this host), to the end; checks it completed with B shown.
    @discardableResult
    private func run(_ plugin: LoadedPlugin, hostMinor: Int?, file: StaticString = #filePath, line: UInt = #line) throws
        -> TransitionRig<ContainerViewController>
    {
        let h = try TransitionRig()
        h.bridge.emulatedABIMinor = hostMinor
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1, file: file, line: line)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded, file: file, line: line)
        XCTAssertFalse(ctx.transitionWasCancelled, file: file, line: line)
        XCTAssertEqual(h.container.selectedIndex, 1, file: file, line: line)
        XCTAssertEqual(h.children[1].view.layer.presentation.opacity, 1, "B is shown", file: file, line: line)
        return h
    }

    /// The plugin's log lines (its own messages, without the id prefix's brackets).
    private func pluginLines(_ log: EventLog) -> [String] { log.texts([.plugin]) }

    func testTheEmulated1_0TableIsExactlyA1_0Table() {
        let t = HostTable.template(minor: 0)
        XCTAssertEqual(t.abi_minor, 0)
        XCTAssertEqual(Int(t.struct_size), HostTable.size1_0)
        XCTAssertNil(t.current_media_time)
        XCTAssertNil(t.transaction_begin)
        XCTAssertNil(t.transaction_set_completion)
        // Every byte past the 1.0 table is zero.
        var copy = t
        withUnsafeBytes(of: &copy) { bytes in XCTAssertTrue(bytes[HostTable.size1_0...].allSatisfy { $0 == 0 }) }
        XCTAssertNotNil(t.perform_without_animation, "every 1.0 entry stays")
        // This host's own table: 1.1, whole.
        XCTAssertEqual(Int(HostTable.template.abi_minor), HostVersion.abiMinor)
        XCTAssertEqual(Int(HostTable.template.struct_size), MemoryLayout<ap_host>.size)
        XCTAssertGreaterThan(MemoryLayout<ap_host>.size, HostTable.size1_0)
    }

    func testAPluginCompiledAgainstThe1_0HeaderRunsAndValidatesOnThisHost() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture(
            "ThirdParty/c_fade_animator.c", name: "fade10", into: dir, header: ABIFreezeTests.frozenDirectory)
        let plugin = try loaded(path, "com.example.c-fade")
        XCTAssertEqual(plugin.info.abiMinor, 0, "built against 1.0")
        let h = try run(plugin, hostMinor: nil)
        XCTAssertEqual(h.log.diagnostics, [])
        // And the validator (a real process, every check in its own worker) passes it.
        let v = try NativeTools.cli(
            ["validate", path, "--skip", "memory", "--timeout", "120"],
            environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.contains("ABI 1.0"), v.stdout)
    }

    func testA1_1PluginUsingOnly1_0CallsRunsOnA1_0Host() throws {
        // The bundled slide, built with this SDK, declares 1.1 and uses only 1.0 calls.
        let slide = try TestPlugins.plugin("slide")
        XCTAssertEqual(Int(slide.info.abiMinor), HostVersion.abiMinor)
        XCTAssertEqual(try run(slide, hostMinor: 0).log.diagnostics, [])
        // So does the C fade built against this header.
        let dir = try NativeTools.temporaryFolder(for: self)
        let fade = try loaded(
            try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "fade11", into: dir),
            "com.example.c-fade")
        XCTAssertEqual(Int(fade.info.abiMinor), HostVersion.abiMinor)
        XCTAssertEqual(try run(fade, hostMinor: 0).log.diagnostics, [])
    }

    func testACPluginChecksPerFunctionWithAPHostHas() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let plugin = try loaded(
            try NativeTools.compileFixture("ABI/media_time_animator.c", name: "media", into: dir), "test.media-time")
        // On this host: the 1.1 call is there and answers the engine's time at the start (0).
        let now = try run(plugin, hostMinor: nil)
        XCTAssertEqual(
            pluginLines(now.log),
            ["test.media-time [info]: media time 0.0000", "test.media-time [info]: completing from a transaction"])
        XCTAssertEqual(now.log.diagnostics, [])
        // On a 1.0 host: the plugin sees the entry is missing and goes on without it.
        let old = try run(plugin, hostMinor: 0)
        XCTAssertEqual(
            pluginLines(old.log),
            [
                "test.media-time [info]: no current_media_time on ABI 1.0",
                "test.media-time [info]: completing from animate"
            ])
        XCTAssertEqual(old.log.diagnostics, [])
    }

    func testTheSwiftSDKReportsA1_1CallOnA1_0HostInsteadOfCrashing() throws {
        let plugin = try LoadedPlugin.inTest(mediaTimePluginDescriptor())
        // This host: CACurrentMediaTime() is the host's clock, read when the transition starts.
        let h = try TransitionRig()
        h.step(60)
        let start = h.engine.currentTime
        XCTAssertGreaterThan(start, 0.9)
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        _ = try h.select(1)
        h.runUntilIdle()
        XCTAssertEqual(pluginLines(h.log), ["test.swift-media-time [info]: swift media time \(start)"])
        XCTAssertEqual(h.log.diagnostics, [])

        // A 1.0 host: the SDK does not call the missing entry; it says what and why, returns 0,
        // and the transition completes.
        let old = try run(plugin, hostMinor: 0)
        let lines = pluginLines(old.log)
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(
            lines.first?.contains(
                "[error]: CACurrentMediaTime() needs a host of plugin ABI 1.1 or later; this host speaks ABI 1.0")
                == true, "\(lines)")
        XCTAssertEqual(lines.last, "test.swift-media-time [info]: swift media time 0.0")
    }

    /// `AP_PROP_DOUBLE_SIDED` and `AP_PROP_SUBLAYER_TRANSFORM` (added in 1.1) through the
    /// table: set and read back on this host; on a 1.0 table they are unknown properties
    /// (AP_ERR_BAD_ARGUMENT, a diagnostic each), never applied.
    func testPropertiesAddedIn1_1AreUnknownToA1_0Table() {
        for minor in [nil, 0] as [Int?] {
            let rig = HostTableRig(emulatedMinor: minor)
            let (log, h, view, handle) = (rig.log, rig.host, rig.view, rig.handle)
            let set = h.pointee.view_set_bool(h, handle, AP_PROP_DOUBLE_SIDED, false)
            var back = true
            let get = h.pointee.view_get_bool(h, handle, AP_PROP_DOUBLE_SIDED, AP_SOURCE_MODEL, &back)
            let perspective = Transform3D.perspective(distance: 500)
            let setST = h.pointee.view_set_transform3d(h, handle, AP_PROP_SUBLAYER_TRANSFORM, perspective.cValue)
            var st = Transform3D.identity.cValue
            let getST = h.pointee.view_get_transform3d(
                h, handle, AP_PROP_SUBLAYER_TRANSFORM, AP_SOURCE_PRESENTATION, &st)
            let setSO = h.pointee.view_set_number(h, handle, AP_PROP_SHADOW_OPACITY, 0.5)
            let setSF = h.pointee.view_set_point(h, handle, AP_PROP_SHADOW_OFFSET, ap_point(x: 2, y: 4))
            let setBW = h.pointee.view_set_number(h, handle, AP_PROP_BORDER_WIDTH, 3)
            let setBC = h.pointee.view_set_color(h, handle, AP_PROP_BORDER_COLOR, ap_color(r: 1, g: 0, b: 0, a: 1))
            if minor == nil {
                XCTAssertEqual(
                    [setBW, setBC, h.pointee.view_set_number(h, handle, AP_PROP_BORDER_WIDTH, -1)],
                    [AP_OK, AP_OK, AP_ERR_BAD_VALUE])
                XCTAssertEqual(
                    [setSO, setSF, h.pointee.view_set_number(h, handle, AP_PROP_SHADOW_RADIUS, -1)],
                    [AP_OK, AP_OK, AP_ERR_BAD_VALUE])
                XCTAssertEqual(view.layer.shadowOpacity, 0.5)
                XCTAssertEqual(view.layer.extras.shadowOffset, Point(x: 2, y: 4))
                XCTAssertEqual(view.layer.borderWidth, 3)
                XCTAssertEqual(view.layer.borderColor, Color(red: 1, green: 0, blue: 0))
                var bw = 0.0
                XCTAssertEqual(h.pointee.view_get_number(h, handle, AP_PROP_BORDER_WIDTH, AP_SOURCE_MODEL, &bw), AP_OK)
                XCTAssertEqual(bw, 3)
                log.clear()
                XCTAssertEqual([set, get, setST, getST], [AP_OK, AP_OK, AP_OK, AP_OK])
                XCTAssertFalse(back)
                XCTAssertFalse(view.layer.isDoubleSided)
                XCTAssertEqual(view.layer.sublayerTransform, perspective)
                XCTAssertEqual(Transform3D(st), perspective, "read back (the layer's own value for either source)")
                XCTAssertEqual(log.diagnostics, [])
            } else {
                XCTAssertEqual(
                    [set, get, setST, getST, setBW, setBC, setSO, setSF],
                    [
                        AP_ERR_BAD_ARGUMENT, AP_ERR_BAD_ARGUMENT, AP_ERR_BAD_ARGUMENT,
                        AP_ERR_BAD_ARGUMENT, AP_ERR_BAD_ARGUMENT, AP_ERR_BAD_ARGUMENT,
                        AP_ERR_BAD_ARGUMENT, AP_ERR_BAD_ARGUMENT
                    ])
                XCTAssertEqual(view.layer.shadowOpacity, 0, "not applied")
                XCTAssertTrue(view.layer.isDoubleSided, "not applied")
                XCTAssertEqual(view.layer.sublayerTransform, .identity, "not applied")
                XCTAssertEqual(view.layer.borderWidth, 0, "not applied")
                XCTAssertEqual(log.diagnostics.count, 8)
                XCTAssertTrue(log.diagnostics.allSatisfy { $0.contains("unknown property") }, "\(log.diagnostics)")
            }
            withExtendedLifetime(rig) {}
        }
    }

    /// Explicit animations from C (`Tests/Fixtures/ABI/explicit_spin_animator.c`): a basic fade
    /// and a keyframe turn, the transition completed from the turn's did_stop; on a 1.0 host
    /// the plugin falls back to `animate`. The validator (a real process, sandboxed workers)
    /// passes it.
    func testACPluginAnimatesWithExplicitLayerAnimations() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture("ABI/explicit_spin_animator.c", name: "spin", into: dir)
        let plugin = try loaded(path, "com.example.c-spin")
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        let b = h.children[1].view
        h.step(16)  // 0.25 s: a quarter turn (half of the first keyframe segment)
        XCTAssertEqual(b.layer.presentation.transform.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(b.layer.presentation.transform.m12, 1, accuracy: 1e-9)
        XCTAssertGreaterThan(b.layer.presentation.opacity, 0.5, "ease-out: more than half faded in at half its time")
        XCTAssertLessThan(b.layer.presentation.opacity, 1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertEqual(b.layer.presentation.transform, .identity, "removed at its end")

        let old = try run(plugin, hostMinor: 0)
        XCTAssertEqual(old.log.diagnostics, [], "the 1.0 path uses 1.0 calls only")

        let v = try NativeTools.cli(
            ["validate", path, "--skip", "memory", "--timeout", "120"],
            environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
    }

    /// Shape layers and masks from C (`Tests/Fixtures/ABI/shape_wipe_animator.c`): a layer made
    /// with view_create masks the to view by a rectangle whose "path" animation grows it from
    /// the left edge, while a line's "strokeEnd" goes 0 → 1; the plugin removes both when the
    /// wipe stops. Checked against the linear closed form, then by the validator.
    func testACPluginRevealsThroughAShapeMaskAndDrawsALine() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture("ABI/shape_wipe_animator.c", name: "wipe", into: dir)
        let plugin = try loaded(path, "com.example.c-wipe")
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        let b = h.children[1].view
        h.step(16)  // 0.25 s after the frame that started the animations
        let mask = try XCTUnwrap(b.mask, "the to view is masked")
        let width = b.bounds.size.width, height = b.bounds.size.height
        let shown = try XCTUnwrap(mask.layer.presentationPath)
        XCTAssertEqual(shown.boundingBox.size.width, width * 0.25, accuracy: 1e-9, "a quarter of the width, linearly")
        XCTAssertEqual(shown.boundingBox.size.height, height, accuracy: 1e-9)
        XCTAssertEqual(mask.layer.path?.boundingBox.size.width, width, "the model is the whole view")
        let line = try XCTUnwrap(
            b.root.subtree.last { $0.layer.path != nil }, "the line layer is in the transition's container")
        XCTAssertEqual(line.layer.presentation.strokeEnd, 0.25, accuracy: 1e-9)
        XCTAssertEqual(line.layer.extras.lineCap, .round)
        let frame = RenderModel.evaluate(b.root)
        XCTAssertTrue(frame.items.contains { $0.id == b.id && $0.masks == [0] }, "B is drawn under the mask")
        XCTAssertTrue(frame.items.contains { $0.id == line.id && !$0.polygons.isEmpty }, "the stroke is drawn")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertNil(b.mask, "removed by the plugin at the end")
        XCTAssertEqual(h.log.diagnostics, [])

        let old = try run(plugin, hostMinor: 0)
        XCTAssertEqual(old.log.diagnostics, [], "on a 1.0 host it calls nothing of 1.1")

        let v = try NativeTools.cli(
            ["validate", path, "--skip", "memory", "--timeout", "120"],
            environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
    }

    /// A property animator, a point conversion and controller relations from C
    /// (`Tests/Fixtures/ABI/property_animator_slide.c`): B slides in linearly from the
    /// window's right edge, the completion callback gets AP_POSITION_END and completes; on a
    /// 1.0 host the same slide runs through animate(). Then the validator.
    func testACPluginSlidesWithAPropertyAnimator() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture("ABI/property_animator_slide.c", name: "slide", into: dir)
        let plugin = try loaded(path, "com.example.c-property-slide")
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        let ctx = try h.select(1)
        let b = h.children[1].view
        let final = b.frame
        h.step(16)  // 0.25 s
        let x = b.layer.presentation.position.x - b.bounds.size.width / 2
        XCTAssertEqual(
            x, final.origin.x + 0.75 * 320, accuracy: 1e-9, "a quarter of the way in from the window's right edge (320)"
        )
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(
            h.log.texts([.plugin]),
            [
                "com.example.c-property-slide [info]: edge 320 parent kind 3 children 2",
                "com.example.c-property-slide [info]: position 0"
            ])
        XCTAssertEqual(h.log.diagnostics, [])
        let old = try run(plugin, hostMinor: 0)
        XCTAssertEqual(old.log.diagnostics, [], "on a 1.0 host it calls nothing of 1.1")
        let v = try NativeTools.cli(
            ["validate", path, "--skip", "memory", "--timeout", "120"],
            environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
    }
}

extension LoadedPlugin {
    /// A plugin defined in the test binary (its descriptor from `PluginExport`), checked by the
    /// same reader as a file's.
    static func inTest(_ raw: UnsafeRawPointer) throws -> LoadedPlugin {
        let d = raw.assumingMemoryBound(to: animator_plugin_descriptor.self)
        let info = try DescriptorReader.read(d, path: "(test)").get()
        return LoadedPlugin(info: info, path: "(test)", descriptor: d, isBuiltIn: true)
    }
}
