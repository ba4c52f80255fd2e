/// Finds the language of a text, as NaturalLanguage's (see the module's comment for how).
open class NLLanguageRecognizer: @unchecked Sendable {
  private var text = ""
  /// Languages the answer is limited to (none: any).
  open var languageConstraints: [NLLanguage] = []
  /// How likely each language is before the text is read (kept: the answer does not use them).
  open var languageHints: [NLLanguage: Double] = [:]

  public init() {}

  /// The language of `string`, nil when none can be told.
  open class func dominantLanguage(for string: String) -> NLLanguage? {
    let recognizer = NLLanguageRecognizer()
    recognizer.processString(string)
    return recognizer.dominantLanguage
  }

  /// Adds `string` to the text read so far.
  open func processString(_ string: String) { text += string }

  /// Forgets the text read.
  open func reset() { text = "" }

  /// The most likely language of the text read, nil when none can be told.
  open var dominantLanguage: NLLanguage? { languageHypotheses(withMaximum: 1).keys.first }

  /// Up to `maxHypotheses` languages with their likelihood (summing to 1 or less).
  open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
    var scores = LanguageGuess.scores(of: text)
    if !languageConstraints.isEmpty { scores = scores.filter { languageConstraints.contains($0.key) } }
    let total = scores.values.reduce(0, +)
    guard total > 0, maxHypotheses > 0 else { return [:] }
    let best = scores.sorted {
      $0.value > $1.value || ($0.value == $1.value && $0.key.rawValue < $1.key.rawValue)
    }
    return Dictionary(uniqueKeysWithValues: best.prefix(maxHypotheses).map { ($0.key, $0.value / total) })
  }
}

/// How likely each language is, from the text's letters by script and, within a script shared by
/// several languages, its commonest words.
enum LanguageGuess {
  /// The commonest short words of languages written in a shared script.
  static let commonWords: [NLLanguage: Set<String>] = [
    .english: [
      "the", "and", "is", "of", "to", "in", "it", "you", "that", "this", "with", "for", "are", "was", "on",
    ],
    .french: [
      "le", "la", "les", "et", "est", "un", "une", "des", "du", "de", "que", "pour", "pas", "dans", "avec",
    ],
    .german: [
      "der", "die", "das", "und", "ist", "nicht", "ein", "eine", "zu", "mit", "ich", "sie", "es", "auf",
      "den",
    ],
    .spanish: [
      "el", "la", "los", "las", "y", "es", "un", "una", "que", "de", "en", "por", "con", "para", "del",
    ],
    .italian: [
      "il", "la", "di", "che", "è", "e", "un", "una", "per", "non", "sono", "gli", "con", "del", "della",
    ],
    .portuguese: [
      "o", "a", "os", "as", "e", "é", "um", "uma", "que", "de", "não", "com", "para", "do", "da",
    ],
    .dutch: [
      "de", "het", "een", "en", "is", "van", "ik", "niet", "dat", "op", "te", "zijn", "met", "voor", "je",
    ],
    .russian: ["и", "в", "не", "на", "я", "что", "он", "с", "это", "как", "по", "но", "она", "мы", "вы"],
    .ukrainian: ["і", "в", "не", "на", "я", "що", "він", "з", "це", "як", "та", "але", "вона", "ми", "ви"],
    .arabic: ["في", "من", "على", "أن", "إلى", "هذا", "ما", "لا", "هو", "عن"],
    .persian: ["در", "به", "از", "که", "این", "را", "با", "است", "برای", "آن"],
  ]

  static func scores(of text: String) -> [NLLanguage: Double] {
    var scripts: [NLLanguage: Double] = [:]
    var latin = 0.0
    var cyrillic = 0.0
    var arabic = 0.0
    var han = 0.0
    var kana = 0.0
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic || scalar.properties.isIdeographic
    {
      switch scalar.value {
      case 0x0041...0x024F, 0x1E00...0x1EFF: latin += 1
      case 0x0400...0x04FF: cyrillic += 1
      case 0x0600...0x06FF: arabic += 1
      case 0x0370...0x03FF: scripts[.greek, default: 0] += 1
      case 0x0590...0x05FF: scripts[.hebrew, default: 0] += 1
      case 0x0900...0x097F: scripts[.hindi, default: 0] += 1
      case 0x0980...0x09FF: scripts[.bengali, default: 0] += 1
      case 0x0A00...0x0A7F: scripts[.punjabi, default: 0] += 1
      case 0x0A80...0x0AFF: scripts[.gujarati, default: 0] += 1
      case 0x0B80...0x0BFF: scripts[.tamil, default: 0] += 1
      case 0x0C00...0x0C7F: scripts[.telugu, default: 0] += 1
      case 0x0C80...0x0CFF: scripts[.kannada, default: 0] += 1
      case 0x0D00...0x0D7F: scripts[.malayalam, default: 0] += 1
      case 0x0E00...0x0E7F: scripts[.thai, default: 0] += 1
      case 0x10A0...0x10FF: scripts[.georgian, default: 0] += 1
      case 0x0530...0x058F: scripts[.armenian, default: 0] += 1
      case 0x1100...0x11FF, 0xAC00...0xD7AF, 0x3130...0x318F: scripts[.korean, default: 0] += 1
      case 0x3040...0x30FF: kana += 1
      case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: han += 1
      default: break
      }
    }
    // Kana makes Han Japanese; otherwise Han is Chinese.
    if kana > 0 {
      scripts[.japanese, default: 0] += kana + han
    } else if han > 0 {
      scripts[.simplifiedChinese, default: 0] += han
    }
    let words = text.lowercased().split { !$0.isLetter }.map(String.init)
    func share(_ letters: Double, among languages: [NLLanguage], otherwise fallback: NLLanguage) {
      guard letters > 0 else { return }
      var counts: [NLLanguage: Double] = [:]
      for word in words {
        for language in languages where commonWords[language]?.contains(word) == true {
          counts[language, default: 0] += 1
        }
      }
      let total = counts.values.reduce(0, +)
      guard total > 0 else {
        scripts[fallback, default: 0] += letters
        return
      }
      for (language, count) in counts { scripts[language, default: 0] += letters * count / total }
    }
    share(
      latin, among: [.english, .french, .german, .spanish, .italian, .portuguese, .dutch], otherwise: .english
    )
    share(cyrillic, among: [.russian, .ukrainian], otherwise: .russian)
    share(arabic, among: [.arabic, .persian], otherwise: .arabic)
    return scripts
  }
}
