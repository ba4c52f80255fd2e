/// A command line that cannot be run as written. `legible` prints the message and the usage of the
/// command, and exits with status 64.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  /// What was wrong with the command line, and what to write instead.
  public let message: String
  /// The command whose usage to show; nil for the top level.
  public let commandName: String?
  let command: CommandSpec?

  /// An error saying `message`, followed by `command`'s usage line when one is given.
  public init(_ message: String, command: CommandSpec? = nil) {
    self.message = message
    self.commandName = command?.name
    self.command = command
  }

  /// The message, then the usage and where to read more.
  public var description: String { description(program: "legible") }

  /// The same, as a program of another name says it.
  public func description(program: String) -> String {
    var text = "error: \(message)\n"
    if let command {
      text += "Usage: \(command.usage(program: program))\nSee '\(program) help \(command.name)'.\n"
    } else {
      text += "See '\(program) --help'.\n"
    }
    return text
  }
}
