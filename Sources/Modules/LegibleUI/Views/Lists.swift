import Drawing
import Foundation
import Geometry
import Legible

/// Rows in sections, as SwiftUI's `List`, drawn as iOS draws them in the list's style (inset
/// grouped by default: white rounded cards on the grouped background, rows at least 44 points
/// tall with their content 20 points in, separators between rows, headers in small capitals). The
/// whole list scrolls; every row is made, so the audit reads them all.
public struct List<SelectionValue: Hashable, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let content: Content

  /// A list of `content`'s rows and sections.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list with a selection (kept; rows are drawn unselected).
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a multiple selection (kept).
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @Environment(\.listStyle) private var style
  @Environment(\.scrollContentBackground) private var contentBackground

  public var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ListContent(style: style, content: content)
      }
      .padding(.vertical, style.isGrouped ? 16 : 0)
      .frame(maxWidth: .infinity)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(
      contentBackground == .hidden
        ? Color.clear : style.isGrouped ? Color(Drawing.Color.systemGroupedBackground) : Color.white)
  }
}

extension List {
  /// A list of a row for each element of `data`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of a row for each identifiable element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never
  {
    content = ForEach(data, content: rowContent)
  }

  /// A list of a row for each element of a range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
    content = ForEach(data, content: rowContent)
  }

  /// A list of a row for each element of a bound collection.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable,
    SelectionValue == Never
  {
    content = ForEach(data, content: rowContent)
  }

  /// A list with a selection of a row for each identifiable element (the selection is kept).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
}

/// Rows of a form, as SwiftUI's `Form`: an inset grouped list.
public struct Form<Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let content: Content
  /// A form of `content`'s rows and sections.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { List { content }.listStyle(.insetGrouped) }
}

/// A group of rows with a header and a footer, as SwiftUI's `Section`. In a list, a card of its
/// rows; elsewhere, its header, content and footer in a column.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer of views.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer (the older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  @Environment(\.listStyle) private var style
  @Environment(\.isInList) private var isInList

  public var body: some View {
    if isInList {
      ListSection(style: style, header: header, content: content, footer: footer)
    } else {
      VStack(alignment: .leading) {
        header
        content
        footer
      }
    }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows alone.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }
  /// A section titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
  /// A section titled `titleKey` that can be folded (drawn open).
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  {
    self.init(titleKey, content: content)
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header of views that can be folded (drawn open).
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
  /// A section with a header (the older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
  /// A section with a footer (the older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

/// A list's section as iOS draws it.
struct ListSection<Header: View, Content: View, Footer: View>: View {
  let style: ListStyleKind
  let header: Header
  let content: Content
  let footer: Footer
  @Environment(\.headerProminence) private var prominence
  @Environment(\.defaultMinListHeaderHeight) private var minimumHeaderHeight

  var body: some View {
    // A grouped list's header is small grey capitals; a prominent one (`headerProminence`) is
    // UIKit's prominent inset grouped header: the title 3 style, bold, in the label colour.
    let isSmall = style.isGrouped && prominence == .standard
    VStack(alignment: .leading, spacing: 0) {
      header
        .font(isSmall ? .footnote : prominence == .increased ? .title3.bold() : .headline)
        .textCase(isSmall ? .uppercase : nil)
        .foregroundStyle(isSmall ? Color.secondary : Color.primary)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, style.rowInset + style.margin)
        .padding(.top, style.isGrouped ? 18 : 8)
        .padding(.bottom, 7)
        // At least as tall as the environment asks, its text at the bottom, over the rows.
        .frame(
          minHeight: Header.self == EmptyView.self ? nil : minimumHeaderHeight, alignment: .bottomLeading)
      // Each row draws its own background (white, unless it asks for another), so that a row's
      // clear background shows what lies behind the list.
      VStack(alignment: .leading, spacing: 0) { ListRows(style: style, content: content) }
        .cornerRadius(style.isInset ? 10 : 0)
        .padding(.horizontal, style.margin)
      footer
        .font(.footnote)
        .foregroundStyle(Color.secondary)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, style.rowInset + style.margin)
        .padding(.top, 7)
    }
    // A section without a header is as far from the one above as one with.
    .padding(.top, Header.self == EmptyView.self && style.isGrouped ? 35 : 0)
    .layoutValue(key: ListSectionMarker.self, value: true)
  }
}

