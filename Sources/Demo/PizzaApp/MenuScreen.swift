import Drawing
import DynamicType
import Geometry
import LargeContentViewer
import Legible
import Typesetting

/// The menu screen of the case study, in one language and one variant: the top panel, the category
/// picker, the product list and the tab bar.
@MainActor public final class MenuScreen {
  /// The texts the menu shows.
  public let content: MenuContent
  /// The form of the menu.
  public let variant: Variant
  /// The view to present on a screen.
  public let root: View
  /// The product list.
  public let list: ListView
  /// The tab bar.
  public let tabBar: TabBar
  /// The tab bar's Large Content Viewer.
  public let largeContentViewer: LargeContentViewerInteraction
  /// The picker: a strip in the first approach; in the adapted menu a container that switches
  /// between the strip and a button with an action sheet.
  public let picker: View
  private let update: @MainActor (CategoryModel) -> Void
  private var model: CategoryModel

  /// The menu of `content`, in `variant`.
  public init(content: MenuContent, variant: Variant) {
    self.content = content
    self.variant = variant
    let categories = content.categories
    model = CategoryModel(names: categories.map(\.name), selected: 0)
    let panel = TopPanel(content, variant: variant)
    var productIndex = 0
    var starts: [Int] = []
    for category in categories {
      starts.append(productIndex)
      productIndex += category.products.count
    }
    let list = ListView(
      sections: [ListView.Section(rowCount: 1)]
        + categories.map { ListView.Section(title: $0.name, rowCount: $0.products.count) }
    ) { section, row in
      guard section > 0 else { return panel }
      return ProductRow(
        categories[section - 1].products[row], index: starts[section - 1] + row, variant: variant)
    }
    list.identifier = "menu"
    // Problem: rows stuck together at large sizes (the price too close to the next photo). A
    // separator was hard to see; more space between rows, growing with the text, was kept.
    list.rowSpacing = variant == .adapted ? ScaledMetric(12, relativeTo: .body) : .fixed(0)
    if variant == .adapted {
      // Problem: section headers looked like product names (the same style) and moved inwards as
      // the text grew while the rows kept their 16 pt margin. Headers are larger and bolder, on
      // the rows' margin, with a word too wide for the phone set smaller rather than broken.
      list.makeHeader = { _, title in
        let label = Label(title, font: .textStyle(.title2, emphasized: true), lines: 0)
        label.truncationPolicy = .mustNotTruncate
        label.wordFitting = .shrinks()
        return Padding(
          label,
          insets: ScaledInsets(EdgeInsets(top: 20, leading: 16, bottom: 4, trailing: 16)))
      }
    }
    self.list = list

    let initial = model
    switch variant {
    case .firstApproach:
      let strip = CategoryStrip()
      strip.show(initial)
      picker = strip
      update = { strip.show($0) }
    case .adapted:
      // Problem: at large sizes the strip moving with the scroll drew too much attention. A
      // container swaps it for a button with an action sheet at accessibility sizes; both share
      // one model, so the selection survives the switch.
      let container = StateContainer(
        model: initial,
        alternatives: [
          { CategoryStrip() },
          { CategoryButton(prompt: content.chooseCategory, cancel: content.cancel) },
        ])
      picker = container
      update = { container.update($0) }
    }
    picker.identifier = "category-picker"

    let icons = [Illustration.slice, Illustration.tag, Illustration.cart, Illustration.person]
    tabBar = TabBar(items: zip(content.tabs, icons).map { TabBar.Item(title: $0, icon: $1) })
    // The tab bar is left alone: it keeps its size, and a long press shows its items large.
    largeContentViewer = tabBar.addLargeContentViewer()

    root = Stack(.vertical, spacing: .fixed(0), alignment: .fill, [picker, list, tabBar])
    root.backgroundColor = .white
    root.identifier = "menu-screen"

    // The picker follows the scroll of the list, and choosing in it scrolls the list.
    let scrollList: @MainActor (CategoryModel) -> Void = { [weak list] model in
      list?.scroll(toSection: model.selected + 1)
    }
    if let strip = picker as? CategoryStrip { strip.onModelChange = scrollList }
    if let container = picker as? StateContainer<CategoryModel> { container.onModelChange = scrollList }
    list.onTopSectionChange = { [weak self] section in self?.select(max(0, section - 1)) }
  }

  /// The selected category.
  public var selectedCategory: Int { model.selected }

  func select(_ category: Int) {
    guard category != model.selected else { return }
    model.selected = category
    update(model)
  }

  /// A screen showing this menu.
  public static func screen(
    language: Language, variant: Variant, category: ContentSizeCategory, device: Device,
    typesetter: any Typesetter
  ) -> (Screen, MenuScreen) {
    let menu = MenuScreen(content: .forLanguage(language), variant: variant)
    let screen = Screen(device: device, traits: Traits(contentSizeCategory: category), typesetter: typesetter)
    screen.root = menu.root
    screen.controller = menu
    return (screen, menu)
  }
}
