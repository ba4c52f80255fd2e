/// Where in a team's code an element was made: the file, line and column of the call that made it
/// (`Text("Total")`, `Label("Total")`), so that a finding lands on the line to change.
///
/// `file` is the path the compiler saw (`#filePath`) until a report makes it relative to the
/// folder it runs in (`relative(to:)`), as CI annotations and SARIF want.
public struct CodeLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file's path.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// The location `file:line:column`.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `Sources/App/OrderRow.swift:12:7`.
  public var description: String { "\(file):\(line):\(column)" }

  /// The location with its path relative to `root` (an absolute folder) when the file is inside it.
  public func relative(to root: String) -> CodeLocation {
    let folder = root.hasSuffix("/") ? root : root + "/"
    guard file.hasPrefix(folder) else { return self }
    var location = self
    location.file = String(file.dropFirst(folder.count))
    return location
  }
}