/// The content of a list: sections as they are, rows outside a section gathered into one.
struct ListContent<Content: View>: View {
  let style: ListStyleKind
  let content: Content

  var body: some View {
    ListRows(style: style, content: content, outsideSections: true)
      .environment(\.isInList, true)
      .environment(\.listStyle, style)
  }
}

/// The rows of a list: each retained view of the content made a row (at least 44 points tall,
/// its content 20 points in, a separator under it but the last); sections inside are left as
/// they are, and rows outside any section are gathered in cards of their own, as iOS draws them.
struct ListRows<Content: View>: View, PrimitiveView {
  let style: ListStyleKind
  let content: Content
  var outsideSections = false

  final class Node: ViewNode {
    var content: ViewNode?
    var rows: [ObjectIdentifier: ListRow] = [:]
    var cards: [Legible.View] = []
    var style = ListStyleKind.insetGrouped
    var outsideSections = false
    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    func wrap() -> Bool {
      let views = content?.output ?? []
      var kept: [ObjectIdentifier: ListRow] = [:]
      // Runs of rows between sections.
      var runs: [[ListRow]] = []
      var order: [Either] = []
      for view in views {
        if ListSectionMarker.isSection(view) {
          order.append(.section(view))
          continue
        }
        let id = ObjectIdentifier(view)
        let row = rows[id] ?? ListRow(view)
        kept[id] = row
        if case .run(let index)? = order.last {
          runs[index].append(row)
        } else {
          runs.append([row])
          order.append(.run(runs.count - 1))
        }
      }
      rows = kept
      for run in runs {
        for (index, row) in run.enumerated() {
          row.configure(
            style: style, minimumHeight: Double(environment.defaultMinListRowHeight),
            isLast: index == run.count - 1,
            next: run.indices.contains(index + 1) ? run[index + 1] : nil)
        }
      }
      guard outsideSections else { return setOutput(runs.flatMap { $0 }) }
      var out: [Legible.View] = []
      var cardIndex = 0
      for item in order {
        switch item {
        case .section(let view): out.append(view)
        case .run(let index):
          let card = self.card(cardIndex)
          cardIndex += 1
          card.stack.arrange(runs[index])
          out.append(card.padded)
        }
      }
      return setOutput(out)
    }

    enum Either {
      case section(Legible.View)
      case run(Int)
    }

    /// The cards rows outside sections are gathered in, kept by position.
    private var made: [(stack: FlexibleStack, padded: Legible.View)] = []
    private func card(_ index: Int) -> (stack: FlexibleStack, padded: Legible.View) {
      while made.count <= index {
        let stack = FlexibleStack(.vertical, alignment: .leading, spacing: 0)
        stack.cornerRadius = style.isInset ? 10 : 0
        stack.clipsToBounds = true
        let padded = Padding(
          stack,
          insets: ScaledInsets(
            Geometry.EdgeInsets(
              top: style.isGrouped ? 18 : 0, leading: style.margin, bottom: 0, trailing: style.margin)))
        made.append((stack, padded))
      }
      return made[index]
    }

    override func childOutputDidChange() { if wrap() { outputDidChange() } }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.style = style
    node.outsideSections = outsideSections
    node.content = updateChild(content, node.content, context.child(of: node))
    _ = node.wrap()
  }
}

