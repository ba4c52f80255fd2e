import CoreGraphics
import Drawing
import Foundation
import Geometry
import Legible

/// A 2D outline, as SwiftUI's `Shape`: as a view it fills what it is offered (10 points a side when
/// offered nothing) with the foreground style; `fill(_:)`, `stroke(_:lineWidth:)` and
/// `strokeBorder(_:lineWidth:)` choose how it is drawn. A shape of your own is drawn from its
/// `path(in:)`.
public protocol Shape: Animatable, View, Sendable {
  /// The outline in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: some View { _ShapeView(shape: self, fill: nil, stroke: nil, inside: false) }

  /// The shape filled with `style`.
  public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> some View {
    _ShapeView(
      shape: self, fill: AnyShapeStyle(style), stroke: nil, inside: false, evenOdd: fillStyle.isEOFilled)
  }

  /// The shape filled with the foreground style.
  public func fill(style fillStyle: FillStyle = FillStyle()) -> some View {
    _ShapeView(
      shape: self, fill: AnyShapeStyle(ForegroundStyle()), stroke: nil, inside: false,
      evenOdd: fillStyle.isEOFilled)
  }

  /// The outline drawn with `style`, `lineWidth` points wide across it.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(style), Double(lineWidth)), inside: false)
  }

  /// The outline drawn with `style` and a stroke style.
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some View {
    _ShapeView(
      shape: self, fill: nil, stroke: (AnyShapeStyle(style), Double(strokeStyle.lineWidth)), inside: false,
      cap: strokeStyle.lineCap)
  }

  /// The outline, `lineWidth` points wide, as a shape of its own (iOS 17): drawn with the
  /// foreground style, or filled with another (`Circle().stroke(lineWidth: 2).fill(.red)`).
  public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
    StrokedShape(base: self, width: Double(lineWidth), cap: .butt)
  }

  /// The outline of a stroke style, as a shape of its own (iOS 17): drawn with the foreground
  /// style, or filled with another.
  public func stroke(style: StrokeStyle, antialiased: Bool = true) -> StrokedShape<Self> {
    StrokedShape(base: self, width: Double(style.lineWidth), cap: style.lineCap)
  }

  /// The part of the outline from `from` to `to` (fractions of its length, from where the path
  /// starts: a circle's at its trailing point, going clockwise).
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, from: Double(from), to: Double(to))
  }

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

  /// The outline of a stroke style inside the bounds, as a shape of its own (iOS 17): drawn with
  /// the foreground style, or filled with another.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> StrokedShape<Self> {
    StrokedShape(base: self, width: Double(style.lineWidth), cap: style.lineCap, inside: true)
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

