import DynamicType
import Geometry

/// A length that grows with the text, like SwiftUI's `@ScaledMetric`: a base value at the default
/// size, scaled by `FontMetrics` of a text style (body by default) at the current category.
/// A metric that does not scale keeps its base value.
public struct ScaledMetric: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// The length at the default category (`large`), in points.
  public var base: Double
  /// The style whose growth the length follows, or nil for a fixed length.
  public var relativeTo: TextStyle?

  /// A length of `base` points at the default category that grows with `style`'s text (fixed when `style` is
  /// nil).
  public init(_ base: Double, relativeTo style: TextStyle? = .body) {
    self.base = base
    self.relativeTo = style
  }

  /// A length that never changes.
  public static func fixed(_ value: Double) -> ScaledMetric { ScaledMetric(value, relativeTo: nil) }

  /// A metric of `value` points relative to body text, written as a number.
  public init(floatLiteral value: Double) { self.init(value) }
  /// A metric of `value` points relative to body text, written as a whole number.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// The length at `traits`, snapped to the display's pixel grid.
  public func value(for traits: Traits) -> Double {
    let grid = PixelGrid(scale: traits.displayScale)
    guard let style = relativeTo else { return base.isFinite ? grid.round(base) : 0 }
    return FontMetrics(forTextStyle: style).scaledValue(base, for: traits.contentSizeCategory, grid: grid)
  }
}

/// Insets that stay as given unless asked to grow: with a text style, every edge grows with that
/// style's text (as `ScaledMetric`); without one (the default), they are fixed, as UIKit's layout
/// margins are. Margins that grew with the text would take, at the largest sizes, the width the
/// text needs (16 points become 45 at AX5); padding inside a control that should keep its
/// proportions to its text asks for it (`relativeTo: .body`).
public struct ScaledInsets: Hashable, Sendable {
  /// The insets at the default category.
  public var insets: EdgeInsets
  /// The style the edges grow with; nil for fixed insets.
  public var relativeTo: TextStyle?

  /// Insets that grow with `style`'s text, or stay fixed when `style` is nil (the default).
  public init(_ insets: EdgeInsets, relativeTo style: TextStyle? = nil) {
    self.insets = insets
    self.relativeTo = style
  }

  /// No insets.
  public static let zero = ScaledInsets(.zero)

  public func value(for traits: Traits) -> EdgeInsets {
    insets.map { ScaledMetric($0, relativeTo: relativeTo).value(for: traits) }
  }
}
