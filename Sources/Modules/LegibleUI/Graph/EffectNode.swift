import Drawing
import Legible

/// An effect a modifier gives each retained view of its content that composes with the effects
/// of the same kind around it, as SwiftUI composes them: `.opacity(0.5)` twice draws at 0.25,
/// `.brightness(0.2)` inside `.grayscale(1)` brightens, then greys.
@MainActor protocol ComposedViewEffect {
  /// Gives `view` the composition of `effects`, each recorded by one modifier, innermost first.
  static func apply(_ effects: [Self], to view: Legible.View)
}

/// The node of a modifier of a `ComposedViewEffect`. Nested modifiers share the retained view
/// they apply to; each records its own effect in the graph (`ViewGraph.viewEffects`), and the
/// view gets their composition, so that no modifier overwrites another's, and one taken away
/// leaves the others.
@MainActor final class EffectNode<Effect: ComposedViewEffect>: ViewNode {
  var content: ViewNode?
  private var effect: Effect?
  private var applied: [Legible.View] = []
  /// How deep the node is (deeper is inner): found once, as a node keeps its place.
  private(set) lazy var effectDepth = depth

  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  override class var recordsEveryRead: Bool { true }

  func update<V: View>(content view: V, effect: Effect, _ context: _ViewContext) {
    self.effect = effect
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
    for view in applied { graph.setEffect(nil as Effect?, of: view, by: self) }
    applied = []
  }

  private func apply() {
    let now = output
    for view in applied where !now.contains(where: { $0 === view }) {
      graph.setEffect(nil as Effect?, of: view, by: self)
    }
    for view in now { graph.setEffect(effect, of: view, by: self) }
    applied = now
  }
}

/// Which view an effect is recorded for, and its kind.
struct ViewEffectKey: Hashable {
  let view: ObjectIdentifier
  let kind: ObjectIdentifier
}

/// An effect recorded by one modifier, with how deep the modifier's node is (deeper is inner).
struct RecordedEffect {
  let depth: Int
  let effect: Any
}

extension ViewGraph {
  /// Records `node`'s effect for `view` (nil: takes it away) and gives the view the composition
  /// of every effect of the kind recorded for it, innermost first.
  func setEffect<Effect: ComposedViewEffect>(
    _ effect: Effect?, of view: Legible.View, by node: EffectNode<Effect>
  ) {
    let key = ViewEffectKey(view: ObjectIdentifier(view), kind: ObjectIdentifier(Effect.self))
    var recorded = viewEffects[key] ?? [:]
    recorded[ObjectIdentifier(node)] = effect.map { RecordedEffect(depth: node.effectDepth, effect: $0) }
    viewEffects[key] = recorded.isEmpty ? nil : recorded
    let innermostFirst = recorded.values.sorted { $0.depth > $1.depth }.compactMap { $0.effect as? Effect }
    Effect.apply(innermostFirst, to: view)
  }
}

/// A modifier that gives its content a `ComposedViewEffect`.
struct EffectModifier<Effect: ComposedViewEffect>: ViewModifier {
  typealias Body = Never
  let effect: Effect

  static func _node<C: View>(
    _ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext
  ) -> _ViewNode {
    let node = (node as? EffectNode<Effect>) ?? EffectNode<Effect>(context)
    node.environment = context.environment
    node.update(content: content, effect: modifier.effect, context)
    return node
  }
}

/// `.opacity(_:)`: the view drawn at the product of the opacities around it.
struct OpacityEffect: ComposedViewEffect {
  let factor: Double

  static func apply(_ effects: [OpacityEffect], to view: Legible.View) {
    let alpha = effects.reduce(1) { $0 * $1.factor }
    if view.alpha != alpha { view.alpha = alpha }
  }
}

/// `.blur(radius:opaque:)`: the view drawn blurred by every blur around it (gaussians compose as
/// the root of their squares' sum).
struct BlurEffect: ComposedViewEffect {
  let radius: Double

  static func apply(_ effects: [BlurEffect], to view: Legible.View) {
    let radius = effects.reduce(0) { $0 + $1.radius * $1.radius }.squareRoot()
    if view.blurRadius != radius { view.blurRadius = radius }
  }
}

/// SwiftUI's colour effects (`brightness`, `grayscale`, …): the view drawn through each, the
/// innermost first.
extension ColorTransform: ComposedViewEffect {
  static func apply(_ effects: [ColorTransform], to view: Legible.View) {
    let composed = effects.reduce(ColorTransform.identity) { $0.then($1) }
    let transform = composed.isIdentity ? nil : composed
    if view.colorTransform != transform { view.colorTransform = transform }
  }
}

/// `.scaleEffect(_:anchor:)`: the view drawn through each scale, the innermost first.
extension DrawingScale: ComposedViewEffect {
  static func apply(_ effects: [DrawingScale], to view: Legible.View) {
    let composed = effects.reduce(DrawingScale.identity) { $0.then($1) }
    let scale = composed.isIdentity ? nil : composed
    if view.drawingScale != scale { view.drawingScale = scale }
  }
}
