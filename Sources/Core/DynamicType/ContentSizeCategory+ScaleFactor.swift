extension ContentSizeCategory {
  /// How much larger body text is at this category than at `large`: 17 pt → 53 pt at AX5 is 3.12.
  /// This is the continuous factor a category stands for when Legible compares it with platforms
  /// that scale text by a number (web zoom, Flutter, Android font scale, GNOME text-scaling-factor).
  public var nominalScaleFactor: Double {
    TextStyle.body.pointSize(at: self) / TextStyle.body.pointSize(at: .large)
  }

  /// The category whose `nominalScaleFactor` is closest to `factor`; on a tie, the larger one.
  /// Factors below XS's give XS and above AX5's give AX5, so any positive factor has an answer.
  ///
  /// - Throws: `InvalidScaleFactor` for zero, negative, NaN or infinite factors.
  public static func nearest(toScaleFactor factor: Double) throws(InvalidScaleFactor)
    -> ContentSizeCategory
  {
    guard factor.isFinite, factor > 0 else { throw InvalidScaleFactor(value: factor) }
    var best = ContentSizeCategory.extraSmall
    for category in allCases
    where abs(category.nominalScaleFactor - factor) <= abs(best.nominalScaleFactor - factor) {
      best = category
    }
    return best
  }
}
