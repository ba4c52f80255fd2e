import Audit
import Drawing
import DynamicType
import Geometry
import Legible
import Typesetting

/// A screen with one planted problem for each audit check, at AX3 on an iPhone 6S: the audit must
/// find every one of them and nothing else. Each element is named for what is wrong with it.
@MainActor public enum BrokenDemo {
  /// The problems planted: the check, and the element it must report.
  public static let planted: [(check: CheckID, element: String)] =
    [
      (.textTruncated, "promo-title"),
      // Cut after "Unbelievable T": the next word keeps one letter.
      (.truncatedToStub, "promo-title"),
      (.textClipped, "hindi-name"),
      (.overlap, "address"),
      (.offscreen, "banner"),
      (.notScaling, "coins"),
      (.textShrunk, "special-title"),
      (.iconNotScaling, "delivery-icon"),
      (.touchTarget, "close"),
      (.contrast, "fine-print"),
      (.oversizedRow, "tall-row"),
      (.oversizedRow, "tall-row-2"),
      (.squeezedContent, "menu"),
      (.missingGlyphs, "georgian"),
      (.wordBroken, "topping"),
      (.textTruncated, "price-tag"),
      (.truncatedToStub, "price-tag"),
      (.textOverflow, "order-button-title"),
      (.safeArea, "status"),
      // Drawn above the screen's root view, so outside its box too.
      (.textOverflow, "status"),
      (.unmappedSymbol, "tunnel-symbol"),
      (.missingAsset, "brand-swatch"),
      (.unrenderedContent, "view in live-map"),
      (.notApplied, "brand-swatch"),
      (.updateLoop, "view Ticker"),
    ]
    + (0..<4).flatMap { index in
      // The tab bar has no Large Content Viewer: its items need one, and their labels stay small.
      [
        (CheckID.needsLargeContentViewer, "tab-\(index)"),
        (.notScaling, "label \"\(tabs[index])\" in tab-\(index)"),
      ]
    }

  static let tabs = ["Menu", "Deals", "Cart", "Profile"]

  /// The controllers of the screens' SwiftUI parts, which keep their views up to date.
  private static var keptAlive: [AnyObject] = []

  public static let configuration = AuditConfiguration(category: .accessibilityExtraLarge, device: .iPhone6S)

