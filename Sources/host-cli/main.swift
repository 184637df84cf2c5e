import DefaultPlugins
import Foundation

// The composition root: the built-in plugins are registered before any command or worker
// (`host-cli __worker` is this same entry point) can look one up.
DefaultPlugins.register()
exit(CLI.main(Array(CommandLine.arguments.dropFirst())))
