/// Builds a plugin's C descriptor from its Swift definition, once, and bridges the host's calls
/// to Swift objects. A plugin exports itself with one line:
///
/// ```swift
/// @_cdecl("animator_plugin_entry")
/// public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(MyPlugin.self) }
/// ```
///
/// The descriptor and everything it points to are allocated once and never freed (the host
/// never unloads plugins), so later calls return the same pointer, and the entry point does no
/// work after the first call. One image can export at most ``maximumPlugins`` plugins through
/// this module (a `.so` exports one).
public enum PluginExport {
    /// How many plugins one image can export (C function pointers cannot capture, so each
    /// exported plugin takes one of a fixed set of `create` functions). A plugin's `.so`
    /// exports one; an image that links many plugin types (a test bundle, a package of a
    /// whole animator library) exports each it names, and 32 proved too few for this
    /// project's own test bundle.
    public static let maximumPlugins = 128

    private struct Entry {
        let declared: [PluginParameter]
        let makeAnimator: ((PluginParameters) -> UIViewControllerAnimatedTransitioning)?
        let makeInteraction: ((PluginParameters) -> UIViewControllerInteractiveTransitioning)?
        var makeLayout: ((PluginParameters) -> UICollectionViewLayout)? = nil
    }

    // Written by the entry point and read by the `create` functions, all called by the host from
    // its call thread (the loader runs the entry point before it hands the plugin to anyone).
    nonisolated(unsafe) private static var entries: [Entry] = []
    nonisolated(unsafe) private static var descriptors: [String: UnsafeRawPointer] = [:]

    /// The descriptor of an animator plugin.
    public static func animator<P: AnimatorPlugin>(_ p: P.Type, id: String? = nil) -> UnsafeRawPointer {
        export(P.self, id: id, animator: { P.makeAnimator(parameters: $0) }, interaction: nil)
    }

    /// The descriptor of an interaction-controller plugin.
    public static func interaction<P: InteractionPlugin>(_ p: P.Type, id: String? = nil) -> UnsafeRawPointer {
        export(P.self, id: id, animator: nil, interaction: { P.makeInteractionController(parameters: $0) })
    }

    /// The descriptor of a collection-layout plugin (ABI 1.1).
    public static func layout<P: LayoutPlugin>(_ p: P.Type, id: String? = nil) -> UnsafeRawPointer {
        export(
            P.self, id: id, animator: nil, interaction: nil, layout: { P.makeLayout(parameters: $0) },
            interpolates: P.interpolates)
    }

    /// The descriptor of a plugin that provides both.
    public static func animatorAndInteraction<P: AnimatorPlugin & InteractionPlugin>(_ p: P.Type, id: String? = nil)
        -> UnsafeRawPointer
    {
        export(
            P.self, id: id, animator: { P.makeAnimator(parameters: $0) },
            interaction: { P.makeInteractionController(parameters: $0) })
    }

    private static func export(
        _ m: PluginMetadata.Type, id: String?, animator: ((PluginParameters) -> UIViewControllerAnimatedTransitioning)?,
        interaction: ((PluginParameters) -> UIViewControllerInteractiveTransitioning)?,
        layout: ((PluginParameters) -> UICollectionViewLayout)? = nil, interpolates: Bool = false
    ) -> UnsafeRawPointer {
        let key = id ?? m.id
        if let d = descriptors[key] { return d }
        precondition(entries.count < maximumPlugins, "AnimatorABI: at most \(maximumPlugins) plugins per image")
        let slot = entries.count
        entries.append(
            Entry(declared: m.parameters, makeAnimator: animator, makeInteraction: interaction, makeLayout: layout))
        let d = UnsafeMutablePointer<animator_plugin_descriptor>.allocate(capacity: 1)
        d.initialize(to: animator_plugin_descriptor())
        d.pointee.abi_major = UInt32(AP_ABI_MAJOR)
        d.pointee.abi_minor = UInt32(AP_ABI_MINOR)
        d.pointee.struct_size = UInt32(MemoryLayout<animator_plugin_descriptor>.size)
        d.pointee.kinds =
            (animator != nil ? AP_KIND_ANIMATOR : 0) | (interaction != nil ? AP_KIND_INTERACTION : 0)
            | (layout != nil ? AP_KIND_LAYOUT : 0)
        d.pointee.id = UnsafePointer(strdup(key))
        d.pointee.name = UnsafePointer(strdup(m.name))
        d.pointee.version = UnsafePointer(strdup(m.version))
        d.pointee.summary = UnsafePointer(strdup(m.summary))
        d.pointee.author = UnsafePointer(strdup(m.author))
        let params = m.parameters
        d.pointee.param_count = UInt32(params.count)
        if !params.isEmpty {
            let list = UnsafeMutablePointer<ap_param_info>.allocate(capacity: params.count)
            for (i, p) in params.enumerated() { (list + i).initialize(to: info(p)) }
            d.pointee.params = UnsafePointer(list)
        }
        if animator != nil {
            let v = UnsafeMutablePointer<ap_animator_vtable>.allocate(capacity: 1)
            v.initialize(
                to: ap_animator_vtable(
                    create: animatorCreates[slot], destroy: destroy, transition_duration: transitionDuration,
                    animate_transition: animateTransition, animation_ended: animationEnded))
            d.pointee.animator = UnsafePointer(v)
        }
        if interaction != nil {
            let v = UnsafeMutablePointer<ap_interaction_vtable>.allocate(capacity: 1)
            v.initialize(
                to: ap_interaction_vtable(
                    create: interactionCreates[slot], destroy: destroy, start_interactive_transition: startInteractive,
                    completion_speed: completionSpeed, completion_curve: completionCurve,
                    wants_interactive_start: wantsInteractiveStart, handle_event: handleEvent))
            d.pointee.interaction = UnsafePointer(v)
        }
        if layout != nil {
            let v = UnsafeMutablePointer<ap_layout_vtable>.allocate(capacity: 1)
            v.initialize(to: ap_layout_vtable(create: layoutCreates[slot], destroy: destroy, prepare: prepareLayout))
            d.pointee.layout = UnsafePointer(v)
            d.pointee.get_extension = interpolates ? interpolatingLayoutExtension : layoutExtension
        }
        let raw = UnsafeRawPointer(d)
        descriptors[key] = raw
        return raw
    }

