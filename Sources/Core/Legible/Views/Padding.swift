import DynamicType
import Geometry

/// One view inset by margins that can grow with the text (`ScaledInsets`); leading and trailing
/// follow the layout direction.
@MainActor public final class Padding: View {
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
    content.place(in: mirroredIfNeeded(inner, in: bounds), context: context)
  }
}
