import CAnimatorABI
import Foundation
import AnimationCore
import HostContainer

/// The host's implementation of `ap_host`: one static table of C functions, copied into each
/// ``HostBinding`` with its own `host_data`.
///
/// Every function validates before it acts: the host pointer (looked up among the tables this
/// host issued), the thread, every handle (kind, owner, generation), every constant and every
/// number (NaN and infinities are refused, so no view ever holds one). A refused call changes
/// nothing, returns its error code and records a diagnostic naming the plugin and the call.
/// Functions that take a completion always call it exactly once, even when refused (then with
/// `finished = false`, on the next frame).
enum HostTable {
    static let name = strdup(HostVersion.name)!
    static let version = strdup(HostVersion.version)!

    /// Runs `body` for a valid host table on the main thread; otherwise returns `failure`.
    @inline(__always)
    static func with<R>(_ host: UnsafePointer<ap_host>?, _ call: String, _ failure: R, _ body: (HostBinding) -> R) -> R {
        guard let b = HostBinding.resolve(host) else { return failure }
        guard b.bridge.onMainThread else {
            // Not safe to touch the log from here; the count is enough for the validator.
            return failure
        }
        return body(b)
    }

    static func status(_ host: UnsafePointer<ap_host>?, _ call: String, _ body: (HostBinding) -> ap_status) -> ap_status {
        guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
        guard b.bridge.onMainThread else { return AP_ERR_THREAD }
        return body(b)
    }

    static func propertyName(_ p: ap_property) -> String {
        switch p {
        case AP_PROP_FRAME: return "frame"
        case AP_PROP_BOUNDS: return "bounds"
        case AP_PROP_CENTER: return "center"
        case AP_PROP_ANCHOR_POINT: return "anchorPoint"
        case AP_PROP_TRANSFORM: return "transform"
        case AP_PROP_TRANSFORM3D: return "transform3d"
        case AP_PROP_ALPHA: return "alpha"
        case AP_PROP_HIDDEN: return "hidden"
        case AP_PROP_BACKGROUND_COLOR: return "backgroundColor"
        case AP_PROP_CORNER_RADIUS: return "cornerRadius"
        case AP_PROP_CLIPS_TO_BOUNDS: return "clipsToBounds"
        case AP_PROP_Z_POSITION: return "zPosition"
        case AP_PROP_TITLE: return "title"
        default: return "property \(p)"
        }
    }

    /// The value type of a property (an enum, not a string: `check` runs on every set).
    enum ValueType: String { case rect, point, affine, transform3d, number, bool, color, string }

    static func typeOf(_ p: ap_property) -> ValueType? {
        switch p {
        case AP_PROP_FRAME, AP_PROP_BOUNDS: return .rect
        case AP_PROP_CENTER, AP_PROP_ANCHOR_POINT: return .point
        case AP_PROP_TRANSFORM: return .affine
        case AP_PROP_TRANSFORM3D: return .transform3d
        case AP_PROP_ALPHA, AP_PROP_CORNER_RADIUS, AP_PROP_Z_POSITION: return .number
        case AP_PROP_HIDDEN, AP_PROP_CLIPS_TO_BOUNDS: return .bool
        case AP_PROP_BACKGROUND_COLOR: return .color
        case AP_PROP_TITLE: return .string
        default: return nil
        }
    }

    /// The property exists and has type `type`; otherwise reports and returns false.
    @inline(__always)
    static func check(_ b: HostBinding, _ p: ap_property, _ type: ValueType, _ call: String) -> Bool {
        guard let t = typeOf(p) else { b.bridge.refuse(b.id, "\(call) with unknown property \(p)"); return false }
        guard t == type else {
            b.bridge.refuse(b.id, "\(call)(\(propertyName(p))): \(propertyName(p)) is a \(t.rawValue), use view_set/get_\(t.rawValue)")
            return false
        }
        return true
    }

    /// Refuses non-finite values. Takes the verdict, not the values, so the hot setters do not
    /// allocate a variadic array per call.
    @inline(__always)
    static func finite(_ b: HostBinding, _ call: String, _ p: ap_property, _ allFinite: Bool) -> Bool {
        guard allFinite else {
            b.bridge.refuse(b.id, "\(call)(\(propertyName(p))) with a non-finite value (NaN or infinity); the view keeps its value")
            return false
        }
        return true
    }

    static func state(_ p: ap_source, _ v: View) -> LayerState { p == AP_SOURCE_PRESENTATION ? v.layer.presentation : v.layer.model }

