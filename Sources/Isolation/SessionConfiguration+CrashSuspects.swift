import PluginRuntime
import Session

extension SessionConfiguration {
    /// The plugins a run worker loads for this configuration, as a crash report may name them:
    /// each with its id and (for a file) its file name, and whether it is built in — so a
    /// report names only these, and says when another file plugin of the run could have
    /// written the record.
    package var crashSuspects: [CrashSuspect] {
        var seen = Set<CrashSuspect>()
        return plugins.map { CrashSuspect(id: $0.id, source: $0.source) }.filter { seen.insert($0).inserted }
    }
}
