/// Android 14's nonlinear font scaling: large font scales grow small text a lot and large text
/// little, so headings do not explode. The data are the lookup tables of AOSP's
/// `FontScaleConverterFactory`.
///
/// Rules: a scale of 1 or less is linear (`sp × scale`). Between two listed scales each column is
/// interpolated linearly (between 1.0 and the first table, from the identity). Above the largest
/// table (2.0) the largest table is used, as Android caps its setting there. Within a table, sizes
/// between two columns interpolate linearly; below 8 sp they interpolate from (0, 0); above 100 sp
/// the last ratio (1.0) is kept. Negative sizes are mirrored.
public enum Android14FontScale {
  /// The sp sizes of the table's columns.
  public static let spColumns: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

  /// The listed font scales and the dp each produces for `spColumns`.
  public static let tables: [(scale: Double, dp: [Double])] = [
    (1.05, [8.4, 10.5, 12.6, 14.8, 18.6, 20.6, 24.4, 30, 100]),
    (1.1, [8.8, 11, 13.2, 15.6, 19.2, 21.2, 24.8, 30, 100]),
    (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
    (1.2, [9.6, 12, 14.4, 17.2, 20.4, 22.4, 25.6, 30, 100]),
    (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
    (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
    (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
    (2.0, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
  ]

  /// The size in dp that Android 14 draws for `sp` at font scale `scale`.
  ///
  /// - Throws: `InvalidScaleFactor` when `scale` is not positive and finite, or `sp` is not finite.
  public static func dp(forSP sp: Double, scale: Double) throws(InvalidScaleFactor) -> Double {
    guard scale.isFinite, scale > 0 else { throw InvalidScaleFactor(value: scale, what: "font scale") }
    guard sp.isFinite else { throw InvalidScaleFactor(value: sp, what: "text size in sp") }
    if sp < 0 { return -(try dp(forSP: -sp, scale: scale)) }
    if scale <= 1 { return sp * scale }
    return convert(sp, with: columns(at: scale))
  }

  /// The dp column values for any scale above 1, interpolating between listed tables.
  static func columns(at scale: Double) -> [Double] {
    var lower = (scale: 1.0, dp: spColumns)
    for table in tables {
      if scale == table.scale { return table.dp }
      if scale < table.scale {
        let t = (scale - lower.scale) / (table.scale - lower.scale)
        return zip(lower.dp, table.dp).map { $0 + ($1 - $0) * t }
      }
      lower = table
    }
    return lower.dp
  }

  static func convert(_ sp: Double, with dp: [Double]) -> Double {
    var previous = (sp: 0.0, dp: 0.0)
    for (column, value) in zip(spColumns, dp) {
      if sp <= column {
        return previous.dp + (value - previous.dp) * (sp - previous.sp) / (column - previous.sp)
      }
      previous = (column, value)
    }
    return sp * (previous.dp / previous.sp)
  }
}
