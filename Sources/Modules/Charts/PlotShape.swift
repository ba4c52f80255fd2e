import Foundation
import LegibleUI

/// A place in the plot, as fractions of its width (from the leading edge) and height (from the
/// bottom).
struct PlotPoint: Sendable, Equatable {
  var x: Double
  var y: Double
}

/// A stretch along one axis of the plot: from one fraction to another, narrowed by `inset` points
/// on each side; or `points` long, centred on `from`.
struct PlotSpan: Sendable, Equatable {
  var from: Double
  var to: Double
  var inset: Double = 0
  var points: Double?

  static func centred(_ at: Double, points: Double) -> PlotSpan { PlotSpan(from: at, to: at, points: points) }

  /// The span in points along a length from `origin`, `length` long (`flipped` for y, which grows
  /// upwards).
  func resolved(origin: Double, length: Double, flipped: Bool) -> (Double, Double) {
    func place(_ fraction: Double) -> Double {
      flipped ? origin + length - fraction * length : origin + fraction * length
    }
    if let points {
      let middle = place(from)
      return (middle - points / 2, middle + points / 2)
    }
    let (a, b) = (place(from), place(to))
    let (low, high) = (min(a, b), max(a, b))
    let inset = min(self.inset, (high - low) / 2)
    return (low + inset, high - inset)
  }
}

/// One drawn part of a mark, in plot fractions, sized in points where Swift Charts sizes it in
/// points (a point's dot, a fixed bar width).
enum PlotItem: Sendable, Equatable {
  case box(x: PlotSpan, y: PlotSpan, radius: Double)
  case line([PlotPoint], curved: Bool)
  case area(top: [PlotPoint], bottom: [PlotPoint], curved: Bool)
  case dot(PlotPoint, diameter: Double)
  case segment(PlotPoint, PlotPoint)
  /// A sector from `start` to `end` (fractions of a turn from twelve o'clock, clockwise), between
  /// radii given as shares of the largest circle that fits, less `inset` points of gap.
  case sector(start: Double, end: Double, inner: Double, outer: Double, inset: Double)
}

/// The parts of a chart drawn in one style, as a shape that lays them out in the rectangle it is
/// given (the plot area, whatever size the axes leave it).
struct PlotShape: Shape {
  let items: [PlotItem]

  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    let (x0, y0, width, height) = (
      Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)
    )
    func point(_ p: PlotPoint) -> CGPoint { CGPoint(x: x0 + p.x * width, y: y0 + height - p.y * height) }
    for item in items {
      switch item {
      case .box(let x, let y, let radius):
        let (left, right) = x.resolved(origin: x0, length: width, flipped: false)
        let (top, bottom) = y.resolved(origin: y0, length: height, flipped: true)
        let box = CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        if radius > 0 {
          path.addRoundedRect(
            in: box,
            cornerSize: CGSize(width: min(radius, box.width / 2), height: min(radius, box.height / 2)))
        } else {
          path.addRect(box)
        }
      case .line(let points, let curved):
        Self.addLine(through: points.map(point), curved: curved, to: &path, moving: true)
      case .area(let top, let bottom, let curved):
        guard !top.isEmpty else { continue }
        Self.addLine(through: top.map(point), curved: curved, to: &path, moving: true)
        Self.addLine(through: bottom.reversed().map(point), curved: curved, to: &path, moving: false)
        path.closeSubpath()
      case .dot(let centre, let diameter):
        let middle = point(centre)
        path.addEllipse(
          in: CGRect(
            x: middle.x - diameter / 2, y: middle.y - diameter / 2, width: diameter, height: diameter))
      case .segment(let from, let to):
        path.move(to: point(from))
        path.addLine(to: point(to))
      case .sector(let start, let end, let inner, let outer, let inset):
        let radius = min(width, height) / 2
        let centre = CGPoint(x: x0 + width / 2, y: y0 + height / 2)
        Self.addSector(
          centre: centre, from: start, to: end, inner: inner * radius, outer: outer * radius, inset: inset,
          to: &path)
      }
    }
    return path
  }

  /// Adds a line through `points`: straight, or a smooth curve through each (Catmull-Rom, as
  /// cubic curves).
  nonisolated static func addLine(through points: [CGPoint], curved: Bool, to path: inout Path, moving: Bool)
  {
    guard let first = points.first else { return }
    if moving { path.move(to: first) } else { path.addLine(to: first) }
    guard curved, points.count > 2 else {
      for point in points.dropFirst() { path.addLine(to: point) }
      return
    }
    for index in 0..<(points.count - 1) {
      let previous = points[max(0, index - 1)]
      let (from, to) = (points[index], points[index + 1])
      let next = points[min(points.count - 1, index + 2)]
      let control1 = CGPoint(x: from.x + (to.x - previous.x) / 6, y: from.y + (to.y - previous.y) / 6)
      let control2 = CGPoint(x: to.x - (next.x - from.x) / 6, y: to.y - (next.y - from.y) / 6)
      path.addCurve(to: to, control1: control1, control2: control2)
    }
  }

  /// Adds a sector, its arcs drawn as short segments (a degree or so each).
  nonisolated static func addSector(
    centre: CGPoint, from start: Double, to end: Double, inner: Double, outer: Double, inset: Double,
    to path: inout Path
  ) {
    guard outer > 0, end > start else { return }
    func at(_ turn: Double, _ radius: Double) -> CGPoint {
      let angle = turn * 2 * Double.pi - Double.pi / 2
      return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    }
    let gap = inset / 2 / (2 * Double.pi * outer)
    let (a, b) = (start + gap, end - gap)
    guard b > a else { return }
    let steps = max(2, Int(((b - a) * 360).rounded(.up)))
    path.move(to: at(a, outer))
    for step in 1...steps { path.addLine(to: at(a + (b - a) * Double(step) / Double(steps), outer)) }
    if inner > 0 {
      for step in (0...steps).reversed() {
        path.addLine(to: at(a + (b - a) * Double(step) / Double(steps), inner))
      }
    } else {
      path.addLine(to: centre)
    }
    path.closeSubpath()
  }
}

/// Parts of the plot drawn in one style: filled, or stroked with `stroke`.
@MainActor struct PlotLayer {
  var style: AnyShapeStyle
  var stroke: StrokeStyle?
  var opacity: Double
  var items: [PlotItem]

  /// The layer drawn over the plot area.
  @MainActor var view: AnyView {
    let shape = PlotShape(items: items)
    if let stroke {
      return AnyView(shape.stroke(style, style: stroke).opacity(opacity))
    }
    return AnyView(shape.fill(style).opacity(opacity))
  }
}
