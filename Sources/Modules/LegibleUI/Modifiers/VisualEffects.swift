import CoreGraphics
import Drawing
import Foundation
import Legible

extension View {
  /// The colour scheme the view asks for (not applied, and reported: `not-applied`; screens are drawn light).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    notApplied("preferredColorScheme(_:)", when: colorScheme == .dark)
  }
  /// The colour scheme of the view and what it holds (deprecated for `preferredColorScheme`; not
  /// applied for dark, and reported: `not-applied`; screens are drawn light).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    notApplied("colorScheme(_:)", when: colorScheme == .dark)
  }
  /// Matches geometry across views in an animation (kept).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    self
  }
  /// A transition of symbol images (kept).
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
  /// The rendering mode of symbols inside (not applied, and reported: `not-applied`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    notApplied("symbolRenderingMode(_:)")
  }
  /// The view's colours made grey by `amount`: 0 changes nothing, 1 leaves their luminance. The
  /// audit judges the colours as drawn.
  public func grayscale(_ amount: Double) -> some View {
    modifier(EffectModifier(effect: ColorTransform.grayscale(amount)))
  }
  /// The view's colours as saturated as `amount` says: 1 changes nothing, 0 is grey, more than 1
  /// saturates further. The audit judges the colours as drawn.
  public func saturation(_ amount: Double) -> some View {
    modifier(EffectModifier(effect: ColorTransform.saturation(amount)))
  }
  /// The view's colours brightened by `amount` added to each component: 0 changes nothing, 1 is
  /// white. The audit judges the colours as drawn.
  public func brightness(_ amount: Double) -> some View {
    modifier(EffectModifier(effect: ColorTransform.brightness(amount)))
  }
  /// The view's colours moved away from (above 1) or towards (below 1) the middle grey; 0 is
  /// grey, a negative amount also inverts. The audit judges the colours as drawn.
  public func contrast(_ amount: Double) -> some View {
    modifier(EffectModifier(effect: ColorTransform.contrast(amount)))
  }
  /// The view's colours multiplied by `color`'s components (white changes nothing). The audit
  /// judges the colours as drawn.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(EffectModifier(effect: ColorTransform.multiply(by: color.value)))
  }
  /// The view's colours inverted (white becomes black). The audit judges the colours as drawn.
  public func colorInvert() -> some View { modifier(EffectModifier(effect: ColorTransform.colorInvert)) }
  /// The view's hues turned by `angle` about the colour wheel, keeping their luminance. The audit
  /// judges the colours as drawn.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(EffectModifier(effect: ColorTransform.hueRotation(degrees: angle.degrees)))
  }
  /// The view drawn black, as opaque as it is light (its luminance as its opacity), as a mask is
  /// made. The audit judges the colours as drawn.
  public func luminanceToAlpha() -> some View {
    modifier(EffectModifier(effect: ColorTransform.luminanceToAlpha))
  }
  /// Rotates the view in 3D (kept: drawn flat).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    self
  }
  /// Projects the view (not applied, and reported: `not-applied`).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    notApplied("projectionEffect(_:)")
  }
  /// Transforms the view (not applied, and reported: `not-applied`).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    notApplied("transformEffect(_:)")
  }
}

/// A namespace for matched geometry, as SwiftUI's `@Namespace` (kept).
@propertyWrapper public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {}
  /// A namespace.
  public init() {}
  /// The namespace's identity.
  public var wrappedValue: ID { ID() }
}

/// What matched geometry matches (kept).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The frame.
  public static let frame = MatchedGeometryProperties(rawValue: 1)
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 2)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 4)
}

/// A transition of content (kept).
public struct ContentTransition: Sendable {
  /// The platform decides.
  public static let identity = ContentTransition()
  /// Numbers rolling.
  public static let numericText = ContentTransition()
  /// Numbers rolling, counting down or up.
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
  /// Interpolated.
  public static let interpolate = ContentTransition()
  /// Fading.
  public static let opacity = ContentTransition()
  /// A symbol's own replacement effect (iOS 17).
  public static let symbolEffect = ContentTransition()
  /// A symbol's effect, such as `.replace` (iOS 17).
  public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default)
    -> ContentTransition
  {
    ContentTransition()
  }
}

/// Options of a symbol effect (kept).
public struct SymbolEffectOptions: Sendable {
  /// Repeating `count` times (nil: without end).
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// At `speed` times the normal speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// These options, repeating `count` times.
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
  /// These options, at `speed` times the normal speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  /// The default.
  public static let `default` = SymbolEffectOptions()
  /// Repeating.
  public static let `repeating` = SymbolEffectOptions()
  /// Not repeating.
  public static let nonRepeating = SymbolEffectOptions()
  /// These options, repeating (`.speed(3).repeating`).
  public var repeating: SymbolEffectOptions { self }
  /// These options, not repeating.
  public var nonRepeating: SymbolEffectOptions { self }
}

/// A projection (kept).
public struct ProjectionTransform: Sendable {
  /// The identity.
  public init() {}
}
