import CAnimatorABI

/// Reads and checks a C descriptor. Everything is validated before any of it is trusted:
/// pointers for NULL, strings for UTF-8, numbers for finiteness and ranges.
enum DescriptorReader {
    /// The version-1 descriptor size the host needs.
    /// The least a descriptor may be: version 1.0's size (its fields up to `get_extension`);
    /// fields appended later are read only within the plugin's own `struct_size`.
    static let requiredSize = UInt32(MemoryLayout<animator_plugin_descriptor>.offset(of: \.layout)!)

    /// Validates the descriptor at `pointer` loaded from `path`.
    static func read(_ pointer: UnsafePointer<animator_plugin_descriptor>, path: String) -> Result<
        PluginInfo, PluginRejection
    > {
        do {
            let (major, minor) = try version(pointer)
            let d = pointer.pointee
            let id = try identifier(d)
            let strings = try texts(d, id: id)
            let (animator, interaction, layout) = try kinds(pointer, id: id)
            return .success(
                PluginInfo(
                    id: id, name: strings[0], version: strings[1], summary: strings[2], author: strings[3],
                    abiMajor: major, abiMinor: minor, isAnimator: animator, isInteraction: interaction,
                    isLayout: layout,
                    parameters: try parameters(d, id: id)))
        } catch {
            return .failure(PluginRejection(path: path, reason: error.reason, message: error.message))
        }
    }

    /// The three fixed fields, read as raw words so that nothing past them is touched before
    /// `struct_size` is known to cover it: the ABI major this host speaks (any minor: a plugin
    /// built against a newer minor checks per function what this host lacks), and a descriptor
    /// at least as large as version 1.0's.
    static func version(_ pointer: UnsafePointer<animator_plugin_descriptor>) throws(DescriptorError) -> (
        UInt32, UInt32
    ) {
        let raw = UnsafeRawPointer(pointer)
        let major = raw.load(as: UInt32.self), minor = raw.load(fromByteOffset: 4, as: UInt32.self)
        let size = raw.load(fromByteOffset: 8, as: UInt32.self)
        try DescriptorRules.checkABI(major: major, minor: minor)
        if size < requiredSize {
            throw DescriptorError(
                .descriptorTooSmall,
                "its descriptor is \(size) bytes, smaller than the \(requiredSize) bytes of an ABI 1.0 animator_plugin_descriptor; set struct_size = sizeof(animator_plugin_descriptor) and rebuild"
            )
        }
        return (major, minor)
    }

    /// The id, UTF-8 and of the form `[a-z0-9.-]{1,64}`.
    static func identifier(_ d: animator_plugin_descriptor) throws(DescriptorError) -> String {
        guard let idPtr = d.id, let id = validString(idPtr, max: DescriptorRules.idBytes) else {
            throw DescriptorError(
                .invalidID, "its id is missing or not UTF-8; set a unique lowercase id such as \"com.example.fold\"")
        }
        try DescriptorRules.checkID(id)
        return id
    }

    /// Name, version (semver), summary and author, each present and UTF-8.
    static func texts(_ d: animator_plugin_descriptor, id: String) throws(DescriptorError) -> [String] {
        var strings: [String] = []
        for (label, p) in [("name", d.name), ("version", d.version), ("summary", d.summary), ("author", d.author)] {
            guard let p, let s = validString(p, max: DescriptorRules.textBytes), !s.isEmpty else {
                throw DescriptorError(
                    .missingString,
                    "plugin \"\(id)\": its \(label) is missing, empty or not UTF-8; every descriptor needs a name, version, summary and author"
                )
            }
            strings.append(s)
        }
        try DescriptorRules.checkTexts(strings, id: id)
        return strings
    }

    /// Bytes of a descriptor up to the end of its `layout` field (ABI 1.1).
    static let layoutFieldEnd =
        MemoryLayout<animator_plugin_descriptor>.offset(of: \.layout)!
        + MemoryLayout<UnsafePointer<ap_layout_vtable>?>.size

