import Drawing
import DynamicType
import Geometry
import Legible
import Typesetting

/// What a view's description reads from around it, as SwiftUI's `EnvironmentValues`: the text
/// size (after every `.dynamicTypeSize(_:)` limit above it), the display scale, and the text
/// settings modifiers pass down (font, weight, line limit, alignment, colour).
public struct EnvironmentValues: Sendable {
  /// The user's text size.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// Device pixels per point.
  public var displayScale: Double = 2
  /// The font of text that does not set its own, or nil for body text.
  public var font: Font?
  /// The weight of text that does not set its own, or nil for the font's.
  public var fontWeight: FontWeight?
  /// The most lines text shows, or nil for no limit.
  public var lineLimit: Int?
  /// How lines of text sit in their width.
  public var multilineTextAlignment: TextAlignment = .natural
  /// The colour of text that does not set its own, or nil for black.
  public var foregroundColor: Color?
  /// What text does with a word wider than its line (Legible's; SwiftUI has no such setting).
  public var wordFitting: WordFitting = .breaks
  /// Whether the audit may accept the text truncated (Legible's).
  public var truncationPolicy: TruncationPolicy = .default

  /// The environment at the top of a screen: text size L, 2×, no font, weight, limit or colour set.
  public init() {}

  /// The label font the text settings give, body by default.
  var labelFont: LabelFont {
    var font = font ?? .body
    if let fontWeight { font = font.weight(fontWeight) }
    return font.labelFont
  }
}

/// Reads a value of the environment in a view of your own, as SwiftUI's `@Environment`:
/// `@Environment(\.dynamicTypeSize) var size`. The body is evaluated again when the text size
/// changes, so it may choose its layout by it.
@MainActor @propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let cell = EnvironmentCell()

  /// A reader of the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value read at the last evaluation of the body.
  public var wrappedValue: Value { cell.values[keyPath: keyPath] }

  /// Reads the environment around the view.
  public func bind(_ binder: PropertyBinder) { cell.values = binder.environment }
}

/// A length that grows with the text, as SwiftUI's `@ScaledMetric`: `@ScaledMetric var gap = 8.0`
/// is 8 at the default size and grows as body text does (or `relativeTo:` another style),
/// rounded to the display's pixels.
@MainActor @propertyWrapper public struct ScaledMetric: DynamicProperty {
  let base: Double
  let style: TextStyle
  let cell = EnvironmentCell()

  /// A length of `wrappedValue` points at size L that grows with `style`'s text.
  public init(wrappedValue: Double, relativeTo style: TextStyle = .body) {
    base = wrappedValue
    self.style = style
  }

  /// The length at the environment's text size, rounded to the display's pixels.
  public var wrappedValue: Double {
    FontMetrics(forTextStyle: style).scaledValue(
      base, for: cell.values.dynamicTypeSize.contentSizeCategory,
      grid: PixelGrid(scale: cell.values.displayScale))
  }

  /// Reads the text size and display scale around the view.
  public func bind(_ binder: PropertyBinder) { cell.values = binder.environment }
}

/// Where an environment reader keeps what it read at the last evaluation.
@MainActor final class EnvironmentCell {
  var values = EnvironmentValues()
}
