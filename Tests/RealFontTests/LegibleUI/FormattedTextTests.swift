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
}
