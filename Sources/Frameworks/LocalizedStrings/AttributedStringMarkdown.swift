import Foundation

extension AttributedString {
  /// The attributed text `markdown` reads as, as Foundation's `init(markdown:options:baseURL:)`:
  /// `**strong**` and `__strong__`, `*emphasis*` and `_emphasis_`, `***both***`, `` `code` ``,
  /// `~~struck~~` as inline presentation intents, `[text](url)` as a link (resolved against
  /// `baseURL`), backslash escapes; with `.full` syntax, block markers (`#` headings, list
  /// markers, `>` quotes, fences, rules) are taken out and the blocks' text runs on without a
  /// separator, as Foundation gives it (blocks' presentation intents are not kept here). SwiftUI's
  /// `Text` draws the result. (Linux's Foundation lacks it; on Apple's platforms Apple's is used.)
  ///
  /// Never throws here: a delimiter with no partner reads as written. A text longer than
  /// `MarkdownReader.maximumLength` characters is kept as written.
  public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    self = MarkdownReader(baseURL: baseURL).read(markdown, syntax: options.interpretedSyntax)
  }

  /// The attributed text UTF-8 `markdown` reads as.
  /// - Throws: `CocoaError(.fileReadInapplicableStringEncoding)` when the data is not UTF-8.
  public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    guard let text = String(data: markdown, encoding: .utf8) else {
      throw CocoaError(.fileReadInapplicableStringEncoding)
    }
    try self.init(markdown: text, options: options, baseURL: baseURL)
  }
}

/// Reads Markdown into attributed text: blocks first (for `.full`), then the inline syntax of
/// each, after CommonMark's rules as far as UI text needs them. Delimiters follow the flanking
/// rules: an opening `*` is followed by a non-space, a closing one preceded by one; `_` does not
/// open or close inside a word (`snake_case` stays as written).
package struct MarkdownReader {
  /// The longest text read, in characters (reading takes time and memory in proportion to the
  /// text); a longer one is kept as written.
  package static let maximumLength = 200_000

  /// Whether `string` may hold inline Markdown (a quick test: most strings have none of its
  /// characters).
  package static func mayContainMarkdown(_ string: String) -> Bool {
    string.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x5C }
  }

  /// What relative links are resolved against.
  let baseURL: URL?

  /// `text` read with `syntax`.
  func read(_ text: String, syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax)
    -> AttributedString
  {
    guard text.count <= Self.maximumLength else { return AttributedString(text) }
    switch syntax {
    case .inlineOnlyPreservingWhitespace:
      return inline(text)
    case .inlineOnly:
      return inline(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " "))
    case .full:
      return blocks(of: text).reduce(into: AttributedString()) { $0.append($1) }
    }
  }

  /// The blocks of `text`, each read: paragraphs (their lines joined by a space), headings,
  /// list items and quotes without their markers, fenced code as written; rules and blank lines
  /// give nothing.
  private func blocks(of text: String) -> [AttributedString] {
    var blocks: [AttributedString] = []
    var paragraph: [String] = []
    var fence: [String]?
    func endParagraph() {
      if !paragraph.isEmpty { blocks.append(inline(paragraph.joined(separator: " "))) }
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var code = fence {
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
          var block = AttributedString(code.joined(separator: "\n") + "\n")
          block.inlinePresentationIntent = .code
          blocks.append(block)
          fence = nil
        } else {
          code.append(line)
          fence = code
        }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        endParagraph()
        fence = []
      } else if trimmed.isEmpty || Self.isRule(trimmed) {
        endParagraph()
      } else if let content = Self.afterBlockMarker(trimmed) {
        endParagraph()
        if !content.isEmpty { paragraph = [content] }
        // A heading is a block of its own; a list item or a quote may go on.
        if trimmed.hasPrefix("#") { endParagraph() }
      } else {
        paragraph.append(trimmed)
      }
    }
    if let code = fence, !code.isEmpty {
      var block = AttributedString(code.joined(separator: "\n") + "\n")
      block.inlinePresentationIntent = .code
      blocks.append(block)
    }
    endParagraph()
    return blocks
  }

  /// Whether `line` is a thematic break (`---`, `***`, `___`).
  private static func isRule(_ line: String) -> Bool {
    let marks = line.filter { !$0.isWhitespace }
    guard marks.count >= 3, let first = marks.first, "-*_".contains(first) else { return false }
    return marks.allSatisfy { $0 == first }
  }

  /// The text after a heading's, a list item's or a quote's marker, or nil when `line` has none.
  private static func afterBlockMarker(_ line: String) -> String? {
    let characters = Array(line)
    var index = 0
    if characters.first == "#" {
      while index < characters.count, characters[index] == "#" { index += 1 }
      guard index <= 6, index == characters.count || characters[index] == " " else { return nil }
    } else if let first = characters.first, "-*+>".contains(first) {
      guard characters.count == 1 || characters[1] == " " else { return nil }
      index = 1
    } else {
      while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
      guard index > 0, index <= 9, index < characters.count, ".)".contains(characters[index]),
        index + 1 == characters.count || characters[index + 1] == " "
      else { return nil }
      index += 1
    }
    let rest = String(characters[index...]).trimmingCharacters(in: .whitespaces)
    // A heading may close with #s.
    guard characters.first == "#" else { return rest }
    var closed = rest
    while closed.hasSuffix("#") { closed.removeLast() }
    return closed.hasSuffix(" ") || closed.isEmpty ? closed.trimmingCharacters(in: .whitespaces) : rest
  }

  /// `text`'s inline syntax read.
  func inline(_ text: String) -> AttributedString {
    guard Self.mayContainMarkdown(text) else { return AttributedString(text) }
    var parser = InlineParser(Array(text), baseURL: baseURL)
    parser.parse()
    parser.flush()
    return parser.result
  }
}

