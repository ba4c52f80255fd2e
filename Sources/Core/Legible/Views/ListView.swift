import Drawing
import DynamicType
import Geometry

/// A scrolling list of sections of rows that size themselves. Rows are made by `makeRow` only when
/// they come into view and dropped when they leave it, and only visible rows are measured: rows
/// not measured yet count as `estimatedRowHeight`, so a list of 100,000 rows costs what its visible
/// rows cost. Rows are separated by `rowSpacing` (the case study's inset between rows, a scaled
/// metric); a section with a title starts with a header.
///
/// Measured heights are forgotten when the width or the traits change, since rows re-wrap; the
/// first visible row stays first, at the same fraction of its height (scroll anchoring), so a
/// reader who grows the text keeps their place. A pan scrolls the list (no inertia). The section at
/// the top is reported as it changes (`onTopSectionChange`), for pickers that follow the scroll.
@MainActor public final class ListView: View {
  /// A group of rows, with an optional header.
  public struct Section: Hashable, Sendable {
    /// The header's text, or nil for no header.
    public var title: String?
    /// The number of rows.
    public var rowCount: Int

    /// A section of `rowCount` rows under an optional header.
    public init(title: String? = nil, rowCount: Int) {
      self.title = title
      self.rowCount = max(0, rowCount)
    }
  }

  /// A row or a section header, by position.
  public enum Item: Hashable, Sendable {
    /// A section's header.
    case header(section: Int)
    /// A row of a section.
    case row(section: Int, row: Int)
  }

  /// The sections; setting them reloads the list.
  public var sections: [Section] { didSet { reload() } }
  /// Makes the view of a row when it comes into view.
  public var makeRow: @MainActor (_ section: Int, _ row: Int) -> View
  /// The height assumed for rows not yet laid out, in points.
  public var estimatedRowHeight: Double = 44 { didSet { setNeedsLayout() } }
  /// The space between rows.
  public var rowSpacing: ScaledMetric = 0 { didSet { setNeedsLayout() } }
  /// The text style of section headers.
  public var headerStyle: TextStyle = .headline
  /// Makes a section's header from its title (UITableView's `viewForHeaderInSection`); nil for
  /// the default: the title in `headerStyle`, on as many lines as it needs.
  public var makeHeader: (@MainActor (_ section: Int, _ title: String) -> View)? { didSet { reload() } }

  /// How far the list is scrolled.
  public private(set) var contentOffset: Double = 0
  /// The section of the first visible item.
  public private(set) var topSection = 0
  /// Called when `topSection` changes, after a layout.
  public var onTopSectionChange: (@MainActor (Int) -> Void)?
  /// The pan that scrolls the list.
  public let panRecognizer = PanGestureRecognizer()
  private var panStart = 0.0
  private var anchor: (item: Int, fraction: Double)?

  private var starts: [Int] = []  // first item index of each section
  private var itemCount = 0
  private var measured: [Int: Double] = [:]
  private var realized: [Int: View] = [:]
  private var measuredWidth: Double = -1

  /// A list of `sections` whose rows `makeRow` makes as they come into view.
  public init(sections: [Section], makeRow: @escaping @MainActor (_ section: Int, _ row: Int) -> View) {
    self.sections = sections
    self.makeRow = makeRow
    super.init()
    clipsToBounds = true
    reload()
    panRecognizer.action = { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      if pan.state == .began { self.panStart = self.contentOffset }
      self.scroll(to: self.panStart - pan.translation.y)
    }
    addGestureRecognizer(panRecognizer)
  }

  /// The section an item belongs to.
  public func section(ofItem index: Int) -> Int {
    switch item(at: index) {
    case .header(let section), .row(let section, _): section
    }
  }

  /// Forgets every row and measurement (after the data changed).
  public func reload() {
    starts = []
    var index = 0
    for section in sections {
      starts.append(index)
      index += (section.title == nil ? 0 : 1) + section.rowCount
    }
    itemCount = index
    measured = [:]
    for view in realized.values { view.removeFromSuperview() }
    realized = [:]
    setNeedsLayout()
  }

  /// The number of headers and rows, in order.
  public var numberOfItems: Int { itemCount }

