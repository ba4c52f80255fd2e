import Drawing
import DynamicType
import Foundation
import Geometry
import LargeContentViewer
import Legible

/// Tabs, as SwiftUI's `TabView`: the chosen tab's content above iOS's tab bar, whose items (from
/// each tab's `tabItem`, or `Tab`) keep their size at every text size and show in the Large
/// Content Viewer when pressed and held at the accessibility sizes, as iOS's do.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs chosen by `selection` (matched to each tab's `tag`).
  public init(selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> Content)
  {
    self.selection = selection
    self.content = content()
  }

  final class Node: ViewNode {
    var content: ViewNode?
    let column = FlexibleStack(.vertical, spacing: 0)
    let holder = FlexibleStack(.vertical, spacing: 0)
    let holderFrame: FlexibleFrame
    var bar: TabBar?
    var barItems: [TabBar.Item] = []
    var chosen = 0
    var selection: Binding<SelectionValue>?
    /// Pages (`tabViewStyle(.page)`): the chosen page alone, with its dots, and no tab bar.
    var paging: TabViewPaging?
    let dots = FlexibleStack(.horizontal, spacing: 9)
    let dotsBackground = ShapeView(.capsule, fill: Drawing.Color(red: 0, green: 0, blue: 0, alpha: 0.25))
    lazy var pages = Layered(holderFrame, horizontal: .horizontalCenter, vertical: .bottom)
    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    override init(_ context: _ViewContext) {
      holderFrame = FlexibleFrame(
        holder, .flexible(width: .init(maximum: .infinity), height: .init(maximum: .infinity)), vertical: .top
      )
      super.init(context)
      let frame = FlexibleFrame(
        column, .flexible(width: .init(maximum: .infinity), height: .init(maximum: .infinity)))
      frame.backgroundColor = .white
      setOutput([frame])
    }

    func arrange() {
      let tabs = content?.output ?? []
      let infos = tabs.map { $0.tabItem }
      if let selection {
        let wanted = AnyHashable(selection.wrappedValue)
        if let index = infos.firstIndex(where: { $0?.tag == wanted }) { chosen = index }
      }
      chosen = min(max(0, chosen), max(0, tabs.count - 1))
      // An iPhone's tab bar shows its symbols filled (`house` as `house.fill`) where they have a
      // filled variant.
      let items = infos.enumerated().map { index, info in
        TabBar.Item(
          title: info?.title ?? "",
          icon: info?.symbol.map { Symbols.icon(named: $0, variant: .fill) } ?? Symbols.missing("tab"),
          badge: tabs[index].badgeText)
      }
      if bar == nil || items != barItems {
        let made = TabBar(items: items, selectedIndex: chosen)
        made.addLargeContentViewer()
        made.onSelect = { [weak self] index in self?.select(index) }
        bar = made
        barItems = items
      }
      bar?.selectedIndex = chosen
      bar?.tintColor = Color.accentColor.value
      holder.arrange(tabs.indices.contains(chosen) ? [tabs[chosen]] : [])
      guard let paging else {
        column.arrange([holderFrame] + (bar.map { [$0] } ?? []))
        return
      }
      arrangeDots(count: tabs.count, paging: paging)
      column.arrange([pages])
    }

    /// The page dots: 7 points each, 9 apart, the chosen one dark, 16 points above the bottom.
    private func arrangeDots(count: Int, paging: TabViewPaging) {
      let made = (0..<count).map { index -> Legible.View in
        let dot = ShapeView(
          .circle,
          fill: index == chosen
            ? (paging.background ? .white : Drawing.Color(red: 0.1, green: 0.1, blue: 0.1))
            : Drawing.Color(red: 0.78, green: 0.78, blue: 0.8))
        return FlexibleFrame(dot, .fixed(width: 7, height: 7))
      }
      dots.arrange(made)
      let padded = Padding(dots, insets: ScaledInsets(Geometry.EdgeInsets(vertical: 6, horizontal: 10)))
      let shown: Legible.View = paging.showsDots && count > 1 ? padded : Legible.View()
      pages.setLayers(
        behind: [],
        inFront: [
          Padding(
            paging.background ? Layered(shown, behind: [dotsBackground]) : shown,
            insets: ScaledInsets(Geometry.EdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)))
        ])
    }

    func select(_ index: Int) {
      chosen = index
      let tabs = content?.output ?? []
      if let tag = tabs.indices.contains(index) ? tabs[index].tabItem?.tag : nil,
        let value = tag.base as? SelectionValue
      {
        selection?.wrappedValue = value
      }
      arrange()
    }

    override func childOutputDidChange() { arrange() }

    /// The chosen tab (pages, which are swiped, are no step).
    override func appendLocation(to steps: inout [AppLocation.Step]) {
      if paging == nil, barItems.indices.contains(chosen) {
        steps.append(AppLocation.Step(.tab, title: barItems[chosen].title, key: "tab \(chosen)"))
      }
      super.appendLocation(to: &steps)
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.selection = selection
    node.paging = context.environment.tabViewPaging
    node.content = updateChild(content, node.content, context.child(of: node))
    node.arrange()
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs, the first chosen.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// A tab of a `TabView`, as SwiftUI's `Tab` (iOS 18).
public struct Tab<Value: Hashable, Content: View>: View {
  let title: String
  let symbol: String?
  let value: Value?
  let content: Content

  init(title: String, symbol: String?, value: Value?, content: Content) {
    self.title = title
    self.symbol = symbol
    self.value = value
    self.content = content
  }

  /// A tab titled `title` with the symbol `systemImage`.
  public init(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
  where Value == Never {
    self.title = title.string
    symbol = systemImage
    value = nil
    self.content = content()
  }

  /// A tab titled `title` with the symbol `systemImage`, chosen when the selection is `value`.
  public init(
    _ title: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.title = title.string
    symbol = systemImage
    self.value = value
    self.content = content()
  }

  /// A tab chosen when the selection is `value`, whose item shows the text and symbol of `label`
  /// (a `Label`, as apps write it).
  public init<L: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    let inspected = ViewInspection(label())
    title = inspected.text ?? ""
    symbol = inspected.symbol
    self.value = value
    self.content = content()
  }

  /// A tab with a role (kept), chosen when the selection is `value`, whose item shows the text
  /// and symbol of `label`.
  public init<L: View>(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L
  ) {
    self.init(value: value, content: content, label: label)
  }

  /// A tab with a role and no label of its own, chosen when the selection is `value`: a search
  /// tab shows the system's title ("Search", in the language laid out) and a magnifying glass.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(title: role?.systemTitle ?? "", symbol: role?.systemSymbol, value: value, content: content())
  }

  /// A tab with a role and no label of its own (see `init(value:role:content:)`).
  public init(role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never {
    self.init(title: role?.systemTitle ?? "", symbol: role?.systemSymbol, value: nil, content: content())
  }

  /// A tab whose item shows the text and symbol of `label`.
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L)
  where Value == Never {
    let inspected = ViewInspection(label())
    title = inspected.text ?? ""
    symbol = inspected.symbol
    value = nil
    self.content = content()
  }

  /// A tab titled `title` with the symbol `systemImage` and a role (kept).
  public init(
    _ title: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title, systemImage: systemImage, value: value, content: content)
  }

  /// A tab titled `title` with the symbol `systemImage` and a role (kept), with no value.
  public init(
    _ title: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Value == Never {
    self.init(title, systemImage: systemImage, content: content)
  }

  /// A tab titled with a string as it is (not looked up in the string catalog).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
  where Value == Never {
    self.init(title: String(title), symbol: systemImage, value: nil, content: content())
  }

  /// A tab titled with a string as it is, chosen when the selection is `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), symbol: systemImage, value: value, content: content())
  }

  public var body: some View {
    content.modifier(
      TabItemModifier(info: TabItemInfo(title: title, symbol: symbol, tag: value.map { AnyHashable($0) })))
  }
}

