import Drawing
import Foundation
import Geometry
import Legible

/// A 2D outline, as SwiftUI's `Shape`: as a view it fills what it is offered (10 points a side when
/// offered nothing) with the foreground style; `fill(_:)`, `stroke(_:lineWidth:)` and
/// `strokeBorder(_:lineWidth:)` choose how it is drawn. A shape of your own is drawn from its
/// `path(in:)`.
public protocol Shape: View, Sendable {
  /// The outline in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: some View { _ShapeView(shape: self, fill: nil, stroke: nil, inside: false) }

  /// The shape filled with `style`.
  public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, fill: AnyShapeStyle(style), stroke: nil, inside: false)
  }

  /// The shape filled with the foreground style.
  public func fill(style fillStyle: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, fill: AnyShapeStyle(ForegroundStyle()), stroke: nil, inside: false)
  }

  /// The outline drawn with `style`, `lineWidth` points wide across it.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(style), Double(lineWidth)), inside: false)
  }

  /// The outline drawn with `style` and a stroke style.
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some View {
    _ShapeView(
      shape: self, fill: nil, stroke: (AnyShapeStyle(style), Double(strokeStyle.lineWidth)), inside: false)
  }

  /// The outline drawn with the foreground style, `lineWidth` points wide.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    _ShapeView(
      shape: self, fill: nil, stroke: (AnyShapeStyle(ForegroundStyle()), Double(lineWidth)), inside: false)
  }

  /// The outline drawn with the foreground style and a stroke style.
  public func stroke(style: StrokeStyle) -> some View { stroke(lineWidth: style.lineWidth) }

  /// The outline drawn with `style` inside the shape's bounds.
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(style), Double(lineWidth)), inside: true)
  }

  /// The outline drawn with the foreground style inside the shape's bounds.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    _ShapeView(
      shape: self, fill: nil, stroke: (AnyShapeStyle(ForegroundStyle()), Double(lineWidth)), inside: true)
  }

  /// The outline drawn with `style` and a stroke style, inside the bounds.
  public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some View {
    strokeBorder(style, lineWidth: strokeStyle.lineWidth)
  }
}

/// How a shape is filled (kept; shapes are filled by the non-zero rule).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule is used.
  public var isEOFilled: Bool
  /// Whether the edges are smoothed.
  public var isAntialiased: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a shape's outline is drawn (its width; dashes and joins are kept).
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: Int = 0, lineJoin: Int = 0, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [],
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
  }
}

/// A shape as drawn (filled, stroked).
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  let shape: Content
  let fill: AnyShapeStyle?
  let stroke: (AnyShapeStyle, Double)?
  let inside: Bool

  func makeNode(_ context: _ViewContext) -> LeafNode<ShapeView> { LeafNode(context, ShapeView(.rectangle)) }

  func update(_ node: LeafNode<ShapeView>, _ context: _ViewContext) {
    let view = node.view
    let environment = context.environment
    switch (shape as? any BuiltInShape)?.kind {
    case let kind?: if view.kind != kind { view.kind = kind }
    case nil:
      let shape = self.shape
      view.kind = .rectangle
      view.customPath = { rect in shape.path(in: CGRect(rect)).svg(in: rect) }
    }
    if let stroke {
      view.fill = nil
      view.stroke = stroke.0._color(in: environment).map { Stroke(color: $0, width: stroke.1) }
    } else {
      view.fill = (fill ?? AnyShapeStyle(ForegroundStyle()))._color(in: environment)
      view.stroke = nil
    }
    view.strokesInside = inside
  }
}

/// A shape the retained shape view draws itself.
@MainActor protocol BuiltInShape {
  var kind: ShapeView.Kind { get }
}

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape, BuiltInShape {
  /// A rectangle.
  public init() {}
  var kind: ShapeView.Kind { .rectangle }
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape, BuiltInShape {
  /// The radius of the corners.
  public var cornerSize: CGSize
  /// The style of the corners (drawn circular here).
  public var style: RoundedCornerStyle
  /// A rectangle with corners of `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  /// A rectangle with corners of `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  var kind: ShapeView.Kind {
    .roundedRectangle(cornerRadius: Double(min(cornerSize.width, cornerSize.height)))
  }
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerSize.width)
  }
}

