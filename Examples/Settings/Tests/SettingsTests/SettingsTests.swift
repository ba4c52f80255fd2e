import Audit
import DynamicType
import Foundation
import Legible
import LegibleTesting
import PangoCairo
import Settings
import Testing

@MainActor @Suite struct SettingsTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Goldens")

  /// The screen has no problem the audit can find, at every size, in both languages, on the
  /// smallest phone and a large one, over its whole scrolling content.
  @Test func theScreenPassesTheAuditAtEverySize() throws {
    let findings = expectNoAuditFindings(
      of: AuditScreen.settings,
      matrix: AuditMatrix(
        categories: ContentSizeCategory.allCases, devices: [.iPhoneSE, .iPhone15], languages: ["en", "de"]),
      typesetter: try PangoTypesetter())
    #expect(findings.filter { $0.severity == .error }.isEmpty)
  }

  /// The layout at the default size and at the largest, in German, is what was looked at.
  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func theLayoutMatchesItsGolden(_ category: ContentSizeCategory) throws {
    let screen = AuditScreen.settings.make(
      AuditConfiguration(category: category, device: .iPhoneSE, language: "de", variant: "default"),
      try PangoTypesetter())
    screen.layoutIfNeeded()
    try expectSnapshot(
      screen.snapshot(), matchesGolden: "settings-de-\(category.shortName).txt", in: Self.goldens)
  }

  @Test func aTapOnASwitchFlipsIt() throws {
    let settings = SettingsScreen()
    let screen = Screen(device: .iPhoneSE, typesetter: try PangoTypesetter())
    screen.root = settings.root
    screen.layoutIfNeeded()
    #expect(!settings.offers.isOn)
    screen.play(TouchScript().press(at: settings.offers.frameOnScreen.center).lift())
    #expect(settings.offers.isOn)
  }
}
