import Foundation
import LocalizedStrings
import Testing

/// Lists are joined in the words of the language being laid out, as an iPhone set to it joins
/// them.
@MainActor @Suite(.serialized) struct ListFormatterTests {
  @Test func listsAreJoinedInTheLanguageBeingLaidOut() {
    let names = ["Anna", "Boris", "Chen"]
    let expected = ["en": "Anna, Boris, and Chen", "ru": "Anna, Boris и Chen", "zh": "Anna、Boris和Chen"]
    for (language, joined) in expected.sorted(by: { $0.key < $1.key }) {
      StringCatalog.language = language
      defer { StringCatalog.language = nil }
      #expect(ListFormatter.localizedString(byJoining: names) == joined, "\(language)")
    }
    #expect(ListFormatter.localizedString(byJoining: ["Anna", "Boris"]) == "Anna and Boris")
    #expect(ListFormatter.localizedString(byJoining: ["Anna"]) == "Anna")
    #expect(ListFormatter.localizedString(byJoining: []) == "")
  }

  @Test func aFormatterWritesItsItemsWithItsItemFormatterInItsLocale() {
    let formatter = ListFormatter()
    formatter.locale = Locale(identifier: "de-DE")
    #expect(formatter.string(from: [1, 2, 3]) == "1, 2 und 3")
    let numbers = NumberFormatter()
    numbers.numberStyle = .percent
    numbers.locale = Locale(identifier: "en-US")
    formatter.itemFormatter = numbers
    formatter.locale = Locale(identifier: "en-GB")
    #expect(formatter.string(for: [0.5, 0.25]) == "50% and 25%")
    #expect(formatter.string(for: "not a list") == nil)
  }
}
