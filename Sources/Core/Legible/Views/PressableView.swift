import Geometry

/// A control whose look is the views inside it (SwiftUI's `Button` with a label of views, a
/// `Link`, a tappable row): as large as its content, which fills it; it takes touches on its
/// bounds only (a declarative button does not grow its touch area as a UIKit one does, and the
/// audit says so when it is small).
@MainActor public final class PressableView: Control {
  /// The role the snapshot gives it (a button, by default).
  public var role: Role = .button

  /// A control showing `content`.
  public init(_ content: View? = nil) {
    super.init()
    minimumHitSize = 0
    if let content { addSubview(content) }
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    subviews.first(where: \.isVisible)?.measure(proposal, context: context) ?? .zero
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    for view in subviews { view.place(in: bounds, proposal: placementProposal, context: context) }
  }

  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    subviews.first(where: \.isVisible)?.explicitAlignment(of: guide, in: size, context: context)
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing {
    subviews.first(where: \.isVisible)?.spacing(context: context) ?? .standard
  }

  /// The text inside, for the Large Content Viewer.
  public override var defaultLargeContentTitle: String? {
    func firstText(_ view: View) -> String? {
      if let label = view as? Label { return label.text }
      for subview in view.subviews { if let text = firstText(subview) { return text } }
      return nil
    }
    return firstText(self)
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: role, isInteractive: isEnabled, hitArea: hitArea)
  }
}

/// The root of a declarative screen, as `UIHostingController` places it: offered the safe area,
/// the root view takes the size it chooses and is centred in it (a lone text sits in the middle
/// of the screen; a view with `frame(maxWidth: .infinity, maxHeight: .infinity)` fills it).
@MainActor public final class HostingRoot: View {
  /// The root view.
  public private(set) var content: View?
  /// A proposal to give the content instead of the room the root is placed in, with the content
  /// placed at its top leading corner (a layout test's, or `sizeThatFits(in:)`'s); nil, the
  /// hosting controller's placement.
  public var fixedProposal: ProposedSize? { didSet { if fixedProposal != oldValue { setNeedsLayout() } } }

  /// Views of the description whose updates never settled and were stopped (see
  /// `UnsettledView`), each once.
  public var unsettledViews: [UnsettledView] = []

  /// An empty root.
  public override init() { super.init() }

  /// Makes `view` the content.
  public func setContent(_ view: View?) {
    guard view !== content else { return }
    content?.removeFromSuperview()
    content = view
    if let view { addSubview(view) }
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecified(with: content?.measure(proposal, context: context) ?? .zero)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    guard let content else { return }
    if let fixedProposal {
      let size = content.measure(fixedProposal, context: context)
      content.place(
        in: mirroredIfNeeded(Rect(origin: .zero, size: size), in: bounds), proposal: fixedProposal,
        context: context)
      return
    }
    let offered = ProposedSize(bounds.size)
    let size = content.measure(offered, context: context)
    let frame = Rect(
      x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
    content.place(in: frame, proposal: offered, context: context)
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}
