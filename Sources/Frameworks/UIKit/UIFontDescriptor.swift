import Foundation

/// What a font is (its family, size, weight, slant), as UIKit's `UIFontDescriptor`: made from a
/// font or a text style's preferred font, changed by traits and size, and made into a font again
/// with `UIFont(descriptor:size:)`.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// The font described.
  let font: UIFont

  init(font: UIFont) { self.font = font }

  /// The size in points.
  open var pointSize: CGFloat { font.pointSize }
  /// Its bold and italic traits.
  open var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.weight >= .semibold { traits.insert(.traitBold) }
    if font.isItalic { traits.insert(.traitItalic) }
    return traits
  }

  /// The descriptor of `style`'s preferred font at the current text size.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFontDescriptor(font: .preferredFont(forTextStyle: style))
  }

  /// The descriptor of `style`'s preferred font for `traitCollection`'s text size.
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFontDescriptor(font: .preferredFont(forTextStyle: style, compatibleWith: traitCollection))
  }

  /// The same font with exactly `traits`' weight and slant (bold is UIKit's bold weight).
  open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    let weight: UIFont.Weight =
      traits.contains(.traitBold) ? .bold : (font.weight >= .semibold ? .regular : font.weight)
    return UIFontDescriptor(
      font: UIFont(
        family: font.familyName, name: font.fontName, size: font.pointSize, weight: weight,
        italic: traits.contains(.traitItalic), textStyle: font.textStyle, system: font.isSystemFont))
  }

  /// The same font at `pointSize`.
  open func withSize(_ pointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(pointSize))
  }

  /// The same font in a design of the system font: the monospaced one is the monospaced system
  /// font; rounded and serif are the system font's design, as the stand-in has no others (listed
  /// in the README).
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    guard font.isSystemFont, design == .monospaced else { return self }
    return UIFontDescriptor(font: .monospacedSystemFont(ofSize: font.pointSize, weight: font.weight))
  }

  /// A font's traits, as UIKit's.
  public struct SymbolicTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// The designs of the system font.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
    public static let rounded = SystemDesign(rawValue: "rounded")
    public static let serif = SystemDesign(rawValue: "serif")
    public static let monospaced = SystemDesign(rawValue: "monospaced")
  }
}

extension UIFont {
  /// What the font is.
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The font `descriptor` describes at `pointSize` (its own size when 0). A font made at a size
  /// does not follow the text size, as in UIKit.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font
    self.init(
      family: font.familyName, name: font.fontName, size: pointSize > 0 ? pointSize : font.pointSize,
      weight: font.weight, italic: font.isItalic, textStyle: pointSize > 0 ? nil : font.textStyle,
      system: font.isSystemFont)
  }
}