    static func cState(_ s: TransitionState) -> ap_transition_state {
        var c = ap_transition_state()
        c.is_animated = s.isAnimated; c.is_interactive = s.isInteractive; c.initially_interactive = s.initiallyInteractive
        c.is_interruptible = s.isInterruptible; c.is_cancelled = s.isCancelled; c.presentation_style = s.presentationStyle.rawValue
        c.transition_duration = s.transitionDuration; c.percent_complete = s.percentComplete; c.completion_speed = s.completionSpeed
        c.completion_curve = Int32(AnimationCurve.allCases.firstIndex(of: s.completionCurve) ?? 0)
        return c
    }

    static func copy(_ s: String?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int) -> Int {
        let bytes = Array((s ?? "").utf8)
        if let buffer, capacity > 0 {
            let n = min(bytes.count, capacity - 1)
            for i in 0..<n { buffer[i] = CChar(bitPattern: bytes[i]) }
            buffer[n] = 0
        }
        return bytes.count
    }

    /// Calls a coordinator callback with a state (or NULL: "release").
    static func call(_ cb: ap_coordinator_callback, _ s: TransitionState?) {
        guard let fn = cb.fn else { return }
        if let s { var c = cState(s); fn(cb.user, &c) } else { fn(cb.user, nil) }
    }

