import Geometry

/// One view in a size of given proportions (SwiftUI's `aspectRatio(_:contentMode:)`,
/// `scaledToFit`, `scaledToFill`): offered a size, the view is offered the largest size of that
/// ratio inside it (`fit`) or the smallest around it (`fill`); offered one length, the other
/// follows from the ratio. With no ratio given, the view's ideal proportions.
@MainActor public final class AspectRatio: View, WrappingLayout {
  /// The view.
  public let content: View
  /// Width over height, or nil for the view's ideal proportions.
  public var ratio: Double? { didSet { if ratio != oldValue { setNeedsLayout() } } }
  /// Whether the view fills the offer (overflowing one axis) rather than fits inside it.
  public var fills: Bool { didSet { if fills != oldValue { setNeedsLayout() } } }

  /// `content` kept at `ratio` (its own when nil), fitting or filling.
  public init(_ content: View, ratio: Double? = nil, fills: Bool = false) {
    self.content = content
    self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.fills = fills
    super.init()
    addSubview(content)
  }

  private func offer(_ proposal: ProposedSize, context: LayoutContext) -> ProposedSize {
    let ideal = content.measure(.unspecified, context: context)
    guard let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), ratio > 0 else {
      return proposal
    }
    switch (proposal.width, proposal.height) {
    case (nil, nil): return .unspecified
    case (let width?, nil): return ProposedSize(width: width, height: width / ratio)
    case (nil, let height?): return ProposedSize(width: height * ratio, height: height)
    case (let width?, let height?):
      guard width.isFinite || height.isFinite else { return proposal }
      // An unbounded length makes the offer wider (or taller) than any ratio: a fitting view is
      // then bounded by the other length.
      let wider = !width.isFinite || (height.isFinite && width / height > ratio)
      if wider != fills { return ProposedSize(width: height * ratio, height: height) }
      return ProposedSize(width: width, height: width / ratio)
    }
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.measure(offer(proposal, context: context), context: context)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let offered = offer(placementProposal, context: context)
    let size = content.measure(offered, context: context)
    let frame = Rect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
    content.place(in: frame, proposal: offered, context: context)
  }

  public override var siblingTraitsSource: View? { content }
}
