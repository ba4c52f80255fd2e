/// A colour in sRGB with straight (not premultiplied) alpha; each component is 0 … 1.
///
/// Invariant: components are finite and within 0 … 1; the initializer clamps them (NaN becomes 0).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0 … 1.
  public let red: Double
  /// The green component, 0 … 1.
  public let green: Double
  /// The blue component, 0 … 1.
  public let blue: Double
  /// The opacity, 0 (transparent) … 1 (opaque), not premultiplied into the other components.
  public let alpha: Double

  /// A colour from components 0 … 1; values outside are clamped and NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// From 8-bit components.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(
      red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
      alpha: Double(alpha8) / 255)
  }

  /// From `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
  ///
  /// - Throws: `InvalidColor` for anything else.
  public init(hex text: String) throws(InvalidColor) {
    var digits = Substring(text)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit) else { throw InvalidColor(input: text) }
    var values = digits.compactMap(\.hexDigitValue).map(UInt8.init)
    if values.count == 3 { values = values.flatMap { [$0, $0] } }
    guard values.count == 6 || values.count == 8 else { throw InvalidColor(input: text) }
    let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
    self.init(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255)
  }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent (black with no opacity).
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var hex: String {
    let components = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
    return "#"
      + components.map { value in
        let byte = Int((value * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
  public var description: String { hex }

  /// The same colour with a different opacity.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}

/// A string that is not a hex colour.
public struct InvalidColor: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that could not be read as a colour.
  public let input: String
  /// An error for the given text.
  public init(input: String) { self.input = input }
  /// What was wrong, and how to write a colour.
  public var description: String { "'\(input)' is not a colour: write #RGB, #RRGGBB or #RRGGBBAA." }
}