/// A tab's modifiers, as SwiftUI's `TabContent` gives them: each is a tab again, of the same
/// value, so that a tab view's builder still finds the value's type (`Tab(value: .inbox) { … }
/// .badge(3)`).
extension Tab {
  /// A badge of `count` on the tab's item; none for 0.
  public func badge(_ count: Int) -> Tab<Value, some View> { with(content.badge(count)) }
  /// A badge of text on the tab's item; none for nil.
  public func badge(_ label: Text?) -> Tab<Value, some View> { with(content.badge(label)) }
  /// A badge of text on the tab's item.
  public func badge(_ key: LocalizedStringKey) -> Tab<Value, some View> { with(content.badge(key)) }
  /// The identifier UI tests find the tab by.
  public func accessibilityIdentifier(_ identifier: String) -> Tab<Value, some View> {
    with(content.accessibilityIdentifier(identifier))
  }
  /// An identifier for a customizable tab bar (kept: an iPhone's tab bar is not customized).
  public func customizationID(_ id: String) -> Tab<Value, Content> { self }
  /// Whether the tab shows by default in a customizable tab bar (kept).
  public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> Tab<
    Value, Content
  > {
    self
  }

  /// This tab with `content` in place of its own.
  private func with<Other: View>(_ content: Other) -> Tab<Value, Other> {
    Tab<Value, Other>(title: title, symbol: symbol, value: value, content: content)
  }
}

