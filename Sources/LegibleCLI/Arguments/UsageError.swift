/// A command line that cannot be run as written. `legible` prints the message and the usage of the
/// command, and exits with status 64.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public let message: String
  /// The command whose usage to show; nil for the top level.
  public let commandName: String?
  let usage: String?

  public init(_ message: String, command: CommandSpec? = nil) {
    self.message = message
    self.commandName = command?.name
    self.usage = command?.usage
  }

  /// The message, then the usage and where to read more.
  public var description: String {
    var text = "error: \(message)\n"
    if let usage, let commandName {
      text += "Usage: \(usage)\nSee 'legible help \(commandName)'.\n"
    } else {
      text += "See 'legible --help'.\n"
    }
    return text
  }
}
