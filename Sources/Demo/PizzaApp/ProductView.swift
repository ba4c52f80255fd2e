import Drawing
import DynamicType
import LegibleUI

import struct Legible.Device
import class Legible.Screen
import struct Legible.Traits
import struct LegibleUI.Color
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
  @ScaledMetric var padding = 16.0
  @ScaledMetric(relativeTo: .headline) var border = 1.5
  @ScaledMetric(relativeTo: .headline) var buttonInset = 10.0

  /// The product screen of product `index` of `content`, with the products in `recentlyViewed` behind the
  /// back button's long press.
  public init(content: MenuContent, product index: Int, recentlyViewed: [Int] = []) {
    self.content = content
    product = ProductScreen.product(index, of: content)
    self.recentlyViewed = recentlyViewed
  }

  /// The navigation bar, the product and the action bar, in a column that fills the screen.
  public var body: some View {
    VStack(spacing: 0) {
      Retained(make: {
        ProductScreen.navigationBar(content: content, product: product, recentlyViewed: recentlyViewed).0
      })
      ScrollView {
        VStack(alignment: .leading, spacing: spacing) {
          Image(product.illustration.icon, size: 160)
            .frame(maxWidth: .infinity)
            .hiddenAtAccessibilitySizes()
            .accessibilityIdentifier("product-photo")
          Text(product.name).font(.title.bold()).truncationPolicy(.mustNotTruncate)
          Text(product.description).foregroundStyle(Color(Palette.secondaryText))
          Button {
          } label: {
            Text("\(content.addToCart) · \(product.price)")
              .font(.headline)
              .multilineTextAlignment(.center)
              .truncationPolicy(.mustNotTruncate)
              .padding(buttonInset)
              .frame(maxWidth: .infinity)
          }
          .foregroundStyle(Color(Palette.accent))
          .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color(Palette.accent), lineWidth: border))
          .accessibilityIdentifier("add-to-cart")
        }
        // Words too wide for a line at the largest sizes are set smaller, down to the default
        // size, rather than broken (as in ProductScreen).
        .wordFitting(.shrinks())
        .padding(padding)
      }
      Retained(make: { ProductScreen.actionBar(content: content).0 })
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.white)
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
