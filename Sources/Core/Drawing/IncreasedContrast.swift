/// Apple's system colours by name, with the colour iOS draws for each when the user turns on
/// Increase Contrast (Settings › Accessibility › Display & Text Size), in light mode: the
/// "accessible" variants of Apple's Human Interface Guidelines colour tables. The labels get more
/// opaque, the tints darker; `label` and `link` stay as they are.
///
/// The audit uses it to tell Apple's colours from a team's own (a colour is Apple's when it is
/// exactly one of these), and to judge Apple's as iOS draws them for a reader who asked for more
/// contrast.
public struct SystemColor: Hashable, Sendable {
  /// UIKit's name: `secondaryLabel`, `systemBlue`.
  public let name: String
  /// The colour with the setting off.
  public let standard: Color
  /// The colour with Increase Contrast on.
  public let increasedContrast: Color

  /// The system colour `color` is, if it is exactly one of them.
  public static func matching(_ color: Color) -> SystemColor? { all.first { $0.standard == color } }

  /// Every system colour text is drawn in, with its variant.
  public static let all: [SystemColor] = [
    SystemColor(name: "label", standard: .label, increasedContrast: .label),
    SystemColor(
      name: "secondaryLabel", standard: .secondaryLabel,
      increasedContrast: Color(red8: 60, green8: 60, blue8: 67, alpha8: 173)),
    SystemColor(
      name: "tertiaryLabel", standard: .tertiaryLabel,
      increasedContrast: Color(red8: 60, green8: 60, blue8: 67, alpha8: 96)),
    SystemColor(
      name: "quaternaryLabel", standard: .quaternaryLabel,
      increasedContrast: Color(red8: 60, green8: 60, blue8: 67, alpha8: 66)),
    SystemColor(
      name: "systemBlue", standard: .systemBlue, increasedContrast: Color(red8: 0, green8: 64, blue8: 221)),
    SystemColor(
      name: "systemRed", standard: .systemRed, increasedContrast: Color(red8: 215, green8: 0, blue8: 21)),
    SystemColor(
      name: "systemGreen", standard: .systemGreen, increasedContrast: Color(red8: 36, green8: 138, blue8: 61)),
    SystemColor(
      name: "systemOrange", standard: .systemOrange, increasedContrast: Color(red8: 201, green8: 52, blue8: 0)
    ),
    SystemColor(
      name: "systemYellow", standard: .systemYellow, increasedContrast: Color(red8: 160, green8: 90, blue8: 0)
    ),
    SystemColor(
      name: "systemPink", standard: .systemPink, increasedContrast: Color(red8: 211, green8: 15, blue8: 69)),
    SystemColor(
      name: "systemPurple", standard: .systemPurple,
      increasedContrast: Color(red8: 137, green8: 68, blue8: 171)),
    SystemColor(
      name: "systemIndigo", standard: .systemIndigo,
      increasedContrast: Color(red8: 54, green8: 52, blue8: 163)),
    SystemColor(
      name: "systemTeal", standard: .systemTeal, increasedContrast: Color(red8: 0, green8: 130, blue8: 153)),
    SystemColor(
      name: "systemMint", standard: .systemMint, increasedContrast: Color(red8: 12, green8: 129, blue8: 123)),
    SystemColor(
      name: "systemCyan", standard: .systemCyan, increasedContrast: Color(red8: 0, green8: 113, blue8: 164)),
    SystemColor(
      name: "systemBrown", standard: .systemBrown, increasedContrast: Color(red8: 127, green8: 101, blue8: 69)
    ),
    SystemColor(
      name: "systemGray", standard: .systemGray, increasedContrast: Color(red8: 108, green8: 108, blue8: 112)),
    SystemColor(
      name: "systemGray2", standard: .systemGray2,
      increasedContrast: Color(red8: 142, green8: 142, blue8: 147)),
    SystemColor(
      name: "systemGray3", standard: .systemGray3,
      increasedContrast: Color(red8: 174, green8: 174, blue8: 178)),
  ]
}
