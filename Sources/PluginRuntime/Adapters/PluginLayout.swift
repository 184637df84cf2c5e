import AnimationCore
import CAnimatorABI
import Foundation
import HostContainer
import TextFormat

/// A plugin's collection layout (`AP_KIND_LAYOUT`, ABI 1.1) seen as a host ``CollectionLayout``.
///
/// Every call checks what the plugin wrote: an error status, or a NaN, infinite or negative
/// size anywhere, is refused with a diagnostic naming the plugin and the item, and the layout
/// then shows nothing (every item hidden at the origin, no content) — a bad layout never
/// reaches the renderers. At most ``maximumItems`` items are laid out.
// CollectionLayout is Sendable for the built-in value layouts; a plugin layout is used only on its
// bridge's thread (the host's tables refuse plugin calls from others), so its one `var` and the
// plugin's instance never see two threads.
package final class PluginLayout: CollectionLayout, @unchecked Sendable {
    /// The most items one layout call handles (a larger collection is refused).
    package static let maximumItems = 1_000_000

    private let instance: PluginInstance
    private let vtable: ap_layout_vtable
    /// The plugin's `ap.layout-interpolation/1` extension, if it answers it with a usable table.
    private let interpolation: ap_layout_interpolation?
    /// Set once the extension gave something refused: linear from then on.
    private var interpolationRefused = false
    /// The plugin's `ap.layout-supplementary/1` extension, if it answers it with a usable table.
    private let supplementary: ap_layout_supplementary?
    /// The plugin's `ap.layout-appearance/1` extension, if it answers it with a usable table.
    private let appearance: ap_layout_appearance?

    /// Creates an instance of `plugin`'s layout with validated `parameters`.
    package init(plugin: LoadedPlugin, parameters: ParameterValues, bridge: PluginBridge) throws(PluginInstanceError) {
        (vtable, instance) = try PluginInstance.make(
            plugin, table: plugin.info.isLayout ? plugin.descriptor.pointee.layout : nil, create: \.create,
            kind: "layout", missing: "layout",
            values: parameters, bridge: bridge)
        interpolation = PluginLayout.extensionTable(
            AP_EXT_LAYOUT_INTERPOLATION, of: plugin, instance, .layoutInterpolate,
            through: \ap_layout_interpolation.interpolate, else: "interpolating linearly"
        )
        .flatMap { $0.interpolate == nil ? nil : $0 }
        supplementary = PluginLayout.extensionTable(
            AP_EXT_LAYOUT_SUPPLEMENTARY, of: plugin, instance, .layoutSupplementary,
            through: \ap_layout_supplementary.supplementary, else: "no supplementary views"
        )
        .flatMap { $0.supplementary == nil ? nil : $0 }
        appearance = PluginLayout.extensionTable(
            AP_EXT_LAYOUT_APPEARANCE, of: plugin, instance, .layoutAppearance,
            through: \ap_layout_appearance.final_for_disappearing,
            else: "appearing items start where the old layout has them")
    }

    /// The table `plugin`'s `get_extension` answers for `id` (asked once, as the monitored
    /// `call`), when its leading `struct_size` reaches past the field at `last` (a pointer);
    /// a smaller one is reported (`fallback` says what happens instead) and not used.
    private static func extensionTable<T>(
        _ id: String, of plugin: LoadedPlugin, _ instance: PluginInstance, _ call: PluginCall,
        through last: PartialKeyPath<T>, else fallback: String
    ) -> T? {
        guard let get = plugin.descriptor.pointee.get_extension else { return nil }
        let raw: UnsafeRawPointer? = instance.call(call) { id.withCString { get($0) } }
        guard let raw else { return nil }
        let size = Int(raw.load(as: UInt32.self))
        let needed = MemoryLayout<T>.offset(of: last)! + MemoryLayout<UnsafeRawPointer>.size
        guard size >= needed else {
            instance.binding.bridge.refuse(
                plugin.info.id,
                "get_extension(\"\(id)\") answered a table of \(size) bytes; it needs at least \(needed) — \(fallback)")
            return nil
        }
        return raw.assumingMemoryBound(to: T.self).pointee
    }

    package func initialAttributes(forAppearing path: ItemPath, in prepared: PreparedLayout) -> LayoutAttributes? {
        appearing(path, prepared, "initial_for_appearing", appearance?.initial_for_appearing)
    }

    package func finalAttributes(forDisappearing path: ItemPath, in prepared: PreparedLayout) -> LayoutAttributes? {
        appearing(path, prepared, "final_for_disappearing", appearance?.final_for_disappearing)
    }

    /// One of the appearance calls for `path`, its answer checked (nil: the host's default).
    private func appearing(
        _ path: ItemPath, _ prepared: PreparedLayout, _ what: String,
        _ call: (
            @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UnsafeMutablePointer<ap_layout_item>?) ->
                ap_status
        )?
    ) -> LayoutAttributes? {
        guard let call, let own = prepared.attributes(of: path) else { return nil }
        var out = PluginLayout.item(own)
        let status = instance.call(.layoutAppearance) {
            call(instance.pointer, UInt32(clamping: path.section), UInt32(clamping: path.item), &out)
        }
        guard status == AP_OK else {
            if status != AP_ERR_UNSUPPORTED {
                bridge.refuse(
                    name,
                    "\(what) returned status \(status) for item [\(path.section), \(path.item)]; using the default")
            }
            return nil
        }
        guard let a = PluginLayout.attributes(out, path) else {
            bridge.refuse(
                name,
                "\(what) gave item [\(path.section), \(path.item)] a NaN, infinite or negative value; using the default"
            )
            return nil
        }
        return a
    }

    /// True when the plugin answers the interpolation extension (and has not been refused).
    package var interpolates: Bool { interpolation != nil && !interpolationRefused }

    /// The plugin's `interpolate`, its result checked: AP_ERR_UNSUPPORTED leaves the item to
    /// the linear path; another error status or a NaN, infinite or negative value is reported
    /// once and the layout interpolates linearly from then on.
    package func interpolate(
        _ path: ItemPath, from: LayoutAttributes, to: LayoutAttributes, progress: Double, towards: Bool
    ) -> LayoutAttributes? {
        guard let table = interpolation, !interpolationRefused, let call = table.interpolate else { return nil }
        var a = PluginLayout.item(from), b = PluginLayout.item(to)
        var out = PluginLayout.item(from.interpolated(to: to, progress))
        let status = instance.call(.layoutInterpolate) {
            call(
                instance.pointer, UInt32(clamping: path.section), UInt32(clamping: path.item), &a, &b, progress,
                towards ? 1 : 0, &out)
        }
        if status == AP_ERR_UNSUPPORTED { return nil }  // this item follows the linear path
        guard status == AP_OK else {
            interpolationRefused = true
            bridge.refuse(
                name,
                "interpolate returned status \(status) for item [\(path.section), \(path.item)]; interpolating linearly from now on"
            )
            return nil
        }
        guard let result = PluginLayout.attributes(out, path) else {
            interpolationRefused = true
            bridge.refuse(
                name,
                "interpolate gave item [\(path.section), \(path.item)] a NaN, infinite or negative value at progress \(progress); interpolating linearly from now on"
            )
            return nil
        }
        return result
    }

    /// `a` as the C item.
    static func item(_ a: LayoutAttributes) -> ap_layout_item {
        var it = ap_layout_item()
        it.center = ap_point(x: a.center.x, y: a.center.y)
        it.size = ap_size(width: a.size.width, height: a.size.height)
        it.transform = a.transform.cValue
        it.alpha = a.alpha
        it.z_index = Int32(clamping: a.zIndex)
        it.hidden = a.isHidden ? 1 : 0
        return it
    }

    /// The attributes of `path` a C item gives, or nil when a number is NaN or infinite or a
    /// size negative (alpha is clamped to 0…1).
    static func attributes(_ it: ap_layout_item, _ path: ItemPath) -> LayoutAttributes? {
        let t = Transform3D(it.transform)
        // One test per number (no array: this runs for every item of every layout).
        guard it.center.x.isFinite, it.center.y.isFinite, it.size.width.isFinite, it.size.height.isFinite,
            it.alpha.isFinite,
            it.size.width >= 0, it.size.height >= 0, t.isFinite
        else { return nil }
        var a = LayoutAttributes(
            path: path, center: Point(x: it.center.x, y: it.center.y),
            size: Size(width: it.size.width, height: it.size.height))
        a.transform = t
        a.alpha = min(1, max(0, it.alpha))
        a.zIndex = Int(it.z_index)
        a.isHidden = it.hidden != 0
        return a
    }

    deinit { instance.destroy(vtable.destroy) }

    /// The plugin's id.
    package var name: String { instance.plugin.info.id }

    private var bridge: PluginBridge { instance.binding.bridge }

    package func prepare(_ context: CollectionLayoutContext) -> PreparedLayout {
        let counts = context.sections.map { UInt32(clamping: max(0, $0)) }
        let total = counts.reduce(0) { $0 + Int($1) }
        // What a refused layout shows (made only then: building it costs as much as the layout).
        var empty: PreparedLayout {
            PreparedLayout(
                contentSize: Size(width: 0, height: 0),
                items: context.sections.enumerated().map { s, n in
                    (0..<max(0, n)).map { i in
                        var a = LayoutAttributes(
                            path: ItemPath(item: i, section: s), center: .zero, size: Size(width: 0, height: 0))
                        a.isHidden = true
                        return a
                    }
                })
        }
        guard total <= PluginLayout.maximumItems, context.size.width.isFinite, context.size.height.isFinite else {
            bridge.refuse(
                name,
                "prepare: \(total) items (at most \(PluginLayout.maximumItems)) in a \(context.size.width) × \(context.size.height) collection; nothing laid out"
            )
            return empty
        }
        var preset = ap_layout_item()
        preset.transform = Transform3D.identity.cValue
        preset.alpha = 1
        var items = [ap_layout_item](repeating: preset, count: total)
        var content = ap_size()
        var views: [LayoutAttributes] = []
        let status: ap_status = counts.withUnsafeBufferPointer { c in
            var ctx = ap_layout_context()
            ctx.struct_size = UInt32(MemoryLayout<ap_layout_context>.size)
            ctx.section_count = UInt32(c.count)
            ctx.size = ap_size(width: max(0, context.size.width), height: max(0, context.size.height))
            ctx.item_counts = c.count > 0 ? c.baseAddress : nil
            ctx.item_count = UInt32(total)
            let s = items.withUnsafeMutableBufferPointer { out in
                instance.call(.layoutPrepare) { vtable.prepare!(instance.pointer, &ctx, out.baseAddress, &content) }
            }
            if s == AP_OK { views = supplementaryViews(&ctx) }
            return s
        }
        guard status == AP_OK else {
            bridge.refuse(name, "prepare returned status \(status); nothing laid out")
            return empty
        }
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else {
            bridge.refuse(
                name,
                "prepare gave the content size \(content.width) × \(content.height); it must be finite and not negative — nothing laid out"
            )
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
                guard let a = PluginLayout.attributes(it, ItemPath(item: i, section: s)) else {
                    bridge.refuse(
                        name, "prepare gave item [\(s), \(i)] a NaN, infinite or negative value; nothing laid out")
                    return empty
                }
                list.append(a)
            }
            sections.append(list)
        }
        return PreparedLayout(
            contentSize: Size(width: content.width, height: content.height), items: sections, supplementary: views)
    }

    /// The most supplementary views one layout may have.
    package static let maximumSupplementaryViews = 100_000

    /// The supplementary views the plugin's `ap.layout-supplementary/1` gives for `ctx`, checked
    /// (none when it does not answer the extension; none, reported, when one is bad).
    private func supplementaryViews(_ ctx: inout ap_layout_context) -> [LayoutAttributes] {
        guard let table = supplementary, let call = table.supplementary else { return [] }
        var capacity = 64
        var buffer = [ap_layout_supplementary_item](repeating: ap_layout_supplementary_item(), count: capacity)
        var count = Int(
            buffer.withUnsafeMutableBufferPointer { b in
                instance.call(.layoutSupplementary) { call(instance.pointer, &ctx, b.baseAddress, UInt32(capacity)) }
            })
        if count > capacity {
            guard count <= PluginLayout.maximumSupplementaryViews else {
                bridge.refuse(
                    name,
                    "supplementary: \(count) views (at most \(PluginLayout.maximumSupplementaryViews)); none shown")
                return []
            }
            capacity = count
            buffer = [ap_layout_supplementary_item](repeating: ap_layout_supplementary_item(), count: capacity)
            count = Int(
                buffer.withUnsafeMutableBufferPointer { b in
                    instance.call(.layoutSupplementary) {
                        call(instance.pointer, &ctx, b.baseAddress, UInt32(capacity))
                    }
                })
            guard count <= capacity else {
                bridge.refuse(
                    name, "supplementary: \(count) views on a second call that had room for \(capacity); none shown")
                return []
            }
        }
        var seen = Set<SupplementaryKey>()
        var out: [LayoutAttributes] = []
        out.reserveCapacity(count)
        for v in buffer.prefix(count) {
            let where_ = "supplementary view \(out.count)"
            guard let kind = PluginLayout.kind(v) else {
                bridge.refuse(
                    name,
                    "\(where_): its kind is empty, not NUL-terminated within 48 bytes or not UTF-8; no supplementary views shown"
                )
                return []
            }
            guard v.section < ctx.section_count else {
                bridge.refuse(
                    name,
                    "\(where_) (\(TerminalText.escape(kind))): section \(v.section) of \(ctx.section_count); no supplementary views shown"
                )
                return []
            }
            let path = ItemPath(item: Int(v.index), section: Int(v.section))
            guard var a = PluginLayout.attributes(v.item, path) else {
                bridge.refuse(
                    name,
                    "\(where_) (\(TerminalText.escape(kind)) [\(v.section), \(v.index)]): a NaN, infinite or negative value; no supplementary views shown"
                )
                return []
            }
            a.elementKind = kind
            guard seen.insert(SupplementaryKey(a)).inserted else {
                bridge.refuse(
                    name,
                    "\(where_) (\(TerminalText.escape(kind)) [\(v.section), \(v.index)]) is given twice; no supplementary views shown"
                )
                return []
            }
            out.append(a)
        }
        return out
    }

    /// The kind of `v`: its NUL-terminated UTF-8 text, nil when empty, unterminated or not UTF-8.
    static func kind(_ v: ap_layout_supplementary_item) -> String? {
        withUnsafeBytes(of: v.kind) { raw -> String? in
            guard let end = raw.firstIndex(of: 0), end > 0 else { return nil }
            return String(validating: raw[..<end], as: UTF8.self)
        }
    }
}
