import CoreGraphics
import Drawing

/// The pieces of SVG that the pictures drawn by code (a `Canvas`, an image drawn into UIKit's
/// renderer) are written with: numbers that are always valid SVG (a non-finite one is 0) and
/// paints whose components are clamped to 0...1.
enum SVGMarkup {
  /// `value` as an SVG number.
  static func number(_ value: CGFloat) -> String { value.isFinite ? "\(Double(value))" : "0" }

  /// `value` as an SVG number.
  static func number(_ value: Double) -> String { number(CGFloat(value)) }

  /// A colour as SVG's `rgb(…)`, its components clamped.
  static func rgb(red: Double, green: Double, blue: Double) -> String {
    func byte(_ value: Double) -> Int { Int((min(1, max(0, value.isFinite ? value : 0)) * 255).rounded()) }
    return "rgb(\(byte(red)),\(byte(green)),\(byte(blue)))"
  }

  /// A colour as SVG's `rgb(…)`, without its alpha.
  static func rgb(_ color: Drawing.Color) -> String {
    rgb(red: color.red, green: color.green, blue: color.blue)
  }

  /// `property` (`fill` or `stroke`) painted with `color`, its alpha times `opacity`.
  static func paint(_ property: String, _ color: Drawing.Color, opacity: Double = 1) -> String {
    let alpha = color.alpha * opacity
    return
      "\(property)='\(rgb(color))' \(property)-opacity='\(number(min(1, max(0, alpha.isFinite ? alpha : 0))))'"
  }
}
