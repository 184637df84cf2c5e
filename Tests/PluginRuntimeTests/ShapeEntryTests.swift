import AnimationCore
import CAnimatorABI
import HostContainer
import XCTest
@testable import PluginRuntime

/// ABI 1.1's shape and mask entries through the C table, as a plugin calls them: paths set and
/// read back (model and presentation), the shape properties, masks, "path" animations, and
/// every refusal with its status and the path left as it was.
final class ShapeEntryTests: XCTestCase {
    static func element(_ kind: UInt32, _ points: [ap_point] = []) -> ap_path_element {
        var e = ap_path_element()
        e.kind = kind
        if points.count > 0 { e.points.0 = points[0] }
        if points.count > 1 { e.points.1 = points[1] }
        if points.count > 2 { e.points.2 = points[2] }
        return e
    }

    static let triangle = [
        element(AP_PATH_MOVE, [ap_point(x: 0, y: 0)]), element(AP_PATH_LINE, [ap_point(x: 10, y: 0)]),
        element(AP_PATH_QUAD, [ap_point(x: 10, y: 5), ap_point(x: 5, y: 10)]),
        element(AP_PATH_CUBIC, [ap_point(x: 3, y: 9), ap_point(x: 1, y: 8), ap_point(x: 0, y: 7)]),
        element(AP_PATH_CLOSE)
    ]

    private func set(_ h: UnsafePointer<ap_host>, _ v: ap_view, _ elements: [ap_path_element]?) -> ap_status {
        guard let elements else { return h.pointee.view_set_path!(h, v, nil) }
        return elements.withUnsafeBufferPointer { b in
            var p = ap_path(elements: b.baseAddress, count: UInt32(b.count), reserved: 0)
            return h.pointee.view_set_path!(h, v, &p)
        }
    }

    func testPathsGoInAndComeBackElementForElement() throws {
        let rig = HostTableRig()
        let (h, view, handle) = (rig.host, rig.view, rig.handle)
        XCTAssertEqual(set(h, handle, Self.triangle), AP_OK)
        XCTAssertEqual(
            view.layer.path,
            Path([
                .move(.zero), .line(Point(x: 10, y: 0)), .quad(Point(x: 10, y: 5), Point(x: 5, y: 10)),
                .cubic(Point(x: 3, y: 9), Point(x: 1, y: 8), Point(x: 0, y: 7)), .close
            ]))
        XCTAssertEqual(h.pointee.view_get_path!(h, handle, AP_SOURCE_MODEL, nil, 0), 5, "a sizing call")
        var buffer = [ap_path_element](repeating: ap_path_element(), count: 3)
        XCTAssertEqual(
            h.pointee.view_get_path!(h, handle, AP_SOURCE_MODEL, &buffer, 3), 5, "the count, though only 3 fit")
        XCTAssertEqual(buffer[2].kind, AP_PATH_QUAD)
        XCTAssertEqual(buffer[2].points.1.x, 5)
        XCTAssertEqual(set(h, handle, nil), AP_OK)
        XCTAssertNil(view.layer.path, "NULL: no shape")
        XCTAssertEqual(h.pointee.view_get_path!(h, handle, AP_SOURCE_PRESENTATION, nil, 0), 0)
        withExtendedLifetime(rig) {}
    }

