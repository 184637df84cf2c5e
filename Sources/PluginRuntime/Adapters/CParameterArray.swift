import CAnimatorABI
import Foundation

/// The C array a plugin's `create` receives: every declared parameter, in declaration order,
/// with the value from ``ParameterValues`` (the default where it has none). Owns the strings
/// the array points at; keep it alive as long as the instance may read them.
final class CParameterArray {
    /// The entries, in declaration order.
    private(set) var entries: [ap_param_value] = []
    private var strings: [UnsafeMutablePointer<CChar>] = []

    /// Lays out `values` for `declared`; a value of the wrong kind is an error naming the
    /// parameter (the plugin changed since the values were checked).
    init(declared: [ParameterInfo], values: ParameterValues, plugin: String) throws(PluginInstanceError) {
        let defaults = ParameterValues.defaults(declared)
        for p in declared {
            var entry = ap_param_value(name: UnsafePointer(own(p.name)), number: 0, choice: nil)
            switch (values.values[p.name] ?? defaults[p.name]!, p.kind) {
            case (.number(let d), .number): entry.number = d
            case (.bool(let b), .bool): entry.number = b ? 1 : 0
            case (.choice(let s), .choice(let c)) where c.contains(s):
                entry.number = Double(c.firstIndex(of: s)!)
                entry.choice = UnsafePointer(own(s))
            case (let v, _):
                throw .parameterTypeChanged(plugin: plugin, parameter: p.name, type: p.typeName, given: v)
            }
            entries.append(entry)
        }
    }

    deinit { strings.forEach { free($0) } }

    private func own(_ s: String) -> UnsafeMutablePointer<CChar> {
        let p = strdup(s)!
        strings.append(p)
        return p
    }

    /// Calls `body` with the array and its count.
    func withEntries<R>(_ body: (UnsafePointer<ap_param_value>?, UInt32) -> R) -> R {
        entries.withUnsafeBufferPointer { body($0.baseAddress, UInt32($0.count)) }
    }
}
