import Drawing
import DynamicType
import LegibleUI

import struct Legible.Device
import class Legible.Screen
import struct Legible.Traits
import protocol Typesetting.Typesetter

/// The product screen written declaratively, beside `ProductScreen` written with retained views:
/// the same decisions, the same tree, the same layout at every size (the tests compare their
/// dumps). The bars, which keep their size and carry gestures of their own, are the same retained
/// views in both (`Retained`, as SwiftUI's `UIViewRepresentable`).
public struct ProductView: View {
  let content: MenuContent
  let product: MenuContent.Product
  let recentlyViewed: [Int]
  @ScaledMetric var spacing = 12.0

  /// The product screen of product `index` of `content`, with the products in `recentlyViewed` behind the
  /// back button's long press.
  public init(content: MenuContent, product index: Int, recentlyViewed: [Int] = []) {
    self.content = content
    product = ProductScreen.product(index, of: content)
    self.recentlyViewed = recentlyViewed
  }

  /// The navigation bar, the product and the action bar, in a column that fills the screen.
  public var body: some View {
    VStack(alignment: .fill, spacing: 0) {
      Retained(make: {
        ProductScreen.navigationBar(content: content, product: product, recentlyViewed: recentlyViewed).0
      })
      ScrollView {
        VStack(alignment: .fill, spacing: spacing) {
          Image(product.illustration.icon, size: 160)
            .hiddenAtAccessibilitySizes()
            .accessibilityIdentifier("product-photo")
          Text(product.name).font(.title.bold()).truncationPolicy(.mustNotTruncate)
          Text(product.description).foregroundStyle(Palette.secondaryText)
          Button("\(content.addToCart) · \(product.price)") {}
            .font(.headline)
            .foregroundStyle(Palette.accent)
            .truncationPolicy(.mustNotTruncate)
            .border(Palette.accent, width: 1.5, relativeTo: .headline)
            .cornerRadius(12)
            .accessibilityIdentifier("add-to-cart")
        }
        // Words too wide for a line at the largest sizes are set smaller, down to the default
        // size, rather than broken (as in ProductScreen).
        .wordFitting(.shrinks())
        .padding(16)
      }
      Retained(make: { ProductScreen.actionBar(content: content).0 })
    }
    .background(.white)
    .accessibilityIdentifier("product-screen")
  }

  /// The declarative screen in one configuration.
  @MainActor public static func screen(
    language: Language, product: Int, category: ContentSizeCategory, device: Device,
    typesetter: any Typesetter
  ) -> (Screen, HostingController<ProductView>) {
    let screen = Screen(device: device, traits: Traits(contentSizeCategory: category), typesetter: typesetter)
    let controller = screen.host(
      ProductView(content: .forLanguage(language), product: product, recentlyViewed: [1, 8, 16]))
    return (screen, controller)
  }
}
