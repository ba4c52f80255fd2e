import Geometry

/// Shows the first of its candidates that fits, like SwiftUI's `ViewThatFits`: the first whose
/// ideal size fits the proposal on the constrained axes (both by default); when none fits, the
/// last. Only the chosen candidate is shown.
@MainActor public final class FirstThatFits: View {
  /// The axes on which a candidate must fit the offered size.
  public var axes: Set<Axis> { didSet { setNeedsLayout() } }
  /// The candidate shown after the last layout.
  public private(set) var chosenIndex = 0

  /// A container that shows the first of `candidates` whose ideal size fits on `axes`, or the last when none
  /// fits.
  public init(_ candidates: [View], in axes: Set<Axis> = [.horizontal, .vertical]) {
    self.axes = axes
    super.init()
    for candidate in candidates { addSubview(candidate) }
  }

  /// The candidate the rule picks for `proposal`.
  public func choice(for proposal: ProposedSize, context: LayoutContext) -> Int {
    let candidates = subviews.indices.filter { subviews[$0].isVisible }
    guard let last = candidates.last else { return 0 }
    for index in candidates {
      // Ideal size on the constrained axes; the offered length on the others.
      var ask = proposal
      for axis in axes { ask[axis] = nil }
      let ideal = subviews[index].measure(ask, context: context)
      let fits = axes.allSatisfy { axis in
        guard let offered = proposal[axis] else { return true }
        return ideal[axis] <= offered + Tolerance.layout
      }
      if fits { return index }
    }
    return last
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    guard !subviews.isEmpty else { return .zero }
    return subviews[choice(for: proposal, context: context)].measure(proposal, context: context)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    guard !subviews.isEmpty else { return }
    chosenIndex = choice(for: placementProposal, context: context)
    subviews[chosenIndex].place(in: bounds, proposal: placementProposal, context: context)
  }

  public override var snapshotSubviews: [View] {
    subviews.indices.contains(chosenIndex) ? [subviews[chosenIndex]] : []
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}
