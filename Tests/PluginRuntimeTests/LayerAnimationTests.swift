import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Explicit layer animations (ABI 1.1 `layer_add_animation`) through the table and through the
/// Swift SDK: the presentation animates while the model holds, the delegate completes the
/// transition, a percent-driven interaction scrubs and cancels them, refusals name what is
/// wrong and still stop the animation, and a 1.0 host gets a report instead of a call.
final class LayerAnimationTests: XCTestCase {
    nonisolated(unsafe) private static var stops: [Bool] = []

    private func run(hostMinor: Int? = nil, interaction: Bool = false) throws -> (
        TransitionRig<ContainerViewController>, TransitionContext, ManualInteraction?
    ) {
        let plugin = try LoadedPlugin.inTest(explicitFadePluginDescriptor())
        let h = try TransitionRig()
        h.bridge.emulatedABIMinor = hostMinor
        let animator = try h.animator(plugin)
        var ic: ManualInteraction?
        if interaction { ic = h.manualInteraction(animator: animator) } else { h.delegate(animator: animator) }
        return (h, try h.select(1), ic)
    }

    func testABasicAnimationAnimatesWhatIsShownAndItsDelegateCompletesTheTransition() throws {
        let (h, ctx, _) = try run()
        let b = h.children[1].view
        h.step(16)  // 0.25 s
        XCTAssertEqual(
            b.layer.presentation.opacity, 0.25, accuracy: 1e-9, "linear, as explicit animations are by default")
        XCTAssertEqual(b.alpha, 1, "the model was set to the end value")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertFalse(ctx.transitionWasCancelled)
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(
            h.log.texts([.plugin]),
            [
                "test.swift-explicit-fade [info]: keys [\"fade\"]",
                "test.swift-explicit-fade [info]: stopped finished=true"
            ])
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertEqual(b.layer.presentation.opacity, 1)
    }

