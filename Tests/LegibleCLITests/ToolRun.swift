import Foundation
import LegibleCLI
import Showcase

/// The outcome of running `legible` once: status and what it printed.
struct ToolRun {
  var status: Int32
  var output: String
  var errors: String

  /// Runs the tool in process with a made-up environment.
  @MainActor static func inProcess(
    _ arguments: [String], environment: LegibleCLI.Environment = .init(), input: [String] = [],
    catalog: ScreenCatalog = BundledCatalog.catalog, programName: String = "legible"
  ) -> ToolRun {
    var output = ""
    var errors = ""
    var lines = input[...]
    let context = CommandContext(
      catalog: catalog, environment: environment, standardOutput: { output += $0 },
      standardError: { errors += $0 },
      standardInputLine: { lines.popFirst() })
    var named = context
    named.programName = programName
    let status = LegibleTool.run(arguments, context: named)
    return ToolRun(status: status.rawValue, output: output, errors: errors)
  }

  /// Runs the built `legible` executable (or another program of the package's, `order-screens`)
  /// as a separate process.
  static func binary(
    _ arguments: [String], environment: [String: String] = [:], program: String = "legible"
  ) throws -> ToolRun {
    let process = Process()
    process.executableURL = try executable(program)
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables.merge(environment) { $1 }
    process.environment = variables
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolRun(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// The `legible` binary (or another program) built beside the test bundle.
  static func executable(_ program: String = "legible") throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(program)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw MissingExecutable()
  }

  struct MissingExecutable: Error, CustomStringConvertible {
    var description: String {
      "the legible executable was not built beside the tests; run 'swift build' first"
    }
  }
}
