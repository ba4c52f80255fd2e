import CoreGraphics
import Foundation

/// Corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// An outline, as UIKit's `UIBezierPath`: built in UIKit's coordinates (y down, `clockwise` as
/// seen on the screen) and handed to SwiftUI as its `cgPath` (`Path(path.cgPath)`), which is how
/// apps round chosen corners of a view.
open class UIBezierPath: @unchecked Sendable {
  private let path: CGMutablePath
  /// The width of the line it is stroked with.
  open var lineWidth: CGFloat = 1
  /// The ends of the lines it is stroked with.
  open var lineCapStyle: CGLineCap = .butt
  /// The corners of the lines it is stroked with.
  open var lineJoinStyle: CGLineJoin = .miter
  /// Whether `fill()` takes the even-odd rule rather than the winding one.
  open var usesEvenOddFillRule = false

  /// An empty path.
  public init() { path = CGMutablePath() }
  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  /// The ellipse in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  /// A rectangle with every corner rounded by `cornerRadius`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path._addRoundedRect(in: rect, radii: Array(repeating: cornerRadius, count: 4))
  }
  /// A rectangle with the `corners` given rounded by `cornerRadii` (its width; the others square).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let radius = cornerRadii.width
    let radii: [CGFloat] = [
      corners.contains(.topLeft) ? radius : 0, corners.contains(.topRight) ? radius : 0,
      corners.contains(.bottomRight) ? radius : 0, corners.contains(.bottomLeft) ? radius : 0,
    ]
    path._addRoundedRect(in: rect, radii: radii)
  }
  /// An arc around `center`.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// The path of `cgPath`.
  public init(cgPath: CGPath) { path = cgPath.mutableCopy() ?? CGMutablePath() }

  /// The outline as Core Graphics keeps it.
  open var cgPath: CGPath { path.copy() ?? CGMutablePath() }
  /// Whether it has no part.
  open var isEmpty: Bool { path.isEmpty }

  /// Starts a new part at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// A line to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// A quadratic curve to `end`.
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }
  /// A cubic curve to `end`.
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// An arc; `clockwise` as seen on the screen (Core Graphics' sense is the other way in UIKit's
  /// flipped coordinates).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  /// Closes the current part.
  open func close() { path.closeSubpath() }
  /// Adds `other`'s parts.
  open func append(_ other: UIBezierPath) { path.addPath(other.path) }

  /// Fills the path with the fill colour in UIKit's current context (an image renderer's).
  open func fill() { fill(with: .normal, alpha: 1) }
  /// Fills the path with the fill colour, faded by `alpha`.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.beginPath()
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }
  /// Strokes the path with the stroke colour and the path's line style in UIKit's current context.
  open func stroke() { stroke(with: .normal, alpha: 1) }
  /// Strokes the path, faded by `alpha`.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.beginPath()
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }
  /// Limits what is drawn next in the current context to the path (its bounding box here).
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.clip()
  }
}