    func testAnInteractionScrubsAndCancelsAnExplicitAnimation() throws {
        let (h, ctx, ic) = try run(interaction: true)
        let b = h.children[1].view
        try XCTUnwrap(ic).update(0.4)
        h.step(2)
        XCTAssertEqual(b.layer.presentation.opacity, 0.4, accuracy: 1e-9, "scrubbed with the container's time")
        try XCTUnwrap(ic).cancel()
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertTrue(ctx.transitionWasCancelled)
        XCTAssertTrue(
            h.log.texts([.plugin]).contains("test.swift-explicit-fade [info]: stopped finished=false"),
            "\(h.log.texts([.plugin]))")
        XCTAssertNil(b.superview)
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    func testOnA1_0HostTheSDKReportsTheCallAndStopsTheAnimationUnfinished() throws {
        let (h, ctx, _) = try run(hostMinor: 0)
        h.runUntilIdle()
        let lines = h.log.texts([.plugin])
        XCTAssertTrue(
            lines.contains { $0.contains("[error]: CALayer.add(_:forKey:) needs a host of plugin ABI 1.1") }, "\(lines)"
        )
        XCTAssertTrue(lines.contains("test.swift-explicit-fade [info]: stopped finished=false"), "\(lines)")
        XCTAssertTrue(ctx.hasEnded, "the delegate still completed the transition")
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
    }

    /// Through the C table: refusals with their codes, the stop still called (or, for a struct
    /// too small to read, not), and removal by key.
    func testRefusalsNameWhatIsWrongAndStillStopTheAnimation() {
        let rig = HostTableRig()
        let (engine, log, h, view, handle) = (rig.engine, rig.log, rig.host, rig.view, rig.handle)
        Self.stops = []
        func animation(_ path: String, _ configure: (inout ap_layer_animation) -> Void = { _ in }) -> ap_status {
            var a = ap_layer_animation()
            a.struct_size = UInt32(MemoryLayout<ap_layer_animation>.size)
            a.kind = AP_LAYER_ANIM_BASIC
            a.to_value.type = AP_VALUE_NUMBER
            a.did_stop = ap_completion(fn: { _, finished in LayerAnimationTests.stops.append(finished) }, user: nil)
            configure(&a)
            return path.withCString { p in
                a.key_path = p
                return "k".withCString { k in h.pointee.layer_add_animation!(h, handle, &a, k) }
            }
        }
        XCTAssertEqual(animation("transform.skew"), AP_ERR_BAD_ARGUMENT)
        XCTAssertTrue(
            log.diagnostics.last?.contains(
                "unknown key path \"transform.skew\"; this host animates position, position.x") == true,
            "\(log.diagnostics)")
        XCTAssertEqual(
            animation("opacity") { $0.to_value.type = AP_VALUE_POINT }, AP_ERR_BAD_ARGUMENT, "a point for a number")
        XCTAssertEqual(
            animation("opacity") {
                $0.kind = AP_LAYER_ANIM_SPRING
                $0.mass = 1
                $0.stiffness = 100
            }, AP_ERR_BAD_VALUE, "damping 0")
        XCTAssertEqual(animation("opacity") { $0.duration = .nan }, AP_ERR_BAD_VALUE)
        XCTAssertEqual(animation("opacity") { $0.struct_size = 8 }, AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(animation("opacity") { $0.flags = 64 }, AP_ERR_BAD_ARGUMENT, "an unknown flag")
        XCTAssertEqual(view.layer.animationKeys, [], "nothing was added")
        engine.advance(to: 1.0 / 60)
        XCTAssertEqual(
            Self.stops, [false, false, false, false, false],
            "every refusal but the unreadable struct stops the animation, unfinished")

        Self.stops = []
        XCTAssertEqual(animation("opacity") { $0.duration = 1 }, AP_OK)
        XCTAssertEqual(engine.explicitAnimationKeys(of: view.layer), ["k"])
        XCTAssertEqual("k".withCString { h.pointee.layer_remove_animation!(h, handle, $0) }, AP_OK)
        let before = log.diagnostics.count
        XCTAssertEqual(
            "k".withCString { h.pointee.layer_remove_animation!(h, handle, $0) }, AP_OK,
            "no animation under the key: a no-op, as Core Animation")
        XCTAssertEqual(log.diagnostics.count, before, "and nothing to report")
        engine.advance(to: 2.0 / 60)
        XCTAssertEqual(Self.stops, [false])
        XCTAssertNil(HostTable.template(minor: 0).layer_add_animation, "a 1.0 table has none")
        XCTAssertEqual(
            animation("position.x") {
                $0.flags = AP_LAYER_ANIM_FLAG_ADDITIVE
                $0.to_value.v.0 = 10
                $0.duration = 1
            }, AP_OK)
        XCTAssertEqual(view.layer.animations(for: .position).last?.isAdditive, true)
        engine.advance(to: 2.0 / 60 + 0.5)
        XCTAssertEqual(
            view.layer.presentation.position.x, view.center.x + 5, accuracy: 1e-9,
            "additive: from 0 (a missing end) to +10 around the model")
        withExtendedLifetime(rig) {}
    }

    /// Each refusal of the reader is a case naming the key path and the value found, and
    /// carries the status the plugin's call returns.
    func testEachRefusalIsACaseWithTheStatusThePluginGets() {
        func refusal(_ path: String, _ configure: (inout ap_layer_animation) -> Void = { _ in }) -> LayerAnimationError?
        {
            var a = ap_layer_animation()
            a.struct_size = UInt32(MemoryLayout<ap_layer_animation>.size)
            a.kind = AP_LAYER_ANIM_BASIC
            a.to_value.type = AP_VALUE_NUMBER
            configure(&a)
            return path.withCString { p -> LayerAnimationError? in
                a.key_path = p
                do throws(LayerAnimationError) {
                    _ = try HostTable.explicitAnimation(a, key: nil)
                    return nil
                } catch { return error }
            }
        }
        XCTAssertNil(refusal("opacity"))
        XCTAssertEqual(refusal("transform.skew"), .unknownKeyPath("transform.skew"))
        XCTAssertEqual(
            refusal("opacity") {
                $0.kind = AP_LAYER_ANIM_SPRING
                $0.mass = 1
                $0.stiffness = 100
            }, .springParameters("opacity"))
        XCTAssertEqual(refusal("opacity") { $0.duration = .nan }, .mediaTiming("opacity"))
        XCTAssertEqual(refusal("opacity") { $0.flags = 64 }, .unknownFlags("opacity", 64))
        XCTAssertEqual(refusal("opacity") { $0.fill_mode = 99 }, .unknownFillMode("opacity", 99))
        XCTAssertEqual(refusal("opacity") { $0.kind = 77 }, .unknownKind("opacity", 77))
        XCTAssertEqual(
            refusal("opacity") { $0.to_value.type = AP_VALUE_PATH }, .pathValues("opacity", isPathKey: false))
        XCTAssertEqual(refusal("opacity") { $0.to_value.type = 99 }, .valueType("opacity", 99))
        XCTAssertEqual(refusal("opacity") { $0.to_value.v.0 = .infinity }, .valueNotFinite("opacity"))
        XCTAssertEqual(refusal("position.x") { $0.to_value.v.0 = 1e300 }, .valueOutOfRange("position.x"))
        XCTAssertEqual(LayerAnimationError.springParameters("opacity").status, AP_ERR_BAD_VALUE)
        XCTAssertEqual(LayerAnimationError.unknownKeyPath("transform.skew").status, AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(
            LayerAnimationError.unknownFlags("opacity", 64).description,
            "opacity: unknown flags 0x40; use AP_LAYER_ANIM_FLAG_*")
    }

    /// A keyframe animation through the table: values and key times copied during the call,
    /// the calculation mode honoured; bad key times and mixed types refused.
    func testKeyframesThroughTheTable() {
        let rig = HostTableRig()
        let (engine, h, view, handle) = (rig.engine, rig.host, rig.view, rig.handle)
        func number(_ x: Double) -> ap_value {
            var v = ap_value()
            v.type = AP_VALUE_NUMBER
            v.v.0 = x
            return v
        }
        func add(_ values: [ap_value], _ times: [Double]?, mode: UInt32 = AP_KEYFRAME_LINEAR) -> ap_status {
            var a = ap_layer_animation()
            a.struct_size = UInt32(MemoryLayout<ap_layer_animation>.size)
            a.kind = AP_LAYER_ANIM_KEYFRAME
            a.duration = 1
            a.value_count = UInt32(values.count)
            a.calculation_mode = mode
            return values.withUnsafeBufferPointer { v in
                a.values = v.baseAddress
                return "opacity".withCString { p in
                    a.key_path = p
                    if let times {
                        return times.withUnsafeBufferPointer { t in
                            a.key_times = t.baseAddress
                            return h.pointee.layer_add_animation!(h, handle, &a, nil)
                        }
                    }
                    return h.pointee.layer_add_animation!(h, handle, &a, nil)
                }
            }
        }
        XCTAssertEqual(add([number(1), number(0), number(1)], [0, 0.25, 1]), AP_OK)
        engine.advance(to: 0.125)
        XCTAssertEqual(view.layer.presentation.opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(
            add([number(0), number(1)], nil, mode: AP_KEYFRAME_DISCRETE), AP_OK, "replaces the first (same property)")
        engine.advance(to: 0.125 + 0.25)
        XCTAssertEqual(view.layer.presentation.opacity, 0, "discrete: the first value holds for the first half")
        XCTAssertEqual(add([number(0), number(1)], [0.5, 0.2]), AP_ERR_BAD_VALUE, "descending key times")
        var point = ap_value()
        point.type = AP_VALUE_POINT
        XCTAssertEqual(add([number(0), point], nil), AP_ERR_BAD_ARGUMENT, "mixed types")
        XCTAssertEqual(add([], nil), AP_ERR_BAD_ARGUMENT, "no values")
        XCTAssertEqual(add([number(0)], nil, mode: 99), AP_ERR_BAD_ARGUMENT, "unknown mode")
        // Per-segment curves: an ease-in on the first of two segments.
        let curves = [ap_point(x: 0.42, y: 0), ap_point(x: 1, y: 1)]
        let status: ap_status = curves.withUnsafeBufferPointer { c in
            let values = [number(0), number(1), number(0)]
            return values.withUnsafeBufferPointer { v in
                var a = ap_layer_animation()
                a.struct_size = UInt32(MemoryLayout<ap_layer_animation>.size)
                a.kind = AP_LAYER_ANIM_KEYFRAME
                a.duration = 1
                a.values = v.baseAddress
                a.value_count = 3
                a.timing_functions = c.baseAddress
                a.timing_function_count = 1
                return "opacity".withCString { p in
                    a.key_path = p
                    return h.pointee.layer_add_animation!(h, handle, &a, nil)
                }
            }
        }
        XCTAssertEqual(status, AP_OK)
        let start = engine.currentTime
        engine.advance(to: start + 0.25)
        XCTAssertEqual(view.layer.presentation.opacity, CubicBezier(0.42, 0, 1, 1).progress(0.5), accuracy: 1e-12)
        engine.advance(to: start + 0.75)
        XCTAssertEqual(view.layer.presentation.opacity, 0.5, accuracy: 1e-12, "the second segment is linear")
        withExtendedLifetime(rig) {}
    }

    /// The SDK's `CAKeyframeAnimation`: a spin through key times, a full turn by value
    /// functions, completed from the delegate.
    func testASwiftKeyframeAnimationSpinsThroughItsKeyTimes() throws {
        let plugin = try LoadedPlugin.inTest(keyframeSpinPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        let b = h.children[1].view
        h.step(16)  // 0.25 s: halfway to the key time 0.5, so a quarter turn
        let m = b.layer.presentation.transform
        XCTAssertEqual(m.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(m.m12, 1, accuracy: 1e-9)
        h.step(30)  // 0.75 s: three quarters of a turn
        XCTAssertEqual(b.layer.presentation.transform.m12, -1, accuracy: 1e-9)
        XCTAssertEqual(b.backgroundColor, Color(red: 1, green: 0, blue: 0), "layer.backgroundColor = color.cgColor")
        XCTAssertEqual(b.layer.borderWidth, 2)
        XCTAssertEqual(b.layer.borderColor, Color(red: 0, green: 0, blue: 1))
        let items = RenderModel.evaluate(h.container.view).items.filter { $0.id == b.id }
        XCTAssertEqual(items.map(\.blur), [5, 0, 0], "the shadow (deviation = radius ÷ 2) first")
        XCTAssertEqual(items.map(\.border), [0, 0, 2], "then the fill, then the border")
        XCTAssertEqual(b.layer.extras.shadowOffset, Point(x: 0, y: 8))
        XCTAssertEqual(
            h.log.texts([.plugin]), ["test.swift-keyframe-spin [info]: rasterize true"],
            "a hint reads back what was set")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// A `CAAnimationGroup`: a child without a duration takes the group's, a delayed child
    /// starts within the group, and the group's delegate hears one start and one stop.
    func testAGroupRunsItsAnimationsTogetherAndReportsOnce() throws {
        let plugin = try LoadedPlugin.inTest(groupPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        let b = h.children[1].view
        h.step(16)  // 0.25 s
        XCTAssertEqual(b.layer.presentation.opacity, 0.25, accuracy: 1e-9, "the fade lasts the group's second")
        XCTAssertEqual(b.layer.presentation.transform, .identity, "the scale has not begun")
        h.step(30)  // 0.75 s
        XCTAssertEqual(b.layer.presentation.transform.m11, 0.75, accuracy: 1e-9, "halfway through the delayed scale")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(
            h.log.texts([.plugin]),
            [
                "test.swift-group [info]: keys [\"appear\"]", "test.swift-group [info]: group started",
                "test.swift-group [info]: group stopped finished=true"
            ])
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// Removing a group by its key removes only its animations still running (no refused
    /// call for the one that already stopped), and its delegate hears one unfinished stop.
    func testRemovingAGroupByItsKeyStopsItOnceWithoutRefusals() throws {
        let plugin = try LoadedPlugin.inTest(groupRemovalPluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        let ctx = try h.select(1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(h.log.texts([.plugin]), ["test.swift-group-removal [info]: group stopped finished=false"])
        let done = try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time
        XCTAssertGreaterThan(done, 0.5)
        XCTAssertLessThan(done, 0.55)
        XCTAssertEqual(h.log.diagnostics, [], "no call was refused")
        XCTAssertEqual(h.children[1].view.layer.presentation.transform, .identity)
    }

    /// `CATransition` from Swift: the container's picture from the last frame (A alone) is
    /// pushed out to the left as the live one (B added just before the transition) comes in
    /// from the right, linearly over 0.5 s; the CATransaction's completion completes the
    /// transition; cancelling it mid-way restores A and removes the transition.
    func testACATransitionPushesTheLastFramesPictureOutAndTheLiveOneIn() throws {
        let plugin = try LoadedPlugin.inTest(transitionPushPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        let b = h.children[1].view
        h.step(16)  // 0.25 s after the frame that started it: half way, linearly
        let frame = RenderModel.evaluate(b.root)
        let width = b.bounds.size.width
        // The children are the big items (the container's button strip has small ones titled
        // A, B, C too).
        let children = frame.items.filter { $0.size == b.bounds.size }
        let liveB = try XCTUnwrap(children.first { $0.id == b.id })
        let frozenA = try XCTUnwrap(
            children.first { $0.title == "A" && $0.id != h.children[0].view.id }, "A in the before picture")
        let x0 = try XCTUnwrap(liveB.clips.last?.first?.x, "clipped to the container's bounds")
        XCTAssertEqual(liveB.corners[0].x - x0, width / 2, accuracy: 1e-6, "B half way in from the right")
        XCTAssertEqual(frozenA.corners[0].x - x0, -width / 2, accuracy: 1e-6, "A half way out to the left")
        XCTAssertFalse(
            children.contains { $0.title == "B" && $0.id != b.id },
            "B is not in the before picture: it was added this turn")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 0.5)
        XCTAssertEqual(h.log.diagnostics, [])
        XCTAssertFalse(
            RenderModel.evaluate(b.root).items.contains {
                $0.size == b.bounds.size && $0.title == "A" && $0.id != h.children[0].view.id
            },
            "no picture left over")
    }

    /// A transition through the C table: the kinds, sides and progress range checked, a short
    /// struct refused, a good one added under its key and stopped once.
    func testATransitionThroughTheTable() {
        let rig = HostTableRig()
        let (engine, h, view, handle) = (rig.engine, rig.host, rig.view, rig.handle)
        Self.stops = []
        func add(_ configure: (inout ap_layer_animation) -> Void) -> ap_status {
            var a = ap_layer_animation()
            a.struct_size = UInt32(MemoryLayout<ap_layer_animation>.size)
            a.kind = AP_LAYER_ANIM_TRANSITION
            a.duration = 1
            a.did_stop = ap_completion(fn: { _, finished in LayerAnimationTests.stops.append(finished) }, user: nil)
            configure(&a)
            return "transition".withCString { p in
                a.key_path = p
                return "transition".withCString { k in h.pointee.layer_add_animation!(h, handle, &a, k) }
            }
        }
        XCTAssertEqual(add { $0.transition_type = 7 }, AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(add { $0.transition_subtype = 4 }, AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(
            add {
                $0.start_progress = 0.8
                $0.end_progress = 0.2
            }, AP_ERR_BAD_VALUE)
        XCTAssertEqual(
            add {
                $0.struct_size = UInt32(
                    MemoryLayout<ap_layer_animation>.offset(of: \ap_layer_animation.transition_type)!)
            }, AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(
            add {
                $0.transition_type = AP_TRANSITION_REVEAL
                $0.transition_subtype = AP_TRANSITION_FROM_BOTTOM
            }, AP_OK)
        let a = view.layer.animation(for: .transition)
        XCTAssertEqual(a?.transition?.kind, .reveal)
        XCTAssertEqual(a?.transition?.side, .fromBottom)
        XCTAssertEqual(a?.transition?.endProgress, 1, "a zeroed end_progress plays it all")
        XCTAssertEqual(engine.explicitAnimationKeys(of: view.layer), ["transition"])
        engine.advance(to: 0.5)
        engine.advance(to: 1)
        XCTAssertEqual(
            Self.stops, [false, false, false, false, true],
            "the four refusals stop unfinished (the short struct is read as far as did_stop), the good one finishes")
        withExtendedLifetime(rig) {}
    }

    /// `CAKeyframeAnimation.path` from Swift: paced along a half circle of radius 100 over the
    /// top (UIKit's clockwise from π to 0), so the centre is at the top at half time and at
    /// 45° at a quarter.
    func testASwiftKeyframeAnimationMovesAlongAPath() throws {
        let plugin = try LoadedPlugin.inTest(arcMotionPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        let b = h.children[1].view
        let c = b.center
        h.step(16)  // 0.25 s
        assertClose(
            b.layer.presentation.position, Point(x: c.x - 100 * cos(Double.pi / 4), y: c.y - 100 * sin(Double.pi / 4)),
            0.05)
        h.step(15)  // 0.5 s
        assertClose(b.layer.presentation.position, Point(x: c.x, y: c.y - 100), 0.05, "the top of the arc")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// `CAGradientLayer` from Swift: a sublayer of the to view with its colours, locations and
    /// axis, read back as the object it was made as; the render model draws its gradient in
    /// its rounded bounds.
    func testASwiftGradientLayerIsDrawnWithItsStopsAndAxis() throws {
        let plugin = try LoadedPlugin.inTest(gradientScrimPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let ctx = try h.select(1)
        let b = h.children[1].view
        h.step(2)
        let scrim = try XCTUnwrap(b.subviews.last, "the gradient layer is a sublayer of the to view")
        let item = try XCTUnwrap(RenderModel.evaluate(b.root).items.first { $0.id == scrim.id && $0.gradient != nil })
        let g = try XCTUnwrap(item.gradient)
        XCTAssertEqual(g.stops.map(\.location), [0, 0.6])
        XCTAssertEqual(g.stops[0].color, Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(g.stops[1].color.alpha, 0)
        XCTAssertEqual(g.start, Point(x: 0, y: b.bounds.size.height / 2))
        XCTAssertEqual(g.end, Point(x: b.bounds.size.width, y: b.bounds.size.height / 2))
        XCTAssertEqual(item.cornerRadius, 4)
        XCTAssertEqual(
            h.log.texts([.plugin]),
            ["test.swift-gradient-scrim [info]: gradient layer reads back 2 locations, is a gradient layer: true"])
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// Images from Swift: `UIGraphicsImageRenderer` + `layer.render(in:)` give an image of the
    /// from view that a `UIImageView` shows where the view was, fading out; a half-size image
    /// through `UIGraphicsBeginImageContextWithOptions` + `drawHierarchy` shows as a layer's
    /// contents. The pictured items carry A's id, in the image view's and the layer's places.
    func testSwiftImagesOfAViewAreShownByAnImageViewAndAsContents() throws {
        let plugin = try LoadedPlugin.inTest(imageSnapshotPluginDescriptor())
        let h = try TransitionRig()
        let animator = try h.animator(plugin)
        h.delegate(animator: animator)
        let a = h.children[0].view
        let size = a.bounds.size
        let ctx = try h.select(1)
        h.step(16)  // 0.25 s: the cover half faded
        let frame = RenderModel.evaluate(a.root)
        let pictured = frame.items.filter { $0.id == a.id && $0.size == size }
        XCTAssertEqual(
            pictured.count, 3, "A itself (still in the container), in the thumbnail on B, in the cover on top")
        let thumbnail = pictured[1], cover = pictured[2]
        XCTAssertEqual(cover.alpha, 0.5, accuracy: 0.05, "fading with the image view")
        XCTAssertEqual(
            thumbnail.corners[1].x - thumbnail.corners[0].x, size.width / 2, accuracy: 1e-9, "drawn at half size")
        XCTAssertEqual(
            h.log.texts([.plugin]),
            [
                "test.swift-image-snapshot [info]: image \(Int(size.width))x\(Int(size.height)), thumbnail \(Int(size.width / 2))x\(Int(size.height / 2))"
            ])
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
