/// The lines drawn with a part of a text and how far it is raised: SwiftUI's `underline`,
/// `strikethrough` and `baselineOffset`, UIKit's `underlineStyle`, `strikethroughStyle` and
/// `baselineOffset` attributes.
///
/// Invariants: a line's colour is 8-bit sRGB packed as 0xRRGGBBAA, or nil for the colour the text
/// is drawn in; the offset is in points at the text's size (positive raises the text), and the
/// line holding it grows by as much, above for a raise and below for a drop, as TextKit's does.
/// Lines change no geometry; the offset does.
public struct TextDecoration: Hashable, Sendable {
  /// A line under or through text, in a colour of its own or the text's.
  public struct Line: Hashable, Sendable {
    /// The line's colour (0xRRGGBBAA), or nil for the text's.
    public var color: UInt32?
    /// A line in `color` (nil: the text's).
    public init(color: UInt32? = nil) { self.color = color }
  }

  /// The line under the text, if any.
  public var underline: Line?
  /// The line through the text, if any.
  public var strikethrough: Line?
  /// How far the text is raised, in points (negative: lowered).
  public var baselineOffset: Double

  /// Lines and an offset; by default none.
  public init(underline: Line? = nil, strikethrough: Line? = nil, baselineOffset: Double = 0) {
    self.underline = underline
    self.strikethrough = strikethrough
    self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
  }

  /// Whether it draws or moves nothing.
  public var isEmpty: Bool { underline == nil && strikethrough == nil && baselineOffset == 0 }
}
