import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
@testable import PluginRuntime

/// One host table to call as a plugin would, without a transition: an engine, its log, a
/// bridge (handing out the table of ABI `1.minor` when `emulatedMinor` is given), a binding of
/// the built-in plugin, and one 10 × 10 view with its handle. Keep the rig alive while calling
/// through `host` (the binding owns the table).
struct HostTableRig {
    let engine = AnimationEngine()
    let log = EventLog()
    let bridge: PluginBridge
    let binding: HostBinding
    let view: View
    let handle: ap_view

    init(emulatedMinor: Int? = nil) {
        bridge = PluginBridge(engine: engine, log: log)
        bridge.emulatedABIMinor = emulatedMinor
        binding = bridge.makeBinding(for: TestPlugins.defaultAnimator)
        view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        handle = bridge.handle(view)
    }

    /// The table, as a plugin receives it.
    var host: UnsafePointer<ap_host> { UnsafePointer(binding.table) }
}
