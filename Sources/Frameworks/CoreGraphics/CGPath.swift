import Foundation

/// An outline of lines and curves, as Core Graphics' `CGPath`: what `UIBezierPath.cgPath` gives
/// and SwiftUI's `Path(_:)` draws. Immutable; `CGMutablePath` builds one.
public class CGPath: @unchecked Sendable, Equatable {
  /// A part of an outline (Legible's reading of it; Core Graphics gives `applyWithBlock`).
  public enum _Segment: Equatable, Sendable {
    /// Starts a new part at a point.
    case move(CGPoint)
    /// A straight line to a point.
    case line(CGPoint)
    /// A quadratic curve to a point.
    case quad(CGPoint, control: CGPoint)
    /// A cubic curve to a point.
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    /// An arc of a circle, angles in radians, in Core Graphics' sense of `clockwise`.
    case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
    /// Closes the part.
    case close
  }

  /// The outline's parts, in order.
  public internal(set) var _segments: [_Segment] = []

  init(segments: [_Segment]) { _segments = segments }

  /// Whether the path has no part.
  public var isEmpty: Bool { _segments.isEmpty }
  /// The smallest rectangle holding the path's points, control points included.
  public var boundingBox: CGRect { CGContext.bounds(of: self) }
  /// The smallest rectangle holding the path's points (control points of curves included here).
  public var boundingBoxOfPath: CGRect { CGContext.bounds(of: self) }

  /// A copy that can be extended.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: _segments) }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(segments: _segments) }

  public static func == (a: CGPath, b: CGPath) -> Bool { a._segments == b._segments }
}

/// A path being built, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(segments: []) }
  override init(segments: [_Segment]) { super.init(segments: segments) }

  /// Starts a new part at `point`.
  public func move(to point: CGPoint) { _segments.append(.move(point)) }
  /// A line to `point`.
  public func addLine(to point: CGPoint) { _segments.append(.line(point)) }
  /// Lines through `points`, the first moved to.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
  /// A quadratic curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    _segments.append(.quad(end, control: control))
  }
  /// A cubic curve to `end`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    _segments.append(.curve(end, control1: control1, control2: control2))
  }
  /// An arc around `center`, angles in radians.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    _segments.append(
      .arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
  }
  /// A closed rectangle.
  public func addRect(_ rect: CGRect) {
    addLines(between: [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }
  /// A closed ellipse in `rect` (four cubic curves).
  public func addEllipse(in rect: CGRect) {
    let k: CGFloat = 0.5522847498
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (cx, cy) = (rect.midX, rect.midY)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }
  /// A closed rectangle with corners of `cornerWidth` × `cornerHeight` (circular here: the smaller).
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
    _addRoundedRect(in: rect, radii: Array(repeating: min(cornerWidth, cornerHeight), count: 4))
  }
  /// A closed rectangle whose corners (top left, top right, bottom right, bottom left) have the
  /// radii given, each cut to half the shorter side (Legible's, for `UIBezierPath`).
  public func _addRoundedRect(in rect: CGRect, radii: [CGFloat]) {
    guard radii.count == 4 else { return addRect(rect) }
    let limit = max(0, min(rect.width, rect.height) / 2)
    let r = radii.map { min(max(0, $0), limit) }
    move(to: CGPoint(x: rect.minX + r[0], y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - r[1], y: rect.minY))
    addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r[1]), control: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r[2]))
    addQuadCurve(to: CGPoint(x: rect.maxX - r[2], y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + r[3], y: rect.maxY))
    addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - r[3]), control: CGPoint(x: rect.minX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + r[0]))
    addQuadCurve(to: CGPoint(x: rect.minX + r[0], y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
    closeSubpath()
  }
  /// Closes the current part.
  public func closeSubpath() { _segments.append(.close) }
  /// Adds `path`'s parts.
  public func addPath(_ path: CGPath) { _segments += path._segments }
}
