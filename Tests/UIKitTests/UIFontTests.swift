import DynamicType
import Testing
import UIKit

@Suite("UIFont on the type scale")
struct UIFontTests {
  @Test(arguments: [
    (ContentSizeCategory.extraSmall, 14.0), (.large, 17.0), (.extraExtraExtraLarge, 23.0),
    (.accessibilityExtraExtraExtraLarge, 53.0),
  ])
  func bodyFollowsTheTextSize(_ category: ContentSizeCategory, _ size: Double) {
    let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(category))
    let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
    #expect(abs(font.pointSize - size) < 0.01)
    #expect(font.textStyle == .body)
  }

  @Test func stylesHaveTheirWeightsAndBoldTextMakesThemBolder() {
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: large).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: large).pointSize == 34)
    let bold = UITraitCollection(traitsFrom: [large, UITraitCollection(legibilityWeight: .bold)])
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: bold).weight > .regular)
  }

  @Test func aDescriptorMakesTheFontAgainAtASizeOrWithTraits() throws {
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large)
    #expect(body.pointSize == 17)
    let small = UIFont(descriptor: body, size: 8)
    #expect(small.pointSize == 8 && small.textStyle == nil, "a font made at a size does not scale")
    #expect(UIFont(descriptor: body, size: 0).textStyle == .body)
    let bold = try #require(body.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0).weight == .bold && bold.symbolicTraits.contains(.traitBold))
    #expect(UIFont.systemFont(ofSize: 12).fontDescriptor.withSize(20).pointSize == 20)
    let code = try #require(body.withDesign(.monospaced))
    #expect(UIFont(descriptor: code, size: 0).familyName == "System Font Mono")
  }

  @Test func fontsAreObjectsSoAttributesOfColourAndFontAreOneLiteral() {
    // As on iOS, a colour and a font meet as NSObjects: no annotation needed.
    let attributes = [
      NSAttributedString.Key.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 8),
    ]
    #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 8))
    #expect(UIFont.systemFont(ofSize: 8) != UIFont.systemFont(ofSize: 9))
    #expect(Set([UIFont.systemFont(ofSize: 8), UIFont.systemFont(ofSize: 8)]).count == 1)
  }

  @Test func withoutTraitsTheCurrentScreenDecides() {
    let saved = UITraitCollection.current
    defer { UITraitCollection.current = saved }
    UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28)
    #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 20) > 30)
  }

  @Test func fontMetricsScaleCustomSizesAndCapThem() {
    let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let metrics = UIFontMetrics(forTextStyle: .body)
    let brand = UIFont(name: "Avenir-Heavy", size: 17)!
    // Custom sizes grow by the ratio of body's line heights (62 / 22 at AX5), not of its sizes.
    #expect(metrics.scaledFont(for: brand, compatibleWith: ax5).pointSize == 48)
    #expect(metrics.scaledFont(for: brand, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
    #expect(metrics.scaledFont(for: brand, compatibleWith: xs).pointSize < 17)
    #expect(
      metrics.scaledValue(for: 44, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        == 44)
    #expect(brand.weight == .heavy)
    #expect(UIFont(name: "Inter-SemiBold", size: 12)?.weight == .semibold)
  }

  @Test func lineMetricsAreTheSystemFonts() {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(abs(body.lineHeight - 20.29) < 0.01)
    #expect(body.descender < 0)
    #expect(UIFont(name: "", size: 12) == nil)
  }

  @Test func categoriesRoundTripAndOrder() {
    for category in ContentSizeCategory.allCases {
      #expect(UIContentSizeCategory(category).category == category)
    }
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.small < .large)
  }
}
