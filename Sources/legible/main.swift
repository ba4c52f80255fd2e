import Foundation
import LegibleCLI

// The executable only connects the tool to the process: arguments, environment, streams, status.
let context = CommandContext(
  environment: .current(),
  standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
  standardError: { FileHandle.standardError.write(Data($0.utf8)) },
  standardInputLine: { readLine(strippingNewline: true) })
exit(LegibleTool.run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue)
