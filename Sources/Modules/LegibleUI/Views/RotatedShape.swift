import Foundation

/// A shape turned by an angle around a point of its frame, as SwiftUI's `RotatedShape`
/// (`Shape.rotation(_:anchor:)`): its path turns, its frame stays.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape turned.
  public var shape: Content
  /// How far, clockwise on the screen.
  public var angle: Angle
  /// The point of the frame it turns around.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` around `anchor`.
  nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    return shape.path(in: rect).rotated(by: angle.radians, around: pivot)
  }
}

extension Shape {
  /// The shape turned by `angle` around `anchor` of its frame.
  nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
}

extension Path {
  /// The path turned by `radians` (clockwise on the screen, whose y grows downwards) around
  /// `pivot`. An ellipse that is not a circle becomes the four curves that draw it.
  nonisolated func rotated(by radians: Double, around pivot: CGPoint) -> Path {
    let (sine, cosine) = (sin(radians), cos(radians))
    func turn(_ point: CGPoint) -> CGPoint {
      let (dx, dy) = (Double(point.x - pivot.x), Double(point.y - pivot.y))
      return CGPoint(
        x: Double(pivot.x) + dx * cosine - dy * sine, y: Double(pivot.y) + dx * sine + dy * cosine)
    }
    var turned = Path()
    for element in elements {
      switch element {
      case .move(let point): turned.elements.append(.move(turn(point)))
      case .line(let point): turned.elements.append(.line(turn(point)))
      case .quad(let point, let control): turned.elements.append(.quad(turn(point), control: turn(control)))
      case .curve(let point, let first, let second):
        turned.elements.append(.curve(turn(point), control1: turn(first), control2: turn(second)))
      case .arc(let center, let radius, let start, let end, let clockwise):
        turned.elements.append(
          .arc(
            center: turn(center), radius: radius, start: start + radians, end: end + radians,
            clockwise: clockwise))
      case .close: turned.elements.append(.close)
      case .ellipse(let rect) where rect.width == rect.height:
        let center = turn(CGPoint(x: rect.midX, y: rect.midY))
        turned.elements.append(
          .ellipse(
            CGRect(
              x: center.x - rect.width / 2, y: center.y - rect.height / 2, width: rect.width,
              height: rect.height)))
      case .ellipse(let rect):
        // Four cubic curves, a quarter each (their control points 0.5523 of a radius out).
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        let (kx, ky) = (rx * 0.5523, ry * 0.5523)
        turned.elements.append(.move(turn(CGPoint(x: cx + rx, y: cy))))
        let quarters: [(CGPoint, CGPoint, CGPoint)] = [
          (CGPoint(x: cx + rx, y: cy + ky), CGPoint(x: cx + kx, y: cy + ry), CGPoint(x: cx, y: cy + ry)),
          (CGPoint(x: cx - kx, y: cy + ry), CGPoint(x: cx - rx, y: cy + ky), CGPoint(x: cx - rx, y: cy)),
          (CGPoint(x: cx - rx, y: cy - ky), CGPoint(x: cx - kx, y: cy - ry), CGPoint(x: cx, y: cy - ry)),
          (CGPoint(x: cx + kx, y: cy - ry), CGPoint(x: cx + rx, y: cy - ky), CGPoint(x: cx + rx, y: cy)),
        ]
        for (first, second, end) in quarters {
          turned.elements.append(.curve(turn(end), control1: turn(first), control2: turn(second)))
        }
        turned.elements.append(.close)
      }
    }
    return turned
  }
}
