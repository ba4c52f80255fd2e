import Drawing
import Geometry
import Typesetting

/// How a view and its subviews are drawn scaled, without changing the layout (SwiftUI's
/// `scaleEffect`): on each axis, a point at `unit` (0 … 1 across the view's frame, as a
/// `UnitPoint`) is drawn at `scale × unit + offset`. A scale about an anchor has the offset
/// `anchor × (1 − scale)`; two scales compose into one (`then(_:)`).
///
/// What the snapshot, the audit and the renderer see is drawn scaled: frames, touch areas,
/// clips inside the view, shapes, borders, and text at its point size times the scale. Text
/// keeps its line breaks, as iOS draws a scaled layer. Text is set at one size, so a scale that
/// differs between the axes or flips one sets text at the smaller magnitude, unflipped; the
/// snapshot names such text (`SnapshotNode.notApplied`).
///
/// Invariant: finite values; a scale of 0 on an axis draws the view as a line (nothing shows).
public struct DrawingScale: Hashable, Sendable {
  /// The factor across.
  public var x: Double
  /// The factor down.
  public var y: Double
  /// Where the left edge goes, as a fraction of the frame's width.
  public var offsetX: Double
  /// Where the top edge goes, as a fraction of the frame's height.
  public var offsetY: Double

  /// Scales of `x` and `y` about the unit point (`anchorX`, `anchorY`), 0.5 each for the centre;
  /// a value that is not finite counts as no scale (1) or the centre (0.5).
  public init(x: Double, y: Double, anchorX: Double = 0.5, anchorY: Double = 0.5) {
    let x = x.isFinite ? x : 1
    let y = y.isFinite ? y : 1
    let anchorX = anchorX.isFinite ? anchorX : 0.5
    let anchorY = anchorY.isFinite ? anchorY : 0.5
    self.init(x: x, y: y, offsetX: anchorX * (1 - x), offsetY: anchorY * (1 - y))
  }

  private init(x: Double, y: Double, offsetX: Double, offsetY: Double) {
    self.x = x
    self.y = y
    self.offsetX = offsetX
    self.offsetY = offsetY
  }

  /// No scale.
  public static let identity = DrawingScale(x: 1, y: 1)

  /// Whether the scale draws the view as it is.
  public var isIdentity: Bool { x == 1 && y == 1 && offsetX == 0 && offsetY == 0 }

  /// This scale, then `outer` (a scale written around this one).
  public func then(_ outer: DrawingScale) -> DrawingScale {
    DrawingScale(
      x: outer.x * x, y: outer.y * y, offsetX: outer.x * offsetX + outer.offsetX,
      offsetY: outer.y * offsetY + outer.offsetY)
  }

  /// The factor text and other sizes that cannot be stretched are drawn at: the smaller
  /// magnitude.
  var evenFactor: Double { min(abs(x), abs(y)) }

  /// Whether text drawn under the scale is drawn as iOS draws it (the same positive factor on
  /// both axes).
  var keepsTextShape: Bool { x == y && x >= 0 }

  /// The scale of a view whose frame is `frame`, in screen points.
  func mapping(_ frame: Rect) -> PointMapping {
    PointMapping(
      x: x, y: y, dx: frame.minX * (1 - x) + offsetX * frame.width,
      dy: frame.minY * (1 - y) + offsetY * frame.height)
  }
}

/// A scale and a move of screen points: (x, y) is drawn at (x · `x` + `dx`, y · `y` + `dy`).
struct PointMapping {
  var x: Double
  var y: Double
  var dx: Double
  var dy: Double

  func apply(_ point: Point) -> Point { Point(x: point.x * x + dx, y: point.y * y + dy) }

  func apply(_ rect: Rect) -> Rect {
    let a = apply(rect.origin)
    let b = apply(Point(x: rect.maxX, y: rect.maxY))
    return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }
}

extension SnapshotNode {
  /// The node and its subtree as drawn under `scale`, the scale of this node's view (whose frame
  /// is `frame`). Clips and scrolling frames that came from above the view (`outerClip`,
  /// `outerHardClip`, `outerScroll`) are not scaled: what is drawn scaled is still cut by them.
  mutating func applyDrawingScale(_ scale: DrawingScale) {
    let mapping = scale.mapping(frame)
    let outer = (clip: clip, hardClip: hardClip, scroll: scrollFrame, across: horizontalScrollFrame)
    let factor = scale.evenFactor
    let exact = scale.keepsTextShape
    func visit(_ node: inout SnapshotNode, isRoot: Bool) {
      node.frame = mapping.apply(node.frame)
      node.hitFrame = node.hitFrame.map(mapping.apply)
      if !isRoot {
        node.clip =
          node.clip == outer.clip ? outer.clip : (mapping.apply(node.clip).intersection(outer.clip) ?? .zero)
        node.hardClip =
          node.hardClip == outer.hardClip
          ? outer.hardClip : (mapping.apply(node.hardClip).intersection(outer.hardClip) ?? .zero)
        if node.scrollFrame != outer.scroll { node.scrollFrame = node.scrollFrame.map(mapping.apply) }
        if node.horizontalScrollFrame != outer.across {
          node.horizontalScrollFrame = node.horizontalScrollFrame.map(mapping.apply)
        }
      }
      node.cornerRadius *= factor
      node.borderWidth *= factor
      node.backgroundBlur *= factor
      if var shape = node.shape {
        shape.frame = mapping.apply(shape.frame)
        if case .rectangle(let radius) = shape.outline {
          shape.outline = .rectangle(cornerRadius: radius * factor)
        }
        shape.stroke = shape.stroke.map { Stroke(color: $0.color, width: $0.width * factor) }
        node.shape = shape
      }
      if var image = node.image {
        image.frame = mapping.apply(image.frame)
        node.image = image
      }
      if var text = node.text {
        text.scale(by: factor, placedAt: mapping.apply(text.origin))
        node.text = text
        if !exact, !node.notApplied.contains(Self.unevenScaleName) {
          node.notApplied.append(Self.unevenScaleName)
        }
      }
      for index in node.children.indices { visit(&node.children[index], isRoot: false) }
    }
    visit(&self, isRoot: true)
  }

  /// How a text under a scale that differs between the axes, or flips, is named in the
  /// `not-applied` report (it is set at one size, unflipped).
  public static let unevenScaleName = "scaleEffect (text set evenly, unflipped)"
}

extension SnapshotText {
  /// The text drawn `factor` times as large, its layout's top left at `origin`: its layout and
  /// point sizes scaled, its request (and so its line breaks) kept, as a scaled layer is drawn.
  mutating func scale(by factor: Double, placedAt origin: Point) {
    self.origin = origin
    drawingScale *= factor
    defaultPointSize *= factor
    pointSizeBeforeShrinking = pointSizeBeforeShrinking.map { $0 * factor }
    layout.scale(by: factor)
  }
}

extension TextLayout {
  /// The layout as drawn `factor` times as large.
  mutating func scale(by factor: Double) {
    func scaled(_ rect: Rect) -> Rect {
      Rect(
        x: rect.minX * factor, y: rect.minY * factor, width: rect.width * factor, height: rect.height * factor
      )
    }
    size = Size(width: size.width * factor, height: size.height * factor)
    inkBounds = scaled(inkBounds)
    firstBaseline *= factor
    lastBaseline *= factor
    minimumIntrinsicWidth *= factor
    maximumIntrinsicWidth *= factor
    lines = lines.map { line in
      var line = line
      line.frame = scaled(line.frame)
      line.baseline *= factor
      return line
    }
  }
}