/// Where a tab shows (kept).
public struct TabPlacement: Hashable, Sendable {
  let name: String
  /// The tab bar.
  public static let tabBar = TabPlacement(name: "tabBar")
  /// The sidebar.
  public static let sidebar = TabPlacement(name: "sidebar")
}

/// The role of a tab (kept).
public struct TabRole: Hashable, Sendable {
  let name: String
  /// A search tab.
  public static let search = TabRole(name: "search")

  /// The title the system gives a tab of this role, in the language laid out (`SystemWords`).
  var systemTitle: String? { self == .search ? SystemWords.text(.search) : nil }

  /// The symbol the system gives a tab of this role.
  var systemSymbol: String? { self == .search ? "magnifyingglass" : nil }
}

/// What a tab's item shows.
struct TabItemInfo: Equatable {
  var title: String
  var symbol: String?
  var tag: AnyHashable?
}

enum TabItemKey: LayoutValueKey {
  static var defaultValue: TabItemInfo? { nil }
}

extension Legible.View {
  /// The tab item information of a tab's view.
  @MainActor var tabItem: TabItemInfo? {
    var current: Legible.View? = self
    var info: TabItemInfo?
    var tag: AnyHashable?
    while let found = current {
      if info == nil { info = found.layoutValues[ObjectIdentifier(TabItemKey.self)] as? TabItemInfo }
      if tag == nil { tag = found.layoutValues[ObjectIdentifier(PickerTag.self)] as? AnyHashable }
      current = found is any WrappingLayout ? found.subviews.first : nil
    }
    if var info {
      if info.tag == nil { info.tag = tag }
      return info
    }
    return tag.map { TabItemInfo(title: "", symbol: nil, tag: $0) }
  }
}

extension View {
  /// The item of this tab in the tab bar: a `Label`, or a `Text` and an `Image`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let inspected = ViewInspection(label())
    return modifier(
      TabItemModifier(info: TabItemInfo(title: inspected.text ?? "", symbol: inspected.symbol, tag: nil)))
  }

  /// A badge on the view's tab item, drawn by the tab bar as iOS draws it, or at the trailing
  /// edge of the view's list row, in secondary text; none for 0. iOS draws badges nowhere else.
  public func badge(_ count: Int) -> some View {
    modifier(BadgeModifier(text: count == 0 ? nil : "\(count)"))
  }
  /// A badge of text on the view's tab item or list row; none for nil.
  public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(text: label?.string)) }
  /// A badge of text on the view's tab item or list row.
  public func badge(_ key: LocalizedStringKey) -> some View { modifier(BadgeModifier(text: key.string)) }
  /// How the tab views inside show their tabs: a tab bar, or pages (`.page`: the chosen page alone,
  /// with its dots, and no tab bar).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewPaging, style._paging)
  }
  /// Whether the tab bar shrinks as the content scrolls (iOS 26). Kept: a screen at rest, as
  /// audited, shows the whole bar.
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
  /// How the page dots of a paged tab view inside show.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environment(\.pageDotsBackground, style._background)
  }
}

/// When a tab bar shrinks, as SwiftUI's `TabBarMinimizeBehavior`.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  /// As the system decides.
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  /// Never.
  public static let never = TabBarMinimizeBehavior(name: "never")
  /// When the content scrolls down.
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  /// When the content scrolls up.
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}

/// How a tab view shows its tabs, as SwiftUI's `TabViewStyle`: a tab bar, or pages.
public protocol TabViewStyle: Sendable {
  /// Pages, or nil for a tab bar (the module's).
  var _paging: TabViewPaging? { get }
}

/// A paged tab view's settings.
public struct TabViewPaging: Hashable, Sendable {
  /// Whether the page dots show.
  var showsDots = true
  /// Whether they sit on a dark capsule (`indexViewStyle(.page(backgroundDisplayMode: .always))`).
  var background = false
}

/// Pages, one at a time, with dots for the pages (no tab bar).
public struct PageTabViewStyle: TabViewStyle {
  /// How the page dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    let shows: Bool
    /// Always.
    public static let always = IndexDisplayMode(shows: true)
    /// Never.
    public static let never = IndexDisplayMode(shows: false)
    /// The platform decides (shown when there are several pages).
    public static let automatic = IndexDisplayMode(shows: true)
  }
  let mode: IndexDisplayMode
  /// The style.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
  public var _paging: TabViewPaging? { TabViewPaging(showsDots: mode.shows) }
}
/// The platform's default: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  public var _paging: TabViewPaging? { nil }
}
extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages with an indicator mode.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// A tab bar that an iPad can turn into a sidebar (iOS 18's `.sidebarAdaptable`); an iPhone
/// shows the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  public var _paging: TabViewPaging? { nil }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar, a sidebar on an iPad.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

