// NaturalLanguage under its own name where Apple's is not: text split into words, sentences and
// paragraphs, each token's type (word, punctuation, white space), and the language of a text.
// Apple's statistical models are not here:
// - the language is recognized from the text's script, and for Latin, Cyrillic and Arabic text
//   from the commonest words of each language, so a short or mixed text may be named otherwise
//   than iOS names it;
// - a run of Han, kana or Thai letters is split into one word per letter (iOS splits by a
//   dictionary);
// - lexical classes, names and lemmas need a tagging model, and a tagger answers nil for them,
//   as iOS does for a language whose model is not on the device.

/// A language, by its BCP 47 code, as NaturalLanguage's.
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let undetermined = NLLanguage("und")
  public static let amharic = NLLanguage("am")
  public static let arabic = NLLanguage("ar")
  public static let armenian = NLLanguage("hy")
  public static let bengali = NLLanguage("bn")
  public static let bulgarian = NLLanguage("bg")
  public static let burmese = NLLanguage("my")
  public static let catalan = NLLanguage("ca")
  public static let cherokee = NLLanguage("chr")
  public static let croatian = NLLanguage("hr")
  public static let czech = NLLanguage("cs")
  public static let danish = NLLanguage("da")
  public static let dutch = NLLanguage("nl")
  public static let english = NLLanguage("en")
  public static let finnish = NLLanguage("fi")
  public static let french = NLLanguage("fr")
  public static let georgian = NLLanguage("ka")
  public static let german = NLLanguage("de")
  public static let greek = NLLanguage("el")
  public static let gujarati = NLLanguage("gu")
  public static let hebrew = NLLanguage("he")
  public static let hindi = NLLanguage("hi")
  public static let hungarian = NLLanguage("hu")
  public static let icelandic = NLLanguage("is")
  public static let indonesian = NLLanguage("id")
  public static let italian = NLLanguage("it")
  public static let japanese = NLLanguage("ja")
  public static let kannada = NLLanguage("kn")
  public static let kazakh = NLLanguage("kk")
  public static let khmer = NLLanguage("km")
  public static let korean = NLLanguage("ko")
  public static let lao = NLLanguage("lo")
  public static let malay = NLLanguage("ms")
  public static let malayalam = NLLanguage("ml")
  public static let marathi = NLLanguage("mr")
  public static let mongolian = NLLanguage("mn")
  public static let norwegian = NLLanguage("nb")
  public static let oriya = NLLanguage("or")
  public static let persian = NLLanguage("fa")
  public static let polish = NLLanguage("pl")
  public static let portuguese = NLLanguage("pt")
  public static let punjabi = NLLanguage("pa")
  public static let romanian = NLLanguage("ro")
  public static let russian = NLLanguage("ru")
  public static let simplifiedChinese = NLLanguage("zh-Hans")
  public static let sinhalese = NLLanguage("si")
  public static let slovak = NLLanguage("sk")
  public static let spanish = NLLanguage("es")
  public static let swedish = NLLanguage("sv")
  public static let tamil = NLLanguage("ta")
  public static let telugu = NLLanguage("te")
  public static let thai = NLLanguage("th")
  public static let tibetan = NLLanguage("bo")
  public static let traditionalChinese = NLLanguage("zh-Hant")
  public static let turkish = NLLanguage("tr")
  public static let ukrainian = NLLanguage("uk")
  public static let urdu = NLLanguage("ur")
  public static let vietnamese = NLLanguage("vi")
}
