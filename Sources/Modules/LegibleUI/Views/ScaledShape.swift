import Foundation

/// A shape scaled about a point of its frame, as SwiftUI's `ScaledShape` (`Shape.scale(_:anchor:)`):
/// its path is scaled, its frame stays.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape scaled.
  public var shape: Content
  /// The factors across and down.
  public var scale: CGSize
  /// The point of the frame it is scaled about.
  public var anchor: UnitPoint

  /// `shape` scaled by `scale` about `anchor`.
  nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    let (sx, sy) = (scale.width.isFinite ? scale.width : 1, scale.height.isFinite ? scale.height : 1)
    func map(_ point: CGPoint) -> CGPoint {
      CGPoint(x: pivot.x + (point.x - pivot.x) * sx, y: pivot.y + (point.y - pivot.y) * sy)
    }
    var scaled = Path()
    for element in shape.path(in: rect).elements {
      switch element {
      case .move(let point): scaled.elements.append(.move(map(point)))
      case .line(let point): scaled.elements.append(.line(map(point)))
      case .quad(let point, let control): scaled.elements.append(.quad(map(point), control: map(control)))
      case .curve(let point, let first, let second):
        scaled.elements.append(.curve(map(point), control1: map(first), control2: map(second)))
      case .ellipse(let oval):
        let (a, b) = (map(oval.origin), map(CGPoint(x: oval.maxX, y: oval.maxY)))
        scaled.elements.append(
          .ellipse(CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))))
      case .arc(let center, let radius, let start, let end, let clockwise):
        // An arc stays circular: its radius takes the mean of the two factors.
        scaled.elements.append(
          .arc(
            center: map(center), radius: radius * (abs(sx) + abs(sy)) / 2, start: start, end: end,
            clockwise: clockwise))
      case .close: scaled.elements.append(.close)
      }
    }
    return scaled
  }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
  /// The scaled shape inset by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
    ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
  }
}

extension Shape {
  /// The shape scaled by `x` across and `y` down about `anchor` of its frame.
  nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<
    Self
  > {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  /// The shape scaled by `scale` about `anchor` of its frame.
  nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
}
