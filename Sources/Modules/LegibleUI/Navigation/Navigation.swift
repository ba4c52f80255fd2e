import Drawing
import DynamicType
import Foundation
import Geometry
import LargeContentViewer
import Legible

/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack`: the root view and the
/// screens pushed on it (by `NavigationLink`, or values in `path`), the top one shown under iOS's
/// bar: a 44-point bar with the back button (the previous screen's title) and the toolbar's
/// items, which keep their size at every text size and show in the Large Content Viewer, and the
/// screen's large title under it, which grows with the text (`navigationBarTitleDisplayMode`).
public struct NavigationStack<Root: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let root: Root
  let path: Binding<[AnyHashable]>?

  /// A stack whose root is `root`.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// A stack whose pushed screens are the values of `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
  }

  /// A stack whose pushed screens are the values of `path`.
  public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Root
  ) where Data.Element: Hashable {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
  }

  func makeNode(_ context: _ViewContext) -> NavigationNode { NavigationNode(context) }

  func update(_ node: NavigationNode, _ context: _ViewContext) {
    node.model.pathBinding = path
    if let path {
      let values = path.wrappedValue
      let current = node.model.entries.compactMap(\.value)
      if values != current { node.model.entries = values.map { .value($0) } }
    }
    node.update(root: root, context)
  }
}

/// The older name of a navigation stack on iPhone, as SwiftUI's `NavigationView`.
public struct NavigationView<Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let content: Content
  /// A stack whose root is `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { NavigationStack { content } }
}

/// Columns of navigation, as SwiftUI's `NavigationSplitView`: on an iPhone, a stack whose root is
/// the sidebar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  /// Columns of a sidebar, content and detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
  public var body: some View { NavigationStack { sidebar } }
}

extension NavigationSplitView where Content == EmptyView {
  /// Columns of a sidebar and detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }
  /// Columns with a visibility binding.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
}

/// Which columns of a split view show (kept).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  /// All.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The detail only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
  /// Two columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The platform decides.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A list of values pushed on a navigation stack, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []
  /// An empty path.
  public init() {}
  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    var values: [AnyHashable] = []
    for element in elements {
      NavigationPathTypes.shared.register(element)
      values.append(AnyHashable(element))
    }
    self.elements = values
  }
  /// How many values are pushed.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    NavigationPathTypes.shared.register(value)
    elements.append(AnyHashable(value))
  }
  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }

  /// The path as a value to save and restore, when every value in it is `Codable` (nil
  /// otherwise), as SwiftUI's `codable`.
  public var codable: CodableRepresentation? {
    var items: [CodableRepresentation.Item] = []
    for element in elements {
      guard let value = element.base as? any Codable & Hashable,
        let data = try? JSONEncoder().encode(value)
      else { return nil }
      items.append(.init(type: String(reflecting: type(of: value)), json: data))
    }
    return CodableRepresentation(items: items)
  }

  /// A path restored from `codable`. Values are decoded by the types the path was pushed with in
  /// this process (a type no path of this run has held stays out).
  public init(_ codable: CodableRepresentation) {
    var values: [AnyHashable] = []
    for item in codable.items {
      guard let type = NavigationPathTypes.shared.kind(named: item.type),
        let value = try? JSONDecoder().decode(type, from: item.json)
      else { continue }
      values.append(AnyHashable(value))
    }
    elements = values
  }

  /// A path saved as data, as SwiftUI's `NavigationPath.CodableRepresentation`.
  public struct CodableRepresentation: Codable, Equatable, Sendable {
    struct Item: Codable, Equatable, Sendable {
      var type: String
      var json: Data
    }
    var items: [Item]
  }
}

/// The `Codable` types pushed on paths so far, by name, for restoring a saved path.
final class NavigationPathTypes: @unchecked Sendable {
  static let shared = NavigationPathTypes()
  private let lock = NSLock()
  private var types: [String: any (Codable & Hashable).Type] = [:]

  /// Keeps the type of `value` when it is `Codable`.
  func register(_ value: some Hashable) {
    guard let codable = value as? any Codable & Hashable else { return }
    let kind = Swift.type(of: codable)
    lock.withLock { types[String(reflecting: kind)] = kind }
  }

