import Geometry

/// A layout of your own, given as functions (what SwiftUI's `Layout` protocol runs on): how large
/// the subviews make it for a proposal, and where they go. The functions get the visible subviews
/// in order; they measure subviews with `measure` and place them with `place(in:proposal:)`.
@MainActor public final class CustomLayout: View {
  /// The functions of a layout.
  public struct Algorithm {
    /// The size for a proposal.
    public var sizeThatFits: @MainActor (ProposedSize, [View], LayoutContext) -> Size
    /// Places the subviews in the bounds, for the proposal the layout was measured with.
    public var placeSubviews: @MainActor (Rect, ProposedSize, [View], LayoutContext) -> Void
    /// The layout's explicit value of a guide at a size, if any.
    public var explicitAlignment:
      @MainActor (AlignmentGuide, Rect, ProposedSize, [View], LayoutContext) -> Double?
    /// The layout's spacing preferences.
    public var spacing: @MainActor ([View], LayoutContext) -> ViewSpacing

    /// A layout of these functions; with no alignment function it gives no explicit value, with
    /// no spacing function it prefers what a plain view does.
    public init(
      sizeThatFits: @escaping @MainActor (ProposedSize, [View], LayoutContext) -> Size,
      placeSubviews: @escaping @MainActor (Rect, ProposedSize, [View], LayoutContext) -> Void,
      explicitAlignment:
        @escaping @MainActor (AlignmentGuide, Rect, ProposedSize, [View], LayoutContext) -> Double? = {
          _, _, _, _, _ in nil
        },
      spacing: @escaping @MainActor ([View], LayoutContext) -> ViewSpacing = { _, _ in .standard }
    ) {
      self.sizeThatFits = sizeThatFits
      self.placeSubviews = placeSubviews
      self.explicitAlignment = explicitAlignment
      self.spacing = spacing
    }
  }

  /// The layout's functions; setting them lays the subviews out again.
  public var algorithm: Algorithm { didSet { setNeedsLayout() } }

  /// A layout of `views` by `algorithm`.
  public init(_ algorithm: Algorithm, _ views: [View] = []) {
    self.algorithm = algorithm
    super.init()
    for view in views { addSubview(view) }
  }

  private var visible: [View] { subviews.filter(\.isVisible) }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    algorithm.sizeThatFits(proposal, visible, context)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    algorithm.placeSubviews(bounds, placementProposal, visible, context)
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    algorithm.explicitAlignment(
      guide, Rect(origin: .zero, size: size), alignmentProposal(at: size), visible, context)
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing { algorithm.spacing(visible, context) }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}
