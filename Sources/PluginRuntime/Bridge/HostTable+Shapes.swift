import AnimationCore
import CAnimatorABI

extension HostTable {
    /// ABI 1.1's shape layers, gradients and masks: `view_set_path`, `view_get_path`,
    /// `view_set_gradient`, `view_set_mask`, `view_mask`.
    static func installShapes(_ h: inout ap_host) {
        h.view_set_path = { host, view, path in
            HostTable.onView(host, view, "view_set_path") { b, v in
                HostTable.checked(b) { () throws(LayerAnimationError) in
                    v.layer.path = try HostTable.path(path, "view_set_path")
                }
            }
        }
        h.view_get_path = { host, view, source, buffer, capacity in
            HostTable.with(host, 0) { b in
                guard let v = b.bridge.view(view, b.id, "view_get_path") else { return 0 }
                guard let path = source == AP_SOURCE_PRESENTATION ? v.layer.presentationPath : v.layer.path else {
                    return 0
                }
                if let buffer {
                    for (i, e) in path.elements.prefix(Int(capacity)).enumerated() { buffer[i] = e.cValue }
                }
                return UInt32(clamping: path.elements.count)
            }
        }
        h.view_set_mask = { host, view, mask in
            HostTable.onView(host, view, "view_set_mask") { b, v in
                guard mask.bits != 0 else {
                    v.mask = nil
                    return AP_OK
                }
                guard let m = b.bridge.view(mask, b.id, "view_set_mask (mask)") else { return AP_ERR_BAD_HANDLE }
                guard m !== v else {
                    b.bridge.refuse(b.id, "view_set_mask: a view cannot be its own mask")
                    return AP_ERR_BAD_ARGUMENT
                }
                v.mask = m
                return AP_OK
            }
        }
        h.view_set_gradient = { host, view, gradient in
            HostTable.onView(host, view, "view_set_gradient") { b, v in
                HostTable.checked(b) { () throws(LayerAnimationError) in
                    v.layer.gradient = try gradient.map { g throws(LayerAnimationError) in try HostTable.gradient(g) }
                }
            }
        }
        installImages(&h)
        h.view_set_shadow_path = { host, view, path in
            HostTable.onView(host, view, "view_set_shadow_path") { b, v in
                HostTable.checked(b) { () throws(LayerAnimationError) in
                    v.layer.extras.shadowPath = try HostTable.path(path, "view_set_shadow_path")
                }
            }
        }
        h.view_set_line_dash = { host, view, pattern, count, phase in
            HostTable.onView(host, view, "view_set_line_dash") { b, v in
                guard count <= 64, count == 0 || pattern != nil else {
                    b.bridge.refuse(
                        b.id,
                        "view_set_line_dash: \(count) lengths\(pattern == nil ? " and a NULL pattern" : ""); at most 64"
                    )
                    return AP_ERR_BAD_ARGUMENT
                }
                let lengths = (0..<Int(count)).compactMap { pattern?[$0] }
                guard FrameBudget.inRange(phase), lengths.allSatisfy({ FrameBudget.inRange($0) && $0 >= 0 }) else {
                    b.bridge.refuse(
                        b.id,
                        "view_set_line_dash: lengths must be finite, >= 0 and at most \(Int(FrameBudget.maximumCoordinate)), the phase finite and within ±\(Int(FrameBudget.maximumCoordinate))"
                    )
                    return AP_ERR_BAD_VALUE
                }
                v.layer.extras.lineDashPattern = lengths
                v.layer.extras.lineDashPhase = phase
                return AP_OK
            }
        }
        h.view_mask = { host, view in
            HostTable.with(host, ap_view()) { b in
                guard let v = b.bridge.view(view, b.id, "view_mask") else { return ap_view() }
                return b.bridge.handle(v.mask)
            }
        }
    }