/// Marks a list section's card, so that the list does not make it a row.
enum ListSectionMarker: LayoutValueKey {
  static var defaultValue: Bool { false }
  @MainActor static func isSection(_ view: Legible.View) -> Bool {
    view.layoutValues[ObjectIdentifier(ListSectionMarker.self)] as? Bool == true
  }
}

/// A row of a list: its content leading-aligned in the row's width, at least 44 points tall, 20
/// points in (a list's row insets), over a separator (but the last row). A badge on the content
/// (`.badge(_:)`) is drawn at the row's trailing edge in body text of the secondary colour, on
/// one line, and the content takes the width left.
@MainActor final class ListRow: Legible.View, WrappingLayout {
  let content: Legible.View
  let sizing: FlexibleFrame
  let padding: Padding
  let separator = Legible.Divider()
  /// The row's own background (`listRowBackground`), filling it behind the content.
  private(set) var background: Legible.View?
  /// The content's badge, when it has one.
  private(set) var badge: Legible.Label?
  /// The room between the content and the badge.
  static let badgeSpacing = 8.0
  var inset = 20.0
  var isLast = false

  init(_ content: Legible.View) {
    self.content = content
    sizing = FlexibleFrame(
      content, .flexible(width: .init(maximum: .infinity), height: .init(minimum: 44 - 2 * 11)),
      horizontal: .leading, vertical: .verticalCenter)
    padding = Padding(sizing, insets: ScaledInsets(Geometry.EdgeInsets(vertical: 11, horizontal: 20)))
    super.init()
    addSubview(padding)
    addSubview(separator)
  }

  /// Takes the list's style and the content's insets, background and badge; shows the separator
  /// under the row unless it is the last, or this row or the `next` hides it (coloured as this
  /// row, else the next, asks).
  func configure(style: ListStyleKind, minimumHeight: Double = 44, isLast: Bool, next: ListRow? = nil) {
    inset = style.rowInset
    let own = content.layoutValues[ObjectIdentifier(ListRowInsetsKey.self)] as? EdgeInsets
    let insets = ScaledInsets(
      own.map {
        Geometry.EdgeInsets(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing)
      }
        ?? Geometry.EdgeInsets(top: 11, leading: inset, bottom: 11, trailing: 16))
    if padding.insets != insets { padding.insets = insets }
    // The minimum counts the row's default insets (11 points above and below), as at 44.
    let height = FlexibleFrame.Limits(minimum: minimumHeight.isFinite ? max(0, minimumHeight - 2 * 11) : 22)
    let frame = FlexibleFrame.Sizing.flexible(width: .init(maximum: .infinity), height: height)
    if sizing.sizing != frame { sizing.sizing = frame }
    adoptBackground()
    adoptBadge()
    self.isLast = isLast
    let asked = { (row: ListRow?) in
      row?.content.layoutValue(throughWrappers: ObjectIdentifier(RowSeparators.self)) as? RowSeparators
    }
    let (above, below) = (asked(self) ?? RowSeparators(), asked(next) ?? RowSeparators())
    let shown = !isLast && !above.hidden.contains(.bottom) && !below.hidden.contains(.top)
    if separator.visibility != (shown ? .visible : .hidden) {
      separator.visibility = shown ? .visible : .hidden
      setNeedsLayout()
    }
    let color = above.bottomTint ?? below.topTint ?? .separator
    if separator.color != color { separator.color = color }
  }

