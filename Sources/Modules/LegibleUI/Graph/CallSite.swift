import Legible

/// Where a view was written: the file, line and column of the call that made it, captured by
/// default arguments the caller never writes (`#filePath`, `#line`, `#column`), as `Logger` and
/// `#expect` capture theirs. A view value carries three words of them and allocates nothing; the
/// path becomes a `CodeLocation` once, when the view's node is made.
///
/// A call made inside Legible's own modules (the title a `Button("Buy")` makes for itself) is
/// not the team's code: the node takes the location of the nearest view above it that is (the
/// `Button`), so that every finding names a line the team can change.
public struct _CallSite: Equatable, Sendable {
  let file: StaticString
  let line: UInt
  let column: UInt

  /// The call site given (the caller's, by default).
  public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func == (a: _CallSite, b: _CallSite) -> Bool {
    a.line == b.line && a.column == b.column && a.file.utf8Start == b.file.utf8Start
  }

  /// The folder of Legible's own modules, as this file's path gives it.
  private static let libraryFolder: String = {
    let path = "\(#filePath)"
    // …/Sources/Modules/LegibleUI/Graph/CallSite.swift → …/Sources/Modules/
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/"
  }()

  /// The location, unless the call is in Legible's own modules. Worked out once per call site
  /// (the path read from the static string, the library's folder compared), then looked up.
  @MainActor var teamLocation: CodeLocation? {
    let key = Key(file: UInt(bitPattern: file.utf8Start), line: line, column: column)
    if let known = Self.known[key] { return known }
    let path = "\(file)"
    let location =
      path.hasPrefix(Self.libraryFolder)
      ? nil : CodeLocation(file: path, line: Int(line), column: Int(column))
    Self.known[key] = .some(location)
    return location
  }

  private struct Key: Hashable {
    let file: UInt
    let line: UInt
    let column: UInt
  }

  /// The locations worked out so far, by call site.
  @MainActor private static var known: [Key: CodeLocation?] = [:]
}
