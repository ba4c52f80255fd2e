import Drawing
import Geometry

/// A thin line between views by SwiftUI's rules (`Divider`): across a column it is as wide as
/// offered and one device pixel tall (a row: as tall as offered, one pixel wide), in the
/// separator colour; outside a stack, a horizontal line.
@MainActor public final class Divider: View {
  /// The line's colour (iOS's separator).
  public var color: Color = .separator

  /// A divider.
  public override init() {
    super.init()
    isUserInteractionEnabled = false
  }

  private var isVertical: Bool {
    var ancestor = superview
    while let view = ancestor {
      if let stack = view as? FlexibleStack { return stack.axis == .horizontal }
      guard view is any WrappingLayout else { return false }
      ancestor = view.superview
    }
    return false
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let pixel = 1 / max(1, context.grid.scale)
    if isVertical { return Size(width: pixel, height: proposal.height ?? ShapeView.idealSide) }
    return Size(width: proposal.width ?? ShapeView.idealSide, height: pixel)
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(
      role: .view, shape: SnapshotShape(.rectangle(cornerRadius: 0), frame: bounds, fill: color))
  }
}
