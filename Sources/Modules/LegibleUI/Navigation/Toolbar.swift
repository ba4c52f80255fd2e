import Foundation
import Legible

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`: the navigation bar's leading or
/// trailing end, its middle, or the bottom toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let kind: ToolbarPlacement.Kind
  /// The platform decides (the bar's trailing end).
  public static let automatic = ToolbarItemPlacement(kind: .trailing)
  /// The bar's leading end.
  public static let navigationBarLeading = ToolbarItemPlacement(kind: .leading)
  /// The bar's trailing end.
  public static let navigationBarTrailing = ToolbarItemPlacement(kind: .trailing)
  /// The bar's leading end.
  public static let topBarLeading = ToolbarItemPlacement(kind: .leading)
  /// The bar's trailing end.
  public static let topBarTrailing = ToolbarItemPlacement(kind: .trailing)
  /// The bar's trailing end, kept there however tight the bar is (nothing overflows here).
  public static let topBarPinnedTrailing = ToolbarItemPlacement(kind: .trailing)
  /// The bar's middle.
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(kind: .bottom)
  /// A confirming action (the trailing end).
  public static let confirmationAction = ToolbarItemPlacement(kind: .trailing)
  /// A cancelling action (the leading end).
  public static let cancellationAction = ToolbarItemPlacement(kind: .leading)
  /// The main action (the trailing end).
  public static let primaryAction = ToolbarItemPlacement(kind: .trailing)
  /// A destructive action (the trailing end).
  public static let destructiveAction = ToolbarItemPlacement(kind: .trailing)
  /// Over the keyboard (not shown: no keyboard at rest).
  public static let keyboard = ToolbarItemPlacement(kind: .hidden)
  /// A secondary action (the trailing end).
  public static let secondaryAction = ToolbarItemPlacement(kind: .trailing)
  /// The status area (the bottom toolbar).
  public static let status = ToolbarItemPlacement(kind: .bottom)
  /// A navigation action, such as back or forward (the leading end on an iPhone).
  public static let navigation = ToolbarItemPlacement(kind: .leading)
}

/// A bar, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case leading, trailing, principal, bottom, hidden, navigationBar, tabBar
  }
  let kind: Kind
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(kind: .tabBar)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(kind: .bottom)
  /// The platform decides.
  public static let automatic = ToolbarPlacement(kind: .navigationBar)
}

/// The role of a toolbar (kept).
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A navigation stack's.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser's.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's.
  public static let editor = ToolbarRole(name: "editor")
}

/// What a toolbar holds, as SwiftUI's `ToolbarContent`: the module's items, or content of the
/// team's made of them (a `body` of `ToolbarContent`, whose items are its body's).
@MainActor @preconcurrency public protocol ToolbarContent {
  /// The type of the content's body (`Never` for the module's items).
  associatedtype Body: ToolbarContent
  /// The content, made of other toolbar content.
  @ToolbarContentBuilder @MainActor var body: Self.Body { get }
  /// The items (the module's; a team's content gives its body's).
  var _items: [ToolbarEntry] { get }
}

extension ToolbarContent {
  /// The items of the body.
  public var _items: [ToolbarEntry] { body._items }
}

extension ToolbarContent where Body == Never {
  /// The module's items have no body.
  public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: ToolbarContent {
  public var _items: [ToolbarEntry] { [] }
}

/// Toolbar content that can be customized, as SwiftUI's `CustomizableToolbarContent` (iOS has no
/// toolbar customization: the items are shown as given).
@MainActor @preconcurrency public protocol CustomizableToolbarContent: ToolbarContent
where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

/// An item of a toolbar: where it goes and what it shows.
public struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == () {
    self.placement = placement
    self.content = content()
  }

  /// An item with an id at `placement`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.placement = placement
    self.content = content()
  }

  public var _items: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Items of a toolbar at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var _items: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content }))]
  }
}

/// A menu behind the navigation title, as SwiftUI's `ToolbarTitleMenu` (iOS 16): shown when the
/// title is tapped. Kept: the title is drawn without the chevron that marks the menu.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
  /// A menu of `content` behind the title.
  public init(@ViewBuilder content: () -> Content) {}
  public var _items: [ToolbarEntry] { [] }
}

/// Room between toolbar items (iOS 26; kept: the items it parts are drawn side by side).
public struct ToolbarSpacer: ToolbarContent {
  /// A spacer of a sizing, in a placement.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
  public var _items: [ToolbarEntry] { [] }
}

/// A system item placed in a toolbar (iOS 26): `DefaultToolbarItem(kind: .search, placement:
/// .bottomBar)` moves the search field of `.searchable` into the bottom bar. Kept: the field is
/// drawn where `.searchable` draws it, under the title (the README lists this).
public struct DefaultToolbarItem: ToolbarContent {
  /// The item of `kind`, in `placement`.
  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
  public var _items: [ToolbarEntry] { [] }
}

/// Which system item a `DefaultToolbarItem` places, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  let name: String
  /// The search field of `.searchable`.
  public static let search = ToolbarDefaultItemKind(name: "search")
  /// The sidebar's toggle.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title.
  public static let title = ToolbarDefaultItemKind(name: "title")
}

