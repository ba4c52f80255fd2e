import Geometry
import Legible

/// A control's label of several views side by side, as SwiftUI lays out a `Button`'s or a
/// `Menu`'s label written as several views (`Image(systemName: "calendar")` then
/// `Text("Due Date")`): one view stays as it is; several go in a row, as an `HStack` with the
/// standard spacing and centred would place them, so the label is as wide as all of them.
struct ControlLabelRow<Content: View>: View, PrimitiveView {
  let content: Content

  final class Node: ViewNode {
    var content: ViewNode?
    let row = FlexibleStack(.horizontal)
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override class var recordsEveryRead: Bool { true }

    func arrange() {
      let views = content?.output ?? []
      if views.count > 1 {
        row.arrange(views)
        setOutput([row])
      } else {
        if !row.subviews.isEmpty { row.arrange([]) }
        setOutput(views)
      }
    }

    override func childOutputDidChange() { rearranging(arrange) }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.content = updateChild(content, node.content, context.child(of: node))
    node.arrange()
  }
}
