/// How a text-size setting turns the size text has at the default setting into the size drawn.
///
/// - `apple`: Apple's type scale, per style and category (the default).
/// - `linear`: every size multiplied by the same factor, as web zoom and Flutter's
///   `TextScaler.linear` do; leading grows by the same factor.
/// - `android14`: Android's nonlinear curve as `FontScaleConverter.forScale` computes it on
///   Android 15 (`Android14FontScale`: Android 14 introduced it); leading keeps its ratio to the
///   size.
///
/// A curve is evaluated either at a content size category, which stands for its
/// `nominalScaleFactor` on the curves that take a number, or at a continuous factor, which Apple's
/// curve maps to the nearest category.
public enum ScalingCurve: String, CaseIterable, Hashable, Sendable {
  /// Apple's type scale, per text style and category.
  case apple
  /// Every size multiplied by the same factor.
  case linear
  /// Android 14's nonlinear curve: large text grows less than small text.
  case android14

  /// The size and leading of `style` at `category` on this curve.
  public func metrics(_ style: TextStyle, at category: ContentSizeCategory) -> TypeMetrics {
    switch self {
    case .apple: style.metrics(at: category)
    // A category's nominal factor is finite and positive, so these cannot fail.
    case .linear, .android14: try! metrics(style, factor: category.nominalScaleFactor)
    }
  }

  /// The size and leading of `style` at a continuous scale factor on this curve.
  ///
  /// - Throws: `InvalidScaleFactor` when `factor` is not positive and finite.
  public func metrics(_ style: TextStyle, factor: Double) throws(InvalidScaleFactor) -> TypeMetrics {
    guard factor.isFinite, factor > 0 else { throw InvalidScaleFactor(value: factor) }
    let base = style.metrics(at: .large)
    switch self {
    case .apple:
      return style.metrics(at: try ContentSizeCategory.nearest(toScaleFactor: factor))
    case .linear:
      return TypeMetrics(pointSize: base.pointSize * factor, leading: base.leading * factor)
    case .android14:
      let size = try Android14FontScale.dp(forSP: base.pointSize, scale: factor)
      return TypeMetrics(pointSize: size, leading: base.leading * size / base.pointSize)
    }
  }

  /// Reads a curve from its name, ignoring case.
  public init(parsing text: String) throws(UnknownScalingCurve) {
    let key = text.trimmingSpaces().lowercased()
    guard let curve = ScalingCurve.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      throw UnknownScalingCurve(input: text)
    }
    self = curve
  }
}

/// A string that names no scaling curve.
public struct UnknownScalingCurve: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that names no curve.
  public let input: String

  /// An error for the text that could not be read.
  public init(input: String) { self.input = input }

  /// What was wrong, and the curves there are.
  public var description: String {
    "'\(input)' is not a scaling curve. Use one of: "
      + ScalingCurve.allCases.map(\.rawValue).joined(separator: ", ") + "."
  }
}
