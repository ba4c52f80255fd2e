/// Android's nonlinear font scaling: at large font scales small text grows a lot and large text
/// little, so headings do not explode. This is `FontScaleConverterFactory.forScale` of the Android
/// 15 (API level 35) framework, whose public `FontScaleConverter.forScale` apps call, with its
/// lookup tables for 1.05, 1.1, 1.15, 1.2, 1.3, 1.5, 1.8 and 2.0. (Android 14, API level 34,
/// introduced the curve with the 1.15, 1.3, 1.5, 1.8 and 2.0 tables only.)
///
/// How a scale chooses its converter, as Android does it, 32-bit floats and all:
/// - tables are kept under an integer key, `Int(scale × 100)` in `Float`; so the 1.05 table is kept
///   under 104, and interpolation takes it to be at 1.04;
/// - below the first key's scale less 0.01 (1.03) the curve is not active: sizes scale linearly
///   (`sp × scale`), and `converter(forScale:)` is nil;
/// - a scale whose key is a table's uses that table (1.04 and 1.05 both use the 1.05 table);
/// - between the first key and the last, each column interpolates between the neighbouring tables;
/// - below the first table's key (1.03 …< 1.04) and beyond the last (above 2.0) the converter is
///   linear (`sp × scale`): "beyond our bounds … a straight linear table".
public enum Android14FontScale {
  /// The sp sizes of the tables' columns.
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

  /// The tables by Android's key, in key order.
  public static let keyed: [(key: Int, converter: FontScaleConverter)] = tables.map { table in
    (
      key(Float(table.scale)),
      FontScaleConverter(fromSP: spColumns.map(Float.init), toDP: table.dp.map(Float.init))!
    )
  }

  /// Android's key for a scale: `(int) (scale * 100f)`.
  public static func key(_ scale: Float) -> Int {
    let scaled = scale * 100
    guard scaled.isFinite else { return scaled > 0 ? Int.max : Int.min }
    return Int(max(Float(Int32.min), min(Float(Int32.max), scaled)).rounded(.towardZero))
  }

  static func scale(ofKey key: Int) -> Float { Float(key) / 100 }

  /// The smallest scale at which the curve is active: the first key's scale less 0.01 (1.03).
  public static var minimumNonlinearScale: Float { scale(ofKey: keyed[0].key) - 0.01 }

  /// Whether Android applies the curve at `scale` (`isNonLinearFontScalingActive`).
  public static func isNonlinear(at scale: Float) -> Bool { scale >= minimumNonlinearScale }

  /// The converter Android uses at `scale`, or nil where text scales linearly (`forScale`).
  public static func converter(forScale scale: Float) -> FontScaleConverter? {
    guard scale.isFinite, isNonlinear(at: scale) else { return nil }
    let key = key(scale)
    guard let upper = keyed.firstIndex(where: { $0.key >= key }) else { return linear(scale) }
    if keyed[upper].key == key { return keyed[upper].converter }
    guard upper > 0 else { return linear(scale) }
    let (low, high) = (keyed[upper - 1], keyed[upper])
    let lowScale = Self.scale(ofKey: low.key)
    let highScale = Self.scale(ofKey: high.key)
    let t = min(1, max(0, (scale - lowScale) / (highScale - lowScale)))
    let columns = spColumns.map(Float.init)
    let dp = columns.map { sp in
      let start = low.converter.convertSPToDP(sp)
      return start + (high.converter.convertSPToDP(sp) - start) * t
    }
    return FontScaleConverter(fromSP: columns, toDP: dp)
  }

  private static func linear(_ scale: Float) -> FontScaleConverter? {
    FontScaleConverter(fromSP: [1], toDP: [scale])
  }

  /// The size in dp that Android draws for `sp` at font scale `scale`.
  ///
  /// - Throws: `InvalidScaleFactor` when `scale` is not positive and finite, or `sp` is not finite.
  public static func dp(forSP sp: Double, scale: Double) throws(InvalidScaleFactor) -> Double {
    guard scale.isFinite, scale > 0 else { throw InvalidScaleFactor(value: scale, what: "font scale") }
    guard sp.isFinite else { throw InvalidScaleFactor(value: sp, what: "text size in sp") }
    guard let converter = converter(forScale: Float(scale)) else { return Double(Float(sp) * Float(scale)) }
    return Double(converter.convertSPToDP(Float(sp)))
  }
}
