/// A subcommand of `legible`: its spec and what it does with parsed arguments.
struct Command: Sendable {
  let spec: CommandSpec
  let run: @MainActor @Sendable (ParsedArguments, CommandContext) throws -> ExitCode
}

/// What a running command may touch: the environment and the two output streams.
public struct CommandContext {
  public var environment: Environment
  public var standardOutput: (String) -> Void
  public var standardError: (String) -> Void

  public init(
    environment: Environment, standardOutput: @escaping (String) -> Void,
    standardError: @escaping (String) -> Void
  ) {
    self.environment = environment
    self.standardOutput = standardOutput
    self.standardError = standardError
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