  /// As wide as the list offers (a table's cell is its width, whatever its content wants: a
  /// row wider than that overflows it, as on iOS), as tall as the content needs.
  override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    adoptBadge()
    let room = badgeRoom(context)
    var offered = proposal
    if room.width > 0, let width = proposal.width, width.isFinite {
      offered.width = max(0, width - room.width)
    }
    var size = padding.measure(offered, context: context)
    size.height = max(size.height, room.height)
    size.width += room.width
    guard let width = proposal.width, width.isFinite else { return size }
    return Size(width: width, height: size.height)
  }

  /// The width the badge takes from the content (its own and the spacing), and the height the
  /// row needs for it (with the row's vertical insets); zero without a badge.
  private func badgeRoom(_ context: LayoutContext) -> Size {
    guard let badge, badge.isVisible else { return .zero }
    let size = badge.measure(.unspecified, context: context)
    let insets = padding.insets.value(for: traits)
    return Size(width: size.width + Self.badgeSpacing, height: size.height + insets.top + insets.bottom)
  }

  /// Shows the badge the content asks for, if it changed (and takes back the content's mark of
  /// it not being drawn).
  private func adoptBadge() {
    guard let text = content.badgeText else {
      if let badge {
        badge.removeFromSuperview()
        self.badge = nil
        setNeedsLayout()
      }
      return
    }
    if let badge {
      if badge.text != text {
        badge.text = text
        setNeedsLayout()
      }
      return
    }
    let made = Legible.Label(text, font: .textStyle(.body), lines: 1, color: Drawing.Color.secondaryLabel)
    made.sourceLocation = content.sourceLocation
    made.sourceCallers = content.sourceCallers
    badge = made
    addSubview(made)
    setNeedsLayout()
  }

  /// Shows the background the content asks for, if it changed; without one, the row is white,
  /// as iOS's cells are.
  private func adoptBackground() {
    let background = content.layoutValues[ObjectIdentifier(RowBackgroundKey.self)] as? Legible.View
    let color: Drawing.Color? = background == nil ? .white : nil
    if backgroundColor != color { backgroundColor = color }
    guard background !== self.background else { return }
    self.background?.removeFromSuperview()
    self.background = background
    if let background { insertSubview(background, at: 0) }
    setNeedsLayout()
  }

  override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    adoptBackground()
    adoptBadge()
    background?.place(in: bounds, proposal: ProposedSize(bounds.size), context: context)
    let room = badgeRoom(context)
    if let badge, room.width > 0 {
      var proposal = placementProposal
      proposal.width = proposal.width.map { max(0, $0 - room.width) }
      padding.place(
        in: mirroredIfNeeded(
          Rect(x: 0, y: 0, width: max(0, bounds.width - room.width), height: bounds.height), in: bounds),
        proposal: proposal, context: context)
      let size = badge.measure(.unspecified, context: context)
      let trailing = padding.insets.value(for: traits).trailing
      badge.place(
        in: mirroredIfNeeded(
          Rect(
            x: bounds.width - trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width,
            height: size.height), in: bounds),
        context: context)
    } else {
      padding.place(in: bounds, proposal: placementProposal, context: context)
    }
    let pixel = 1 / max(1, context.grid.scale)
    separator.place(
      in: mirroredIfNeeded(
        Rect(x: inset, y: bounds.height - pixel, width: max(0, bounds.width - inset), height: pixel),
        in: bounds),
      context: context)
  }

  override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext) -> Double?
  {
    padding.explicitAlignment(of: guide, in: size, context: context)
  }

  override var siblingTraitsSource: Legible.View? { content }
}

/// How a list is drawn (the module's; name a style with `ListStyle`).
public struct ListStyleKind: Hashable, Sendable {
  var isGrouped: Bool
  var isInset: Bool
  init(isGrouped: Bool, isInset: Bool) {
    self.isGrouped = isGrouped
    self.isInset = isInset
  }
  var margin: Double { isInset ? 16 : 0 }
  var rowInset: Double { 20 }

  static let insetGrouped = ListStyleKind(isGrouped: true, isInset: true)
  static let grouped = ListStyleKind(isGrouped: true, isInset: false)
  static let plain = ListStyleKind(isGrouped: false, isInset: false)
}

/// A style of list, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {
  /// The style's drawing (the module's).
  var _kind: ListStyleKind { get }
}