/// The style of rounded corners, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Circular corners.
  case circular
  /// Continuous corners (drawn circular here).
  case continuous
}

/// A rectangle whose short sides are half circles, as SwiftUI's `Capsule`.
public struct Capsule: Shape, BuiltInShape {
  /// The style of the ends.
  public var style: RoundedCornerStyle
  /// A capsule.
  public init(style: RoundedCornerStyle = .circular) { self.style = style }
  var kind: ShapeView.Kind { .capsule }
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}

/// The largest circle in a rectangle, centred, as SwiftUI's `Circle`.
public struct Circle: Shape, BuiltInShape {
  /// A circle.
  public init() {}
  var kind: ShapeView.Kind { .circle }
  nonisolated public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

/// The ellipse that fills a rectangle, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, BuiltInShape {
  /// An ellipse.
  public init() {}
  var kind: ShapeView.Kind { .ellipse }
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A shape of any type, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape {
  let makePath: @Sendable (CGRect) -> Path
  /// `shape`, its type erased.
  public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
  nonisolated public func path(in rect: CGRect) -> Path { makePath(rect) }
}

/// An outline made of lines and curves, as SwiftUI's `Path`.
public struct Path: Shape, Hashable {
  enum Element: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case ellipse(CGRect)
    case close
  }
  var elements: [Element] = []

  /// An empty path.
  nonisolated public init() {}
  /// A path made by `build`.
  nonisolated public init(_ build: (inout Path) -> Void) { build(&self) }
  /// A rectangle.
  nonisolated public init(_ rect: CGRect) { addRect(rect) }
  /// A rounded rectangle.
  nonisolated public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }
  /// An ellipse in `rect`.
  nonisolated public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Starts a new part at `point`.
  nonisolated public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
  /// A line to `point`.
  nonisolated public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
  /// Lines through `points`.
  nonisolated public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
  /// A quadratic curve.
  nonisolated public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quad(point, control: control))
  }
  /// A cubic curve.
  nonisolated public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(point, control1: control1, control2: control2))
  }
  /// A rectangle.
  nonisolated public mutating func addRect(_ rect: CGRect) {
    addLines([
      rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }
  /// A rounded rectangle.
  nonisolated public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let r = min(cornerSize.width, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: rect.minX + r, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
    addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r), control: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
    addQuadCurve(to: CGPoint(x: rect.maxX - r, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
    addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - r), control: CGPoint(x: rect.minX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
    addQuadCurve(to: CGPoint(x: rect.minX + r, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
    closeSubpath()
  }
  /// An ellipse in `rect`.
  nonisolated public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
  /// An arc around `center` (drawn as a line to its end here).
  nonisolated public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let start = CGPoint(
      x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
    let end = CGPoint(
      x: center.x + radius * cos(endAngle.radians), y: center.y + radius * sin(endAngle.radians))
    if elements.isEmpty { move(to: start) } else { addLine(to: start) }
    addLine(to: end)
  }
  /// Closes the current part.
  nonisolated public mutating func closeSubpath() { elements.append(.close) }

  nonisolated public func path(in rect: CGRect) -> Path { self }

  /// The path as SVG, scaled from `rect`'s coordinates to a drawing of its size.
  nonisolated func svg(in rect: Geometry.Rect) -> String {
    func p(_ point: CGPoint) -> String { "\(Double(point.x) - rect.minX) \(Double(point.y) - rect.minY)" }
    var d = ""
    var ellipses = ""
    for element in elements {
      switch element {
      case .move(let point): d += "M\(p(point)) "
      case .line(let point): d += "L\(p(point)) "
      case .quad(let point, let control): d += "Q\(p(control)) \(p(point)) "
      case .curve(let point, let c1, let c2): d += "C\(p(c1)) \(p(c2)) \(p(point)) "
      case .ellipse(let r):
        ellipses +=
          "<ellipse cx='\(Double(r.midX) - rect.minX)' cy='\(Double(r.midY) - rect.minY)' rx='\(r.width / 2)' ry='\(r.height / 2)'/>"
      case .close: d += "Z "
      }
    }
    return
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 \(rect.width) \(rect.height)' fill='#000'><path d='\(d)'/>\(ellipses)</svg>"
  }
}

extension CGRect {
  init(_ rect: Geometry.Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}