    private static func info(_ p: PluginParameter) -> ap_param_info {
        var i = ap_param_info()
        i.name = UnsafePointer(strdup(p.name))
        i.help = UnsafePointer(strdup(p.help))
        switch p.kind {
        case let .number(d, range, unit):
            i.type = AP_PARAM_NUMBER
            i.default_value = d
            i.min_value = range.lowerBound
            i.max_value = range.upperBound
            i.unit = unit.map { UnsafePointer(strdup($0)) }
        case let .bool(d):
            i.type = AP_PARAM_BOOL
            i.default_value = d ? 1 : 0
            i.max_value = 1
        case let .choice(choices, d):
            i.type = AP_PARAM_CHOICE
            i.choice_count = UInt32(choices.count)
            i.default_value = Double(choices.firstIndex(of: d) ?? 0)
            let list = UnsafeMutablePointer<UnsafePointer<CChar>?>.allocate(capacity: choices.count)
            for (k, c) in choices.enumerated() { (list + k).initialize(to: UnsafePointer(strdup(c))) }
            i.choices = UnsafePointer(list)
        }
        return i
    }

    // MARK: Instances

    final class AnimatorInstance {
        let connection: HostConnection
        let animator: UIViewControllerAnimatedTransitioning
        init(_ c: HostConnection, _ a: UIViewControllerAnimatedTransitioning) {
            connection = c
            animator = a
        }
    }

    final class InteractionInstance {
        let connection: HostConnection
        let controller: UIViewControllerInteractiveTransitioning
        /// The gesture recognizers the controller attached to views, fed the host's pointer
        /// events.
        let gestures: GestureDispatch
        /// The host playing the app when the controller owns no gesture.
        let app: AppDriver
        init(_ c: HostConnection, _ i: UIViewControllerInteractiveTransitioning, _ rules: AppDrivenRules) {
            connection = c
            controller = i
            gestures = GestureDispatch(c)
            app = AppDriver(rules)
        }
    }

    final class LayoutInstance {
        let connection: HostConnection
        let layout: UICollectionViewLayout
        /// The supplementary views the last `prepare` found, for the supplementary extension.
        var supplementary: [UICollectionViewLayoutAttributes] = []
        /// The collection the last `prepare` laid out: its bounds are the old ones a new size
        /// is compared with, as UIKit's collection view compares them.
        var collection: UICollectionView?
        init(_ c: HostConnection, _ l: UICollectionViewLayout) {
            connection = c
            layout = l
        }
    }

    typealias Create =
        @convention(c) (UnsafePointer<ap_host>?, UnsafePointer<ap_param_value>?, UInt32) -> UnsafeMutableRawPointer?

    private static func createAnimator(
        _ slot: Int, _ host: UnsafePointer<ap_host>?, _ list: UnsafePointer<ap_param_value>?, _ n: UInt32
    ) -> UnsafeMutableRawPointer? {
        guard let host, slot < entries.count, let make = entries[slot].makeAnimator else { return nil }
        let c = HostConnection(host)
        let a = HostConnection.with(c) { make(PluginParameters(list, n, declared: entries[slot].declared)) }
        return Unmanaged.passRetained(AnimatorInstance(c, a) as AnyObject).toOpaque()
    }

    private static func createInteraction(
        _ slot: Int, _ host: UnsafePointer<ap_host>?, _ list: UnsafePointer<ap_param_value>?, _ n: UInt32
    ) -> UnsafeMutableRawPointer? {
        guard let host, slot < entries.count, let make = entries[slot].makeInteraction else { return nil }
        let c = HostConnection(host)
        let parameters = PluginParameters(list, n, declared: entries[slot].declared)
        let i = HostConnection.with(c) { make(parameters) }
        return Unmanaged.passRetained(InteractionInstance(c, i, AppDrivenRules(parameters)) as AnyObject).toOpaque()
    }

    private static func createLayout(
        _ slot: Int, _ host: UnsafePointer<ap_host>?, _ list: UnsafePointer<ap_param_value>?, _ n: UInt32
    ) -> UnsafeMutableRawPointer? {
        guard let host, slot < entries.count, let make = entries[slot].makeLayout else { return nil }
        let c = HostConnection(host)
        let l = HostConnection.with(c) { make(PluginParameters(list, n, declared: entries[slot].declared)) }
        return Unmanaged.passRetained(LayoutInstance(c, l) as AnyObject).toOpaque()
    }

