import Foundation
import TextFormat

extension RunCommand {
    /// `run --watch`: runs once, then again each time a plugin file of the run changes (a new
    /// worker loads the new build), rewriting the trace and the output each time — atomically,
    /// so a run that fails leaves the last good files. A change that cannot be loaded is
    /// reported and the watch goes on. It runs until it is stopped (Ctrl-C, SIGTERM): a signal
    /// between runs ends it at once; one during a run ends it as it ends any run, leaving that
    /// run's previous files as they were.
    static func watch(_ watch: PluginWatch, golden: GoldenSpec?, _ console: Console) -> ExitCode {
        _ = run(watch.setup, console, golden: golden)
        let how = watch.usesNotifications ? "" : " (by polling: this system gives no file notifications)"
        console.err("watching \(PluginWatch.names(watch.files)) for changes\(how); Ctrl-C stops\n")
        while true {
            watch.wait(timeout: 0.1)
            guard let change = watch.poll() else { continue }
            switch change {
            case let .reloaded(setup, changed):
                console.err("\(PluginWatch.names(changed)) changed: running again\n")
                _ = run(setup, console, golden: golden)
            case .unchanged(let changed):
                console.err("\(PluginWatch.names(changed)) was written again with the same bytes: nothing to run\n")
            case let .failed(message, changed):
                console.error(
                    "\(changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")) changed but cannot be used: \(message); still watching, the last run's files stay"
                )
            }
        }
    }
}
