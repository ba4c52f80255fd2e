import Foundation
import LocalizedStrings

/// The `legible` command line: reads the words after the program name, runs a subcommand and
/// returns the exit status. Everything it touches comes through the `CommandContext`, so tests run
/// it in process.
@MainActor public enum LegibleTool {
  /// The version, as `--version` prints it.
  public nonisolated static let version = "0.1.0"

  static let commands: [Command] = [
    DemoCommand.command, PreviewCommand.command, AuditCommand.command, MergeCommand.command,
    RenderCommand.command, DumpCommand.command, ScreensCommand.command, FontsCommand.command,
    SimulateCommand.command,
    ScaleCommand.command,
    ContentSizeCommand.command, AppCommand.command, ProbeCommand.command,
  ]

  /// The specification of every command, for tools that read command lines as `legible` does.
  public static var specs: [CommandSpec] { commands.map(\.spec) }

  static let overview = CommandSpec(
    name: "",
    abstract: "Dynamic Type and large-text checks for Swift off Apple platforms.")

  /// Runs the tool. Never traps on user input; unexpected errors are reported with status 70.
  public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
    if let problem = context.catalog.problem {
      context.standardError("error: \(problem)\n")
      return .internal
    }
    do {
      return try dispatch(arguments, context: context)
    } catch let error as UsageError {
      context.standardError(TerminalText.safe(error.description(program: context.programName)))
      return .usage
    } catch let error as FileError {
      context.standardError(TerminalText.safe(error.description))
      return .internal
    } catch let error as WorkerFailure {
      context.standardError(TerminalText.safe(error.description))
      return .internal
    } catch {
      context.standardError(TerminalText.safe("error: \(error)\n"))
      return .internal
    }
  }

  static func dispatch(_ arguments: [String], context: CommandContext) throws -> ExitCode {
    var arguments = arguments
    // `--region CODE`, for every command: where values are formatted (prices, dates), for the
    // run and its workers; each language's usual region otherwise.
    if let index = arguments.firstIndex(of: "--region") {
      guard index + 1 < arguments.count else { throw UsageError("--region needs a region code (US, DE, IN)") }
      let region: String
      do { region = try StringCatalog.checkedRegion(arguments[index + 1]) } catch {
        throw UsageError(error.description)
      }
      arguments.removeSubrange(index...(index + 1))
      // Not written to this process's environment (other threads read it): workers are given it.
      let before = StringCatalog.region
      StringCatalog.region = region
      defer { StringCatalog.region = before }
      return try dispatch(arguments, context: context)
    }
    guard let first = arguments.first else {
      context.standardOutput(help(program: context.programName))
      return .success
    }
    switch first {
    case "-h", "--help":
      context.standardOutput(help(program: context.programName))
      return .success
    case "--version":
      let program = context.programName
      context.standardOutput(
        program == "legible" ? "legible \(version)\n" : "\(program) (Legible \(version))\n")
      return .success
    case "help":
      guard arguments.count <= 2 else { throw UsageError("'help' takes at most one command name") }
      if arguments.count == 1 {
        context.standardOutput(help(program: context.programName))
      } else {
        context.standardOutput(
          try command(named: arguments[1]).spec.help(
            program: context.programName, details: helpDetails(context)))
      }
      return .success
    default:
      let command = try command(named: first)
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec)
      if parsed.wantsHelp {
        context.standardOutput(command.spec.help(program: context.programName, details: helpDetails(context)))
        return .success
      }
      return try command.run(parsed, context)
    }
  }

  /// The catalog's own words for the help pages: what its demo audits, and its first screen's
  /// languages.
  static func helpDetails(_ context: CommandContext) -> [String: String] {
    var details: [String: String] = [:]
    if let plan = context.catalog.demo {
      let matrix = plan.matrix
      let devices = matrix.devices.map(\.name).joined(separator: ", ")
      details["demo"] =
        "the \(plan.screen.name) screen in \(matrix.variants.joined(separator: ", ")) × \(matrix.categories.count) "
        + "categories × \(devices) × \(matrix.languages.joined(separator: ", "))"
    }
    if let first = context.catalog.screens.first {
      details["languages"] =
        "the \(first.name) screen's: \((first.languages ?? [first.defaultLanguage]).joined(separator: ", "))"
    }
    return details
  }

  static func command(named name: String) throws(UsageError) -> Command {
    if let command = commands.first(where: { $0.spec.name == name }) { return command }
    let names = commands.map(\.spec.name).joined(separator: ", ")
    if name.hasPrefix("-") { throw UsageError("unknown option '\(name)'") }
    throw UsageError("unknown command '\(name)'. Commands: \(names), help.")
  }

  /// The top-level help page.
  public static var help: String { help(program: "legible") }

  /// The top-level help page of a program of another name.
  public static func help(program: String) -> String {
    let width = commands.map(\.spec.name.count).max() ?? 0
    var text = """
      \(program): \(overview.abstract)

      Usage: \(program) <command> [options]
             \(program) help <command>
             \(program) --version

      Commands:

      """
    for command in commands {
      text += "  \(command.spec.name.padding(to: width))  \(command.spec.abstract)\n"
    }
    text += """

      Every command takes --region <code> (US, DE, IN): prices, numbers and dates are formatted
      for that region in every language (default: each language's usual region, as a phone set
      to it; the LEGIBLE_REGION environment variable gives it too).

      Exit status: 0 success, 1 findings, 64 usage error, 70 internal error.

      """
    return text
  }
}
