import Geometry

/// One view at its ideal size on the axes chosen, whatever it is offered (SwiftUI's `fixedSize`):
/// it is offered nothing there, so text keeps its one line (horizontal) or its full height
/// (vertical), even where that overflows the parent. It is centred on the room it is placed in.
@MainActor public final class IdealSize: View, WrappingLayout {
  /// The view kept at its ideal size.
  public let content: View
  /// Whether the width is the view's ideal.
  public var horizontal: Bool { didSet { if horizontal != oldValue { setNeedsLayout() } } }
  /// Whether the height is the view's ideal.
  public var vertical: Bool { didSet { if vertical != oldValue { setNeedsLayout() } } }

  /// `content` at its ideal width and/or height.
  public init(_ content: View, horizontal: Bool = true, vertical: Bool = true) {
    self.content = content
    self.horizontal = horizontal
    self.vertical = vertical
    super.init()
    addSubview(content)
  }

  private func ideal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.measure(ideal(proposal), context: context)
  }

  /// Where the content goes in `size`, placed with `proposal` (what the view was offered).
  private func contentFrame(in size: Size, proposal: ProposedSize, context: LayoutContext) -> (
    Rect, ProposedSize
  ) {
    let offered = ideal(proposal)
    let child = content.measure(offered, context: context)
    let frame = Rect(
      x: (size.width - child.width) / 2, y: (size.height - child.height) / 2, width: child.width,
      height: child.height)
    return (frame, offered)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let (frame, offered) = contentFrame(in: bounds.size, proposal: placementProposal, context: context)
    content.place(in: frame, proposal: offered, context: context)
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    let (frame, _) = contentFrame(in: size, proposal: alignmentProposal(at: size), context: context)
    return content.explicitAlignment(of: guide, in: frame.size, context: context).map {
      $0 + (guide.axis == .horizontal ? frame.minX : frame.minY)
    }
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing { content.spacing(context: context) }

  public override var siblingTraitsSource: View? { content }
}
