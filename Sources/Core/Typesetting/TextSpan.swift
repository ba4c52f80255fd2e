import DynamicType

/// A part of a request's text set in a face, size or colour of its own: a run of SwiftUI's
/// `Text` joined with `+`, a bold word of Markdown, a run of an attributed string.
///
/// Invariants: the range is in UTF-8 bytes of the request's string and falls on character
/// boundaries (a typesetter clamps it to the string, and ignores an empty one); the size is
/// relative to the request's font, so a request set smaller to fit (`minimumScaleFactor`) scales
/// its spans with it; spans do not overlap (where they do, the later one wins).
public struct TextSpan: Hashable, Sendable {
  /// The bytes of the request's string the span covers.
  public var utf8Range: Range<Int>
  /// The span's font family, weight and slant; its `pointSize` is ignored (see `relativeSize`).
  public var family: String
  /// The span's weight.
  public var weight: FontWeight
  /// Whether the span is italic.
  public var isItalic: Bool
  /// The span's size as a multiple of the request font's (1: the same size).
  public var relativeSize: Double
  /// The span's colour as 8-bit sRGB red, green, blue and alpha (0xRRGGBBAA), or nil for the colour
  /// the text is drawn in. Part of the request so that a typesetter that draws (Pango's) draws it.
  public var foreground: UInt32?
  /// The lines drawn under and through the span and how far it is raised.
  public var decoration: TextDecoration

  /// A span over `utf8Range` in `font` (its size taken relative to `base`), in `foreground`, with
  /// `decoration`.
  public init(
    utf8Range: Range<Int>, font: Font, relativeTo base: Font, foreground: UInt32? = nil,
    decoration: TextDecoration = TextDecoration()
  ) {
    self.utf8Range = utf8Range
    family = font.family
    weight = font.weight
    isItalic = font.isItalic
    relativeSize = base.pointSize > 0 ? font.pointSize / base.pointSize : 1
    self.foreground = foreground
    self.decoration = decoration
  }

  /// The span's font, for text set in `base`.
  public func font(in base: Font) -> Font {
    Font(family: family, weight: weight, italic: isItalic, pointSize: base.pointSize * relativeSize)
  }

  /// The largest relative size a span keeps: larger sizes are lowered to it.
  public static let maximumRelativeSize = 16.0
}
