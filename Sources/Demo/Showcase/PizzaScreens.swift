import Audit
import DynamicType
import Legible
import PizzaApp
import Typesetting

/// The reference app's screens as audit subjects. The configuration's language is a code (en, ru,
/// hi, zh) and its variant `firstApproach` or `adapted`.
public enum PizzaScreens {
  /// The menu: every language, both variants.
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

  /// What a report says of the case study before its pictures: the article's own figures.
  public static let introduction = [
    """
    The case study: a pizza-delivery app's menu, adapted to Dynamic Type. Its author searched the \
    App Store for pizza delivery, installed the first 24 apps and found 2 that offered an \
    interface for people with low vision (one of them, it seemed, by accident). The app had \
    550,000 users a month: if only 1% of them use a larger text size, that is 5,500 people for \
    whom the app was uncomfortable.
    """,
    """
    Below: the first approach (fonts that grow in the small-size layout) beside the adapted \
    design, at AX3 on an iPhone 6S with a product row in view, in each language; then every \
    configuration audited, with its findings drawn on its screenshots.
    """,
  ]
}
