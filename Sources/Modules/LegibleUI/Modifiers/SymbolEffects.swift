/// An animation of a symbol image, as SwiftUI's `SymbolEffect` (iOS 17): kept with the view, and
/// not drawn, as screens here are drawn at rest (the symbol as it shows between animations; an
/// indefinite effect such as `.pulse` shows the symbol as it is).
public protocol SymbolEffect: Sendable {}

/// A symbol effect of a kind, with the options its kind takes (`.bounce.up.byLayer`).
public struct SymbolEffectKind: SymbolEffect, Hashable {
  /// The effect's name (`bounce`, `replace`, …) and its options, in the order given.
  public let name: String
  /// Its options (`up`, `byLayer`, …).
  public var options: [String] = []

  private func with(_ option: String) -> SymbolEffectKind {
    var copy = self
    copy.options.append(option)
    return copy
  }
  /// Upwards.
  public var up: SymbolEffectKind { with("up") }
  /// Downwards.
  public var down: SymbolEffectKind { with("down") }
  /// Layer by layer.
  public var byLayer: SymbolEffectKind { with("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: SymbolEffectKind { with("wholeSymbol") }
  /// Layers one after another, leaving the others as they are.
  public var cumulative: SymbolEffectKind { with("cumulative") }
  /// Layers one after another, each in turn.
  public var iterative: SymbolEffectKind { with("iterative") }
  /// Reversing at the end.
  public var reversing: SymbolEffectKind { with("reversing") }
  /// Fading out the old symbol before the new comes.
  public var offUp: SymbolEffectKind { with("offUp") }
  /// Clockwise.
  public var clockwise: SymbolEffectKind { with("clockwise") }
  /// Counter-clockwise.
  public var counterClockwise: SymbolEffectKind { with("counterClockwise") }
  /// Replacing by the magic the symbols allow (iOS 18).
  public func magic(fallback: SymbolEffectKind) -> SymbolEffectKind { with("magic") }
}

extension SymbolEffect where Self == SymbolEffectKind {
  /// A bounce.
  public static var bounce: SymbolEffectKind { SymbolEffectKind(name: "bounce") }
  /// A pulse of opacity.
  public static var pulse: SymbolEffectKind { SymbolEffectKind(name: "pulse") }
  /// A sweep of colour through the layers.
  public static var variableColor: SymbolEffectKind { SymbolEffectKind(name: "variableColor") }
  /// A change of scale.
  public static var scale: SymbolEffectKind { SymbolEffectKind(name: "scale") }
  /// An appearance.
  public static var appear: SymbolEffectKind { SymbolEffectKind(name: "appear") }
  /// A disappearance.
  public static var disappear: SymbolEffectKind { SymbolEffectKind(name: "disappear") }
  /// A replacement of one symbol by another.
  public static var replace: SymbolEffectKind { SymbolEffectKind(name: "replace") }
  /// A wiggle (iOS 18).
  public static var wiggle: SymbolEffectKind { SymbolEffectKind(name: "wiggle") }
  /// A breath (iOS 18).
  public static var breathe: SymbolEffectKind { SymbolEffectKind(name: "breathe") }
  /// A rotation (iOS 18).
  public static var rotate: SymbolEffectKind { SymbolEffectKind(name: "rotate") }
  /// The symbol drawn on (iOS 26).
  public static var drawOn: SymbolEffectKind { SymbolEffectKind(name: "drawOn") }
  /// The symbol drawn off (iOS 26).
  public static var drawOff: SymbolEffectKind { SymbolEffectKind(name: "drawOff") }
}

extension View {
  /// An effect on symbol images inside while `isActive` (kept: drawn at rest).
  public func symbolEffect<E: SymbolEffect>(
    _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }
  /// An effect on symbol images inside each time `value` changes (kept: drawn at rest).
  public func symbolEffect<E: SymbolEffect, V: Equatable>(
    _ effect: E, options: SymbolEffectOptions = .default, value: V
  ) -> some View { self }
  /// Symbol effects inside turned off (kept).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
