import Foundation

/// A shape that can be drawn inset within its bounds, as SwiftUI's `InsettableShape`: its
/// `inset(by:)` gives the same outline `amount` points inside every edge, which is how
/// `strokeBorder` keeps a line within the frame. Rounded corners shrink with the inset, so the
/// inner outline stays parallel to the outer one.
public protocol InsettableShape: Shape {
  /// The shape an inset gives.
  associatedtype InsetShape: InsettableShape
  /// The shape `amount` points inside every edge (outside for a negative amount).
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inside its frame by a fixed amount: the shape `inset(by:)` gives for the
/// built-in shapes.
public struct _InsetShape<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat
  nonisolated public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard !inner.isNull, inner.width >= 0, inner.height >= 0 else { return Path() }
    if let rounded = base as? RoundedRectangle {
      // A rounded rectangle's corners keep their centre: the radius shrinks by the inset.
      let size = CGSize(
        width: max(0, rounded.cornerSize.width - amount), height: max(0, rounded.cornerSize.height - amount))
      return Path { $0.addRoundedRect(in: inner, cornerSize: size, style: rounded.style) }
    }
    if let uneven = base as? UnevenRoundedRectangle {
      return UnevenRoundedRectangle(cornerRadii: uneven.cornerRadii.shrunk(by: amount), style: uneven.style)
        .path(in: inner)
    }
    return base.path(in: inner)
  }
  nonisolated public func inset(by more: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: amount + more)
  }
}

extension Rectangle: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension RoundedRectangle: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Capsule: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Circle: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Ellipse: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
    _InsetShape(base: self, amount: amount)
  }
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`. Leading is the
/// left side: a shape's path is drawn as in a left-to-right layout, also in a right-to-left one.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat
  /// Four radii (none by default).
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  func shrunk(by amount: CGFloat) -> RectangleCornerRadii {
    RectangleCornerRadii(
      topLeading: max(0, topLeading - amount), bottomLeading: max(0, bottomLeading - amount),
      bottomTrailing: max(0, bottomTrailing - amount), topTrailing: max(0, topTrailing - amount))
  }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`
/// (a card rounded at the top only). A radius larger than half a side is cut to it, as on iOS.
public struct UnevenRoundedRectangle: InsettableShape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The style of the corners (drawn circular here, as `RoundedRectangle`'s).
  public var style: RoundedCornerStyle

  /// A rectangle with `cornerRadii`.
  nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius per corner.
  nonisolated public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    let limit = max(0, min(rect.width, rect.height) / 2)
    func cut(_ radius: CGFloat) -> CGFloat { min(max(0, radius), limit) }
    let topLeft = cut(cornerRadii.topLeading)
    let topRight = cut(cornerRadii.topTrailing)
    let bottomRight = cut(cornerRadii.bottomTrailing)
    let bottomLeft = cut(cornerRadii.bottomLeading)
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
    path.addQuadCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + topRight), control: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
    path.addQuadCurve(
      to: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
    path.addQuadCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft), control: CGPoint(x: rect.minX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
    path.addQuadCurve(
      to: CGPoint(x: rect.minX + topLeft, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
    path.closeSubpath()
    return path
  }

  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius per corner (`.clipShape(.rect(topLeadingRadius: 16, topTrailingRadius: 16))`).
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
  /// A rectangle with `cornerRadii`.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
