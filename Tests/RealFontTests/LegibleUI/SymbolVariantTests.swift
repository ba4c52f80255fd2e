import Testing

import class Legible.Screen

@testable import LegibleUI

/// `symbolVariant(_:)` shows each symbol image inside in its variant, as SwiftUI does: `heart`
/// as `heart.fill`, where the symbol set has the variant, else the symbol as named.
@MainActor @Suite struct SymbolVariantTests {
  /// The name of the icon the image `id` is drawn with.
  private func iconName(_ view: some View) throws -> String? {
    let screen = try realScreen()
    screen.host(view.accessibilityIdentifier("symbol"))
    guard case .vector(let icon)? = try #require(screen.snapshot().node("symbol")).image?.source else {
      return nil
    }
    return icon.name
  }

  @Test func aFillVariantShowsTheFilledSymbol() throws {
    #expect(try iconName(Image(systemName: "heart").symbolVariant(.fill)) == "heart.fill")
    #expect(try iconName(Image(systemName: "heart")) == "heart")
  }

  @Test func aNameThatHasThePartAlreadyKeepsIt() throws {
    #expect(try iconName(Image(systemName: "heart.fill").symbolVariant(.fill)) == "heart.fill")
  }

  @Test func aVariantTheSetLacksFallsBackToFewerParts() throws {
    #expect(try iconName(Image(systemName: "heart").symbolVariant(.circle.fill)) != nil)
    #expect(
      SymbolVariants.circle.fill.candidates(for: "heart") == ["heart.circle.fill", "heart.circle", "heart"])
    #expect(SymbolVariants.none.candidates(for: "heart") == ["heart"])
    #expect(SymbolVariants.slash.fill.candidates(for: "bell") == ["bell.slash.fill", "bell.slash", "bell"])
  }

  @Test func noneInsideAVariantShowsTheSymbolAsNamed() throws {
    #expect(try iconName(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill)) == "heart")
  }
}
