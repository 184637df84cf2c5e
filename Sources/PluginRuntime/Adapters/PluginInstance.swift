import CAnimatorABI

/// What every plugin instance holds: its plugin, the host table it was given, its C
/// parameters (alive as long as the instance may read them) and the pointer `create`
/// returned.
struct PluginInstance {
    /// A vtable's `create` (the same signature for every kind).
    typealias CreateFunction =
        @convention(c) (UnsafePointer<ap_host>?, UnsafePointer<ap_param_value>?, UInt32) -> UnsafeMutableRawPointer?

    let plugin: LoadedPlugin
    let binding: HostBinding
    let parameters: CParameterArray
    let pointer: UnsafeMutableRawPointer
    /// The plugin's key in the worker's call monitor.
    let key: Int64

    /// Calls a vtable's `create` for `plugin` on `bridge` with `values`; `kind` names the vtable
    /// in errors ("animator", "interaction").
    init(
        plugin: LoadedPlugin, kind: String, values: ParameterValues, bridge: PluginBridge,
        create: CreateFunction
    ) throws(PluginInstanceError) {
        let parameters = try CParameterArray(declared: plugin.info.parameters, values: values, plugin: plugin.info.id)
        let binding = bridge.makeBinding(for: plugin)
        let key = binding.key
        guard
            let pointer = monitored(
                .create, key, { parameters.withEntries { create(UnsafePointer(binding.table), $0, $1) } })
        else {
            throw .createReturnedNull(plugin: plugin.info.id, path: plugin.path, kind: kind)
        }
        self.plugin = plugin
        self.binding = binding
        self.parameters = parameters
        self.pointer = pointer
        self.key = key
    }

    /// Runs `body` (a call into the plugin) recorded as `call` in the worker's call monitor.
    @inline(__always)
    func call<R>(_ call: PluginCall, _ body: () -> R) -> R {
        HostTable.closingBlocks(binding, call) { monitored(call, key, body) }
    }

    /// Every adapter's first step: the vtable `table` of `plugin`'s descriptor and an instance
    /// made by its `create`. `missing` names the vtable when there is none, `kind` when
    /// `create` returns NULL.
    static func make<VTable>(
        _ plugin: LoadedPlugin, table: UnsafePointer<VTable>?, create: KeyPath<VTable, CreateFunction?>,
        kind: String, missing: String, values: ParameterValues, bridge: PluginBridge
    ) throws(PluginInstanceError) -> (vtable: VTable, instance: PluginInstance) {
        guard let v = table?.pointee, let create = v[keyPath: create] else {
            throw PluginInstance.missing(missing, in: plugin)
        }
        let instance = try PluginInstance(plugin: plugin, kind: kind, values: values, bridge: bridge, create: create)
        return (v, instance)
    }

    /// Calls the vtable's `destroy` (every kind has one of the same signature) on the
    /// instance, as the adapter's last call.
    func destroy(_ destroy: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?) {
        call(.destroy) { destroy?(pointer) }
    }

    /// The error for a plugin that lacks the vtable of `kind`.
    static func missing(_ kind: String, in plugin: LoadedPlugin) -> PluginInstanceError {
        .missingKind(plugin: plugin.info.id, path: plugin.path, kind: kind, provides: plugin.info.kindsText)
    }
}

/// Runs `body` recorded as `call` of the plugin with `key` in the worker's call monitor.
@inline(__always)
func monitored<R>(_ call: PluginCall, _ key: Int64, _ body: () -> R) -> R {
    let mark = CallMonitor.enter(call, key: key)
    defer { CallMonitor.leave(mark) }
    return body()
}
