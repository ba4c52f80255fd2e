import Drawing
import DynamicType
import Geometry
import Typesetting

/// The bar at the top of a screen: an optional back button with a chevron at the leading edge,
/// leading items after it (a Cancel button), a centred title and trailing items (buttons such as
/// Edit or Add), 44 points tall whatever the
/// text size (its text stays at `large`, as iOS bars do; the Large Content Viewer shows its items
/// large).
///
/// Layout: the back button with the leading items, and the trailing items, each take at most a
/// third of the width; the title is centred on the bar in what is left between the wider of the
/// two sides.
@MainActor public final class NavigationBar: View {
  /// The bar's height at every text size, in points, as on iOS.
  public static let height = 44.0

  /// The back button, when the screen was pushed (nil for a root screen).
  public let backButton: Button?
  /// The bar's title.
  public let titleLabel: Label
  /// Items at the trailing edge, leading to trailing; buttons among them show in the viewer.
  public var trailingItems: [View] {
    didSet {
      for item in oldValue where item.superview === self { item.removeFromSuperview() }
      addTrailingItems()
    }
  }
  /// Items at the leading edge, after the back button, leading to trailing.
  public var leadingItems: [View] = [] {
    didSet {
      for item in oldValue where item.superview === self { item.removeFromSuperview() }
      add(leadingItems)
    }
  }
  private let itemSpacing = 8.0

  /// A bar with a back button titled `backTitle` (nil for none) and `trailingItems`.
  public init(
    title: String, backTitle: String? = nil, chevron: VectorIcon = .chevronBackward,
    trailingItems: [View] = [],
    back: (@MainActor () -> Void)? = nil
  ) {
    backButton = backTitle.map { Button($0, style: .body, icon: chevron, iconSize: 20, action: back) }
    titleLabel = Label(title, font: .textStyle(.headline))
    titleLabel.alignment = .center
    // iOS cuts a title too long for its bar by design (the Large Content Viewer shows it whole):
    // the audit only warns when almost nothing of it shows.
    titleLabel.truncationPolicy = .mayTruncate
    self.trailingItems = trailingItems
    super.init()
    if let backButton {
      backButton.contentInsets = ScaledInsets(EdgeInsets(vertical: 0, horizontal: 8), relativeTo: .body)
      backButton.spacing = 2
      backButton.identifier = "back"
      // Standard bar items show in the Large Content Viewer.
      backButton.showsLargeContentViewer = true
      addSubview(backButton)
    }
    contentSizeRange = ContentSizeRange(maximum: .large)
    backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97)
    addSubview(titleLabel)
    addTrailingItems()
  }

  private func addTrailingItems() { add(trailingItems) }

  private func add(_ items: [View]) {
    for item in items {
      if let button = item as? Button { button.showsLargeContentViewer = true }
      addSubview(item)
    }
    setNeedsLayout()
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320, height: NavigationBar.height)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let third = bounds.width / 3
    var leading = 0.0
    if let backButton {
      let back = backButton.measure(ProposedSize(width: third, height: bounds.height), context: context)
      leading = min(back.width, third)
      backButton.place(
        in: mirroredIfNeeded(Rect(x: 0, y: 0, width: leading, height: bounds.height), in: bounds),
        context: context)
    }
    // Leading items after it, each at its own width, within the same third.
    for item in leadingItems {
      let start = leading + (leading > 0 ? itemSpacing : 8)
      let room = max(0, third - start)
      let size = item.measure(ProposedSize(width: room, height: bounds.height), context: context)
      let width = min(size.width, room)
      let height = min(size.height, bounds.height)
      let frame = Rect(x: start, y: (bounds.height - height) / 2, width: width, height: height)
      item.place(in: mirroredIfNeeded(frame, in: bounds), context: context)
      leading = start + width
    }
    // Trailing items from the trailing edge inwards, each at its own width, within a third.
    var trailing = 0.0
    for item in trailingItems.reversed() {
      let room = max(0, third - trailing - (trailing > 0 ? itemSpacing : 0))
      let size = item.measure(ProposedSize(width: room, height: bounds.height), context: context)
      let width = min(size.width, room)
      let height = min(size.height, bounds.height)
      trailing += trailing > 0 ? itemSpacing : 0
      let frame = Rect(
        x: bounds.width - trailing - width - 8, y: (bounds.height - height) / 2, width: width, height: height)
      item.place(in: mirroredIfNeeded(frame, in: bounds), context: context)
      trailing += width
    }
    if trailing > 0 { trailing += 8 }
    let side = max(leading, trailing)
    let titleWidth = max(0, bounds.width - 2 * side - 16)
    let title = titleLabel.measure(ProposedSize(width: titleWidth, height: nil), context: context)
    titleLabel.place(
      in: Rect(
        x: (bounds.width - titleWidth) / 2, y: (bounds.height - title.height) / 2, width: titleWidth,
        height: title.height),
      context: context)
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .navigationBar, isBar: true)
  }
}
