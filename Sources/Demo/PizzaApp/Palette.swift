import Drawing

/// The app's colours; every text colour keeps at least 4.5:1 against the background behind it.
enum Palette {
  static let accent = Color(red: 0.70, green: 0.25, blue: 0.05)
  static let secondaryText = Color(red: 0.38, green: 0.38, blue: 0.40)
  static let promoBackground = Color(red: 1.0, green: 0.91, blue: 0.80)
  static let panel = Color(red: 0.97, green: 0.96, blue: 0.94)
  static let selectedChip = Color(red: 0.99, green: 0.88, blue: 0.80)
}
