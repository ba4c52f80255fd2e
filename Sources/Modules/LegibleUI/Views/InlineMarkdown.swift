/// The inline Markdown SwiftUI reads in a text made from a string literal (a
/// `LocalizedStringKey`): `**bold**` and `__bold__`, `*italic*` and `_italic_`, `***both***`,
/// `` `code` `` (monospaced), `~~struck~~` (struck through), `[a link](url)` (in the
/// accent colour, the URL not shown) and backslash escapes. Block syntax (headings, lists) is not
/// read inline by SwiftUI and shows as written; so does a delimiter with no partner.
///
/// Delimiters follow CommonMark's flanking rules as far as a line of UI text needs: an opening
/// `*` is followed by a non-space, a closing one preceded by one; `_` does not open or close
/// inside a word (`snake_case` stays as written).
///
/// A key longer than `maximumLength` bytes is shown as written: finding a delimiter's partner
/// looks ahead, so the work grows faster than the text, and no label holds that much Markdown.
enum InlineMarkdown {
  /// The longest key whose Markdown is read, in UTF-8 bytes.
  static let maximumLength = 4_096

  /// Whether `string` may hold inline Markdown (a quick test: most strings have none of its
  /// characters).
  static func mayContainMarkdown(_ string: String) -> Bool {
    string.utf8.count <= maximumLength
      && string.utf8.contains {
        $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x5C
      }
  }

  /// The runs `string` reads as.
  static func runs(of string: String) -> [Text.Run] {
    var parser = Parser(Array(string))
    parser.parse()
    parser.flush()
    return parser.runs.isEmpty ? [Text.Run(string: "")] : parser.runs
  }

  private struct Parser {
    let characters: [Character]
    var runs: [Text.Run] = []
    private var buffer = ""
    private var bold = false
    private var italic = false
    private var struck = false
    private var isLink = false
    /// The emphasis delimiters open, innermost last: the character and how many.
    private var open: [(character: Character, count: Int)] = []

    init(_ characters: [Character]) { self.characters = characters }

    /// The text so far as a run in the current style.
    mutating func flush(code: Bool = false) {
      guard !buffer.isEmpty else { return }
      var run = Text.Run(string: buffer)
      if bold { run.weight = .bold }
      run.isItalic = italic
      if code { run.design = .monospaced }
      if isLink { run.color = .accentColor }
      if struck { run.lines.strikethrough = .on(.single) }
      runs.append(run)
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
          guard let end = characters[(index + 1)..<range.upperBound].firstIndex(of: "`"), end > index + 1
          else {
            fallthrough
          }
          flush()
          buffer = String(characters[(index + 1)..<end])
          flush(code: true)
          index = end + 1
        case "[":
          guard let link = self.link(at: index, in: range) else { fallthrough }
          flush()
          let wasLink = isLink
          isLink = true
          parse((index + 1)..<link.textEnd)
          flush()
          isLink = wasLink
          index = link.end
        case "~" where index + 1 < range.upperBound && characters[index + 1] == "~":
          if struck {
            flush()
            struck = false
          } else if hasLater(["~", "~"], after: index + 2, in: range) {
            flush()
            struck = true
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
      guard let close = characters[(index + 1)..<range.upperBound].firstIndex(of: "]"),
        close + 1 < range.upperBound, characters[close + 1] == "(",
        let end = characters[(close + 2)..<range.upperBound].firstIndex(of: ")")
      else { return nil }
      return (close, end + 1)
    }

    private func hasLater(_ delimiter: [Character], after index: Int, in range: Range<Int>) -> Bool {
      var position = index
      while position + delimiter.count <= range.upperBound {
        if characters[position..<(position + delimiter.count)].elementsEqual(delimiter) { return true }
        position += 1
      }
      return false
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
      if canOpen, closes(delimiter, count: count, after: end, in: range) {
        flush()
        buffer += String(repeating: delimiter, count: length - count)
        open.append((delimiter, count))
        apply(count, on: true)
        return end
      }
      buffer += String(repeating: delimiter, count: length)
      return end
    }

    /// Whether a run of at least `count` `delimiter`s that can close comes later in `range`.
    private func closes(_ delimiter: Character, count: Int, after index: Int, in range: Range<Int>) -> Bool {
      var position = index
      while position < range.upperBound {
        guard characters[position] == delimiter else {
          position += 1
          continue
        }
        var end = position
        while end < range.upperBound, characters[end] == delimiter { end += 1 }
        let before = characters[position - 1]
        let after = end < range.upperBound ? characters[end] : nil
        let canClose =
          !before.isWhitespace && !(delimiter == "_" && (after.map(\.isLetterOrDigit) ?? false))
        if canClose, end - position >= count { return true }
        position = end
      }
      return false
    }

    /// Turns on or off the style `count` delimiters give: 1 italic, 2 bold, 3 both.
    private mutating func apply(_ count: Int, on: Bool) {
      if count == 1 || count == 3 { italic = on }
      if count >= 2 { bold = on }
    }
  }
}

extension Character {
  fileprivate var isASCIIPunctuation: Bool { isASCII && (isPunctuation || isSymbol) }
  fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
