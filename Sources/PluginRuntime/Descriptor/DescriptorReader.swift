import CAnimatorABI

/// Reads and checks a C descriptor. Everything is validated before any of it is trusted:
/// pointers for NULL, strings for UTF-8, numbers for finiteness and ranges.
enum DescriptorReader {
    /// The version-1 descriptor size the host needs.
    /// The least a descriptor may be: version 1.0's size (its fields up to `get_extension`);
    /// fields appended later are read only within the plugin's own `struct_size`.
    static let requiredSize = UInt32(MemoryLayout<animator_plugin_descriptor>.offset(of: \.layout)!)

    /// Why a descriptor is refused, before the path is attached.
    struct Refusal: Error {
        let reason: PluginRejection.Reason
        let message: String
        init(_ reason: PluginRejection.Reason, _ message: String) { self.reason = reason; self.message = message }
    }

    /// Validates the descriptor at `pointer` loaded from `path`.
    static func read(_ pointer: UnsafePointer<animator_plugin_descriptor>, path: String) -> Result<PluginInfo, PluginRejection> {
        do {
            let (major, minor) = try version(pointer)
            let d = pointer.pointee
            let id = try identifier(d)
            let strings = try texts(d, id: id)
            let (animator, interaction, layout) = try kinds(pointer, id: id)
            return .success(PluginInfo(id: id, name: strings[0], version: strings[1], summary: strings[2], author: strings[3],
                                       abiMajor: major, abiMinor: minor, isAnimator: animator, isInteraction: interaction, isLayout: layout,
                                       parameters: try parameters(d, id: id)))
        } catch {
            return .failure(PluginRejection(path: path, reason: error.reason, message: error.message))
        }
    }

    /// The three fixed fields, read as raw words so that nothing past them is touched before
    /// `struct_size` is known to cover it: the ABI major this host speaks (any minor: a plugin
    /// built against a newer minor checks per function what this host lacks), and a descriptor
    /// at least as large as version 1.0's.
    static func version(_ pointer: UnsafePointer<animator_plugin_descriptor>) throws(Refusal) -> (UInt32, UInt32) {
        let raw = UnsafeRawPointer(pointer)
        let major = raw.load(as: UInt32.self), minor = raw.load(fromByteOffset: 4, as: UInt32.self)
        let size = raw.load(fromByteOffset: 8, as: UInt32.self)
        let host = HostVersion.abiText
        if major != UInt32(AP_ABI_MAJOR) {
            throw Refusal(.abiMajorMismatch, "built for plugin ABI \(major).\(minor), but this host speaks ABI \(host); rebuild the plugin against the host's animator_plugin.h (major \(AP_ABI_MAJOR))")
        }
        if size < requiredSize {
            throw Refusal(.descriptorTooSmall, "its descriptor is \(size) bytes, smaller than the \(requiredSize) bytes of an ABI 1.0 animator_plugin_descriptor; set struct_size = sizeof(animator_plugin_descriptor) and rebuild")
        }
        return (major, minor)
    }

    /// The id, UTF-8 and of the form `[a-z0-9.-]{1,64}`.
    static func identifier(_ d: animator_plugin_descriptor) throws(Refusal) -> String {
        guard let idPtr = d.id, let id = validString(idPtr, max: 64) else {
            throw Refusal(.invalidID, "its id is missing or not UTF-8; set a unique lowercase id such as \"com.example.fold\"")
        }
        guard isValidID(id) else {
            throw Refusal(.invalidID, "its id \"\(id)\" is not of the form [a-z0-9.-]{1,64} (lowercase letters, digits, dots and dashes); rename it")
        }
        return id
    }

    /// Name, version (semver), summary and author, each present and UTF-8.
    static func texts(_ d: animator_plugin_descriptor, id: String) throws(Refusal) -> [String] {
        var strings: [String] = []
        for (label, p) in [("name", d.name), ("version", d.version), ("summary", d.summary), ("author", d.author)] {
            guard let p, let s = validString(p, max: 4096), !s.isEmpty else {
                throw Refusal(.missingString, "plugin \"\(id)\": its \(label) is missing, empty or not UTF-8; every descriptor needs a name, version, summary and author")
            }
            strings.append(s)
        }
        guard isSemver(strings[1]) else {
            throw Refusal(.missingString, "plugin \"\(id)\": its version \"\(strings[1])\" is not semver (MAJOR.MINOR.PATCH, e.g. \"1.0.0\")")
        }
        return strings
    }

