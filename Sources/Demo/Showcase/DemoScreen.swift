import Drawing
import DynamicType
import Geometry
import Legible
import Typesetting

/// A small menu screen: a title, product rows whose photo moves above the name at accessibility
/// sizes and hides from AX3, full-width price buttons with scaled borders, and a tab bar.
@MainActor public enum DemoScreen {
  public static let pizza = VectorIcon(
    name: "pizza",
    svg: """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
        <circle cx="20" cy="20" r="18" fill="#E9B44C"/><circle cx="20" cy="20" r="14" fill="#D1495B"/>
        <circle cx="14" cy="15" r="3" fill="#F4E3B2"/><circle cx="25" cy="24" r="3" fill="#F4E3B2"/>
        <circle cx="23" cy="12" r="2" fill="#3B7A57"/><circle cx="13" cy="26" r="2" fill="#3B7A57"/>
      </svg>
      """)

  public static let products = [
    ("Pepperoni", "Spicy pepperoni, mozzarella and tomato sauce", "12.99"),
    ("Пицца «Четыре сыра»", "Моцарелла, чеддер, пармезан и дор блю", "749 ₽"),
    ("पनीर टिक्का पिज़्ज़ा", "मसालेदार पनीर, शिमला मिर्च और प्याज़", "₹ 499"),
    ("意式辣香肠披萨", "辣香肠、马苏里拉奶酪和番茄酱", "¥ 69"),
  ]

  public static func make() -> View {
    let title = Label("Menu", font: .textStyle(.largeTitle, emphasized: true))
    title.identifier = "title"
    var rows: [View] = [
      Padding(title, insets: ScaledInsets(EdgeInsets(vertical: 8, horizontal: 16), relativeTo: .body))
    ]
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
        spacing: 12, horizontalAlignment: .fill, verticalAlignment: .center, [photo, text])
      row.identifier = "row-\(index)"
      rows.append(
        Padding(row, insets: ScaledInsets(EdgeInsets(vertical: 8, horizontal: 16), relativeTo: .body)))
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
