import DynamicType
import Geometry

/// One view inset by margins that can grow with the text (`ScaledInsets`); leading and trailing
/// follow the layout direction.
@MainActor public final class Padding: View, WrappingLayout {
  /// The space around the content.
  @exclusivity(unchecked) public var insets: ScaledInsets { didSet { setNeedsLayout() } }
  /// The padded view.
  public let content: View
  @exclusivity(unchecked) private var resolvedInsets = ResolvedMetric<ScaledInsets>()

  /// `content` with `insets` around it.
  public init(_ content: View, insets: ScaledInsets) {
    self.content = content
    self.insets = insets
    super.init()
    addSubview(content)
  }

  /// `all` points on every side: fixed, or growing with `style`'s text when one is given.
  public convenience init(_ content: View, _ all: Double, relativeTo style: TextStyle? = nil) {
    self.init(content, insets: ScaledInsets(EdgeInsets(all: all), relativeTo: style))
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let edges = resolvedInsets.value(of: insets, for: traits)
    var inner = proposal
    if let width = proposal.width { inner[.horizontal] = width - edges.horizontal }
    if let height = proposal.height { inner[.vertical] = height - edges.vertical }
    let size = content.measure(inner, context: context)
    return Size(width: size.width + edges.horizontal, height: size.height + edges.vertical)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let edges = resolvedInsets.value(of: insets, for: traits)
    let inner = Rect(
      x: edges.leading, y: edges.top, width: max(0, bounds.width - edges.horizontal),
      height: max(0, bounds.height - edges.vertical))
    content.place(
      in: mirroredIfNeeded(inner, in: bounds), proposal: inset(placementProposal, edges), context: context)
  }

  /// `proposal` less the insets, never below zero (an axis left open stays open).
  private func inset(_ proposal: ProposedSize, _ edges: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max(0, $0 - edges.horizontal) },
      height: proposal.height.map { max(0, $0 - edges.vertical) })
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    let edges = resolvedInsets.value(of: insets, for: traits)
    let inner = Size(
      width: max(0, size.width - edges.horizontal), height: max(0, size.height - edges.vertical))
    return content.explicitAlignment(of: guide, in: inner, context: context).map {
      $0 + (guide.axis == .horizontal ? edges.leading : edges.top)
    }
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing {
    let edges = resolvedInsets.value(of: insets, for: traits)
    var padded: Set<ViewSpacing.Edge> = []
    if edges.top != 0 { padded.insert(.top) }
    if edges.bottom != 0 { padded.insert(.bottom) }
    if edges.leading != 0 { padded.insert(.leading) }
    if edges.trailing != 0 { padded.insert(.trailing) }
    return content.spacing(context: context).reset(padded)
  }

  public override var siblingTraitsSource: View? { content }
}