    /// Bytes of a descriptor up to the end of its `layout` field (ABI 1.1).
    static let layoutFieldEnd = MemoryLayout<animator_plugin_descriptor>.offset(of: \.layout)! + MemoryLayout<UnsafePointer<ap_layout_vtable>?>.size

    /// The kinds declared, each with its vtable and the vtable's required functions (the
    /// layout vtable read only when the descriptor's struct_size reaches it).
    static func kinds(_ pointer: UnsafePointer<animator_plugin_descriptor>, id: String) throws(Refusal) -> (animator: Bool, interaction: Bool, layout: Bool) {
        let d = pointer.pointee
        let wantsAnimator = d.kinds & AP_KIND_ANIMATOR != 0, wantsInteraction = d.kinds & AP_KIND_INTERACTION != 0
        let wantsLayout = d.kinds & AP_KIND_LAYOUT != 0
        if !wantsAnimator && !wantsInteraction && !wantsLayout {
            throw Refusal(.invalidVTable, "plugin \"\(id)\": kinds is \(d.kinds); set AP_KIND_ANIMATOR, AP_KIND_INTERACTION and/or AP_KIND_LAYOUT")
        }
        if wantsLayout {
            guard Int(d.struct_size) >= layoutFieldEnd else {
                throw Refusal(.invalidVTable, "plugin \"\(id)\" declares a layout (AP_KIND_LAYOUT) but its descriptor (\(d.struct_size) bytes) ends before the layout field (\(layoutFieldEnd) bytes); build it against the ABI 1.1 header")
            }
            guard let l = d.layout?.pointee, l.create != nil, l.destroy != nil, l.prepare != nil else {
                throw Refusal(.invalidVTable, "plugin \"\(id)\" declares a layout but its layout vtable or one of create, destroy, prepare is NULL")
            }
        }
        if wantsAnimator {
            guard let a = d.animator?.pointee, a.create != nil, a.destroy != nil, a.transition_duration != nil, a.animate_transition != nil else {
                throw Refusal(.invalidVTable, "plugin \"\(id)\" declares an animator but its animator vtable or one of create, destroy, transition_duration, animate_transition is NULL")
            }
        }
        if wantsInteraction {
            guard let i = d.interaction?.pointee, i.create != nil, i.destroy != nil, i.start_interactive_transition != nil, i.handle_event != nil else {
                throw Refusal(.invalidVTable, "plugin \"\(id)\" declares an interaction controller but its interaction vtable or one of create, destroy, start_interactive_transition, handle_event is NULL")
            }
        }
        return (wantsAnimator, wantsInteraction, wantsLayout)
    }

    /// The parameters, each well formed, no name twice, at most 64.
    static func parameters(_ d: animator_plugin_descriptor, id: String) throws(Refusal) -> [ParameterInfo] {
        guard d.param_count > 0 else { return [] }
        guard d.param_count <= 64, let list = d.params else {
            throw Refusal(.invalidParameters, "plugin \"\(id)\": param_count is \(d.param_count) but params is NULL (or more than 64 parameters)")
        }
        var params: [ParameterInfo] = []
        for i in 0..<Int(d.param_count) {
            switch readParameter(list[i], index: i) {
            case .success(let p):
                if params.contains(where: { $0.name == p.name }) {
                    throw Refusal(.invalidParameters, "plugin \"\(id)\": parameter \"\(p.name)\" is declared twice")
                }
                params.append(p)
            case .failure(let m):
                throw Refusal(.invalidParameters, "plugin \"\(id)\": \(m.text)")
            }
        }
        return params
    }

