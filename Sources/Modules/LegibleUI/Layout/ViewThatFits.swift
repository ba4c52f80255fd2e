import Geometry
import Legible

/// The first of its views whose ideal size fits what it is offered on the axes given, as
/// SwiftUI's `ViewThatFits`; the last when none does (`FirstThatFits`).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let axes: Axis.Set
  let content: Content

  /// The first view of `content` that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func makeNode(_ context: _ViewContext) -> ContainerNode<FirstThatFits> {
    ContainerNode(context, FirstThatFits([]))
  }

  func update(_ node: ContainerNode<FirstThatFits>, _ context: _ViewContext) {
    var set: Set<Geometry.Axis> = []
    if axes.contains(.horizontal) { set.insert(.horizontal) }
    if axes.contains(.vertical) { set.insert(.vertical) }
    if node.view.axes != set { node.view.axes = set }
    node.updateContent(content, context)
  }
}
