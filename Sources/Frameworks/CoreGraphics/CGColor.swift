import Foundation

/// A colour as Core Graphics keeps it, as Apple's `CGColor`: components in a colour space (the
/// alpha last). Colours are sRGB here; a grey has two components (white, alpha), as from
/// `CGColor(gray:alpha:)`. Immutable: a copy with another alpha is a new colour.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The colour's space.
  public let colorSpace: CGColorSpace?
  /// The components, alpha last (red, green, blue, alpha; or white, alpha).
  public let components: [CGFloat]?

  /// A colour of sRGB components from 0 to 1 (values outside are kept, as Apple's extended range).
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
    components = [red, green, blue, alpha].map(Self.finite)
  }

  /// A colour of red, green and blue components (sRGB here).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey of `gray` from 0 (black) to 1 (white).
  public init(gray: CGFloat, alpha: CGFloat) {
    colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
    components = [gray, alpha].map(Self.finite)
  }

  /// A colour of `components` in `space`: as many as the space needs, then alpha.
  public init?(colorSpace space: CGColorSpace, components pointer: UnsafePointer<CGFloat>) {
    colorSpace = space
    components = (0..<space.numberOfComponents + 1).map { Self.finite(pointer[$0]) }
  }

  /// The colour's alpha.
  public var alpha: CGFloat { components?.last ?? 1 }
  /// How many components it has, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The same colour with `alpha`.
  public func copy(alpha: CGFloat) -> CGColor? {
    let values = components ?? [0, 0, 0, 1]
    return values.count == 2
      ? CGColor(gray: values[0], alpha: alpha)
      : CGColor(srgbRed: values[0], green: values[1], blue: values[2], alpha: alpha)
  }

  /// The same colour in `space`: a grey's white spread over red, green and blue for a colour
  /// space, an RGB colour's luminance (Rec. 709 weights) for a grey one. Colours are sRGB here, so
  /// the intent changes nothing.
  public func converted(
    to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?
  ) -> CGColor? {
    let (red, green, blue, alpha) = rgba
    guard space.numberOfComponents == 1 else {
      return CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha).inSpace(space)
    }
    let gray = CGColor(gray: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    return gray.inSpace(space)
  }

  private func inSpace(_ space: CGColorSpace) -> CGColor {
    let values = components ?? []
    return values.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) } ?? self
  }

  /// Red, green, blue and alpha, a grey's white spread over the three.
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let values = components ?? [0, 0, 0, 1]
    return values.count == 2
      ? (values[0], values[0], values[0], values[1])
      : (values[0], values[1], values[2], values.count > 3 ? values[3] : 1)
  }

  /// Black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// White.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Clear.
  public static let clear = CGColor(gray: 0, alpha: 0)

  public static func == (a: CGColor, b: CGColor) -> Bool {
    a.components == b.components && a.colorSpace?.name == b.colorSpace?.name
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  public var description: String {
    "CGColor(\((components ?? []).map { String(format: "%.3f", Double($0)) }.joined(separator: ", ")))"
  }

  private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

/// How colours out of a space's range are brought into it, as Core Graphics'.
public enum CGColorRenderingIntent: Int32, Sendable {
  case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// A colour space, as Apple's `CGColorSpace`, by name: colours are kept and drawn as sRGB here,
/// whatever space names them.
public final class CGColorSpace: @unchecked Sendable {
  /// The space's name.
  public let name: String?
  /// How many colour components (without alpha) a colour in it has.
  public let numberOfComponents: Int

  /// The space named `name` (`CGColorSpace.sRGB`, `.displayP3`, `.genericGrayGamma2_2`, …).
  public init?(name: String) {
    self.name = name
    numberOfComponents = name.localizedCaseInsensitiveContains("gray") ? 1 : 3
  }

  /// The standard spaces' names.
  public static let sRGB = "kCGColorSpaceSRGB"
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  public static let linearSRGB = "kCGColorSpaceLinearSRGB"
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
  public static let extendedGray = "kCGColorSpaceExtendedGray"
}

/// A device RGB space (sRGB here).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
/// A device grey space.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}
