import Audit
import DynamicType
import Legible
import PangoCairo
import PizzaApp
import Testing

/// The product screen written declaratively is the same screen as the one written with retained
/// views: the same tree and layout at every size tried, and as clean an audit.
@MainActor @Suite struct ProductViewTests {
  @Test(arguments: [
    ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge,
  ])
  func theDeclarativeScreenLaysOutAsTheRetainedOne(_ category: ContentSizeCategory) throws {
    for language in [Language.english, .russian] {
      let typesetter = try Shared.typesetter.get()
      let (retained, _) = ProductScreen.screen(
        language: language, product: 0, category: category, device: .iPhoneSE, typesetter: typesetter)
      let (declarative, _) = ProductView.screen(
        language: language, product: 0, category: category, device: .iPhoneSE, typesetter: typesetter)
      #expect(declarative.snapshot().dump == retained.snapshot().dump, "\(language) at \(category.shortName)")
    }
  }

  /// A size change re-evaluates the description and keeps every retained view: the same dump as
  /// a screen made at the new size.
  @Test func aSizeChangeGivesTheLayoutOfAScreenMadeAtThatSize() throws {
    let typesetter = try Shared.typesetter.get()
    let (screen, controller) = ProductView.screen(
      language: .english, product: 2, category: .large, device: .iPhone6S, typesetter: typesetter)
    screen.layoutIfNeeded()
    let made = controller.madeNodeCount
    screen.traits = Traits(contentSizeCategory: .accessibilityExtraLarge)
    let (fresh, _) = ProductView.screen(
      language: .english, product: 2, category: .accessibilityExtraLarge, device: .iPhone6S,
      typesetter: typesetter)
    #expect(screen.snapshot().dump == fresh.snapshot().dump)
    #expect(controller.madeNodeCount == made)
  }

  @Test func theDeclarativeScreenPassesTheAudit() throws {
    let screen = AuditScreen(name: "product-declarative", languages: ["en", "ru", "hi", "zh"]) {
      configuration, typesetter in
      ProductView.screen(
        language: Language(code: configuration.language) ?? .english, product: 0,
        category: configuration.category, device: configuration.device, typesetter: typesetter
      ).0
    }
    let result = AuditRunner.run(
      screen,
      matrix: AuditMatrix(
        categories: ContentSizeCategory.allCases, devices: [.iPhoneSE, .iPhone15],
        languages: ["en", "ru", "hi", "zh"]),
      typesetter: try Shared.typesetter.get())
    let errors = result.findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.prefix(5).map(\.summary))")
  }
}
