import CoreGraphics
import Drawing

extension UIColor {
  /// The colour as Core Graphics keeps it, resolved for the current traits.
  public var cgColor: CGColor {
    let value = resolved
    return CGColor(srgbRed: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }

  /// The colour of a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    let value = cgColor.rgba
    self.init(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }
}
