import Geometry

/// One view in a frame of fixed width and/or height (SwiftUI's `frame(width:height:)`): the axis
/// given is that length whatever the content wants; the other follows the content. The content is
/// offered the fixed lengths and placed at the top leading corner.
@MainActor public final class FixedFrame: View {
  public let content: View
  public var width: Double? { didSet { setNeedsLayout() } }
  public var height: Double? { didSet { setNeedsLayout() } }

  public init(_ content: View, width: Double? = nil, height: Double? = nil) {
    self.content = content
    self.width = width.flatMap { $0.isFinite ? max(0, $0) : nil }
    self.height = height.flatMap { $0.isFinite ? max(0, $0) : nil }
    super.init()
    addSubview(content)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let offered = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    let size = content.measure(offered, context: context)
    return Size(width: width ?? size.width, height: height ?? size.height)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let size = content.measure(
      ProposedSize(width: bounds.width, height: height ?? bounds.height), context: context)
    content.place(
      in: mirroredIfNeeded(
        Rect(x: 0, y: 0, width: width ?? bounds.width, height: height ?? size.height), in: bounds),
      context: context)
  }
}
