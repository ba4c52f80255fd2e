import Foundation

/// How much of an interpolated value a log message shows. As on a device without a debugger
/// attached, `private` values (and `auto` ones that are strings or objects) are written as
/// `<private>`; numbers and Booleans under `auto` are shown.
public struct OSLogPrivacy: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
  let kind: Kind
  let hashed: Bool

  /// Public for scalars, private for strings and objects.
  public static let auto = OSLogPrivacy(kind: .auto, hashed: false)
  /// Always shown.
  public static let `public` = OSLogPrivacy(kind: .public, hashed: false)
  /// Hidden.
  public static let `private` = OSLogPrivacy(kind: .private, hashed: false)
  /// Hidden, always.
  public static let sensitive = OSLogPrivacy(kind: .sensitive, hashed: false)

  /// How a hidden value is masked.
  public struct Mask: Equatable, Sendable {
    let hashed: Bool
    /// A hash of the value stands in for it, so that equal values can be matched.
    public static let hash = Mask(hashed: true)
    /// Nothing stands in for it.
    public static let none = Mask(hashed: false)
  }

  /// Hidden, masked as asked.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, hashed: mask.hashed) }
  /// Hidden, masked as asked.
  public static func `private`(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(kind: .private, hashed: mask.hashed)
  }
  /// Hidden, masked as asked.
  public static func sensitive(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(kind: .sensitive, hashed: mask.hashed)
  }

  /// `text` as the log shows it.
  func render(_ text: String, isScalar: Bool) -> String {
    switch kind {
    case .public: return text
    case .auto where isScalar: return text
    default:
      guard hashed else { return "<private>" }
      var hash: UInt32 = 2_166_136_261
      for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      return "<mask.hash: '\(String(hash, radix: 16))'>"
    }
  }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
  enum Kind: Sendable {
    case decimal(minDigits: Int, explicitPositive: Bool), hex(uppercase: Bool, prefix: Bool), octal
  }
  let kind: Kind

  public static let decimal = OSLogIntegerFormatting(kind: .decimal(minDigits: 0, explicitPositive: false))
  public static let hex = OSLogIntegerFormatting(kind: .hex(uppercase: false, prefix: false))
  public static let octal = OSLogIntegerFormatting(kind: .octal)
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting
  {
    OSLogIntegerFormatting(kind: .decimal(minDigits: minDigits, explicitPositive: explicitPositiveSign))
  }
  public static func hex(explicitPrefix: Bool = false, includePrefix: Bool = false, uppercase: Bool = false)
    -> OSLogIntegerFormatting
  {
    OSLogIntegerFormatting(kind: .hex(uppercase: uppercase, prefix: explicitPrefix || includePrefix))
  }

  func render<T: BinaryInteger>(_ value: T) -> String {
    switch kind {
    case .decimal(let minDigits, let explicitPositive):
      var digits = String(value.magnitude)
      if digits.count < minDigits {
        digits = String(repeating: "0", count: minDigits - digits.count) + digits
      }
      return (value < 0 ? "-" : explicitPositive ? "+" : "") + digits
    case .hex(let uppercase, let prefix):
      return (prefix ? "0x" : "") + String(value, radix: 16, uppercase: uppercase)
    case .octal:
      return String(value, radix: 8)
    }
  }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
  let precision: Int?
  let exponential: Bool

  public static let fixed = OSLogFloatFormatting(precision: 6, exponential: false)
  public static let exponential = OSLogFloatFormatting(precision: 6, exponential: true)
  public static let hybrid = OSLogFloatFormatting(precision: nil, exponential: false)
  public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(precision: max(0, min(precision, 30)), exponential: false)
  }
  public static func exponential(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(precision: max(0, min(precision, 30)), exponential: true)
  }

  func render(_ value: Double) -> String {
    guard let precision else { return "\(value)" }
    return String(format: exponential ? "%.\(precision)e" : "%.\(precision)f", value)
  }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
  case truth, answer

  func render(_ value: Bool) -> String {
    switch self {
    case .truth: value ? "true" : "false"
    case .answer: value ? "YES" : "NO"
    }
  }
}

/// How an interpolated value is padded to a width.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let right: Bool
  public static let none = OSLogStringAlignment(columns: 0, right: false)
  public static func right(columns: Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns, right: true)
  }
  public static func left(columns: Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns, right: false)
  }

  func pad(_ text: String) -> String {
    let width = min(columns, 1000)
    guard text.count < width else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return right ? padding + text : text + padding
  }
}

/// A log message: a string literal with interpolated values, each shown as its privacy allows.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The message as the log writes it.
  public let text: String

  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations a log message accepts, with their privacy and format options.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""

  public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

  public mutating func appendLiteral(_ literal: String) { text += literal }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.pad(privacy.render(value(), isScalar: false))
  }

  @_disfavoredOverload
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.pad(privacy.render(value().description, isScalar: false))
  }

  public mutating func appendInterpolation<T: BinaryInteger>(
    _ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.pad(privacy.render(format.render(number()), isScalar: true))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .hybrid,
    align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.pad(privacy.render(format.render(number()), isScalar: true))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .hybrid,
    align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.pad(privacy.render(format.render(Double(number())), isScalar: true))
  }

  public mutating func appendInterpolation(
    _ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
  ) {
    text += privacy.render(format.render(boolean()), isScalar: true)
  }

  public mutating func appendInterpolation(
    _ error: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto
  ) {
    text += privacy.render(String(describing: error()), isScalar: false)
  }

  @_disfavoredOverload
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.pad(privacy.render(String(describing: value()), isScalar: false))
  }

  public mutating func appendInterpolation(_ type: Any.Type, privacy: OSLogPrivacy = .auto) {
    text += privacy.render(String(describing: type), isScalar: false)
  }
}