    private static let layoutCreates: [Create] = [
        { createLayout(0, $0, $1, $2) }, { createLayout(1, $0, $1, $2) }, { createLayout(2, $0, $1, $2) },
        { createLayout(3, $0, $1, $2) }, { createLayout(4, $0, $1, $2) }, { createLayout(5, $0, $1, $2) },
        { createLayout(6, $0, $1, $2) }, { createLayout(7, $0, $1, $2) }, { createLayout(8, $0, $1, $2) },
        { createLayout(9, $0, $1, $2) }, { createLayout(10, $0, $1, $2) }, { createLayout(11, $0, $1, $2) },
        { createLayout(12, $0, $1, $2) }, { createLayout(13, $0, $1, $2) }, { createLayout(14, $0, $1, $2) },
        { createLayout(15, $0, $1, $2) }, { createLayout(16, $0, $1, $2) }, { createLayout(17, $0, $1, $2) },
        { createLayout(18, $0, $1, $2) }, { createLayout(19, $0, $1, $2) }, { createLayout(20, $0, $1, $2) },
        { createLayout(21, $0, $1, $2) }, { createLayout(22, $0, $1, $2) }, { createLayout(23, $0, $1, $2) },
        { createLayout(24, $0, $1, $2) }, { createLayout(25, $0, $1, $2) }, { createLayout(26, $0, $1, $2) },
        { createLayout(27, $0, $1, $2) }, { createLayout(28, $0, $1, $2) }, { createLayout(29, $0, $1, $2) },
        { createLayout(30, $0, $1, $2) }, { createLayout(31, $0, $1, $2) }, { createLayout(32, $0, $1, $2) },
        { createLayout(33, $0, $1, $2) }, { createLayout(34, $0, $1, $2) }, { createLayout(35, $0, $1, $2) },
        { createLayout(36, $0, $1, $2) }, { createLayout(37, $0, $1, $2) }, { createLayout(38, $0, $1, $2) },
        { createLayout(39, $0, $1, $2) }, { createLayout(40, $0, $1, $2) }, { createLayout(41, $0, $1, $2) },
        { createLayout(42, $0, $1, $2) }, { createLayout(43, $0, $1, $2) }, { createLayout(44, $0, $1, $2) },
        { createLayout(45, $0, $1, $2) }, { createLayout(46, $0, $1, $2) }, { createLayout(47, $0, $1, $2) },
        { createLayout(48, $0, $1, $2) }, { createLayout(49, $0, $1, $2) }, { createLayout(50, $0, $1, $2) },
        { createLayout(51, $0, $1, $2) }, { createLayout(52, $0, $1, $2) }, { createLayout(53, $0, $1, $2) },
        { createLayout(54, $0, $1, $2) }, { createLayout(55, $0, $1, $2) }, { createLayout(56, $0, $1, $2) },
        { createLayout(57, $0, $1, $2) }, { createLayout(58, $0, $1, $2) }, { createLayout(59, $0, $1, $2) },
        { createLayout(60, $0, $1, $2) }, { createLayout(61, $0, $1, $2) }, { createLayout(62, $0, $1, $2) },
        { createLayout(63, $0, $1, $2) }, { createLayout(64, $0, $1, $2) }, { createLayout(65, $0, $1, $2) },
        { createLayout(66, $0, $1, $2) }, { createLayout(67, $0, $1, $2) }, { createLayout(68, $0, $1, $2) },
        { createLayout(69, $0, $1, $2) }, { createLayout(70, $0, $1, $2) }, { createLayout(71, $0, $1, $2) },
        { createLayout(72, $0, $1, $2) }, { createLayout(73, $0, $1, $2) }, { createLayout(74, $0, $1, $2) },
        { createLayout(75, $0, $1, $2) }, { createLayout(76, $0, $1, $2) }, { createLayout(77, $0, $1, $2) },
        { createLayout(78, $0, $1, $2) }, { createLayout(79, $0, $1, $2) }, { createLayout(80, $0, $1, $2) },
        { createLayout(81, $0, $1, $2) }, { createLayout(82, $0, $1, $2) }, { createLayout(83, $0, $1, $2) },
        { createLayout(84, $0, $1, $2) }, { createLayout(85, $0, $1, $2) }, { createLayout(86, $0, $1, $2) },
        { createLayout(87, $0, $1, $2) }, { createLayout(88, $0, $1, $2) }, { createLayout(89, $0, $1, $2) },
        { createLayout(90, $0, $1, $2) }, { createLayout(91, $0, $1, $2) }, { createLayout(92, $0, $1, $2) },
        { createLayout(93, $0, $1, $2) }, { createLayout(94, $0, $1, $2) }, { createLayout(95, $0, $1, $2) },
        { createLayout(96, $0, $1, $2) }, { createLayout(97, $0, $1, $2) }, { createLayout(98, $0, $1, $2) },
        { createLayout(99, $0, $1, $2) }, { createLayout(100, $0, $1, $2) }, { createLayout(101, $0, $1, $2) },
        { createLayout(102, $0, $1, $2) }, { createLayout(103, $0, $1, $2) }, { createLayout(104, $0, $1, $2) },
        { createLayout(105, $0, $1, $2) }, { createLayout(106, $0, $1, $2) }, { createLayout(107, $0, $1, $2) },
        { createLayout(108, $0, $1, $2) }, { createLayout(109, $0, $1, $2) }, { createLayout(110, $0, $1, $2) },
        { createLayout(111, $0, $1, $2) }, { createLayout(112, $0, $1, $2) }, { createLayout(113, $0, $1, $2) },
        { createLayout(114, $0, $1, $2) }, { createLayout(115, $0, $1, $2) }, { createLayout(116, $0, $1, $2) },
        { createLayout(117, $0, $1, $2) }, { createLayout(118, $0, $1, $2) }, { createLayout(119, $0, $1, $2) },
        { createLayout(120, $0, $1, $2) }, { createLayout(121, $0, $1, $2) }, { createLayout(122, $0, $1, $2) },
        { createLayout(123, $0, $1, $2) }, { createLayout(124, $0, $1, $2) }, { createLayout(125, $0, $1, $2) },
        { createLayout(126, $0, $1, $2) }, { createLayout(127, $0, $1, $2) }
    ]