/// How much room a `ToolbarSpacer` takes, as SwiftUI's `SpacerSizing`.
public struct SpacerSizing: Hashable, Sendable {
  let isFixed: Bool
  /// A fixed room, parting groups of items.
  public static let fixed = SpacerSizing(isFixed: true)
  /// All the room there is.
  public static let flexible = SpacerSizing(isFixed: false)
}

/// Toolbar items of several kinds.
public struct TupleToolbarContent: ToolbarContent {
  public let _items: [ToolbarEntry]
}

/// Builds toolbar content, as SwiftUI's `ToolbarContentBuilder`.
@MainActor @resultBuilder public enum ToolbarContentBuilder {
  /// The items, in order.
  public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
    var items: [ToolbarEntry] = []
    for item in repeat each content { items += item._items }
    return TupleToolbarContent(_items: items)
  }
  /// Items that are there or not. (A branch is always a block, so it takes the block's type:
  /// a generic parameter here could not be inferred inside `if`.)
  public static func buildOptional(_ content: TupleToolbarContent?) -> TupleToolbarContent {
    content ?? TupleToolbarContent(_items: [])
  }
  /// The first branch.
  public static func buildEither(first: TupleToolbarContent) -> TupleToolbarContent { first }
  /// The second branch.
  public static func buildEither(second: TupleToolbarContent) -> TupleToolbarContent { second }
  /// An item behind `if #available`.
  public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> TupleToolbarContent {
    TupleToolbarContent(_items: content._items)
  }
}

extension View {
  /// Items in the navigation bar (views given directly go to its trailing end).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, view: AnyView(content()))]))
  }
  /// Items in the navigation bar and the bottom toolbar.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(entries: content()._items))
  }
  /// Items at the leading and trailing ends of the navigation bar (the older form of `toolbar`).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(
      ToolbarModifier(entries: [
        ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
        ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing)),
      ]))
  }
  /// An item at the leading end of the navigation bar (the older form of `toolbar`).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(
      ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))]))
  }
  /// An item at the trailing end of the navigation bar (the older form of `toolbar`).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(
      ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]))
  }
  /// Items with an id (kept as items).
  public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content)
    -> some View
  {
    modifier(ToolbarModifier(entries: content()._items))
  }
}

/// Puts toolbar items in the bars of the screen it is in.
struct ToolbarModifier: ViewModifier {
  typealias Body = Never
  let entries: [ToolbarEntry]

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    node.environment = context.environment
    node.content = updateChild(content, node.content, context.child(of: node))
    node.setOutput(node.content?.output ?? [])
    var environment = context.environment
    environment.isInBar = true
    let childContext = context.child(of: node, environment: environment)
    while node.items.count < modifier.entries.count { node.items.append(nil) }
    while node.items.count > modifier.entries.count { node.items.removeLast()?.detach() }
    var placed: [ToolbarPlacement.Kind: [Legible.View]] = [:]
    for (index, entry) in modifier.entries.enumerated() {
      node.items[index] = updateChild(entry.view, node.items[index], childContext)
      placed[entry.placement.kind, default: []] += node.items[index]?.output ?? []
    }
    if let model = context.environment.navigation {
      let level = context.environment.navigationLevel
      model.toolbars[level, default: [:]][ObjectIdentifier(node)] = placed
      model.barChanged()
    }
    return node
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    var items: [ViewNode?] = []
    override var children: [ViewNode] { ([content] + items).compactMap { $0 } }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }
  }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension TupleToolbarContent: CustomizableToolbarContent {}
