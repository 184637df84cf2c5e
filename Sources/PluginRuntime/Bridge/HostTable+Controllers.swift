import AnimationCore
import CAnimatorABI
import HostContainer

extension HostTable {
    /// ABI 1.1's view controller entries, by area: a controller's relations (relatives,
    /// children, kind, `is_view_loaded`), then appearance transitions and the transition a
    /// controller takes part in.
    static func installControllers(_ h: inout ap_host) {
        installControllerRelations(&h)
        installAppearanceTransitions(&h)
    }

    /// `view_controller_related`, children, kind and `is_view_loaded`: what a plugin reads of
    /// the controller hierarchy.
    static func installControllerRelations(_ h: inout ap_host) {
        h.view_controller_related = { host, vc, relation in HostTable.viewControllerRelated(host, vc, relation) }
        h.view_controller_child_count = { host, vc in
            HostTable.with(host, -1) { b in
                b.bridge.controller(vc, b.id, "view_controller_child_count").map { Int32(clamping: $0.children.count) }
                    ?? -1
            }
        }
        h.view_controller_child_at = { host, vc, index in HostTable.viewControllerChildAt(host, vc, index) }
        h.view_controller_kind = { host, vc in HostTable.viewControllerKind(host, vc) }
        h.view_controller_is_view_loaded = { host, vc in
            HostTable.with(host, false) { b in
                b.bridge.controller(vc, b.id, "view_controller_is_view_loaded")?.isViewLoaded ?? false
            }
        }
    }

    /// `view_controller_begin_appearance_transition`, its end, and `view_controller_transition`:
    /// what a custom container calls around its children's transitions.
    static func installAppearanceTransitions(_ h: inout ap_host) {
        h.view_controller_begin_appearance_transition = { host, vc, appearing, animated in
            HostTable.beginAppearanceTransition(host, vc, appearing: appearing, animated: animated)
        }
        h.view_controller_end_appearance_transition = { host, vc in HostTable.endAppearanceTransition(host, vc) }
        h.view_controller_transition = { host, vc in HostTable.viewControllerTransition(host, vc) }
    }

    /// `view_controller_related`: the controller in `relation` to `vc`, a null handle when
    /// there is none; an unknown relation is refused.
    static func viewControllerRelated(
        _ host: UnsafePointer<ap_host>?, _ vc: ap_view_controller, _ relation: ap_vc_relation
    )
        -> ap_view_controller
    {
        HostTable.with(host, ap_view_controller()) { b in
            guard let c = b.bridge.controller(vc, b.id, "view_controller_related") else {
                return ap_view_controller()
            }
            let related: ViewController?
            switch relation {
            case AP_VC_PARENT: related = c.parent
            case AP_VC_NAVIGATION_CONTROLLER: related = c.navigationController
            case AP_VC_TAB_BAR_CONTROLLER: related = c.tabBarController
            case AP_VC_PRESENTING: related = c.presentingViewController
            case AP_VC_PRESENTED: related = c.presentedViewController
            case AP_VC_SELECTED:
                related =
                    (c as? SelectionContainer)?.selectedViewController
                    ?? (c as? NavigationController)?.children.last
            default:
                b.bridge.refuse(
                    b.id, "view_controller_related with unknown relation \(relation); use an AP_VC_* relation")
                return ap_view_controller()
            }
            return b.bridge.handle(related)
        }
    }

    /// `view_controller_child_at`: `vc`'s child at `index`, a null handle out of range.
    static func viewControllerChildAt(_ host: UnsafePointer<ap_host>?, _ vc: ap_view_controller, _ index: Int32)
        -> ap_view_controller
    {
        HostTable.with(host, ap_view_controller()) { b in
            guard let c = b.bridge.controller(vc, b.id, "view_controller_child_at") else {
                return ap_view_controller()
            }
            return c.children.indices.contains(Int(index))
                ? b.bridge.handle(c.children[Int(index)]) : ap_view_controller()
        }
    }

    /// `view_controller_kind`: navigation, tab bar, another container, or plain.
    static func viewControllerKind(_ host: UnsafePointer<ap_host>?, _ vc: ap_view_controller) -> ap_vc_kind {
        HostTable.with(host, AP_VC_KIND_PLAIN) { b in
            switch b.bridge.controller(vc, b.id, "view_controller_kind") {
            case is NavigationController: return AP_VC_KIND_NAVIGATION
            case is TabBarController: return AP_VC_KIND_TAB_BAR
            case is SelectionContainer: return AP_VC_KIND_CONTAINER
            default: return AP_VC_KIND_PLAIN
            }
        }
    }

    /// `view_controller_begin_appearance_transition`.
    static func beginAppearanceTransition(
        _ host: UnsafePointer<ap_host>?, _ vc: ap_view_controller, appearing: Bool, animated: Bool
    ) -> ap_status {
        HostTable.status(host) { b in
            guard let c = b.bridge.controller(vc, b.id, "view_controller_begin_appearance_transition") else {
                return AP_ERR_BAD_HANDLE
            }
            c.beginAppearanceTransition(appearing, animated: animated)
            return AP_OK
        }
    }

    /// `view_controller_end_appearance_transition`: refused without a matching begin.
    static func endAppearanceTransition(_ host: UnsafePointer<ap_host>?, _ vc: ap_view_controller) -> ap_status {
        HostTable.status(host) { b in
            guard let c = b.bridge.controller(vc, b.id, "view_controller_end_appearance_transition") else {
                return AP_ERR_BAD_HANDLE
            }
            guard c.hasPendingAppearanceTransition else {
                b.bridge.refuse(
                    b.id,
                    "view_controller_end_appearance_transition for \(c.title) without a matching begin (call view_controller_begin_appearance_transition first)"
                )
                return AP_ERR_STATE
            }
            c.endAppearanceTransition()
            return AP_OK
        }
    }

    /// `view_controller_transition`: the context of the transition `vc` takes part in, a null
    /// handle when there is none or it has completed.
    static func viewControllerTransition(_ host: UnsafePointer<ap_host>?, _ vc: ap_view_controller) -> ap_context {
        HostTable.with(host, ap_context()) { b in
            guard let c = b.bridge.controller(vc, b.id, "view_controller_transition"),
                let context = c.transitionCoordinator?.context,
                !context.isCompleted
            else { return ap_context() }
            return b.bridge.handle(context)
        }
    }
}
