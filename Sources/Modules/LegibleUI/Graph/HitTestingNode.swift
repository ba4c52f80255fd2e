import Legible

/// The node of `.allowsHitTesting(_:)`: while false, each retained view of its content takes no
/// touch, nor does anything inside it (`View.allowsHitTesting` of the core), so a tap passes to
/// what lies below and the audit counts no control inside as reachable. A `true` inside a `false`
/// does not turn touches back on, as in SwiftUI. Nested modifiers share the retained views they
/// apply to: each records itself in the graph (`ViewGraph.hitTestingOff`), and a view takes
/// touches again only when none holds it.
@MainActor final class HitTestingNode: ViewNode {
  var content: ViewNode?
  private var enabled = true
  private var applied: [Legible.View] = []

  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  func update<V: View>(content view: V, enabled: Bool, _ context: _ViewContext) {
    self.enabled = enabled
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
    for view in applied { graph.setHitTestingOff(false, of: view, by: self) }
    applied = []
  }

  private func apply() {
    let now = enabled ? [] : output
    for view in applied where !now.contains(where: { $0 === view }) {
      graph.setHitTestingOff(false, of: view, by: self)
    }
    for view in now { graph.setHitTestingOff(true, of: view, by: self) }
    applied = now
  }
}

extension ViewGraph {
  /// Records whether `node` turns touches off for `view`; the view takes touches when no node does.
  func setHitTestingOff(_ off: Bool, of view: Legible.View, by node: ViewNode) {
    let id = ObjectIdentifier(view)
    var holders = hitTestingOff[id] ?? []
    if off { holders.insert(ObjectIdentifier(node)) } else { holders.remove(ObjectIdentifier(node)) }
    hitTestingOff[id] = holders.isEmpty ? nil : holders
    if view.allowsHitTesting != holders.isEmpty { view.allowsHitTesting = holders.isEmpty }
  }
}

/// `.allowsHitTesting(_:)`.
struct HitTestingModifier: ViewModifier {
  typealias Body = Never
  let enabled: Bool

  static func _node<C: View>(
    _ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext
  ) -> _ViewNode {
    let node = (node as? HitTestingNode) ?? HitTestingNode(context)
    node.environment = context.environment
    node.update(content: content, enabled: modifier.enabled, context)
    return node
  }
}

extension View {
  /// Whether the view and what is inside it take touches: with false, a tap passes through to
  /// what lies below, and the audit does not judge the controls inside as reachable.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(HitTestingModifier(enabled: enabled))
  }
}
