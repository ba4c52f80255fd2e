import Audit
import DynamicType
import LegibleCLI
import LegibleTesting
import LegibleUI
import PangoCairo
import SwiftUIGallery
import Testing

import class Legible.Screen

/// The SwiftUI gallery, screens written as iOS teams write them, found through the preview plugin,
/// laid out with real fonts and audited at every text size on the small iPhone SE. What the audit
/// says about a screen's own design (text cut short at AX5, a row too tall) is the gallery's to
/// keep; what would be Legible's failure is not allowed: a symbol or an asset it cannot draw, a
/// character no font has, text drawn outside its view.
@MainActor @Suite struct GalleryTests {
  static let previews = LegiblePreviews.all

  @Test func thePluginFindsEveryPreviewOfEveryFile() {
    let files = Set(Self.previews.map(\.file))
    #expect(files.count >= 38)
    #expect(Self.previews.count >= 42)
    // A group's views are previews of their own, named by their display names.
    #expect(Self.previews.contains { $0.file == "ScrumCard.swift" && $0.name == "Card" })
    #expect(Self.previews.contains { $0.file == "ScrumCard.swift" && $0.name == "Scrums" })
    #expect(Self.previews.contains { $0.name == "LandmarkRow 2" && $0.request.sizeThatFits })
    // A provider inside `#if DEBUG` is listed under the same condition.
    #expect(Self.previews.contains { $0.file == "LoginView.swift" })
    // `#Preview` uses, named or not, with their traits.
    #expect(Self.previews.contains { $0.file == "ContentView.swift" && $0.name == "Preview" })
    #expect(Self.previews.contains { $0.name == "Halfway" && !$0.request.sizeThatFits })
    #expect(Self.previews.contains { $0.name == "Done" && $0.request.sizeThatFits })
  }

  @Test func aViewWrittenInAPreviewIsLocatedInItsFileNotInThePluginsList() throws {
    let preview = try #require(Self.previews.first { $0.name == "Behind" })
    let screen = Screen(
      device: .iPhoneSE, traits: .init(contentSizeCategory: .large), typesetter: try PangoTypesetter())
    screen.host(preview.make())
    let text = try #require(
      screen.snapshot().allNodes.first { $0.text?.string.hasPrefix("Walk to the shops") == true })
    let location = try #require(text.sourceLocation)
    #expect(location.file.hasSuffix("SwiftUIGallery/StepsCounter.swift"), "\(location)")
    #expect(location.line == 45)
    #expect(location.column == 5)
  }

  static let engineChecks: Set<CheckID> = [.unmappedSymbol, .missingAsset, .missingGlyphs, .textOverflow]

  @Test func everyProviderIsListed() {
    let listed = Set(Self.previews.map { "\($0.file)/\($0.provider ?? "")" })
    #expect(listed == Set(LegiblePreviews.providers))
  }

  @Test(arguments: LegiblePreviews.providers)
  func theProvidersScreensDrawAndAuditAtEverySize(_ provider: String) throws {
    let previews = Self.previews.filter { "\($0.file)/\($0.provider ?? "")" == provider }
    #expect(!previews.isEmpty)
    for preview in previews { try Self.check(preview) }
  }

  static func check(_ preview: DeclaredPreview) throws {
    let name = "\(preview.file)/\(preview.name)"
    let screen = AuditScreen(preview: preview)
    let findings = auditFindings(
      of: screen, matrix: AuditMatrix(categories: ContentSizeCategory.allCases, devices: [.iPhoneSE]),
      typesetter: try PangoTypesetter())
    for finding in findings where Self.engineChecks.contains(finding.check) {
      Issue.record("\(name): \(finding.summary)")
    }
    // It shows something at the default size and at the largest.
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let made = screen.make(
        AuditConfiguration(category: category, device: .iPhoneSE, language: "en", variant: "default"),
        try PangoTypesetter())
      let texts = made.snapshot().allNodes.compactMap(\.text?.string).filter { !$0.isEmpty }
      #expect(!texts.isEmpty, "\(name) shows no text at \(category.shortName)")
    }
  }
}
