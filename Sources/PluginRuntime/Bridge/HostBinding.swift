import AnimationCore
import CAnimatorABI
import Foundation
import Synchronization

/// One `ap_host` table, handed to one plugin instance; its `host_data` leads back here.
package final class HostBinding {
    /// Strong: a plugin instance may outlive whoever made its bridge, and must still find it
    /// (the bridge holds no bindings, so there is no cycle). Also cheaper on every call than
    /// an unowned reference's check.
    let bridge: PluginBridge
    let plugin: LoadedPlugin
    package let table: UnsafeMutablePointer<ap_host>
    /// The plugin's id, copied once: every refused call names it, and reading it through
    /// `plugin.info` would copy the whole descriptor record on every call.
    let id: String
    /// The plugin's key in the worker's call monitor.
    let key: Int64
    /// The blocks this plugin opened with `animation_begin`, innermost last (closed ones are
    /// dropped when the next commit looks).
    var animationBlocks: [AnimationBlock] = []

    private static let lock = PlainLock()
    // Every access holds `lock`.
    nonisolated(unsafe) private static var live: [UnsafeRawPointer: Unmanaged<HostBinding>] = [:]
    /// The address of the last table resolved: a plugin calls through one table many times in
    /// a row, and a match here skips the lock and the hash lookup. Written only under `lock`
    /// (set by a lookup, cleared by the binding's deinit before its table is freed), so a
    /// match proves the pointer is a live table this host issued, whose `host_data` may then
    /// be read. (A plugin calling on one thread while its instance is destroyed on another
    /// breaks the ABI's one-thread rule before it could race with this.)
    private static let lastKey = Atomic<UInt>(0)

    init(bridge: PluginBridge, plugin: LoadedPlugin) {
        self.bridge = bridge
        self.plugin = plugin
        id = plugin.info.id
        key = CallMonitor.key(for: plugin.info.id)
        table = .allocate(capacity: 1)
        table.initialize(to: bridge.emulatedABIMinor.map(HostTable.template(minor:)) ?? HostTable.template)
        table.pointee.host_data = Unmanaged.passUnretained(self).toOpaque()
        HostBinding.lock.lock()
        HostBinding.live[UnsafeRawPointer(table)] = Unmanaged.passUnretained(self)
        HostBinding.lock.unlock()
    }

    deinit {
        HostBinding.lock.lock()
        HostBinding.live.removeValue(forKey: UnsafeRawPointer(table))
        _ = HostBinding.lastKey.compareExchange(
            expected: UInt(bitPattern: table), desired: 0, ordering: .acquiringAndReleasing)
        HostBinding.lock.unlock()
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// The binding of a table this host issued (the pointer is looked up, never dereferenced
    /// first), or nil.
    static func resolve(_ host: UnsafePointer<ap_host>?) -> HostBinding? {
        guard let host else { return nil }
        if lastKey.load(ordering: .acquiring) == UInt(bitPattern: host), let data = host.pointee.host_data {
            return Unmanaged<HostBinding>.fromOpaque(data).takeUnretainedValue()
        }
        let key = UnsafeRawPointer(host)
        lock.lock()
        defer { lock.unlock() }
        guard let found = live[key] else { return nil }
        lastKey.store(UInt(bitPattern: key), ordering: .releasing)
        return found.takeUnretainedValue()
    }
}
