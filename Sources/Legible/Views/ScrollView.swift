import Geometry

/// Shows one content view that may be taller than itself, scrolled vertically by `contentOffset`.
/// The content is as wide as the scroll view and as tall as it wants; the scroll view clips it.
/// The offset is kept within the content (0 … content height − visible height). A pan scrolls it
/// (no inertia). When the traits change, the first visible subview of the content stays first,
/// at the same fraction of its height (scroll anchoring).
@MainActor public final class ScrollView: View {
  public let content: View
  /// How far the content is scrolled, in points from its top.
  public private(set) var contentOffset: Double = 0
  public private(set) var contentHeight: Double = 0

  /// The pan that scrolls the content.
  public let panRecognizer = PanGestureRecognizer()
  private var panStart = 0.0
  private var anchor: (index: Int, fraction: Double)?

  public init(_ content: View) {
    self.content = content
    super.init()
    clipsToBounds = true
    addSubview(content)
    panRecognizer.action = { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      if pan.state == .began { self.panStart = self.contentOffset }
      self.scroll(to: self.panStart - pan.translation.y)
    }
    addGestureRecognizer(panRecognizer)
  }

  public override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    // Remember which part of the content is at the top.
    guard contentOffset > 0,
      let index = content.subviews.firstIndex(where: { $0.isVisible && $0.frame.maxY > contentOffset })
    else { return }
    let child = content.subviews[index].frame
    anchor = (index, child.height > 0 ? (contentOffset - child.minY) / child.height : 0)
  }

  /// The largest offset the content allows.
  public var maximumOffset: Double { max(0, contentHeight - bounds.height) }

  /// Scrolls to `offset`, clamped to the content.
  public func scroll(to offset: Double) {
    let clamped = min(max(0, offset.isFinite ? offset : 0), maximumOffset)
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    setNeedsLayout()
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let ideal = content.measure(ProposedSize(width: proposal.width, height: nil), context: context)
    return proposal.replacingUnspecified(with: ideal).finiteOrZero
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    contentHeight = content.measure(ProposedSize(width: bounds.width, height: nil), context: context).height
    contentOffset = min(contentOffset, maximumOffset)
    content.place(
      in: Rect(x: 0, y: -contentOffset, width: bounds.width, height: contentHeight), context: context)
    if let anchor, content.subviews.indices.contains(anchor.index) {
      self.anchor = nil
      let child = content.subviews[anchor.index].frame
      contentOffset = min(max(0, child.minY + anchor.fraction * child.height), maximumOffset)
      content.place(
        in: Rect(x: 0, y: -contentOffset, width: bounds.width, height: contentHeight), context: context)
    }
  }

  public override var stretches: Bool { true }
  public override var scrollsContent: Bool { true }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .scrollView) }
}