    func testBadPathsAreRefusedAndLeaveThePathAsItWas() throws {
        let rig = HostTableRig()
        let (h, view, handle, log) = (rig.host, rig.view, rig.handle, rig.log)
        XCTAssertEqual(set(h, handle, Self.triangle), AP_OK)
        let before = view.layer.path
        var unknown = Self.triangle
        unknown[1].kind = 9
        XCTAssertEqual(set(h, handle, unknown), AP_ERR_BAD_ARGUMENT)
        XCTAssertTrue(log.diagnostics.last?.contains("element 1 has unknown kind 9") == true, "\(log.diagnostics)")
        var nan = Self.triangle
        nan[3].points.2.y = .nan
        XCTAssertEqual(set(h, handle, nan), AP_ERR_BAD_VALUE)
        var unusedNaN = Self.triangle
        unusedNaN[1].points.2.x = .nan
        XCTAssertEqual(set(h, handle, unusedNaN), AP_OK, "points an element does not use are ignored")
        XCTAssertEqual(set(h, handle, Self.triangle), AP_OK)
        var null = ap_path(elements: nil, count: 3, reserved: 0)
        XCTAssertEqual(h.pointee.view_set_path!(h, handle, &null), AP_ERR_BAD_ARGUMENT)
        var huge = ap_path(
            elements: Self.triangle.withUnsafeBufferPointer { $0.baseAddress }, count: 70_000, reserved: 0)
        XCTAssertEqual(
            h.pointee.view_set_path!(h, handle, &huge), AP_ERR_BAD_ARGUMENT,
            "over 65,536 elements (refused before reading any)")
        XCTAssertEqual(view.layer.path, before)
        XCTAssertEqual(set(h, ap_view(bits: 999), Self.triangle), AP_ERR_BAD_HANDLE)
        withExtendedLifetime(rig) {}
    }

