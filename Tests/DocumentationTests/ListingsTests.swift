import Foundation
import Testing

/// Every Swift listing in the documentation (catalogs, articles, the tutorial and documentation
/// comments) is a copy of lines of code the tests compile: `Listings.swift`, the other tests, the
/// tutorial's sources, or the example package (built and tested in CI). A listing edited in the documentation alone fails here.
@Suite struct ListingsTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The files whose lines listings may copy.
  static func compiledSources() throws -> [[String]] {
    try ["Tests", "Examples"].flatMap { try swiftFiles(under: root.appendingPathComponent($0)) }.map {
      try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")
    }
  }

  static func swiftFiles(under folder: URL) throws -> [URL] {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    var files: [URL] = []
    for case let url as URL in walk {
      if url.lastPathComponent == ".build" || url.lastPathComponent == "out" {
        walk.skipDescendants()
      } else if url.pathExtension == "swift" {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The Swift listings of a Markdown text: the lines between ```swift and ```.
  static func listings(inMarkdown lines: [String]) -> [[String]] {
    var found: [[String]] = []
    var current: [String]?
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        found.append(current!)
        current = nil
      } else {
        current?.append(line)
      }
    }
    return found
  }

  /// The lines of documentation comments (`///` and the text after it) of a Swift source.
  static func documentationCommentLines(_ lines: [String]) -> [String] {
    lines.compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("///") else { return nil }
      let text = trimmed.dropFirst(3)
      return String(text.hasPrefix(" ") ? text.dropFirst() : text)
    }
  }

  /// Lines without the indentation they share, and without trailing spaces.
  static func dedented(_ lines: [String]) -> [String] {
    let indent =
      lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { line in
      let trimmedEnd = line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
      return String(trimmedEnd.dropFirst(min(indent, trimmedEnd.count)))
    }
  }

  static func isCopied(_ listing: [String], from sources: [[String]]) -> Bool {
    let wanted = dedented(listing)
    guard !wanted.isEmpty else { return true }
    for lines in sources where lines.count >= wanted.count {
      for start in 0...(lines.count - wanted.count)
      where dedented(Array(lines[start..<start + wanted.count])) == wanted {
        return true
      }
    }
    return false
  }

  /// Every listing of the documentation, named by its file.
  static func documentationListings() throws -> [(file: String, lines: [String])] {
    var result: [(String, [String])] = []
    let sources = root.appendingPathComponent("Sources")
    let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    for path in paths.sorted()
    where path.hasSuffix(".md") || path.hasSuffix(".tutorial") || path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        .components(separatedBy: "\n")
      if path.contains(".docc/") && (path.hasSuffix(".md") || path.hasSuffix(".tutorial")) {
        result += listings(inMarkdown: text).map { (path, $0) }
      } else if path.hasSuffix(".swift") {
        result += listings(inMarkdown: documentationCommentLines(text)).map { (path, $0) }
      }
    }
    return result
  }

  @Test func everyListingIsCompiledCode() throws {
    let sources = try Self.compiledSources()
    let listings = try Self.documentationListings()
    #expect(listings.count >= 10, "the documentation's listings were not found")
    for listing in listings where !Self.isCopied(listing.lines, from: sources) {
      Issue.record(
        "A listing in \(listing.file) is not code this target compiles; copy it from a test:\n\(listing.lines.joined(separator: "\n"))"
      )
    }
  }

  @Test func aListingThatIsNotCompiledIsFound() throws {
    let sources = try Self.compiledSources()
    #expect(!Self.isCopied(["let pizza = Pizza(toppings: .all)"], from: sources))
    #expect(Self.isCopied(["    let typesetter = FixedAdvanceTypesetter()"], from: sources))
  }
}
