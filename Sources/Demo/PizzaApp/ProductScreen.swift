import Drawing
import DynamicType
import Geometry
import LargeContentViewer
import Legible
import Typesetting

/// A product's own screen: a navigation bar whose back button also shows recently viewed products
/// on a long press, the product itself, and a custom bar of actions that does not grow with the
/// text and adopts the Large Content Viewer explicitly.
@MainActor public final class ProductScreen {
  /// The view to present on a screen.
  public let root: View
  /// The bar at the top, with its back button.
  public let navigationBar: NavigationBar
  /// The bar of actions at the bottom.
  public let actionBar: ActionBar
  /// The back button's own long press (recently viewed products).
  public let historyPress: LongPressGestureRecognizer
  /// The navigation bar's Large Content Viewer.
  public let navigationViewer: LargeContentViewerInteraction
  /// The action bar's Large Content Viewer.
  public let actionViewer: LargeContentViewerInteraction
  /// Called when the back button is tapped.
  public var onBack: (@MainActor () -> Void)?
  /// Called when the add-to-cart button is tapped.
  public var onAddToCart: (@MainActor () -> Void)?

  /// The screen of product `index` of `content`, with the products in `recentlyViewed` behind the back
  /// button's long press.
  public init(content: MenuContent, product index: Int, recentlyViewed: [Int] = []) {
    let product = Self.product(index, of: content)
    (navigationBar, historyPress, navigationViewer) = Self.navigationBar(
      content: content, product: product, recentlyViewed: recentlyViewed)
    (actionBar, actionViewer) = Self.actionBar(content: content)

    let photo = ImageView(.icon(product.illustration.icon, size: 160, scalesWith: nil))
    photo.visibility = .hiddenAtAccessibilitySizes
    photo.identifier = "product-photo"
    let name = Label(product.name, font: .textStyle(.title1, emphasized: true), lines: 0)
    name.truncationPolicy = .mustNotTruncate
    let details = Label(product.description, font: .textStyle(.body), lines: 0, color: Palette.secondaryText)
    let add = Button("\(content.addToCart) · \(product.price)", style: .headline)
    add.titleLabel.numberOfLines = 0
    add.titleLabel.truncationPolicy = .mustNotTruncate
    add.titleLabel.textColor = Palette.accent
    add.border = Border(color: Palette.accent, width: ScaledMetric(1.5, relativeTo: .headline))
    add.cornerRadius = 12
    add.identifier = "add-to-cart"
    // Problem: at AX4–AX5 on the small phones the name (title 1, bold) or a word of the
    // description is wider than the phone and broke between letters. Such text is set just small
    // enough for its longest word to fit, never smaller than at the default size.
    for label in [name, details, add.titleLabel] { label.wordFitting = .shrinks() }
    let body = Padding(
      Stack(.vertical, spacing: 12, alignment: .fill, [photo, name, details, add]),
      insets: ScaledInsets(EdgeInsets(all: 16)))
    root = Stack(
      .vertical, spacing: .fixed(0), alignment: .fill, [navigationBar, ScrollView(body), actionBar])
    root.backgroundColor = .white
    root.identifier = "product-screen"

    navigationBar.backButton?.action = { [weak self] in self?.onBack?() }
    add.action = { [weak self] in self?.onAddToCart?() }
  }

  /// The product at `index` of the menu's products (the nearest one when out of range).
  static func product(_ index: Int, of content: MenuContent) -> MenuContent.Product {
    let products = content.categories.flatMap(\.products)
    return products[min(max(0, index), products.count - 1)]
  }

  /// The navigation bar, which keeps its size at every text size, with its viewer; its back
  /// button also shows recently viewed products on a long press. Made the same way for the
  /// declarative screen (`ProductView`).
  static func navigationBar(content: MenuContent, product: MenuContent.Product, recentlyViewed: [Int])
    -> (NavigationBar, LongPressGestureRecognizer, LargeContentViewerInteraction)
  {
    let bar = NavigationBar(title: product.name, backTitle: content.tabs[0], chevron: Illustration.chevron)
    let historyPress = LongPressGestureRecognizer(minimumDuration: 0.5)
    bar.backButton?.addGestureRecognizer(historyPress)
    // The bars keep their size at every text size: a long press shows their items large.
    let viewer = bar.addLargeContentViewer()
    // The back button's history press keeps working beside the viewer: it waits longer while the
    // viewer is on, so lifting while the viewer shows goes back and holding on shows the history.
    viewer.coordinate(with: historyPress, baseDuration: 0.5)
    let products = content.categories.flatMap(\.products)
    let recent = recentlyViewed.filter { products.indices.contains($0) }.map { products[$0].name }
    historyPress.action = { [weak bar] recognizer in
      guard recognizer.state == .began, let screen = bar?.screen else { return }
      screen.present(
        ActionSheet(
          title: content.recentlyViewed,
          actions: recent.map { ActionSheet.Action($0) } + [.init(content.cancel, style: .cancel)]))
    }
    return (bar, historyPress, viewer)
  }

