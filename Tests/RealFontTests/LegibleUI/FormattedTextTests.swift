import Foundation
import LegibleUI
import LocalizedStrings
import Testing

/// Values formatted by a format style in a `Text` are formatted as a phone set to the language
/// being laid out formats them, in that language's usual region: an American iPhone writes a
/// dollar price "$189.99", not "US$189.99".
@MainActor @Suite(.serialized) struct FormattedTextTests {
  private func texts(in language: String?, _ view: () -> some View) throws -> [String] {
    let previous = StringCatalog.language
    StringCatalog.language = language
    defer { StringCatalog.language = previous }
    let screen = try realScreen()
    // Made in the configuration's language, as a preview is.
    screen.host(view())
    return screen.texts
  }

  @Test func aDollarPriceIsWrittenAsInTheLanguagesRegion() throws {
    let price = 189.99
    #expect(try texts(in: nil) { Text(price, format: .currency(code: "USD")) } == ["$189.99"])
    #expect(
      try texts(in: "en") { Text("Total: \(price, format: .currency(code: "USD"))") } == ["Total: $189.99"])
    let russian = try texts(in: "ru") { Text(price, format: .currency(code: "USD")) }.first ?? ""
    #expect(russian.hasPrefix("189,99"))
  }

  @Test func aFormatterWritesTheValueAsConfigured() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let date = Date(timeIntervalSince1970: 86_400 * 365)
    #expect(try texts(in: nil) { Text(date, formatter: formatter) } == ["1971-01-01"])
    let number = NumberFormatter()
    number.minimumFractionDigits = 2
    #expect(try texts(in: nil) { Text(NSNumber(value: 3), formatter: number) } == ["3.00"])
  }

  @Test func aRegionGivenFormatsEveryLanguageForIt() throws {
    let amount = 1_234_567.5
    let before = StringCatalog.region
    #expect(try texts(in: "en") { Text(amount, format: .currency(code: "USD")) } == ["$1,234,567.50"])
    // India groups by lakhs and crores, in English as in Hindi.
    try StringCatalog.withRegion("IN") { () throws in
      #expect(try texts(in: "en") { Text(amount, format: .currency(code: "USD")) } == ["$12,34,567.50"])
      #expect(StringCatalog.formattingLocale.region?.identifier == "IN")
    }
    try StringCatalog.withRegion("DE") { () throws in
      #expect(StringCatalog.formattingLocale.language.languageCode?.identifier == "en")
      let german = try texts(in: "en") { Text(amount, format: .number) }.first ?? ""
      #expect(german == "1.234.567,5")
    }
    // Set for the work only: other tests running meanwhile keep theirs.
    #expect(StringCatalog.region == before)
  }

  @Test func aRegionIsTwoLettersOrThreeDigitsThatNameOne() throws {
    #expect(try StringCatalog.checkedRegion("de") == "DE")
    #expect(try StringCatalog.checkedRegion("419") == "419")
    for code in ["", "D", "DEU", "ZZ", "XX", "4l9", "U S", "🇩🇪"] {
      #expect(throws: RegionError(code: code)) { try StringCatalog.checkedRegion(code) }
    }
    #expect(RegionError(code: "XX").description.contains("two letters"))
  }
}
