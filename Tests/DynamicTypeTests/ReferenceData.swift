import Foundation

/// Reads the reference tables in Fixtures/ (copies of Apple's and Android's published data) at test
/// time, so that the tables compiled into the library are checked against independent data.
enum ReferenceData {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The rows of a TSV file after its header, without comment lines, split on tabs.
  static func rows(_ name: String) throws -> [[String]] {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    return lines.dropFirst().map { $0.split(separator: "\t").map(String.init) }
  }
}
