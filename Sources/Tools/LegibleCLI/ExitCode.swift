/// The documented exit statuses of `legible`.
public enum ExitCode: Int32, Sendable {
  /// The command did what was asked and found nothing wrong.
  case success = 0
  /// The command ran, and what it checked has findings (an audit found problems).
  case findings = 1
  /// The command line was wrong: an unknown command or option, a missing or malformed value.
  case usage = 64
  /// Something went wrong inside Legible or its libraries; the message says what.
  case `internal` = 70
}
