import Testing
import UIKit

@Suite("UIColor")
struct UIColorTests {
  func components(_ color: UIColor) -> [Double] {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { ($0 * 255).rounded() }
  }

  @Test func systemColoursHaveIOSLightValues() {
    #expect(components(.systemBlue) == [0, 122, 255, 255])
    #expect(components(.secondaryLabel) == [60, 60, 67, 153])
    #expect(components(.systemGroupedBackground) == [242, 242, 247, 255])
  }

  @Test func aColorLiteralIsAUIColorOfItsComponents() {
    let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(type(of: literal) == UIColor.self)
    #expect(components(literal) == [255, 128, 0, 255])
  }

  @Test func hueSaturationBrightnessRoundTrip() {
    let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
    var h: CGFloat = 0
    var s: CGFloat = 0
    var v: CGFloat = 0
    var a: CGFloat = 0
    color.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
    #expect(abs(h - 0.6) < 0.001 && abs(s - 0.5) < 0.001 && abs(v - 0.8) < 0.001)
  }

  @Test func dynamicColoursResolveForTraits() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    #expect(
      components(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [
        255, 255, 255, 255,
      ])
    #expect(components(color) == [0, 0, 0, 255])
  }

  @Test func componentsAreClampedAndAlphaReplaced() {
    let color = UIColor(red: 2, green: -1, blue: .nan, alpha: 1).withAlphaComponent(0.5)
    #expect(components(color) == [255, 0, 0, 128])
  }

  @Test func anAppsOwnConvenienceInitialiserWorks() {
    #expect(components(UIColor(hex: 0xFF8800)) == [255, 136, 0, 255])
  }

  /// An extension may make a colour of its own type, as apps mix colours on iOS.
  @Test func anExtensionMakesAColourOfItsOwnType() {
    let mixed = UIColor.red.halfway(to: .blue)
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    mixed.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(r == 0.5 && g == 0 && b == 0.5 && a == 1)
  }

  @Test func aColourHasANameVoiceOverCanSay() {
    #expect(UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1).accessibilityName == "vibrant red")
    #expect(UIColor(red: 0.4, green: 0.05, blue: 0.05, alpha: 1).accessibilityName == "dark red")
    #expect(UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1).accessibilityName == "blue")
    #expect(UIColor(red: 0.5, green: 0.3, blue: 0.1, alpha: 1).accessibilityName == "brown")
    #expect(UIColor(red: 0.7, green: 0.95, blue: 0.7, alpha: 1).accessibilityName == "light green")
    #expect(UIColor(white: 0.5, alpha: 1).accessibilityName == "gray")
    #expect(UIColor(white: 0.02, alpha: 1).accessibilityName == "black")
    #expect(UIColor.white.accessibilityName == "white")
    #expect(UIColor.systemYellow.accessibilityName.hasSuffix("yellow"))
  }
}

extension UIColor {
  /// As apps write it.
  convenience init(hex: Int) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
  }

}

extension UIColor {
  fileprivate func halfway(to other: UIColor) -> Self {
    var (r1, g1, b1, a1): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    var (r2, g2, b2, a2): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
    other.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
    return Self(red: (r1 + r2) / 2, green: (g1 + g2) / 2, blue: (b1 + b2) / 2, alpha: a1)
  }
}