/// iOS's inset grouped list: cards on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}
/// iOS's grouped list: full-width groups on the grouped background.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  public var _kind: ListStyleKind { .grouped }
}
/// iOS's plain list: full-width rows on white.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
  public var _kind: ListStyleKind { .plain }
}
/// iOS's inset list (drawn as inset grouped).
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
  public var _kind: ListStyleKind { ListStyleKind(isGrouped: false, isInset: true) }
}
/// iOS's sidebar list (drawn as inset grouped).
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}
/// The platform's default list (inset grouped on iOS).
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Cards on the grouped background.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// Full-width groups.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// Full-width rows on white.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// Inset rows.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
  /// The platform's default.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

private struct ListStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind { .insetGrouped } }
private struct InListKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ListRowStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind? { nil } }

extension EnvironmentValues {
  var listStyle: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
  var isInList: Bool {
    get { self[InListKey.self] }
    set { self[InListKey.self] = newValue }
  }
  var listRowStyle: ListStyleKind? {
    get { self[ListRowStyleKey.self] }
    set { self[ListRowStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of lists inside.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, style._kind) }
  /// The insets of the row's content in its list (nil: iOS's, 11 points above and below, 20 at
  /// the leading edge, 16 at the trailing one).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    layoutValue(key: ListRowInsetsKey.self, value: insets)
  }
  /// A view filling the whole row behind its content, in place of the list's white.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(RowBackgroundModifier(background: view))
  }
  /// The tint of the row's content (its label's icon, its controls), as `tint(_:)` sets it.
  public func listItemTint(_ tint: ListItemTint?) -> some View { environment(\.tint, tint?.color) }
  /// The tint of the row's content, fixed to `tint`.
  public func listItemTint(_ tint: Color?) -> some View { environment(\.tint, tint) }
  /// Whether the row's separators show: `.hidden` hides the line under the row (`edges`
  /// `.bottom`) and the one over it (`.top`, the row above's).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    eachView { view in
      var separators = view.rowSeparators
      separators.hidden =
        visibility == .hidden ? separators.hidden.union(edges) : separators.hidden.subtracting(edges)
      view.rowSeparators = separators
    }
  }
  /// The colour of the row's separators (nil: the system's), under it (`.bottom`) and over it
  /// (`.top`, the row above's).
  /// Room between a list's rows (iOS 15; not applied, and reported: `not-applied`: rows are
  /// laid out as iOS lays them without it).
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    notApplied("listRowSpacing(_:)", when: spacing != nil)
  }
  /// Room between a list's sections (iOS 17; not applied, and reported: `not-applied`).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { notApplied("listSectionSpacing(_:)") }
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    eachView { view in
      var separators = view.rowSeparators
      if edges.contains(.top) { separators.topTint = color?.value }
      if edges.contains(.bottom) { separators.bottomTint = color?.value }
      view.rowSeparators = separators
    }
  }
  /// The spacing between sections (kept).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    self
  }
  /// Whether scrolling views inside (lists, forms) draw their background: hidden, what lies
  /// behind them shows (a background of the team's), and the audit judges text on it.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
  /// Whether scroll indicators show (kept).
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  {
    self
  }
  /// Whether the view scrolls (kept: content scrolls).
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
  /// Whether the row can be deleted by swiping (the action is kept, reachable by the app's code).
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
  /// Whether the row can be moved (kept).
  public func moveDisabled(_ isDisabled: Bool) -> some View { self }
  /// Swipe actions on the row (kept; not shown at rest).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  )
    -> some View
  {
    self
  }
  /// Pull to refresh (accepted; nothing is pulled when the screen is drawn at rest).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

extension ForEach where Content: View {
  /// Deletes rows by swiping. Kept as `deleteAction` for code and tests to call: a screen drawn at
  /// rest shows no swipe.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var each = self
    each.deleteAction = action
    return each
  }
  /// Moves rows by dragging. Kept as `moveAction`: a screen drawn at rest shows no drag.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var each = self
    each.moveAction = action
    return each
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.sorted(by: >) where offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }

  /// Moves the elements at `source` to before `destination`, as SwiftUI's extension does for
  /// `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.sorted().filter { $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = Swift.max(0, Swift.min(count, destination - before))
    insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
  }
}

