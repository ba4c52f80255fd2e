import Legible

/// `.allowsHitTesting(_:)`: while false, each retained view of its content takes no touch, nor
/// does anything inside it (`View.allowsHitTesting` of the core), so a tap passes to what lies
/// below and the audit counts no control inside as reachable. A `true` inside a `false` does not
/// turn touches back on, as in SwiftUI: a view takes touches only when every modifier around it
/// allows them (nested modifiers compose in `EffectNode`).
struct HitTestingEffect: ComposedViewEffect {
  let enabled: Bool

  static func apply(_ effects: [HitTestingEffect], to view: Legible.View) {
    let allowed = effects.allSatisfy(\.enabled)
    if view.allowsHitTesting != allowed { view.allowsHitTesting = allowed }
  }
}

extension View {
  /// Whether the view and what is inside it take touches: with false, a tap passes through to
  /// what lies below, and the audit does not judge the controls inside as reachable.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(EffectModifier(effect: HitTestingEffect(enabled: enabled)))
  }
}
