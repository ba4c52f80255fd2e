import Drawing
import Typesetting

/// A part of a label's text in a font or colour of its own: a run of SwiftUI's `Text` joined with
/// `+`, a bold word of Markdown, a run of an attributed string; also a part underlined, struck
/// through or raised (`decoration`).
///
/// Invariants: the range is in UTF-8 bytes of the label's text, on character boundaries (a range
/// outside the text is clamped to it); a nil font or colour is the label's. The run's font follows
/// the text size as the label's does.
public struct LabelRun: Hashable, Sendable {
  /// The bytes of the label's text the run covers.
  public var utf8Range: Range<Int>
  /// The run's font, or nil for the label's.
  public var font: LabelFont?
  /// The run's colour, or nil for the label's.
  public var color: Color?
  /// The lines drawn with the run and how far it is raised.
  public var decoration: TextDecoration

  /// A run over `utf8Range` in `font` and `color` (nil: the label's), with `decoration`.
  public init(
    utf8Range: Range<Int>, font: LabelFont? = nil, color: Color? = nil,
    decoration: TextDecoration = TextDecoration()
  ) {
    self.utf8Range = utf8Range
    self.font = font
    self.color = color
    self.decoration = decoration
  }
}

extension Color {
  /// The colour as 8-bit red, green, blue and alpha packed as 0xRRGGBBAA (a `TextSpan`'s
  /// foreground).
  public var rgba32: UInt32 {
    func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
    return byte(red) << 24 | byte(green) << 16 | byte(blue) << 8 | byte(alpha)
  }

  /// The colour packed as 0xRRGGBBAA (`rgba32`).
  public init(rgba32 value: UInt32) {
    self.init(
      red8: UInt8(value >> 24 & 0xFF), green8: UInt8(value >> 16 & 0xFF), blue8: UInt8(value >> 8 & 0xFF),
      alpha8: UInt8(value & 0xFF))
  }
}