  /// The action bar with its viewer (the rating comes through its delegate).
  static func actionBar(content: MenuContent) -> (ActionBar, LargeContentViewerInteraction) {
    let bar = ActionBar(content: content)
    return (bar, bar.addLargeContentViewer(delegate: bar))
  }

  /// A screen laid out for `category` on `device`, showing product `product` in `language`, and its
  /// controller.
  public static func screen(
    language: Language, product: Int, category: ContentSizeCategory, device: Device,
    typesetter: any Typesetter
  ) -> (Screen, ProductScreen) {
    let product = ProductScreen(
      content: .forLanguage(language), product: product, recentlyViewed: [1, 8, 16])
    let screen = Screen(device: device, traits: Traits(contentSizeCategory: category), typesetter: typesetter)
    screen.root = product.root
    screen.controller = product
    return (screen, product)
  }
}

/// The product screen's bar: favourite, share and cart buttons, and a rating the bar draws itself
/// (stars, not a view). It keeps its size; its Large Content Viewer shows the buttons from their
/// views and the rating through the delegate.
@MainActor public final class ActionBar: View, LargeContentViewerDelegate {
  /// The bar's height at every text size, in points.
  public static let height = 49.0
  /// The favourite, share and cart buttons.
  public let buttons: [Button]
  /// The rating, out of 5 stars.
  public private(set) var rating = 4
  private let ratingTitle: String
  /// Called with the name of the action the user chose.
  public var onAction: (@MainActor (String) -> Void)?

  init(content: MenuContent) {
    ratingTitle = content.rating
    let items = [
      (content.favourite, Illustration.heart), (content.share, Illustration.share),
      (content.tabs[2], Illustration.cart),
    ]
    buttons = items.map { title, icon in
      let button = Button("", style: .body, icon: icon, iconSize: 24)
      button.iconView.content = .icon(icon, size: 24, scalesWith: nil)
      button.iconView.tint = Palette.accent
      button.accessibilityLabel = title
      button.showsLargeContentViewer = true
      button.largeContentTitle = title
      return button
    }
    super.init()
    identifier = "action-bar"
    contentSizeRange = ContentSizeRange(maximum: .large)
    backgroundColor = Palette.panel
    for (button, item) in zip(buttons, items) {
      button.identifier = "action-\(item.1.name)"
      button.action = { [weak self] in self?.onAction?(item.1.name) }
      addSubview(button)
    }
  }

  /// Where the bar draws its rating: the last quarter of its width.
  public var ratingFrame: Rect {
    Rect(x: bounds.width * 0.75, y: 0, width: bounds.width * 0.25, height: bounds.height)
  }

  /// The width offered (320 points when it is not a real width) and the bar's fixed height.
  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320, height: ActionBar.height)
  }

  /// Lays the three buttons out in the first three quarters, mirrored right to left.
  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let width = bounds.width / 4
    for (index, button) in buttons.enumerated() {
      button.place(
        in: mirroredIfNeeded(
          Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height), in: bounds),
        context: context)
    }
  }

  /// The star of the rating, drawn by the bar in its last quarter.
  public override func snapshotContent() -> SnapshotContent {
    // The rating is drawn by the bar: a star in the last quarter.
    let side = 24.0
    let frame = Rect(x: ratingFrame.midX - side / 2, y: (bounds.height - side) / 2, width: side, height: side)
    return SnapshotContent(
      role: .view,
      image: SnapshotImage(
        source: .vector(Illustration.star), frame: frame, tint: Palette.accent, scalesWith: nil),
      isBar: true)
  }

  // MARK: Large Content Viewer

  /// The rating when the finger is over it, else the button under the finger.
  public func largeContentViewer(_ interaction: LargeContentViewerInteraction, itemAt point: Point)
    -> LargeContentItem?
  {
    if ratingFrame.contains(point) {
      return LargeContentItem(
        title: "\(ratingTitle): \(rating)/5", image: .vector(Illustration.star), identifier: "rating")
    }
    return interaction.defaultItem(at: point)
  }

  /// Lifting on the rating steps it (1 to 5 stars); lifting on a button taps it.
  public func largeContentViewer(
    _ interaction: LargeContentViewerInteraction, didEndOn item: LargeContentItem, at point: Point
  ) {
    if item.identifier == "rating" {
      rating = rating % 5 + 1
      onAction?("rating")
    } else {
      interaction.performDefaultAction(for: item, at: point)
    }
  }
}
