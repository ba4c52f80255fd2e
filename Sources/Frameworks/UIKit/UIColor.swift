import Drawing
import Foundation

/// A colour, as UIKit's: components in sRGB, the system colours with iOS's light-mode values, and
/// dynamic colours resolved for the current traits. (Screens are audited in light mode, so a
/// dynamic colour gives its light value unless asked with other traits.) An `NSObject`, as UIKit's,
/// so that it can be kept where an object is (a Core Data transformable attribute), and archived
/// with secure coding (a dynamic colour is archived as its value for the current traits).
open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
  private let provider: ((UITraitCollection) -> UIColor)?
  private let components: Drawing.Color
  /// The asset-catalog or system name it was made from, if any.
  public let name: String?

  /// A colour of red, green, blue and alpha components from 0 to 1. (Required, as UIKit's
  /// initializers behave through Objective-C: an extension may write `Self(red:…)`.)
  public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = Drawing.Color(
      red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue), alpha: Self.unit(alpha))
    provider = nil
    name = nil
  }

  /// A colour unarchived from the components `encode(with:)` wrote; nil when they are missing.
  public required convenience init?(coder: NSCoder) {
    guard coder.containsValue(forKey: "UIRed") else { return nil }
    self.init(
      red: coder.decodeDouble(forKey: "UIRed"), green: coder.decodeDouble(forKey: "UIGreen"),
      blue: coder.decodeDouble(forKey: "UIBlue"), alpha: coder.decodeDouble(forKey: "UIAlpha"))
  }

  /// Archives the colour's components (its value for the current traits, when dynamic).
  open func encode(with coder: NSCoder) {
    let color = resolved
    coder.encode(color.red, forKey: "UIRed")
    coder.encode(color.green, forKey: "UIGreen")
    coder.encode(color.blue, forKey: "UIBlue")
    coder.encode(color.alpha, forKey: "UIAlpha")
  }

  /// Colours are archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// A colour whose value depends on the traits it is resolved with.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    provider = dynamicProvider
    components = .clear
    name = nil
  }

  /// The colour of `components`, under `name`.
  public init(_ components: Drawing.Color, name: String? = nil) {
    self.components = components
    provider = nil
    self.name = name
  }

  /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes one
  /// (sRGB components from 0 to 1).
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A grey of `white` lightness.
  public required convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour of hue, saturation and brightness from 0 to 1.
  public required convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let s = Self.unit(saturation)
    let v = Self.unit(brightness)
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour in the Display P3 space (read as sRGB here).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour named `name` in the app's asset catalog, or nil when it has none.
  public convenience init?(named name: String) {
    guard let color = UIColor.catalog(name) else { return nil }
    self.init(color, name: name)
  }

  /// The colour named `name` in the app's asset catalog.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// Looks a colour up in the app's asset catalog; the SwiftUI layer sets it to its catalog.
  nonisolated(unsafe) public static var catalog: (String) -> Drawing.Color? = { _ in nil }

  private static func unit(_ value: CGFloat) -> Double {
    value.isFinite ? max(0, min(1, Double(value))) : 0
  }

  /// The colour for `traitCollection` (itself unless it is dynamic).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// Its components, resolved for the current traits.
  public var resolved: Drawing.Color {
    guard provider != nil else { return components }
    return resolvedColor(with: .current).components
  }

  /// The same colour with alpha `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let color = resolved
    return UIColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
  }

  /// Reads the components; true.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = resolved
    red?.pointee = color.red
    green?.pointee = color.green
    blue?.pointee = color.blue
    alpha?.pointee = color.alpha
    return true
  }

  /// Reads hue, saturation, brightness and alpha; true.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = resolved
    let maxValue = max(color.red, color.green, color.blue)
    let minValue = min(color.red, color.green, color.blue)
    let delta = maxValue - minValue
    var h = 0.0
    if delta > 0 {
      if maxValue == color.red {
        h = ((color.green - color.blue) / delta).truncatingRemainder(dividingBy: 6)
      } else if maxValue == color.green {
        h = (color.blue - color.red) / delta + 2
      } else {
        h = (color.red - color.green) / delta + 4
      }
      h = (h / 6 + 1).truncatingRemainder(dividingBy: 1)
    }
    hue?.pointee = h
    saturation?.pointee = maxValue == 0 ? 0 : delta / maxValue
    brightness?.pointee = maxValue
    alpha?.pointee = color.alpha
    return true
  }

  /// Reads the grey level and alpha; true.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
  {
    let color = resolved
    white?.pointee = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
    alpha?.pointee = color.alpha
    return true
  }

  /// Its alpha.
  public var cgAlpha: CGFloat { resolved.alpha }

  open override var description: String {
    let c = resolved
    return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
  }

  /// The same colour: the same object, or the same components where neither is dynamic.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return self === other || (provider == nil && other.provider == nil && components == other.components)
  }

  open override var hash: Int { resolved.hashValue }
}