/// The tabs as a bar (iOS 18's `.tabBarOnly`): an iPhone's tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  public var _paging: TabViewPaging? { nil }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// How the dots of a paged view show, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {
  /// Whether the dots sit on a dark capsule (the module's).
  var _background: Bool { get }
}

/// Page dots, with or without a capsule behind them.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the capsule behind the dots shows.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let shows: Bool
    /// The platform decides (none at rest).
    public static let automatic = BackgroundDisplayMode(shows: false)
    /// Always.
    public static let always = BackgroundDisplayMode(shows: true)
    /// Only while the dots are used (none at rest).
    public static let interactive = BackgroundDisplayMode(shows: false)
    /// Never.
    public static let never = BackgroundDisplayMode(shows: false)
  }
  let mode: BackgroundDisplayMode
  /// The style.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { mode = backgroundDisplayMode }
  public var _background: Bool { mode.shows }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// Page dots with a background mode.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct TabViewPagingKey: EnvironmentKey { static var defaultValue: TabViewPaging? { nil } }
private struct PageDotsBackgroundKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var tabViewPaging: TabViewPaging? {
    get {
      guard var paging = self[TabViewPagingKey.self] else { return nil }
      paging.background = self[PageDotsBackgroundKey.self]
      return paging
    }
    set { self[TabViewPagingKey.self] = newValue }
  }
  var pageDotsBackground: Bool {
    get { self[PageDotsBackgroundKey.self] }
    set { self[PageDotsBackgroundKey.self] = newValue }
  }
}

struct TabItemModifier: ViewModifier {
  typealias Body = Never
  let info: TabItemInfo

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let info = modifier.info
    return PassthroughNode.update(node, content: content, in: context) { views in
      for view in views { view.layoutValues[ObjectIdentifier(TabItemKey.self)] = info }
    }
  }
}

/// The texts and symbols a description shows, read from its value (a tab item's label, an
/// alert's title), without making its views.
@MainActor struct ViewInspection {
  private(set) var texts: [String] = []
  private(set) var symbols: [String] = []

  init<V: View>(_ view: V) { visit(view) }

  var text: String? { texts.first }
  var symbol: String? { symbols.first }

  private mutating func visit<V: View>(_ view: V) {
    if let text = view as? Text {
      texts.append(text.string)
    } else if let image = view as? Image {
      if case .symbol(let name) = image.source { symbols.append(name) }
      if case .asset(let name) = image.source { symbols.append(name) }
    } else if let inspectable = view as? any InspectableView {
      for child in inspectable._inspectedChildren { visitAny(child) }
    }
  }

  private mutating func visitAny(_ view: any View) {
    func open<T: View>(_ view: T) -> ViewInspection { ViewInspection(view) }
    let inner = open(view)
    texts += inner.texts
    symbols += inner.symbols
  }
}

/// A view whose parts inspection can see.
@MainActor protocol InspectableView {
  var _inspectedChildren: [any View] { get }
}

extension Label: InspectableView {
  var _inspectedChildren: [any View] { [icon, title] }
}

/// Collects the views of a tuple.
@MainActor final class ViewCollector: ViewVisitor {
  var views: [any View] = []
  func visit<V: View>(_ view: V) { views.append(view) }
}

extension TupleView: InspectableView {
  var _inspectedChildren: [any View] {
    let collector = ViewCollector()
    visitAll(collector)
    return collector.views
  }
}

extension ModifiedContent: InspectableView where Content: View, Modifier: ViewModifier {
  var _inspectedChildren: [any View] { [content] }
}

extension Button: InspectableView {
  var _inspectedChildren: [any View] { [label] }
}

/// A badge on a view: kept as a layout value, which a tab view reads to draw its tab's badge.
/// Until a tab view draws it, the view is marked as modified by a badge not applied (a badge on a
/// list row is not drawn here); the tab view takes the mark back.
struct BadgeModifier: EachViewModifier {
  typealias Body = Never
  let text: String?

  func apply(to view: Legible.View, _ environment: EnvironmentValues) {
    let key = ObjectIdentifier(BadgeKey.self)
    if view.layoutValues[key] as? String != text { view.layoutValues[key] = text }
  }
}

/// What a view's badge says.
enum BadgeKey: LayoutValueKey {
  static var defaultValue: String? { nil }
}

extension Legible.View {
  /// The badge of a tab's view or a list row's, looking through wrappers.
  @MainActor var badgeText: String? {
    layoutValue(throughWrappers: ObjectIdentifier(BadgeKey.self)) as? String
  }
}
