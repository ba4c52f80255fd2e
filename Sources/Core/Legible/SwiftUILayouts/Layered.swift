import Geometry

/// A view with others drawn behind and in front of it (SwiftUI's `background` and `overlay`): the
/// base view decides the size; every layer is offered the base's size and placed on it by the
/// alignment (centred by default), keeping its own size, so a larger layer overflows.
@MainActor public final class Layered: View, WrappingLayout {
  /// The view that decides the size.
  public let base: View
  /// Where layers sit on the base, horizontally.
  public var horizontalAlignment: AlignmentGuide {
    didSet { if horizontalAlignment != oldValue { setNeedsLayout() } }
  }
  /// Where layers sit on the base, vertically.
  public var verticalAlignment: AlignmentGuide {
    didSet { if verticalAlignment != oldValue { setNeedsLayout() } }
  }
  /// How many subviews, from the first, are drawn behind the base.
  public private(set) var behindCount: Int

  /// `base` with `behind` drawn under it and `inFront` over it, placed by the two guides.
  public init(
    _ base: View, behind: [View] = [], inFront: [View] = [], horizontal: AlignmentGuide = .horizontalCenter,
    vertical: AlignmentGuide = .verticalCenter
  ) {
    self.base = base
    horizontalAlignment = horizontal
    verticalAlignment = vertical
    behindCount = behind.count
    Self.mark(behind: behind, inFront: inFront)
    super.init()
    for view in behind + [base] + inFront { addSubview(view) }
  }

  /// Marks the layers behind as backdrops (what lies over them lies there by design).
  private static func mark(behind: [View], inFront: [View]) {
    for view in behind { view.isBackdrop = true }
    for view in inFront { view.isBackdrop = false }
  }

  /// The layers behind the base, back to front.
  public var behind: [View] { Array(subviews.prefix(behindCount)) }
  /// The layers in front of the base, back to front.
  public var inFront: [View] { Array(subviews.dropFirst(behindCount + 1)) }

  /// Replaces the layers, keeping the base.
  public func setLayers(behind: [View], inFront: [View]) {
    guard
      behind.map(ObjectIdentifier.init) != self.behind.map(ObjectIdentifier.init)
        || inFront.map(ObjectIdentifier.init) != self.inFront.map(ObjectIdentifier.init)
    else { return }
    behindCount = behind.count
    Self.mark(behind: behind, inFront: inFront)
    setSubviews(behind + [base] + inFront)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    base.measure(proposal, context: context)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    base.place(in: bounds, proposal: placementProposal, context: context)
    let offered = ProposedSize(bounds.size)
    let room = Dimensions(size: bounds.size)
    for layer in subviews where layer !== base {
      let size = layer.measure(offered, context: context)
      let dimensions = layer.dimensions(size, context: context)
      let x = room[horizontalAlignment] - dimensions[horizontalAlignment]
      let y = room[verticalAlignment] - dimensions[verticalAlignment]
      let frame = Rect(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, width: size.width, height: size.height)
      layer.place(in: mirroredIfNeeded(frame, in: bounds), proposal: offered, context: context)
    }
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    base.explicitAlignment(of: guide, in: size, context: context)
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing { base.spacing(context: context) }

  public override var siblingTraitsSource: View? { base }
}

/// Views on top of each other by SwiftUI's rules (`ZStack`): each is offered what the stack is
/// offered; the stack is as large as the largest (of those with the highest layout priority); all
/// are lined up on the alignment (centred by default) and keep their own size.
@MainActor public final class LayeredStack: View {
  /// Where the views line up horizontally.
  public var horizontalAlignment: AlignmentGuide {
    didSet { if horizontalAlignment != oldValue { setNeedsLayout() } }
  }
  /// Where the views line up vertically.
  public var verticalAlignment: AlignmentGuide {
    didSet { if verticalAlignment != oldValue { setNeedsLayout() } }
  }

  /// `views`, back to front, lined up by the two guides.
  public init(
    horizontal: AlignmentGuide = .horizontalCenter, vertical: AlignmentGuide = .verticalCenter,
    _ views: [View] = []
  ) {
    horizontalAlignment = horizontal
    verticalAlignment = vertical
    super.init()
    for view in views { addSubview(view) }
  }

  private var sizing: [View] {
    let visible = subviews.filter(\.isVisible)
    let top = visible.map(\.resolvedLayoutPriority).max() ?? 0
    return visible.filter { $0.resolvedLayoutPriority == top }
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    sizing.reduce(Size.zero) { size, view in
      let child = view.measure(proposal, context: context)
      return Size(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }

  private func frames(in size: Size, context: LayoutContext) -> [(View, Rect)] {
    let offered = ProposedSize(size)
    let leaders = Set(sizing.map(ObjectIdentifier.init))
    var anchor = Point(x: -Double.infinity, y: -Double.infinity)
    var placed: [(View, Size, Dimensions)] = []
    for view in subviews where view.isVisible {
      let child = view.measure(offered, context: context)
      let dimensions = view.dimensions(child, context: context)
      placed.append((view, child, dimensions))
      if leaders.contains(ObjectIdentifier(view)) {
        anchor.x = max(anchor.x, dimensions[horizontalAlignment])
        anchor.y = max(anchor.y, dimensions[verticalAlignment])
      }
    }
    return placed.map { view, child, dimensions in
      let x = anchor.x - dimensions[horizontalAlignment]
      let y = anchor.y - dimensions[verticalAlignment]
      return (
        view, Rect(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, width: child.width, height: child.height)
      )
    }
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let offered = ProposedSize(bounds.size)
    for (view, frame) in frames(in: bounds.size, context: context) {
      view.place(in: mirroredIfNeeded(frame, in: bounds), proposal: offered, context: context)
    }
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    guard guide.combination != .none else { return nil }
    return guide.combine(
      frames(in: size, context: context).map { view, frame in
        view.explicitAlignment(of: guide, in: frame.size, context: context).map {
          $0 + (guide.axis == .horizontal ? frame.minX : frame.minY)
        }
      })
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing {
    var result = ViewSpacing.none
    for view in sizing {
      result.incorporate(view.spacing(context: context), on: Set(ViewSpacing.Edge.allCases))
    }
    return result
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}

/// One view with explicit values for some alignment guides (SwiftUI's `alignmentGuide(_:computeValue:)`),
/// each computed from the view's dimensions; the view is laid out as it would be without them.
@MainActor public final class AlignmentOverride: View, WrappingLayout {
  /// The view.
  public let content: View
  /// The values, by guide.
  public var values: [AlignmentGuide: @MainActor (Dimensions) -> Double] { didSet { setNeedsLayout() } }

  /// `content` with `values` for its guides.
  public init(_ content: View, values: [AlignmentGuide: @MainActor (Dimensions) -> Double]) {
    self.content = content
    self.values = values
    super.init()
    addSubview(content)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.measure(proposal, context: context)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    content.place(in: bounds, proposal: placementProposal, context: context)
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    guard let value = values[guide] else {
      return content.explicitAlignment(of: guide, in: size, context: context)
    }
    return value(content.dimensions(size, context: context))
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing { content.spacing(context: context) }

  public override var siblingTraitsSource: View? { content }
}
