import Drawing
import Foundation
import Geometry
import Legible

/// `contrast`: text whose colour against the colour behind it has a WCAG contrast ratio under 4.5:1,
/// or 3:1 for large text. There is no rounding at the threshold (WCAG's working group: 4.497:1
/// fails 4.5:1). Large text is WCAG's 18 point, or 14 point bold, taken in the platform's points
/// (UIKit points, Android sp, as Apple's and Android's accessibility checkers take them): a text
/// set at 18 pt or more, or at 14 pt or more with a weight of bold or heavier (semibold is not
/// bold). The colour behind is what is painted under the middle of the text's visible part before it, in the
/// renderer's order: the backgrounds and filled shapes drawn earlier (an ancestor's background,
/// a capsule laid behind a button's title, a card's rounded rectangle), composited from the first
/// opaque one up, over the white screen when none is opaque; a semi-transparent text colour is
/// composited over that too.
///
/// Apple's system colours (`SystemColor`: `secondaryLabel`, `systemBlue`, …) are named in the
/// finding and judged also as iOS draws them under Increase Contrast: under the minimum by
/// default but above it with the setting, a warning; under it either way, an error. Contrast
/// findings answer their own question (`AuditQuestion.contrast`): they never decide the
/// text-size verdicts.
public enum ContrastCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.contrast

  /// Text whose contrast with what is behind it is under WCAG's minimum.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    // What paints a colour, in paint order: backgrounds and filled shapes, as far as they show.
    var paints: [(index: Int, area: Rect, color: Color)] = []
    for (index, entry) in snapshot.entries.enumerated() {
      let node = entry.node
      if let color = node.backgroundColor, color.alpha > 0, let area = node.frame.intersection(node.clip) {
        paints.append((index, area, color))
      }
      if let shape = node.shape, let color = shape.fill, color.alpha > 0,
        let area = shape.frame.intersection(node.clip)
      {
        paints.append((index, area, color))
      }
    }
    return snapshot.entries.enumerated().compactMap { index, entry in
      // Text that shows, judged at the middle of what shows of it (a row half scrolled away
      // shows its lower half); text scrolled out of sight is judged on the page that shows it.
      guard let text = entry.node.text, !text.string.isEmpty,
        let shown = entry.node.frame.intersection(entry.node.clip)
      else { return nil }
      let middle = shown.center
      // The paints under the text, nearest first, down to the first opaque one.
      var under: [Color] = []
      for paint in paints.reversed() where paint.index <= index && paint.area.contains(middle) {
        under.append(paint.color)
        if paint.color.alpha >= 1 { break }
      }
      let behind = under.reversed().reduce(Color.white) { $1.composited(over: $0) }
      // Each part of the text in a colour of its own is judged; the one furthest under what it
      // needs is reported.
      let judged = text.coloredParts.map { part in
        let foreground = part.color.composited(over: behind)
        let ratio = foreground.contrastRatio(with: behind)
        let large = part.font.pointSize >= 18 || (part.font.pointSize >= 14 && part.font.weight >= .bold)
        return (part: part, foreground: foreground, ratio: ratio, required: large ? 3.0 : 4.5)
      }
      guard let worst = judged.min(by: { $0.ratio / $0.required < $1.ratio / $1.required }),
        worst.ratio < worst.required
      else { return nil }
      let (color, foreground, ratio, required) = (
        worst.part.color, worst.foreground, worst.ratio, worst.required
      )
      let shownText = worst.part.string.count < text.string.count ? worst.part.string : text.string[...]
      let measured =
        "\"\(shownText.prefix(30))\" has contrast \(formatPoints(ratio)):1 (\(foreground.hex) on \(behind.hex)), under \(formatPoints(required)):1"
      // Apple's colour is the text's, or the opaque paint right behind white text (a badge's red).
      let textColor = SystemColor.matching(color)
      let backdrop =
        textColor == nil && color == .white
        ? under.first.flatMap { $0.alpha >= 1 ? SystemColor.matching($0) : nil } : nil
      guard let system = textColor ?? backdrop else {
        return snapshot.finding(
          id, .error, entry, measured,
          hint:
            "Darken the text or lighten the background; do not put text on a coloured panel without checking."
        )
      }
      // Apple's own colour: judged as iOS draws it for a reader who turned on Increase Contrast.
      let accessible =
        backdrop != nil
        ? color.contrastRatio(with: system.increasedContrast)
        : system.increasedContrast.composited(over: behind).contrastRatio(with: behind)
      let enough = accessible >= required
      var finding = snapshot.finding(
        id, enough ? .warning : .error, entry,
        measured
          + " in Apple's \(system.name); with Increase Contrast iOS draws it at \(formatPoints(accessible)):1"
          + (enough ? ", enough" : ", still under"),
        hint: enough
          ? "Apple's colour, as iOS draws it: readers who need more contrast get it from the setting. For text that must be read, use label (primary) instead."
          : "Apple's colour is too light here even with Increase Contrast: use label, or a darker colour of your own, for text that must be read."
      )
      finding.systemColor = system.name
      return finding
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
