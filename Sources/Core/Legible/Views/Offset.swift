import Geometry

/// Draws its one subview moved by `dx` and `dy` points from where it would be, as SwiftUI's
/// `offset(x:y:)`: the view takes the room and the place of its subview in its parent's layout,
/// and the move changes only where the subview is drawn and touched (it may leave the view's
/// bounds, and cover its neighbours).
@MainActor public final class Offset: View, WrappingLayout {
  /// The subview, moved.
  public let content: View
  /// How far right (left for negative values) the subview is moved, in points; mirrored in
  /// right-to-left layout, as leading and trailing are.
  public var dx: Double { didSet { if dx != oldValue { setNeedsLayout() } } }
  /// How far down (up for negative values) the subview is moved, in points.
  public var dy: Double { didSet { if dy != oldValue { setNeedsLayout() } } }

  /// `content`, moved by `dx` and `dy` points.
  public init(_ content: View, dx: Double = 0, dy: Double = 0) {
    self.content = content
    self.dx = dx
    self.dy = dy
    super.init()
    addSubview(content)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.measure(proposal, context: context)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let moved = bounds.offsetBy(dx: traits.layoutDirection == .rightToLeft ? -dx : dx, dy: dy)
    content.place(in: moved, proposal: placementProposal, context: context)
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    content.explicitAlignment(of: guide, in: size, context: context)
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing { content.spacing(context: context) }

  public override var siblingTraitsSource: View? { content }
}
