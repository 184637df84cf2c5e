import AnimationCore
import CAnimatorABI
import Foundation
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
///
/// The functions are filled in by area, one file each: the context (`HostTable+Context`), view
/// properties (`+Properties`), the view hierarchy (`+Hierarchy`), animation transactions
/// (`+Animations`) and the coordinator (`+Coordinator`).
enum HostTable {
    // The C strings and the template are made once and never written after: plugins only
    // read them (the ABI gives them as `const char *` and a copied table).
    nonisolated(unsafe) static let name = strdup(HostVersion.name)!
    nonisolated(unsafe) static let version = strdup(HostVersion.version)!

    /// The table every binding starts from.
    // Made once, never written after: each binding copies it.
    nonisolated(unsafe) static let template: ap_host = {
        var h = ap_host()
        h.abi_major = UInt32(AP_ABI_MAJOR)
        h.abi_minor = UInt32(AP_ABI_MINOR)
        h.struct_size = UInt32(MemoryLayout<ap_host>.size)
        h.name = UnsafePointer(name)
        h.version = UnsafePointer(version)
        installGeneral(&h)
        installContext(&h)
        installProperties(&h)
        installHierarchy(&h)
        installAnimations(&h)
        installCoordinator(&h)
        installMinor1(&h)
        installRunLoop(&h)
        return h
    }()

    /// Bytes of a 1.0 table (`AP_HOST_SIZE_1_0`): where the first entry of ABI 1.1 begins.
    static let size1_0 = MemoryLayout<ap_host>.offset(of: \ap_host.current_media_time)!
    /// Bytes of a 1.1 table (`AP_HOST_SIZE_1_1`): where the first entry of ABI 1.2 begins.
    static let size1_1 = MemoryLayout<ap_host>.offset(of: \ap_host.run_loop_schedule)!

    /// The table as a host of ABI `1.minor` hands it out: `struct_size`, `abi_minor` and the
    /// entries of later minors cleared, so a plugin sees exactly what that older host has
    /// (``PluginBridge/emulatedABIMinor``). A minor this host does not know gets its own table.
    static func template(minor: Int) -> ap_host {
        var h = template
        guard minor < HostVersion.abiMinor else { return h }
        h.abi_minor = UInt32(max(0, minor))
        // 1.3 and 1.4 added only constants (AP_PROP_TAG, AP_PROP_ANCHOR_POINT_Z): a 1.2 table
        // is as long as this host's.
        let size = minor >= 2 ? MemoryLayout<ap_host>.size : minor >= 1 ? size1_1 : size1_0
        h.struct_size = UInt32(size)
        // Every entry past that minor's table: zeroed, as that host has none of them.
        withUnsafeMutableBytes(of: &h) { bytes in
            for i in size..<bytes.count { bytes[i] = 0 }
        }
        return h
    }

    /// `get_extension` (no extensions yet) and `log`.
    static func installGeneral(_ h: inout ap_host) {
        h.get_extension = { host, id in
            HostTable.with(host, nil) { b in
                if id == nil { b.bridge.refuse(b.id, "get_extension(NULL)") }
                return nil
            }
        }
        h.log = { host, level, message in
            HostTable.with(host, ()) { b in
                guard let message else {
                    b.bridge.refuse(b.id, "log(NULL)")
                    return
                }
                var text = String(cString: message)
                if text.count > 2000 { text = String(text.prefix(2000)) + "…" }
                let l = ["debug", "info", "warning", "error"][Int(min(3, max(0, level)))]
                b.bridge.log.record(.plugin, "\(b.id) [\(l)]: \(text)")
            }
        }
    }

    // MARK: Shared checks

    /// Runs `body` for a valid host table on the main thread; otherwise returns `failure`
    /// (a call from another thread cannot even be recorded: the log is not thread-safe).
    @inline(__always)
    static func with<R>(_ host: UnsafePointer<ap_host>?, _ failure: R, _ body: (HostBinding) -> R) -> R {
        guard let b = HostBinding.resolve(host), b.bridge.onMainThread else { return failure }
        return body(b)
    }

    /// Runs `body` for a valid host table on the main thread; otherwise returns
    /// `AP_ERR_BAD_ARGUMENT` (not a table this host issued) or `AP_ERR_THREAD`.
    @inline(__always)
    static func status(_ host: UnsafePointer<ap_host>?, _ body: (HostBinding) -> ap_status) -> ap_status {
        guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
        guard b.bridge.onMainThread else { return AP_ERR_THREAD }
        return body(b)
    }

    /// Copies `s` (UTF-8, NUL-terminated, cut to fit) into `buffer`; returns its full length
    /// in bytes, so a plugin can call again with a larger buffer.
    static func copy(_ s: String?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int) -> Int {
        let bytes = Array((s ?? "").utf8)
        if let buffer, capacity > 0 {
            let n = min(bytes.count, capacity - 1)
            for i in 0..<n { buffer[i] = CChar(bitPattern: bytes[i]) }
            buffer[n] = 0
        }
        return bytes.count
    }

    /// A completion callback of `b`'s plugin as a Swift closure, or nil for a NULL `fn`.
    static func completion(_ c: ap_completion, _ b: HostBinding) -> ((Bool) -> Void)? {
        let key = b.key
        return c.fn.map { fn in
            { [weak b] finished in
                HostTable.closingBlocks(b, .completion) { monitored(.completion, key) { fn(c.user, finished) } }
            }
        }
    }

    /// A block of `b`'s plugin as a Swift closure, recorded as `call`.
    static func block(
        _ fn: @escaping @convention(c) (UnsafeMutableRawPointer?) -> Void, _ user: UnsafeMutableRawPointer?,
        _ call: PluginCall, _ b: HostBinding
    ) -> () -> Void {
        let key = b.key
        return { HostTable.closingBlocks(b, call) { monitored(call, key) { fn(user) } } }
    }

    /// Runs `body` (plugin code) and closes the `beginAnimations` blocks it left open, with a
    /// diagnostic: a plugin that forgets `commitAnimations` cannot leave the engine's block
    /// stack out of order.
    @inline(__always)
    static func closingBlocks<R>(_ b: HostBinding?, _ call: PluginCall, _ body: () -> R) -> R {
        guard let b else { return body() }
        let engine = b.bridge.engine
        let depth = engine.openAnimationBlockDepth
        let result = b.bridge.countingPluginCall(body)
        if engine.openAnimationBlockDepth > depth {
            let n = engine.closeOpenAnimationBlocks(downTo: depth)
            if n > 0 {
                b.bridge.refuse(
                    b.id,
                    "\(call.text) returned with \(n) animation block\(n == 1 ? "" : "s") still open (animation_begin, UIView.beginAnimations, without animation_commit); the host committed \(n == 1 ? "it" : "them") without a completion"
                )
            }
        }
        return result
    }
}
