/// The forms a command can print data in.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Columns aligned with spaces, for reading in a terminal.
  case table
  /// Comma-separated values with a header row (RFC 4180 quoting).
  case csv
  /// A GitHub-flavoured Markdown table.
  case markdown
  /// A JSON document, for programs.
  case json

  /// The format named `text` (in any case); throws a usage error naming the formats otherwise.
  public init(parsing text: String) throws(UsageError) {
    guard let format = OutputFormat(rawValue: text.lowercased()) else {
      let names = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("'\(text)' is not an output format. Use one of: \(names).")
    }
    self = format
  }
}
