import Legible

/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder`: several views
/// become a `TupleView`, `if` and `switch` a `_ConditionalContent`, an `if` without `else` an
/// optional, `for`-less loops are written with `ForEach`.
@MainActor @preconcurrency @resultBuilder public enum ViewBuilder {
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    let value = (repeat each content)
    return TupleView(
      value,
      visitor: { visitor in
        for view in repeat each value { visitor.visit(view) }
      })
  }
  /// A view that is there or not (`if` without `else`).
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// A view that is there or not (`if` without `else`).
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(first: first)
  }
  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(second: second)
  }
  /// A view behind `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
  /// An expression as a view: one that keeps where it was written (a stored `_site`: a view
  /// with modifiers, a `Text`) is told, unless it knows already.
  public static func buildExpression<Content: View>(
    _ content: Content, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Content {
    guard content._site == nil else { return content }
    var located = content
    located._site = _CallSite(file: file, line: line, column: column)
    return located
  }
}

/// Several views as one, from a builder's block (SwiftUI's `TupleView`).
///
/// The views live in a storage shared by the copies of the value: a tuple holds a whole
/// subtree, and bodies pass and keep their views by value at every level, so a copy is one
/// reference, not the subtree again. Two tuples are the same when their views are (compared as
/// any view's stored properties are), which spares the bodies of views that hold one (a
/// container of your own given `{ a; b }`).
public struct TupleView<T>: View, PrimitiveView {
  /// The views and how to visit them, shared by copies and never changed (so read from any
  /// isolation: comparisons are not isolated).
  final class Storage: @unchecked Sendable {
    let value: T
    let visit: @MainActor (ViewVisitor) -> Void
    init(_ value: T, visit: @escaping @MainActor (ViewVisitor) -> Void) {
      self.value = value
      self.visit = visit
    }
  }

  nonisolated private let storage: Storage

  /// The views.
  public var value: T { storage.value }

  init(_ value: T, visitor: @escaping @MainActor (ViewVisitor) -> Void) {
    storage = Storage(value, visit: visitor)
  }

  /// Views of a tuple whose type is not known here; only a builder's tuples are shown.
  public init(_ value: T) {
    storage = Storage(value, visit: { _ in })
  }

  /// Calls `visitor` with each view of the tuple, in order.
  func visitAll(_ visitor: ViewVisitor) { storage.visit(visitor) }

  final class Node: ViewNode {
    var items: [ViewNode?] = []
    override var children: [ViewNode] { items.compactMap { $0 } }
    override class var recordsEveryRead: Bool { true }
    override func childOutputDidChange() {
      if setOutput(joinedOutput) { outputDidChange() }
    }

    /// The children's outputs, in order (a loop: see `setOutput`).
    var joinedOutput: [Legible.View] {
      var views: [Legible.View] = []
      for item in items {
        if let item { views += item.output }
      }
      return views
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    let visitor = ChildUpdater(node: node, items: node.items, context: context.child(of: node))
    visitAll(visitor)
    node.items = visitor.items
    node.setOutput(node.joinedOutput)
  }
}

extension TupleView: _ComparesItself {
  nonisolated static var _comparisonCost: Int { ViewComparison.Plan.of(T.self).cost + 1 }

  nonisolated func _isSame(as other: Self) -> Bool {
    storage === other.storage || ViewComparison.isSame(storage.value, other.storage.value)
  }
}

/// Something that takes each view of a tuple, in order.
@MainActor protocol ViewVisitor: AnyObject {
  func visit<V: View>(_ view: V)
}

/// Updates the children of a node, one per view visited, by position.
@MainActor final class ChildUpdater: ViewVisitor {
  let node: ViewNode
  var items: [ViewNode?]
  let context: _ViewContext
  var index = 0

  init(node: ViewNode, items: [ViewNode?], context: _ViewContext) {
    self.node = node
    self.items = items
    self.context = context
  }

  func visit<V: View>(_ view: V) {
    if items.count <= index { items.append(nil) }
    items[index] = updateChild(view, items[index], context)
    index += 1
  }
}

/// One of two views, chosen by an `if` or a `switch` in a builder (SwiftUI's
/// `_ConditionalContent`): each branch has an identity of its own, so switching branches makes
/// its views anew, with fresh state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }
  let storage: Storage

  init(first: TrueContent) { storage = .first(first) }
  init(second: FalseContent) { storage = .second(second) }

  final class Node: ViewNode {
    var branch = -1
    var child: ViewNode?
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override class var recordsEveryRead: Bool { true }
    override func childOutputDidChange() {
      if setOutput(child?.output ?? []) { outputDidChange() }
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    let childContext = context.child(of: node)
    let branch: Int
    switch storage {
    case .first: branch = 0
    case .second: branch = 1
    }
    if branch != node.branch {
      node.child?.detach()
      node.child = nil
      node.branch = branch
    }
    switch storage {
    case .first(let view): node.child = updateChild(view, node.child, childContext)
    case .second(let view): node.child = updateChild(view, node.child, childContext)
    }
    node.setOutput(node.child?.output ?? [])
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  final class Node: ViewNode {
    var child: ViewNode?
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override class var recordsEveryRead: Bool { true }
    override func childOutputDidChange() {
      if setOutput(child?.output ?? []) { outputDidChange() }
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    if let view = self {
      node.child = updateChild(view, node.child, context.child(of: node))
    } else {
      node.child?.detach()
      node.child = nil
    }
    node.setOutput(node.child?.output ?? [])
  }
}
