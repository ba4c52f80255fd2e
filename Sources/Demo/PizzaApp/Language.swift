/// The languages of the reference app: those of the case study's source documents.
public enum Language: String, CaseIterable, Hashable, Sendable {
  /// English.
  case english = "en"
  /// Russian: long words that must not be broken.
  case russian = "ru"
  /// Hindi: Devanagari, with marks above and below the line.
  case hindi = "hi"
  /// Chinese: no spaces between words.
  case chinese = "zh"

  /// Reads `en`, `ru`, `hi`, `zh` or the English names.
  public init?(code: String) {
    let key = code.lowercased()
    guard
      let language = Language.allCases.first(where: {
        $0.rawValue == key || "\($0)" == key
      })
    else { return nil }
    self = language
  }

  /// A price in this language's currency, from a price in dollars.
  func price(_ dollars: Double) -> String {
    switch self {
    case .english: "$" + String(format2(dollars))
    case .russian: "\(Int((dollars * 60).rounded())) ₽"
    case .hindi: "₹\(Int((dollars * 40).rounded()))"
    case .chinese: "¥\(Int((dollars * 5.5).rounded()))"
    }
  }
}

private func format2(_ value: Double) -> String {
  let cents = Int((value * 100).rounded())
  let fraction = cents % 100
  return "\(cents / 100)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
}
