import Geometry

/// One view in a frame of fixed width and/or height (SwiftUI's `frame(width:height:alignment:)`):
/// the axis given is that length whatever the content wants; the other follows the content. The
/// content is offered the fixed lengths and, by default, stretched to the frame; with another
/// `alignment` it keeps its own size where that is smaller and is placed by it (leading and
/// trailing follow the layout direction).
@MainActor public final class FixedFrame: View {
  /// Where content smaller than its frame sits, on each axis.
  public struct Alignment: Hashable, Sendable {
    /// Where the content sits across the width.
    public var horizontal: Stack.Alignment
    /// Where the content sits across the height.
    public var vertical: Stack.Alignment

    /// An alignment from its horizontal and vertical parts.
    public init(horizontal: Stack.Alignment, vertical: Stack.Alignment) {
      self.horizontal = horizontal
      self.vertical = vertical
    }

    /// In the top-leading corner.
    public static let topLeading = Alignment(horizontal: .start, vertical: .start)
    /// At the top, centred across.
    public static let top = Alignment(horizontal: .center, vertical: .start)
    /// At the leading edge, centred down.
    public static let leading = Alignment(horizontal: .start, vertical: .center)
    /// In the middle.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the trailing edge, centred down.
    public static let trailing = Alignment(horizontal: .end, vertical: .center)
    /// At the bottom, centred across.
    public static let bottom = Alignment(horizontal: .center, vertical: .end)
    /// The content stretched to the frame on both axes.
    public static let fill = Alignment(horizontal: .fill, vertical: .fill)

    /// Where content of `size` goes in `bounds` (before mirroring): stretched on a `fill` axis,
    /// else its own length (at most the bounds') at the start, centre or end.
    public func frame(of size: Size, in bounds: Rect) -> Rect {
      func place(_ length: Double, _ room: Double, _ alignment: Stack.Alignment) -> (Double, Double) {
        guard alignment != .fill else { return (0, room) }
        let kept = min(length, room)
        let free = max(0, room - kept)
        return (alignment == .center ? free / 2 : alignment == .end ? free : 0, kept)
      }
      let (x, width) = place(size.width, bounds.width, horizontal)
      let (y, height) = place(size.height, bounds.height, vertical)
      return Rect(x: x, y: y, width: width, height: height)
    }
  }

  /// The view the frame holds.
  public let content: View
  /// The fixed width in points, or nil to take the content's.
  public var width: Double? { didSet { setNeedsLayout() } }
  /// The fixed height in points, or nil to take the content's.
  public var height: Double? { didSet { setNeedsLayout() } }
  /// Where the content sits within the frame.
  public var alignment: Alignment { didSet { setNeedsLayout() } }

  /// Stretched by default (SwiftUI centres: pass `.center` for its behaviour).
  public init(_ content: View, width: Double? = nil, height: Double? = nil, alignment: Alignment = .fill) {
    self.content = content
    self.width = width.flatMap { $0.isFinite ? max(0, $0) : nil }
    self.height = height.flatMap { $0.isFinite ? max(0, $0) : nil }
    self.alignment = alignment
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
    let frame = alignment.frame(of: size, in: bounds)
    content.place(in: mirroredIfNeeded(frame, in: bounds), context: context)
  }
}
