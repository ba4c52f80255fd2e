import Foundation
import LocalizedStrings
import Testing

/// A person's name written as Foundation's `PersonNameComponentsFormatter` writes it, at each
/// style, in the order of the name's script and the locale.
@Suite struct PersonNameFormatterTests {
  private var thomas: PersonNameComponents {
    var name = PersonNameComponents()
    name.namePrefix = "Dr."
    name.givenName = "Thomas"
    name.middleName = "Louis"
    name.familyName = "Clark"
    name.nameSuffix = "Jr."
    name.nickname = "Tom"
    return name
  }

  @Test func eachStyleWritesWhatFoundationWrites() {
    let formatter = PersonNameComponentsFormatter()
    formatter.locale = Locale(identifier: "en_US")
    let written = [PersonNameComponentsFormatter.Style.default, .short, .medium, .long, .abbreviated]
      .map { style in
        formatter.style = style
        return formatter.string(from: thomas)
      }
    #expect(written == ["Thomas Clark", "Tom", "Thomas Clark", "Dr. Thomas Louis Clark Jr.", "TC"])
    #expect(formatter.string(from: PersonNameComponents()).isEmpty)
    #expect(formatter.string(for: "Thomas") == nil)
  }

  @Test func aNameIsWrittenInItsOwnOrder() {
    var wang = PersonNameComponents()
    wang.familyName = "王"
    wang.givenName = "小明"
    let formatter = PersonNameComponentsFormatter()
    formatter.locale = Locale(identifier: "en_US")
    #expect(formatter.string(from: wang) == "王小明")
    formatter.locale = Locale(identifier: "zh_CN")
    #expect(formatter.string(from: thomas) == "Thomas Clark")
    var kovacs = PersonNameComponents()
    kovacs.givenName = "János"
    kovacs.familyName = "Kovács"
    formatter.locale = Locale(identifier: "hu_HU")
    #expect(formatter.string(from: kovacs) == "Kovács János")
  }

  @Test func theFormatStyleAndTheParserAgreeWithTheFormatter() throws {
    #expect(thomas.formatted(.name(style: .short)) == "Tom")
    #expect(
      thomas.formatted(PersonNameComponents.FormatStyle(style: .long, locale: Locale(identifier: "en_US")))
        == "Dr. Thomas Louis Clark Jr.")
    let parsed = try #require(
      PersonNameComponentsFormatter().personNameComponents(from: "Anna Maria Ivanova"))
    #expect(parsed.givenName == "Anna" && parsed.middleName == "Maria" && parsed.familyName == "Ivanova")
    #expect(PersonNameComponentsFormatter().personNameComponents(from: "  42 ") == nil)
  }
}
