/// The system's colours by meaning, with the values iOS gives them in light mode: use them for
/// what they name, so that screens look native and their contrast is what iOS users get.
///
/// Translucent ones (the secondary and tertiary labels, the separator, the fill) are composited
/// over what is behind them, as on iOS; the audit judges their contrast as composited.
extension Color {
  /// Primary text.
  public static let label = Color(red8: 0, green8: 0, blue8: 0)
  /// Secondary text: subtitles, values beside a setting. Its contrast on white is about 3.5:1,
  /// enough for large text only; small text that must be read uses `label`.
  public static let secondaryLabel = Color(red8: 60, green8: 60, blue8: 67, alpha8: 153)
  /// Tertiary text, and placeholders.
  public static let tertiaryLabel = Color(red8: 60, green8: 60, blue8: 67, alpha8: 77)
  /// Placeholder text in a text field.
  public static let placeholderText = Color(red8: 60, green8: 60, blue8: 67, alpha8: 77)
  /// Lines between rows.
  public static let separator = Color(red8: 60, green8: 60, blue8: 67, alpha8: 74)
  /// The fill of a thin control's track (a switch that is off, a slider).
  public static let systemFill = Color(red8: 120, green8: 120, blue8: 128, alpha8: 51)
  /// The screen's background.
  public static let systemBackground = Color(red8: 255, green8: 255, blue8: 255)
  /// Content grouped over `systemBackground` (a card, a text field).
  public static let secondarySystemBackground = Color(red8: 242, green8: 242, blue8: 247)
  /// The background of a grouped list (a settings screen).
  public static let systemGroupedBackground = Color(red8: 242, green8: 242, blue8: 247)
  /// A group of rows over `systemGroupedBackground`.
  public static let secondarySystemGroupedBackground = Color(red8: 255, green8: 255, blue8: 255)
  /// The app's accent: links, buttons, a selected item (iOS's blue).
  public static let tint = systemBlue
  /// iOS's system blue, the default tint.
  public static let systemBlue = Color(red8: 0, green8: 122, blue8: 255)
  /// A switch that is on.
  public static let systemGreen = Color(red8: 52, green8: 199, blue8: 89)
  /// A destructive action.
  public static let systemRed = Color(red8: 255, green8: 59, blue8: 48)
  /// Labels of the least importance (`UIColor.quaternaryLabel`).
  public static let quaternaryLabel = Color(red8: 60, green8: 60, blue8: 67, alpha8: 46)
  /// A separator that hides what is under it (`UIColor.opaqueSeparator`).
  public static let opaqueSeparator = Color(red8: 198, green8: 198, blue8: 200)
  /// Links (`UIColor.link`).
  public static let link = Color(red8: 0, green8: 122, blue8: 255)
  /// A fill for medium shapes (`UIColor.secondarySystemFill`).
  public static let secondarySystemFill = Color(red8: 120, green8: 120, blue8: 128, alpha8: 41)
  /// A fill for large shapes (`UIColor.tertiarySystemFill`).
  public static let tertiarySystemFill = Color(red8: 118, green8: 118, blue8: 128, alpha8: 31)
  /// A fill for the largest shapes (`UIColor.quaternarySystemFill`).
  public static let quaternarySystemFill = Color(red8: 116, green8: 116, blue8: 128, alpha8: 20)
  /// The third level of content background (`UIColor.tertiarySystemBackground`).
  public static let tertiarySystemBackground = Color(red8: 255, green8: 255, blue8: 255)
  /// The third level of grouped background (`UIColor.tertiarySystemGroupedBackground`).
  public static let tertiarySystemGroupedBackground = Color(red8: 242, green8: 242, blue8: 247)
  /// Grey (`UIColor.systemGray`).
  public static let systemGray = Color(red8: 142, green8: 142, blue8: 147)
  /// A lighter grey (`UIColor.systemGray2`).
  public static let systemGray2 = Color(red8: 174, green8: 174, blue8: 178)
  /// A lighter grey (`UIColor.systemGray3`).
  public static let systemGray3 = Color(red8: 199, green8: 199, blue8: 204)
  /// A lighter grey (`UIColor.systemGray4`).
  public static let systemGray4 = Color(red8: 209, green8: 209, blue8: 214)
  /// A lighter grey (`UIColor.systemGray5`).
  public static let systemGray5 = Color(red8: 229, green8: 229, blue8: 234)
  /// The lightest grey (`UIColor.systemGray6`).
  public static let systemGray6 = Color(red8: 242, green8: 242, blue8: 247)
  /// Orange (`UIColor.systemOrange`).
  public static let systemOrange = Color(red8: 255, green8: 149, blue8: 0)
  /// Yellow (`UIColor.systemYellow`).
  public static let systemYellow = Color(red8: 255, green8: 204, blue8: 0)
  /// Pink (`UIColor.systemPink`).
  public static let systemPink = Color(red8: 255, green8: 45, blue8: 85)
  /// Purple (`UIColor.systemPurple`).
  public static let systemPurple = Color(red8: 175, green8: 82, blue8: 222)
  /// Teal (`UIColor.systemTeal`).
  public static let systemTeal = Color(red8: 48, green8: 176, blue8: 199)
  /// Indigo (`UIColor.systemIndigo`).
  public static let systemIndigo = Color(red8: 88, green8: 86, blue8: 214)
  /// Mint (`UIColor.systemMint`).
  public static let systemMint = Color(red8: 0, green8: 199, blue8: 190)
  /// Cyan (`UIColor.systemCyan`).
  public static let systemCyan = Color(red8: 50, green8: 173, blue8: 230)
  /// Brown (`UIColor.systemBrown`).
  public static let systemBrown = Color(red8: 162, green8: 132, blue8: 94)
}