extension UIColor {
  private static func system(_ color: Drawing.Color, _ name: String) -> UIColor { UIColor(color, name: name) }

  public static var black: UIColor { system(.black, "blackColor") }
  public static var white: UIColor { system(.white, "whiteColor") }
  public static var clear: UIColor { system(.clear, "clearColor") }
  public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  public static var label: UIColor { system(.label, "labelColor") }
  public static var secondaryLabel: UIColor { system(.secondaryLabel, "secondaryLabelColor") }
  public static var tertiaryLabel: UIColor { system(.tertiaryLabel, "tertiaryLabelColor") }
  public static var quaternaryLabel: UIColor { system(.quaternaryLabel, "quaternaryLabelColor") }
  public static var placeholderText: UIColor { system(.placeholderText, "placeholderTextColor") }
  public static var link: UIColor { system(.link, "linkColor") }
  public static var separator: UIColor { system(.separator, "separatorColor") }
  public static var opaqueSeparator: UIColor { system(.opaqueSeparator, "opaqueSeparatorColor") }
  public static var systemFill: UIColor { system(.systemFill, "systemFillColor") }
  public static var secondarySystemFill: UIColor { system(.secondarySystemFill, "secondarySystemFillColor") }
  public static var tertiarySystemFill: UIColor { system(.tertiarySystemFill, "tertiarySystemFillColor") }
  public static var quaternarySystemFill: UIColor {
    system(.quaternarySystemFill, "quaternarySystemFillColor")
  }
  public static var systemBackground: UIColor { system(.systemBackground, "systemBackgroundColor") }
  public static var secondarySystemBackground: UIColor {
    system(.secondarySystemBackground, "secondarySystemBackgroundColor")
  }
  public static var tertiarySystemBackground: UIColor {
    system(.tertiarySystemBackground, "tertiarySystemBackgroundColor")
  }
  public static var systemGroupedBackground: UIColor {
    system(.systemGroupedBackground, "systemGroupedBackgroundColor")
  }
  public static var secondarySystemGroupedBackground: UIColor {
    system(.secondarySystemGroupedBackground, "secondarySystemGroupedBackgroundColor")
  }
  public static var tertiarySystemGroupedBackground: UIColor {
    system(.tertiarySystemGroupedBackground, "tertiarySystemGroupedBackgroundColor")
  }
  public static var systemBlue: UIColor { system(.systemBlue, "systemBlueColor") }
  public static var systemGreen: UIColor { system(.systemGreen, "systemGreenColor") }
  public static var systemRed: UIColor { system(.systemRed, "systemRedColor") }
  public static var systemOrange: UIColor { system(.systemOrange, "systemOrangeColor") }
  public static var systemYellow: UIColor { system(.systemYellow, "systemYellowColor") }
  public static var systemPink: UIColor { system(.systemPink, "systemPinkColor") }
  public static var systemPurple: UIColor { system(.systemPurple, "systemPurpleColor") }
  public static var systemTeal: UIColor { system(.systemTeal, "systemTealColor") }
  public static var systemIndigo: UIColor { system(.systemIndigo, "systemIndigoColor") }
  public static var systemMint: UIColor { system(.systemMint, "systemMintColor") }
  public static var systemCyan: UIColor { system(.systemCyan, "systemCyanColor") }
  public static var systemBrown: UIColor { system(.systemBrown, "systemBrownColor") }
  public static var systemGray: UIColor { system(.systemGray, "systemGrayColor") }
  public static var systemGray2: UIColor { system(.systemGray2, "systemGray2Color") }
  public static var systemGray3: UIColor { system(.systemGray3, "systemGray3Color") }
  public static var systemGray4: UIColor { system(.systemGray4, "systemGray4Color") }
  public static var systemGray5: UIColor { system(.systemGray5, "systemGray5Color") }
  public static var systemGray6: UIColor { system(.systemGray6, "systemGray6Color") }
  public static var tintColor: UIColor { system(.tint, "tintColor") }
  public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
  public static var darkText: UIColor { .black }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type of a `#colorLiteral(…)` whose type nothing else decides, as UIKit makes it.
public typealias _ColorLiteralType = UIColor
