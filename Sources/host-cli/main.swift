import Foundation
import HostContainer

exit(CLI.main(Array(CommandLine.arguments.dropFirst())))
