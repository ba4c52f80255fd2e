/// A kind of tag a tagger gives, as NaturalLanguage's.
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Word, punctuation, white space or other: told here.
  public static let tokenType = NLTagScheme("TokenType")
  /// Noun, verb, adjective…: needs a model, nil here.
  public static let lexicalClass = NLTagScheme("LexicalClass")
  /// A person's, place's or organization's name: needs a model, nil here.
  public static let nameType = NLTagScheme("NameType")
  /// Names, else the lexical class: needs a model, nil here.
  public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
  /// A word's stem: needs a model, nil here.
  public static let lemma = NLTagScheme("Lemma")
  /// The language of each token: told here (see `NLLanguageRecognizer`).
  public static let language = NLTagScheme("Language")
  /// The script of each token: told here.
  public static let script = NLTagScheme("Script")
}

/// A tag, as NaturalLanguage's.
public struct NLTag: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let word = NLTag("Word")
  public static let punctuation = NLTag("Punctuation")
  public static let whitespace = NLTag("Whitespace")
  public static let other = NLTag("Other")
  public static let noun = NLTag("Noun")
  public static let verb = NLTag("Verb")
  public static let adjective = NLTag("Adjective")
  public static let adverb = NLTag("Adverb")
  public static let pronoun = NLTag("Pronoun")
  public static let determiner = NLTag("Determiner")
  public static let particle = NLTag("Particle")
  public static let preposition = NLTag("Preposition")
  public static let number = NLTag("Number")
  public static let conjunction = NLTag("Conjunction")
  public static let interjection = NLTag("Interjection")
  public static let classifier = NLTag("Classifier")
  public static let idiom = NLTag("Idiom")
  public static let otherWord = NLTag("OtherWord")
  public static let sentenceTerminator = NLTag("SentenceTerminator")
  public static let openQuote = NLTag("OpenQuote")
  public static let closeQuote = NLTag("CloseQuote")
  public static let openParenthesis = NLTag("OpenParenthesis")
  public static let closeParenthesis = NLTag("CloseParenthesis")
  public static let wordJoiner = NLTag("WordJoiner")
  public static let dash = NLTag("Dash")
  public static let otherPunctuation = NLTag("OtherPunctuation")
  public static let paragraphBreak = NLTag("ParagraphBreak")
  public static let otherWhitespace = NLTag("OtherWhitespace")
  public static let personalName = NLTag("PersonalName")
  public static let placeName = NLTag("PlaceName")
  public static let organizationName = NLTag("OrganizationName")
}

/// Tags the tokens of a text by the schemes it was made for, as NaturalLanguage's (see the
/// module's comment: the schemes that need a model answer nil).
open class NLTagger: @unchecked Sendable {
  /// The schemes it tags by.
  public let tagSchemes: [NLTagScheme]
  /// The text it tags.
  open var string: String? {
    didSet { languages = [] }
  }
  private var languages: [(Range<String.Index>, NLLanguage)] = []

  /// What to leave out or join while tagging, as NaturalLanguage's.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let omitWords = Options(rawValue: 1 << 0)
    public static let omitPunctuation = Options(rawValue: 1 << 1)
    public static let omitWhitespace = Options(rawValue: 1 << 2)
    public static let omitOther = Options(rawValue: 1 << 3)
    public static let joinNames = Options(rawValue: 1 << 4)
    public static let joinContractions = Options(rawValue: 1 << 5)
  }

  public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }

  /// The schemes a tagger can tag `unit`s of `language` by here.
  open class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
    unit == .word ? [.tokenType, .language, .script] : [.language, .script]
  }

  /// The language of the whole text, nil when none can be told.
  open var dominantLanguage: NLLanguage? {
    string.flatMap { NLLanguageRecognizer.dominantLanguage(for: $0) }
  }

  /// Says the text in `range` is in `language`, for the language scheme.
  open func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {
    languages.append((range, language))
  }

  /// Calls `block` with the tag of each token of `unit` in `range` and its range, until the block
  /// answers false.
  open func enumerateTags(
    in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
    using block: (NLTag?, Range<String.Index>) -> Bool
  ) {
    for (tag, tokenRange) in tags(in: range, unit: unit, scheme: scheme, options: options)
    where !block(tag, tokenRange) {
      return
    }
  }

  /// The tag of each token of `unit` in `range`, with its range.
  open func tags(
    in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = []
  ) -> [(NLTag?, Range<String.Index>)] {
    guard let string, tagSchemes.contains(scheme) else { return [] }
    let tokens =
      unit == .word ? Tokens.runs(string, in: range) : Tokens.split(string, unit: unit, in: range)
    var result: [(NLTag?, Range<String.Index>)] = []
    for token in tokens {
      let type = tokenType(token)
      if type == .word, options.contains(.omitWords) { continue }
      if type == .punctuation, options.contains(.omitPunctuation) { continue }
      if type == .whitespace, options.contains(.omitWhitespace) { continue }
      if type == .other, options.contains(.omitOther) { continue }
      result.append((tag(of: token, type: type, in: string, scheme: scheme), token.range))
    }
    return result
  }

  /// The tag of the token of `unit` at `index`, with the token's range.
  open func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (
    NLTag?, Range<String.Index>
  ) {
    guard let string else { return (nil, index..<index) }
    let all = tags(in: string.startIndex..<string.endIndex, unit: unit, scheme: scheme)
    return all.first { $0.1.contains(index) } ?? (nil, index..<index)
  }

  private func tokenType(_ token: Tokens.Token) -> NLTag {
    switch token.kind {
    case .letter, .split: .word
    case .punctuation: .punctuation
    case .whitespace, .newline: .whitespace
    case .other: token.attributes.contains(.emoji) ? .word : .other
    }
  }

  private func tag(of token: Tokens.Token, type: NLTag, in string: String, scheme: NLTagScheme) -> NLTag? {
    switch scheme {
    case .tokenType: return type
    case .language:
      guard type == .word || token.kind == .other else { return nil }
      if let set = languages.last(where: { $0.0.contains(token.range.lowerBound) }) {
        return NLTag(set.1.rawValue)
      }
      return
        (NLLanguageRecognizer.dominantLanguage(for: String(string[token.range]))
        ?? dominantLanguage).map { NLTag($0.rawValue) }
    case .script:
      guard type == .word else { return nil }
      return Self.script(of: string[token.range]).map { NLTag($0) }
    default:
      // Lexical classes, names and lemmas need a model that is not here.
      return nil
    }
  }

  /// The ISO 15924 code of the script of `text`'s first letter.
  static func script(of text: Substring) -> String? {
    guard let scalar = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return nil }
    switch scalar.value {
    case 0x0041...0x024F, 0x1E00...0x1EFF: return "Latn"
    case 0x0400...0x04FF: return "Cyrl"
    case 0x0370...0x03FF: return "Grek"
    case 0x0590...0x05FF: return "Hebr"
    case 0x0600...0x06FF: return "Arab"
    case 0x0900...0x097F: return "Deva"
    case 0x0E00...0x0E7F: return "Thai"
    case 0x3040...0x309F: return "Hira"
    case 0x30A0...0x30FF: return "Kana"
    case 0xAC00...0xD7AF, 0x1100...0x11FF: return "Hang"
    case 0x3400...0x4DBF, 0x4E00...0x9FFF: return "Hani"
    default: return nil
    }
  }
}
