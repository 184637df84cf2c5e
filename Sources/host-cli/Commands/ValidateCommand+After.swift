import PluginRuntime
import Validation

extension ValidateCommand {
    /// `--after`.
    static let after = CommandSpec.Option.value(
        "after", "PATH|ID",
        "Before each dismissal, run this presenting plugin's presentation to its end on the same stage (a dismissal that animates what its paired presentation left); dismissal scenarios only (default: modal-dismiss)",
        completes: .plugins(kind: "animator", orFile: true))

    /// `--after`'s plugin as a check worker's target (a path or `builtin:ID`), resolved as
    /// the targets are, and the scenarios it implies: none chosen becomes modal-dismiss, and a
    /// choice without a dismissal scenario is refused (a prelude presents what a dismissal
    /// takes away; nothing else runs after one).
    static func parseAfter(_ args: ParsedArguments, folders: [String], options o: inout Validator.Options)
        throws(UsageError)
    {
        guard let item = args.value(after) else { return }
        guard let t = try resolve([item], folders: folders).first else { return }
        o.after = (t.path.map { PluginSource.file(path: $0) } ?? .builtIn(id: t.builtin ?? "")).description
        guard let chosen = o.scenarios else {
            o.scenarios = [.modalDismiss]
            return
        }
        if !chosen.contains(where: \.dismisses) {
            throw .notApplicable(
                option: after.flagName,
                reason:
                    "runs a presentation before a dismissal, and --scenario \(chosen.map(\.rawValue).joined(separator: ",")) has no dismissal; add modal-dismiss or modal-dismiss-full-screen (or leave --scenario out: modal-dismiss)"
            )
        }
    }
}
