import Geometry

/// Shows one content view that may be longer than itself, scrolled along one axis by
/// `contentOffset`. Vertically (the default) the content is as wide as the scroll view and as tall
/// as it wants; horizontally, as tall as the scroll view and as wide as it wants. The scroll view
/// clips it. The offset is kept within the content (0 … content length − visible length). A pan
/// scrolls it (no inertia). When the traits change, the first visible subview of the content stays
/// first, at the same fraction of its length (scroll anchoring).
@MainActor public final class ScrollView: View {
  /// The view that scrolls.
  public let content: View
  public let axis: Axis
  /// How far the content is scrolled, in points from its start.
  public private(set) var contentOffset: Double = 0
  /// The content's length along the axis.
  public private(set) var contentHeight: Double = 0

  /// The pan that scrolls the content.
  public let panRecognizer = PanGestureRecognizer()
  private var panStart = 0.0
  private var anchor: (index: Int, fraction: Double)?

  /// A view scrolling `content` along `axis`.
  public init(_ content: View, axis: Axis = .vertical) {
    self.content = content
    self.axis = axis
    super.init()
    clipsToBounds = true
    addSubview(content)
    panRecognizer.action = { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      if pan.state == .began { self.panStart = self.contentOffset }
      self.scroll(to: self.panStart - (self.axis == .vertical ? pan.translation.y : pan.translation.x))
    }
    addGestureRecognizer(panRecognizer)
  }

  public override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    // Remember which part of the content is at the top.
    guard axis == .vertical, contentOffset > 0,
      let index = content.subviews.firstIndex(where: { $0.isVisible && $0.frame.maxY > contentOffset })
    else { return }
    let child = content.subviews[index].frame
    anchor = (index, child.height > 0 ? (contentOffset - child.minY) / child.height : 0)
  }

  /// Scrolls to `offset`, clamped to the content.
  public func scroll(to offset: Double) {
    let clamped = min(max(0, offset.isFinite ? offset : 0), maximumOffset)
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    setNeedsLayout()
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    // Along its axis a scroll view takes what it is offered (its content scrolls); across, it is as
    // thick as its content.
    if axis == .vertical {
      let ideal = content.measure(ProposedSize(width: proposal.width, height: nil), context: context)
      return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height).finiteOrZero
    }
    let ideal = content.measure(ProposedSize(width: nil, height: nil), context: context)
    return Size(width: proposal.width ?? ideal.width, height: ideal.height).finiteOrZero
  }

  /// Whether the content is as thick as the scroll view across its axis (UIKit's usual layout),
  /// or keeps its own thickness and is centred across (SwiftUI's `ScrollView`).
  public var contentFillsAcross = true { didSet { if contentFillsAcross != oldValue { setNeedsLayout() } } }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    var across = axis == .vertical ? bounds.width : bounds.height
    let proposal =
      axis == .vertical
      ? ProposedSize(width: bounds.width, height: nil) : ProposedSize(width: nil, height: bounds.height)
    func placeContent() {
      let room = axis == .vertical ? bounds.width : bounds.height
      let start = contentFillsAcross ? 0 : (room - across) / 2
      let frame =
        axis == .vertical
        ? Rect(x: start, y: -contentOffset, width: across, height: contentHeight)
        : Rect(x: -contentOffset, y: start, width: contentHeight, height: across)
      content.place(
        in: mirroredIfNeeded(frame, in: bounds), proposal: contentFillsAcross ? nil : proposal,
        context: context)
    }
    let size = content.measure(proposal, context: context)
    contentHeight = axis == .vertical ? size.height : size.width
    if !contentFillsAcross { across = axis == .vertical ? size.width : size.height }
    contentOffset = min(contentOffset, maximumOffset)
    placeContent()
    if let anchor, content.subviews.indices.contains(anchor.index) {
      self.anchor = nil
      let child = content.subviews[anchor.index].frame
      contentOffset = min(max(0, child.minY + anchor.fraction * child.height), maximumOffset)
      placeContent()
    }
  }

  public override var stretches: Bool { true }
  public override var scrollAxis: Axis? { axis }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .scrollView) }
}
