import DynamicType
import Foundation
import Legible
import Typesetting

/// A font for text, as SwiftUI's `Font`.
///
/// - The text styles (`.body`, `.title`, `.headline.weight(.bold)`, `.system(.footnote, design:
///   .monospaced)`) follow the user's text size with Apple's type scale.
/// - `.custom(_:size:)` and `.custom(_:size:relativeTo:)` grow with a style (body by default) as
///   `UIFontMetrics` scales them.
/// - `.system(size:)` and `.custom(_:fixedSize:)` keep their size at every text size: they do not
///   follow Dynamic Type, which the audit reports (`not-scaling`), as it is the commonest Dynamic
///   Type bug in real apps.
///
/// Families: the system font is the project's stand-in for San Francisco (see the README); a
/// custom family name is looked up among the fonts the app bundles and the system's, with the
/// stand-in as the fallback the audit reports (`font-fallback`).
public struct Font: Hashable, Sendable {
  enum Size: Hashable, Sendable {
    case style(DynamicType.TextStyle)
    case scaled(CGFloat, relativeTo: DynamicType.TextStyle)
    case fixed(CGFloat)
  }

  var size: Size
  var family: String?
  var weight: Weight?
  var isItalic = false
  var design: Design?
  var isMonospacedDigit = false
  var width: Width?

  init(_ size: Size, family: String? = nil, weight: Weight? = nil, design: Design? = nil) {
    self.size = size
    self.family = family
    self.weight = weight
    self.design = design
  }

  /// A text style.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// The large title.
    case largeTitle
    /// The first-level title.
    case title
    /// The second-level title.
    case title2
    /// The third-level title.
    case title3
    /// Headlines (semibold).
    case headline
    /// Subheadlines.
    case subheadline
    /// Body text.
    case body
    /// Callouts.
    case callout
    /// Footnotes.
    case footnote
    /// Captions.
    case caption
    /// The second, smaller caption.
    case caption2

