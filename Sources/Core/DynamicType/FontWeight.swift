/// The weight of a font, on the 100 … 900 scale shared by CSS, OpenType and fontconfig.
public enum FontWeight: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The lightest weight (100).
  case ultraLight = 100
  /// Thin (200).
  case thin = 200
  /// Light (300).
  case light = 300
  /// The weight of body text (400).
  case regular = 400
  /// Medium (500).
  case medium = 500
  /// Semibold (600), the weight of headlines.
  case semibold = 600
  /// Bold (700).
  case bold = 700
  /// Heavy (800).
  case heavy = 800
  /// The heaviest weight (900).
  case black = 900

  /// The OpenType weight value (100 … 900).
  public var value: Int { rawValue }

  /// The weight's name, such as `semibold`.
  public var description: String {
    switch self {
    case .ultraLight: "ultraLight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }

  /// The weight one user setting heavier, as iOS's Bold Text setting does: regular becomes
  /// semibold, semibold becomes bold, and so on, up to black.
  public var bolder: FontWeight {
    switch self {
    case .ultraLight: .thin
    case .thin: .light
    case .light: .regular
    case .regular: .semibold
    case .medium: .semibold
    case .semibold: .bold
    case .bold: .heavy
    case .heavy, .black: .black
    }
  }

  /// Whether `lhs` is lighter than `rhs`.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
