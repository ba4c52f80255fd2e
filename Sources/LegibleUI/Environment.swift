import Drawing
import DynamicType
import Geometry
import Legible
import Typesetting

/// What a view's description reads from around it, as SwiftUI's `EnvironmentValues`: the text
/// size (after every `.dynamicTypeSize(_:)` limit above it), the display scale, and the text
/// settings modifiers pass down (font, weight, line limit, alignment, colour).
public struct EnvironmentValues: Sendable {
  public var dynamicTypeSize: DynamicTypeSize = .large
  public var displayScale: Double = 2
  public var font: Font?
  public var fontWeight: FontWeight?
  public var lineLimit: Int?
  public var multilineTextAlignment: TextAlignment = .natural
  public var foregroundColor: Color?
  /// What text does with a word wider than its line (Legible's; SwiftUI has no such setting).
  public var wordFitting: WordFitting = .breaks
  /// Whether the audit may accept the text truncated (Legible's).
  public var truncationPolicy: TruncationPolicy = .default

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

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value { cell.values[keyPath: keyPath] }

  public func bind(_ binder: PropertyBinder) { cell.values = binder.environment }
}

/// A length that grows with the text, as SwiftUI's `@ScaledMetric`: `@ScaledMetric var gap = 8.0`
/// is 8 at the default size and grows as body text does (or `relativeTo:` another style),
/// rounded to the display's pixels.
@MainActor @propertyWrapper public struct ScaledMetric: DynamicProperty {
  let base: Double
  let style: TextStyle
  let cell = EnvironmentCell()

  public init(wrappedValue: Double, relativeTo style: TextStyle = .body) {
    base = wrappedValue
    self.style = style
  }

  public var wrappedValue: Double {
    FontMetrics(forTextStyle: style).scaledValue(
      base, for: cell.values.dynamicTypeSize.contentSizeCategory,
      grid: PixelGrid(scale: cell.values.displayScale))
  }

  public func bind(_ binder: PropertyBinder) { cell.values = binder.environment }
}

/// Where an environment reader keeps what it read at the last evaluation.
@MainActor final class EnvironmentCell {
  var values = EnvironmentValues()
}
