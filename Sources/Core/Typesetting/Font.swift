import DynamicType

/// A font to set text in: a family, a weight, italic or upright, a size in points, and the
/// tracking added between its characters.
///
/// Families are fontconfig names ("Noto Sans"). A family that no installed font provides falls back
/// to the typesetter's default; the resulting `TextLayout` reports it (`usedFallbackFamily`).
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The family the project's fonts are pinned to; other scripts fall back from it to the pinned
  /// Devanagari, CJK and emoji fonts.
  public static let defaultFamily = "Noto Sans"
  /// The default family at its condensed width: the system font's condensed width.
  public static let condensedFamily = "Noto Sans Condensed"
  /// The default family at its extra-condensed width: the system font's compressed width.
  public static let compressedFamily = "Noto Sans ExtraCondensed"
  /// The default family at its normal width (the default family alone is set at the narrower
  /// width that stands for the system font's standard one): the system font's expanded width.
  public static let expandedFamily = "Noto Sans Expanded Stand-In"

  /// The font family's name, as fontconfig knows it.
  public var family: String
  /// The weight.
  public var weight: FontWeight
  /// Whether the text is italic.
  public var isItalic: Bool
  /// The size in points. `TextRequest.sanitized` replaces unusable sizes (see there).
  public var pointSize: Double
  /// Points added after every character (SwiftUI's `tracking` and `kerning`, UIKit's `.kern`),
  /// beyond the system font's own tracking for its size (`SystemFontTracking`); negative
  /// tightens. `TextRequest.sanitized` keeps it within one em either way.
  public var tracking: Double

  /// A font of the given family, weight, slant, size and tracking.
  public init(
    family: String = Font.defaultFamily, weight: FontWeight = .regular, italic: Bool = false,
    pointSize: Double, tracking: Double = 0
  ) {
    self.family = family
    self.weight = weight
    self.isItalic = italic
    self.pointSize = pointSize
    self.tracking = tracking
  }

  /// The font of a text style at a category: the type scale's size, the style's weight, made one
  /// step bolder when the Bold Text setting is on.
  public static func textStyle(
    _ style: TextStyle, at category: ContentSizeCategory, emphasized: Bool = false, boldText: Bool = false,
    family: String = Font.defaultFamily
  ) -> Font {
    let weight = emphasized ? style.emphasizedWeight : style.weight
    return Font(
      family: family, weight: boldText ? weight.bolder : weight, pointSize: style.pointSize(at: category))
  }

  /// The font as family, weight, slant and size, such as `Noto Sans bold 17.0pt`.
  public var description: String {
    "\(family) \(weight)\(isItalic ? " italic" : "") \(pointSize)pt"
      + (tracking == 0 ? "" : " tracking \(tracking)")
  }
}
