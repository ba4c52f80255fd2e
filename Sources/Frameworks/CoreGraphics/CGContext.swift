import Foundation

/// A context to draw into by hand, as Core Graphics' `CGContext` that UIKit's image renderer and
/// `UIGraphicsBeginImageContext` hand out. Nothing is rasterized here: what is drawn is kept, in
/// the order drawn, as marks in the canvas's coordinates (points, origin top left, y down, as
/// UIKit's contexts): filled and stroked paths and images placed in rectangles. Legible's
/// renderer draws the marks wherever the image made of them is shown, at any scale.
///
/// What it keeps: fill and stroke colours, line width, caps and joins, the global alpha, the
/// transform (moves, scales, rotations: paths are transformed as they are added, as Core
/// Graphics does) and rectangular clips, with `saveGState`/`restoreGState`. Approximations, each
/// listed in the README: a clip made of a path clips to its bounding box; `clear(_:)` erases only
/// when it covers the whole canvas; shadows, blend modes and dashes are kept and not drawn; a
/// gradient fills its clip with its middle colour.
public final class CGContext {
  /// One thing drawn, in canvas coordinates.
  public enum _Mark: Hashable, Sendable {
    /// A path's inside, in a colour, by the even-odd rule or the winding one.
    case fill(path: CGPath, color: CGColor, evenOdd: Bool, clip: CGRect?)
    /// A path's outline.
    case stroke(path: CGPath, color: CGColor, width: CGFloat, cap: CGLineCap, join: CGLineJoin, clip: CGRect?)
    /// An image placed in a rectangle, named by the framework that drew it (UIKit's `UIImage`).
    case image(source: String, rect: CGRect, alpha: CGFloat, clip: CGRect?)
  }

  private struct GraphicsState {
    var fill = CGColor.black
    var stroke = CGColor.black
    var lineWidth: CGFloat = 1
    var cap = CGLineCap.butt
    var join = CGLineJoin.miter
    var alpha: CGFloat = 1
    var transform = CGAffineTransform.identity
    var clip: CGRect?
  }

  /// The canvas's size in points.
  public let _size: CGSize
  /// What has been drawn, in order.
  public private(set) var _marks: [_Mark] = []
  /// The calls made that are kept and not drawn (a shadow, a blend mode), once each.
  public private(set) var _notDrawn: Set<String> = []

  /// Records `call` (a framework's drawing call into this canvas, as UIKit's text drawing) as
  /// kept and not drawn.
  public func _keepNotDrawn(_ call: String) { _notDrawn.insert(call) }
  private var state = GraphicsState()
  private var saved: [GraphicsState] = []
  private var path = CGMutablePath()

  /// A canvas of `size` points, empty and transparent.
  public init(_size size: CGSize) { _size = size }

  // MARK: The graphics state

  /// Saves colours, line style, transform and clip, to be restored by `restoreGState()`.
  public func saveGState() { saved.append(state) }
  /// Restores what the last `saveGState()` saved (nothing when none is left).
  public func restoreGState() {
    if let last = saved.popLast() { state = last }
  }

