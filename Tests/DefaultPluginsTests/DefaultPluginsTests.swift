import AnimatorABI
import DefaultPlugins
import PluginRuntime
import SlideAnimatorKit
import TestSupport
import XCTest

/// The built-ins as the composition roots register them: what `DefaultPlugins.register()`
/// adds, that registering again changes nothing, and that the registry checks a built-in's
/// descriptor as it checks a file's.
final class DefaultPluginsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        DefaultPlugins.register()
    }

    func testRegisterAddsTheSpringSlideAsTheBuiltInDefault() throws {
        let d = BuiltInPlugins.defaultAnimator
        XCTAssertEqual(d.info.id, "default")
        XCTAssertTrue(d.isBuiltIn)
        XCTAssertEqual(d.path, "(built-in)")
        XCTAssertEqual(d.source, .builtIn(id: "default"))
        XCTAssertEqual(d.info.summary, "The container's default animator: the spring slide, compiled into the host")
        // The slide's own declarations under another id: the same name, version and parameters.
        XCTAssertEqual(d.info.name, SlidePlugin.name)
        XCTAssertEqual(d.info.version, SlidePlugin.version)
        XCTAssertEqual(d.info.parameters.map(\.name), SlidePlugin.parameters.map(\.name))
        guard case .success(let loaded) = PluginSource.builtIn(id: "default").load() else {
            return XCTFail("the registered default does not load by id")
        }
        XCTAssertTrue(loaded === d)
    }

    func testRegisteringAgainKeepsOneOfEach() {
        let before = BuiltInPlugins.all
        DefaultPlugins.register()
        DefaultPlugins.register()
        XCTAssertEqual(BuiltInPlugins.all.map(\.info.id), before.map(\.info.id))
        XCTAssertEqual(BuiltInPlugins.all.filter { $0.info.id == "default" }.count, 1)
    }

    func testAnIDAlreadyRegisteredKeepsThePluginRegisteredFirst() throws {
        let first = BuiltInPlugins.defaultAnimator
        let count = BuiltInPlugins.all.count
        let again = BuiltInPlugins.register(
            descriptor: PluginExport.animator(SlidePlugin.self, id: "default"), summary: "another")
        guard case .success(let kept) = again else { return XCTFail("\(again)") }
        XCTAssertTrue(kept === first)
        XCTAssertEqual(BuiltInPlugins.defaultAnimator.info.summary, first.info.summary)
        XCTAssertEqual(BuiltInPlugins.all.count, count)
    }

    func testABuiltInWithAnInvalidDescriptorIsRefusedAndNotRegistered() {
        let count = BuiltInPlugins.all.count
        let result = BuiltInPlugins.register(descriptor: PluginExport.animator(SlidePlugin.self, id: "Not An ID"))
        guard case .failure(let rejection) = result else { return XCTFail("registered an id with spaces and capitals") }
        XCTAssertEqual(rejection.reason, .invalidID)
        XCTAssertTrue(rejection.message.contains("\"Not An ID\""), rejection.message)
        XCTAssertEqual(BuiltInPlugins.all.count, count)
        XCTAssertFalse(BuiltInPlugins.all.contains { $0.info.id == "Not An ID" })
    }
}
