import Legible

/// A piece of a declarative screen, as SwiftUI's `View`: a value whose `body` describes what it
/// shows. The view graph keeps a node for it as long as it keeps its identity, evaluates its body
/// again only when something it read changed, and lowers what it shows to retained views
/// (`Legible.View`), which layout, the audit, rendering, the Large Content Viewer and the live
/// window work on unchanged.
///
/// A view of your own has a `body`; the primitives (`Text`, `HStack`, `padding`, …) have none and
/// make retained views themselves.
@MainActor @preconcurrency public protocol View {
  /// The type of view the body is.
  associatedtype Body: View
  /// The view's content, made of other views.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Makes or updates the node of `view` (the graph's, not for views of your own to implement).
  static func _node(_ view: Self, reusing node: _ViewNode?, in context: _ViewContext) -> _ViewNode
  /// Where the view was written, for a view that keeps it (a
  /// stored `_site`: a `Text`, a view with modifiers); nil for the others, which ignore a write. A requirement rather than a cast, so that asking costs no
  /// search of the program's conformances for each type met.
  var _site: _CallSite? { get set }
}

extension View {
  /// A view that does not remember where it was written.
  public var _site: _CallSite? {
    get { nil }
    set {}
  }

  /// A view of your own: a node that keeps its state and evaluates its body when it must.
  public static func _node(_ view: Self, reusing node: _ViewNode?, in context: _ViewContext) -> _ViewNode {
    let node = (node as? BodyNode<Self>) ?? BodyNode<Self>(context.entering(Self.self).located(at: view))
    node.update(view, context)
    return node
  }
}

extension Never: View {
  /// Primitive views have no body.
  public var body: Never { fatalError("Never has no body") }
  public static func _node(_ view: Never, reusing node: _ViewNode?, in context: _ViewContext) -> _ViewNode {}
}

/// A view that Legible lays out itself: no body, a node of its own kind. Every view of this
/// module that has no body is one.
@MainActor protocol PrimitiveView: View where Body == Never {
  /// The node kind of the view; a node is kept only for a view of the same type.
  associatedtype Node: ViewNode
  /// A new node for the view.
  func makeNode(_ context: _ViewContext) -> Node
  /// Brings `node` up to date with the view, in `context`.
  func update(_ node: Node, _ context: _ViewContext)
}

extension PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

  public static func _node(_ view: Self, reusing node: _ViewNode?, in context: _ViewContext) -> _ViewNode {
    let node = (node as? Node) ?? view.makeNode(context.located(at: view))
    node.environment = context.environment
    ViewGraph.readingState(for: node) { view.update(node, context) }
    return node
  }
}

/// Nothing: a view that shows nothing and takes no room.
public struct EmptyView: View, PrimitiveView {
  /// An empty view.
  public init() {}
  final class Node: ViewNode {
    override class var recordsEveryRead: Bool { true }
  }
  func makeNode(_ context: _ViewContext) -> Node { Node(context) }
  func update(_ node: Node, _ context: _ViewContext) {}
}