  public func setFillColor(_ color: CGColor) { state.fill = color }
  public func setStrokeColor(_ color: CGColor) { state.stroke = color }
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fill = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.stroke = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }
  public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = CGColor(gray: gray, alpha: alpha) }
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.stroke = CGColor(gray: gray, alpha: alpha)
  }
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width.isFinite ? max(0, width) : 1 }
  public func setLineCap(_ cap: CGLineCap) { state.cap = cap }
  public func setLineJoin(_ join: CGLineJoin) { state.join = join }
  /// The opacity everything drawn next is given (0 to 1).
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1 }
  /// Kept, not drawn (listed in the README).
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor? = nil) {
    _notDrawn.insert("setShadow")
  }
  /// Kept, not drawn unless `.normal` (listed in the README).
  public func setBlendMode(_ mode: CGBlendMode) {
    if mode != .normal { _notDrawn.insert("setBlendMode") }
  }
  /// Kept, not drawn: lines are solid here (listed in the README).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    if !lengths.isEmpty { _notDrawn.insert("setLineDash") }
  }
  /// Kept (there is no smoothing to turn off in a vector record).
  public func setShouldAntialias(_ value: Bool) {}
  /// Kept (images are always drawn smoothed).
  public var interpolationQuality: CGInterpolationQuality = .default

  // MARK: The transform

  /// The current transform, from user space to the canvas.
  public var ctm: CGAffineTransform { state.transform }
  public func translateBy(x: CGFloat, y: CGFloat) {
    state.transform = state.transform.translatedBy(x: x, y: y)
  }
  public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.scaledBy(x: x, y: y) }
  public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
  public func concatenate(_ transform: CGAffineTransform) {
    state.transform = transform.concatenating(state.transform)
  }

  // MARK: The current path

  public func beginPath() { path = CGMutablePath() }
  public func move(to point: CGPoint) { add { $0.move(to: point) } }
  public func addLine(to point: CGPoint) { add { $0.addLine(to: point) } }
  public func addLines(between points: [CGPoint]) { add { $0.addLines(between: points) } }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    add { $0.addCurve(to: end, control1: control1, control2: control2) }
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    add { $0.addQuadCurve(to: end, control: control) }
  }
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    add {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
  }
  public func addRect(_ rect: CGRect) { add { $0.addRect(rect) } }
  public func addRects(_ rects: [CGRect]) { add { for rect in rects { $0.addRect(rect) } } }
  public func addEllipse(in rect: CGRect) { add { $0.addEllipse(in: rect) } }
  public func addPath(_ other: CGPath) { add { $0.addPath(other) } }
  public func closePath() { path.closeSubpath() }
  /// Whether the current path has nothing in it.
  public var isPathEmpty: Bool { path.isEmpty }
  /// The smallest rectangle holding the current path's points, in canvas coordinates.
  public var boundingBoxOfPath: CGRect { Self.bounds(of: path) }

  /// Adds what `build` makes, in user space, to the current path in canvas coordinates.
  private func add(_ build: (CGMutablePath) -> Void) {
    let made = CGMutablePath()
    build(made)
    path.addPath(made.transformed(by: state.transform))
  }

  // MARK: Painting

  /// Fills the current path and empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    paintFill(path, evenOdd: rule == .evenOdd)
    beginPath()
  }
  /// Strokes the current path and empties it.
  public func strokePath() {
    paintStroke(path)
    beginPath()
  }
  /// Fills and/or strokes the current path, as `mode` says, and empties it.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill, .eoFill: paintFill(path, evenOdd: mode == .eoFill)
    case .stroke: paintStroke(path)
    case .fillStroke, .eoFillStroke:
      paintFill(path, evenOdd: mode == .eoFillStroke)
      paintStroke(path)
    }
    beginPath()
  }
  public func fill(_ rect: CGRect) { paintFill(shape { $0.addRect(rect) }, evenOdd: false) }
  public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
  public func fillEllipse(in rect: CGRect) { paintFill(shape { $0.addEllipse(in: rect) }, evenOdd: false) }
  public func stroke(_ rect: CGRect) { paintStroke(shape { $0.addRect(rect) }) }
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  public func strokeEllipse(in rect: CGRect) { paintStroke(shape { $0.addEllipse(in: rect) }) }
  /// Strokes a line between each pair of points.
  public func strokeLineSegments(between points: [CGPoint]) {
    paintStroke(
      shape { path in
        for index in stride(from: 0, to: points.count - 1, by: 2) {
          path.move(to: points[index])
          path.addLine(to: points[index + 1])
        }
      })
  }
  /// Makes `rect` transparent: here, only a rectangle covering the whole canvas erases what was
  /// drawn (listed in the README).
  public func clear(_ rect: CGRect) {
    let canvas = CGRect(origin: .zero, size: _size)
    let covered = Self.bounds(of: shape { $0.addRect(rect) })
    if covered.contains(canvas) { _marks = [] } else { _notDrawn.insert("clear") }
  }

  /// Limits drawing to `rect` (in user space; a turned rectangle clips to its bounding box).
  public func clip(to rect: CGRect) { intersectClip(Self.bounds(of: shape { $0.addRect(rect) })) }
  /// Limits drawing to the current path's bounding box, and empties it.
  public func clip(using rule: CGPathFillRule = .winding) {
    intersectClip(Self.bounds(of: path))
    beginPath()
  }

  /// Fills the clip (the canvas when there is none) with `gradient` blended from `start` to
  /// `end`: approximated by the gradient's middle colour, and kept in `_notDrawn`, so that the
  /// audit says a gradient was flattened.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    fillFlattened(gradient, call: "drawLinearGradient")
  }

  /// Fills between two circles with `gradient`: approximated as `drawLinearGradient` is.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    fillFlattened(gradient, call: "drawRadialGradient")
  }

  private func fillFlattened(_ gradient: CGGradient, call: String) {
    _keepNotDrawn(call)
    let area = state.clip ?? CGRect(origin: .zero, size: _size)
    let outline = CGMutablePath()
    outline.addRect(area)
    _marks.append(.fill(path: outline, color: faded(gradient.middleColor), evenOdd: false, clip: state.clip))
  }

  /// Makes the current path the outline its stroke would cover: kept as the path grown by half
  /// the line width on each side, which is what a clip (its bounding box here) takes of it.
  public func replacePathWithStrokedPath() {
    let bounds = Self.bounds(of: path)
    guard !path.isEmpty else { return }
    let half = state.lineWidth / 2
    path = CGMutablePath()
    path.addRect(bounds.insetBy(dx: -half, dy: -half))
  }

  /// Places an image named by the framework that draws it (UIKit's `UIImage.draw(in:)`) in `rect`
  /// of user space; a turned rectangle places it in its bounding box.
  public func _drawImage(source: String, in rect: CGRect, alpha: CGFloat = 1) {
    let placed = Self.bounds(of: shape { $0.addRect(rect) })
    _marks.append(.image(source: source, rect: placed, alpha: alpha * state.alpha, clip: state.clip))
  }

  /// Adds marks recorded elsewhere (an image drawn of marks), moved and scaled into `rect`.
  public func _draw(marks: [_Mark], from size: CGSize, in rect: CGRect, alpha: CGFloat = 1) {
    guard size.width > 0, size.height > 0 else { return }
    let place = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
      .concatenating(state.transform)
    for mark in marks { _marks.append(mark.placed(by: place, alpha: alpha * state.alpha, clip: state.clip)) }
  }

  private func shape(_ build: (CGMutablePath) -> Void) -> CGPath {
    let made = CGMutablePath()
    build(made)
    return made.transformed(by: state.transform)
  }

  private func intersectClip(_ rect: CGRect) {
    state.clip = state.clip.map { $0.intersection(rect) } ?? rect
  }

  private func paintFill(_ shape: CGPath, evenOdd: Bool) {
    guard !shape.isEmpty else { return }
    _marks.append(
      .fill(path: shape, color: faded(state.fill), evenOdd: evenOdd, clip: state.clip))
  }

  private func paintStroke(_ shape: CGPath) {
    guard !shape.isEmpty, state.lineWidth > 0 else { return }
    // The width is in user space: scaled as the transform scales lengths (on average).
    let t = state.transform
    let scale = sqrt(abs(t.a * t.d - t.b * t.c))
    _marks.append(
      .stroke(
        path: shape, color: faded(state.stroke), width: state.lineWidth * scale, cap: state.cap,
        join: state.join, clip: state.clip))
  }

  private func faded(_ color: CGColor) -> CGColor {
    state.alpha < 1 ? (color.copy(alpha: color.alpha * state.alpha) ?? color) : color
  }

  static func bounds(of path: CGPath) -> CGRect {
    var points: [CGPoint] = []
    for segment in path._segments {
      switch segment {
      case .move(let p), .line(let p): points.append(p)
      case .quad(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
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
    for p in points {
      (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension CGContext._Mark {
  /// The mark moved by `transform`, faded by `alpha` and clipped to `clip` as well.
  func placed(by transform: CGAffineTransform, alpha: CGFloat, clip outer: CGRect?) -> CGContext._Mark {
    func moved(_ rect: CGRect?) -> CGRect? {
      guard let rect else { return outer }
      let path = CGMutablePath()
      path.addRect(rect)
      let moved = CGContext.bounds(of: path.transformed(by: transform))
      return outer.map { $0.intersection(moved) } ?? moved
    }
    func faded(_ color: CGColor) -> CGColor {
      alpha < 1 ? (color.copy(alpha: color.alpha * alpha) ?? color) : color
    }
    func path(_ shape: CGPath) -> CGPath { shape.transformed(by: transform) }
    switch self {
    case .fill(let data, let color, let evenOdd, let clip):
      return .fill(path: path(data), color: faded(color), evenOdd: evenOdd, clip: moved(clip))
    case .stroke(let data, let color, let width, let cap, let join, let clip):
      let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
      return .stroke(
        path: path(data), color: faded(color), width: width * scale, cap: cap, join: join, clip: moved(clip))
    case .image(let source, let rect, let imageAlpha, let clip):
      let box = CGMutablePath()
      box.addRect(rect)
      return .image(
        source: source, rect: CGContext.bounds(of: box.transformed(by: transform)), alpha: imageAlpha * alpha,
        clip: moved(clip))
    }
  }
}

/// Which parts of a path are inside, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Hashable, Sendable {
  /// Inside where the path winds around a point a non-zero number of times.
  case winding
  /// Inside where a ray from a point crosses the path an odd number of times.
  case evenOdd
}

/// How `drawPath(using:)` paints, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How what is drawn combines with what is there, as Core Graphics' `CGBlendMode` (only `normal`
/// is drawn here).
public enum CGBlendMode: Int32, Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
    difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut,
    sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// How images are smoothed when scaled, as Core Graphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Hashable, Sendable {
  case `default`, none, low, medium, high
}