  /// The type kept under `name`.
  func kind(named name: String) -> (any (Codable & Hashable).Type)? { lock.withLock { types[name] } }
}

/// What a navigation stack knows: what is pushed, each screen's title, display mode and toolbar,
/// and where values are shown. Views inside find it in the environment.
@MainActor final class NavigationModel {
  enum Entry {
    case view(AnyView)
    case value(AnyHashable)
    var value: AnyHashable? { if case .value(let value) = self { value } else { nil } }
    /// What kind of screen the entry shows, whatever its data: the destination's type, or the
    /// value's.
    var kind: String {
      switch self {
      case .view(let view): "view \(view.type.hashValue)"
      case .value(let value): "value \(type(of: value.base))"
      }
    }
  }

  var entries: [Entry] = [] { didSet { node?.entriesChanged() } }
  var pathBinding: Binding<[AnyHashable]>?
  var titles: [Int: String] = [:]
  /// Where each level's title was set in the team's code (its `.navigationTitle`).
  var titleLocations: [Int: CodeLocation] = [:]
  /// The calls of the team's components that led to each level's title, innermost first.
  var titleCallers: [Int: [CodeLocation]] = [:]
  var displayModes: [Int: NavigationBarItem.TitleDisplayMode] = [:]
  var barHidden: [Int: Bool] = [:]
  var backHidden: [Int: Bool] = [:]
  var toolbars: [Int: [ObjectIdentifier: [ToolbarPlacement.Kind: [Legible.View]]]] = [:]
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  weak var node: NavigationNode?

  func push(_ entry: Entry) {
    entries.append(entry)
    if let value = entry.value { pathBinding?.wrappedValue.append(value) }
  }

  func pop(to level: Int) {
    guard level < entries.count + 1, level >= 0 else { return }
    entries.removeLast(entries.count - level)
    if let pathBinding { pathBinding.wrappedValue = entries.compactMap(\.value) }
  }

  func barChanged() { node?.updateBar() }

  func view(for entry: Entry) -> AnyView? {
    switch entry {
    case .view(let view): return view
    case .value(let value):
      return destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
  }
}

private struct NavigationModelKey: EnvironmentKey { static var defaultValue: NavigationModel? { nil } }
private struct NavigationLevelKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
  var navigation: NavigationModel? {
    get { self[NavigationModelKey.self] }
    set { self[NavigationModelKey.self] = newValue }
  }
  var navigationLevel: Int {
    get { self[NavigationLevelKey.self] }
    set { self[NavigationLevelKey.self] = newValue }
  }
}

/// The node of a navigation stack: the root's node and each pushed screen's, and the retained bar
/// and column.
@MainActor final class NavigationNode: ViewNode {
  let model = NavigationModel()
  var root: ViewNode?
  var levels: [ViewNode?] = []
  let column = FlexibleStack(.vertical, alignment: .leading, spacing: 0)
  let bar = NavigationBar(title: "")
  let largeTitle = Legible.Label("", font: .textStyle(.largeTitle, emphasized: true), lines: 1)
  let titlePadding: Padding
  let holder = FlexibleStack(.vertical, spacing: 0)
  let holderFrame: FlexibleFrame
  let bottomBar = FlexibleStack(.horizontal, spacing: 16)
  let bottomPadding: Padding
  var backBar: NavigationBar?
  private var viewer: LargeContentViewerInteraction?

  override init(_ context: _ViewContext) {
    titlePadding = Padding(
      largeTitle, insets: ScaledInsets(Geometry.EdgeInsets(top: 3, leading: 16, bottom: 8, trailing: 16)))
    // The screen's content gets exactly the height between the bars: content taller than that
    // runs past the bottom, and the bars stay where iOS pins them.
    holderFrame = FlexibleFrame(
      holder, .flexible(width: .init(maximum: .infinity), height: .init(minimum: 0, maximum: .infinity)),
      vertical: .top)
    bottomPadding = Padding(bottomBar, insets: ScaledInsets(Geometry.EdgeInsets(vertical: 8, horizontal: 16)))
    super.init(context)
    model.node = self
    largeTitle.sizing = .swiftUI
    bottomPadding.backgroundColor = Drawing.Color(red: 0.97, green: 0.97, blue: 0.97)
    bottomPadding.contentSizeRange = ContentSizeRange(maximum: .large)
    let frame = FlexibleFrame(
      column, .flexible(width: .init(maximum: .infinity), height: .init(maximum: .infinity)), vertical: .top)
    // At rest iOS's bars are transparent: they show the screen's background, which runs under
    // the status bar.
    background.fill = .white
    setOutput([Layered(frame, behind: [SafeAreaExtension(background, top: true, bottom: true)])])
  }

