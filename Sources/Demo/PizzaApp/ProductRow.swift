import Drawing
import DynamicType
import Geometry
import Legible

/// One product in the menu: photo, name, description and the price button.
@MainActor public final class ProductRow: View {
  /// The product's drawing.
  public let photo: ImageView
  /// The product's name.
  public let name: Label
  /// The product's description.
  public let details: Label
  /// The price, on a button that adds the product to the cart.
  public let price: Button
  private let variant: Variant

  init(_ product: MenuContent.Product, index: Int, variant: Variant) {
    self.variant = variant
    photo = ImageView(.icon(product.illustration.icon, size: 96, scalesWith: nil))
    name = Label(product.name, font: .textStyle(.headline), lines: 0)
    details = Label(product.description, font: .textStyle(.footnote), lines: 0, color: Palette.secondaryText)
    price = Button(product.price, style: .body)
    super.init()
    identifier = "product-\(index)"
    photo.identifier = "photo-\(index)"
    price.identifier = "price-\(index)"
    price.titleLabel.textColor = Palette.accent
    price.cornerRadius = 10
    let text = Stack(.vertical, spacing: 4, alignment: .start, [name, details, price])
    switch variant {
    case .firstApproach:
      // Fonts follow the size; the layout is the small-size one at every size.
      price.border = Border(color: Palette.accent, width: .fixed(1))
      addSubview(
        Padding(Stack(.horizontal, spacing: 12, alignment: .center, [photo, text]), 16, relativeTo: .body))
    case .adapted:
      name.truncationPolicy = .mustNotTruncate
      price.titleLabel.numberOfLines = 0
      price.titleLabel.truncationPolicy = .mustNotTruncate
      // Problem: at AX4–AX5 on the small phones a name or a word of its description is wider than
      // the phone (Маргарита at 53 pt is 300 pt wide) and broke between letters. Such text is set
      // just small enough for its longest word to fit, and never smaller than at the default size.
      for label in [name, details, price.titleLabel] { label.wordFitting = .shrinks() }
      // Problem: the price button was small and hard to hit. It now spans the row (under the finger,
      // for either hand) and its border grows with the text's weight.
      text.alignment = .fill
      // Problem: the price buttons had different widths row to row (each as wide as its row's
      // name or description). The text column takes all the room beside the photo, so every
      // button spans the same width.
      text.expands = true
      price.border = Border(color: Palette.accent, width: ScaledMetric(1, relativeTo: .body))
      // Problem: at accessibility sizes one item did not fit on the screen. The photo is hidden.
      photo.visibility = .hiddenAtAccessibilitySizes
      // Problem: at large sizes the photo left empty space under it and stayed small. It moves
      // above the name (a column) and grows to the row's width.
      let row = AdaptiveStack(
        spacing: 12, horizontalAlignment: .fill, verticalAlignment: .center,
        axisRule: { $0.contentSizeCategory >= .extraExtraLarge ? .vertical : .horizontal }, [photo, text])
      addSubview(
        Padding(row, insets: ScaledInsets(EdgeInsets(vertical: 12, horizontal: 16))))
    }
  }

  /// Makes the photo larger from XXL, where it sits above the text.
  public override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    guard variant == .adapted, case .icon(let icon, _, let style) = photo.content else { return }
    let large = traits.contentSizeCategory >= .extraExtraLarge
    photo.content = .icon(icon, size: large ? 200 : 96, scalesWith: style)
  }
}
