import Geometry

/// A view that takes what it is offered and makes its content from its size (what SwiftUI's
/// `GeometryReader` runs on): offered nothing it is 10 points a side; when it is placed at a new
/// size it asks `content(size)` for its subviews, and places each at its top leading corner at the
/// size it wants for the reader's size.
@MainActor public final class SizeReader: View {
  /// Gives the subviews for a size (called when the size changes).
  public var content: (@MainActor (Size) -> [View])?
  private var lastSize: Size?

  /// A reader making its subviews with `content`.
  public init(content: (@MainActor (Size) -> [View])? = nil) {
    self.content = content
    super.init()
  }

  /// Makes the subviews again at the next placement, whatever the size (its content changed).
  public func contentDidChange() {
    lastSize = nil
    setNeedsLayout()
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecified(with: Size(width: ShapeView.idealSide, height: ShapeView.idealSide))
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    if bounds.size != lastSize, let content {
      lastSize = bounds.size
      let views = content(bounds.size)
      // Subviews made during layout are adopted without invalidating what is being placed.
      if views.count != subviews.count || zip(views, subviews).contains(where: { $0 !== $1 }) {
        for view in subviews { view.detachFromSuperview() }
        for view in views { adoptSubview(view) }
      }
    }
    let offered = ProposedSize(bounds.size)
    for view in subviews {
      let size = view.measure(offered, context: context)
      view.place(
        in: mirroredIfNeeded(Rect(origin: .zero, size: size), in: bounds), proposal: offered, context: context
      )
    }
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}