    var style: DynamicType.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption1
      case .caption2: .caption2
      }
    }
  }

  /// A font weight, as SwiftUI's `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    let value: FontWeight
    /// The lightest.
    public static let ultraLight = Weight(value: .ultraLight)
    /// Thin.
    public static let thin = Weight(value: .thin)
    /// Light.
    public static let light = Weight(value: .light)
    /// Regular.
    public static let regular = Weight(value: .regular)
    /// Medium.
    public static let medium = Weight(value: .medium)
    /// Semibold.
    public static let semibold = Weight(value: .semibold)
    /// Bold.
    public static let bold = Weight(value: .bold)
    /// Heavy.
    public static let heavy = Weight(value: .heavy)
    /// The heaviest.
    public static let black = Weight(value: .black)
  }

  /// A design of the system font, as SwiftUI's `Font.Design`: set in the stand-in's serif and
  /// monospaced families; rounded is drawn in the default design (no open rounded face is pinned).
  public enum Design: Hashable, Sendable {
    /// The default.
    case `default`
    /// Serif.
    case serif
    /// Rounded (drawn in the default design here).
    case rounded
    /// Monospaced.
    case monospaced
  }

  /// Line spacing, as SwiftUI's `Font.Leading` (kept; lines follow the text style here).
  public enum Leading: Hashable, Sendable {
    /// The style's.
    case standard
    /// Tighter.
    case tight
    /// Looser.
    case loose
  }

  /// The large title style.
  public static let largeTitle = Font(.style(.largeTitle))
  /// The first-level title style.
  public static let title = Font(.style(.title1))
  /// The second-level title style.
  public static let title2 = Font(.style(.title2))
  /// The third-level title style.
  public static let title3 = Font(.style(.title3))
  /// The headline style (semibold).
  public static let headline = Font(.style(.headline))
  /// The subheadline style.
  public static let subheadline = Font(.style(.subheadline))
  /// The body style.
  public static let body = Font(.style(.body))
  /// The callout style.
  public static let callout = Font(.style(.callout))
  /// The footnote style.
  public static let footnote = Font(.style(.footnote))
  /// The caption style.
  public static let caption = Font(.style(.caption1))
  /// The second, smaller caption style.
  public static let caption2 = Font(.style(.caption2))

  /// A text style of the system font, in a design and weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(.style(style.style), weight: weight, design: design)
  }

  /// The system font at a fixed size: it does **not** grow with the user's text size (the audit
  /// reports text in it as `not-scaling`; use a text style, or `@ScaledMetric` for the size).
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(.fixed(size), weight: weight, design: design)
  }

  /// A font of the family `name` at `size` points at the default text size, growing with body
  /// text.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.scaled(size, relativeTo: .body), family: name)
  }

  /// A font of the family `name` at `size` points at the default text size, growing with the
  /// style `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(.scaled(size, relativeTo: textStyle.style), family: name)
  }

  /// A font of the family `name` at a size that does not grow with the text size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(.fixed(fixedSize), family: name)
  }

  /// The same font in `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }
  /// The same font in bold.
  public func bold() -> Font { weight(.bold) }
  /// The same font in italic.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }
  /// The same font, monospaced.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }
  /// A width of the system font, as SwiftUI's `Font.Width`: narrower than standard for negative
  /// values, wider for positive ones. iOS draws widths in the system font's default design
  /// only. Approximated here: the stand-in's own widths set the text, Noto Sans Condensed for
  /// `condensed`, ExtraCondensed for `compressed` and Noto Sans's normal width for `expanded`,
  /// one step from the stand-in's SemiCondensed as SF's widths are one step from its standard.
  public struct Width: Hashable, Sendable {
    /// The width, 0 for standard.
    public var value: CGFloat
    /// A width of `value`.
    public init(_ value: CGFloat) { self.value = value }
    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// Narrower than standard.
    public static let condensed = Width(-0.2)
    /// The font's usual width.
    public static let standard = Width(0)
    /// Wider than standard.
    public static let expanded = Width(0.2)

    /// The stand-in's family for this width, nil for the stand-in itself.
    var family: String? {
      guard value.isFinite else { return nil }
      if value <= -0.25 { return Typesetting.Font.compressedFamily }
      if value <= -0.05 { return Typesetting.Font.condensedFamily }
      if value >= 0.05 { return Typesetting.Font.expandedFamily }
      return nil
    }
  }

  /// The same font in another width of the system font (approximated: see `Width`).
  public func width(_ width: Width) -> Font {
    var font = self
    font.width = width
    return font
  }

  /// The same font with digits of one width (the stand-in's digits already are).
  public func monospacedDigit() -> Font {
    var font = self
    font.isMonospacedDigit = true
    return font
  }
  /// The same font in small capitals (drawn as the font's own letters here).
  public func smallCaps() -> Font { self }
  /// The same font with lowercase letters as small capitals (drawn as the font's own here).
  public func lowercaseSmallCaps() -> Font { self }
  /// The same font with uppercase letters as small capitals (drawn as the font's own here).
  public func uppercaseSmallCaps() -> Font { self }
  /// The same font with other line spacing (kept; lines follow the style here).
  public func leading(_ leading: Leading) -> Font { self }

  /// Whether the font follows the user's text size.
  var scales: Bool {
    if case .fixed = size { false } else { true }
  }

  /// The family the font is set in, or nil for the system font's stand-in.
  var resolvedFamily: String? {
    if let family { return family }
    switch design {
    case .serif: return "Noto Serif"
    case .monospaced: return "Noto Sans Mono"
    case .rounded: return nil
    // Widths are drawn in the default design alone, as iOS draws them.
    case .default, nil: return width?.family
    }
  }

  /// The retained label's font.
  var labelFont: LabelFont {
    switch size {
    case .style(let style):
      let weight = self.weight?.value
      if weight == nil || weight == style.weight, !isItalic, resolvedFamily == nil {
        return .textStyle(style)
      }
      if weight == style.emphasizedWeight, !isItalic, resolvedFamily == nil {
        return .textStyle(style, emphasized: true)
      }
      return .styled(style, weight: weight, italic: isItalic, family: resolvedFamily)
    case .scaled(let points, let style):
      return .custom(typesettingFont(points), relativeTo: style)
    case .fixed(let points):
      return .custom(typesettingFont(points), relativeTo: .body)
    }
  }

  private func typesettingFont(_ points: CGFloat) -> Typesetting.Font {
    Typesetting.Font(
      family: resolvedFamily ?? Typesetting.Font.defaultFamily, weight: weight?.value ?? .regular,
      italic: isItalic, pointSize: Double(points))
  }

  /// The style the font follows (body for fixed sizes), for what sizes itself by it (symbols).
  var textStyle: DynamicType.TextStyle {
    switch size {
    case .style(let style), .scaled(_, let style): style
    case .fixed: .body
    }
  }

  /// The font's size at the default text size.
  var defaultPointSize: Double {
    switch size {
    case .style(let style): style.pointSize(at: .large)
    case .scaled(let points, _), .fixed(let points): Double(points)
    }
  }
}