  let background = ShapeView(.rectangle)

  /// The colour the top screen's content is drawn on (a list's grouped grey), for the bars.
  private func contentBackground() -> Drawing.Color {
    var view = holder.subviews.first
    while let current = view {
      if let layered = current as? Layered, let fill = (layered.behind.first as? ShapeView)?.fill,
        fill.alpha > 0.99
      {
        return fill
      }
      if let shape = current as? ShapeView, let fill = shape.fill { return fill }
      if let color = current.backgroundColor, color.alpha > 0.99 { return color }
      view = current is any WrappingLayout || current is Layered ? current.subviews.last : nil
      if let layered = current as? Layered { view = layered.base }
    }
    return .white
  }

  override var children: [ViewNode] { ([root] + levels).compactMap { $0 } }

  private var rootUpdate: ((ViewNode?, _ViewContext) -> ViewNode)?

  func update<Root: View>(root view: Root, _ context: _ViewContext) {
    rootUpdate = { node, context in updateChild(view, node, context) }
    refresh()
  }

  var level: Int { model.entries.count }

  /// Updates the shown screen and the bar.
  func refresh() {
    var environment = self.environment
    environment.navigation = model
    // Screens below the top keep their nodes (and state); only the top one is shown.
    let top = level
    environment.navigationLevel = 0
    let model = self.model
    if top == 0 {
      root = rootUpdate?(root, _ViewContext(environment: environment, graph: graph, parent: self))
    } else {
      while levels.count < top { levels.append(nil) }
      while levels.count > top { levels.removeLast()?.detach() }
      environment.navigationLevel = top
      environment.isPresented = true
      environment.dismiss = DismissAction { model.pop(to: top - 1) }
      if let view = model.view(for: model.entries[top - 1]) {
        levels[top - 1] = updateChild(
          view, levels[top - 1], _ViewContext(environment: environment, graph: graph, parent: self))
      }
    }
    let shown = top == 0 ? root : levels[top - 1]
    holder.arrange(shown?.output ?? [])
    updateBar()
  }

  func entriesChanged() {
    graph.update { refresh() }
    outputDidChange()
  }

  /// Brings the bar, the large title and the bottom bar up to date with the top screen.
  func updateBar() {
    let top = level
    let title = model.titles[top] ?? ""
    let mode = model.displayModes[top] ?? (top == 0 ? .large : model.displayModes[top - 1] ?? .large)
    let large = mode == .large && !title.isEmpty
    let items =
      model.toolbars[top]?.values.reduce(into: [ToolbarPlacement.Kind: [Legible.View]]()) { all, items in
        for (kind, views) in items { all[kind, default: []] += views }
      } ?? [:]
    let backTitle =
      top > 0 && model.backHidden[top] != true
      ? (model.titles[top - 1].flatMap { $0.isEmpty ? nil : $0 } ?? "Back") : nil
    // The bar is made anew when the back button comes or goes.
    if (backTitle == nil) != (backBar?.backButton == nil) || backBar == nil
      || backBar?.backButton?.title != backTitle
    {
      let made = NavigationBar(
        title: "", backTitle: backTitle, back: { [weak self] in self?.model.pop(to: top - 1) })
      backBar = made
      viewer = made.addLargeContentViewer()
    }
    guard let bar = backBar else { return }
    bar.backgroundColor = nil
    background.fill = contentBackground()
    bar.titleLabel.text = large ? "" : title
    for label in [bar.titleLabel, largeTitle] {
      label.sourceLocation = model.titleLocations[top]
      label.sourceCallers = model.titleCallers[top] ?? []
    }
    let trailing = (items[.trailing] ?? []) + (items[.principal] ?? [])
    let leading = items[.leading] ?? []
    for item in trailing + leading {
      item.showsLargeContentViewer = true
      item.takesTouchesAsABarItem()
    }
    if bar.trailingItems.map(ObjectIdentifier.init) != trailing.map(ObjectIdentifier.init) {
      bar.trailingItems = trailing
    }
    if bar.leadingItems.map(ObjectIdentifier.init) != leading.map(ObjectIdentifier.init) {
      bar.leadingItems = leading
    }
    largeTitle.text = title
    titlePadding.visibility = large ? .visible : .hidden
    let bottom = items[.bottom] ?? []
    for item in bottom { item.takesTouchesAsABarItem() }
    bottomBar.arrange(bottom)
    bottomPadding.visibility = bottom.isEmpty ? .hidden : .visible
    let hidden = model.barHidden[top] == true
    bar.visibility = hidden ? .hidden : .visible
    column.arrange([bar, titlePadding, holderFrame, bottomPadding])
  }

