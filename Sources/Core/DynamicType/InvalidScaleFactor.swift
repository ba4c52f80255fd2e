/// A scale factor or size that cannot be used: NaN, infinite, zero or negative.
public struct InvalidScaleFactor: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value that was refused.
  public let value: Double
  /// What the value was meant to be, for the message ("font scale", "text-scaling-factor").
  public let what: String

  /// An error for `value`, named in the message as `what`.
  public init(value: Double, what: String = "scale factor") {
    self.value = value
    self.what = what
  }

  /// What was wrong, and what to give instead.
  public var description: String {
    "\(value) is not a usable \(what): give a finite number greater than 0 (1 is the default size)."
  }

  /// Whether the two errors are about the same value (NaN equals NaN here) and the same thing.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.what == rhs.what && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
  }

  /// Hashes the value and what it was meant to be, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(what)
    hasher.combine(value.isNaN ? Double.infinity.nextDown : value)
  }
}
