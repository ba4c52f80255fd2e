import Foundation

/// A time as a rational number of seconds, as Core Media's `CMTime` (which AVFoundation's
/// players take): `value / timescale`, or invalid, or positive infinity.
public struct CMTime: Hashable, Sendable, Comparable {
  /// The numerator.
  public var value: Int64
  /// The denominator: parts of a second.
  public var timescale: Int32
  /// Whether it is a time at all (`invalid` is not).
  public var isValid: Bool
  /// Whether it stands for no end.
  public var isPositiveInfinity: Bool

  /// `value / timescale` seconds.
  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = timescale
    isValid = timescale > 0
    isPositiveInfinity = false
  }

  /// `seconds`, in parts of `preferredTimescale`; not a number is invalid.
  public init(seconds: Double, preferredTimescale: Int32) {
    guard seconds.isFinite, preferredTimescale > 0 else {
      self.init(value: 0, timescale: 0)
      isPositiveInfinity = seconds == .infinity
      isValid = isPositiveInfinity
      return
    }
    let scaled = (seconds * Double(preferredTimescale)).rounded()
    self.init(
      value: Int64(max(min(scaled, Double(Int64.max / 2)), Double(Int64.min / 2))),
      timescale: preferredTimescale)
  }

  /// The time in seconds (not a number when invalid, infinity for `positiveInfinity`).
  public var seconds: Double {
    if isPositiveInfinity { return .infinity }
    guard isValid else { return .nan }
    return Double(value) / Double(timescale)
  }

  /// No time.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// Not a time.
  public static let invalid = CMTime(value: 0, timescale: 0)
  /// Without end.
  public static let positiveInfinity: CMTime = {
    var time = CMTime(value: 0, timescale: 0)
    time.isPositiveInfinity = true
    time.isValid = true
    return time
  }()

  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
  public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
    lhs.isValid == rhs.isValid && lhs.isPositiveInfinity == rhs.isPositiveInfinity
      && (!lhs.isValid || lhs.isPositiveInfinity || lhs.seconds == rhs.seconds)
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isValid)
    hasher.combine(isPositiveInfinity)
    if isValid && !isPositiveInfinity { hasher.combine(seconds) }
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The seconds of `time`, as Core Media's function.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `value / timescale` seconds, as Core Media's function.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `seconds` in parts of `preferredTimescale`, as Core Media's function.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
