import Geometry

/// One view that reaches under the screen's bars where it touches the safe area's edge (SwiftUI's
/// `ignoresSafeArea`): laid out as if it did not, it is drawn taller by the bar's height at the
/// top and/or the bottom, so that a background runs under the status bar and the home indicator
/// while the content beside it stays clear.
@MainActor public final class SafeAreaExtension: View, WrappingLayout {
  /// The view.
  public let content: View
  /// Whether it reaches under the top bar.
  public var top: Bool { didSet { if top != oldValue { setNeedsLayout() } } }
  /// Whether it reaches under the bottom one.
  public var bottom: Bool { didSet { if bottom != oldValue { setNeedsLayout() } } }

  /// `content`, reaching under the bars on the edges given.
  public init(_ content: View, top: Bool = true, bottom: Bool = true) {
    self.content = content
    self.top = top
    self.bottom = bottom
    super.init()
    addSubview(content)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.measure(proposal, context: context)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    var frame = bounds
    if let safe = screen?.safeArea {
      let onScreen = frameOnScreen
      let insets = context.safeAreaInsets
      if top, abs(onScreen.minY - safe.minY) < 0.5 {
        frame = Rect(
          x: frame.minX, y: frame.minY - insets.top, width: frame.width, height: frame.height + insets.top)
      }
      if bottom, abs(onScreen.maxY - safe.maxY) < 0.5 {
        frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + insets.bottom)
      }
    }
    content.place(in: frame, proposal: frame == bounds ? placementProposal : nil, context: context)
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    content.explicitAlignment(of: guide, in: size, context: context)
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing { content.spacing(context: context) }

  public override var siblingTraitsSource: View? { content }
}
