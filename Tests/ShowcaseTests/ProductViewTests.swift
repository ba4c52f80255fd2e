import Audit
import DynamicType
import Geometry
import Legible
import PangoCairo
import PizzaApp
import Testing

/// The product screen written declaratively follows the retained screen's design, and is as clean
/// an audit.
@MainActor @Suite struct ProductViewTests {
  /// The texts a snapshot shows, in order, with the identifiers of the views around them.
  static func texts(_ snapshot: LayoutSnapshot) -> [String] {
    var found: [String] = []
    func visit(_ node: SnapshotNode) {
      if let text = node.text { found.append(text.string) }
      node.children.forEach(visit)
    }
    snapshot.nodes.forEach(visit)
    return found
  }

  /// Identifiers shown, in order.
  static func identifiers(_ snapshot: LayoutSnapshot) -> [String] {
    var found: [String] = []
    func visit(_ node: SnapshotNode) {
      if let identifier = node.identifier { found.append(identifier) }
      node.children.forEach(visit)
    }
    snapshot.nodes.forEach(visit)
    return found
  }

  /// The same bars, the same texts in the same order and the same parts shown at every size
  /// tried, every text inside the screen's width. The frames differ where SwiftUI's rules differ
  /// from UIKit's, as they do on an iPhone: text is as tall as iOS's system font sets it (20.3
  /// points a line of body text at L, where the retained label takes the type scale's 22), a text
  /// is as wide as its widest line, and the add-to-cart button is its label with padding and a
  /// border rather than a UIKit button with content insets.
  @Test(arguments: [
    ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge,
  ])
  func theDeclarativeScreenFollowsTheRetainedOne(_ category: ContentSizeCategory) throws {
    for language in [Language.english, .russian] {
      let typesetter = try Shared.typesetter.get()
      let (retained, _) = ProductScreen.screen(
        language: language, product: 0, category: category, device: .iPhoneSE, typesetter: typesetter)
      let (declarative, _) = ProductView.screen(
        language: language, product: 0, category: category, device: .iPhoneSE, typesetter: typesetter)
      let (before, after) = (retained.snapshot(), declarative.snapshot())
      #expect(Self.texts(after) == Self.texts(before), "\(language) at \(category.shortName)")
      #expect(Self.identifiers(after) == Self.identifiers(before), "\(language) at \(category.shortName)")
      func textFrames(_ snapshot: LayoutSnapshot) -> [Rect] {
        var frames: [Rect] = []
        func visit(_ node: SnapshotNode) {
          if node.text != nil { frames.append(node.frame) }
          node.children.forEach(visit)
        }
        snapshot.nodes.forEach(visit)
        return frames
      }
      for frame in textFrames(after) {
        #expect(frame.minX >= -0.5 && frame.maxX <= 320.5, "\(language) at \(category.shortName): \(frame)")
      }
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
