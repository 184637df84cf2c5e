/// A view controller of the host (UIKit's `UIViewController`), seen through the plugin ABI.
/// One object stands for one host view controller, as for views (see ``UIView``).
public final class UIViewController: Hashable {
    /// The host's handle.
    public let handle: ap_view_controller
    let connection: HostConnection

    init(_ h: ap_view_controller, _ c: HostConnection) { handle = h; connection = c }

    /// Its view.
    public var view: UIView! { UIView.make(connection.api.view_controller_view!(connection.host, handle), connection) }
    /// Its title.
    public var title: String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let n = connection.api.view_controller_title!(connection.host, handle, &buffer, buffer.count)
        if n >= buffer.count {
            buffer = [CChar](repeating: 0, count: n + 1)
            _ = connection.api.view_controller_title!(connection.host, handle, &buffer, buffer.count)
        }
        return n == 0 ? nil : String(cString: buffer)
    }

    public static func == (l: UIViewController, r: UIViewController) -> Bool { l.handle.bits == r.handle.bits }
    public func hash(into h: inout Hasher) { h.combine(handle.bits) }
}
