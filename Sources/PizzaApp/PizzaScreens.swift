import Audit
import DynamicType
import Legible
import Typesetting

/// The reference app's screens as audit subjects. The configuration's language is a code (en, ru,
/// hi, zh) and its variant `firstApproach` or `adapted`.
public enum PizzaScreens {
  public static let menu = AuditScreen(
    name: "menu", languages: Language.allCases.map(\.rawValue), variants: Variant.allCases.map(\.rawValue)
  ) { configuration, typesetter in
    let language = Language(code: configuration.language) ?? .english
    let variant = Variant(name: configuration.variant) ?? .adapted
    return MenuScreen.screen(
      language: language, variant: variant, category: configuration.category, device: configuration.device,
      typesetter: typesetter
    ).0
  }

  /// A product's screen (the first pizza), with its navigation bar and action bar.
  public static let product = AuditScreen(
    name: "product", languages: Language.allCases.map(\.rawValue), variants: ["adapted"]
  ) { configuration, typesetter in
    ProductScreen.screen(
      language: Language(code: configuration.language) ?? .english, product: 0,
      category: configuration.category,
      device: configuration.device, typesetter: typesetter
    ).0
  }

  /// The matrix the demo audits: both variants, every category, iPhone 4S (the case study's own
  /// check device), SE, 6S and 15, four languages.
  public static let demoMatrix = AuditMatrix(
    categories: ContentSizeCategory.allCases, devices: [.iPhone4S, .iPhoneSE, .iPhone6S, .iPhone15],
    languages: Language.allCases.map(\.rawValue), variants: Variant.allCases.map(\.rawValue))
}