  /// The header or row at `index` (headers and rows counted together, in order).
  public func item(at index: Int) -> Item {
    var section = 0
    var low = 0
    var high = starts.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if starts[middle] <= index {
        section = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    let offset = index - starts[section]
    if sections[section].title != nil {
      return offset == 0 ? .header(section: section) : .row(section: section, row: offset - 1)
    }
    return .row(section: section, row: offset)
  }

  /// The index of `item` among headers and rows.
  public func index(of item: Item) -> Int {
    switch item {
    case .header(let section): starts[section]
    case .row(let section, let row): starts[section] + (sections[section].title == nil ? 0 : 1) + row
    }
  }

  /// The spacing of the last layout: offsets stay those of what is on screen until the next one
  /// (a trait change must not move rows before they are laid out again).
  private var gap: Double = 0

  private func height(_ index: Int) -> Double { measured[index] ?? estimatedRowHeight }

  /// The top of item `index` in the content.
  public func offset(ofItem index: Int) -> Double {
    var top = Double(index) * (estimatedRowHeight + gap)
    for (measuredIndex, height) in measured where measuredIndex < index { top += height - estimatedRowHeight }
    return top
  }

  /// The height of all headers and rows, as laid out or estimated.
  public var contentHeight: Double {
    guard itemCount > 0 else { return 0 }
    return offset(ofItem: itemCount) - gap
  }

  /// The first item whose bottom is below `y`.
  public func itemIndex(at y: Double) -> Int {
    guard itemCount > 0 else { return 0 }
    var low = 0
    var high = itemCount - 1
    while low < high {
      let middle = (low + high) / 2
      // An item that ends where `y` is, to a millionth of a point (sums of thirds at 3× are not
      // exact), is above it.
      if offset(ofItem: middle) + height(middle) <= y + 1e-6 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Items at least partly visible.
  public var visibleItems: Range<Int> {
    guard itemCount > 0, bounds.height > 0 else { return 0..<0 }
    let first = itemIndex(at: contentOffset)
    var last = first
    while last < itemCount, offset(ofItem: last) < contentOffset + bounds.height { last += 1 }
    return first..<max(last, first + 1)
  }

  public func scroll(to offset: Double) {
    let maximum = max(0, contentHeight - bounds.height)
    let clamped = min(max(0, offset.isFinite ? offset : 0), maximum)
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    setNeedsLayout()
  }

  /// Scrolls so that the section's first item is at the top (exactly, once laid out: rows above
  /// it that were never measured count at their estimated height).
  public func scroll(toSection section: Int) {
    guard sections.indices.contains(section) else { return }
    anchor = (starts[section], 0)
    setNeedsLayout()
  }

  public override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    if itemCount > 0, contentOffset > 0 {
      let first = itemIndex(at: contentOffset)
      let height = height(first)
      anchor = (first, height > 0 ? (contentOffset - offset(ofItem: first)) / height : 0)
    }
    measured = [:]
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecified(with: Size(width: 0, height: contentHeight)).finiteOrZero
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    if bounds.width != measuredWidth {
      measured = [:]
      measuredWidth = bounds.width
    }
    gap = rowSpacing.value(for: traits)
    if let anchor, anchor.item < itemCount {
      self.anchor = nil
      let height = view(for: anchor.item).measure(
        ProposedSize(width: bounds.width, height: nil), context: context
      ).height
      measured[anchor.item] = height
      contentOffset = max(0, offset(ofItem: anchor.item) + anchor.fraction * height)
    }
    // Measuring visible rows changes what is visible: settle in a few rounds.
    var visible = visibleItems
    for _ in 0..<3 {
      for index in visible where measured[index] == nil {
        measured[index] =
          view(for: index).measure(ProposedSize(width: bounds.width, height: nil), context: context).height
      }
      contentOffset = min(contentOffset, max(0, contentHeight - bounds.height))
      let next = visibleItems
      if next == visible { break }
      visible = next
    }
    for (index, view) in realized where !visible.contains(index) {
      view.detachFromSuperview()
      realized[index] = nil
    }
    for index in visible {
      let top = offset(ofItem: index) - contentOffset
      view(for: index).place(
        in: Rect(x: 0, y: top, width: bounds.width, height: height(index)), context: context)
    }
    if itemCount > 0 {
      let section = section(ofItem: itemIndex(at: contentOffset))
      if section != topSection {
        topSection = section
        onTopSectionChange?(section)
      }
    }
  }

  private func view(for index: Int) -> View {
    if let view = realized[index] { return view }
    let view: View
    switch item(at: index) {
    case .header(let section):
      let title = sections[section].title ?? ""
      if let makeHeader {
        view = makeHeader(section, title)
      } else {
        let label = Label(title, font: .textStyle(headerStyle), lines: 0)
        view = Padding(
          label,
          insets: ScaledInsets(EdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16), relativeTo: .body))
      }
    case .row(let section, let row):
      view = makeRow(section, row)
    }
    realized[index] = view
    adoptSubview(view)
    return view
  }

  public override var stretches: Bool { true }
  public override var scrollAxis: Axis? { .vertical }

  /// Rows and headers in item order.
  public override var snapshotSubviews: [View] {
    realized.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Rows are named by their item index.
  public override func snapshotNumber(of subview: View, at position: Int) -> Int {
    realized.first { $0.value === subview }?.key ?? position
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .list) }
}
