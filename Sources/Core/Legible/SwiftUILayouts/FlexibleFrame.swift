import Geometry

/// A frame around one view by SwiftUI's rules, in either of SwiftUI's two kinds:
///
/// - **fixed** (`frame(width:height:alignment:)`): the view is offered exactly the lengths given
///   (and what the frame is offered on an axis with none), and the frame is as long as given (or
///   as the view, on an axis with none);
/// - **flexible** (`frame(minWidth:idealWidth:maxWidth:…)`): what the frame is offered is clamped
///   to the limits before it is offered to the view (with no offer, the ideal length is offered);
///   the frame takes the offer clamped to its limits, or, where a limit is missing, the view's own
///   length clamped to the one it has. `maxWidth: .infinity` takes all it is offered.
///
/// The view keeps its own size inside: smaller, it is placed by `alignment`; larger, it overflows
/// the frame on both sides as the alignment says (centred, by default), as SwiftUI's does.
@MainActor public final class FlexibleFrame: View, WrappingLayout {
  /// The lengths of a frame.
  public enum Sizing: Hashable, Sendable {
    /// Exact lengths; nil leaves an axis to the view.
    case fixed(width: Double?, height: Double?)
    /// Limits: each nil where not given.
    case flexible(width: Limits, height: Limits)
  }

  /// The limits of a flexible frame on one axis. Negative and NaN limits are dropped; the ideal is
  /// at least the minimum and the maximum at least the ideal.
  public struct Limits: Hashable, Sendable {
    /// The least length.
    public var minimum: Double?
    /// The length offered when the frame is offered none.
    public var ideal: Double?
    /// The greatest length (infinity: all that is offered).
    public var maximum: Double?

    /// Limits on one axis.
    public init(minimum: Double? = nil, ideal: Double? = nil, maximum: Double? = nil) {
      let minimum = minimum.flatMap { $0.isNaN ? nil : Swift.max(0, Swift.min($0, .greatestFiniteMagnitude)) }
      let ideal = ideal.flatMap {
        $0.isNaN ? nil : Swift.max(minimum ?? 0, Swift.min($0, .greatestFiniteMagnitude))
      }
      let maximum = maximum.flatMap { $0.isNaN ? nil : Swift.max(ideal ?? minimum ?? 0, $0) }
      self.minimum = minimum
      self.ideal = ideal
      self.maximum = maximum
    }

    /// No limit.
    public static let none = Limits()

    var isEmpty: Bool { minimum == nil && ideal == nil && maximum == nil }

    func clamp(_ value: Double) -> Double {
      Swift.min(Swift.max(value, minimum ?? -.infinity), maximum ?? .infinity)
    }
  }

  /// The view framed.
  public let content: View
  /// The frame's lengths.
  public var sizing: Sizing { didSet { if sizing != oldValue { setNeedsLayout() } } }
  /// Where the view sits in the frame: the frame's guide meets the view's.
  public var horizontalAlignment: AlignmentGuide {
    didSet { if horizontalAlignment != oldValue { setNeedsLayout() } }
  }
  /// Where the view sits in the frame vertically.
  public var verticalAlignment: AlignmentGuide {
    didSet { if verticalAlignment != oldValue { setNeedsLayout() } }
  }

  /// `content` in a frame of `sizing`, placed by the two guides (centred by default).
  public init(
    _ content: View, _ sizing: Sizing, horizontal: AlignmentGuide = .horizontalCenter,
    vertical: AlignmentGuide = .verticalCenter
  ) {
    self.content = content
    self.sizing = Self.cleaned(sizing)
    horizontalAlignment = horizontal
    verticalAlignment = vertical
    super.init()
    addSubview(content)
  }