    /// The engine's form of a gradient, every field checked (nothing read past its struct_size).
    static func gradient(_ g: UnsafePointer<ap_gradient>, _ call: String = "view_set_gradient")
        throws(LayerAnimationError) -> GradientStyle
    {
        let size = Int(UnsafeRawPointer(g).load(as: UInt32.self))
        guard size >= MemoryLayout<ap_gradient>.size else {
            throw .gradientStructTooSmall(call, size: size)
        }
        let v = g.pointee
        let n = Int(v.count)
        guard (1...FrameBudget.maximumGradientStops).contains(n), let colors = v.colors else {
            throw .gradientStops(call, count: n, colorsAreNull: v.colors == nil)
        }
        guard v.type == AP_GRADIENT_AXIAL else {
            throw .gradientType(call, v.type)
        }
        let list = (0..<n).map { colors[$0] }
        let locations = v.locations.map { l in (0..<n).map { l[$0] } }
        let numbers =
            list.flatMap { [$0.r, $0.g, $0.b, $0.a] } + (locations ?? []) + [
                v.start_point.x, v.start_point.y, v.end_point.x, v.end_point.y
            ]
        guard numbers.allSatisfy(\.isFinite) else {
            throw .gradientNotFinite(call)
        }
        guard FrameBudget.inRange(v.start_point.x, v.start_point.y, v.end_point.x, v.end_point.y) else {
            throw .gradientPointOutOfRange(call)
        }
        // Locations are any finite numbers, as Core Animation takes them (see
        // GradientStyle.rendered): only a bound keeps them meaningful.
        if let l = locations {
            guard l.allSatisfy({ abs($0) <= FrameBudget.maximumCoordinate }) else {
                throw .gradientLocationOutOfRange(call)
            }
        }
        func unit(_ x: Double) -> Double { min(1, max(0, x)) }
        return GradientStyle(
            colors: list.map { Color(red: unit($0.r), green: unit($0.g), blue: unit($0.b), alpha: unit($0.a)) },
            locations: locations,
            startPoint: Point(v.start_point), endPoint: Point(v.end_point))
    }

    /// `image_create`, `image_size`, `view_set_contents`, `view_contents`.
    static func installImages(_ h: inout ap_host) {
        h.image_create = { host, size, layers, count in
            HostTable.with(host, ap_image()) { b in
                let call = "image_create"
                guard FrameBudget.inRange(size.width, size.height), size.width >= 0, size.height >= 0,
                    count <= FrameBudget.maximumImageLayers,
                    count == 0 || layers != nil
                else {
                    b.bridge.refuse(
                        b.id,
                        "\(call): the size must be finite, >= 0 and at most \(Int(FrameBudget.maximumCoordinate)) points, and layers non-NULL with count 1...\(FrameBudget.maximumImageLayers) (count \(count))"
                    )
                    return ap_image()
                }
                var parts: [(frame: RenderFrame, transform: Transform3D)] = []
                for i in 0..<Int(count) {
                    guard let l = layers?[i] else { continue }
                    guard let v = b.bridge.view(l.view, b.id, "\(call) (layer \(i))") else { return ap_image() }
                    let t = Transform2D(l.transform)
                    guard t.isFinite, FrameBudget.inRange(t.a, t.b, t.c, t.d, t.tx, t.ty) else {
                        b.bridge.refuse(
                            b.id,
                            "\(call): layer \(i) has a non-finite transform or one beyond ±\(Int(FrameBudget.maximumCoordinate))"
                        )
                        return ap_image()
                    }
                    let picture = Picture.of(v, presentation: l.source == AP_SOURCE_PRESENTATION)
                    parts.append((picture.frame, t.transform3D))
                }
                return b.bridge.keepForTransition(
                    Picture.composed(size: Size(width: size.width, height: size.height), parts))
            }
        }
        h.image_size = { host, image in
            HostTable.with(host, ap_size()) { b in
                guard let p = b.bridge.picture(image, b.id, "image_size") else { return ap_size() }
                return ap_size(width: p.size.width, height: p.size.height)
            }
        }
        h.view_set_contents = { host, view, image in
            HostTable.onView(host, view, "view_set_contents") { b, v in
                guard image.bits != 0 else {
                    v.layer.extras.contents = nil
                    return AP_OK
                }
                guard let p = b.bridge.picture(image, b.id, "view_set_contents") else { return AP_ERR_BAD_HANDLE }
                v.layer.extras.contents = p
                return AP_OK
            }
        }
        h.view_contents = { host, view in
            HostTable.with(host, ap_image()) { b in
                guard let v = b.bridge.view(view, b.id, "view_contents") else { return ap_image() }
                return b.bridge.handle(v.layer.extras.contents)
            }
        }
    }

