import Audit
import DynamicType
import Foundation
import LegibleTesting
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen
import struct Legible.Traits

/// What SwiftUI's vocabulary draws here, with real fonts on the SE: symbols that grow with their
/// text, placeholders the audit reports, fixed fonts the audit calls out.
@MainActor @Suite struct VocabularyTests {
  static func audit<V: View>(_ name: String, _ content: @escaping @MainActor () -> V) throws -> [Finding] {
    let screen = AuditScreen(name: name) { configuration, typesetter in
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      screen.host(content())
      return screen
    }
    return auditFindings(
      of: screen,
      matrix: AuditMatrix(categories: [.large, .accessibilityExtraExtraExtraLarge], devices: [.iPhoneSE]),
      typesetter: try PangoTypesetter())
  }

  @Test func aSymbolBesideTextGrowsWithIt() throws {
    var ratios: [Double] = []
    for category in [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(
        HStack {
          Image(systemName: "star.fill").accessibilityIdentifier("star")
          Text("Favourites")
        })
      let snapshot = screen.snapshot()
      let star = try #require(snapshot.node("star"))
      #expect(star.missingResource == nil, "star.fill is drawn from the icon set")
      let image = try #require(star.image)
      let text = try #require(screen.node(showing: "Favourites")?.text)
      ratios.append(image.frame.height / text.pointSize)
      #expect(abs(star.frame.midY - (screen.node(showing: "Favourites")?.frame.midY ?? 0)) <= 2)
    }
    // The same proportion to its text at L and at AX5.
    #expect(abs(ratios[0] - ratios[1]) < 0.1, "\(ratios)")
  }

  @Test func anUnmappedSymbolShowsAPlaceholderAndIsReported() throws {
    let findings = try Self.audit("unmapped") {
      Label("Ghost", systemImage: "no.such.symbol.anywhere")
    }
    let unmapped = findings.filter { $0.check == .unmappedSymbol }
    #expect(unmapped.count == 2, "one per configuration")
    #expect(unmapped.first?.message.contains("no.such.symbol.anywhere") == true)
  }