/// A button that turns a list's editing on and off, as SwiftUI's `EditButton`: drawn as iOS draws
/// it ("Edit"); editing is not shown at rest.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode
  /// The button.
  public init() {}
  public var body: some View {
    Button(editMode?.wrappedValue == .active ? "Done" : "Edit") {
      guard let editMode else { return }
      editMode.wrappedValue = editMode.wrappedValue == .active ? .inactive : .active
    }
  }
}

/// Whether a view is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Moving to or from editing.
  case transient
  /// Editing.
  case active
  /// Whether editing shows.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
  /// The edit mode of the list around, if one is set.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The platform decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

extension VerticalEdge {
  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top.
    public static let top = Set(rawValue: 1)
    /// The bottom.
    public static let bottom = Set(rawValue: 2)
    /// Both.
    public static let all: Set = [.top, .bottom]
  }
}

/// The insets a row asks its list for (`listRowInsets`).
enum ListRowInsetsKey: LayoutValueKey {
  static var defaultValue: EdgeInsets? { nil }
}

/// What a row asks of its separators (`listRowSeparator`, `listRowSeparatorTint`).
struct RowSeparators: Hashable {
  /// The edges whose separator is hidden.
  var hidden: VerticalEdge.Set = []
  /// The colour of the separator over the row, or nil for the system's.
  var topTint: Drawing.Color?
  /// The colour of the separator under the row, or nil for the system's.
  var bottomTint: Drawing.Color?
}

extension Legible.View {
  /// What the row made of this view asks of its separators.
  var rowSeparators: RowSeparators {
    get { layoutValues[ObjectIdentifier(RowSeparators.self)] as? RowSeparators ?? RowSeparators() }
    set {
      guard newValue != rowSeparators else { return }
      layoutValues[ObjectIdentifier(RowSeparators.self)] = newValue
    }
  }
}

/// The background a row asks its list for (`listRowBackground`): the retained view its
/// description made.
enum RowBackgroundKey: LayoutValueKey {
  static var defaultValue: Legible.View? { nil }
}

/// Gives a row's views the background view `background` makes, for the list's row to show.
struct RowBackgroundModifier<Background: View>: ViewModifier {
  typealias Body = Never
  let background: Background?

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    let childContext = context.child(of: node)
    node.content = updateChild(content, node.content, childContext)
    node.background = modifier.background.map { updateChild($0, node.background, childContext) }
    node.attach()
    return node
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    var background: ViewNode?
    override var children: [ViewNode] { [content, background].compactMap { $0 } }

    @discardableResult
    func attach() -> Bool {
      let views = content?.output ?? []
      let made = background?.output.first
      for view in views
      where (view.layoutValues[ObjectIdentifier(RowBackgroundKey.self)] as? Legible.View) !== made {
        view.layoutValues[ObjectIdentifier(RowBackgroundKey.self)] = made
      }
      return setOutput(views)
    }

    override func childOutputDidChange() { if attach() { outputDidChange() } }
  }
}

/// The tint of a list item's content, as SwiftUI's `ListItemTint`.
public struct ListItemTint: Sendable {
  let color: Color?
  /// Always `tint`.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// `tint`, unless the system prefers another (it does not on an iPhone's lists).
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// Grey.
  public static let monochrome = ListItemTint(color: .gray)
}

/// How prominent a view is, as SwiftUI's `Prominence`: a list section's header with increased
/// prominence is drawn larger and bolder (`headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
  /// The usual.
  case standard
  /// Greater visual weight.
  case increased
}

extension View {
  /// How prominent the headers of list sections inside are: `.increased` draws them in the
  /// title 3 style, bold, in the label colour, not in capitals (UIKit's prominent inset grouped
  /// header).
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}
