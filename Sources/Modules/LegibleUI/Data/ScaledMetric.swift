import DynamicType
import Foundation
import Geometry

/// A length that grows with the text, as SwiftUI's `@ScaledMetric`: `@ScaledMetric var gap = 8.0`
/// is 8 at the default size and grows as body text does (or `relativeTo:` another style), by
/// `UIFontMetrics`' rule (the ratio of the style's leadings), rounded to the display's pixels.
/// The body is evaluated again when the text size changes.
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let base: Value
  let style: DynamicType.TextStyle
  let box = EnvironmentBox()

  /// A length of `wrappedValue` at size L that grows with body text.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// A length of `wrappedValue` at size L that grows with `textStyle`'s text.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    style = textStyle.style
  }

  /// The length at the text size around the view.
  public var wrappedValue: Value {
    Value(
      FontMetrics(forTextStyle: style).scaledValue(
        Double(base), for: box.values.dynamicTypeSize.contentSizeCategory,
        grid: PixelGrid(scale: Double(box.values.displayScale))))
  }
}

extension ScaledMetric: BindableProperty {
  @MainActor func bind(to site: BindingSite) { box.values = site.environment }
}

extension ScaledMetric: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool {
    (other as? ScaledMetric).map { $0.base == base && $0.style == style } ?? false
  }
}
