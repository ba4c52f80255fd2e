/// A subcommand of `legible` (and of every catalog's program): its spec and what it does with parsed arguments.
struct Command: Sendable {
  let spec: CommandSpec
  let run: @MainActor @Sendable (ParsedArguments, CommandContext) throws -> ExitCode
}

/// What a running command may touch: the environment, the two output streams, and standard input
/// line by line (read only by `--worker`, which is dealt its work there).
public struct CommandContext {
  /// The screens commands know by name.
  public var catalog: ScreenCatalog
  /// The program's name, as usage lines and help pages say it (`legible`, or your catalog's).
  public var programName = "legible"
  /// The environment variables, the desktop's settings and the machine the command runs on.
  public var environment: Environment
  /// Prints to standard output.
  public var standardOutput: (String) -> Void
  /// Prints to standard error.
  public var standardError: (String) -> Void
  /// The next line of standard input without its newline; nil at its end.
  public var standardInputLine: () -> String?

  /// A context over `catalog`, with the given environment and output streams.
  public init(
    catalog: ScreenCatalog, environment: Environment, standardOutput: @escaping (String) -> Void,
    standardError: @escaping (String) -> Void, standardInputLine: @escaping () -> String? = { nil }
  ) {
    self.catalog = catalog
    self.environment = environment
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.standardInputLine = standardInputLine
  }
}

extension ParsedArguments {
  /// The value of `--name` read by `parse`, with a parsing error turned into a usage error of
  /// `command`; nil when the option was not given.
  func value<T>(
    _ name: String, of command: CommandSpec, _ parse: (String) throws -> T
  ) throws(UsageError) -> T? {
    guard let text = value(name) else { return nil }
    do {
      return try parse(text)
    } catch let error as UsageError {
      throw UsageError(error.message, command: command)
    } catch {
      throw UsageError("--\(name): \(error)", command: command)
    }
  }
}
