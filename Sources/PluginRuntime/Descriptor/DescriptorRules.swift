import CAnimatorABI

/// The loader's rules for what a plugin may declare, written once over plain values. The
/// descriptor reader applies them to what it copied out of a C descriptor (after its own
/// pointer checks), and the front end applies the very same functions (``check(_:)``) to the
/// declaration a scan worker sends back, which that worker's plugin could have forged: one
/// set of rules, so a verdict the loader would refuse can never be listed or cached.
package enum DescriptorRules {
    /// Bytes an id may have (`[a-z0-9.-]{1,64}`).
    package static let idBytes = 64
    /// Bytes a name, version, summary, author or parameter help text may have.
    package static let textBytes = 4096
    /// Bytes a parameter name or one choice may have.
    package static let parameterNameBytes = 64
    /// Bytes a parameter's unit may have (a longer one is dropped by the reader).
    package static let unitBytes = 32
    /// Parameters a plugin may declare, and choices one choice parameter may have.
    package static let maxParameters = 64, maxChoices = 64

    /// The first rule `info` breaks, checked in the loader's order (ABI, id, texts, kinds,
    /// parameters), or nil when the loader would accept it.
    package static func check(_ info: PluginInfo) -> DescriptorError? {
        do {
            try checkABI(major: info.abiMajor, minor: info.abiMinor)
            try checkID(info.id)
            try checkTexts([info.name, info.version, info.summary, info.author], id: info.id)
            try checkKinds(
                animator: info.isAnimator, interaction: info.isInteraction, layout: info.isLayout, declared: nil,
                id: info.id)
            try checkParameters(info.parameters, id: info.id)
            return nil
        } catch {
            return error
        }
    }

    /// The ABI major this host speaks (any minor: a plugin built against a newer minor checks
    /// per function what this host lacks).
    package static func checkABI(major: UInt32, minor: UInt32) throws(DescriptorError) {
        guard major == UInt32(AP_ABI_MAJOR) else {
            throw DescriptorError(
                .abiMajorMismatch,
                "built for plugin ABI \(major).\(minor), but this host speaks ABI \(HostVersion.abiText); rebuild the plugin against the host's animator_plugin.h (major \(AP_ABI_MAJOR))"
            )
        }
    }

    /// An id of the form `[a-z0-9.-]{1,64}`.
    package static func checkID(_ id: String) throws(DescriptorError) {
        guard isValidID(id) else {
            throw DescriptorError(
                .invalidID,
                "its id \"\(id)\" is not of the form [a-z0-9.-]{1,64} (lowercase letters, digits, dots and dashes); rename it"
            )
        }
    }

    /// Name, version, summary and author (in that order): each present, at most
    /// ``textBytes``, and the version semver.
    package static func checkTexts(_ texts: [String], id: String) throws(DescriptorError) {
        for (label, s) in zip(["name", "version", "summary", "author"], texts)
        where s.isEmpty || s.utf8.count > textBytes {
            throw DescriptorError(
                .missingString,
                "plugin \"\(id)\": its \(label) is missing, empty or not UTF-8 (or longer than \(textBytes) bytes); every descriptor needs a name, version, summary and author"
            )
        }
        guard texts.count == 4 else {
            throw DescriptorError(.missingString, "plugin \"\(id)\": it lacks a name, version, summary or author")
        }
        guard isSemver(texts[1]) else {
            throw DescriptorError(
                .missingString,
                "plugin \"\(id)\": its version \"\(texts[1])\" is not semver (MAJOR.MINOR.PATCH, e.g. \"1.0.0\")")
        }
    }

    /// At least one kind. `declared` is the raw `kinds` word when the caller read one.
    package static func checkKinds(animator: Bool, interaction: Bool, layout: Bool, declared: UInt32?, id: String)
        throws(DescriptorError)
    {
        guard animator || interaction || layout else {
            throw DescriptorError(
                .invalidVTable,
                "plugin \"\(id)\": kinds is \(declared ?? 0); set AP_KIND_ANIMATOR, AP_KIND_INTERACTION and/or AP_KIND_LAYOUT"
            )
        }
    }

    /// At most ``maxParameters``, each well formed (``parameterProblem(_:)``), no name twice.
    package static func checkParameters(_ parameters: [ParameterInfo], id: String) throws(DescriptorError) {
        guard parameters.count <= maxParameters else {
            throw DescriptorError(
                .invalidParameters, "plugin \"\(id)\": \(parameters.count) parameters (at most \(maxParameters))")
        }
        var names = Set<String>()
        for p in parameters {
            if let problem = parameterProblem(p) {
                throw DescriptorError(.invalidParameters, "plugin \"\(id)\": \(problem)")
            }
            guard names.insert(p.name).inserted else {
                throw DescriptorError(.invalidParameters, "plugin \"\(id)\": parameter \"\(p.name)\" is declared twice")
            }
        }
    }

    /// What is wrong with one parameter declaration, or nil: its name, help and unit sizes,
    /// and its type's range, default and choices.
    package static func parameterProblem(_ p: ParameterInfo) -> String? {
        let name = p.name
        guard name.utf8.count <= parameterNameBytes, isValidParameterName(name) else {
            return
                "parameter \"\(name.prefix(parameterNameBytes))\" has a missing or invalid name (use [a-z][a-z0-9_-]*, at most \(parameterNameBytes) bytes)"
        }
        guard p.help.utf8.count <= textBytes else {
            return "parameter \"\(name)\" has a help text longer than \(textBytes) bytes"
        }
        if let unit = p.unit, unit.utf8.count > unitBytes {
            return "parameter \"\(name)\" has a unit longer than \(unitBytes) bytes"
        }
        switch p.kind {
        case let .number(lo, hi):
            guard lo.isFinite, hi.isFinite, lo <= hi else {
                return "number parameter \"\(name)\" has an invalid range [\(lo), \(hi)]"
            }
            guard p.defaultValue.isFinite, p.defaultValue >= lo, p.defaultValue <= hi else {
                return "number parameter \"\(name)\" has default \(p.defaultValue) outside its range [\(lo), \(hi)]"
            }
        case .bool:
            guard p.defaultValue == 0 || p.defaultValue == 1 else {
                return "bool parameter \"\(name)\" has default \(p.defaultValue); use 0 or 1"
            }
        case .choice(let choices):
            guard (1...maxChoices).contains(choices.count) else {
                return "choice parameter \"\(name)\" needs 1 to \(maxChoices) choices"
            }
            var seen = Set<String>()
            for (i, c) in choices.enumerated()
            where c.isEmpty || c.utf8.count > parameterNameBytes || !seen.insert(c).inserted {
                return
                    "choice parameter \"\(name)\": choice #\(i + 1) is missing, empty, repeated or not UTF-8 (or longer than \(parameterNameBytes) bytes)"
            }
            guard p.defaultValue >= 0, p.defaultValue < Double(choices.count),
                p.defaultValue == p.defaultValue.rounded()
            else {
                return "choice parameter \"\(name)\" has default index \(p.defaultValue); use 0...\(choices.count - 1)"
            }
        }
        return nil
    }

    /// `[a-z0-9.-]{1,64}`.
    package static func isValidID(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.count <= idBytes
            && s.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 }
    }

    /// `[a-z][a-z0-9_-]*`.
    package static func isValidParameterName(_ s: String) -> Bool {
        guard let f = s.utf8.first, f >= 97 && f <= 122 else { return false }
        return s.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 || $0 == 45 }
    }

    /// MAJOR.MINOR.PATCH (ASCII digits) with optional -prerelease and +build parts.
    package static func isSemver(_ s: String) -> Bool {
        let core = s.split(separator: "+", maxSplits: 1).first.map(String.init) ?? s
        let main = core.split(separator: "-", maxSplits: 1).first.map(String.init) ?? core
        let parts = main.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3
            && parts.allSatisfy {
                !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } && ($0 == "0" || !$0.hasPrefix("0"))
            }
    }
}
