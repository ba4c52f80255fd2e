import Drawing
import Foundation
import Geometry
import Legible

/// `contrast`: text whose colour against the colour behind it has a WCAG contrast ratio under 4.5:1,
/// or 3:1 for large text. There is no rounding at the threshold (WCAG's working group: 4.497:1
/// fails 4.5:1). Large text is WCAG's 18 point, or 14 point bold, taken in the platform's points
/// (UIKit points, Android sp, as Apple's and Android's accessibility checkers take them): a text
/// set at 18 pt or more, or at 14 pt or more with a weight of bold or heavier (semibold is not
/// bold). The colour behind is found by
/// compositing the backgrounds of the text's ancestors, outermost first, over the white screen;
/// a semi-transparent text colour is composited over that too.
public enum ContrastCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.contrast

  /// Text whose contrast with what is behind it is under WCAG's minimum.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, !text.string.isEmpty else { return nil }
      var behind = Color.white
      for node in snapshot.ancestors(of: entry).reversed() + [entry.node] {
        if let background = node.backgroundColor { behind = background.composited(over: behind) }
      }
      let foreground = text.color.composited(over: behind)
      let ratio = foreground.contrastRatio(with: behind)
      let large = text.pointSize >= 18 || (text.pointSize >= 14 && text.request.font.weight >= .bold)
      let required = large ? 3.0 : 4.5
      guard ratio < required else { return nil }
      return snapshot.finding(
        id, .error, entry,
        "\"\(text.string.prefix(30))\" has contrast \(formatPoints(ratio)):1 (\(foreground.hex) on \(behind.hex)), under \(formatPoints(required)):1",
        hint:
          "Darken the text or lighten the background; do not put text on a coloured panel without checking.")
    }
  }
}

extension Color {
  /// WCAG 2 relative luminance of the colour (alpha ignored).
  public var relativeLuminance: Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG contrast ratio, 1 … 21.
  public func contrastRatio(with other: Color) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour drawn over an opaque `background` (sRGB values mixed, as renderers do).
  public func composited(over background: Color) -> Color {
    Color(
      red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
      blue: blue * alpha + background.blue * (1 - alpha))
  }
}
