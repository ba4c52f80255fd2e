import Geometry

/// The shape in which a view takes touches (SwiftUI's `contentShape(_:eoFill:)`), as closed
/// polygons in the view's coordinates, or the screen's once in a snapshot: a ring's band, not the
/// hole in it. A point is inside by the non-zero winding rule, or the even-odd rule when
/// `evenOdd`.
public struct HitShape: Hashable, Sendable {
  /// The polygons, each taken as closed.
  public var polygons: [[Point]]
  /// Whether the even-odd rule decides what is inside.
  public var evenOdd: Bool

  /// A shape of `polygons`.
  public init(polygons: [[Point]], evenOdd: Bool = false) {
    self.polygons = polygons
    self.evenOdd = evenOdd
  }

  /// Whether `point` is inside.
  public func contains(_ point: Point) -> Bool {
    var winding = 0
    for polygon in polygons {
      guard let first = polygon.first else { continue }
      let closed = polygon.last == first ? polygon : polygon + [first]
      for (a, b) in zip(closed, closed.dropFirst()) {
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y {
          if b.y > point.y, side > 0 { winding += 1 }
        } else if b.y <= point.y, side < 0 {
          winding -= 1
        }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// Whether any part of `rect` is inside, sampled on a grid of 7 × 7 points.
  public func reaches(_ rect: Rect) -> Bool {
    for row in 0..<7 {
      for column in 0..<7 {
        let point = Point(
          x: rect.minX + rect.width * Double(column) / 6, y: rect.minY + rect.height * Double(row) / 6)
        if contains(point) { return true }
      }
    }
    return false
  }

  /// The shape moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> HitShape {
    HitShape(polygons: polygons.map { $0.map { Point(x: $0.x + dx, y: $0.y + dy) } }, evenOdd: evenOdd)
  }
}
