/// A lookup table from text sizes in sp to sizes in dp, as Android's `FontScaleConverter`: sizes
/// between two entries interpolate linearly, sizes below the first interpolate from (0, 0), sizes
/// past the last keep the last entry's ratio, and a negative size converts as its magnitude with
/// its sign. Arithmetic is in 32-bit floats, as Android's is, so results match Android's to the
/// last bit of a `Float`.
///
/// Invariant: `fromSP` and `toDP` have the same, non-zero count and both increase.
public struct FontScaleConverter: Hashable, Sendable {
  /// The table's sizes in sp (scale-independent pixels), increasing.
  public let fromSP: [Float]
  /// The size in dp (density-independent pixels) of each entry of `fromSP`, increasing.
  public let toDP: [Float]

  /// A table of `(sp, dp)` pairs; nil when the arrays differ in length, are empty, or do not
  /// increase.
  public init?(fromSP: [Float], toDP: [Float]) {
    guard fromSP.count == toDP.count, !fromSP.isEmpty,
      zip(fromSP, fromSP.dropFirst()).allSatisfy({ $0 < $1 }),
      zip(toDP, toDP.dropFirst()).allSatisfy({ $0 < $1 })
    else { return nil }
    self.fromSP = fromSP
    self.toDP = toDP
  }

  /// The dp for a size in sp.
  public func convertSPToDP(_ sp: Float) -> Float { Self.lookUp(sp, from: fromSP, to: toDP) }

  /// The sp for a size in dp (the table read backwards).
  public func convertDPToSP(_ dp: Float) -> Float { Self.lookUp(dp, from: toDP, to: fromSP) }

  private static func lookUp(_ value: Float, from source: [Float], to target: [Float]) -> Float {
    guard value.isFinite else {
      return value.isNaN ? value : value * (target[target.count - 1] / source[source.count - 1])
    }
    let magnitude = abs(value)
    let sign: Float = value > 0 ? 1 : value < 0 ? -1 : 0
    // The first entry not below the value.
    var upper = 0
    while upper < source.count && source[upper] < magnitude { upper += 1 }
    if upper < source.count && source[upper] == magnitude { return sign * target[upper] }
    if upper == source.count {
      // Past the table: the last entry's ratio.
      let last = source[source.count - 1]
      return last == 0 ? 0 : value * (target[target.count - 1] / last)
    }
    let (startSP, startDP) = upper == 0 ? (Float(0), Float(0)) : (source[upper - 1], target[upper - 1])
    let t = min(1, max(0, (magnitude - startSP) / (source[upper] - startSP)))
    return sign * (startDP + (target[upper] - startDP) * t)
  }
}
