/// The vertical metrics of iOS's system font, per point of its size, as `UIFont` reports them for
/// San Francisco (units of 2,048 per em: ascender 1,950, descender 494, cap height 1,443, no line
/// gap). SwiftUI's text is as tall as these say (17-point body text: 20.29 points a line) whatever
/// font stands in for San Francisco here, so that a declarative screen's rows are as tall as on an
/// iPhone.
public enum SystemFontMetrics {
  /// From the baseline up, per point of size.
  public static let ascender = 1_950.0 / 2_048
  /// From the baseline down, per point of size.
  public static let descender = 494.0 / 2_048
  /// The height of capital letters, per point of size.
  public static let capHeight = 1_443.0 / 2_048
  /// The extra gap between lines (none).
  public static let lineGap = 0.0
  /// Baseline to baseline, per point of size: `UIFont.lineHeight / pointSize`.
  public static let lineHeight = ascender + descender + lineGap
}
