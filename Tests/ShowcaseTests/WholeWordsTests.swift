import Audit
import DynamicType
import Geometry
import Legible
import PangoCairo
import Testing

/// With real fonts: text with room for its words keeps them whole in Russian, Hindi and Chinese,
/// and the audit says so; squeeze the same text and it says what broke.
@MainActor @Suite struct WholeWordsTests {
  static let texts = [
    "ru": ["Пицца и напитки", "Торт и сок", "Сырный бортик"],
    "hi": ["पिज़्ज़ा और पेय", "एक घंटे में डिलीवरी", "चीज़ क्रस्ट"],
    "zh": ["披萨", "饮料", "送达很快"],
  ]

  func screen(_ language: String, width: Double?) -> AuditScreen {
    AuditScreen(name: "words-\(language)") { configuration, typesetter in
      let labels: [View] = (Self.texts[language] ?? []).map { text in
        let label = Label(text, font: .textStyle(.body), lines: 0)
        return width.map { FixedFrame(label, width: $0) } ?? label
      }
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      let margins = ScaledInsets(EdgeInsets(all: 16), relativeTo: nil)
      screen.root = ScrollView(
        Padding(Stack(.vertical, spacing: 12, alignment: .start, labels), insets: margins))
      return screen
    }
  }

  func brokenWords(_ language: String, width: Double?) throws -> [Finding] {
    let result = AuditRunner.run(
      screen(language, width: width),
      matrix: AuditMatrix(categories: [.large, .accessibilityExtraExtraExtraLarge], devices: [.iPhoneSE]),
      typesetter: try PangoTypesetter(), options: AuditOptions(checks: [.wordBroken]))
    return result.findings
  }

  @Test(arguments: ["ru", "hi", "zh"])
  func wordsWithRoomStayWhole(_ language: String) throws {
    let found = try brokenWords(language, width: nil)
    #expect(found.isEmpty, "\(found.map(\.summary))")
  }

  @Test(arguments: ["ru", "hi", "zh"])
  func wordsSqueezedAtAX5AreReported(_ language: String) throws {
    let found = try brokenWords(language, width: 70)
    #expect(!found.isEmpty)
    #expect(
      found.allSatisfy {
        $0.configuration.category == .accessibilityExtraExtraExtraLarge || $0.severity == .warning
      })
  }
}
