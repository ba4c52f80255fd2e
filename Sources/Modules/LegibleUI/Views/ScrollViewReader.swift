import Foundation
import Geometry
import Legible

/// A view that gives its content a proxy to scroll with, as SwiftUI's `ScrollViewReader`: the
/// content is laid out as it is, and `ScrollViewProxy.scrollTo(_:anchor:)` scrolls the nearest
/// scroll view around the view with that id.
///
/// Ids are those of `.id(_:)` and of `ForEach`'s elements inside the reader. A view not made yet
/// (a row of a list further down than the list has made) cannot be scrolled to: nothing moves,
/// as in SwiftUI when the id is not found.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose content scrolls with the proxy it is given.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  final class Node: ViewNode {
    var child: ViewNode?
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(child?.output ?? []) { outputDidChange() }
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.child = updateChild(content(ScrollViewProxy(node: node)), node.child, context.child(of: node))
    node.setOutput(node.child?.output ?? [])
  }
}

/// Scrolls the scroll views inside a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
  weak var node: ViewNode?

  /// Scrolls the scroll view that holds the view with `id` so that the view's `anchor` point is
  /// at the same point of the visible part (nil: as little as makes the whole view visible).
  /// An id no view inside the reader has scrolls nothing.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let found = node.flatMap({ Self.node(identified: AnyHashable(id), in: $0) }),
      let target = found.output.first
    else { return }
    target.screen?.layoutIfNeeded()
    var scroll: Legible.ScrollView?
    var parent = target.superview
    while let view = parent, scroll == nil {
      scroll = view as? Legible.ScrollView
      parent = view.superview
    }
    guard let scroll else { return }
    // The target's frame in the content's own coordinates.
    var frame = target.frame
    var view = target.superview
    while let current = view, current !== scroll.content {
      frame = frame.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
      view = current.superview
    }
    let vertical = scroll.axis == .vertical
    let start = vertical ? frame.minY : frame.minX
    let length = vertical ? frame.height : frame.width
    let visible = scroll.visibleLength
    let offset: Double
    if let anchor {
      let share = Double(vertical ? anchor.y : anchor.x)
      offset = start + share * length - share * visible
    } else if start < scroll.contentOffset {
      offset = start
    } else if start + length > scroll.contentOffset + visible {
      offset = start + length - visible
    } else {
      return
    }
    scroll.scroll(to: offset)
    target.screen?.layoutIfNeeded()
  }

  /// The node inside `root` that `.id(_:)` or a `ForEach` element gives `id`, depth first.
  @MainActor private static func node(identified id: AnyHashable, in root: ViewNode) -> ViewNode? {
    var stack = [root]
    while let node = stack.popLast() {
      if let identified = node as? IdentifiedNode, let found = identified.child(identified: id) {
        return found
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }
}

/// A node that names some of its children by id (`.id(_:)`, `ForEach`), for `ScrollViewProxy`.
@MainActor protocol IdentifiedNode {
  /// The child, or the node itself, that `id` names here.
  func child(identified id: AnyHashable) -> ViewNode?
}