  /// The stack's screens, its root first, each titled by its navigation title.
  override func appendLocation(to steps: inout [AppLocation.Step]) {
    for index in 0...level {
      let key = index == 0 ? "root" : model.entries[index - 1].kind
      steps.append(AppLocation.Step(.screen, title: model.titles[index] ?? "", key: key))
    }
    super.appendLocation(to: &steps)
  }

  override func childOutputDidChange() {
    let shown = level == 0 ? root : levels[level - 1]
    holder.arrange(shown?.output ?? [])
    background.fill = contentBackground()
  }
}

/// A button that pushes a screen on the navigation stack around it, as SwiftUI's
/// `NavigationLink`: in a list, a row with a chevron; elsewhere, its label in the tint colour.
public struct NavigationLink<Label: View, Destination: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  let push: @MainActor (NavigationModel) -> Void

  /// A link to `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    let destination = destination()
    self.label = label()
    push = { $0.push(.view(AnyView(destination))) }
  }

  /// A link to `destination` (the older order).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    push = { $0.push(.view(AnyView(destination))) }
  }

  /// A link that pushes `value` (shown by the stack's `navigationDestination(for:)`).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.label = label()
    push = { model in if let value { model.push(.value(AnyHashable(value))) } }
  }

  /// A link pushed while `isActive` is true (the older form): a tap sets it, and a link whose
  /// binding is already true when it appears pushes its destination, as on iOS.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    push = { $0.push(.view(AnyView(destination))) }
    activation = Activation(isActive: { isActive.wrappedValue }, activate: { isActive.wrappedValue = true })
  }

  /// A link pushed while `isActive` is true (iOS 13's form, its destination built by a closure).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link pushed while `selection` is `tag` (the older form): a tap sets it.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    let destination = destination()
    self.label = label()
    push = { $0.push(.view(AnyView(destination))) }
    activation = Activation(
      isActive: { selection.wrappedValue == tag }, activate: { selection.wrappedValue = tag })
  }

  /// A link pushed while `selection` is `tag` (the oldest order, its destination a value).
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(tag: tag, selection: selection, destination: { destination }, label: label)
  }

  /// How an older link's binding pushes it.
  struct Activation {
    let isActive: @MainActor () -> Bool
    let activate: @MainActor () -> Void
  }
  var activation: Activation?

  @Environment(\.navigation) private var model
  @Environment(\.isInList) private var isInList

  public var body: some View {
    Button(action: {
      activation?.activate()
      if let model { push(model) }
    }) {
      if isInList {
        HStack {
          label.foregroundStyle(Color.primary).frame(maxWidth: .infinity, alignment: .leading)
          Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(
            Color(Drawing.Color.tertiaryLabel))
        }
      } else {
        label
      }
    }
    .onAppear {
      if let activation, activation.isActive(), let model { push(model) }
    }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `titleKey` to `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link titled `title` to `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
  /// A link titled `titleKey` to `destination` (the older order).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link titled `titleKey` pushed while `isActive` is true (the older form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }
  /// A link titled `titleKey` that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {
    self.init(value: value) { Text(titleKey) }
  }
  /// A link titled `title` that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {
    self.init(value: value) { Text(title) }
  }
}