    func testShapePropertiesAreSetCheckedAndReadBack() throws {
        let rig = HostTableRig()
        let (h, view, handle) = (rig.host, rig.view, rig.handle)
        XCTAssertEqual(
            h.pointee.view_set_color!(h, handle, ap_property(AP_PROP_STROKE_COLOR), ap_color(r: 1, g: 0, b: 0, a: 1)),
            AP_OK)
        XCTAssertEqual(view.layer.strokeColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_LINE_WIDTH), 3), AP_OK)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_LINE_WIDTH), -1), AP_ERR_BAD_VALUE)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_STROKE_END), 2), AP_OK, "clamped")
        XCTAssertEqual(view.layer.strokeEnd, 1)
        XCTAssertEqual(
            h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_LINE_JOIN), Double(AP_LINE_JOIN_BEVEL)), AP_OK)
        XCTAssertEqual(view.layer.extras.lineJoin, .bevel)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_LINE_CAP), 3), AP_ERR_BAD_VALUE)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_FILL_RULE), 0.5), AP_ERR_BAD_VALUE)
        XCTAssertEqual(
            h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_FILL_RULE), Double(AP_FILL_RULE_EVEN_ODD)), AP_OK)
        var out = 0.0
        XCTAssertEqual(
            h.pointee.view_get_number!(h, handle, ap_property(AP_PROP_FILL_RULE), AP_SOURCE_MODEL, &out), AP_OK)
        XCTAssertEqual(out, 1)
        XCTAssertEqual(
            h.pointee.view_get_number!(h, handle, ap_property(AP_PROP_LINE_WIDTH), AP_SOURCE_MODEL, &out), AP_OK)
        XCTAssertEqual(out, 3)
        // A 1.0 table does not know the 1.1 ids.
        let old = HostTableRig(emulatedMinor: 0)
        XCTAssertEqual(
            old.host.pointee.view_set_number!(old.host, old.handle, ap_property(AP_PROP_LINE_WIDTH), 3),
            AP_ERR_BAD_ARGUMENT)
        XCTAssertNil(HostTable.template(minor: 0).view_set_path)
        withExtendedLifetime((rig, old)) {}
    }

    func testMasksAreSetReadAndClearedAndAViewCannotMaskItself() throws {
        let rig = HostTableRig()
        let (h, view, handle, bridge, engine) = (rig.host, rig.view, rig.handle, rig.bridge, rig.engine)
        let mask = View(engine: engine, frame: Rect(x: 0, y: 0, width: 5, height: 5))
        let m = bridge.handle(mask)
        XCTAssertEqual(h.pointee.view_set_mask!(h, handle, m), AP_OK)
        XCTAssertTrue(view.mask === mask)
        XCTAssertEqual(h.pointee.view_mask!(h, handle).bits, m.bits)
        XCTAssertEqual(h.pointee.view_set_mask!(h, handle, handle), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(h.pointee.view_set_mask!(h, handle, ap_view(bits: 12345)), AP_ERR_BAD_HANDLE)
        XCTAssertTrue(view.mask === mask, "refusals change nothing")
        XCTAssertEqual(h.pointee.view_set_mask!(h, handle, ap_view()), AP_OK)
        XCTAssertNil(view.mask)
        XCTAssertEqual(h.pointee.view_mask!(h, handle).bits, 0)
        withExtendedLifetime(rig) {}
    }

    func testPathAnimationsTakeTheirPathsByIndexAndRefuseMixedTypes() throws {
        let rig = HostTableRig()
        let (h, view, handle, engine) = (rig.host, rig.view, rig.handle, rig.engine)
        let small = [
            Self.element(AP_PATH_MOVE, [ap_point(x: 0, y: 0)]), Self.element(AP_PATH_LINE, [ap_point(x: 2, y: 0)]),
            Self.element(AP_PATH_CLOSE)
        ]
        let big = [
            Self.element(AP_PATH_MOVE, [ap_point(x: 0, y: 0)]), Self.element(AP_PATH_LINE, [ap_point(x: 10, y: 0)]),
            Self.element(AP_PATH_CLOSE)
        ]
        func add(_ from: ap_value, _ to: ap_value, paths: Int = 2, size: Int = MemoryLayout<ap_layer_animation>.size)
            -> ap_status
        {
            small.withUnsafeBufferPointer { s in
                big.withUnsafeBufferPointer { b in
                    var list = [
                        ap_path(elements: s.baseAddress, count: 3, reserved: 0),
                        ap_path(elements: b.baseAddress, count: 3, reserved: 0)
                    ]
                    return list.withUnsafeMutableBufferPointer { l in
                        var a = ap_layer_animation()
                        a.struct_size = UInt32(size)
                        a.kind = AP_LAYER_ANIM_BASIC
                        a.duration = 1
                        a.from_value = from
                        a.to_value = to
                        a.paths = UnsafePointer(l.baseAddress)
                        a.path_count = UInt32(paths)
                        return "path".withCString { p in
                            a.key_path = p
                            return h.pointee.layer_add_animation!(h, handle, &a, nil)
                        }
                    }
                }
            }
        }
        func value(_ type: UInt32, _ x: Double) -> ap_value {
            var v = ap_value()
            v.type = type
            v.v.0 = x
            return v
        }
        XCTAssertEqual(add(value(AP_VALUE_PATH, 0), value(AP_VALUE_PATH, 1)), AP_OK)
        engine.advance(to: 0.5)
        XCTAssertEqual(view.layer.presentationPath, Path([.move(.zero), .line(Point(x: 6, y: 0)), .close]))
        var buffer = [ap_path_element](repeating: ap_path_element(), count: 3)
        XCTAssertEqual(h.pointee.view_get_path!(h, handle, AP_SOURCE_PRESENTATION, &buffer, 3), 3)
        XCTAssertEqual(buffer[1].points.0.x, 6, "the presentation is the in-between path")
        XCTAssertEqual(
            add(value(AP_VALUE_NUMBER, 0), value(AP_VALUE_PATH, 1)), AP_ERR_BAD_ARGUMENT, "a number for a path")
        XCTAssertEqual(
            add(value(AP_VALUE_PATH, 0), value(AP_VALUE_PATH, 2)), AP_ERR_BAD_ARGUMENT, "index past the paths")
        XCTAssertEqual(
            add(value(AP_VALUE_PATH, 0), value(AP_VALUE_PATH, 1), paths: 5000), AP_ERR_BAD_ARGUMENT, "too many paths")
        let shortSize = MemoryLayout<ap_layer_animation>.offset(of: \ap_layer_animation.paths)!
        XCTAssertEqual(
            add(value(AP_VALUE_PATH, 0), value(AP_VALUE_PATH, 1), size: shortSize), AP_ERR_BAD_ARGUMENT,
            "a struct built before `paths` has none, so its indices name nothing")
        let opacity: ap_status = "opacity".withCString { p in
            var a = ap_layer_animation()
            a.struct_size = UInt32(MemoryLayout<ap_layer_animation>.size)
            a.kind = AP_LAYER_ANIM_BASIC
            a.to_value = value(AP_VALUE_PATH, 0)
            a.key_path = p
            return h.pointee.layer_add_animation!(h, handle, &a, nil)
        }
        XCTAssertEqual(opacity, AP_ERR_BAD_ARGUMENT, "a path value for a number")
        withExtendedLifetime(rig) {}
    }

    /// view_set_gradient: a gradient set and cleared; refusals leave it unchanged.
    func testGradientsAreCheckedSetAndCleared() throws {
        let rig = HostTableRig()
        let (h, view, handle) = (rig.host, rig.view, rig.handle)
        let colors = [ap_color(r: 1, g: 0, b: 0, a: 1), ap_color(r: 0, g: 0, b: 1, a: 0.5)]
        func set(
            count: UInt32 = 2, locations: [Double]? = nil, type: UInt32 = AP_GRADIENT_AXIAL,
            size: Int = MemoryLayout<ap_gradient>.size,
            color0: ap_color? = nil
        ) -> ap_status {
            var list = colors
            if let color0 { list[0] = color0 }
            return list.withUnsafeBufferPointer { c in
                var g = ap_gradient()
                g.struct_size = UInt32(size)
                g.count = count
                g.colors = c.baseAddress
                g.start_point = ap_point(x: 0, y: 0.5)
                g.end_point = ap_point(x: 1, y: 0.5)
                g.type = type
                guard let locations else { return h.pointee.view_set_gradient!(h, handle, &g) }
                return locations.withUnsafeBufferPointer { l in
                    g.locations = l.baseAddress
                    return h.pointee.view_set_gradient!(h, handle, &g)
                }
            }
        }
        XCTAssertEqual(set(locations: [0.25, 0.75]), AP_OK)
        let style = try XCTUnwrap(view.layer.extras.gradient)
        XCTAssertEqual(style.colors, [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, alpha: 0.5)])
        XCTAssertEqual(style.locations, [0.25, 0.75])
        XCTAssertEqual(style.startPoint, Point(x: 0, y: 0.5))
        XCTAssertEqual(set(count: 0), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(set(count: 300), AP_ERR_BAD_ARGUMENT, "refused before reading the colours")
        XCTAssertEqual(set(type: 2), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(set(size: 8), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(set(locations: [0.25, 1e12]), AP_ERR_BAD_VALUE, "beyond the coordinate range")
        XCTAssertEqual(set(locations: [0.25, .infinity]), AP_ERR_BAD_VALUE)
        XCTAssertEqual(set(color0: ap_color(r: .nan, g: 0, b: 0, a: 1)), AP_ERR_BAD_VALUE)
        XCTAssertEqual(view.layer.extras.gradient, style, "refusals change nothing")
        // Any finite locations, as Core Animation takes them: beyond the axis and out of order.
        XCTAssertEqual(set(locations: [-0.5, 1.5]), AP_OK)
        XCTAssertEqual(view.layer.extras.gradient?.locations, [-0.5, 1.5])
        XCTAssertEqual(set(locations: [0.8, 0.2]), AP_OK, "descending (drawn with a hard edge)")
        XCTAssertEqual(set(locations: [0.25, 0.75]), AP_OK)
        XCTAssertEqual(h.pointee.view_set_gradient!(h, handle, nil), AP_OK)
        XCTAssertNil(view.layer.extras.gradient)
        XCTAssertNil(HostTable.template(minor: 0).view_set_gradient, "a 1.0 table has none")
        withExtendedLifetime(rig) {}
    }

    /// Images through the table: made from a view, sized, shown as contents and cleared;
    /// refusals return no image.
    func testImagesAreMadeSizedShownAndRefused() throws {
        let rig = HostTableRig()
        let (h, view, handle, bridge, engine) = (rig.host, rig.view, rig.handle, rig.bridge, rig.engine)
        view.backgroundColor = .white
        var layer = ap_image_layer()
        layer.view = handle
        layer.transform = ap_affine(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 0)
        let image = h.pointee.image_create!(h, ap_size(width: 30, height: 20), &layer, 1)
        XCTAssertNotEqual(image.bits, 0)
        let size = h.pointee.image_size!(h, image)
        XCTAssertEqual(size.width, 30)
        XCTAssertEqual(size.height, 20)
        let holder = View(engine: engine, frame: Rect(x: 0, y: 0, width: 60, height: 40))
        let holderHandle = bridge.handle(holder)
        XCTAssertEqual(h.pointee.view_set_contents!(h, holderHandle, image), AP_OK)
        XCTAssertEqual(h.pointee.view_contents!(h, holderHandle).bits, image.bits)
        let item = try XCTUnwrap(RenderModel.evaluate(holder, presentation: false).items.last)
        XCTAssertEqual(item.id, view.id)
        XCTAssertEqual(item.corners[2], Point(x: 42, y: 40), "(10, 10) × 2 + (1, 0) in the image, × 2 into the holder")
        XCTAssertEqual(h.pointee.view_set_contents!(h, holderHandle, ap_image()), AP_OK)
        XCTAssertNil(holder.layer.extras.contents)
        XCTAssertEqual(h.pointee.image_create!(h, ap_size(width: .nan, height: 1), nil, 0).bits, 0)
        XCTAssertEqual(
            h.pointee.image_create!(h, ap_size(width: 1, height: 1), nil, 3).bits, 0, "layers NULL with a count")
        layer.view = ap_view(bits: 77)
        XCTAssertEqual(h.pointee.image_create!(h, ap_size(width: 1, height: 1), &layer, 1).bits, 0, "a bad view")
        XCTAssertEqual(h.pointee.view_set_contents!(h, holderHandle, ap_image(bits: 99)), AP_ERR_BAD_HANDLE)
        XCTAssertEqual(
            h.pointee.image_create!(h, ap_size(width: 5, height: 5), nil, 0).bits != 0, true, "an empty image")
        XCTAssertNil(HostTable.template(minor: 0).image_create, "a 1.0 table has none")
        withExtendedLifetime((rig, holder)) {}
    }

    /// Layer timing through the table: speed, time offset and begin time set and read back,
    /// NaN refused, times converted between views and the host's media time.
    func testLayerTimingAndTimeConversion() throws {
        let rig = HostTableRig()
        let (h, view, handle) = (rig.host, rig.view, rig.handle)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_SPEED), 2), AP_OK)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_TIME_OFFSET), 1), AP_OK)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_BEGIN_TIME), 3), AP_OK)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_SPEED), .nan), AP_ERR_BAD_VALUE)
        XCTAssertEqual(view.layer.timing, MediaTiming(beginTime: 3, speed: 2, timeOffset: 1))
        var out = 0.0
        XCTAssertEqual(h.pointee.view_get_number!(h, handle, ap_property(AP_PROP_SPEED), AP_SOURCE_MODEL, &out), AP_OK)
        XCTAssertEqual(out, 2)
        XCTAssertEqual(h.pointee.layer_convert_time!(h, 10, ap_view(), handle), (10 - 3) * 2 + 1)
        XCTAssertEqual(h.pointee.layer_convert_time!(h, 15, handle, ap_view()), 10)
        XCTAssertTrue(h.pointee.layer_convert_time!(h, 1, ap_view(bits: 5), ap_view()).isNaN, "a bad handle")
        withExtendedLifetime(rig) {}
    }

    /// view_convert_point: from a view to the root and back, between views, presentation
    /// values while animating; refusals for bad handles, a NULL out, an unknown source, a
    /// non-finite point and a point with no image.
    func testPointsConvertBetweenViews() throws {
        let rig = HostTableRig()
        let (h, view, handle, engine) = (rig.host, rig.view, rig.handle, rig.engine)
        let parent = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try parent.addSubview(view)
        view.frame = Rect(x: 20, y: 30, width: 10, height: 10)
        let origin = view.convert(Point(x: 0, y: 0), to: nil)
        XCTAssertEqual(origin, Point(x: 20, y: 30))
        var out = ap_point()
        XCTAssertEqual(
            h.pointee.view_convert_point!(h, handle, ap_view(), ap_point(x: 3, y: 4), AP_SOURCE_MODEL, &out), AP_OK)
        XCTAssertEqual(out.x, origin.x + 3, accuracy: 1e-12)
        XCTAssertEqual(out.y, origin.y + 4, accuracy: 1e-12)
        XCTAssertEqual(h.pointee.view_convert_point!(h, ap_view(), handle, out, AP_SOURCE_MODEL, &out), AP_OK)
        XCTAssertEqual(out.x, 3, accuracy: 1e-12)
        XCTAssertEqual(out.y, 4, accuracy: 1e-12)
        XCTAssertEqual(
            h.pointee.view_convert_point!(h, handle, handle, ap_point(x: 3, y: 4), AP_SOURCE_PRESENTATION, &out), AP_OK)
        XCTAssertEqual(out.x, 3, accuracy: 1e-12)
        XCTAssertEqual(
            h.pointee.view_convert_point!(h, ap_view(bits: 77), handle, ap_point(), AP_SOURCE_MODEL, &out),
            AP_ERR_BAD_HANDLE)
        XCTAssertEqual(
            h.pointee.view_convert_point!(h, handle, ap_view(), ap_point(), AP_SOURCE_MODEL, nil), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(h.pointee.view_convert_point!(h, handle, ap_view(), ap_point(), 9, &out), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(
            h.pointee.view_convert_point!(h, handle, ap_view(), ap_point(x: .nan, y: 0), AP_SOURCE_MODEL, &out),
            AP_ERR_BAD_VALUE)
        XCTAssertTrue(out.x.isNaN, "NaN written on failure")
        view.layer.transform = Transform3D.rotation(.pi / 2, x: 0, y: 1, z: 0)
        XCTAssertEqual(
            h.pointee.view_convert_point!(h, ap_view(), handle, ap_point(x: 1, y: 1), AP_SOURCE_MODEL, &out),
            AP_ERR_BAD_VALUE, "edge-on")
        XCTAssertEqual(rig.log.diagnostics.count, 5)
        XCTAssertNil(HostTable.template(minor: 0).view_convert_point, "a 1.0 table has none")
        withExtendedLifetime((rig, engine, parent)) {}
    }

    /// Gradient animations through the table: AP_VALUE_GRADIENT values name `gradients`, only
    /// for the gradient key paths, and a good one moves its part.
    func testGradientAnimationsThroughTheTable() throws {
        let rig = HostTableRig()
        let (h, view, handle, engine) = (rig.host, rig.view, rig.handle, rig.engine)
        view.layer.extras.gradient = GradientStyle(colors: [Color(rgb: 0xFF0000), Color(rgb: 0x0000FF)])
        func add(_ keyPath: String, _ type: UInt32, gradients: [ap_gradient]) -> ap_status {
            var a = ap_layer_animation()
            a.struct_size = UInt32(MemoryLayout<ap_layer_animation>.size)
            a.kind = AP_LAYER_ANIM_BASIC
            a.duration = 1
            a.from_value.type = type
            a.to_value.type = type
            withUnsafeMutableBytes(of: &a.to_value.v) { $0.storeBytes(of: 1.0, as: Double.self) }
            return gradients.withUnsafeBufferPointer { g in
                a.gradients = g.baseAddress
                a.gradient_count = UInt32(g.count)
                return keyPath.withCString { p in
                    a.key_path = p
                    return "k".withCString { k in h.pointee.layer_add_animation!(h, handle, &a, k) }
                }
            }
        }
        let points = [ap_point(x: 0, y: 0), ap_point(x: 1, y: 0)]
        let black = UnsafeMutablePointer<ap_color>.allocate(capacity: 1)
        black.initialize(to: ap_color(r: 0, g: 0, b: 0, a: 1))
        defer { black.deallocate() }
        let snapshots = points.map { p -> ap_gradient in
            var g = ap_gradient()
            g.struct_size = UInt32(MemoryLayout<ap_gradient>.size)
            g.count = 1
            g.colors = UnsafePointer(black)
            g.start_point = p
            g.end_point = ap_point(x: 0.5, y: 1)
            return g
        }
        XCTAssertEqual(
            add("colors", AP_VALUE_NUMBER, gradients: []), AP_ERR_BAD_ARGUMENT,
            "gradient key paths take AP_VALUE_GRADIENT")
        XCTAssertEqual(add("opacity", AP_VALUE_GRADIENT, gradients: []), AP_ERR_BAD_ARGUMENT, "and only they")
        XCTAssertNotEqual(add("startPoint", AP_VALUE_GRADIENT, gradients: []), AP_OK, "an index naming no gradient")
        XCTAssertEqual(rig.log.diagnostics.count, 3)
        XCTAssertEqual(add("startPoint", AP_VALUE_GRADIENT, gradients: snapshots), AP_OK)
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(view.layer.presentationGradient).startPoint.x, 0.5, accuracy: 1e-9)
        XCTAssertEqual(view.layer.presentationGradient?.colors.count, 2, "only the start point moves")
        withExtendedLifetime(rig) {}
    }

    /// A cancelled transition's journal puts back the timing a plugin set (a paused layer
    /// runs again, its offset and begin cleared), but not the host's own timing changes.
    func testTheJournalRestoresTheTimingAPluginSet() throws {
        let rig = HostTableRig()
        let (h, view, handle) = (rig.host, rig.view, rig.handle)
        view.layer.timing = MediaTiming(beginTime: 0, speed: 1.5, timeOffset: 0)
        let journal = ChangeJournal(engine: rig.engine)
        journal.start()
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_SPEED), 0), AP_OK)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_TIME_OFFSET), 0.4), AP_OK)
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_BEGIN_TIME), 2), AP_OK)
        let host = View(engine: rig.engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.layer.timing.speed = 0
        XCTAssertEqual(journal.timings.count, 1, "one layer, recorded at its first change")
        journal.restore()
        XCTAssertEqual(
            view.layer.timing, MediaTiming(beginTime: 0, speed: 1.5, timeOffset: 0), "as before the plugin's changes")
        XCTAssertEqual(host.layer.timing.speed, 0, "the host's own change stands")
        journal.stop()
        XCTAssertEqual(h.pointee.view_set_number!(h, handle, ap_property(AP_PROP_SPEED), 3), AP_OK)
        XCTAssertEqual(journal.timings.count, 1, "nothing recorded once stopped")
        withExtendedLifetime(rig) {}
    }

    /// view_set_line_dash: the pattern and phase set, bad ones refused, NULL for solid.
    func testDashPatternsAreSetCheckedAndCleared() throws {
        let rig = HostTableRig()
        let (h, view, handle) = (rig.host, rig.view, rig.handle)
        let pattern = [4.0, 2.0]
        XCTAssertEqual(
            pattern.withUnsafeBufferPointer { h.pointee.view_set_line_dash!(h, handle, $0.baseAddress, 2, 1.5) }, AP_OK)
        XCTAssertEqual(view.layer.extras.lineDashPattern, [4, 2])
        XCTAssertEqual(view.layer.extras.lineDashPhase, 1.5)
        let bad = [4.0, -1.0]
        XCTAssertEqual(
            bad.withUnsafeBufferPointer { h.pointee.view_set_line_dash!(h, handle, $0.baseAddress, 2, 0) },
            AP_ERR_BAD_VALUE)
        XCTAssertEqual(h.pointee.view_set_line_dash!(h, handle, nil, 3, 0), AP_ERR_BAD_ARGUMENT)
        XCTAssertEqual(
            pattern.withUnsafeBufferPointer { h.pointee.view_set_line_dash!(h, handle, $0.baseAddress, 2, .infinity) },
            AP_ERR_BAD_VALUE)
        XCTAssertEqual(view.layer.extras.lineDashPattern, [4, 2], "unchanged")
        XCTAssertEqual(h.pointee.view_set_line_dash!(h, handle, nil, 0, 0), AP_OK)
        XCTAssertEqual(view.layer.extras.lineDashPattern, [])
        withExtendedLifetime(rig) {}
    }
}
