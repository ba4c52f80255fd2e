// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// UIKit's current graphics context: the context `UIImage.draw(in:)`, `UIColor.setFill()`,
// `UIBezierPath.fill()` and `UIRectFill` draw into — an image renderer's while its closure runs,
// or the one `UIGraphicsBeginImageContextWithOptions` began. Contexts nest; each thread draws into
// its own, as in UIKit.

/// The contexts pushed on this thread, innermost last.
private final class ContextStack: @unchecked Sendable {
  var contexts: [(context: CGContext, scale: CGFloat?)] = []
  static var current: ContextStack {
    let key = "UIKit.UIGraphicsContextStack"
    if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
    let stack = ContextStack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }
}

/// The current context, or nil when nothing is being drawn.
public func UIGraphicsGetCurrentContext() -> CGContext? { ContextStack.current.contexts.last?.context }

/// Makes `context` the current one until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
  ContextStack.current.contexts.append((context, nil))
}

/// Makes the context before the last pushed the current one again.
public func UIGraphicsPopContext() { _ = ContextStack.current.contexts.popLast() }

/// Begins drawing an image of `size` points, at `scale` pixels a point (0: the screen's); the
/// image is taken with `UIGraphicsGetImageFromCurrentImageContext()` and the drawing ended with
/// `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let canvas = CGContext(_size: UIGraphicsImageRenderer.finite(size))
  let pixels = scale > 0 && scale.isFinite ? scale : UITraitCollection.current.displayScale
  ContextStack.current.contexts.append((canvas, pixels))
}

/// Begins drawing an image of `size` points at 1 pixel a point.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the image context begun last, or nil when the current context is
/// not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = ContextStack.current.contexts.last, let scale = top.scale else { return nil }
  return UIImage(drawnIn: top.context, scale: scale)
}

/// Ends the image context begun last.
public func UIGraphicsEndImageContext() {
  guard ContextStack.current.contexts.last?.scale != nil else { return }
  _ = ContextStack.current.contexts.popLast()
}

/// Fills `rect` with the fill colour in the current context.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes `rect`'s outline with the stroke colour in the current context.
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

extension UIColor {
  /// Makes the colour the fill colour of the current context.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Makes the colour the stroke colour of the current context.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
  /// Makes the colour both fill and stroke colour of the current context.
  public func set() {
    setFill()
    setStroke()
  }
}

extension UIImage {
  /// The image of what `context` holds: a drawing of its marks, the canvas's size.
  convenience init(drawnIn context: CGContext, scale: CGFloat) {
    self.init(source: .drawing(context._marks, canvas: context._size), size: context._size, scale: scale)
  }

  /// Draws the image filling `rect` in the current context.
  public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

  /// Draws the image filling `rect`, faded by `alpha` (blend modes other than normal are kept
  /// and not drawn).
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setBlendMode(blendMode)
    switch source {
    case .drawing(let marks, let canvas):
      context._draw(marks: marks, from: canvas, in: rect, alpha: alpha)
    default:
      context._drawImage(source: source.markName, in: rect, alpha: alpha)
    }
    context.setBlendMode(.normal)
  }

  /// Draws the image at its size with its top left at `point`.
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// Draws the image at its size at `point`, faded by `alpha`.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
}

extension UIImage.Source {
  /// How a mark names the image (see `CGContext._drawImage`).
  var markName: String {
    switch self {
    case .asset(let name): "asset:\(name)"
    case .symbol(let name): "symbol:\(name)"
    case .data(let bytes): "data:\(bytes)"
    case .drawing: "drawing"
    case .unavailable(let what): "unavailable:\(what)"
    }
  }

}
