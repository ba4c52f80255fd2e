import Drawing
import DynamicType
import Geometry
import Typesetting

/// The bar of tabs at the bottom of a screen, as iOS draws it: 49 points tall whatever the text
/// size, each item an icon over a short title. Its text does not grow past `large` (iOS tab bars
/// keep their size and show the Large Content Viewer instead).
@MainActor public final class TabBar: View {
  /// One tab: a title and an icon.
  public struct Item: Hashable, Sendable {
    /// The tab's title, under its icon.
    public var title: String
    /// The tab's icon.
    public var icon: VectorIcon
    /// What the tab's badge says (a count, "New"), or nil for none.
    public var badge: String?

    /// A tab of `title` and `icon`, with a badge saying `badge`.
    public init(title: String, icon: VectorIcon, badge: String? = nil) {
      self.title = title
      self.icon = icon
      self.badge = badge
    }
  }

  /// The bar's height at every text size, in points, as on iOS.
  public static let height = 49.0

  /// The views of the tabs, in order.
  public private(set) var itemViews: [TabBarItemView] = []
  /// The selected tab.
  public var selectedIndex: Int { didSet { updateSelection() } }
  /// Called when the user selects a tab.
  public var onSelect: (@MainActor (Int) -> Void)?
  /// The colour of the selected tab.
  public var tintColor = Color(red: 0.7, green: 0.25, blue: 0.05) { didSet { updateSelection() } }

  /// A bar of `items` with `selectedIndex` selected.
  public init(items: [Item], selectedIndex: Int = 0) {
    self.selectedIndex = selectedIndex
    super.init()
    contentSizeRange = ContentSizeRange(maximum: .large)
    backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97)
    itemViews = items.enumerated().map { index, item in
      let view = TabBarItemView(item)
      view.identifier = "tab-\(index)"
      view.action = { [weak self] in self?.select(index) }
      return view
    }
    for view in itemViews { addSubview(view) }
    updateSelection()
  }

  /// Selects tab `index` and calls `onSelect`.
  public func select(_ index: Int) {
    guard itemViews.indices.contains(index) else { return }
    selectedIndex = index
    onSelect?(index)
  }

  private func updateSelection() {
    for (index, view) in itemViews.enumerated() {
      view.color = index == selectedIndex ? tintColor : Color(red: 0.4, green: 0.4, blue: 0.42)
    }
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320, height: TabBar.height)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    guard !itemViews.isEmpty else { return }
    let width = bounds.width / Double(itemViews.count)
    for (index, view) in itemViews.enumerated() {
      view.place(
        in: mirroredIfNeeded(
          Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height), in: bounds),
        context: context)
    }
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .tabBar, isBar: true)
  }
}

/// One tab: an icon over a title, 10-point text, and its badge, white 13-point text in a red
/// capsule at least 18 points wide over the icon's top trailing corner, as iOS draws it. Tapping
/// it selects the tab.
@MainActor public final class TabBarItemView: Control {
  /// The tab the view shows.
  public let item: TabBar.Item
  let iconView: ImageView
  let titleLabel: Label
  /// The badge's capsule and text, when the tab has one.
  let badge: (capsule: View, label: Label)?
  var color: Color = .black {
    didSet {
      iconView.tint = color
      titleLabel.textColor = color
    }
  }

  init(_ item: TabBar.Item) {
    self.item = item
    iconView = ImageView(.icon(item.icon, size: 25, scalesWith: nil))
    titleLabel = Label(item.title, font: .custom(Font(weight: .medium, pointSize: 10), relativeTo: .caption2))
    titleLabel.alignment = .center
    titleLabel.truncationPolicy = .mayTruncate
    badge = item.badge.map { text in
      let capsule = View()
      capsule.backgroundColor = .systemRed
      capsule.isUserInteractionEnabled = false
      let label = Label(text, font: .custom(Font(pointSize: 13), relativeTo: .footnote), color: .white)
      label.alignment = .center
      label.truncationPolicy = .mayTruncate
      capsule.addSubview(label)
      return (capsule, label)
    }
    super.init()
    addSubview(iconView)
    addSubview(titleLabel)
    if let badge { addSubview(badge.capsule) }
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    iconView.place(in: Rect(x: (bounds.width - 25) / 2, y: 6, width: 25, height: 25), context: context)
    let text = titleLabel.measure(ProposedSize(width: bounds.width - 4, height: nil), context: context)
    titleLabel.place(
      in: Rect(x: 2, y: 33, width: bounds.width - 4, height: min(text.height, bounds.height - 33)),
      context: context)
    if let (capsule, label) = badge {
      let size = label.measure(ProposedSize(width: nil, height: nil), context: context)
      let height = max(18, size.height)
      let width = min(max(height, size.width + 10), bounds.width / 2)
      // Its leading edge a few points inside the icon's trailing edge, its top at the icon's top.
      let x = (bounds.width + 25) / 2 - 7
      capsule.cornerRadius = height / 2
      capsule.place(
        in: mirroredIfNeeded(Rect(x: x, y: 2, width: width, height: height), in: bounds), context: context)
      label.place(
        in: Rect(x: 0, y: (height - size.height) / 2, width: width, height: size.height), context: context)
    }
  }

  public override var defaultShowsLargeContentViewer: Bool { true }
  /// The tab's title, for the Large Content Viewer.
  public override var defaultLargeContentTitle: String? { item.title }
  /// The tab's icon, for the Large Content Viewer.
  public override var defaultLargeContentImage: LargeContentImage? { .vector(item.icon) }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .tabBarItem, isInteractive: true, hitArea: bounds)
  }
}
