import Foundation

/// A view that steps through phases, as SwiftUI's `PhaseAnimator` (iOS 17). Screens here are drawn
/// at rest, as the animator first shows its content: in the first phase (for a trigger, until the
/// trigger changes; without one, the first of an endless cycle).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let first: Phase?
  let content: (Phase) -> Content

  /// Content in each of `phases`, stepped through each time `trigger` changes.
  public init<P: Sequence, T: Equatable>(
    _ phases: P, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where P.Element == Phase {
    first = phases.first { _ in true }
    self.content = content
  }
  /// Content in each of `phases`, stepped through without end.
  public init<P: Sequence>(
    _ phases: P, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where P.Element == Phase {
    first = phases.first { _ in true }
    self.content = content
  }

  public var body: some View {
    if let first { content(first) }
  }
}

/// Where a view stands in a scroll view's visible area, as SwiftUI's `ScrollTransitionPhase`
/// (iOS 17). Screens here are drawn at rest, every view in its `identity` phase.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Coming in from the top or leading edge.
  case topLeading
  /// Fully in view.
  case identity
  /// Going out at the bottom or trailing edge.
  case bottomTrailing
  /// Whether the view is fully in view.
  public var isIdentity: Bool { self == .identity }
  /// -1 coming in, 0 in view, 1 going out.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition decides its phase, as SwiftUI's `ScrollTransitionConfiguration` (kept).
public struct ScrollTransitionConfiguration: Sendable {
  let name: String
  /// Interactive: the phase follows the scroll.
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  /// Animated: the phase changes as the view crosses the edge.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// Animated with `animation`.
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
  /// These settings, with the threshold at which a view counts as in view (kept).
  public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
}

/// How much of a view must show before it counts as in view, as SwiftUI's
/// `ScrollTransitionThreshold` (kept).
public struct ScrollTransitionThreshold: Sendable {
  /// As soon as a point shows.
  public static let visible = ScrollTransitionThreshold()
  /// Once it all shows.
  public static let centered = ScrollTransitionThreshold()
  /// Once `amount` of it shows.
  public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold() }
}

extension View {
  /// The view in each of `phases`, stepped through each time `trigger` changes: drawn in the
  /// first phase, as it shows at rest.
  public func phaseAnimator<Phase: Equatable, T: Equatable, V: View>(
    _ phases: some Sequence<Phase>, trigger: T,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let first = phases.first { _ in true }
    return Group { if let first { content(PlaceholderContentView(self), first) } }
  }
  /// The view in each of `phases`, stepped through without end: drawn in the first phase.
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let first = phases.first { _ in true }
    return Group { if let first { content(PlaceholderContentView(self), first) } }
  }
  /// The view as it changes while it scrolls in and out of view: drawn in view (`identity`), as at
  /// rest.
  public func scrollTransition<V: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> V
  ) -> some View {
    self
  }
  /// The view as it changes while it scrolls in and out of view (separate settings for coming in
  /// and going out): drawn in view.
  public func scrollTransition<V: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> V
  ) -> some View {
    self
  }
}

/// The view a phase animator or a keyframe animator is given, as SwiftUI's
/// `PlaceholderContentView`: the view itself.
public struct PlaceholderContentView<Value: View>: View {
  let value: Value
  init(_ value: Value) { self.value = value }
  public var body: some View { value }
}

/// An effect on how a view is drawn (not on its layout), as SwiftUI's `VisualEffect` (iOS 17):
/// what a scroll transition or `visualEffect` makes of the view. Kept here: a scroll transition
/// is drawn in view, where apps leave the view as it is.
public protocol VisualEffect: Sendable {}

/// No effect, as SwiftUI's `EmptyVisualEffect`: what a scroll transition starts from.
public struct EmptyVisualEffect: VisualEffect {
  /// No effect.
  public init() {}
}

/// Effects applied one after another (kept).
public struct ComposedVisualEffect: VisualEffect {}

extension VisualEffect {
  /// Fades the view (kept).
  public func opacity(_ opacity: Double) -> ComposedVisualEffect { ComposedVisualEffect() }
  /// Scales the view (kept).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ComposedVisualEffect {
    ComposedVisualEffect()
  }
  /// Scales the view by a size (kept).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ComposedVisualEffect {
    ComposedVisualEffect()
  }
  /// Scales the view along each axis (kept).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ComposedVisualEffect
  {
    ComposedVisualEffect()
  }
  /// Moves the view (kept).
  public func offset(_ offset: CGSize) -> ComposedVisualEffect { ComposedVisualEffect() }
  /// Moves the view (kept).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ComposedVisualEffect { ComposedVisualEffect() }
  /// Turns the view (kept).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ComposedVisualEffect {
    ComposedVisualEffect()
  }
  /// Blurs the view (kept).
  public func blur(radius: CGFloat, opaque: Bool = false) -> ComposedVisualEffect { ComposedVisualEffect() }
  /// Brightens the view (kept).
  public func brightness(_ amount: Double) -> ComposedVisualEffect { ComposedVisualEffect() }
  /// Saturates the view (kept).
  public func saturation(_ amount: Double) -> ComposedVisualEffect { ComposedVisualEffect() }
  /// Makes the view grey (kept).
  public func grayscale(_ amount: Double) -> ComposedVisualEffect { ComposedVisualEffect() }
  /// Turns the view's hues (kept).
  public func hueRotation(_ angle: Angle) -> ComposedVisualEffect { ComposedVisualEffect() }
}
