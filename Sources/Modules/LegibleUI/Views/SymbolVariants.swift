/// Variants of SF Symbols, as SwiftUI's `SymbolVariants`: slashed, in a shape, filled, or none.
/// A symbol image inside `symbolVariant(_:)` shows the variant's name (`heart` with `.circle.fill`
/// is `heart.circle.fill`) where the symbol set has it, else the nearest it has: the variant
/// with fewer parts, or the symbol as named.
public struct SymbolVariants: Hashable, Sendable {
  var isSlashed = false
  var shape: String?
  var isFilled = false
  var isNone = false

  /// No variant: every symbol as named, even inside another variant.
  public static let none = SymbolVariants(isNone: true)
  /// Filled.
  public static let fill = SymbolVariants(isFilled: true)
  /// In a circle.
  public static let circle = SymbolVariants(shape: "circle")
  /// In a square.
  public static let square = SymbolVariants(shape: "square")
  /// In a rectangle.
  public static let rectangle = SymbolVariants(shape: "rectangle")
  /// Slashed.
  public static let slash = SymbolVariants(isSlashed: true)

  /// This variant, filled.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// This variant, in a circle.
  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  /// This variant, in a square.
  public var square: SymbolVariants { with { $0.shape = "square" } }
  /// This variant, in a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  /// This variant, slashed.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether this variant has all of `other`'s parts.
  public func contains(_ other: SymbolVariants) -> Bool {
    (!other.isSlashed || isSlashed) && (other.shape == nil || other.shape == shape)
      && (!other.isFilled || isFilled)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var variant = self
    variant.isNone = false
    change(&variant)
    return variant
  }

  /// The names to try for `name`, most specific first: every part, then fewer, then the name.
  func candidates(for name: String) -> [String] {
    guard !isNone else { return [name] }
    let suffixes = [isSlashed ? "slash" : nil, shape, isFilled ? "fill" : nil]
    var names: [String] = []
    // The parts kept in order, dropping from the last (the fill before the shape before the slash).
    for count in stride(from: suffixes.count, through: 0, by: -1) {
      let parts = suffixes.prefix(count).compactMap { $0 }.filter {
        !name.split(separator: ".").contains(Substring($0))
      }
      let candidate = ([name] + parts).joined(separator: ".")
      if !names.contains(candidate) { names.append(candidate) }
    }
    return names
  }
}

extension View {
  /// Symbol images inside show `variant` (`Image(systemName: "heart")` as `heart.fill` for
  /// `.fill`), as SwiftUI's; the innermost variant set wins.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
}
