import Foundation
import LocalizedStrings
import Testing

/// `RelativeDateTimeFormatter`, which Linux's Foundation lacks, writes a date relative to another
/// in the formatter's language, named or in numbers.
@Suite struct RelativeDateTimeFormatterTests {
  let reference = Date(timeIntervalSince1970: 1_700_000_000)

  func formatter(_ style: RelativeDateTimeFormatter.DateTimeStyle, _ language: String)
    -> RelativeDateTimeFormatter
  {
    let formatter = RelativeDateTimeFormatter()
    formatter.dateTimeStyle = style
    formatter.locale = Locale(identifier: language)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    formatter.calendar = calendar
    return formatter
  }

  @Test func aDayAwayIsNamedAndFurtherIsCounted() {
    let named = formatter(.named, "en_US")
    #expect(
      named.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
    #expect(
      named.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference)
        == "in 3 days")
    let numeric = formatter(.numeric, "en_US")
    #expect(
      numeric.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference)
        == "1 day ago")
  }

  @Test func itWritesInItsLanguage() {
    let russian = formatter(.named, "ru_RU")
    #expect(
      russian.localizedString(for: reference.addingTimeInterval(86_400), relativeTo: reference) == "завтра")
  }
}