    static func readParameter(_ p: ap_param_info, index: Int) -> Result<ParameterInfo, ParameterProblem> {
        guard let np = p.name, let name = validString(np, max: 64), isValidParameterName(name) else {
            return .failure(ParameterProblem("parameter #\(index + 1) has a missing or invalid name (use [a-z][a-z0-9_-]*)"))
        }
        guard let hp = p.help, let help = validString(hp, max: 4096) else {
            return .failure(ParameterProblem("parameter \"\(name)\" has no help text (or it is not UTF-8)"))
        }
        let unit = p.unit.flatMap { validString($0, max: 32) }
        switch p.type {
        case AP_PARAM_NUMBER:
            guard p.min_value.isFinite, p.max_value.isFinite, p.min_value <= p.max_value else {
                return .failure(ParameterProblem("number parameter \"\(name)\" has an invalid range [\(p.min_value), \(p.max_value)]"))
            }
            guard p.default_value.isFinite, p.default_value >= p.min_value, p.default_value <= p.max_value else {
                return .failure(ParameterProblem("number parameter \"\(name)\" has default \(p.default_value) outside its range [\(p.min_value), \(p.max_value)]"))
            }
            return .success(ParameterInfo(name: name, kind: .number(min: p.min_value, max: p.max_value), defaultValue: p.default_value, unit: unit, help: help))
        case AP_PARAM_BOOL:
            guard p.default_value == 0 || p.default_value == 1 else {
                return .failure(ParameterProblem("bool parameter \"\(name)\" has default \(p.default_value); use 0 or 1"))
            }
            return .success(ParameterInfo(name: name, kind: .bool, defaultValue: p.default_value, unit: unit, help: help))
        case AP_PARAM_CHOICE:
            guard p.choice_count >= 1, p.choice_count <= 64, let cs = p.choices else {
                return .failure(ParameterProblem("choice parameter \"\(name)\" needs 1 to 64 choices"))
            }
            var choices: [String] = []
            for i in 0..<Int(p.choice_count) {
                guard let c = cs[i], let s = validString(c, max: 64), !s.isEmpty, !choices.contains(s) else {
                    return .failure(ParameterProblem("choice parameter \"\(name)\": choice #\(i + 1) is missing, empty, repeated or not UTF-8"))
                }
                choices.append(s)
            }
            guard p.default_value >= 0, p.default_value < Double(choices.count), p.default_value == p.default_value.rounded() else {
                return .failure(ParameterProblem("choice parameter \"\(name)\" has default index \(p.default_value); use 0...\(choices.count - 1)"))
            }
            return .success(ParameterInfo(name: name, kind: .choice(choices), defaultValue: p.default_value, unit: unit, help: help))
        default:
            return .failure(ParameterProblem("parameter \"\(name)\" has unknown type \(p.type); use AP_PARAM_NUMBER, AP_PARAM_BOOL or AP_PARAM_CHOICE"))
        }
    }

    /// What is wrong with one parameter declaration.
    struct ParameterProblem: Error {
        let text: String
        init(_ t: String) { text = t }
    }

    /// A NUL-terminated UTF-8 string of at most `max` bytes, or nil.
    static func validString(_ p: UnsafePointer<CChar>, max: Int) -> String? {
        var n = 0
        while p[n] != 0 { n += 1; if n > max { return nil } }
        let bytes = UnsafeRawBufferPointer(start: p, count: n)
        return String(validating: bytes, as: UTF8.self)
    }

    static func isValidID(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.count <= 64 && s.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 }
    }

    static func isValidParameterName(_ s: String) -> Bool {
        guard let f = s.utf8.first, f >= 97 && f <= 122 else { return false }
        return s.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 || $0 == 45 }
    }

    /// MAJOR.MINOR.PATCH with optional -prerelease and +build parts.
    static func isSemver(_ s: String) -> Bool {
        let core = s.split(separator: "+", maxSplits: 1).first.map(String.init) ?? s
        let main = core.split(separator: "-", maxSplits: 1).first.map(String.init) ?? core
        let parts = main.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) && ($0 == "0" || !$0.hasPrefix("0")) }
    }
}
