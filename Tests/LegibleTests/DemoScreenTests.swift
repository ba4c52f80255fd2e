import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import PangoCairo
import Testing
import Typesetting

/// A small menu screen: a title, product rows whose photo moves above the name at accessibility
/// sizes and hides from AX3, full-width price buttons with scaled borders, and a tab bar.
@MainActor enum DemoScreen {
  static let pizza = VectorIcon(
    name: "pizza",
    svg: """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
        <circle cx="20" cy="20" r="18" fill="#E9B44C"/><circle cx="20" cy="20" r="14" fill="#D1495B"/>
        <circle cx="14" cy="15" r="3" fill="#F4E3B2"/><circle cx="25" cy="24" r="3" fill="#F4E3B2"/>
        <circle cx="23" cy="12" r="2" fill="#3B7A57"/><circle cx="13" cy="26" r="2" fill="#3B7A57"/>
      </svg>
      """)

  static let products = [
    ("Pepperoni", "Spicy pepperoni, mozzarella and tomato sauce", "12.99"),
    ("Пицца «Четыре сыра»", "Моцарелла, чеддер, пармезан и дор блю", "749 ₽"),
    ("पनीर टिक्का पिज़्ज़ा", "मसालेदार पनीर, शिमला मिर्च और प्याज़", "₹ 499"),
    ("意式辣香肠披萨", "辣香肠、马苏里拉奶酪和番茄酱", "¥ 69"),
  ]

  static func make() -> View {
    let title = Label("Menu", font: .textStyle(.largeTitle, emphasized: true))
    title.identifier = "title"
    var rows: [View] = [Padding(title, insets: ScaledInsets(EdgeInsets(vertical: 8, horizontal: 16)))]
    for (index, product) in products.enumerated() {
      let photo = ImageView(.icon(pizza, size: 88, scalesWith: nil))
      photo.visibility = .within(ContentSizeRange(maximum: .accessibilityLarge))
      photo.identifier = "photo-\(index)"
      let name = Label(product.0, font: .textStyle(.headline), lines: 0)
      name.truncationPolicy = .mustNotTruncate
      let details = Label(
        product.1, font: .textStyle(.footnote), lines: 0, color: Color(red: 0.35, green: 0.35, blue: 0.37))
      let price = Button(product.2, style: .body)
      price.border = Border(
        color: Color(red: 0.85, green: 0.33, blue: 0.1), width: ScaledMetric(1, relativeTo: .body))
      price.cornerRadius = 8
      price.titleLabel.textColor = Color(red: 0.75, green: 0.25, blue: 0.05)
      price.identifier = "price-\(index)"
      let text = Stack(.vertical, spacing: 4, alignment: .fill, [name, details, price])
      let row = AdaptiveStack(
        spacing: 12, horizontalAlignment: .center, verticalAlignment: .fill, [photo, text])
      row.identifier = "row-\(index)"
      rows.append(Padding(row, insets: ScaledInsets(EdgeInsets(vertical: 8, horizontal: 16))))
    }
    let scroll = ScrollView(Stack(.vertical, spacing: 8, alignment: .fill, rows))
    scroll.identifier = "menu"
    let tabs = TabBar(items: [
      .init(title: "Menu", icon: pizza), .init(title: "Cart", icon: pizza),
      .init(title: "Profile", icon: pizza),
    ])
    let root = Stack(.vertical, spacing: .fixed(0), alignment: .fill, [scroll, tabs])
    root.backgroundColor = .white
    return root
  }
}

@MainActor @Suite struct DemoScreenTests {
  func screen(_ category: ContentSizeCategory, direction: LayoutDirection = .leftToRight) throws -> Screen {
    let screen = Screen(
      device: .iPhone6S, traits: Traits(contentSizeCategory: category, layoutDirection: direction),
      typesetter: try PangoTypesetter())
    screen.root = DemoScreen.make()
    screen.layoutIfNeeded()
    return screen
  }

  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Goldens")

  func expectMatchesGolden(_ text: String, named name: String) throws {
    let url = Self.goldens.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LEGIBLE_RECORD_GOLDENS"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("Recorded \(name); run again without LEGIBLE_RECORD_GOLDENS.")
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == golden, "layout differs from \(name); if intended, re-record with LEGIBLE_RECORD_GOLDENS=1")
  }

  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func theLayoutDumpMatchesItsGolden(_ category: ContentSizeCategory) throws {
    try expectMatchesGolden(try screen(category).snapshot().dump, named: "demo-\(category.shortName).txt")
  }

  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func theScreenRendersToPNG(_ category: ContentSizeCategory) throws {
    let screen = try screen(category)
    let renderer = Renderer(typesetter: screen.typesetter as! PangoTypesetter)
    let png = try renderer.data(
      screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 2, format: .png)
    let bitmap = try PNGCodec.decode(png)
    #expect(bitmap.width == 750 && bitmap.height == 1334)
    if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
      try Data(png).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent("demo-\(category.shortName).png"))
    }
  }

  @Test func theProductRowFlipsAndThePhotoHides() throws {
    let large = try screen(.large).snapshot()
    let ax1 = try screen(.accessibilityMedium).snapshot()
    let ax5 = try screen(.accessibilityExtraExtraExtraLarge).snapshot()
    let photo = try #require(large.node("photo-0"))
    let name = try #require(large.node("row-0")?.children.last)
    #expect(photo.frame.maxX <= name.frame.minX)
    let photoAX1 = try #require(ax1.node("photo-0"))
    let nameAX1 = try #require(ax1.node("row-0")?.children.last)
    #expect(photoAX1.frame.maxY <= nameAX1.frame.minY)
    #expect(ax5.node("photo-0") == nil)
  }

  @Test func everyTextIsSetInThePinnedFontsWithoutMissingGlyphs() throws {
    for node in try screen(.accessibilityExtraLarge).snapshot().allNodes {
      guard let text = node.text else { continue }
      #expect(text.layout.missingGlyphCount == 0, "\(node.name)")
      #expect(!text.layout.usedFallbackFamily)
    }
  }

  @Test func rightToLeftMirrorsTheRows() throws {
    let ltr = try screen(.large).snapshot()
    let rtl = try screen(.large, direction: .rightToLeft).snapshot()
    let width = ltr.device.size.width
    let photo = try #require(ltr.node("photo-1")).frame
    let mirrored = try #require(rtl.node("photo-1")).frame
    #expect(abs(mirrored.minX - (width - photo.maxX)) <= 0.5)
  }

  @Test func theJSONSnapshotIsValidAndVersioned() throws {
    let json = try screen(.large).snapshot().json()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    #expect((object["nodes"] as? [Any])?.count == 1)
  }
}