extension View {
  /// The title of the screen in the navigation bar. (The place of the call, which the caller
  /// never writes, names the title's line in findings.)
  public func navigationTitle(
    _ title: Text, _file: StaticString = #filePath, _line: UInt = #line, _column: UInt = #column
  ) -> some View {
    modifier(
      NavigationBarModifier(title: title.string, site: _CallSite(file: _file, line: _line, column: _column)))
  }
  /// The title of the screen in the navigation bar.
  public func navigationTitle(
    _ titleKey: LocalizedStringKey, _file: StaticString = #filePath, _line: UInt = #line,
    _column: UInt = #column
  ) -> some View {
    modifier(
      NavigationBarModifier(
        title: titleKey.string, site: _CallSite(file: _file, line: _line, column: _column)))
  }
  /// The title of the screen in the navigation bar.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(
    _ title: S, _file: StaticString = #filePath, _line: UInt = #line, _column: UInt = #column
  ) -> some View {
    modifier(
      NavigationBarModifier(title: String(title), site: _CallSite(file: _file, line: _line, column: _column)))
  }
  /// The title of the screen, editable (shown as text here).
  public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(NavigationBarModifier(title: title.wrappedValue))
  }
  /// The title of the screen (the older name).
  public func navigationBarTitle(
    _ title: Text, _file: StaticString = #filePath, _line: UInt = #line, _column: UInt = #column
  ) -> some View {
    navigationTitle(title, _file: _file, _line: _line, _column: _column)
  }
  /// The title of the screen (the older name).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, _file: StaticString = #filePath, _line: UInt = #line,
    _column: UInt = #column
  ) -> some View {
    navigationTitle(titleKey, _file: _file, _line: _line, _column: _column)
  }
  /// The title of the screen (the older name).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, _file: StaticString = #filePath, _line: UInt = #line, _column: UInt = #column
  ) -> some View {
    navigationTitle(title, _file: _file, _line: _line, _column: _column)
  }
  /// The title of the screen and its display mode (the older name).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    modifier(NavigationBarModifier(title: titleKey.string, displayMode: displayMode))
  }
  /// The title of the screen and its display mode (the older name).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
  {
    modifier(NavigationBarModifier(title: title.string, displayMode: displayMode))
  }
  /// The title of the screen and its display mode (the older name).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    modifier(NavigationBarModifier(title: String(title), displayMode: displayMode))
  }
  /// Whether the title is large (under the bar, growing with the text) or inline (in the bar).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(NavigationBarModifier(displayMode: displayMode))
  }
  /// Hides the back button.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(NavigationBarModifier(backHidden: hidesBackButton))
  }
  /// Hides the navigation bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(NavigationBarModifier(barHidden: hidden))
  }
  /// Hides or shows a bar.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(
      NavigationBarModifier(
        barHidden: bars.contains { $0.kind == .navigationBar } ? visibility == .hidden : nil))
  }
  /// The background of a bar (kept).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    self
  }
  /// Whether a bar's background shows (not applied, and reported: `not-applied`).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    notApplied("toolbarBackground(_:for:)", when: visibility == .hidden)
  }
  /// The colour scheme of a bar (kept).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    self
  }
  /// The role of the toolbar (kept).
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }

  /// How values of `data` pushed on the stack are shown.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { value in
        (value.base as? D).map { AnyView(destination($0)) }
      })
  }

  /// Pushes `destination` while `isPresented` is true.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> some View
  {
    modifier(NavigationPresentationModifier(isPresented: isPresented, destination: AnyView(destination())))
  }

  /// Pushes what `destination` makes of `item` while it is not nil; popping sets it to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let shown = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      NavigationPresentationModifier(
        isPresented: shown,
        destination: item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView())))
  }
}

/// The display mode of a title, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
  /// The display mode of a title.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// The platform decides (large at the root, as the screen before elsewhere).
    case automatic
    /// In the bar.
    case inline
    /// Under the bar, growing with the text.
    case large
  }
}

