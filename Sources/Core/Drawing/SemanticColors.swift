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
}
