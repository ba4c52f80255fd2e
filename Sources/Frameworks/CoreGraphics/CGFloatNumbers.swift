import Foundation

extension CGFloat {
  /// The number's value, rounded as a `CGFloat` holds it (Apple's Foundation has this; Linux's has
  /// it for the other number types).
  public init(truncating number: NSNumber) { self.init(number.doubleValue) }

  /// The number's value, or nil when a `CGFloat` cannot hold it exactly.
  public init?(exactly number: NSNumber) {
    guard let value = Double(exactly: number) else { return nil }
    self.init(value)
  }
}
