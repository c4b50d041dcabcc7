import Foundation

// The tool is thin: route the arguments to a command and turn its outcome into an exit status.
let status = CommandDispatcher(commands: CommandRegistry.all).run(Array(CommandLine.arguments.dropFirst()))
exit(status.code)
