import Legible

/// The node of `.opacity(_:)`: each retained view of its content is drawn at the product of the
/// opacities of every `.opacity` around it, as SwiftUI composes them (`.opacity(0.5)` twice is
/// 0.25). Nested modifiers share the retained view they apply to; each records its own factor in
/// the graph (`ViewGraph.opacityFactors`) and the view's alpha is their product, so no modifier
/// overwrites another's.
@MainActor final class OpacityNode: ViewNode {
  var content: ViewNode?
  private var factor = 1.0
  private var applied: [Legible.View] = []

  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  func update<V: View>(content view: V, factor: Double, _ context: _ViewContext) {
    self.factor = factor
    content = updateChild(view, content, context.child(of: self))
    setOutput(content?.output ?? [])
    apply()
  }

  override func childOutputDidChange() {
    let changed = setOutput(content?.output ?? [])
    apply()
    if changed { outputDidChange() }
  }

  override func detach() {
    super.detach()
    for view in applied { graph.setOpacity(nil, of: view, by: self) }
    applied = []
  }

  private func apply() {
    let now = output
    for view in applied where !now.contains(where: { $0 === view }) {
      graph.setOpacity(nil, of: view, by: self)
    }
    for view in now { graph.setOpacity(factor, of: view, by: self) }
    applied = now
  }
}

extension ViewGraph {
  /// Records `node`'s opacity for `view` (nil: takes it away) and draws the view at the product
  /// of every factor recorded for it.
  func setOpacity(_ factor: Double?, of view: Legible.View, by node: ViewNode) {
    let id = ObjectIdentifier(view)
    var factors = opacityFactors[id] ?? [:]
    factors[ObjectIdentifier(node)] = factor
    opacityFactors[id] = factors.isEmpty ? nil : factors
    let alpha = factors.values.reduce(1, *)
    if view.alpha != alpha { view.alpha = alpha }
  }
}

/// `.opacity(_:)`.
struct OpacityModifier: ViewModifier {
  typealias Body = Never
  let factor: Double

  static func _node<C: View>(
    _ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext
  ) -> _ViewNode {
    let node = (node as? OpacityNode) ?? OpacityNode(context)
    node.environment = context.environment
    node.update(content: content, factor: modifier.factor, context)
    return node
  }
}
