import DynamicType
import Foundation
import Legible
import PizzaApp

/// What a browser needs to lay out the bundled menu as a web page over the same matrix the audit
/// runs: the menu's text in each language (from `MenuContent`, the same strings the app shows),
/// the point size and leading of every text style at every category (Apple's scale, as the app
/// uses it), and the phones' sizes in points. `scripts/compare-chromium` builds its pages from
/// this file, so that Legible and the browser lay out the same text at the same sizes and widths.
enum WebMenuExport {
  static func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var languages: [String: Any] = [:]
    for language in [Language.english, .russian, .chinese, .hindi] {
      let content = MenuContent.forLanguage(language)
      languages[language.rawValue] =
        [
          "city": content.city, "coins": content.coins, "address": content.address,
          "promoCode": content.promoCode, "promotions": content.promotions, "tabs": content.tabs,
          "categories": content.categories.map { category in
            [
              "name": category.name,
              "products": category.products.map {
                ["name": $0.name, "description": $0.description, "price": $0.price]
              },
            ] as [String: Any]
          },
        ] as [String: Any]
    }
    let categories = ContentSizeCategory.allCases.map { category in
      [
        "name": category.shortName,
        "accessibility": category.isAccessibilityCategory,
        "atLeastXXL": category >= .extraExtraLarge,
        "styles": Dictionary(
          uniqueKeysWithValues: TextStyle.allCases.map { style in
            let metrics = style.metrics(at: category)
            return (style.rawValue, ["size": metrics.pointSize, "leading": metrics.leading])
          }),
      ] as [String: Any]
    }
    let devices = [Device.iPhone4S, .iPhoneSE, .iPhone6S, .iPhone15].map {
      [
        "name": $0.shortName, "width": $0.size.width, "height": $0.size.height, "scale": $0.scale,
        "top": $0.safeAreaInsets.top, "bottom": $0.safeAreaInsets.bottom,
      ] as [String: Any]
    }
    let manifest: [String: Any] = [
      "languages": languages, "categories": categories, "devices": devices,
      "variants": ["firstApproach", "adapted"],
    ]
    let data = try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys])
    try data.write(to: folder.appendingPathComponent("menu.json"), options: .atomic)
  }
}