    /// `prepare`: the layout's `prepare()` with the collection set, every item's attributes
    /// (from one `layoutAttributesForElements(in:)` over everything, else
    /// `layoutAttributesForItem(at:)`), and the content size.
    private static let prepareLayout:
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<ap_layout_context>?, UnsafeMutablePointer<ap_layout_item>?,
            UnsafeMutablePointer<ap_size>?
        ) -> ap_status = { p, ctx, items, content in
            guard let p, let ctx, let content,
                let i = Unmanaged<AnyObject>.fromOpaque(p).takeUnretainedValue() as? LayoutInstance
            else { return AP_ERR_BAD_ARGUMENT }
            let c = ctx.pointee
            let counts = (0..<Int(c.section_count)).map { Int(c.item_counts?[$0] ?? 0) }
            guard counts.reduce(0, +) == Int(c.item_count), c.item_count == 0 || items != nil else {
                return AP_ERR_BAD_ARGUMENT
            }
            return HostConnection.with(i.connection) {
                let layout = i.layout
                // The host's collection, whose layout is this one (`collectionView.collectionViewLayout`
                // is the layout, as in UIKit).
                // A new size is a bounds change: UIKit asks the layout whether it invalidates it (a
                // layout that clears its cache only there lays out afresh).
                let bounds = CGRect(x: 0, y: 0, width: c.size.width, height: c.size.height)
                if let old = i.collection, old.bounds.size != bounds.size,
                    layout.shouldInvalidateLayout(forBoundsChange: bounds)
                {
                    layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
                }
                let collection = UICollectionView(size: bounds.size, counts: counts)
                collection.collectionViewLayout = layout
                i.collection = collection
                layout.prepare()
                let size = layout.collectionViewContentSize
                let everything = CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
                // A stock flow layout (exactly that class, so no override can change what its
                // elements are) writes its items straight into the host's buffer: the same values
                // as its attributes objects, without making 10,000 of them.
                if let flow = layout as? UICollectionViewFlowLayout,
                    type(of: layout) == UICollectionViewFlowLayout.self,
                    counts == flow.preparedCounts
                {
                    if let out = items { flow.writeItems(out) }
                    i.supplementary = flow.supplementaryAttributes.filter { $0.frame.intersects(everything) }
                    content.pointee = ap_size(width: Double(size.width), height: Double(size.height))
                    return AP_OK
                }
                let elements = layout.layoutAttributesForElements(in: everything) ?? []
                // Each cell goes straight to its slot (the sections' running offsets plus its item;
                // the first answer for an item wins), without hashing index paths: 10,000 items
                // lay out in a few milliseconds.
                var start = [Int](repeating: 0, count: counts.count + 1)
                for (s, n) in counts.enumerated() { start[s + 1] = start[s] + n }
                var written = [Bool](repeating: false, count: Int(c.item_count))
                var supplementary: [UICollectionViewLayoutAttributes] = []
                for a in elements {
                    if a.representedElementCategory == .supplementaryView {
                        supplementary.append(a)
                        continue
                    }
                    guard a.representedElementCategory == .cell, a.indexPath.count == 2, let out = items else {
                        continue
                    }
                    let s = a.indexPath.section, item = a.indexPath.item
                    guard counts.indices.contains(s), (0..<counts[s]).contains(item), !written[start[s] + item] else {
                        continue
                    }
                    out[start[s] + item] = layoutItem(a)
                    written[start[s] + item] = true
                }
                i.supplementary = supplementary
                // The items the elements did not give, one by one.
                for (s, n) in counts.enumerated() {
                    for item in 0..<n where !written[start[s] + item] {
                        if let a = layout.layoutAttributesForItem(at: IndexPath(item: item, section: s)),
                            let out = items
                        {
                            out[start[s] + item] = layoutItem(a)
                        } else {
                            items?[start[s] + item].hidden = 1
                        }
                    }
                }
                content.pointee = ap_size(width: Double(size.width), height: Double(size.height))
                return AP_OK
            }
        }

    /// `get_extension` of a layout plugin: its supplementary views and appearing items.
    private static let layoutExtension: @convention(c) (UnsafePointer<CChar>?) -> UnsafeRawPointer? = { id in
        guard let id else { return nil }
        if strcmp(id, AP_EXT_LAYOUT_SUPPLEMENTARY) == 0 { return UnsafeRawPointer(supplementaryTable) }
        return strcmp(id, AP_EXT_LAYOUT_APPEARANCE) == 0 ? UnsafeRawPointer(appearanceTable) : nil
    }

    /// `get_extension` of a layout plugin with its own path: the same, and the interpolation
    /// table.
    private static let interpolatingLayoutExtension: @convention(c) (UnsafePointer<CChar>?) -> UnsafeRawPointer? = {
        id in
        guard let id else { return nil }
        return strcmp(id, AP_EXT_LAYOUT_INTERPOLATION) == 0 ? UnsafeRawPointer(interpolationTable) : layoutExtension(id)
    }

    // Made once, never written after: the host only reads it.
    nonisolated(unsafe) private static let appearanceTable: UnsafeMutablePointer<ap_layout_appearance> = {
        let t = UnsafeMutablePointer<ap_layout_appearance>.allocate(capacity: 1)
        t.initialize(
            to: ap_layout_appearance(
                struct_size: UInt32(MemoryLayout<ap_layout_appearance>.size), reserved: 0,
                initial_for_appearing: { p, s, item, out in appearing(p, s, item, out, initial: true) },
                final_for_disappearing: { p, s, item, out in appearing(p, s, item, out, initial: false) }))
        return t
    }()

    /// The layout's initial attributes for an appearing item, or final ones for a disappearing
    /// one; nil answers AP_ERR_UNSUPPORTED (the host's default).
    private static func appearing(
        _ p: UnsafeMutableRawPointer?, _ section: UInt32, _ item: UInt32, _ out: UnsafeMutablePointer<ap_layout_item>?,
        initial: Bool
    ) -> ap_status {
        guard let p, let out, let i = Unmanaged<AnyObject>.fromOpaque(p).takeUnretainedValue() as? LayoutInstance else {
            return AP_ERR_BAD_ARGUMENT
        }
        let path = IndexPath(item: Int(item), section: Int(section))
        return HostConnection.with(i.connection) {
            let a =
                initial
                ? i.layout.initialLayoutAttributesForAppearingItem(at: path)
                : i.layout.finalLayoutAttributesForDisappearingItem(at: path)
            guard let a else { return AP_ERR_UNSUPPORTED }
            out.pointee = layoutItem(a)
            return AP_OK
        }
    }

    // Made once, never written after: the host only reads it.
    nonisolated(unsafe) private static let supplementaryTable: UnsafeMutablePointer<ap_layout_supplementary> = {
        let t = UnsafeMutablePointer<ap_layout_supplementary>.allocate(capacity: 1)
        t.initialize(
            to: ap_layout_supplementary(
                struct_size: UInt32(MemoryLayout<ap_layout_supplementary>.size), reserved: 0,
                supplementary: supplementaryViews))
        return t
    }()

    /// `supplementary`: the views the last `prepare` collected, as many as fit; the count of
    /// all. A kind longer than 47 bytes is cut at a character boundary.
    private static let supplementaryViews:
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<ap_layout_context>?,
            UnsafeMutablePointer<ap_layout_supplementary_item>?,
            UInt32
        ) -> UInt32 = { p, _, views, capacity in
            guard let p, let i = Unmanaged<AnyObject>.fromOpaque(p).takeUnretainedValue() as? LayoutInstance else {
                return 0
            }
            let list = i.supplementary
            if let views {
                for (k, a) in list.prefix(Int(capacity)).enumerated() {
                    var v = ap_layout_supplementary_item()
                    var kind = ""
                    for ch in a.representedElementKind ?? "" {
                        guard kind.utf8.count + String(ch).utf8.count <= 47 else { break }
                        kind.append(ch)
                    }
                    withUnsafeMutableBytes(of: &v.kind) { raw in for (j, b) in kind.utf8.enumerated() { raw[j] = b } }
                    v.section = UInt32(clamping: a.indexPath.section)
                    v.index = UInt32(clamping: a.indexPath.item)
                    v.item = layoutItem(a)
                    views[k] = v
                }
            }
            return UInt32(clamping: list.count)
        }

    // Made once, never written after: the host only reads it.
    nonisolated(unsafe) private static let interpolationTable: UnsafeMutablePointer<ap_layout_interpolation> = {
        let t = UnsafeMutablePointer<ap_layout_interpolation>.allocate(capacity: 1)
        t.initialize(
            to: ap_layout_interpolation(
                struct_size: UInt32(MemoryLayout<ap_layout_interpolation>.size), reserved: 0,
                interpolate: interpolateLayout))
        return t
    }()

    /// `interpolate`: the layout's `interpolatedLayoutAttributes`; nil answers
    /// AP_ERR_UNSUPPORTED (the host interpolates that item linearly).
    private static let interpolateLayout:
        @convention(c) (
            UnsafeMutableRawPointer?, UInt32, UInt32, UnsafePointer<ap_layout_item>?, UnsafePointer<ap_layout_item>?,
            Double, UInt32, UnsafeMutablePointer<ap_layout_item>?
        ) -> ap_status = { p, section, item, from, to, progress, towards, out in
            guard let p, let from, let to, let out,
                let i = Unmanaged<AnyObject>.fromOpaque(p).takeUnretainedValue() as? LayoutInstance
            else { return AP_ERR_BAD_ARGUMENT }
            let path = IndexPath(item: Int(item), section: Int(section))
            return HostConnection.with(i.connection) {
                guard
                    let a = i.layout.interpolatedLayoutAttributes(
                        from: attributes(from.pointee, path), to: attributes(to.pointee, path),
                        progress: CGFloat(progress), towards: towards != 0)
                else { return AP_ERR_UNSUPPORTED }
                out.pointee = layoutItem(a)
                return AP_OK
            }
        }

    /// The C item of `a`.
    static func layoutItem(_ a: UICollectionViewLayoutAttributes) -> ap_layout_item {
        var it = ap_layout_item()
        it.center = a.center.c_value
        it.size = ap_size(width: Double(a.size.width), height: Double(a.size.height))
        it.transform = a.transform3D.c_value
        it.alpha = Double(a.alpha)
        it.z_index = Int32(clamping: a.zIndex)
        it.hidden = a.isHidden ? 1 : 0
        return it
    }

    /// The attributes of `path` a C item gives.
    static func attributes(_ it: ap_layout_item, _ path: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: path)
        a.center = CGPoint(x: it.center.x, y: it.center.y)
        a.size = CGSize(width: it.size.width, height: it.size.height)
        a.transform3D = CATransform3D(it.transform)
        a.alpha = CGFloat(it.alpha)
        a.zIndex = Int(it.z_index)
        a.isHidden = it.hidden != 0
        return a
    }

    private static let animatorCreates: [Create] = [
        { createAnimator(0, $0, $1, $2) }, { createAnimator(1, $0, $1, $2) }, { createAnimator(2, $0, $1, $2) },
        { createAnimator(3, $0, $1, $2) }, { createAnimator(4, $0, $1, $2) }, { createAnimator(5, $0, $1, $2) },
        { createAnimator(6, $0, $1, $2) }, { createAnimator(7, $0, $1, $2) }, { createAnimator(8, $0, $1, $2) },
        { createAnimator(9, $0, $1, $2) }, { createAnimator(10, $0, $1, $2) }, { createAnimator(11, $0, $1, $2) },
        { createAnimator(12, $0, $1, $2) }, { createAnimator(13, $0, $1, $2) }, { createAnimator(14, $0, $1, $2) },
        { createAnimator(15, $0, $1, $2) }, { createAnimator(16, $0, $1, $2) }, { createAnimator(17, $0, $1, $2) },
        { createAnimator(18, $0, $1, $2) }, { createAnimator(19, $0, $1, $2) }, { createAnimator(20, $0, $1, $2) },
        { createAnimator(21, $0, $1, $2) }, { createAnimator(22, $0, $1, $2) }, { createAnimator(23, $0, $1, $2) },
        { createAnimator(24, $0, $1, $2) }, { createAnimator(25, $0, $1, $2) }, { createAnimator(26, $0, $1, $2) },
        { createAnimator(27, $0, $1, $2) }, { createAnimator(28, $0, $1, $2) }, { createAnimator(29, $0, $1, $2) },
        { createAnimator(30, $0, $1, $2) }, { createAnimator(31, $0, $1, $2) }, { createAnimator(32, $0, $1, $2) },
        { createAnimator(33, $0, $1, $2) }, { createAnimator(34, $0, $1, $2) }, { createAnimator(35, $0, $1, $2) },
        { createAnimator(36, $0, $1, $2) }, { createAnimator(37, $0, $1, $2) }, { createAnimator(38, $0, $1, $2) },
        { createAnimator(39, $0, $1, $2) }, { createAnimator(40, $0, $1, $2) }, { createAnimator(41, $0, $1, $2) },
        { createAnimator(42, $0, $1, $2) }, { createAnimator(43, $0, $1, $2) }, { createAnimator(44, $0, $1, $2) },
        { createAnimator(45, $0, $1, $2) }, { createAnimator(46, $0, $1, $2) }, { createAnimator(47, $0, $1, $2) },
        { createAnimator(48, $0, $1, $2) }, { createAnimator(49, $0, $1, $2) }, { createAnimator(50, $0, $1, $2) },
        { createAnimator(51, $0, $1, $2) }, { createAnimator(52, $0, $1, $2) }, { createAnimator(53, $0, $1, $2) },
        { createAnimator(54, $0, $1, $2) }, { createAnimator(55, $0, $1, $2) }, { createAnimator(56, $0, $1, $2) },
        { createAnimator(57, $0, $1, $2) }, { createAnimator(58, $0, $1, $2) }, { createAnimator(59, $0, $1, $2) },
        { createAnimator(60, $0, $1, $2) }, { createAnimator(61, $0, $1, $2) }, { createAnimator(62, $0, $1, $2) },
        { createAnimator(63, $0, $1, $2) }, { createAnimator(64, $0, $1, $2) }, { createAnimator(65, $0, $1, $2) },
        { createAnimator(66, $0, $1, $2) }, { createAnimator(67, $0, $1, $2) }, { createAnimator(68, $0, $1, $2) },
        { createAnimator(69, $0, $1, $2) }, { createAnimator(70, $0, $1, $2) }, { createAnimator(71, $0, $1, $2) },
        { createAnimator(72, $0, $1, $2) }, { createAnimator(73, $0, $1, $2) }, { createAnimator(74, $0, $1, $2) },
        { createAnimator(75, $0, $1, $2) }, { createAnimator(76, $0, $1, $2) }, { createAnimator(77, $0, $1, $2) },
        { createAnimator(78, $0, $1, $2) }, { createAnimator(79, $0, $1, $2) }, { createAnimator(80, $0, $1, $2) },
        { createAnimator(81, $0, $1, $2) }, { createAnimator(82, $0, $1, $2) }, { createAnimator(83, $0, $1, $2) },
        { createAnimator(84, $0, $1, $2) }, { createAnimator(85, $0, $1, $2) }, { createAnimator(86, $0, $1, $2) },
        { createAnimator(87, $0, $1, $2) }, { createAnimator(88, $0, $1, $2) }, { createAnimator(89, $0, $1, $2) },
        { createAnimator(90, $0, $1, $2) }, { createAnimator(91, $0, $1, $2) }, { createAnimator(92, $0, $1, $2) },
        { createAnimator(93, $0, $1, $2) }, { createAnimator(94, $0, $1, $2) }, { createAnimator(95, $0, $1, $2) },
        { createAnimator(96, $0, $1, $2) }, { createAnimator(97, $0, $1, $2) }, { createAnimator(98, $0, $1, $2) },
        { createAnimator(99, $0, $1, $2) }, { createAnimator(100, $0, $1, $2) }, { createAnimator(101, $0, $1, $2) },
        { createAnimator(102, $0, $1, $2) }, { createAnimator(103, $0, $1, $2) }, { createAnimator(104, $0, $1, $2) },
        { createAnimator(105, $0, $1, $2) }, { createAnimator(106, $0, $1, $2) }, { createAnimator(107, $0, $1, $2) },
        { createAnimator(108, $0, $1, $2) }, { createAnimator(109, $0, $1, $2) }, { createAnimator(110, $0, $1, $2) },
        { createAnimator(111, $0, $1, $2) }, { createAnimator(112, $0, $1, $2) }, { createAnimator(113, $0, $1, $2) },
        { createAnimator(114, $0, $1, $2) }, { createAnimator(115, $0, $1, $2) }, { createAnimator(116, $0, $1, $2) },
        { createAnimator(117, $0, $1, $2) }, { createAnimator(118, $0, $1, $2) }, { createAnimator(119, $0, $1, $2) },
        { createAnimator(120, $0, $1, $2) }, { createAnimator(121, $0, $1, $2) }, { createAnimator(122, $0, $1, $2) },
        { createAnimator(123, $0, $1, $2) }, { createAnimator(124, $0, $1, $2) }, { createAnimator(125, $0, $1, $2) },
        { createAnimator(126, $0, $1, $2) }, { createAnimator(127, $0, $1, $2) }
    ]
    private static let interactionCreates: [Create] = [
        { createInteraction(0, $0, $1, $2) }, { createInteraction(1, $0, $1, $2) },
        { createInteraction(2, $0, $1, $2) },
        { createInteraction(3, $0, $1, $2) }, { createInteraction(4, $0, $1, $2) },
        { createInteraction(5, $0, $1, $2) },
        { createInteraction(6, $0, $1, $2) }, { createInteraction(7, $0, $1, $2) },
        { createInteraction(8, $0, $1, $2) },
        { createInteraction(9, $0, $1, $2) }, { createInteraction(10, $0, $1, $2) },
        { createInteraction(11, $0, $1, $2) },
        { createInteraction(12, $0, $1, $2) }, { createInteraction(13, $0, $1, $2) },
        { createInteraction(14, $0, $1, $2) },
        { createInteraction(15, $0, $1, $2) }, { createInteraction(16, $0, $1, $2) },
        { createInteraction(17, $0, $1, $2) },
        { createInteraction(18, $0, $1, $2) }, { createInteraction(19, $0, $1, $2) },
        { createInteraction(20, $0, $1, $2) },
        { createInteraction(21, $0, $1, $2) }, { createInteraction(22, $0, $1, $2) },
        { createInteraction(23, $0, $1, $2) },
        { createInteraction(24, $0, $1, $2) }, { createInteraction(25, $0, $1, $2) },
        { createInteraction(26, $0, $1, $2) },
        { createInteraction(27, $0, $1, $2) }, { createInteraction(28, $0, $1, $2) },
        { createInteraction(29, $0, $1, $2) },
        { createInteraction(30, $0, $1, $2) }, { createInteraction(31, $0, $1, $2) },
        { createInteraction(32, $0, $1, $2) },
        { createInteraction(33, $0, $1, $2) }, { createInteraction(34, $0, $1, $2) },
        { createInteraction(35, $0, $1, $2) },
        { createInteraction(36, $0, $1, $2) }, { createInteraction(37, $0, $1, $2) },
        { createInteraction(38, $0, $1, $2) },
        { createInteraction(39, $0, $1, $2) }, { createInteraction(40, $0, $1, $2) },
        { createInteraction(41, $0, $1, $2) },
        { createInteraction(42, $0, $1, $2) }, { createInteraction(43, $0, $1, $2) },
        { createInteraction(44, $0, $1, $2) },
        { createInteraction(45, $0, $1, $2) }, { createInteraction(46, $0, $1, $2) },
        { createInteraction(47, $0, $1, $2) },
        { createInteraction(48, $0, $1, $2) }, { createInteraction(49, $0, $1, $2) },
        { createInteraction(50, $0, $1, $2) },
        { createInteraction(51, $0, $1, $2) }, { createInteraction(52, $0, $1, $2) },
        { createInteraction(53, $0, $1, $2) },
        { createInteraction(54, $0, $1, $2) }, { createInteraction(55, $0, $1, $2) },
        { createInteraction(56, $0, $1, $2) },
        { createInteraction(57, $0, $1, $2) }, { createInteraction(58, $0, $1, $2) },
        { createInteraction(59, $0, $1, $2) },
        { createInteraction(60, $0, $1, $2) }, { createInteraction(61, $0, $1, $2) },
        { createInteraction(62, $0, $1, $2) },
        { createInteraction(63, $0, $1, $2) }, { createInteraction(64, $0, $1, $2) },
        { createInteraction(65, $0, $1, $2) },
        { createInteraction(66, $0, $1, $2) }, { createInteraction(67, $0, $1, $2) },
        { createInteraction(68, $0, $1, $2) },
        { createInteraction(69, $0, $1, $2) }, { createInteraction(70, $0, $1, $2) },
        { createInteraction(71, $0, $1, $2) },
        { createInteraction(72, $0, $1, $2) }, { createInteraction(73, $0, $1, $2) },
        { createInteraction(74, $0, $1, $2) },
        { createInteraction(75, $0, $1, $2) }, { createInteraction(76, $0, $1, $2) },
        { createInteraction(77, $0, $1, $2) },
        { createInteraction(78, $0, $1, $2) }, { createInteraction(79, $0, $1, $2) },
        { createInteraction(80, $0, $1, $2) },
        { createInteraction(81, $0, $1, $2) }, { createInteraction(82, $0, $1, $2) },
        { createInteraction(83, $0, $1, $2) },
        { createInteraction(84, $0, $1, $2) }, { createInteraction(85, $0, $1, $2) },
        { createInteraction(86, $0, $1, $2) },
        { createInteraction(87, $0, $1, $2) }, { createInteraction(88, $0, $1, $2) },
        { createInteraction(89, $0, $1, $2) },
        { createInteraction(90, $0, $1, $2) }, { createInteraction(91, $0, $1, $2) },
        { createInteraction(92, $0, $1, $2) },
        { createInteraction(93, $0, $1, $2) }, { createInteraction(94, $0, $1, $2) },
        { createInteraction(95, $0, $1, $2) },
        { createInteraction(96, $0, $1, $2) }, { createInteraction(97, $0, $1, $2) },
        { createInteraction(98, $0, $1, $2) },
        { createInteraction(99, $0, $1, $2) }, { createInteraction(100, $0, $1, $2) },
        { createInteraction(101, $0, $1, $2) },
        { createInteraction(102, $0, $1, $2) }, { createInteraction(103, $0, $1, $2) },
        { createInteraction(104, $0, $1, $2) },
        { createInteraction(105, $0, $1, $2) }, { createInteraction(106, $0, $1, $2) },
        { createInteraction(107, $0, $1, $2) },
        { createInteraction(108, $0, $1, $2) }, { createInteraction(109, $0, $1, $2) },
        { createInteraction(110, $0, $1, $2) },
        { createInteraction(111, $0, $1, $2) }, { createInteraction(112, $0, $1, $2) },
        { createInteraction(113, $0, $1, $2) },
        { createInteraction(114, $0, $1, $2) }, { createInteraction(115, $0, $1, $2) },
        { createInteraction(116, $0, $1, $2) },
        { createInteraction(117, $0, $1, $2) }, { createInteraction(118, $0, $1, $2) },
        { createInteraction(119, $0, $1, $2) },
        { createInteraction(120, $0, $1, $2) }, { createInteraction(121, $0, $1, $2) },
        { createInteraction(122, $0, $1, $2) },
        { createInteraction(123, $0, $1, $2) }, { createInteraction(124, $0, $1, $2) },
        { createInteraction(125, $0, $1, $2) },
        { createInteraction(126, $0, $1, $2) }, { createInteraction(127, $0, $1, $2) }
    ]

    private static func animatorInstance(_ p: UnsafeMutableRawPointer?) -> AnimatorInstance? {
        p.flatMap { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() as? AnimatorInstance }
    }
    private static func interactionInstance(_ p: UnsafeMutableRawPointer?) -> InteractionInstance? {
        p.flatMap { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() as? InteractionInstance }
    }

    private static let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Void = { p in
        guard let p else { return }
        let object = Unmanaged<AnyObject>.fromOpaque(p)
        let connection =
            (object.takeUnretainedValue() as? AnimatorInstance)?.connection
            ?? (object.takeUnretainedValue() as? InteractionInstance)?.connection
        connection?.releaseObjects()
        // The plugin's deinit runs here: its `os_log` goes to the host's log, not to the
        // host's standard error, and its UIKit calls have a host to reach.
        let saved = HostConnection.current
        HostConnection.current = connection ?? saved
        defer { HostConnection.current = saved }
        object.release()
    }

    private static let transitionDuration: @convention(c) (UnsafeMutableRawPointer?, ap_context) -> Double = { p, ctx in
        guard let i = animatorInstance(p) else { return 0 }
        return HostConnection.with(i.connection) {
            Double(i.animator.transitionDuration(using: ctx.bits == 0 ? nil : i.connection.transitionContext(ctx)))
        }
    }

    private static let animateTransition: @convention(c) (UnsafeMutableRawPointer?, ap_context) -> Void = { p, ctx in
        guard let i = animatorInstance(p) else { return }
        HostConnection.with(i.connection) {
            let context = i.connection.transitionContext(ctx)
            // UIKit's percent-driven controller starts an interactive transition of an animator
            // that implements `interruptibleAnimator(using:)` through that animator alone: it
            // asks for it, pauses it and scrubs it, and never calls `animateTransition` (it is
            // called only for an animator that vends none). The SDK does the same; the vended
            // animator runs on the container's time, which the host holds and scrubs as UIKit
            // scrubs its fraction, and a cancel reverses that one (its completions get `.start`).
            // An animator that is its own interaction controller is driven by its own
            // `startInteractiveTransition` in its app, never by the percent-driven controller,
            // and such code often makes its property animator in `animateTransition` (or there)
            // and traps in `interruptibleAnimator(using:)` until then (Habitica's bottom sheet):
            // it runs `animateTransition` first, and the SDK asks for its animator after.
            let ownInteraction = i.animator is UIViewControllerInteractiveTransitioning
            if context.isInteractive, !ownInteraction, i.connection.has(\.property_animator_create),
                let vended = i.animator.interruptibleAnimator(using: context) as? UIViewPropertyAnimator,
                !vended.isProtocolDefault
            {
                vended.fate.drivenByTransition = true
                if vended.state == .inactive { vended.startAnimation() }
                return
            }
            i.animator.animateTransition(using: context)
            guard context.isInteractive, ownInteraction, !context.completed,
                i.connection.has(\.property_animator_create),
                let vended = i.animator.interruptibleAnimator(using: context) as? UIViewPropertyAnimator,
                !vended.isProtocolDefault
            else { return }
            vended.fate.drivenByTransition = true
        }
    }

    private static let animationEnded: @convention(c) (UnsafeMutableRawPointer?, Bool) -> Void = { p, completed in
        guard let i = animatorInstance(p) else { return }
        HostConnection.with(i.connection) { i.animator.animationEnded(completed) }
        // UIKit lets the context go once the transition is over.
        i.connection.endTransitionContext()
    }

    private static let startInteractive: @convention(c) (UnsafeMutableRawPointer?, ap_context) -> Void = { p, ctx in
        guard let i = interactionInstance(p) else { return }
        let context = i.connection.transitionContext(ctx)
        // The percent-driven base class drives this transition even when a subclass's
        // override forgets to call super.
        (i.controller as? UIPercentDrivenInteractiveTransition)?.hostContext = context
        HostConnection.with(i.connection) { i.controller.startInteractiveTransition(context) }
    }

    private static let completionSpeed: @convention(c) (UnsafeMutableRawPointer?) -> Double = { p in
        interactionInstance(p).map { Double($0.controller.completionSpeed) } ?? 1
    }

    private static let completionCurve: @convention(c) (UnsafeMutableRawPointer?) -> ap_curve = { p in
        interactionInstance(p).map { ap_curve($0.controller.completionCurve.rawValue) } ?? AP_CURVE_EASE_IN_OUT
    }

    private static let wantsInteractiveStart: @convention(c) (UnsafeMutableRawPointer?) -> Bool = { p in
        interactionInstance(p)?.controller.wantsInteractiveStart ?? true
    }

    private static let handleEvent:
        @convention(c) (UnsafeMutableRawPointer?, ap_context, UnsafePointer<ap_event>?) -> Void = { p, ctx, e in
            guard let i = interactionInstance(p), let e else { return }
            let percentDriven = i.controller as? UIPercentDrivenInteractiveTransition
            if ctx.bits == 0 {
                percentDriven?.hostContext = nil
            } else if (percentDriven?.hostContext as? HostTransitionContext)?.handle.bits != ctx.bits {
                percentDriven?.hostContext = i.connection.transitionContext(ctx)
            }
            if e.pointee.type == AP_EVENT_PRESS {
                // Presses (ABI 1.1) go to the gesture recognizers only: `handle(_:)`'s events
                // stay the four kinds it always had.
                let press = e.pointee
                HostConnection.with(i.connection) { i.gestures.deliverPress(press) }
                return
            }
            // An event type this SDK does not know (a newer host's) is not passed on.
            guard let event = InteractionEvent(e.pointee) else { return }
            HostConnection.with(i.connection) {
                i.gestures.deliver(event)
                percentDriven?.reachedBaseHandle = false
                percentDriven?.handle(event)
                // No recognizer and no handling of its own: the host plays the app.
                if ctx.bits != 0, !i.connection.ownsGestures,
                    percentDriven?.reachedBaseHandle ?? true
                {
                    i.app.drive(event, i.controller, i.connection.transitionContext(ctx))
                }
            }
        }
}