/// How a shape's outline is drawn, as SwiftUI's `StrokeStyle`: its width and the ends of open
/// outlines (a trimmed circle's); joins, the miter limit and dashes are kept (drawn solid, mitred).
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// The ends of open outlines.
  public var lineCap: CGLineCap
  /// The corners (kept: mitred).
  public var lineJoin: CGLineJoin
  /// The longest miter (kept).
  public var miterLimit: CGFloat
  /// The dash lengths (kept: solid).
  public var dash: [CGFloat]
  /// Where the dashes start (kept).
  public var dashPhase: CGFloat
  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// A shape as drawn (filled, stroked).
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  let shape: Content
  let fill: AnyShapeStyle?
  let stroke: (AnyShapeStyle, Double)?
  let inside: Bool
  /// Whether the fill takes the even-odd rule (`FillStyle(eoFill: true)`).
  var evenOdd = false
  var cap: CGLineCap = .butt

  func makeNode(_ context: _ViewContext) -> LeafNode<ShapeView> { LeafNode(context, ShapeView(.rectangle)) }

  func update(_ node: LeafNode<ShapeView>, _ context: _ViewContext) {
    let view = node.view
    let environment = context.environment
    // An outline made a shape (`stroke(style:)`) is its base stroked with what fills it.
    var drawn: any Shape = shape
    var stroke = self.stroke
    var cap = self.cap
    var inside = self.inside
    if stroke == nil, let outline = shape as? any StrokedOutline {
      drawn = outline.outlined
      stroke = (fill ?? AnyShapeStyle(ForegroundStyle()), outline.width)
      cap = outline.cap
      inside = outline.inside
    }
    let builtIn = drawn is ContainerRelativeShape ? environment.containerShape ?? .rectangle : nil
    switch builtIn ?? (drawn as? any BuiltInShape)?.kind {
    case let kind?: if view.kind != kind { view.kind = kind }
    case nil:
      let shape = drawn
      view.kind = .rectangle
      let outline = stroke.map { (width: $0.1, cap: cap) }
      let evenOdd = self.evenOdd
      view.customPath = { rect in
        shape.path(in: CGRect(rect)).svg(in: rect, stroke: outline, evenOdd: evenOdd)
      }
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

/// A shape's outline as a shape of its own, as iOS 17 makes `stroke(style:)` and
/// `stroke(lineWidth:)` (Apple's is private): what fills it is drawn along the outline.
public struct StrokedShape<Base: Shape>: Shape, StrokedOutline {
  let base: Base
  let width: Double
  let cap: CGLineCap
  /// Whether the outline is drawn inside the bounds (`strokeBorder`).
  var inside = false
  /// The base shape's path (the outline is drawn along it).
  nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
  var outlined: any Shape { base }
}

/// A shape drawn as its base's outline.
@MainActor protocol StrokedOutline {
  var outlined: any Shape { get }
  var width: Double { get }
  var cap: CGLineCap { get }
  var inside: Bool { get }
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

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`: the shape set
/// by `containerShape(_:)` around it, drawn at the view's size with the container's corners (iOS
/// insets them by the view's distance from the container's edge), or a rectangle where there is
/// none, as in an app's screens.
public struct ContainerRelativeShape: Shape, BuiltInShape {
  /// The container's shape.
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

extension Shape where Self == Rectangle {
  /// A rectangle (`.clipShape(.rect)`).
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of `cornerRadius` (`.clipShape(.rect(cornerRadius: 10))`).
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  /// A rectangle with corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container around (iOS 17).
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension Shape where Self == Capsule {
  /// A capsule (`.clipShape(.capsule)`).
  public static var capsule: Capsule { Capsule() }
  /// A capsule with ends of `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle (`.clipShape(.circle)`).
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
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
    case arc(center: CGPoint, radius: CGFloat, start: Double, end: Double, clockwise: Bool)
    case close
  }
  var elements: [Element] = []
  /// Whether the path was normalized from an even-odd fill (`normalized(eoFill: true)`): it fills
  /// as the original did under the even-odd rule, whatever rule it is filled with.
  var fillsEvenOdd = false

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

  /// The path with its overlaps resolved, as iOS 18's `normalized(eoFill:)`: filled with any
  /// rule, it covers what the path covers under the even-odd rule (`eoFill`) or the non-zero one.
  nonisolated public func normalized(eoFill: Bool = true) -> Path {
    var normalized = self
    normalized.fillsEvenOdd = eoFill || fillsEvenOdd
    return normalized
  }

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
  /// An arc around `center` from `startAngle` to `endAngle`. As in SwiftUI's flipped coordinates,
  /// `clockwise: false` runs with growing angles, which is clockwise on the screen.
  nonisolated public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    elements.append(
      .arc(
        center: center, radius: radius, start: startAngle.radians, end: endAngle.radians, clockwise: clockwise
      ))
  }
  /// Closes the current part.
  nonisolated public mutating func closeSubpath() { elements.append(.close) }
  /// Adds `path`'s elements, moved and scaled by `transform` (ellipses and arcs by its scale
  /// along each axis: a rotation or shear of them is not drawn).
  /// The path moved by `dx` and `dy`.
  nonisolated public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The path with `transform` applied to every point.
  nonisolated public func applying(_ transform: CGAffineTransform) -> Path {
    var path = Path()
    path.addPath(self, transform: transform)
    return path
  }

  nonisolated public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    guard transform != .identity else {
      elements += path.elements
      return
    }
    let scale = (x: hypot(transform.a, transform.b), y: hypot(transform.c, transform.d))
    elements += path.elements.map { element in
      switch element {
      case .move(let p): .move(p.applying(transform))
      case .line(let p): .line(p.applying(transform))
      case .quad(let p, let c): .quad(p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .ellipse(let rect): .ellipse(rect.applying(transform))
      case .arc(let center, let radius, let start, let end, let clockwise):
        .arc(
          center: center.applying(transform), radius: radius * (scale.x + scale.y) / 2, start: start,
          end: end,
          clockwise: clockwise)
      case .close: .close
      }
    }
  }

  nonisolated public func path(in rect: CGRect) -> Path { self }

  /// A rectangle that holds the whole path: exact for lines, rectangles and circles; for curves
  /// it holds their control points too, and an arc's whole circle.
  nonisolated public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quad(let point, let control): points += [point, control]
      case .curve(let point, let first, let second): points += [point, first, second]
      case .ellipse(let rect): points += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
      case .arc(let center, let radius, _, _, _):
        points += [
          CGPoint(x: center.x - radius, y: center.y - radius),
          CGPoint(x: center.x + radius, y: center.y + radius),
        ]
      case .close: break
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The path as SVG, from `rect`'s coordinates to a drawing of its size: filled, or stroked
  /// `stroke.width` wide with its ends as `stroke.cap` says.
  nonisolated func svg(
    in rect: Geometry.Rect, stroke: (width: Double, cap: CGLineCap)? = nil, evenOdd: Bool = false
  ) -> String {
    func p(_ point: CGPoint) -> String { "\(Double(point.x) - rect.minX) \(Double(point.y) - rect.minY)" }
    var d = ""
    var started = false
    for element in elements {
      switch element {
      case .move(let point):
        d += "M\(p(point)) "
        started = true
      case .line(let point): d += "L\(p(point)) "
      case .quad(let point, let control): d += "Q\(p(control)) \(p(point)) "
      case .curve(let point, let c1, let c2): d += "C\(p(c1)) \(p(c2)) \(p(point)) "
      case .ellipse(let r):
        // Two half arcs, clockwise as iOS adds an ellipse, in the one path: a fill rule sees
        // the ellipse with the other parts (a ring of two ellipses filled even-odd).
        let rx = r.width / 2
        let ry = r.height / 2
        let right = p(CGPoint(x: r.maxX, y: r.midY))
        let left = p(CGPoint(x: r.minX, y: r.midY))
        d += "M\(right) A\(rx) \(ry) 0 1 1 \(left) A\(rx) \(ry) 0 1 1 \(right) Z "
      case .arc(let center, let radius, let start, let end, let clockwise):
        let points = Path.arcPoints(
          center: center, radius: radius, start: start, end: end, clockwise: clockwise)
        for (index, point) in points.enumerated() {
          d += (index == 0 ? (started ? "L" : "M") : "L") + "\(p(point)) "
        }
        started = true
      case .close: d += "Z "
      }
    }
    let paint: String
    if let stroke {
      let cap =
        switch stroke.cap {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
      paint = "fill='none' stroke='#000' stroke-width='\(stroke.width)' stroke-linecap='\(cap)'"
    } else {
      paint = "fill='#000' fill-rule='\(evenOdd || fillsEvenOdd ? "evenodd" : "nonzero")'"
    }
    let m = ShapeView.outlineMargin(strokeWidth: stroke?.width)
    return
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='\(-m) \(-m) \(rect.width + 2 * m) \(rect.height + 2 * m)' \(paint)><path d='\(d)'/></svg>"
  }

  /// Points along an arc, at most 5 degrees apart.
  nonisolated static func arcPoints(
    center: CGPoint, radius: CGFloat, start: Double, end: Double, clockwise: Bool
  )
    -> [CGPoint]
  {
    var sweep = end - start
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    guard sweep.isFinite, radius.isFinite else { return [] }
    let steps = max(1, min(720, Int((abs(sweep) / (.pi / 36)).rounded(.up))))
    return (0...steps).map { step in
      let angle = start + sweep * Double(step) / Double(steps)
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  /// The path as lines: curves and ellipses followed in short steps (an ellipse from its trailing
  /// point, clockwise on the screen, as SwiftUI draws it).
  nonisolated func polylines() -> [[CGPoint]] {
    var lines: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if current.count > 1 { lines.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish()
        current = [point]
      case .line(let point): current.append(point)
      case .quad(let point, let control):
        let start = current.last ?? point
        for step in 1...16 {
          let t = Double(step) / 16
          let a = (1 - t) * (1 - t)
          let b = 2 * (1 - t) * t
          let c = t * t
          current.append(
            CGPoint(
              x: a * start.x + b * control.x + c * point.x, y: a * start.y + b * control.y + c * point.y))
        }
      case .curve(let point, let c1, let c2):
        let start = current.last ?? point
        for step in 1...24 {
          let t = Double(step) / 24
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * point.x,
              y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * point.y))
        }
      case .ellipse(let r):
        finish()
        current = (0...72).map { step in
          let angle = Double(step) / 72 * 2 * .pi
          return CGPoint(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle))
        }
        finish()
      case .arc(let center, let radius, let start, let end, let clockwise):
        let points = Path.arcPoints(
          center: center, radius: radius, start: start, end: end, clockwise: clockwise)
        if current.isEmpty { current = points } else { current += points }
      case .close:
        if let first = current.first { current.append(first) }
        finish()
      }
    }
    finish()
    return lines
  }

  /// Whether the path has no element.
  nonisolated public var isEmpty: Bool { elements.isEmpty }

  /// Whether `point` is inside the path, by the non-zero winding rule or, with `eoFill`, the
  /// even-odd rule; each part is taken as closed (curves followed to within a fraction of a point).
  nonisolated public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    hitShape(eoFill: eoFill).contains(Geometry.Point(x: Double(point.x), y: Double(point.y)))
  }

  /// The path as the shape a view takes touches in (`contentShape`): its polygons, filled by the
  /// even-odd rule with `eoFill` or when it was normalized from it.
  nonisolated func hitShape(eoFill: Bool) -> HitShape {
    let polygons = polylines().map { $0.map { Geometry.Point(x: Double($0.x), y: Double($0.y)) } }
    return HitShape(polygons: polygons, evenOdd: eoFill || fillsEvenOdd)
  }

  /// The part of the path from `from` to `to` of its length.
  nonisolated func trimmed(from: Double, to: Double) -> Path {
    let from = min(1, max(0, from.isFinite ? from : 0))
    let to = min(1, max(0, to.isFinite ? to : 1))
    guard to > from else { return Path() }
    let lines = polylines()
    func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(Double(b.x - a.x), Double(b.y - a.y)) }
    let total = lines.reduce(0.0) { sum, line in
      sum + zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }
    guard total > 0 else { return Path() }
    let start = from * total
    let end = to * total
    var path = Path()
    var walked = 0.0
    for line in lines {
      var drawing = false
      for (a, b) in zip(line, line.dropFirst()) {
        let length = distance(a, b)
        let segmentStart = walked
        let segmentEnd = walked + length
        walked = segmentEnd
        guard segmentEnd > start, segmentStart < end, length > 0 else { continue }
        func point(at position: Double) -> CGPoint {
          let t = (position - segmentStart) / length
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !drawing {
          path.move(to: point(at: max(start, segmentStart)))
          drawing = true
        }
        path.addLine(to: point(at: min(end, segmentEnd)))
      }
    }
    return path
  }
}

/// A part of a shape's outline (`trim(from:to:)`), as SwiftUI's trimmed shape.
public struct _TrimmedShape<Content: Shape>: Shape {
  let shape: Content
  let from: Double
  let to: Double
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmed(from: from, to: to) }
}

extension CGRect {
  init(_ rect: Geometry.Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}
