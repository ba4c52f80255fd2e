import Geometry

/// Lays its visible subviews out in a row or a column by SwiftUI's rules (`HStack`, `VStack`),
/// where `Stack` keeps UIStackView's.
///
/// Along the axis, given a length to share:
/// 1. The spacing between each pair of neighbours is reserved: `spacing`, or, when nil, what the
///    two prefer (`View.spacing(context:)`: 8 points between most views, none next to a spacer,
///    text's own room next to text).
/// 2. Subviews are served by layout priority, highest first; each lower priority group keeps its
///    minimum length aside until its turn.
/// 3. Within a group, the least flexible subview is served first (flexibility: the range between
///    its length when offered nothing and when offered infinity). Each is offered an equal share of
///    what is left, takes what it wants of it, and the rest goes to the next. So a short label keeps
///    its one line beside a long one, which wraps.
///
/// With no length given (an ideal size), every subview takes its ideal length. Across the axis,
/// subviews are offered the stack's own cross length and lined up on `alignment` (a guide across
/// the axis: top, centre, bottom or a text baseline for a row; leading, centre or trailing for a
/// column); the stack is as thick as the lined-up subviews reach. Subviews keep the size they
/// chose: a stack too short for them overflows, it never squeezes a subview below what it answered.
/// Right-to-left layout mirrors the stack: a row runs from the right, a column's leading edge is its right.
@MainActor public final class FlexibleStack: View {
  /// Whether the subviews are in a row (horizontal) or a column (vertical).
  public var axis: Axis { didSet { if axis != oldValue { setNeedsLayout() } } }
  /// The guide the subviews line up on across the axis.
  public var alignment: AlignmentGuide { didSet { if alignment != oldValue { setNeedsLayout() } } }
  /// The room between neighbours in points, or nil for what each pair prefers.
  public var spacing: Double? { didSet { if spacing != oldValue { setNeedsLayout() } } }

  /// A stack of `views` along `axis`, lined up on `alignment` (the centre, by default), with
  /// `spacing` between them (nil: what each pair prefers).
  public init(_ axis: Axis, alignment: AlignmentGuide? = nil, spacing: Double? = nil, _ views: [View] = []) {
    self.axis = axis
    self.alignment = alignment ?? (axis == .horizontal ? .verticalCenter : .horizontalCenter)
    self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
    super.init()
    for view in views { addSubview(view) }
  }

  /// The length offered to find how long a subview can be: a billion points, for infinity (views
  /// answer finite lengths, so a view that takes all it is offered answers this).
  static let unbounded = 1e9

  /// One visible subview in a layout: where it is in `subviews`, its distance to the one before,
  /// and what it was given.
  private struct Child {
    let index: Int
    var distance = 0.0
    var minimum: Double?
    var maximum: Double?
    var proposal = ProposedSize.unspecified
    var size = Size.zero
    var origin = Point.zero
  }

  private struct Arrangement {
    var proposal: ProposedSize
    var children: [Child]
    var size: Size
  }

  /// The last arrangement worked out, for the proposal it was worked out for: measuring, placing
  /// and alignment queries ask for the same one.
  private var kept: Arrangement?

  override func measurementsCleared() { kept = nil }

  private func proposal(main: Double?, cross: Double?) -> ProposedSize {
    axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }

  /// The children with their sizes and positions for `proposal`.
  private func arrangement(for proposal: ProposedSize, context: LayoutContext) -> Arrangement {
    if let kept, kept.proposal == proposal { return kept }
    let views = subviews
    var children: [Child] = []
    children.reserveCapacity(views.count)
    var previous: ViewSpacing?
    for index in views.indices where views[index].isVisible {
      var child = Child(index: index)
      if let spacing {
        if !children.isEmpty { child.distance = spacing }
      } else {
        let preferences = views[index].spacing(context: context)
        if let previous { child.distance = previous.distance(to: preferences, along: axis) }
        previous = preferences
      }
      children.append(child)
    }
    var arrangement = Arrangement(proposal: proposal, children: children, size: .zero)
    guard !children.isEmpty else {
      kept = arrangement
      return arrangement
    }
    let cross = proposal[axis.perpendicular]
    if let main = proposal[axis] {
      share(main, among: &arrangement.children, cross: cross, views: views, context: context)
    } else {
      for index in arrangement.children.indices {
        let child = arrangement.children[index]
        let offer = self.proposal(main: nil, cross: cross)
        arrangement.children[index].proposal = offer
        arrangement.children[index].size = views[child.index].measure(offer, context: context)
      }
    }
    // Along the axis, one after another; across it, lined up on the guide, then moved so that
    // the one reaching furthest up (or leading) starts at 0.
    var position = 0.0
    var low = Double.infinity
    var high = -Double.infinity
    for index in arrangement.children.indices {
      let child = arrangement.children[index]
      let view = views[child.index]
      let guideValue = view.dimensions(child.size, context: context)[alignment]
      let start = position + child.distance
      let crossStart = -(guideValue.isFinite ? guideValue : 0)
      arrangement.children[index].origin =
        axis == .horizontal ? Point(x: start, y: crossStart) : Point(x: crossStart, y: start)
      position = start + child.size[axis]
      low = min(low, crossStart)
      high = max(high, crossStart + child.size[axis.perpendicular])
    }
    for index in arrangement.children.indices {
      if axis == .horizontal {
        arrangement.children[index].origin.y -= low
      } else {
        arrangement.children[index].origin.x -= low
      }
    }
    var size = Size.zero
    size[axis] = position
    size[axis.perpendicular] = max(0, high - low)
    arrangement.size = size
    kept = arrangement
    return arrangement
  }

