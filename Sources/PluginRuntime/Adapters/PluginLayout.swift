import AnimationCore
import CAnimatorABI
import Foundation
import HostContainer

/// A plugin's collection layout (`AP_KIND_LAYOUT`, ABI 1.1) seen as a host ``CollectionLayout``.
///
/// Every call checks what the plugin wrote: an error status, or a NaN, infinite or negative
/// size anywhere, is refused with a diagnostic naming the plugin and the item, and the layout
/// then shows nothing (every item hidden at the origin, no content) — a bad layout never
/// reaches the renderers. At most ``maximumItems`` items are laid out.
package final class PluginLayout: CollectionLayout, @unchecked Sendable {
    /// The most items one layout call handles (a larger collection is refused).
    package static let maximumItems = 1_000_000

    private let instance: PluginInstance
    private let vtable: ap_layout_vtable

    /// Creates an instance of `plugin`'s layout with validated `parameters`.
    package init(plugin: LoadedPlugin, parameters: ParameterValues, bridge: PluginBridge) throws(PluginInstanceError) {
        guard plugin.info.isLayout, let v = plugin.descriptor.pointee.layout?.pointee, let create = v.create else {
            throw PluginInstance.missing("layout", in: plugin)
        }
        vtable = v
        instance = try PluginInstance(plugin: plugin, kind: "layout", values: parameters, bridge: bridge, create: create)
    }

    deinit { let v = vtable, i = instance; i.call(.destroy) { v.destroy?(i.pointer) } }

    /// The plugin's id.
    package var name: String { instance.plugin.info.id }

    private var bridge: PluginBridge { instance.binding.bridge }

    package func prepare(_ context: CollectionLayoutContext) -> PreparedLayout {
        let counts = context.sections.map { UInt32(clamping: max(0, $0)) }
        let total = counts.reduce(0) { $0 + Int($1) }
        let empty = PreparedLayout(contentSize: Size(width: 0, height: 0), items: context.sections.map { n in
            (0..<max(0, n)).map { i in var a = LayoutAttributes(path: ItemPath(item: i, section: 0), center: .zero, size: Size(width: 0, height: 0)); a.isHidden = true; return a }
        }.enumerated().map { s, list in list.map { var a = $0; a.path.section = s; return a } })
        guard total <= PluginLayout.maximumItems, context.size.width.isFinite, context.size.height.isFinite else {
            bridge.refuse(name, "prepare: \(total) items (at most \(PluginLayout.maximumItems)) in a \(context.size.width) × \(context.size.height) collection; nothing laid out")
            return empty
        }
        var preset = ap_layout_item()
        preset.transform = Transform3D.identity.cValue
        preset.alpha = 1
        var items = [ap_layout_item](repeating: preset, count: total)
        var content = ap_size()
        let status: ap_status = counts.withUnsafeBufferPointer { c in
            var ctx = ap_layout_context()
            ctx.struct_size = UInt32(MemoryLayout<ap_layout_context>.size)
            ctx.section_count = UInt32(c.count)
            ctx.size = ap_size(width: max(0, context.size.width), height: max(0, context.size.height))
            ctx.item_counts = c.count > 0 ? c.baseAddress : nil
            ctx.item_count = UInt32(total)
            return items.withUnsafeMutableBufferPointer { out in
                instance.call(.layoutPrepare) { vtable.prepare!(instance.pointer, &ctx, out.baseAddress, &content) }
            }
        }
        guard status == AP_OK else {
            bridge.refuse(name, "prepare returned status \(status); nothing laid out")
            return empty
        }
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else {
            bridge.refuse(name, "prepare gave the content size \(content.width) × \(content.height); it must be finite and not negative — nothing laid out")
            return empty
        }
        var sections: [[LayoutAttributes]] = []
        var k = 0
        for (s, n) in counts.enumerated() {
            var list: [LayoutAttributes] = []
            list.reserveCapacity(Int(n))
            for i in 0..<Int(n) {
                let it = items[k]
                k += 1
                let t = Transform3D(it.transform)
                let numbers = [it.center.x, it.center.y, it.size.width, it.size.height, it.alpha]
                guard numbers.allSatisfy(\.isFinite), it.size.width >= 0, it.size.height >= 0, t.isFinite else {
                    bridge.refuse(name, "prepare gave item [\(s), \(i)] a NaN, infinite or negative value; nothing laid out")
                    return empty
                }
                var a = LayoutAttributes(path: ItemPath(item: i, section: s), center: Point(x: it.center.x, y: it.center.y),
                                         size: Size(width: it.size.width, height: it.size.height))
                a.transform = t
                a.alpha = min(1, max(0, it.alpha))
                a.zIndex = Int(it.z_index)
                a.isHidden = it.hidden != 0
                list.append(a)
            }
            sections.append(list)
        }
        return PreparedLayout(contentSize: Size(width: content.width, height: content.height), items: sections)
    }
}
