import Foundation
import Testing

@testable import LocalizedStrings

/// An app's translations as iOS shows them: the key Xcode extracts from an interpolated literal,
/// the catalog's text in the language asked for, plural forms by the language's rules, and the
/// text as written where there is no translation.
@Suite struct StringCatalogTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")
  let catalog = StringCatalog(files: [
    fixtures.appendingPathComponent("Localizable.xcstrings"),
    fixtures.appendingPathComponent("de.lproj/Localizable.strings"),
  ])

  @Test func theLanguagesAreTheFilesOnesTheSourceFirst() {
    #expect(catalog.languages.first == "en")
    #expect(Set(catalog.languages) == ["en", "hi", "ru", "zh-Hans", "de"])
    #expect(catalog.problems.isEmpty)
  }

  @Test(arguments: [
    ("ru", "Отследить заказ"), ("hi", "अपना ऑर्डर ट्रैक करें"), ("zh-Hans", "跟踪您的订单"),
    ("de", "Bestellung verfolgen"), ("de-AT", "Bestellung verfolgen"),
  ])
  func aKeyShowsItsTranslation(language: String, text: String) {
    #expect(catalog.localized("Track your order", language: language) == text)
  }

  @Test func aKeyWithoutTranslationIsNotFound() {
    #expect(catalog.localized("Track your order", language: "fr") == nil)
    #expect(catalog.localized("Not in the catalog", language: "ru") == nil)
  }

  /// Russian has one, few and many: 1, 21 минуту; 3, 24 минуты; 5, 11, 12 минут.
  @Test(arguments: [
    (1, "Прибудет через 1 минуту"), (21, "Прибудет через 21 минуту"), (3, "Прибудет через 3 минуты"),
    (24, "Прибудет через 24 минуты"), (5, "Прибудет через 5 минут"), (11, "Прибудет через 11 минут"),
    (12, "Прибудет через 12 минут"),
  ])
  func pluralFormsFollowTheLanguagesRules(minutes: Int, text: String) {
    #expect(
      catalog.localized("Arrives in %lld minutes", arguments: [.integer(Int64(minutes))], language: "ru")
        == text)
  }

  @Test func englishHasOneAndOther() {
    #expect(
      catalog.localized("Arrives in %lld minutes", arguments: [.integer(1)], language: "en")
        == "Arrives in 1 minute")
    #expect(
      catalog.localized("Arrives in %lld minutes", arguments: [.integer(0)], language: "en")
        == "Arrives in 0 minutes")
  }

  @Test func argumentsGoWhereTheTranslationPutsThem() {
    let text = catalog.localized(
      "%@ ordered %lld pizzas", arguments: [.text("Ana"), .integer(3)], language: "ru")
    #expect(text == "3 пиццы заказал(а) Ana")
    #expect(
      catalog.localized("Rating: %.1f of 5", arguments: [.number(4.25)], language: "de")
        == "Bewertung: 4.2 von 5"
        || catalog.localized("Rating: %.1f of 5", arguments: [.number(4.25)], language: "de")
          == "Bewertung: 4.3 von 5"
    )
    #expect(LocalizationFormat.apply("100%% of %@", [.text("it")]) == "100% of it")
    #expect(LocalizationFormat.apply("%@ and %@", [.text("one")]) == "one and %@")
  }

  @Test func anInterpolatedLiteralHasXcodesKey() {
    let minutes = 7
    let name = "Ana"
    let value: String.LocalizationValue = "\(name) waits \(minutes) min, 100%"
    #expect(value.key == "%@ waits %lld min, 100%%")
    #expect(value.arguments == [.text("Ana"), .integer(7)])
    #expect(value.text == "Ana waits 7 min, 100%")
  }

  @Test func foundationsCallsLookUpTheCurrentCatalog() {
    let previous = StringCatalog.current
    StringCatalog.current = catalog
    defer { StringCatalog.current = previous }
    let minutes = 22
    #expect(
      String(localized: "Arrives in \(minutes) minutes", locale: Locale(identifier: "ru"))
        == "Прибудет через 22 минуты")
    #expect(String(localized: "Track your order", locale: Locale(identifier: "zh-Hans")) == "跟踪您的订单")
    let resource = LocalizedStringResource("Track your order", locale: Locale(identifier: "de"))
    #expect(String(localized: resource) == "Bestellung verfolgen")
    // Where there is no translation, the text as written.
    #expect(
      String(localized: "Track \(minutes) orders", locale: Locale(identifier: "ru")) == "Track 22 orders")
  }

  @Test func anAppsNSLocalizedStringLooksUpTheCurrentCatalogInTheLanguageLaidOut() {
    let (previous, language) = (StringCatalog.current, StringCatalog.language)
    StringCatalog.current = catalog
    StringCatalog.language = "de"
    defer { (StringCatalog.current, StringCatalog.language) = (previous, language) }
    #expect(
      _localizedString("Track your order", comment: "the order screen's title") == "Bestellung verfolgen")
    // Without a translation: Foundation's lookup, which gives the value given, else the key.
    #expect(_localizedString("no_such_key", value: "Nothing here", comment: "") == "Nothing here")
    #expect(_localizedString("no_such_key", comment: "") == "no_such_key")
  }

  @Test func brokenFilesAreNotedNotThrown() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-strings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("ru.lproj"), withIntermediateDirectories: true)
    let broken = folder.appendingPathComponent("Localizable.xcstrings")
    try "{ not json".write(to: broken, atomically: true, encoding: .utf8)
    let strings = folder.appendingPathComponent("ru.lproj/Localizable.strings")
    try "\"unterminated = ".write(to: strings, atomically: true, encoding: .utf8)
    let catalog = StringCatalog(files: [broken, strings, folder.appendingPathComponent("missing.xcstrings")])
    #expect(catalog.problems.count == 3)
    #expect(catalog.languages.isEmpty)
  }
}