  @Test func anSVGFontIsReadByGlyphNameWhateverSpaceComesBeforeAnAttribute() {
    let font = """
      <svg><defs><font><glyph glyph-name="cart" unicode="&#xf110;" d="M1 2L3 4z" />
      <glyph
      glyph-name="heart"	d="M5 6z"/><glyph glyph-name="blank" horiz-adv-x="512" />
      <glyph d="M7 8z" glyph-name="star"/><glyph glyph-name="cut" d="M9
      """
    let set = SymbolSet(svgFont: Data(font.utf8))
    #expect(set.count == 3, "cart, heart and star; a glyph with no outline and a cut tag are not read")
    #expect(
      set.icon(systemName: "cart.fill").map { String(decoding: $0.svg, as: UTF8.self) }?.contains(
        "d='M1 2L3 4z'") == true)
    #expect(
      set.icon(systemName: "heart.fill").map { String(decoding: $0.svg, as: UTF8.self) }?.contains(
        "d='M5 6z'") == true)
    #expect(
      set.icon(systemName: "star").map { String(decoding: $0.svg, as: UTF8.self) }?.contains("d='M7 8z'")
        == true)
    #expect(SymbolSet(svgFont: Data([0xFF, 0xFE, 0x3C])).count == 0, "not UTF-8, no glyph: no crash")
  }

  @Test func everyMappedSymbolHasAGlyphInTheIconSet() {
    useSystemSymbols()
    let mapped = SymbolSet.current.mappedNames
    #expect(mapped.count >= 700)
    for name in [
      "star.fill", "heart", "cart", "gearshape", "person.circle", "magnifyingglass", "chevron.right",
      "safari",
      "arrowshape.turn.up.left", "doc.plaintext", "text.badge.checkmark", "mappin.square",
    ] {
      #expect(mapped.contains(name), "\(name) is drawn")
    }
  }

  @Test func aFixedSystemFontIsReportedAsNotScalingAndATextStyleIsNot() throws {
    let fixed = try Self.audit("fixed") { Text("Order total").font(.system(size: 17)) }
    #expect(fixed.contains { $0.check == .notScaling && $0.configuration.category.isAccessibilityCategory })
    let styled = try Self.audit("styled") { Text("Order total").font(.body) }
    #expect(!styled.contains { $0.check == .notScaling })
    let custom = try Self.audit("custom") {
      Text("Order total").font(.custom("Noto Serif", size: 17, relativeTo: .body))
    }
    #expect(!custom.contains { $0.check == .notScaling })
  }

  @Test func aMissingAssetColourIsDrawnAndReported() throws {
    let findings = try Self.audit("asset") { Color("NoSuchBrandColour").frame(width: 100, height: 40) }
    let missing = findings.filter { $0.check == .missingAsset }
    #expect(missing.count == 2)
    #expect(missing.first?.message.contains("NoSuchBrandColour") == true)
  }

  @Test func aContainerRelativeFrameIsAPartOfTheScreensWidth() throws {
    let screen = try realScreen(.iPhoneSE)
    screen.host(
      Text("Apollo 11")
        .containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }
        .accessibilityIdentifier("badge")
        .clipShape(.rect(cornerRadius: 8)))
    let badge = try #require(screen.snapshot().node("badge"))
    #expect(abs(badge.frame.width - screen.safeArea.width * 0.6) < 0.5)
  }

  /// Apple's example for `containerRelativeFrame`: three of four parts of the scroll view,
  /// less its safe-area padding, 10 points apart.
  @Test func aCarouselItemIsThreeQuartersOfItsPaddedContainer() throws {
    let screen = try realScreen(.iPhoneSE)
    screen.host(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 10.0) {
          ForEach(0..<4, id: \.self) { index in
            RoundedRectangle(cornerRadius: 8)
              .aspectRatio(3.0 / 2.0, contentMode: .fit)
              .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
              .accessibilityIdentifier("item-\(index)")
          }
        }
      }
      .safeAreaPadding(.horizontal, 20.0))
    let snapshot = screen.snapshot()
    let first = try #require(snapshot.node("item-0"))
    let second = try #require(snapshot.node("item-1"))
    let container = screen.safeArea.width - 40
    #expect(abs(first.frame.width - ((container - 30) / 4 * 3 + 20)) < 0.5)
    #expect(abs(first.frame.height - first.frame.width / 1.5) < 0.5)
    #expect(abs(second.frame.minX - first.frame.maxX - 10) < 0.5)
  }

  @Test func aRowTakesATitleAndValueOfYourOwnStrings() throws {
    let rows = [("Delivery address", "10 Pushkin Street")]
    let screen = try realScreen(.iPhoneSE)
    screen.host(Form { ForEach(rows, id: \.0) { row in LabeledContent(row.0, value: row.1) } })
    #expect(screen.texts.contains("Delivery address"))
    #expect(screen.texts.contains("10 Pushkin Street"))
  }

  @Test func aFormRowStacksItsValueUnderItsLabelWhenTheyDoNotFitSideBySide() throws {
    var gaps: [Double] = []
    for category in [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(
        Form {
          LabeledContent("Number of people", value: "2 people")
        })
      let label = try #require(screen.node(showing: "Number of people"))
      let value = try #require(screen.node(showing: "2 people"))
      gaps.append(value.frame.minY - label.frame.maxY)
      // No word is broken to keep the two on one line.
      #expect(label.text?.layout.lines.allSatisfy { !$0.breakKind.splitsWord } == true)
    }
    #expect(gaps[0] < 0, "side by side at L")
    #expect(gaps[1] >= 0, "the value under the label at AX5")
  }

  @Test func aNavigationPathIsSavedAndRestored() throws {
    var path = NavigationPath()
    path.append(3)
    path.append("Moon")
    let saved = try #require(path.codable)
    let data = try JSONEncoder().encode(saved)
    let restored = NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    #expect(restored == path)
  }
}