  private static func cleaned(_ sizing: Sizing) -> Sizing {
    func length(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? Swift.max(0, $0) : nil } }
    switch sizing {
    case .fixed(let width, let height): return .fixed(width: length(width), height: length(height))
    case .flexible: return sizing
    }
  }

  /// What the view is offered when the frame is offered `proposal`.
  private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    switch sizing {
    case .fixed(let width, let height):
      return ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    case .flexible(let width, let height):
      func offer(_ offered: Double?, _ limits: Limits) -> Double? {
        (offered ?? limits.ideal).map(limits.clamp)
      }
      return ProposedSize(width: offer(proposal.width, width), height: offer(proposal.height, height))
    }
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    switch sizing {
    case .fixed(let width?, let height?):
      return Size(width: width, height: height)
    case .fixed(let width, let height):
      let size = content.measure(contentProposal(proposal), context: context)
      return Size(width: width ?? size.width, height: height ?? size.height)
    case .flexible(let widthLimits, let heightLimits):
      func own(_ offered: Double?, _ limits: Limits) -> Double? {
        guard let offered else { return limits.ideal }
        guard let minimum = limits.minimum, let maximum = limits.maximum, minimum <= maximum else {
          return nil
        }
        return Swift.min(Swift.max(offered, minimum), maximum)
      }
      let width = own(proposal.width, widthLimits)
      let height = own(proposal.height, heightLimits)
      if let width, let height { return Size(width: width, height: height) }
      let offered = contentProposal(proposal)
      let size = content.measure(offered, context: context)
      func fit(_ own: Double?, _ length: Double, _ offer: Double?, _ limits: Limits) -> Double {
        if let own { return own }
        switch (limits.minimum, limits.maximum) {
        case (let minimum?, let maximum?) where minimum <= maximum:
          return Swift.min(Swift.max(minimum, length), maximum)
        case (let minimum?, nil): return Swift.max(Swift.min(offer ?? .infinity, length), minimum)
        case (nil, let maximum?): return Swift.min(Swift.max(offer ?? -.infinity, length), maximum)
        default: return length
        }
      }
      return Size(
        width: fit(width, size.width, offered.width, widthLimits),
        height: fit(height, size.height, offered.height, heightLimits))
    }
  }

  /// What the view is offered when the frame is placed at `size` for `proposal`: for a flexible
  /// frame, the frame's size, except on an axis the frame was offered nothing and that its view's
  /// own length decided (then nothing again, so that the view answers as it did).
  private func placingProposal(size: Size, proposal: ProposedSize) -> ProposedSize {
    switch sizing {
    case .fixed(let width, let height):
      return ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    case .flexible(let widthLimits, let heightLimits):
      func offer(_ axis: Axis, _ limits: Limits) -> Double? {
        let value = size[axis]
        guard limits.ideal == nil, proposal[axis] == nil, (limits.minimum ?? -.infinity) < value,
          value < (limits.maximum ?? .infinity)
        else { return value }
        return nil
      }
      return ProposedSize(width: offer(.horizontal, widthLimits), height: offer(.vertical, heightLimits))
    }
  }

  /// Where the view goes in a frame of `size` offered `proposal`, and what it is offered.
  private func contentPlacement(in size: Size, proposal: ProposedSize, context: LayoutContext) -> (
    Rect, ProposedSize
  ) {
    let offered = placingProposal(size: size, proposal: proposal)
    let childSize = content.measure(offered, context: context)
    let dimensions = content.dimensions(childSize, context: context)
    let frameDimensions = Dimensions(size: size)
    let x = frameDimensions[horizontalAlignment] - dimensions[horizontalAlignment]
    let y = frameDimensions[verticalAlignment] - dimensions[verticalAlignment]
    return (
      Rect(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, width: childSize.width, height: childSize.height),
      offered
    )
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let (frame, offered) = contentPlacement(in: bounds.size, proposal: placementProposal, context: context)
    content.place(in: mirroredIfNeeded(frame, in: bounds), proposal: offered, context: context)
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    let (placed, _) = contentPlacement(in: size, proposal: alignmentProposal(at: size), context: context)
    return content.explicitAlignment(of: guide, in: placed.size, context: context).map {
      $0 + (guide.axis == .horizontal ? placed.minX : placed.minY)
    }
  }

  public override var siblingTraitsSource: View? { content }

  public override func spacing(context: LayoutContext) -> ViewSpacing {
    var edges: Set<ViewSpacing.Edge> = []
    switch sizing {
    case .fixed(let width, let height):
      if width != nil { edges.formUnion([.leading, .trailing]) }
      if height != nil { edges.formUnion([.top, .bottom]) }
    case .flexible(let width, let height):
      if !width.isEmpty { edges.formUnion([.leading, .trailing]) }
      if !height.isEmpty { edges.formUnion([.top, .bottom]) }
    }
    return content.spacing(context: context).reset(edges)
  }
}
