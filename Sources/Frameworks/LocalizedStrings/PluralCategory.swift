/// A number's plural category in a language, as the Unicode CLDR's rules give it for whole
/// numbers: what a string catalog's plural variations are keyed by.
enum PluralCategory: String {
  case zero, one, two, few, many, other

  init(_ number: Int64, language: String) {
    let code = String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
    let n = number.magnitude
    switch code {
    case "ru", "uk", "be":
      let (ten, hundred) = (n % 10, n % 100)
      if ten == 1 && hundred != 11 {
        self = .one
      } else if (2...4).contains(ten) && !(12...14).contains(hundred) {
        self = .few
      } else {
        self = .many
      }
    case "pl":
      let (ten, hundred) = (n % 10, n % 100)
      if n == 1 {
        self = .one
      } else if (2...4).contains(ten) && !(12...14).contains(hundred) {
        self = .few
      } else {
        self = .many
      }
    case "hi", "bn", "fr", "pt", "fa", "gu", "kn", "mr", "zu", "am": self = n <= 1 ? .one : .other
    case "zh", "ja", "ko", "th", "vi", "id", "ms", "yue", "my": self = .other
    case "ar":
      switch n {
      case 0: self = .zero
      case 1: self = .one
      case 2: self = .two
      case _ where (3...10).contains(n % 100): self = .few
      case _ where (11...99).contains(n % 100): self = .many
      default: self = .other
      }
    default: self = n == 1 ? .one : .other
    }
  }
}