    /// The kinds declared, each with its vtable and the vtable's required functions (the
    /// layout vtable read only when the descriptor's struct_size reaches it).
    static func kinds(_ pointer: UnsafePointer<animator_plugin_descriptor>, id: String) throws(DescriptorError) -> (
        animator: Bool, interaction: Bool, layout: Bool
    ) {
        let d = pointer.pointee
        let wantsAnimator = d.kinds & AP_KIND_ANIMATOR != 0, wantsInteraction = d.kinds & AP_KIND_INTERACTION != 0
        let wantsLayout = d.kinds & AP_KIND_LAYOUT != 0
        try DescriptorRules.checkKinds(
            animator: wantsAnimator, interaction: wantsInteraction, layout: wantsLayout, declared: d.kinds, id: id)
        if wantsLayout {
            guard Int(d.struct_size) >= layoutFieldEnd else {
                throw DescriptorError(
                    .invalidVTable,
                    "plugin \"\(id)\" declares a layout (AP_KIND_LAYOUT) but its descriptor (\(d.struct_size) bytes) ends before the layout field (\(layoutFieldEnd) bytes); build it against the ABI 1.1 header"
                )
            }
            guard let l = d.layout?.pointee, l.create != nil, l.destroy != nil, l.prepare != nil else {
                throw DescriptorError(
                    .invalidVTable,
                    "plugin \"\(id)\" declares a layout but its layout vtable or one of create, destroy, prepare is NULL"
                )
            }
        }
        if wantsAnimator {
            guard let a = d.animator?.pointee, a.create != nil, a.destroy != nil, a.transition_duration != nil,
                a.animate_transition != nil
            else {
                throw DescriptorError(
                    .invalidVTable,
                    "plugin \"\(id)\" declares an animator but its animator vtable or one of create, destroy, transition_duration, animate_transition is NULL"
                )
            }
        }
        if wantsInteraction {
            guard let i = d.interaction?.pointee, i.create != nil, i.destroy != nil,
                i.start_interactive_transition != nil, i.handle_event != nil
            else {
                throw DescriptorError(
                    .invalidVTable,
                    "plugin \"\(id)\" declares an interaction controller but its interaction vtable or one of create, destroy, start_interactive_transition, handle_event is NULL"
                )
            }
        }
        return (wantsAnimator, wantsInteraction, wantsLayout)
    }

    /// The parameters, each well formed, no name twice, at most 64.
    static func parameters(_ d: animator_plugin_descriptor, id: String) throws(DescriptorError) -> [ParameterInfo] {
        guard d.param_count > 0 else { return [] }
        guard d.param_count <= DescriptorRules.maxParameters, let list = d.params else {
            throw DescriptorError(
                .invalidParameters,
                "plugin \"\(id)\": param_count is \(d.param_count) but params is NULL (or more than 64 parameters)")
        }
        var params: [ParameterInfo] = []
        for i in 0..<Int(d.param_count) {
            switch readParameter(list[i], index: i) {
            case .success(let p): params.append(p)
            case .failure(let m): throw DescriptorError(.invalidParameters, "plugin \"\(id)\": \(m)")
            }
        }
        try DescriptorRules.checkParameters(params, id: id)
        return params
    }

    /// One C parameter copied out (each pointer checked, each string read within the rules'
    /// bounds), then judged by ``DescriptorRules/parameterProblem(_:)``, the rule the front
    /// end also applies to a scan worker's verdict.
    static func readParameter(_ p: ap_param_info, index: Int) -> Result<ParameterInfo, ParameterDeclarationError> {
        guard let np = p.name, let name = validString(np, max: DescriptorRules.parameterNameBytes),
            DescriptorRules.isValidParameterName(name)
        else {
            return .failure(.name(index: index))
        }
        guard let hp = p.help, let help = validString(hp, max: DescriptorRules.textBytes) else {
            return .failure(.help(name))
        }
        let unit = p.unit.flatMap { validString($0, max: DescriptorRules.unitBytes) }
        let info: ParameterInfo
        switch p.type {
        case AP_PARAM_NUMBER:
            info = ParameterInfo(
                name: name, kind: .number(min: p.min_value, max: p.max_value), defaultValue: p.default_value,
                unit: unit, help: help)
        case AP_PARAM_BOOL:
            info = ParameterInfo(name: name, kind: .bool, defaultValue: p.default_value, unit: unit, help: help)
        case AP_PARAM_CHOICE:
            guard p.choice_count >= 1, p.choice_count <= DescriptorRules.maxChoices, let cs = p.choices else {
                return .failure(.choiceCount(name))
            }
            var choices: [String] = []
            for i in 0..<Int(p.choice_count) {
                guard let c = cs[i], let s = validString(c, max: DescriptorRules.parameterNameBytes) else {
                    return .failure(.choice(name, index: i))
                }
                choices.append(s)
            }
            info = ParameterInfo(
                name: name, kind: .choice(choices), defaultValue: p.default_value, unit: unit, help: help)
        default:
            return .failure(.type(name, p.type))
        }
        if let problem = DescriptorRules.parameterProblem(info) { return .failure(.rule(problem)) }
        return .success(info)
    }

    /// A NUL-terminated UTF-8 string of at most `max` bytes, or nil.
    static func validString(_ p: UnsafePointer<CChar>, max: Int) -> String? {
        var n = 0
        while p[n] != 0 {
            n += 1
            if n > max { return nil }
        }
        let bytes = UnsafeRawBufferPointer(start: p, count: n)
        return String(validating: bytes, as: UTF8.self)
    }
}
