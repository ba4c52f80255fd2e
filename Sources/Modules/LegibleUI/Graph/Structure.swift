import Foundation

/// Several views as one, with no container of their own (their parent arranges them), as
/// SwiftUI's `Group`: a modifier on a group applies to each of its views.
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("Group has no body") }

  /// The views `content` builds, as one.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public static func _node(_ view: Group, reusing node: _ViewNode?, in context: _ViewContext) -> _ViewNode {
    Content._node(view.content, reusing: node, in: context)
  }
}

/// A view of any type, for when the type cannot be written, as SwiftUI's `AnyView`. A view of
/// another type in its place is another view: its state starts anew.
public struct AnyView: View, PrimitiveView {
  let type: ObjectIdentifier
  let updateChild: @MainActor (ViewNode?, _ViewContext) -> ViewNode

  /// `view`, with its type erased.
  public init<V: View>(_ view: V) {
    if let any = view as? AnyView {
      self = any
      return
    }
    type = ObjectIdentifier(V.self)
    updateChild = { node, context in LegibleUI.updateChild(view, node, context) }
  }

  /// `view` with its type erased.
  public init<V: View>(erasing view: V) { self.init(view) }

  /// `view` with its type erased, if it is a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.init(view)
  }

  final class Node: ViewNode {
    var type: ObjectIdentifier?
    var child: ViewNode?
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override class var recordsEveryRead: Bool { true }
    override func childOutputDidChange() {
      if setOutput(child?.output ?? []) { outputDidChange() }
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    if node.type != type {
      node.child?.detach()
      node.child = nil
      node.type = type
    }
    node.child = updateChild(node.child, context.child(of: node))
    node.setOutput(node.child?.output ?? [])
  }
}

/// Views made from the elements of a collection, each identified by an id, as SwiftUI's
/// `ForEach`: an element keeps its views (and their state) for as long as its id stays, wherever
/// it moves; an id that goes away takes its views with it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Makes an element's views.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// What deleting rows does (`onDelete`), for the app's code and tests to call.
  public internal(set) var deleteAction: ((IndexSet) -> Void)?
  /// What moving rows does (`onMove`).
  public internal(set) var moveAction: ((IndexSet, Int) -> Void)?
}

extension ForEach {
  /// Content of another kind than views for the elements of `data` (a chart's marks), identified
  /// by `id`: for the frameworks that give `ForEach` their own content.
  public init(
    _content data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = id
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  public typealias Body = Never

  /// Views for the elements of `data`, identified by the property `id` names.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  final class Node: ViewNode, IdentifiedNode {
    var items: [AnyHashable: ViewNode] = [:]
    var views: [AnyHashable: Content] = [:]
    var order: [AnyHashable] = []
    override var children: [ViewNode] { order.compactMap { items[$0] } }
    override class var recordsEveryRead: Bool { true }
    func child(identified id: AnyHashable) -> ViewNode? { items[id] }
    override func childOutputDidChange() {
      if setOutput(order.flatMap { items[$0]?.output ?? [] }) { outputDidChange() }
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    let childContext = context.child(of: node)
    if context.isRefresh {
      for key in node.order {
        if let view = node.views[key] { node.items[key] = updateChild(view, node.items[key], childContext) }
      }
      node.setOutput(node.order.flatMap { node.items[$0]?.output ?? [] })
      return
    }
    var order: [AnyHashable] = []
    order.reserveCapacity(data.count)
    var seen: Set<AnyHashable> = []
    var views: [AnyHashable: Content] = [:]
    var items: [AnyHashable: ViewNode] = [:]
    // What the rows read (the state of the view around them) evaluates that view again.
    let owner = node.enclosingBody
    for (offset, element) in data.enumerated() {
      var key = AnyHashable(id(element))
      // A repeated id (SwiftUI warns of it) is told apart by its position.
      if !seen.insert(key).inserted { key = AnyHashable(DuplicateID(id: key, offset: offset)) }
      let view = ViewGraph.reading(as: owner) { content(element) }
      order.append(key)
      views[key] = view
      items[key] = updateChild(view, node.items.removeValue(forKey: key), childContext)
    }
    for gone in node.items.values { gone.detach() }
    node.items = items
    node.views = views
    node.order = order
    node.setOutput(order.flatMap { items[$0]?.output ?? [] })
  }
}

/// The id of an element whose id came before.
private struct DuplicateID: Hashable {
  let id: AnyHashable
  let offset: Int
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  /// Views for a constant range of numbers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Content: View {
  /// Views for the elements of a bound collection, each given a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.init(data.elementBindings, id: \.wrappedValue.id, content: content)
  }

  /// Views for the elements of a bound collection, identified by the property `id` names.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    self.data = data.elementBindings
    self.content = content
    self.id = { $0.wrappedValue[keyPath: id] }
  }
}
