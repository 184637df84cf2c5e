import AnimationCore
import CAnimatorABI
import HostContainer

extension HostTable {
    /// The view hierarchy, views plugins create and snapshots (`view_add_subview` …
    /// `view_remove_all_animations`).
    static func installHierarchy(_ h: inout ap_host) {
        h.view_add_subview = { host, parent, child in
            HostTable.pair(host, parent, child, "view_add_subview") { p, c in try p.addSubview(c) }
        }
        h.view_insert_subview_at = { host, parent, child, index in
            HostTable.pair(host, parent, child, "view_insert_subview_at") { p, c in
                try p.insertSubview(c, at: Int(index))
            }
        }
        h.view_insert_subview_next_to = { host, parent, child, sibling, above in
            HostTable.pair(host, parent, child, "view_insert_subview_next_to") { b, p, c in
                guard let s = b.bridge.view(sibling, b.id, "view_insert_subview_next_to (sibling)") else {
                    return AP_ERR_BAD_HANDLE
                }
                return HostTable.attempt(b, "view_insert_subview_next_to") {
                    if above {
                        try p.insertSubview(c, aboveSubview: s)
                    } else {
                        try p.insertSubview(c, belowSubview: s)
                    }
                }
            }
        }
        h.view_reorder = { host, parent, child, front in
            HostTable.pair(host, parent, child, "view_reorder") { b, p, c in
                guard c.superview === p else {
                    b.bridge.refuse(b.id, "view_reorder: the child is not a subview of the parent")
                    return AP_ERR_HIERARCHY
                }
                if front { p.bringSubviewToFront(c) } else { p.sendSubviewToBack(c) }
                return AP_OK
            }
        }
        h.view_remove_from_superview = { host, view in
            HostTable.onView(host, view, "view_remove_from_superview") { _, v in
                v.removeFromSuperview()
                return AP_OK
            }
        }
        h.view_remove_all_animations = { host, view in
            HostTable.onView(host, view, "view_remove_all_animations") { _, v in
                v.layer.removeAllAnimations()
                return AP_OK
            }
        }
        HostTable.installHierarchyQueries(&h)
        HostTable.installViewCreation(&h)
    }

    /// `view_superview`, `view_subview_count`, `view_subview_at`.
    static func installHierarchyQueries(_ h: inout ap_host) {
        h.view_superview = { host, view in
            HostTable.with(host, ap_view()) { b in
                b.bridge.handle(b.bridge.view(view, b.id, "view_superview")?.superview)
            }
        }
        h.view_subview_count = { host, view in
            HostTable.with(host, -1) { b in
                (b.bridge.view(view, b.id, "view_subview_count")?.subviews.count).map { Int32($0) } ?? -1
            }
        }
        h.view_subview_at = { host, view, index in
            HostTable.with(host, ap_view()) { b in
                guard let v = b.bridge.view(view, b.id, "view_subview_at") else { return ap_view() }
                guard index >= 0, Int(index) < v.subviews.count else {
                    b.bridge.refuse(b.id, "view_subview_at(\(index)): out of range 0..<\(v.subviews.count)")
                    return ap_view()
                }
                return b.bridge.handle(v.subviews[Int(index)])
            }
        }
    }

    /// `view_create` and `view_snapshot`: views that live while their transition runs.
    static func installViewCreation(_ h: inout ap_host) {
        h.view_create = { host, frame in
            HostTable.with(host, ap_view()) { b in
                let r = Rect(frame)
                guard r.isFinite else {
                    b.bridge.refuse(b.id, "view_create with a non-finite frame")
                    return ap_view()
                }
                guard frame.isInRange(AP_PROP_FRAME) else {
                    b.bridge.refuse(
                        b.id,
                        "view_create with a frame beyond ±\(Int(FrameBudget.maximumCoordinate)) points; no view made")
                    return ap_view()
                }
                guard b.bridge.mayCreateView(b.id, "view_create") else { return ap_view() }
                return b.bridge.keepForTransition(View(engine: b.bridge.engine, frame: r))
            }
        }
        h.view_snapshot = { host, view, after in
            HostTable.with(host, ap_view()) { b in
                guard let v = b.bridge.view(view, b.id, "view_snapshot") else { return ap_view() }
                guard b.bridge.mayCreateView(b.id, "view_snapshot") else { return ap_view() }
                return b.bridge.keepForTransition(v.snapshotView(afterScreenUpdates: after))
            }
        }
    }

    /// Runs `body` with the view `view` names.
    @inline(__always)
    static func onView(
        _ host: UnsafePointer<ap_host>?, _ view: ap_view, _ call: String, _ body: (HostBinding, View) -> ap_status
    ) -> ap_status {
        HostTable.status(host) { b in b.bridge.view(view, b.id, call).map { body(b, $0) } ?? AP_ERR_BAD_HANDLE }
    }

    /// Runs `body` with the parent and child views `parent` and `child` name.
    static func pair(
        _ host: UnsafePointer<ap_host>?, _ parent: ap_view, _ child: ap_view, _ call: String,
        _ body: (HostBinding, View, View) -> ap_status
    ) -> ap_status {
        HostTable.status(host) { b in
            guard let p = b.bridge.view(parent, b.id, "\(call) (parent)"),
                let c = b.bridge.view(child, b.id, "\(call) (child)")
            else { return AP_ERR_BAD_HANDLE }
            return body(b, p, c)
        }
    }

    /// ``pair(_:_:_:_:_:)`` for a hierarchy change that may throw (a cycle, a view that is its
    /// own parent): the error is reported and `AP_ERR_HIERARCHY` returned.
    static func pair(
        _ host: UnsafePointer<ap_host>?, _ parent: ap_view, _ child: ap_view, _ call: String,
        _ change: (View, View) throws -> Void
    ) -> ap_status {
        HostTable.pair(host, parent, child, call) { b, p, c in HostTable.attempt(b, call) { try change(p, c) } }
    }

    /// Runs a hierarchy change, reporting a thrown error as `AP_ERR_HIERARCHY`.
    static func attempt(_ b: HostBinding, _ call: String, _ change: () throws -> Void) -> ap_status {
        do {
            try change()
            return AP_OK
        } catch {
            b.bridge.refuse(b.id, "\(call): \(error)")
            return AP_ERR_HIERARCHY
        }
    }
}
