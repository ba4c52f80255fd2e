/// The unit a text is split into, as NaturalLanguage's.
public enum NLTokenUnit: Int, Sendable {
  case word, sentence, paragraph, document
}

/// Splits a text into words, sentences or paragraphs, as NaturalLanguage's (see the module's
/// comment for what differs from iOS).
open class NLTokenizer: @unchecked Sendable {
  /// What it splits into.
  public let unit: NLTokenUnit
  /// The text it splits.
  open var string: String?

  public init(unit: NLTokenUnit) { self.unit = unit }

  /// Hints the text's language (kept: the splitting does not depend on it here).
  open func setLanguage(_ language: NLLanguage) {}

  /// The ranges of the tokens in `range`.
  open func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
    guard let string else { return [] }
    return Tokens.split(string, unit: unit, in: range).map(\.range)
  }

  /// The range of the token at `index`.
  open func tokenRange(at index: String.Index) -> Range<String.Index> {
    guard let string else { return index..<index }
    let all = Tokens.split(string, unit: unit, in: string.startIndex..<string.endIndex)
    return all.first { $0.range.contains(index) }?.range ?? index..<index
  }

  /// The range of the tokens that `range` touches.
  open func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
    let found = tokens(for: range)
    guard let first = found.first, let last = found.last else { return range }
    return first.lowerBound..<last.upperBound
  }

  /// Calls `block` with each token in `range` and what it is, until the block answers false.
  open func enumerateTokens(
    in range: Range<String.Index>, using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool
  ) {
    guard let string else { return }
    for token in Tokens.split(string, unit: unit, in: range) where !block(token.range, token.attributes) {
      return
    }
  }

  /// What a token holds, as NaturalLanguage's.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let numeric = Attributes(rawValue: 1 << 0)
    public static let symbolic = Attributes(rawValue: 1 << 1)
    public static let emoji = Attributes(rawValue: 1 << 2)
  }
}

/// The splitting shared by the tokenizer and the tagger.
enum Tokens {
  /// What a character is, for splitting.
  enum Kind: Equatable { case letter, split, punctuation, whitespace, newline, other }

  static func kind(of character: Character) -> Kind {
    if character.isNewline { return .newline }
    if character.isWhitespace { return .whitespace }
    if let scalar = character.unicodeScalars.first {
      switch scalar.value {
      // Han, kana, Thai, Lao, Khmer and Burmese: written without spaces between words.
      case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF,
        0x0E00...0x0EFF,
        0x1780...0x17FF, 0x1000...0x109F:
        if character.isLetter { return .split }
      default: break
      }
    }
    if character.isLetter || character.isNumber
      || character.unicodeScalars.first?.properties.isAlphabetic == true
    {
      return .letter
    }
    if character.isPunctuation { return .punctuation }
    return .other
  }

  /// One token: its range, its kind and what it holds.
  struct Token {
    var range: Range<String.Index>
    var kind: Kind
    var attributes: NLTokenizer.Attributes
  }

  /// Every character run of `string` in `range`, words and what lies between them.
  static func runs(_ string: String, in range: Range<String.Index>) -> [Token] {
    var result: [Token] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let character = string[index]
      let kind = Self.kind(of: character)
      var end = string.index(after: index)
      if kind == .letter {
        while end < range.upperBound {
          let next = string[end]
          if Self.kind(of: next) == .letter {
            end = string.index(after: end)
            continue
          }
          // An apostrophe inside a word ("it's") or a point or comma inside a number ("3.5") joins
          // what is on either side.
          let after = string.index(after: end)
          if after < range.upperBound, Self.kind(of: string[after]) == .letter {
            let before = string[string.index(before: end)]
            let joins =
              "'’".contains(next) && before.isLetter && string[after].isLetter
              || ".,".contains(next) && before.isNumber && string[after].isNumber
            if joins {
              end = after
              continue
            }
          }
          break
        }
      } else if kind == .whitespace || kind == .newline {
        while end < range.upperBound, Self.kind(of: string[end]) == kind { end = string.index(after: end) }
      }
      let text = string[index..<end]
      var attributes: NLTokenizer.Attributes = []
      if text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) { attributes.insert(.numeric) }
      if text.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
        attributes.formUnion([.emoji, .symbolic])
      } else if kind == .other {
        attributes.insert(.symbolic)
      }
      result.append(Token(range: index..<end, kind: kind, attributes: attributes))
      index = end
    }
    return result
  }

  /// The tokens of `unit` in `range`: words (without white space and punctuation), sentences
  /// (ending after a terminator and the white space after it), paragraphs (ending after a line's
  /// end), or the whole range.
  static func split(_ string: String, unit: NLTokenUnit, in range: Range<String.Index>) -> [Token] {
    guard !range.isEmpty else { return [] }
    switch unit {
    case .word:
      return runs(string, in: range).filter {
        $0.kind == .letter || $0.kind == .split || $0.attributes.contains(.emoji)
      }
    case .document:
      return [Token(range: range, kind: .other, attributes: [])]
    case .sentence, .paragraph:
      var result: [Token] = []
      var start = range.lowerBound
      var index = range.lowerBound
      var ended = false
      while index < range.upperBound {
        let character = string[index]
        let next = string.index(after: index)
        if unit == .paragraph {
          if character.isNewline {
            result.append(Token(range: start..<next, kind: .other, attributes: []))
            start = next
          }
        } else if character.isNewline {
          result.append(Token(range: start..<next, kind: .other, attributes: []))
          start = next
          ended = false
        } else if ".!?。！？…".contains(character) {
          ended = true
        } else if ended, character.isWhitespace {
          var end = next
          while end < range.upperBound, string[end].isWhitespace, !string[end].isNewline {
            end = string.index(after: end)
          }
          result.append(Token(range: start..<end, kind: .other, attributes: []))
          start = end
          ended = false
          index = end
          continue
        } else if ended, !"\"'”’)»」』".contains(character) {
          ended = false
        }
        index = next
      }
      if start < range.upperBound {
        result.append(Token(range: start..<range.upperBound, kind: .other, attributes: []))
      }
      return result.filter { !string[$0.range].allSatisfy(\.isWhitespace) }
    }
  }
}
