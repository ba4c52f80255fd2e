import DynamicType
import Foundation
import LegibleUI
import LocalizedStrings
import Testing

import class Legible.Screen

/// `Text("key")`, `Text(LocalizedStringResource)` and `String(localized:)` in a view show the
/// app's translation in the language being laid out, with its plural form, and grow with the text
/// size as any text does.
@MainActor @Suite(.serialized) struct LocalizedTextTests {
  /// A catalog of the app's own, in a temporary folder.
  func catalog() throws -> StringCatalog {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-localized-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The table a key is looked up in by default is the catalog named Localizable.
    let file = folder.appendingPathComponent("Localizable.xcstrings")
    let json = """
      {"sourceLanguage": "en", "strings": {
        "Your courier is on the way": {"localizations": {
          "ru": {"stringUnit": {"state": "translated", "value": "Курьер уже едет к вам с вашим заказом"}},
          "hi": {"stringUnit": {"state": "translated", "value": "आपका कूरियर रास्ते में है"}},
          "zh-Hans": {"stringUnit": {"state": "translated", "value": "您的快递员正在路上"}}}},
        "%lld pizzas": {"localizations": {
          "ru": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld пицца"}},
            "few": {"stringUnit": {"state": "translated", "value": "%lld пиццы"}},
            "many": {"stringUnit": {"state": "translated", "value": "%lld пицц"}}}}}}}
      }}
      """
    try json.write(to: file, atomically: true, encoding: .utf8)
    return StringCatalog(files: [file])
  }

  struct CourierCard: View {
    var count: Int
    var body: some View {
      VStack(alignment: .leading) {
        Text("Your courier is on the way")
          .font(.headline)
        Text("\(count) pizzas")
        Text(String(localized: "Your courier is on the way"))
      }
    }
  }

  @Test(arguments: [
    ("ru", "Курьер уже едет к вам с вашим заказом", "5 пицц"), ("hi", "आपका कूरियर रास्ते में है", "5 pizzas"),
    ("zh-Hans", "您的快递员正在路上", "5 pizzas"), ("en", "Your courier is on the way", "5 pizzas"),
  ])
  func textShowsTheTranslationOfTheLanguageLaidOut(language: String, title: String, count: String) throws {
    let previous = (StringCatalog.current, StringCatalog.language)
    StringCatalog.current = try catalog()
    StringCatalog.language = language
    defer { (StringCatalog.current, StringCatalog.language) = previous }
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(CourierCard(count: 5))
    #expect(screen.texts == [title, count, title])
  }

  /// The Russian title: at most two lines at L on the SE (it is about as wide as the screen), three
  /// or more at AX5.
  @Test func aTranslationWrapsAtLargeSizes() throws {
    let previous = (StringCatalog.current, StringCatalog.language)
    StringCatalog.current = try catalog()
    StringCatalog.language = "ru"
    defer { (StringCatalog.current, StringCatalog.language) = previous }
    var lines: [Int] = []
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(CourierCard(count: 2))
      let title = try #require(screen.node(showing: "Курьер уже едет к вам с вашим заказом")?.text)
      lines.append(title.layout.lineCount)
      #expect(screen.texts.contains("2 пиццы"))
    }
    #expect(lines[0] <= 2 && lines[1] >= 3 && lines[1] > lines[0], "\(lines)")
  }
}
