import Foundation
import Geometry
import Legible

/// Content that scrolls, as SwiftUI's `ScrollView`: it takes what it is offered; its content is
/// offered nothing along the axis (it is as long as it wants) and the scroll view's thickness
/// across, keeps its own size and is centred across. The audit reads the whole content.
public struct ScrollView<Content: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let axes: Axis.Set
  let content: Content

  /// Content scrolling along `axes` (vertically by default).
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.axes = axes
    self.content = content()
  }

  final class Node: ViewNode {
    var scroll: Legible.ScrollView?
    let column = FlexibleStack(.vertical)
    var content: ViewNode?
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override class var recordsEveryRead: Bool { true }

    func arrange() {
      let views = content?.output ?? []
      // One view scrolls as it is; several are stacked as a `VStack` would stack them.
      if views.count == 1, let only = views.first, !(only is FlexibleStack && only === column) {
        if scroll?.content !== only { makeScroll(only) }
      } else {
        column.arrange(views)
        if scroll?.content !== column { makeScroll(column) }
      }
    }

    var axis: Geometry.Axis = .vertical

    private func makeScroll(_ content: Legible.View) {
      content.removeFromSuperview()
      let scroll = Legible.ScrollView(content, axis: axis)
      scroll.contentFillsAcross = false
      self.scroll = scroll
      setOutput([scroll])
    }

    override func childOutputDidChange() { rearranging(arrange) }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    let axis: Geometry.Axis = axes.contains(.vertical) || axes.isEmpty ? .vertical : .horizontal
    if node.axis != axis {
      node.axis = axis
      node.scroll = nil
    }
    node.column.axis = axis
    node.content = updateChild(content, node.content, context.child(of: node))
    node.arrange()
  }
}
