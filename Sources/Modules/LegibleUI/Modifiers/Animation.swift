import Foundation
import Legible

/// How a change is animated, as SwiftUI's `Animation`. Screens here are judged at rest: a change
/// is applied at once, as if every animation had finished (the audit judges the end state).
public struct Animation: Hashable, Sendable {
  let name: String
  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Linear.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy")
  /// An interactive spring.
  public static let interactiveSpring = Animation(name: "interactiveSpring")
  /// Ease in and out over `duration`.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// Ease in over `duration`.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// Ease out over `duration`.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// Linear over `duration`.
  public static func linear(duration: Double) -> Animation { .linear }
  /// A spring.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    .spring
  }
  /// A spring of a duration and bounce. (`.spring()` with no argument is the other one, as in
  /// SwiftUI, where code written before this one existed keeps compiling.)
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    .spring
  }
  /// An interactive spring.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  )
    -> Animation
  {
    .interactiveSpring
  }
  /// A spring with a bounce, of a duration.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  /// A spring without a bounce, of a duration.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  /// A quick spring with a small bounce, of a duration.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
  /// A spring of a mass, stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    .spring
  }
  /// A spring of a duration and bounce, as `interpolatingSpring` names it.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  )
    -> Animation
  {
    .spring
  }
  /// An animation along a cubic timing curve.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  ) -> Animation {
    .easeInOut
  }
  /// The animation after `delay`.
  public func delay(_ delay: Double) -> Animation { self }
  /// The animation at `speed`.
  public func speed(_ speed: Double) -> Animation { self }
  /// The animation repeated.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
  /// The animation repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` (its changes are applied at once here; the animation is kept for its API).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

/// Runs `body` in a transaction (applied at once).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

extension View {
  /// Animates changes of `value` (applied at once here).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// Animates changes (applied at once here).
  public func animation(_ animation: Animation?) -> some View { self }
  /// How the view comes and goes (applied at once here).
  public func transition(_ transition: AnyTransition) -> some View { self }
  /// How the view's changes are applied (at once here).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
  /// The view turned by `angle` about its centre. Here a shape's outline is drawn turned (a
  /// trimmed circle, a custom path); other views are drawn level, and the layout is the same as
  /// SwiftUI's, which does not move other views either.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    eachView { view in
      if let shape = view as? Legible.ShapeView, shape.rotation != angle.degrees {
        shape.rotation = angle.degrees
      }
    }
  }
  /// The view drawn `scale` times as large about `anchor`, its room in the layout unchanged.
  /// The audit judges what is drawn: frames, touch areas and text at its scaled size.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }
  /// The view drawn `x` times as wide and `y` times as tall about `anchor`, its room in the
  /// layout unchanged. Text inside is set at the smaller factor (and unflipped), and named in the
  /// `not-applied` report, when the two differ.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    modifier(
      EffectModifier(
        effect: DrawingScale(x: Double(x), y: Double(y), anchorX: Double(anchor.x), anchorY: Double(anchor.y))
      ))
  }
  /// The view drawn scaled by `scale`'s width and height about `anchor`, its room in the layout
  /// unchanged.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }
  /// The view drawn blurred by a gaussian of `radius` points, its layout as it is; its edges fade
  /// out, which `opaque: true` would keep solid on iOS (approximated: they fade here too).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(EffectModifier(effect: BlurEffect(radius: radius.isFinite ? max(0, Double(radius)) : 0)))
  }
  /// A shadow under the view (kept: not drawn here).
  public func shadow(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  )
    -> some View
  {
    self
  }
  /// How the view blends with what lies behind (not applied, and reported: `not-applied`).
  public func blendMode(_ mode: BlendMode) -> some View { notApplied("blendMode(_:)", when: mode != .normal) }
  /// The view drawn into one layer first (kept).
  public func compositingGroup() -> some View { self }
  /// The view drawn off screen first (kept).
  public func drawingGroup(opaque: Bool = false) -> some View { self }
}

/// How a view comes and goes, as SwiftUI's `AnyTransition` (applied at once here).
public struct AnyTransition: Sendable {
  /// Fades.
  public static let opacity = AnyTransition()
  /// Slides.
  public static let slide = AnyTransition()
  /// Scales.
  public static let scale = AnyTransition()
  /// Nothing.
  public static let identity = AnyTransition()
  /// Moves from an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Moves by `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
  /// Moves by `x` and `y` points.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  /// Pushes in from an edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// A transition of modifiers of your own. Kept: transitions end at once here, and neither
  /// modifier is applied (SwiftUI draws a view at rest under `identity`, which mostly changes
  /// nothing).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
  /// Moves in from one edge and out to another.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }
  /// Scales from an anchor.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// Scales from `scale` at an anchor (iOS 17's spelling).
  public static func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// Blurs the old view out and the new one in (iOS 17).
  public static let blurReplace = AnyTransition()
  /// Blurs and scales the old view out and the new one in, as `configuration` says (iOS 17).
  public static func blurReplace(_ configuration: BlurReplaceConfiguration = .downUp) -> AnyTransition {
    AnyTransition()
  }
  /// The symbol effect's own transition (iOS 17).
  public static let symbolEffect = AnyTransition()
  /// This transition with another.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Which way a blur-replace transition scales, as SwiftUI's `BlurReplaceTransition.Configuration`.
public struct BlurReplaceConfiguration: Hashable, Sendable {
  let upUp: Bool
  /// Scales down as it leaves, up as it comes.
  public static let downUp = BlurReplaceConfiguration(upUp: false)
  /// Scales up as it leaves and as it comes.
  public static let upUp = BlurReplaceConfiguration(upUp: true)
}

/// How a view blends, as SwiftUI's `BlendMode` (kept).
public enum BlendMode: Hashable, Sendable {
  /// Normal.
  case normal
  /// Multiply.
  case multiply
  /// Screen.
  case screen
  /// Overlay.
  case overlay
  /// Darken.
  case darken
  /// Lighten.
  case lighten
  /// Colour dodge.
  case colorDodge
  /// Colour burn.
  case colorBurn
  /// Soft light.
  case softLight
  /// Hard light.
  case hardLight
  /// Difference.
  case difference
  /// Exclusion.
  case exclusion
  /// Hue.
  case hue
  /// Saturation.
  case saturation
  /// Colour.
  case color
  /// Luminosity.
  case luminosity
  /// Source atop.
  case sourceAtop
  /// Destination over.
  case destinationOver
  /// Destination out.
  case destinationOut
  /// Plus darker.
  case plusDarker
  /// Plus lighter.
  case plusLighter
}
