import Isolation
import PluginRuntime

/// What a check worker says the plugin it loaded is: enough for the front end to decide by
/// itself which checks apply (a skip is never the worker's word), to write the handshake's
/// verdict, and to notice a plugin that says it is something else in another check.
package struct CheckIdentity: Equatable, Sendable, WireCodable {
    /// The longest id and label the front end accepts from a worker (the loader's own limits
    /// are far below these; this only bounds what a lying worker makes the report hold).
    package static let textLimit = 1024

    package var id: String
    /// `Name version`.
    package var label: String
    package var animator: Bool, interaction: Bool, layout: Bool
    package var abiMajor: UInt32, abiMinor: UInt32
    /// The descriptor's `struct_size`.
    package var descriptorSize: UInt32

    /// Why the front end cannot believe this identity (nil: it can): the loader refuses an
    /// empty id, a plugin of no kind and a major ABI other than the host's, so a worker that
    /// says so is not reporting what the loader loaded.
    var problem: String? {
        if id.isEmpty || id.utf8.count > Self.textLimit { return "an id of \(id.utf8.count) bytes" }
        if label.utf8.count > Self.textLimit { return "a name and version of \(label.utf8.count) bytes" }
        if !animator && !interaction && !layout { return "a plugin of no kind" }
        if Int(abiMajor) != HostVersion.abiMajor { return "ABI major version \(abiMajor), which the loader refuses" }
        return nil
    }

    package func encode(to w: inout WireWriter) {
        w.string(id)
        w.string(label)
        w.bool(animator)
        w.bool(interaction)
        w.bool(layout)
        w.u32(abiMajor)
        w.u32(abiMinor)
        w.u32(descriptorSize)
    }

    /// `animator, interaction`, for messages.
    var kinds: String {
        [animator ? "animator" : nil, interaction ? "interaction" : nil, layout ? "layout" : nil].compactMap { $0 }
            .joined(separator: ", ")
    }
}

// The initialisers in an extension, so that the compiler's memberwise initialiser stays.
extension CheckIdentity {
    /// The identity of a loaded plugin.
    init(_ p: LoadedPlugin) {
        self.init(
            id: p.info.id, label: "\(p.info.name) \(p.info.version)", animator: p.info.isAnimator,
            interaction: p.info.isInteraction, layout: p.info.isLayout, abiMajor: p.info.abiMajor,
            abiMinor: p.info.abiMinor, descriptorSize: UInt32(truncatingIfNeeded: p.descriptor.pointee.struct_size))
    }

    package init(from r: inout WireReader) throws(WireError) {
        id = try r.string()
        label = try r.string()
        animator = try r.bool()
        interaction = try r.bool()
        layout = try r.bool()
        abiMajor = try r.u32()
        abiMinor = try r.u32()
        descriptorSize = try r.u32()
    }
}
