import Drawing
import Geometry

/// A shape that fills what it is offered (SwiftUI's `Rectangle`, `RoundedRectangle`, `Capsule`,
/// `Circle`, `Ellipse`, and a `Color` used as a view): offered a size it takes it, offered nothing
/// it is 10 points a side, as SwiftUI's shapes are. Filled, stroked along its outline (half the
/// line outside it), or stroked inside its border.
@MainActor public final class ShapeView: View {
  /// The outline.
  public enum Kind: Hashable, Sendable {
    /// The whole rectangle.
    case rectangle
    /// A rectangle with corners rounded by `cornerRadius` (clamped to half the shorter side).
    case roundedRectangle(cornerRadius: Double)
    /// A rectangle whose shorter sides are half circles.
    case capsule
    /// The largest circle in the rectangle, centred.
    case circle
    /// The ellipse that fills the rectangle.
    case ellipse
  }

  /// The outline.
  public var kind: Kind { didSet { if kind != oldValue { setNeedsLayout() } } }
  /// The fill, or nil for none.
  public var fill: Color?
  /// The line along the outline, or nil for none.
  public var stroke: Stroke?
  /// Whether the line is drawn inside the outline (SwiftUI's `strokeBorder`) rather than across it.
  public var strokesInside = false
  /// An outline of its own instead of `kind`: an SVG drawing of the view's bounds (a shape of an
  /// app's own), filled with `fill`.
  public var customPath: (@MainActor (Rect) -> String)?
  /// A turn of a custom outline about the view's centre, in degrees clockwise (SwiftUI's
  /// `rotationEffect` on a shape: a progress ring that starts at the top).
  public var rotation = 0.0

  /// How far a custom outline's drawing reaches past the view's bounds on every side: half its
  /// line and a point, as a stroke straddles the outline (SwiftUI's `stroke`).
  nonisolated public static func outlineMargin(strokeWidth: Double?) -> Double {
    guard let width = strokeWidth, width.isFinite, width > 0 else { return 0 }
    return width / 2 + 1
  }

  /// The custom outline, turned by `rotation`.
  private func turnedPath(_ svg: String) -> String {
    guard rotation != 0, rotation.isFinite, let open = svg.firstIndex(of: ">"), svg.hasSuffix("</svg>") else {
      return svg
    }
    let turn = "<g transform='rotate(\(rotation) \(bounds.width / 2) \(bounds.height / 2))'>"
    let inside = svg[svg.index(after: open)...].dropLast("</svg>".count)
    return String(svg[...open]) + turn + inside + "</g></svg>"
  }

  /// The side a shape takes when it is offered nothing (SwiftUI's).
  public static let idealSide = 10.0

  /// A shape of `kind`, filled with `fill`.
  public init(_ kind: Kind, fill: Color? = nil, stroke: Stroke? = nil) {
    self.kind = kind
    self.fill = fill
    self.stroke = stroke
    super.init()
    isUserInteractionEnabled = false
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecified(with: Size(width: Self.idealSide, height: Self.idealSide))
  }

  /// The outline's rectangle in the view's bounds, and the radius of its corners.
  var outline: (frame: Rect, outline: SnapshotShape.Outline) {
    var frame = bounds
    if strokesInside, let width = stroke?.width, width > 0 {
      frame = frame.inset(by: EdgeInsets(all: width / 2))
    }
    let shorter = min(frame.width, frame.height)
    switch kind {
    case .rectangle: return (frame, .rectangle(cornerRadius: 0))
    case .roundedRectangle(let radius):
      return (frame, .rectangle(cornerRadius: min(max(0, radius.isFinite ? radius : 0), shorter / 2)))
    case .capsule: return (frame, .rectangle(cornerRadius: shorter / 2))
    case .circle:
      let square = Rect(
        x: frame.minX + (frame.width - shorter) / 2, y: frame.minY + (frame.height - shorter) / 2,
        width: shorter,
        height: shorter)
      return (square, .ellipse)
    case .ellipse: return (frame, .ellipse)
    }
  }

  public override func snapshotContent() -> SnapshotContent {
    if let customPath {
      let icon = VectorIcon(name: "path", svg: turnedPath(customPath(bounds)))
      let color = fill ?? stroke?.color
      let margin = fill == nil ? Self.outlineMargin(strokeWidth: stroke?.width) : 0
      let frame = bounds.inset(by: EdgeInsets(all: -margin))
      return SnapshotContent(
        role: .view,
        image: color == nil ? nil : SnapshotImage(source: .vector(icon), frame: frame, tint: color))
    }
    let (frame, outline) = self.outline
    let shape = SnapshotShape(outline, frame: frame, fill: fill, stroke: stroke)
    return SnapshotContent(role: .view, shape: fill == nil && stroke == nil ? nil : shape)
  }
}
