import DynamicType
import Foundation
import Typesetting

/// A font, as UIKit's: a family, a weight, a size. The preferred fonts of the text styles have the
/// real type scale's size for the traits asked (`.body` is 17 points at large and 53 at the largest
/// accessibility size); the system font stands in for San Francisco with its vertical metrics.
open class UIFont: CTFont, @unchecked Sendable {
  /// The family ("System Font" for the system font).
  public let familyName: String
  /// The font's name.
  public var fontName: String { _postScriptName }
  /// Its size in points.
  public var pointSize: CGFloat { _size }
  /// Its weight.
  public let weight: UIFont.Weight
  /// Whether it is italic.
  public let isItalic: Bool
  /// The text style it was made for, when it is a preferred font (it then scales in SwiftUI).
  public let textStyle: UIFont.TextStyle?
  /// Whether it is the system font.
  public let isSystemFont: Bool

  init(
    family: String, name: String, size: CGFloat, weight: UIFont.Weight = .regular, italic: Bool = false,
    textStyle: UIFont.TextStyle? = nil, system: Bool
  ) {
    familyName = family
    self.weight = weight
    isItalic = italic
    self.textStyle = textStyle
    isSystemFont = system
    super.init(_postScriptName: name, size: size)
  }

  /// The font named `fontName` at `size`. Any name is accepted here (the text is drawn in the
  /// font that stands in for it); nil only for an empty name.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    let lower = fontName.lowercased()
    let weights: [(String, UIFont.Weight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("semibold", .semibold),
      ("demibold", .semibold), ("extrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
      ("medium", .medium), ("light", .light),
    ]
    let weight = weights.first { lower.contains($0.0) }?.1 ?? .regular
    self.init(
      family: fontName.split(separator: "-").first.map(String.init) ?? fontName, name: fontName,
      size: fontSize,
      weight: weight, italic: fontName.localizedCaseInsensitiveContains("italic"), system: false)
  }

  /// The preferred font of `style` for the current traits' text size.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The preferred font of `style` for `traitCollection`'s text size (the current one when nil),
  /// one step bolder with Bold Text.
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  )
    -> UIFont
  {
    let traits = traitCollection ?? .current
    let scale = style.typeStyle
    var weight = UIFont.Weight(scale.weight)
    if traits.legibilityWeight == .bold { weight = UIFont.Weight(scale.weight.bolder) }
    return UIFont(
      family: "System Font", name: ".SFUI-\(weight.name)", size: scale.pointSize(at: traits.category),
      weight: weight,
      textStyle: style, system: true)
  }

  /// The system font at `fontSize` and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
    UIFont(family: "System Font", name: ".SFUI-\(weight.name)", size: fontSize, weight: weight, system: true)
  }

  /// The bold system font at `fontSize`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize`.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(family: "System Font", name: ".SFUI-Italic", size: fontSize, italic: true, system: true)
  }

  /// The system font with digits of one width.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The monospaced system font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(
      family: "System Font Mono", name: ".SFMono-\(weight.name)", size: fontSize, weight: weight, system: true
    )
  }

  /// The size of standard text (17 points).
  open class var systemFontSize: CGFloat { 17 }
  /// The size of small text (12 points).
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The size of a label's text (17 points).
  open class var labelFontSize: CGFloat { 17 }
  /// The size of a button's text (18 points).
  open class var buttonFontSize: CGFloat { 18 }

  /// The same font at `fontSize`.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      family: familyName, name: fontName, size: fontSize, weight: weight, italic: isItalic,
      textStyle: textStyle,
      system: isSystemFont)
  }

  /// From the baseline up.
  public var ascender: CGFloat { pointSize * SystemFontMetrics.ascender }
  /// From the baseline down (negative, as UIKit gives it).
  public var descender: CGFloat { -pointSize * SystemFontMetrics.descender }
  /// The height of capitals.
  public var capHeight: CGFloat { pointSize * SystemFontMetrics.capHeight }
  /// The height of a lowercase x.
  public var xHeight: CGFloat { pointSize * 1_096 / 2_048 }
  /// Baseline to baseline.
  public var lineHeight: CGFloat { pointSize * SystemFontMetrics.lineHeight }
  /// The gap between lines (none).
  public var leading: CGFloat { 0 }

  /// The families of fonts installed (the system font's stand-in and its monospaced one).
  open class var familyNames: [String] { ["System Font", "System Font Mono"] }

  /// The names of the fonts of `familyName` (each family's regular and bold faces here).
  open class func fontNames(forFamilyName familyName: String) -> [String] {
    familyNames.contains(familyName) ? [familyName, "\(familyName) Bold"] : []
  }

  open override var description: String {
    "<UICTFont> font-family: \"\(familyName)\"; font-size: \(pointSize)pt"
  }

  /// Equal to a font of the same name, size and text style.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && textStyle == other.textStyle
  }
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// A text style, as UIKit names them.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style of the type scale (body for a name UIKit does not have).
    public var typeStyle: DynamicType.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title1: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .callout: .callout
      case .footnote: .footnote
      case .caption1: .caption1
      case .caption2: .caption2
      default: .body
      }
    }
  }

  /// A weight, as UIKit's numbers (-0.8 ultra-light … 0.62 black).
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)

    private static let table: [(Weight, FontWeight)] = [
      (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
      (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
    ]

    init(_ weight: FontWeight) { self = Self.table.first { $0.1 == weight }?.0 ?? .regular }

    /// The weight of the type scale nearest to this one.
    public var fontWeight: FontWeight {
      Self.table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? .regular
    }

    var name: String { "\(fontWeight)".prefix(1).uppercased() + "\(fontWeight)".dropFirst() }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}

/// Scales values and custom fonts with the text size as a text style does (UIKit's
/// `UIFontMetrics`): `UIFontMetrics(forTextStyle: .body).scaledValue(for: 20)` is 20 at large.
public struct UIFontMetrics: Sendable {
  let metrics: FontMetrics

  /// Metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    metrics = FontMetrics(forTextStyle: textStyle.typeStyle)
  }

  /// Metrics that scale as body text does.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `value` scaled for the current traits' text size.
  public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

  /// `value` scaled for `traitCollection`'s text size.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    metrics.scaledValue(Double(value), for: (traitCollection ?? .current).category)
  }

  /// `font` scaled for the current traits' text size.
  public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

  /// `font` scaled, no larger than `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for `traitCollection`'s text size.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for `traitCollection`'s text size, no larger than `maximumPointSize` (when
  /// positive).
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let size = metrics.scaledPointSize(
      Double(font.pointSize), maximumPointSize: maximumPointSize > 0 ? Double(maximumPointSize) : nil,
      for: (traitCollection ?? .current).category)
    return UIFont(
      family: font.familyName, name: font.fontName, size: size, weight: font.weight, italic: font.isItalic,
      textStyle: metrics.textStyle == .body && font.textStyle == nil ? nil : font.textStyle,
      system: font.isSystemFont)
  }
}