/// Sets the title, display mode and bar visibility of the screen it is in.
struct NavigationBarModifier: ViewModifier {
  typealias Body = Never
  var title: String?
  /// Where the title was set.
  var site: _CallSite? = nil
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var backHidden: Bool?
  var barHidden: Bool?

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = PassthroughNode.update(node, content: content, in: context)
    if let model = context.environment.navigation {
      let level = context.environment.navigationLevel
      var changed = false
      if let title = modifier.title, model.titles[level] != title {
        model.titles[level] = title
        changed = true
      }
      if let location = modifier.site?.teamLocation, model.titleLocations[level] != location {
        model.titleLocations[level] = location
        model.titleCallers[level] = context.callers.filter { $0 != location }
        changed = true
      }
      if let mode = modifier.displayMode, mode != .automatic, model.displayModes[level] != mode {
        model.displayModes[level] = mode
        changed = true
      }
      if let hidden = modifier.backHidden, model.backHidden[level] != hidden {
        model.backHidden[level] = hidden
        changed = true
      }
      if let hidden = modifier.barHidden, model.barHidden[level] != hidden {
        model.barHidden[level] = hidden
        changed = true
      }
      if changed { model.barChanged() }
    }
    return node
  }
}

/// Registers how values of a type are shown on the stack.
struct NavigationDestinationModifier: ViewModifier {
  typealias Body = Never
  let type: ObjectIdentifier
  let make: (AnyHashable) -> AnyView?

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = PassthroughNode.update(node, content: content, in: context)
    // A pushed screen is made after this body, when a value is pushed: what it reads is recorded
    // for the body around, so a change to that state makes the pushed screen again.
    let make = modifier.make
    context.environment.navigation?.destinations[modifier.type] = { [weak node] value in
      guard let node else { return make(value) }
      return ViewGraph.reading(for: node) { make(value) }
    }
    return node
  }
}

/// Pushes a view while a binding is true.
struct NavigationPresentationModifier: ViewModifier {
  typealias Body = Never
  let isPresented: Binding<Bool>
  let destination: AnyView

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = PassthroughNode.update(node, content: content, in: context)
    if let model = context.environment.navigation {
      let level = context.environment.navigationLevel
      let presented = model.entries.count > level
      // Read for the body that gave the binding: turning it true (a button's action) pushes.
      let asked = ViewGraph.readingState(for: node) { modifier.isPresented.wrappedValue }
      if asked, !presented {
        node.graph.afterUpdate { model.push(.view(modifier.destination)) }
      } else if !asked, presented, node.pushedSomething {
        node.graph.afterUpdate { model.pop(to: level) }
      }
      node.pushedSomething = asked
    }
    return node
  }
}

/// A modifier's node whose output is its content's.
@MainActor final class PassthroughNode: ViewNode {
  var content: ViewNode?
  var pushedSomething = false
  /// Marks the content's views as they become the node's (a tab item's label on each).
  private var adopt: (@MainActor ([Legible.View]) -> Void)?
  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  /// The node of a modifier that passes its content's views on: `node` reused (or one made),
  /// its content brought up to date, its views adopted.
  static func update<C: View>(
    _ node: _ViewNode?, content: C, in context: _ViewContext,
    adopt: (@MainActor ([Legible.View]) -> Void)? = nil
  ) -> PassthroughNode {
    let node = (node as? PassthroughNode) ?? PassthroughNode(context)
    node.environment = context.environment
    node.adopt = adopt
    node.content = updateChild(content, node.content, context.child(of: node))
    node.takeOutput()
    return node
  }

  @discardableResult private func takeOutput() -> Bool {
    let views = content?.output ?? []
    adopt?(views)
    return setOutput(views)
  }

  override func childOutputDidChange() {
    if takeOutput() { outputDidChange() }
  }
}

extension Legible.View {
  /// Gives the controls of a bar item UIKit's hit area for bar button items, at least 44 × 44
  /// points however small they are drawn (a SwiftUI button elsewhere takes touches on its frame
  /// only).
  func takesTouchesAsABarItem() {
    if let control = self as? Control, control.minimumHitSize < NavigationBar.height {
      control.minimumHitSize = NavigationBar.height
    }
    for subview in subviews { subview.takesTouchesAsABarItem() }
  }
}
