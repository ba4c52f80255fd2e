import Foundation

/// An amount in a unit, as HealthKit's `HKQuantity`: read back in any unit of the same
/// dimension (`doubleValue(for:)`). Asking for a unit of another dimension traps with both units
/// named, as HealthKit raises an exception.
public final class HKQuantity: NSObject, Comparable, @unchecked Sendable {
  private let unit: HKUnit
  private let value: Double

  /// `value` of `unit`.
  public init(unit: HKUnit, doubleValue value: Double) {
    self.unit = unit
    self.value = value
  }

  /// Whether the quantity can be read in `unit`.
  public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

  /// The amount in `unit`.
  public func doubleValue(for unit: HKUnit) -> Double {
    precondition(
      self.unit.isCompatible(with: unit),
      "HKQuantity: a quantity of \(self.unit.unitString) cannot be read in \(unit.unitString)")
    return unit.fromBase(self.unit.toBase(value))
  }

  /// How the quantity compares with `other`, of the same dimension.
  public func compare(_ other: HKQuantity) -> ComparisonResult {
    let mine = unit.toBase(value)
    let theirs = other.doubleValue(for: unit) * unit.factor + unit.offset
    return mine < theirs ? .orderedAscending : mine > theirs ? .orderedDescending : .orderedSame
  }

  public static func < (lhs: HKQuantity, rhs: HKQuantity) -> Bool { lhs.compare(rhs) == .orderedAscending }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKQuantity, other.is(compatibleWith: unit) else { return false }
    return compare(other) == .orderedSame
  }
  public override var hash: Int { unit.hash }
  public override var description: String { "\(value) \(unit.unitString)" }
}