/// The inline syntax of one block. Where a delimiter's partner is is looked up in tables made
/// once for the block, so reading takes time in proportion to the text, whatever its delimiters.
private struct InlineParser {
  let characters: [Character]
  let baseURL: URL?
  var result = AttributedString()
  private var buffer = ""
  private var intent: InlinePresentationIntent = []
  private var link: URL?
  /// The emphasis delimiters open, innermost last: the character and how many.
  private var open: [(character: Character, count: Int)] = []
  /// The next place at or after each index where a character is, or `characters.count`.
  private let nextBacktick: [Int]
  private let nextBracket: [Int]
  private let nextParenthesis: [Int]
  /// The next place at or after each index where `~~` starts.
  private let nextTildes: [Int]
  /// For `*` and `_`, and for 1, 2 and 3: the next place at or after each index where a run of
  /// at least that many of the delimiter starts that can close emphasis.
  private let nextCloser: [Character: [[Int]]]

  init(_ characters: [Character], baseURL: URL?) {
    self.characters = characters
    self.baseURL = baseURL
    let count = characters.count
    func next(_ matches: (Int) -> Bool) -> [Int] {
      var table = [Int](repeating: count, count: count + 1)
      for index in stride(from: count - 1, through: 0, by: -1) {
        table[index] = matches(index) ? index : table[index + 1]
      }
      return table
    }
    nextBacktick = next { characters[$0] == "`" }
    nextBracket = next { characters[$0] == "]" }
    nextParenthesis = next { characters[$0] == ")" }
    nextTildes = next { $0 + 1 < count && characters[$0] == "~" && characters[$0 + 1] == "~" }
    var closers: [Character: [[Int]]] = [:]
    for delimiter: Character in ["*", "_"] {
      // The length of the run starting at each index (0 where none starts).
      var runLength = [Int](repeating: 0, count: count + 1)
      for index in stride(from: count - 1, through: 0, by: -1) where characters[index] == delimiter {
        runLength[index] = runLength[index + 1] + 1
      }
      func canClose(_ index: Int) -> Bool {
        guard characters[index] == delimiter, index > 0, characters[index - 1] != delimiter else {
          return false
        }
        let end = index + runLength[index]
        let after = end < count ? characters[end] : nil
        return !characters[index - 1].isWhitespace
          && !(delimiter == "_" && (after.map(\.isLetterOrDigit) ?? false))
      }
      closers[delimiter] = (1...3).map { least in next { canClose($0) && runLength[$0] >= least } }
    }
    nextCloser = closers
  }

