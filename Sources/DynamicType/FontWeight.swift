/// The weight of a font, on the 100 … 900 scale shared by CSS, OpenType and fontconfig.
public enum FontWeight: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  case ultraLight = 100
  case thin = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900

  /// The OpenType weight value (100 … 900).
  public var value: Int { rawValue }

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

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
