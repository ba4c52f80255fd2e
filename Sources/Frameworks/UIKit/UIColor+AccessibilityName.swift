import Foundation

extension UIColor {
  /// A name VoiceOver can say for the colour ("dark red", "light gray", "vibrant blue"), as
  /// UIKit's `accessibilityName`. iOS's own table of names is not published: this one names
  /// the hue (twelve families), or a grey by its lightness, with "dark", "light" and "vibrant"
  /// by brightness and saturation, in English.
  public var accessibilityName: String {
    var (hue, saturation, brightness) = (CGFloat(0), CGFloat(0), CGFloat(0))
    getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
    if brightness < 0.12 { return "black" }
    if saturation < 0.12 {
      switch brightness {
      case ..<0.35: return "dark gray"
      case ..<0.65: return "gray"
      case ..<0.92: return "light gray"
      default: return "white"
      }
    }
    let families: [(upTo: CGFloat, name: String)] = [
      (0.025, "red"), (0.06, "red orange"), (0.1, "orange"), (0.125, "yellow orange"), (0.19, "yellow"),
      (0.25, "yellow green"), (0.42, "green"), (0.47, "teal"), (0.53, "cyan"), (0.72, "blue"),
      (0.80, "purple"), (0.88, "magenta"), (0.96, "pink"), (1.01, "red"),
    ]
    var name = families.first { hue < $0.upTo }?.name ?? "red"
    // A dark orange is brown, as people name it.
    if brightness < 0.65, name.hasSuffix("orange") { name = "brown" }
    if brightness < 0.45 { return "dark " + name }
    if saturation < 0.45, brightness > 0.85 { return "light " + name }
    if saturation > 0.85, brightness > 0.85 { return "vibrant " + name }
    return name
  }
}
