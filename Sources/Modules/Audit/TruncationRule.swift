import Legible

/// What a team declares about cutting its text, once for every size, device and language: which
/// texts may be truncated (a preview's second line, a name in a long list) and which must never
/// be (prices, actions, headings). Kept in a policy file beside the code (`--policy`), so the
/// team's views stay as they are and build in Xcode unchanged:
///
/// ```
/// # legible-policy: one rule a line, the first that matches a text decides
/// must-not-truncate id:price-tag                 # an accessibility identifier, or an ancestor's
/// must-not-truncate Sources/App/OrderRow.swift:14 # the line of code that made the text
/// may-truncate Sources/App/Inbox.swift            # every text a file makes
/// may-truncate text:"Lorem"                       # texts that contain these characters
/// ```
///
/// A rule sets the text's `TruncationPolicy` for the audit: truncation of must-not-truncate
/// text is an error at every size, of may-truncate text accepted. Findings about it name the
/// rule and its line in the file.
public struct TruncationRule: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Which texts a rule is about.
  public enum Match: Hashable, Sendable, Codable {
    /// Texts made by this file (a path from the package's folder, or its end), at this line if given.
    case code(file: String, line: Int?)
    /// The text whose identifier, or whose nearest ancestor's, is this.
    case identifier(String)
    /// Texts containing these characters.
    case text(String)
  }

  /// The policy the rule gives.
  public var policy: TruncationPolicy
  /// The texts it gives it to.
  public var match: Match
  /// Where the rule is written: `legible-policy:3`.
  public var origin: String

  /// A rule giving `policy` to the texts `match` names.
  public init(_ policy: TruncationPolicy, _ match: Match, origin: String) {
    self.policy = policy
    self.match = match
    self.origin = origin
  }

  /// `must-not-truncate id:price-tag (legible-policy:2)`.
  public var description: String {
    let name = policy == .mustNotTruncate ? "must-not-truncate" : "may-truncate"
    let what: String =
      switch match {
      case .code(let file, let line): line.map { "\(file):\($0)" } ?? file
      case .identifier(let id): "id:\(id)"
      case .text(let text): "text:\"\(text)\""
      }
    return "\(name) \(what) (\(origin))"
  }

  /// Whether the rule is about `node`'s text; `identifiers` are its ancestors', nearest first.
  func matches(_ node: SnapshotNode, text: SnapshotText, identifiers: [String]) -> Bool {
    switch match {
    case .code(let file, let line):
      guard let location = node.sourceLocation,
        location.file == file || location.file.hasSuffix("/" + file)
      else { return false }
      return line.map { $0 == location.line } ?? true
    case .identifier(let id):
      return node.identifier == id || (node.identifier == nil && identifiers.first == id)
    case .text(let characters):
      return text.string.contains(characters)
    }
  }

  /// The rules of a policy file's `contents`; `name` is how findings and errors name the file.
  ///
  /// - Throws: `TruncationRuleError` naming the line that is not a rule.
  public static func parse(_ contents: String, name: String) throws(TruncationRuleError) -> [TruncationRule] {
    var rules: [TruncationRule] = []
    for (index, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = Substring(raw)
      // A comment starts with # outside a quoted text.
      if let hash = commentStart(in: line) { line = line[..<hash] }
      line = line.drop(while: \.isWhitespace)
      while line.last?.isWhitespace == true { line = line.dropLast() }
      guard !line.isEmpty else { continue }
      let origin = "\(name):\(index + 1)"
      guard let space = line.firstIndex(where: \.isWhitespace) else {
        throw TruncationRuleError("\(origin): '\(line)' names no text; write a policy and what it is about")
      }
      let policy: TruncationPolicy
      switch line[..<space] {
      case "must-not-truncate": policy = .mustNotTruncate
      case "may-truncate": policy = .mayTruncate
      default:
        throw TruncationRuleError(
          "\(origin): '\(line[..<space])' is not a policy; use must-not-truncate or may-truncate")
      }
      let target = line[space...].drop(while: \.isWhitespace)
      let match: Match
      if target.hasPrefix("id:") {
        match = .identifier(String(target.dropFirst(3)))
      } else if target.hasPrefix("text:") {
        var text = target.dropFirst(5)
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        match = .text(String(text))
      } else if let colon = target.lastIndex(of: ":"), let number = Int(target[target.index(after: colon)...])
      {
        match = .code(file: String(target[..<colon]), line: number)
      } else {
        match = .code(file: String(target), line: nil)
      }
      if case .text(let text) = match, text.isEmpty {
        throw TruncationRuleError("\(origin): text:\"\" matches every text; name some characters")
      }
      if case .identifier(let id) = match, id.isEmpty {
        throw TruncationRuleError("\(origin): id: names no identifier")
      }
      rules.append(TruncationRule(policy, match, origin: origin))
    }
    return rules
  }

  private static func commentStart(in line: Substring) -> Substring.Index? {
    var quoted = false
    for index in line.indices {
      if line[index] == "\"" { quoted.toggle() }
      if line[index] == "#", !quoted { return index }
    }
    return nil
  }
}

/// A policy file that cannot be read as rules.
public struct TruncationRuleError: Error, CustomStringConvertible {
  /// Which line is wrong and how to write it.
  public let description: String
  init(_ description: String) { self.description = description }
}
