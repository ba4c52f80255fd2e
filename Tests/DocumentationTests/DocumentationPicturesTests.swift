import Audit
import DynamicType
import Foundation
import Legible
import LegiblePictureTesting
import LegibleTesting
import OrderStatus
import OrderStatusDraft
import PangoCairo
import PizzaApp
import Showcase
import Testing

/// Every picture in the articles and the tutorial is what Legible draws today.
@Suite struct DocumentationPicturesTests {
  static func menu(_ variant: Variant, _ category: ContentSizeCategory) -> AuditConfiguration {
    AuditConfiguration(category: category, device: .iPhone6S, language: "en", variant: variant.rawValue)
  }

  static func order(_ category: ContentSizeCategory) -> AuditConfiguration {
    AuditConfiguration(category: category, device: .iPhoneSE, language: "en", variant: "default")
  }

  static let pictures: [DocumentationPicture] = [
    DocumentationPicture(
      name: "menu-first-approach-L", screen: PizzaScreens.menu, configuration: menu(.firstApproach, .large)),
    DocumentationPicture(
      name: "menu-first-approach-AX3", screen: PizzaScreens.menu,
      configuration: menu(.firstApproach, .accessibilityExtraLarge)),
    DocumentationPicture(
      name: "menu-adapted-L", screen: PizzaScreens.menu, configuration: menu(.adapted, .large)),
    DocumentationPicture(
      name: "menu-adapted-AX3", screen: PizzaScreens.menu,
      configuration: menu(.adapted, .accessibilityExtraLarge)),
    DocumentationPicture(
      name: "menu-rows-L", screen: PizzaScreens.menu, configuration: menu(.adapted, .large),
      scrolledTo: "product-0"),
    DocumentationPicture(
      name: "menu-rows-XXXL", screen: PizzaScreens.menu, configuration: menu(.adapted, .extraExtraExtraLarge),
      scrolledTo: "product-0"),
    DocumentationPicture(
      name: "menu-rows-AX3", screen: PizzaScreens.menu,
      configuration: menu(.adapted, .accessibilityExtraLarge),
      scrolledTo: "product-0"),
    DocumentationPicture(
      name: "menu-tab-bar-viewer-AX3", screen: PizzaScreens.menu,
      configuration: menu(.adapted, .accessibilityExtraLarge), held: "tab-1"),
    DocumentationPicture(
      name: "menu-first-approach-AX3-20-200", screen: PizzaScreens.menu,
      configuration: menu(.firstApproach, .accessibilityExtraLarge), scrolledTo: "product-0",
      seenWithLowVision: true),
    DocumentationPicture(
      name: "menu-adapted-AX3-20-200", screen: PizzaScreens.menu,
      configuration: menu(.adapted, .accessibilityExtraLarge), scrolledTo: "product-0",
      seenWithLowVision: true),
    DocumentationPicture(
      name: "order-status-draft-L", screen: OrderStatusDraft.OrderScreens.status, configuration: order(.large)
    ),
    DocumentationPicture(
      name: "order-status-draft-AX5", screen: OrderStatusDraft.OrderScreens.status,
      configuration: order(.accessibilityExtraExtraExtraLarge)),
    DocumentationPicture(
      name: "order-status-L", screen: OrderStatus.OrderScreens.status, configuration: order(.large)),
    DocumentationPicture(
      name: "order-status-AX5", screen: OrderStatus.OrderScreens.status,
      configuration: order(.accessibilityExtraExtraExtraLarge)),
  ]

  @Test(arguments: pictures.map(\.name))
  @MainActor func thePictureIsWhatLegibleDraws(_ name: String) throws {
    let picture = try #require(Self.pictures.first { $0.name == name })
    let bitmap = try picture.draw(typesetter: try PangoTypesetter())
    let file = "\(name)@\(Int(picture.configuration.device.scale))x.png"
    try expectPicture(bitmap, matchesGolden: file, in: DocumentationResources.folder, channelTolerance: 8)
  }

  @Test func everyPictureInTheCatalogIsDrawnHere() throws {
    let drawn = Set(Self.pictures.map { "\($0.name)@\(Int($0.configuration.device.scale))x.png" })
    let kept = try FileManager.default.contentsOfDirectory(atPath: DocumentationResources.folder.path)
      .filter { $0.hasSuffix(".png") }
    #expect(Set(kept) == drawn, "pictures kept that no test draws, or drawn that are not kept")
  }
}
