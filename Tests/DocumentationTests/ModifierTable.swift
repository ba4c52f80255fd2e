import Foundation

/// The table of SwiftUI's view modifiers in the README, made from the code: every public method
/// of `extension View` in LegibleUI, with what it does here, read from its body and its doc
/// comment (a modifier that reports itself, `notApplied`, is not applied; one documented as kept
/// or that returns `self` is accepted without effect; one documented as approximated is
/// approximated; any other is applied).
struct ModifierTable {
  /// What a modifier does here.
  enum Status: String, Comparable {
    case applied = "applied"
    case approximated = "approximated"
    case accepted = "accepted, no effect here"
    case notApplied = "not applied, reported"

    static func < (a: Status, b: Status) -> Bool { a.rank < b.rank }
    private var rank: Int {
      switch self {
      case .applied: 0
      case .approximated: 1
      case .accepted: 2
      case .notApplied: 3
      }
    }
  }

  /// A modifier: its name, what its overloads do here, and its first overload's summary.
  struct Row: Equatable {
    var name: String
    var statuses: Set<Status>
    var summary: String
  }

  /// The rows, by name.
  let rows: [Row]

  /// The table of the modifiers in the Swift files under `folder`.
  init(folder: URL) throws {
    var byName: [String: Row] = [:]
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
      for (name, status, summary) in Self.modifiers(in: try String(contentsOf: file, encoding: .utf8)) {
        byName[name, default: Row(name: name, statuses: [], summary: summary)].statuses.insert(status)
      }
    }
    rows = byName.values.sorted { $0.name < $1.name }
  }

  /// The public methods of the `extension View` blocks of `source`: name, status, summary.
  static func modifiers(in source: String) -> [(String, Status, String)] {
    let lines = source.components(separatedBy: "\n")
    var found: [(String, Status, String)] = []
    var depth = 0
    var inExtension = false
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      if depth == 0, line.hasPrefix("extension View ") || line.hasPrefix("extension View{") {
        inExtension = true
      }
      if inExtension, depth == 1, let name = line.firstMatch(of: /public func (\w+)/)?.output.1 {
        var doc: [String] = []
        var back = index - 1
        while back >= 0 {
          let previous = lines[back].trimmingCharacters(in: .whitespaces)
          if previous.hasPrefix("///") {
            doc.insert(String(previous.dropFirst(3)).trimmingCharacters(in: .whitespaces), at: 0)
          } else if !previous.hasPrefix("@") && !previous.hasPrefix("//") {
            break
          }
          back -= 1
        }
        // The body: to where the depth comes back.
        // A signature may take several lines before its brace opens.
        var body: [String] = []
        var bodyDepth = depth
        var opened = false
        var end = index
        repeat {
          let text = lines[end]
          body.append(text)
          bodyDepth += Self.braces(in: text)
          // The body's brace, not a default closure's (`content: () -> V = { EmptyView() }`).
          let beforeBrace =
            text.split(separator: "{", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
          opened =
            opened || bodyDepth > depth
            || (text.contains("{") && !beforeBrace.trimmingCharacters(in: .whitespaces).hasSuffix("="))
          end += 1
        } while end < lines.count && (bodyDepth > depth || !opened)
        found.append((String(name), status(doc: doc.joined(separator: " "), body: body), summary(doc)))
        depth = bodyDepth
        index = end
        continue
      }
      depth += Self.braces(in: lines[index])
      if depth == 0 { inExtension = false }
      index += 1
    }
    return found
  }

  /// The opening braces less the closing ones on a line, comments left out.
  static func braces(in line: String) -> Int {
    let code = line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : line
    return code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
  }

  static func status(doc: String, body: [String]) -> Status {
    let text = body.joined(separator: "\n")
    let lowered = doc.lowercased()
    if text.contains("notApplied(") { return .notApplied }
    if lowered.contains("approximat") { return .approximated }
    // The body's code, between the signature's brace and the last one.
    var returnsSelf = false
    if let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close {
      returnsSelf =
        text[text.index(after: open)..<close].trimmingCharacters(in: .whitespacesAndNewlines) == "self"
    }
    if returnsSelf || lowered.contains("(kept") || lowered.contains("kept)") { return .accepted }
    return .applied
  }

  /// The doc comment's first sentence, without its trailing period.
  static func summary(_ doc: [String]) -> String {
    let text = doc.joined(separator: " ")
    let sentence = text.components(separatedBy: ". ").first ?? text
    let trimmed = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    return trimmed.replacingOccurrences(of: "|", with: "\\|")
  }

  /// The table as Markdown, with a count of each status.
  var markdown: String {
    var counts: [Status: Int] = [:]
    for row in rows { counts[row.statuses.max() ?? .applied, default: 0] += 1 }
    let total = [Status.applied, .approximated, .accepted, .notApplied].map {
      "\(counts[$0] ?? 0) \($0.rawValue)"
    }
    var lines = [
      "<details><summary>Every view modifier: \(rows.count) (\(total.joined(separator: ", ")))</summary>", "",
      "| Modifier | Here | What it does |", "| --- | --- | --- |",
    ]
    for row in rows {
      let statuses = row.statuses.sorted().map(\.rawValue).joined(separator: "; ")
      lines.append("| `\(row.name)` | \(statuses) | \(row.summary) |")
    }
    lines += ["", "</details>"]
    return lines.joined(separator: "\n")
  }
}
