import AnimationCore
import CAnimatorABI
import HostContainer

extension HostTable {
    /// ABI 1.1's view controller relations: `view_controller_related`, children, kind,
    /// `is_view_loaded`, appearance transitions and the transition a controller takes part in.
    static func installControllers(_ h: inout ap_host) {
        h.view_controller_related = { host, vc, relation in
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
        h.view_controller_child_count = { host, vc in
            HostTable.with(host, -1) { b in
                b.bridge.controller(vc, b.id, "view_controller_child_count").map { Int32(clamping: $0.children.count) }
                    ?? -1
            }
        }
        h.view_controller_child_at = { host, vc, index in
            HostTable.with(host, ap_view_controller()) { b in
                guard let c = b.bridge.controller(vc, b.id, "view_controller_child_at") else {
                    return ap_view_controller()
                }
                return c.children.indices.contains(Int(index))
                    ? b.bridge.handle(c.children[Int(index)]) : ap_view_controller()
            }
        }
        h.view_controller_kind = { host, vc in
            HostTable.with(host, AP_VC_KIND_PLAIN) { b in
                switch b.bridge.controller(vc, b.id, "view_controller_kind") {
                case is NavigationController: return AP_VC_KIND_NAVIGATION
                case is TabBarController: return AP_VC_KIND_TAB_BAR
                case is SelectionContainer: return AP_VC_KIND_CONTAINER
                default: return AP_VC_KIND_PLAIN
                }
            }
        }
        h.view_controller_is_view_loaded = { host, vc in
            HostTable.with(host, false) { b in
                b.bridge.controller(vc, b.id, "view_controller_is_view_loaded")?.isViewLoaded ?? false
            }
        }
        h.view_controller_begin_appearance_transition = { host, vc, appearing, animated in
            HostTable.status(host) { b in
                guard let c = b.bridge.controller(vc, b.id, "view_controller_begin_appearance_transition") else {
                    return AP_ERR_BAD_HANDLE
                }
                c.beginAppearanceTransition(appearing, animated: animated)
                return AP_OK
            }
        }
        h.view_controller_end_appearance_transition = { host, vc in
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
        h.view_controller_transition = { host, vc in
            HostTable.with(host, ap_context()) { b in
                guard let c = b.bridge.controller(vc, b.id, "view_controller_transition"),
                    let context = c.transitionCoordinator?.context,
                    !context.isCompleted
                else { return ap_context() }
                return b.bridge.handle(context)
            }
        }
    }
}