    /// Runs `body`, which sets a view property from checked plugin data: AP_OK, or the
    /// refusal's status with the refusal recorded (the property then unchanged).
    static func checked(_ b: HostBinding, _ body: () throws(LayerAnimationError) -> Void) -> ap_status {
        do throws(LayerAnimationError) {
            try body()
            return AP_OK
        } catch {
            b.bridge.refuse(b.id, error.message)
            return error.status
        }
    }

    /// A plugin's optional path: nil for NULL or no elements (no shape, no shadow path).
    static func path(_ p: UnsafePointer<ap_path>?, _ call: String) throws(LayerAnimationError) -> Path? {
        guard let p, p.pointee.count > 0 else { return nil }
        return try path(p.pointee, call)
    }

    /// Most elements a path may have (``FrameBudget/maximumPathElements``).
    static let maxPathElements = FrameBudget.maximumPathElements

    /// The engine's form of `p`, every element checked (`call` names the caller in messages).
    static func path(_ p: ap_path, _ call: String) throws(LayerAnimationError) -> Path {
        let n = Int(p.count)
        guard n <= maxPathElements else {
            throw .pathTooLong(call, count: n)
        }
        guard n > 0 else { return Path() }
        guard let elements = p.elements else {
            throw .pathElementsNull(call, count: n)
        }
        var out: [Path.Element] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            let e = elements[i]
            let pts = withUnsafeBytes(of: e.points) { Array($0.bindMemory(to: ap_point.self)) }.map(Point.init)
            let used: Int
            switch e.kind {
            case AP_PATH_MOVE:
                out.append(.move(pts[0]))
                used = 1
            case AP_PATH_LINE:
                out.append(.line(pts[0]))
                used = 1
            case AP_PATH_QUAD:
                out.append(.quad(pts[0], pts[1]))
                used = 2
            case AP_PATH_CUBIC:
                out.append(.cubic(pts[0], pts[1], pts[2]))
                used = 3
            case AP_PATH_CLOSE:
                out.append(.close)
                used = 0
            default:
                throw .pathElementKind(call, index: i, kind: e.kind)
            }
            guard pts.prefix(used).allSatisfy(\.isFinite) else {
                throw .pathPointNotFinite(call, index: i)
            }
            guard pts.prefix(used).allSatisfy({ FrameBudget.inRange($0.x, $0.y) }) else {
                throw .pathPointOutOfRange(call, index: i)
            }
        }
        return Path(out)
    }
}

extension Path.Element {
    /// The ABI's form of the element.
    var cValue: ap_path_element {
        var e = ap_path_element()
        func set(_ kind: UInt32, _ p: [Point]) {
            e.kind = kind
            withUnsafeMutableBytes(of: &e.points) { raw in
                let pts = raw.bindMemory(to: ap_point.self)
                for (i, q) in p.enumerated() { pts[i] = q.cValue }
            }
        }
        switch self {
        case .move(let p): set(AP_PATH_MOVE, [p])
        case .line(let p): set(AP_PATH_LINE, [p])
        case let .quad(c, p): set(AP_PATH_QUAD, [c, p])
        case let .cubic(c1, c2, p): set(AP_PATH_CUBIC, [c1, c2, p])
        case .close: set(AP_PATH_CLOSE, [])
        }
        return e
    }
}
