import CoreGraphics
import Foundation

// Text drawn by hand into an image context, as apps draw a label into a map pin's image. Kept,
// not drawn: the image shows what else was drawn, and the context records the call among those
// it does not draw (listed in the README). Text on screen is SwiftUI's and is drawn and audited.

extension NSString {
  /// Draws the string at `point` in the current image context (kept, not drawn).
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    UIGraphicsGetCurrentContext()?._keepNotDrawn("NSString.draw(at:withAttributes:)")
  }

  /// Draws the string in `rect` in the current image context (kept, not drawn).
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    UIGraphicsGetCurrentContext()?._keepNotDrawn("NSString.draw(in:withAttributes:)")
  }

  /// Draws the string in `rect` with `options` in the current image context (kept, not drawn).
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) {
    UIGraphicsGetCurrentContext()?._keepNotDrawn("NSString.draw(with:options:attributes:context:)")
  }
}

extension NSAttributedString {
  /// Draws the text at `point` in the current image context (kept, not drawn).
  public func draw(at point: CGPoint) {
    UIGraphicsGetCurrentContext()?._keepNotDrawn("NSAttributedString.draw(at:)")
  }

  /// Draws the text in `rect` in the current image context (kept, not drawn).
  public func draw(in rect: CGRect) {
    UIGraphicsGetCurrentContext()?._keepNotDrawn("NSAttributedString.draw(in:)")
  }
}