  public static func make() -> View {
    // text-truncated: one line, must not truncate.
    let promo = Label(
      "Unbelievable Tuesdays: two pizzas for the price of one", font: .textStyle(.headline))
    promo.identifier = "promo-title"
    promo.truncationPolicy = .mustNotTruncate

    // text-clipped: Devanagari in a fixed-height frame that clips.
    let hindi = Label("पिज़्ज़ा", font: .textStyle(.body))
    hindi.identifier = "hindi-name"
    let hindiFrame = FixedFrame(hindi, height: 24)
    hindiFrame.clipsToBounds = true

    // overlap: two labels laid over each other.
    let address = Label("12 Garden Street", lines: 0)
    address.identifier = "address"
    let code = Label("Promo code", lines: 0)
    code.identifier = "promo-code"
    let overlaid = View()
    overlaid.addSubview(address)
    overlaid.addSubview(code)

    // offscreen: a banner wider than the screen.
    let bannerFill = View()
    bannerFill.backgroundColor = Color(red: 0.95, green: 0.85, blue: 0.6)
    let banner = FixedFrame(bannerFill, width: 520, height: 12)
    banner.identifier = "banner"

    // not-scaling: a balance that ignores the text size.
    let coins = Label("1 250 coins", lines: 0)
    coins.adjustsFontForContentSizeCategory = false
    coins.identifier = "coins"

    // text-shrunk: one line shrunk to fit a narrow frame, smaller than at the default size.
    let special = Label("Today's special", font: .textStyle(.body))
    special.minimumScaleFactor = 0.25
    special.identifier = "special-title"

    // icon-not-scaling: a fixed icon beside growing text.
    let icon = ImageView(.icon(DemoScreen.pizza, size: 20, scalesWith: nil))
    icon.identifier = "delivery-icon"
    let delivery = Stack(
      .horizontal, spacing: 8, alignment: .center, [icon, Label("Delivery in 30 minutes", lines: 0)])

    // touch-target: a small close button with no enlarged hit area.
    let close = Button("", style: .caption2, icon: DemoScreen.pizza, iconSize: 12)
    close.contentInsets = ScaledInsets(.zero)
    close.minimumHitSize = 0
    close.identifier = "close"

    // contrast: pale grey on white.
    let finePrint = Label("Prices include VAT", lines: 0, color: Color(red: 0.72, green: 0.72, blue: 0.72))
    finePrint.identifier = "fine-print"

    // oversized-row: two cards of a feed, each taller than the scroll view they are in.
    func card(_ identifier: String) -> FixedFrame {
      let fill = View()
      fill.backgroundColor = Color(red: 0.9, green: 0.95, blue: 0.9)
      let card = FixedFrame(fill, height: 900)
      card.identifier = identifier
      return card
    }
    let tall = card("tall-row")
    let tall2 = card("tall-row-2")

    // missing-glyphs: a script none of the pinned fonts has.
    let georgian = Label("ქართული პიცა", lines: 0)
    georgian.identifier = "georgian"

    // unmapped-symbol and missing-asset: a row written in SwiftUI with a symbol the icon set has
    // no drawing for and a colour the asset catalog lacks.
    let swiftUI = BrokenSwiftUIRow.make()
    keptAlive.append(swiftUI.controller)

    // word-broken: a word in a column too narrow for it at this size.
    let topping = Label("Mozzarella", lines: 0)
    topping.identifier = "topping"

    // truncated-to-stub (and text-truncated): a price cut inside its number.
    let price = Label("Total $12,345.67", font: .textStyle(.body))
    price.identifier = "price-tag"

    // text-overflow: a button squeezed into a fixed height shorter than its title.
    let order = Button("Order now", style: .body)
    order.border = Border(color: .black, width: .fixed(1))
    order.titleLabel.identifier = "order-button-title"

    // safe-area: a status line drawn above the safe area, under the status bar.
    let status = Label("Open until 23:00", font: .custom(Font(pointSize: 12)))
    status.identifier = "status"
    status.truncationPolicy = .mayTruncate

    let content = Stack(
      .vertical, spacing: 12, alignment: .fill,
      [
        promo, hindiFrame, overlaid, Stack(.horizontal, [banner]), coins, delivery,
        Stack(.horizontal, alignment: .start, [close]), finePrint, georgian,
        Stack(.horizontal, alignment: .start, [swiftUI.view]),
        Stack(.horizontal, alignment: .start, [FixedFrame(topping, width: 120)]),
        Stack(.horizontal, alignment: .start, [FixedFrame(special, width: 90)]),
        Stack(.horizontal, alignment: .start, [FixedFrame(price, width: 160)]),
        Stack(.horizontal, alignment: .start, [FixedFrame(order, height: 30)]), tall, tall2,
      ])
    // squeezed-content: an order summary that stays above the tab bar and grows with the text,
    // leaving the menu under half the screen.
    let summary = Label(
      "Your order: two pizzas, delivered at 19:30 to the office on the third floor", lines: 0)
    let menu = ScrollView(Padding(content, 16, relativeTo: .body))
    menu.identifier = "menu"

    let bar = TabBar(items: tabs.map { TabBar.Item(title: $0, icon: DemoScreen.pizza) })
    let root = Stack(
      .vertical, spacing: .fixed(0),
      [Offset(status, dy: -20), menu, Padding(summary, 16, relativeTo: .body), bar])
    root.backgroundColor = .white
    return root
  }
}

/// The showcase screens as audit subjects.
public enum ShowcaseScreens {
  public static let demo = AuditScreen(name: "demo", languages: ["en"], variants: ["default"]) {
    configuration, typesetter in
    screen(DemoScreen.make(), configuration, typesetter)
  }

  public static let brokenDemo = AuditScreen(name: "broken-demo", languages: ["en"], variants: ["default"]) {
    configuration, typesetter in
    screen(BrokenDemo.make(), configuration, typesetter)
  }

  public static let all = [demo, brokenDemo]

  @MainActor static func screen(
    _ root: View, _ configuration: AuditConfiguration, _ typesetter: any Typesetter
  ) -> Screen {
    let screen = Screen(
      device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
      typesetter: typesetter)
    screen.root = root
    return screen
  }
}
