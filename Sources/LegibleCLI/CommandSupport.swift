import Foundation

/// Reading paths, lists and numbers from the command line, and writing files, the same way in
/// every command.
enum CommandSupport {
  /// A path from the command line: absolute, or relative to the current folder.
  static func resolve(_ path: String, _ context: CommandContext) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: context.environment.currentDirectory).appendingPathComponent(path)
  }

  /// Writes `data`, making the folders it needs; a failure is a usage error naming the path.
  static func write(_ data: Data, to url: URL) throws {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    } catch {
      throw UsageError("cannot write \(url.path): \(error.localizedDescription)")
    }
  }

  /// A comma-separated list without empty items, or nil when there is none.
  static func list(_ text: String?) -> [String]? {
    guard let text else { return nil }
    let items = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    return items.isEmpty ? nil : items
  }

  /// A finite number above 0 (and below 100,000).
  static func positiveNumber(_ text: String) throws -> Double {
    guard let value = Double(text), value.isFinite, value > 0, value < 100_000 else {
      throw UsageError("'\(text)' is not a positive number")
    }
    return value
  }
}
