import AnimationCore
import CAnimatorABI
import HostContainer

extension HostTable {
    /// The typed property setters and getters (`view_set_*`, `view_get_*`): one generic path
    /// for every C value type, and the title, which is a string.
    static func installProperties(_ h: inout ap_host) {
        h.view_set_number = { HostTable.set($0, $1, $2, $3, "view_set_number") }
        h.view_set_bool = { HostTable.set($0, $1, $2, $3, "view_set_bool") }
        h.view_set_point = { HostTable.set($0, $1, $2, $3, "view_set_point") }
        h.view_set_rect = { HostTable.set($0, $1, $2, $3, "view_set_rect") }
        h.view_set_affine = { HostTable.set($0, $1, $2, $3, "view_set_affine") }
        h.view_set_transform3d = { HostTable.set($0, $1, $2, $3, "view_set_transform3d") }
        h.view_set_color = { HostTable.set($0, $1, $2, $3, "view_set_color") }
        h.view_get_number = { HostTable.get($0, $1, $2, $3, $4, "view_get_number") }
        h.view_get_bool = { HostTable.get($0, $1, $2, $3, $4, "view_get_bool") }
        h.view_get_point = { HostTable.get($0, $1, $2, $3, $4, "view_get_point") }
        h.view_get_rect = { HostTable.get($0, $1, $2, $3, $4, "view_get_rect") }
        h.view_get_affine = { HostTable.get($0, $1, $2, $3, $4, "view_get_affine") }
        h.view_get_transform3d = { HostTable.get($0, $1, $2, $3, $4, "view_get_transform3d") }
        h.view_get_color = { HostTable.get($0, $1, $2, $3, $4, "view_get_color") }
        h.view_set_string = { host, view, p, value in
            HostTable.status(host) { b in
                guard let v = b.bridge.view(view, b.id, "view_set_string") else { return AP_ERR_BAD_HANDLE }
                guard HostTable.check(b, p, .string, "view_set_string") else { return AP_ERR_BAD_ARGUMENT }
                guard let value else {
                    v.title = nil
                    return AP_OK
                }
                guard let s = DescriptorReader.validString(value, max: FrameBudget.maximumTitleBytes) else {
                    b.bridge.refuse(
                        b.id,
                        "view_set_string(title) with text that is not UTF-8 or longer than \(FrameBudget.maximumTitleBytes) bytes"
                    )
                    return AP_ERR_BAD_VALUE
                }
                v.title = s
                return AP_OK
            }
        }
        h.view_get_string = { host, view, p, buffer, capacity in
            HostTable.with(host, 0) { b in
                guard let v = b.bridge.view(view, b.id, "view_get_string"),
                    HostTable.check(b, p, .string, "view_get_string")
                else { return 0 }
                return HostTable.copy(v.title, buffer, capacity)
            }
        }
    }

    /// `view_set_<type>`: the view, the property's type, a finite value, then the set (which
    /// may still refuse the value, e.g. a negative corner radius).
    @inline(__always)
    static func set<V: ViewPropertyValue>(
        _ host: UnsafePointer<ap_host>?, _ view: ap_view, _ p: ap_property, _ value: V,
        _ call: String
    ) -> ap_status {
        HostTable.status(host) { b in
            guard let v = b.bridge.view(view, b.id, call) else { return AP_ERR_BAD_HANDLE }
            guard HostTable.check(b, p, V.type, call) else { return AP_ERR_BAD_ARGUMENT }
            guard value.isFinite else {
                b.bridge.refuse(
                    b.id,
                    "\(call)(\(ViewProperty.name(p))) with a non-finite value (NaN or infinity); the view keeps its value"
                )
                return AP_ERR_BAD_VALUE
            }
            guard value.isInRange(p) else {
                b.bridge.refuse(
                    b.id,
                    "\(call)(\(ViewProperty.name(p))) with a value beyond ±\(Int(FrameBudget.maximumCoordinate)) points (coordinates, sizes, lengths and transform components must stay within it); the view keeps its value"
                )
                return AP_ERR_BAD_VALUE
            }
            if let refusal = value.apply(p, to: v) {
                b.bridge.refuse(b.id, "\(call)(\(ViewProperty.name(p))) \(refusal)")
                return AP_ERR_BAD_VALUE
            }
            return AP_OK
        }
    }

    /// `view_get_<type>`: the out pointer, the view, the property's type, then the model or
    /// presentation value.
    @inline(__always)
    static func get<V: ViewPropertyValue>(
        _ host: UnsafePointer<ap_host>?, _ view: ap_view, _ p: ap_property, _ source: ap_source,
        _ out: UnsafeMutablePointer<V>?, _ call: String
    ) -> ap_status {
        HostTable.status(host) { b in
            guard let out else {
                b.bridge.refuse(b.id, "\(call) with a NULL out pointer")
                return AP_ERR_BAD_ARGUMENT
            }
            guard let v = b.bridge.view(view, b.id, call) else { return AP_ERR_BAD_HANDLE }
            guard HostTable.check(b, p, V.type, call) else { return AP_ERR_BAD_ARGUMENT }
            let shown = source == AP_SOURCE_PRESENTATION
            out.pointee = V(
                p, of: shown ? v.layer.presentation : v.layer.model, layer: v.layer,
                extras: shown ? v.layer.presentationExtras : v.layer.extras)
            return AP_OK
        }
    }

    /// The property exists and has type `type`; otherwise reports and returns false.
    @inline(__always)
    static func check(_ b: HostBinding, _ p: ap_property, _ type: ViewProperty.ValueType, _ call: String) -> Bool {
        // Ids added after 1.0 are unknown to a table handed out as an older minor's.
        guard let t = ViewProperty.type(p), ViewProperty.minor(p) <= b.table.pointee.abi_minor else {
            b.bridge.refuse(b.id, "\(call) with unknown property \(p)")
            return false
        }
        guard t == type else {
            let name = ViewProperty.name(p)
            b.bridge.refuse(b.id, "\(call)(\(name)): \(name) is a \(t.rawValue), use view_set/get_\(t.rawValue)")
            return false
        }
        return true
    }
}
