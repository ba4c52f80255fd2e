/// The two forms of the menu the case study compares.
public enum Variant: String, CaseIterable, Hashable, Sendable {
  /// Steps 1–2 of the article: every text follows the size, nothing else adapts.
  case firstApproach
  /// The article's final design, with every adaptation it describes.
  case adapted

  /// The variant named `name`, in any case and with or without dashes and underscores; nil for another name.
  public init?(name: String) {
    let key = name.lowercased().replacing("-", with: "").replacing("_", with: "")
    guard let variant = Variant.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
    self = variant
  }
}