  /// The text so far as a run in the current style.
  mutating func flush(extra: InlinePresentationIntent = []) {
    guard !buffer.isEmpty else { return }
    var run = AttributedString(buffer)
    let intent = self.intent.union(extra)
    if !intent.isEmpty { run.inlinePresentationIntent = intent }
    if let link { run.link = link }
    result.append(run)
    buffer = ""
  }

  mutating func parse() { parse(0..<characters.count) }

  private mutating func parse(_ range: Range<Int>) {
    var index = range.lowerBound
    while index < range.upperBound {
      let character = characters[index]
      switch character {
      case "\\" where index + 1 < range.upperBound && characters[index + 1].isASCIIPunctuation:
        buffer.append(characters[index + 1])
        index += 2
      case "`":
        let end = nextBacktick[index + 1]
        guard end < range.upperBound, end > index + 1 else { fallthrough }
        flush()
        buffer = String(characters[(index + 1)..<end])
        flush(extra: .code)
        index = end + 1
      case "[":
        guard let found = self.link(at: index, in: range) else { fallthrough }
        flush()
        let outer = link
        let target = String(characters[(found.textEnd + 2)..<(found.end - 1)])
          .trimmingCharacters(in: .whitespaces)
        link = URL(string: target, relativeTo: baseURL)?.absoluteURL ?? outer
        parse((index + 1)..<found.textEnd)
        flush()
        link = outer
        index = found.end
      case "~" where index + 1 < range.upperBound && characters[index + 1] == "~":
        if intent.contains(.strikethrough) {
          flush()
          intent.remove(.strikethrough)
        } else if nextTildes[index + 2] + 2 <= range.upperBound {
          flush()
          intent.insert(.strikethrough)
        } else {
          buffer += "~~"
        }
        index += 2
      case "*", "_":
        index = emphasis(at: index, in: range)
      default:
        buffer.append(character)
        index += 1
      }
    }
  }

  /// A `[text](url)` starting at `index`: where its text ends (the `]`) and where it ends.
  private func link(at index: Int, in range: Range<Int>) -> (textEnd: Int, end: Int)? {
    let close = nextBracket[index + 1]
    guard close + 1 < range.upperBound, characters[close + 1] == "(" else { return nil }
    let end = nextParenthesis[close + 2]
    guard end < range.upperBound else { return nil }
    return (close, end + 1)
  }

  /// Handles a run of `*` or `_` at `index`; returns the index after it.
  private mutating func emphasis(at index: Int, in range: Range<Int>) -> Int {
    let delimiter = characters[index]
    var end = index
    while end < range.upperBound, characters[end] == delimiter { end += 1 }
    let length = end - index
    let before = index > range.lowerBound ? characters[index - 1] : nil
    let after = end < range.upperBound ? characters[end] : nil
    let intraword = delimiter == "_"
    let canOpen =
      after.map { !$0.isWhitespace } ?? false && !(intraword && (before.map(\.isLetterOrDigit) ?? false))
    let canClose =
      before.map { !$0.isWhitespace } ?? false && !(intraword && (after.map(\.isLetterOrDigit) ?? false))
    if canClose, let last = open.last, last.character == delimiter, length >= last.count {
      flush()
      open.removeLast()
      apply(last.count, on: false)
      buffer += String(repeating: delimiter, count: length - last.count)
      return end
    }
    let count = min(length, 3)
    if canOpen, let table = nextCloser[delimiter], table[count - 1][end] < range.upperBound {
      flush()
      buffer += String(repeating: delimiter, count: length - count)
      open.append((delimiter, count))
      apply(count, on: true)
      return end
    }
    buffer += String(repeating: delimiter, count: length)
    return end
  }

  /// Turns on or off the style `count` delimiters give: 1 emphasis, 2 strong, 3 both.
  private mutating func apply(_ count: Int, on: Bool) {
    var change: InlinePresentationIntent = []
    if count == 1 || count == 3 { change.insert(.emphasized) }
    if count >= 2 { change.insert(.stronglyEmphasized) }
    if on { intent.formUnion(change) } else { intent.subtract(change) }
  }
}

extension Character {
  fileprivate var isASCIIPunctuation: Bool { isASCII && (isPunctuation || isSymbol) }
  fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