  /// Shares `main` points along the axis among the children: by priority, least flexible first,
  /// an equal share of what is left each.
  private func share(
    _ main: Double, among children: inout [Child], cross: Double?, views: [View], context: LayoutContext
  ) {
    func length(_ child: Child, offered: Double) -> Double {
      views[child.index].measure(proposal(main: offered, cross: cross), context: context)[axis]
    }
    for index in children.indices {
      children[index].minimum = length(children[index], offered: 0)
      children[index].maximum = length(children[index], offered: Self.unbounded)
    }
    let priority = { (child: Child) in views[child.index].resolvedLayoutPriority }
    // Highest priority first; within a priority, least flexible first; otherwise in order.
    var order = Array(children.indices)
    func servedBefore(_ a: Int, _ b: Int) -> Bool {
      let (first, second) = (children[a], children[b])
      if priority(first) != priority(second) { return priority(first) > priority(second) }
      let (minA, maxA) = (first.minimum ?? 0, first.maximum ?? 0)
      let (minB, maxB) = (second.minimum ?? 0, second.maximum ?? 0)
      let rangeA = maxA - minA
      let rangeB = maxB - minB
      // Of two views that take any length, the one that needs more is served first.
      if rangeA == rangeB { return (rangeA == .infinity ? -minA : 0) < (rangeB == .infinity ? -minB : 0) }
      return rangeA < rangeB
    }
    // A stable insertion sort: subviews that compare equal keep their order.
    for i in 1..<max(1, order.count) {
      var j = i
      while j > 0, servedBefore(order[j], order[j - 1]) {
        order.swapAt(j, j - 1)
        j -= 1
      }
    }
    var available = main - children.reduce(0) { $0 + $1.distance }
    let firstPriority = priority(children[order[0]])
    for index in order where priority(children[index]) != firstPriority {
      available -= children[index].minimum ?? 0
    }
    var start = 0
    while start < order.count {
      let groupPriority = priority(children[order[start]])
      var end = start
      while end < order.count, priority(children[order[end]]) == groupPriority { end += 1 }
      if start > 0 {
        for index in order[start..<end] { available += children[index].minimum ?? 0 }
      }
      var remaining = end - start
      for index in order[start..<end] {
        let offer = max(0, available / Double(remaining))
        let proposal = self.proposal(main: offer, cross: cross)
        let size = views[children[index].index].measure(proposal, context: context)
        children[index].proposal = proposal
        children[index].size = size
        available -= size[axis]
        remaining -= 1
      }
      start = end
    }
  }

  /// The proposal the stack lays out again with when it is placed: what it was measured with,
  /// its own length across the axis where that was left open.
  private var placingProposal: ProposedSize {
    var proposal = placementProposal
    if proposal[axis.perpendicular] == nil { proposal[axis.perpendicular] = frame.size[axis.perpendicular] }
    return proposal
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    arrangement(for: proposal, context: context).size
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let arrangement = arrangement(for: placingProposal, context: context)
    let views = subviews
    for child in arrangement.children {
      let frame = Rect(origin: child.origin, size: child.size)
      views[child.index].place(
        in: mirroredIfNeeded(frame, in: bounds), proposal: child.proposal, context: context)
    }
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    guard guide.combination != .none else { return nil }
    let proposal = size == frame.size ? placingProposal : ProposedSize(size)
    let arrangement = arrangement(for: proposal, context: context)
    let views = subviews
    return guide.combine(
      arrangement.children.lazy.map { child in
        views[child.index].explicitAlignment(of: guide, in: child.size, context: context).map {
          $0 + (guide.axis == .horizontal ? child.origin.x : child.origin.y)
        }
      })
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing {
    let visible = subviews.filter(\.isVisible)
    guard let last = visible.indices.last else { return .exactly(0, on: ViewSpacing.Edge.allCases) }
    var result = ViewSpacing.none
    let sides: Set<ViewSpacing.Edge> = axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
    for (index, view) in visible.enumerated() {
      var edges = sides
      if index == 0 { edges.insert(axis == .horizontal ? .leading : .top) }
      if index == last { edges.insert(axis == .horizontal ? .trailing : .bottom) }
      result.incorporate(view.spacing(context: context), on: edges)
    }
    return result
  }

  public override var stretches: Bool { false }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .stack) }
}