    static let template: ap_host = {
        var h = ap_host()
        h.abi_major = UInt32(AP_ABI_MAJOR)
        h.abi_minor = UInt32(AP_ABI_MINOR)
        h.struct_size = UInt32(MemoryLayout<ap_host>.size)
        h.name = UnsafePointer(name)
        h.version = UnsafePointer(version)

        h.get_extension = { host, id in
            with(host, "get_extension", nil) { b in
                if id == nil { b.bridge.refuse(b.id, "get_extension(NULL)") }
                return nil
            }
        }
        h.log = { host, level, message in
            with(host, "log", ()) { b in
                guard let message else { b.bridge.refuse(b.id, "log(NULL)"); return }
                var text = String(cString: message)
                if text.count > 2000 { text = String(text.prefix(2000)) + "…" }
                let l = ["debug", "info", "warning", "error"][Int(min(3, max(0, level)))]
                b.bridge.log.record(.plugin, "\(b.id) [\(l)]: \(text)")
            }
        }

        // MARK: Context
        h.context_container_view = { host, ctx in
            with(host, "context_container_view", ap_view()) { b in
                b.bridge.context(ctx, b.id, "context_container_view").map { b.bridge.handle($0.containerView) } ?? ap_view()
            }
        }
        h.context_view_controller = { host, ctx, key in
            with(host, "context_view_controller", ap_view_controller()) { b in
                guard let c = b.bridge.context(ctx, b.id, "context_view_controller") else { return ap_view_controller() }
                guard key == AP_KEY_FROM || key == AP_KEY_TO else { b.bridge.refuse(b.id, "context_view_controller with unknown key \(key)"); return ap_view_controller() }
                return b.bridge.handle(c.viewController(forKey: key == AP_KEY_FROM ? .from : .to))
            }
        }
        h.context_view = { host, ctx, key in
            with(host, "context_view", ap_view()) { b in
                guard let c = b.bridge.context(ctx, b.id, "context_view") else { return ap_view() }
                guard key == AP_KEY_FROM || key == AP_KEY_TO else { b.bridge.refuse(b.id, "context_view with unknown key \(key)"); return ap_view() }
                return b.bridge.handle(c.view(forKey: key == AP_KEY_FROM ? .from : .to))
            }
        }
        h.context_initial_frame = { host, ctx, vc in
            with(host, "context_initial_frame", ap_rect()) { b in
                guard let c = b.bridge.context(ctx, b.id, "context_initial_frame"), let v = b.bridge.controller(vc, b.id, "context_initial_frame") else { return ap_rect() }
                return c.initialFrame(for: v).cValue
            }
        }
        h.context_final_frame = { host, ctx, vc in
            with(host, "context_final_frame", ap_rect()) { b in
                guard let c = b.bridge.context(ctx, b.id, "context_final_frame"), let v = b.bridge.controller(vc, b.id, "context_final_frame") else { return ap_rect() }
                return c.finalFrame(for: v).cValue
            }
        }
        h.context_is_animated = { host, ctx in with(host, "context_is_animated", false) { b in b.bridge.context(ctx, b.id, "context_is_animated")?.isAnimated ?? false } }
        h.context_is_interactive = { host, ctx in with(host, "context_is_interactive", false) { b in b.bridge.context(ctx, b.id, "context_is_interactive")?.isInteractive ?? false } }
        h.context_transition_was_cancelled = { host, ctx in
            with(host, "context_transition_was_cancelled", false) { b in b.bridge.context(ctx, b.id, "context_transition_was_cancelled")?.transitionWasCancelled ?? false }
        }
        h.context_presentation_style = { host, ctx in
            with(host, "context_presentation_style", AP_PRESENTATION_NONE) { b in b.bridge.context(ctx, b.id, "context_presentation_style")?.presentationStyle.rawValue ?? AP_PRESENTATION_NONE }
        }
        h.context_operation = { host, ctx in
            with(host, "context_operation", AP_OPERATION_NONE) { b in b.bridge.context(ctx, b.id, "context_operation")?.operation.rawValue ?? AP_OPERATION_NONE }
        }
        h.context_target_transform = { host, ctx in
            with(host, "context_target_transform", Transform2D.identity.cValue) { b in
                (b.bridge.context(ctx, b.id, "context_target_transform")?.targetTransform ?? .identity).cValue
            }
        }
        h.context_complete_transition = { host, ctx, did in
            status(host, "context_complete_transition") { b in
                guard let c = b.bridge.context(ctx, b.id, "context_complete_transition") else { return AP_ERR_BAD_HANDLE }
                if c.isCompleted {
                    c.completeTransition(did)  // records the second call
                    return AP_ERR_STATE
                }
                c.completeTransition(did)
                return AP_OK
            }
        }
        h.context_update_interactive = { host, ctx, p in
            status(host, "context_update_interactive") { b in
                guard let c = b.bridge.context(ctx, b.id, "context_update_interactive") else { return AP_ERR_BAD_HANDLE }
                guard p.isFinite else { b.bridge.refuse(b.id, "context_update_interactive(\(p)): not a number"); return AP_ERR_BAD_VALUE }
                c.updateInteractiveTransition(p)
                return AP_OK
            }
        }
        h.context_finish_interactive = { host, ctx in
            status(host, "context_finish_interactive") { b in
                guard let c = b.bridge.context(ctx, b.id, "context_finish_interactive") else { return AP_ERR_BAD_HANDLE }
                c.finishInteractiveTransition(); return AP_OK
            }
        }
        h.context_cancel_interactive = { host, ctx in
            status(host, "context_cancel_interactive") { b in
                guard let c = b.bridge.context(ctx, b.id, "context_cancel_interactive") else { return AP_ERR_BAD_HANDLE }
                c.cancelInteractiveTransition(); return AP_OK
            }
        }
        h.context_pause_interactive = { host, ctx in
            status(host, "context_pause_interactive") { b in
                guard let c = b.bridge.context(ctx, b.id, "context_pause_interactive") else { return AP_ERR_BAD_HANDLE }
                c.pauseInteractiveTransition(); return AP_OK
            }
        }
        h.context_percent_complete = { host, ctx in
            with(host, "context_percent_complete", 0) { b in b.bridge.context(ctx, b.id, "context_percent_complete")?.percentComplete ?? 0 }
        }

        // MARK: View controllers
        h.view_controller_view = { host, vc in
            with(host, "view_controller_view", ap_view()) { b in
                b.bridge.controller(vc, b.id, "view_controller_view").map { b.bridge.handle($0.view) } ?? ap_view()
            }
        }
        h.view_controller_title = { host, vc, buffer, capacity in
            with(host, "view_controller_title", 0) { b in
                copy(b.bridge.controller(vc, b.id, "view_controller_title")?.title, buffer, capacity)
            }
        }

        // MARK: Setters
        h.view_set_number = { host, view, p, value in
            status(host, "view_set_number") { b in
                guard let v = b.bridge.view(view, b.id, "view_set_number") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .number, "view_set_number") else { return AP_ERR_BAD_ARGUMENT }
                guard finite(b, "view_set_number", p, value.isFinite) else { return AP_ERR_BAD_VALUE }
                switch p {
                case AP_PROP_ALPHA: v.alpha = min(1, max(0, value))
                case AP_PROP_CORNER_RADIUS:
                    guard value >= 0 else { b.bridge.refuse(b.id, "view_set_number(cornerRadius) with \(value); a radius cannot be negative"); return AP_ERR_BAD_VALUE }
                    v.cornerRadius = value
                default: v.layer.zPosition = value
                }
                return AP_OK
            }
        }
        h.view_set_bool = { host, view, p, value in
            status(host, "view_set_bool") { b in
                guard let v = b.bridge.view(view, b.id, "view_set_bool") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .bool, "view_set_bool") else { return AP_ERR_BAD_ARGUMENT }
                if p == AP_PROP_HIDDEN { v.isHidden = value } else { v.clipsToBounds = value }
                return AP_OK
            }
        }
        h.view_set_point = { host, view, p, value in
            status(host, "view_set_point") { b in
                guard let v = b.bridge.view(view, b.id, "view_set_point") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .point, "view_set_point") else { return AP_ERR_BAD_ARGUMENT }
                guard finite(b, "view_set_point", p, value.x.isFinite && value.y.isFinite) else { return AP_ERR_BAD_VALUE }
                if p == AP_PROP_CENTER { v.center = Point(value) } else { v.layer.anchorPoint = Point(value) }
                return AP_OK
            }
        }
        h.view_set_rect = { host, view, p, value in
            status(host, "view_set_rect") { b in
                guard let v = b.bridge.view(view, b.id, "view_set_rect") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .rect, "view_set_rect") else { return AP_ERR_BAD_ARGUMENT }
                guard finite(b, "view_set_rect", p, value.origin.x.isFinite && value.origin.y.isFinite && value.size.width.isFinite && value.size.height.isFinite) else { return AP_ERR_BAD_VALUE }
                if p == AP_PROP_FRAME { v.frame = Rect(value) } else { v.bounds = Rect(value) }
                return AP_OK
            }
        }
        h.view_set_affine = { host, view, p, value in
            status(host, "view_set_affine") { b in
                guard let v = b.bridge.view(view, b.id, "view_set_affine") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .affine, "view_set_affine") else { return AP_ERR_BAD_ARGUMENT }
                guard finite(b, "view_set_affine", p, value.a.isFinite && value.b.isFinite && value.c.isFinite && value.d.isFinite && value.tx.isFinite && value.ty.isFinite) else { return AP_ERR_BAD_VALUE }
                v.transform = Transform2D(value)
                return AP_OK
            }
        }
        h.view_set_transform3d = { host, view, p, value in
            status(host, "view_set_transform3d") { b in
                guard let v = b.bridge.view(view, b.id, "view_set_transform3d") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .transform3d, "view_set_transform3d") else { return AP_ERR_BAD_ARGUMENT }
                let t = Transform3D(value)
                guard t.isFinite else { b.bridge.refuse(b.id, "view_set_transform3d with a non-finite entry; the view keeps its value"); return AP_ERR_BAD_VALUE }
                v.layer.transform = t
                return AP_OK
            }
        }
        h.view_set_color = { host, view, p, value in
            status(host, "view_set_color") { b in
                guard let v = b.bridge.view(view, b.id, "view_set_color") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .color, "view_set_color") else { return AP_ERR_BAD_ARGUMENT }
                guard finite(b, "view_set_color", p, value.r.isFinite && value.g.isFinite && value.b.isFinite && value.a.isFinite) else { return AP_ERR_BAD_VALUE }
                func c(_ x: Double) -> Double { min(1, max(0, x)) }
                v.backgroundColor = Color(red: c(value.r), green: c(value.g), blue: c(value.b), alpha: c(value.a))
                return AP_OK
            }
        }
        h.view_set_string = { host, view, p, value in
            status(host, "view_set_string") { b in
                guard let v = b.bridge.view(view, b.id, "view_set_string") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .string, "view_set_string") else { return AP_ERR_BAD_ARGUMENT }
                if let value {
                    guard let s = DescriptorReader.validString(value, max: 1024) else {
                        b.bridge.refuse(b.id, "view_set_string(title) with text that is not UTF-8 or longer than 1024 bytes"); return AP_ERR_BAD_VALUE
                    }
                    v.title = s
                } else {
                    v.title = nil
                }
                return AP_OK
            }
        }

        // MARK: Getters
        h.view_get_number = { host, view, p, source, out in
            status(host, "view_get_number") { b in
                guard let out else { b.bridge.refuse(b.id, "view_get_number with a NULL out pointer"); return AP_ERR_BAD_ARGUMENT }
                guard let v = b.bridge.view(view, b.id, "view_get_number") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .number, "view_get_number") else { return AP_ERR_BAD_ARGUMENT }
                let s = state(source, v)
                out.pointee = p == AP_PROP_ALPHA ? s.opacity : (p == AP_PROP_CORNER_RADIUS ? s.cornerRadius : s.zPosition)
                return AP_OK
            }
        }
        h.view_get_bool = { host, view, p, source, out in
            status(host, "view_get_bool") { b in
                guard let out else { b.bridge.refuse(b.id, "view_get_bool with a NULL out pointer"); return AP_ERR_BAD_ARGUMENT }
                guard let v = b.bridge.view(view, b.id, "view_get_bool") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .bool, "view_get_bool") else { return AP_ERR_BAD_ARGUMENT }
                let s = state(source, v)
                out.pointee = p == AP_PROP_HIDDEN ? s.isHidden : s.masksToBounds
                return AP_OK
            }
        }
        h.view_get_point = { host, view, p, source, out in
            status(host, "view_get_point") { b in
                guard let out else { b.bridge.refuse(b.id, "view_get_point with a NULL out pointer"); return AP_ERR_BAD_ARGUMENT }
                guard let v = b.bridge.view(view, b.id, "view_get_point") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .point, "view_get_point") else { return AP_ERR_BAD_ARGUMENT }
                let s = state(source, v)
                out.pointee = (p == AP_PROP_CENTER ? s.position : s.anchorPoint).cValue
                return AP_OK
            }
        }
        h.view_get_rect = { host, view, p, source, out in
            status(host, "view_get_rect") { b in
                guard let out else { b.bridge.refuse(b.id, "view_get_rect with a NULL out pointer"); return AP_ERR_BAD_ARGUMENT }
                guard let v = b.bridge.view(view, b.id, "view_get_rect") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .rect, "view_get_rect") else { return AP_ERR_BAD_ARGUMENT }
                let s = state(source, v)
                out.pointee = (p == AP_PROP_FRAME ? s.frame : s.bounds).cValue
                return AP_OK
            }
        }
        h.view_get_affine = { host, view, p, source, out in
            status(host, "view_get_affine") { b in
                guard let out else { b.bridge.refuse(b.id, "view_get_affine with a NULL out pointer"); return AP_ERR_BAD_ARGUMENT }
                guard let v = b.bridge.view(view, b.id, "view_get_affine") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .affine, "view_get_affine") else { return AP_ERR_BAD_ARGUMENT }
                out.pointee = state(source, v).transform.affine.cValue
                return AP_OK
            }
        }
        h.view_get_transform3d = { host, view, p, source, out in
            status(host, "view_get_transform3d") { b in
                guard let out else { b.bridge.refuse(b.id, "view_get_transform3d with a NULL out pointer"); return AP_ERR_BAD_ARGUMENT }
                guard let v = b.bridge.view(view, b.id, "view_get_transform3d") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .transform3d, "view_get_transform3d") else { return AP_ERR_BAD_ARGUMENT }
                out.pointee = state(source, v).transform.cValue
                return AP_OK
            }
        }
        h.view_get_color = { host, view, p, source, out in
            status(host, "view_get_color") { b in
                guard let out else { b.bridge.refuse(b.id, "view_get_color with a NULL out pointer"); return AP_ERR_BAD_ARGUMENT }
                guard let v = b.bridge.view(view, b.id, "view_get_color") else { return AP_ERR_BAD_HANDLE }
                guard check(b, p, .color, "view_get_color") else { return AP_ERR_BAD_ARGUMENT }
                let c = state(source, v).backgroundColor
                out.pointee = ap_color(r: c.red, g: c.green, b: c.blue, a: c.alpha)
                return AP_OK
            }
        }
        h.view_get_string = { host, view, p, buffer, capacity in
            with(host, "view_get_string", 0) { b in
                guard let v = b.bridge.view(view, b.id, "view_get_string"), check(b, p, .string, "view_get_string") else { return 0 }
                return copy(v.title, buffer, capacity)
            }
        }

        // MARK: Hierarchy
        func hierarchy(_ b: HostBinding, _ call: String, _ body: () throws -> Void) -> ap_status {
            do { try body(); return AP_OK } catch {
                b.bridge.refuse(b.id, "\(call): \(error)")
                return AP_ERR_HIERARCHY
            }
        }
        h.view_add_subview = { host, parent, child in
            status(host, "view_add_subview") { b in
                guard let p = b.bridge.view(parent, b.id, "view_add_subview (parent)"), let c = b.bridge.view(child, b.id, "view_add_subview (child)") else { return AP_ERR_BAD_HANDLE }
                return hierarchy(b, "view_add_subview") { try p.addSubview(c) }
            }
        }
        h.view_insert_subview_at = { host, parent, child, index in
            status(host, "view_insert_subview_at") { b in
                guard let p = b.bridge.view(parent, b.id, "view_insert_subview_at (parent)"), let c = b.bridge.view(child, b.id, "view_insert_subview_at (child)") else { return AP_ERR_BAD_HANDLE }
                return hierarchy(b, "view_insert_subview_at") { try p.insertSubview(c, at: Int(index)) }
            }
        }
        h.view_insert_subview_next_to = { host, parent, child, sibling, above in
            status(host, "view_insert_subview_next_to") { b in
                guard let p = b.bridge.view(parent, b.id, "view_insert_subview_next_to (parent)"),
                      let c = b.bridge.view(child, b.id, "view_insert_subview_next_to (child)"),
                      let s = b.bridge.view(sibling, b.id, "view_insert_subview_next_to (sibling)") else { return AP_ERR_BAD_HANDLE }
                return hierarchy(b, "view_insert_subview_next_to") {
                    if above { try p.insertSubview(c, aboveSubview: s) } else { try p.insertSubview(c, belowSubview: s) }
                }
            }
        }
        h.view_remove_from_superview = { host, view in
            status(host, "view_remove_from_superview") { b in
                guard let v = b.bridge.view(view, b.id, "view_remove_from_superview") else { return AP_ERR_BAD_HANDLE }
                v.removeFromSuperview()
                return AP_OK
            }
        }
        h.view_reorder = { host, parent, child, front in
            status(host, "view_reorder") { b in
                guard let p = b.bridge.view(parent, b.id, "view_reorder (parent)"), let c = b.bridge.view(child, b.id, "view_reorder (child)") else { return AP_ERR_BAD_HANDLE }
                guard c.superview === p else { b.bridge.refuse(b.id, "view_reorder: the child is not a subview of the parent"); return AP_ERR_HIERARCHY }
                if front { p.bringSubviewToFront(c) } else { p.sendSubviewToBack(c) }
                return AP_OK
            }
        }
        h.view_superview = { host, view in
            with(host, "view_superview", ap_view()) { b in b.bridge.handle(b.bridge.view(view, b.id, "view_superview")?.superview) }
        }
        h.view_subview_count = { host, view in
            with(host, "view_subview_count", -1) { b in (b.bridge.view(view, b.id, "view_subview_count")?.subviews.count).map { Int32($0) } ?? -1 }
        }
        h.view_subview_at = { host, view, index in
            with(host, "view_subview_at", ap_view()) { b in
                guard let v = b.bridge.view(view, b.id, "view_subview_at") else { return ap_view() }
                guard index >= 0, Int(index) < v.subviews.count else { b.bridge.refuse(b.id, "view_subview_at(\(index)): out of range 0..<\(v.subviews.count)"); return ap_view() }
                return b.bridge.handle(v.subviews[Int(index)])
            }
        }
        h.view_create = { host, frame in
            with(host, "view_create", ap_view()) { b in
                let r = Rect(frame)
                guard r.isFinite else { b.bridge.refuse(b.id, "view_create with a non-finite frame"); return ap_view() }
                let v = View(engine: b.bridge.engine, frame: r)
                b.bridge.transientViews.append(v)
                return b.bridge.handle(v)
            }
        }
        h.view_snapshot = { host, view, after in
            with(host, "view_snapshot", ap_view()) { b in
                guard let v = b.bridge.view(view, b.id, "view_snapshot") else { return ap_view() }
                let s = v.snapshotView(afterScreenUpdates: after)
                b.bridge.transientViews.append(s)
                return b.bridge.handle(s)
            }
        }
        h.view_remove_all_animations = { host, view in
            status(host, "view_remove_all_animations") { b in
                guard let v = b.bridge.view(view, b.id, "view_remove_all_animations") else { return AP_ERR_BAD_HANDLE }
                v.layer.removeAllAnimations()
                return AP_OK
            }
        }

        // MARK: Animations
        h.animate = { host, params, block, completion in
            guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
            let done: ((Bool) -> Void)? = completion.fn.map { fn in { fn(completion.user, $0) } }
            func refuse(_ status: ap_status, _ m: String) -> ap_status {
                b.bridge.refuse(b.id, "animate: \(m)")
                if let done { b.bridge.engine.scheduleCompletion(finished: false, done) }
                return status
            }
            guard b.bridge.onMainThread else { return AP_ERR_THREAD }
            guard let p = params?.pointee else { return refuse(AP_ERR_BAD_ARGUMENT, "params is NULL") }
            guard let fn = block.fn else { return refuse(AP_ERR_BAD_ARGUMENT, "the animations block has a NULL fn") }
            guard p.duration.isFinite, p.delay.isFinite, p.delay >= 0 else {
                return refuse(AP_ERR_BAD_VALUE, "duration \(p.duration) / delay \(p.delay) must be finite, delay >= 0")
            }
            let e = b.bridge.engine
            let options = AnimationOptions(rawValue: p.options)
            let body = { fn(block.user) }
            switch p.timing {
            case AP_TIMING_CURVE:
                e.animate(withDuration: p.duration, delay: p.delay, options: options, animations: body, completion: done)
            case AP_TIMING_BEZIER:
                guard p.control1.x.isFinite, p.control1.y.isFinite, p.control2.x.isFinite, p.control2.y.isFinite else {
                    return refuse(AP_ERR_BAD_VALUE, "non-finite Bezier control points")
                }
                let curve = CubicBezier.cached(p.control1.x, p.control1.y, p.control2.x, p.control2.y)
                e.animate(withDuration: p.duration, delay: p.delay, timingFunction: .bezier(curve), options: options, animations: body, completion: done)
            case AP_TIMING_SPRING:
                guard p.damping_ratio.isFinite, p.initial_velocity.isFinite else { return refuse(AP_ERR_BAD_VALUE, "non-finite spring damping ratio or velocity") }
                e.animate(withDuration: p.duration, delay: p.delay, usingSpringWithDamping: p.damping_ratio, initialSpringVelocity: p.initial_velocity,
                          options: options, animations: body, completion: done)
            case AP_TIMING_SPRING_PHYSICS:
                guard p.mass.isFinite, p.mass > 0, p.stiffness.isFinite, p.stiffness > 0, p.damping.isFinite, p.damping > 0, p.initial_velocity.isFinite else {
                    return refuse(AP_ERR_BAD_VALUE, "spring needs mass > 0, stiffness > 0, damping > 0 (an undamped spring never settles), finite velocity")
                }
                e.animate(with: Spring(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: p.initial_velocity),
                          delay: p.delay, options: options, animations: body, completion: done)
            default:
                return refuse(AP_ERR_BAD_ARGUMENT, "unknown timing \(p.timing); use AP_TIMING_CURVE, AP_TIMING_BEZIER, AP_TIMING_SPRING or AP_TIMING_SPRING_PHYSICS")
            }
            return AP_OK
        }
        h.animate_keyframes = { host, duration, delay, options, block, completion in
            guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
            let done: ((Bool) -> Void)? = completion.fn.map { fn in { fn(completion.user, $0) } }
            guard b.bridge.onMainThread else { return AP_ERR_THREAD }
            guard let fn = block.fn, duration.isFinite, delay.isFinite, delay >= 0 else {
                b.bridge.refuse(b.id, "animate_keyframes: NULL block or non-finite duration/delay")
                if let done { b.bridge.engine.scheduleCompletion(finished: false, done) }
                return block.fn == nil ? AP_ERR_BAD_ARGUMENT : AP_ERR_BAD_VALUE
            }
            b.bridge.engine.animateKeyframes(withDuration: duration, delay: delay, options: AnimationOptions(rawValue: options),
                                              animations: { fn(block.user) }, completion: done)
            return AP_OK
        }
        h.add_keyframe = { host, start, duration, block in
            status(host, "add_keyframe") { b in
                guard let fn = block.fn else { b.bridge.refuse(b.id, "add_keyframe with a NULL block"); return AP_ERR_BAD_ARGUMENT }
                guard start.isFinite, duration.isFinite else { b.bridge.refuse(b.id, "add_keyframe with non-finite times"); return AP_ERR_BAD_VALUE }
                guard b.bridge.engine.isInKeyframeBlock else {
                    b.bridge.refuse(b.id, "add_keyframe outside animate_keyframes; the block was not run")
                    return AP_ERR_STATE
                }
                b.bridge.engine.addKeyframe(withRelativeStartTime: start, relativeDuration: duration) { fn(block.user) }
                return AP_OK
            }
        }
        h.perform_without_animation = { host, block in
            status(host, "perform_without_animation") { b in
                guard let fn = block.fn else { b.bridge.refuse(b.id, "perform_without_animation with a NULL block"); return AP_ERR_BAD_ARGUMENT }
                b.bridge.engine.performWithoutAnimation { fn(block.user) }
                return AP_OK
            }
        }

        // MARK: Coordinator
        func alongside(_ host: UnsafePointer<ap_host>?, _ ctx: ap_context, _ view: ap_view?, _ block: ap_block, _ cb: ap_coordinator_callback) -> ap_status {
            guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
            guard b.bridge.onMainThread else { return AP_ERR_THREAD }
            let call = view == nil ? "coordinator_animate_alongside" : "coordinator_animate_alongside_in_view"
            func refuse(_ s: ap_status, _ state: TransitionState?) -> ap_status {
                if cb.fn != nil { b.bridge.engine.scheduleCompletion(finished: false) { _ in HostTable.call(cb, state ?? TransitionState.ended) } }
                return s
            }
            guard let c = b.bridge.context(ctx, b.id, call) else { return refuse(AP_ERR_BAD_HANDLE, nil) }
            var target: View?
            if let view {
                guard let v = b.bridge.view(view, b.id, call) else { return refuse(AP_ERR_BAD_HANDLE, c.state) }
                target = v
            }
            let animation: TransitionCoordinator.Callback? = block.fn.map { fn in { _ in fn(block.user) } }
            let completion: TransitionCoordinator.Callback = { HostTable.call(cb, $0) }
            let ok = view == nil ? c.coordinator.animate(alongsideTransition: animation, completion: completion)
                                 : c.coordinator.animateAlongsideTransition(in: target, animation: animation, completion: completion)
            if !ok {
                b.bridge.refuse(b.id, "\(call): the transition has already ended")
                return refuse(AP_ERR_STATE, c.state)
            }
            return AP_OK
        }
        h.coordinator_animate_alongside = { host, ctx, block, cb in alongside(host, ctx, nil, block, cb) }
        h.coordinator_animate_alongside_in_view = { host, ctx, view, block, cb in alongside(host, ctx, view, block, cb) }
        h.coordinator_notify_interaction_changes = { host, ctx, cb in
            status(host, "coordinator_notify_interaction_changes") { b in
                guard cb.fn != nil else { b.bridge.refuse(b.id, "coordinator_notify_interaction_changes with a NULL fn"); return AP_ERR_BAD_ARGUMENT }
                guard let c = b.bridge.context(ctx, b.id, "coordinator_notify_interaction_changes"), !c.isCompleted else {
                    b.bridge.engine.scheduleCompletion(finished: false) { _ in HostTable.call(cb, nil) }
                    return AP_ERR_STATE
                }
                c.coordinator.notifyWhenInteractionChanges { HostTable.call(cb, $0) }
                // The last call, with NULL, lets the plugin free `user`.
                c.coordinator.animate(alongsideTransition: nil, completion: { _ in HostTable.call(cb, nil) })
                return AP_OK
            }
        }
        h.coordinator_state = { host, ctx, out in
            status(host, "coordinator_state") { b in
                guard let out else { b.bridge.refuse(b.id, "coordinator_state with a NULL out pointer"); return AP_ERR_BAD_ARGUMENT }
                guard let c = b.bridge.context(ctx, b.id, "coordinator_state") else { return AP_ERR_BAD_HANDLE }
                out.pointee = cState(c.state)
                return AP_OK
            }
        }
        return h
    }()
}

// MARK: C value conversions

extension Rect {
    init(_ r: ap_rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
    var cValue: ap_rect { ap_rect(origin: ap_point(x: origin.x, y: origin.y), size: ap_size(width: size.width, height: size.height)) }
}

extension Point {
    init(_ p: ap_point) { self.init(x: p.x, y: p.y) }
    var cValue: ap_point { ap_point(x: x, y: y) }
}

extension Transform2D {
    init(_ t: ap_affine) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    var cValue: ap_affine { ap_affine(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension Transform3D {
    init(_ t: ap_transform3d) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                  m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }
    var cValue: ap_transform3d {
        ap_transform3d(m11: m11, m12: m12, m13: m13, m14: m14, m21: m21, m22: m22, m23: m23, m24: m24,
                       m31: m31, m32: m32, m33: m33, m34: m34, m41: m41, m42: m42, m43: m43, m44: m44)
    }
}
