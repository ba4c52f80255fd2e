import Geometry

/// Empty room by SwiftUI's rules (`Spacer`): along the stack it is in, it takes what is offered
/// but never less than its minimum length (8 points when none is given, SwiftUI's default), and
/// nothing across; outside a stack, the same on both axes. It is served after every other view of
/// its stack (its layout priority is the lowest there is), and no spacing is added next to it.
@MainActor public final class FlexibleSpacer: View {
  /// The least length it takes, or nil for the platform's default (8 points).
  public var minLength: Double? { didSet { if minLength != oldValue { setNeedsLayout() } } }

  /// The platform's least length for a spacer that names none.
  public static let defaultMinLength = 8.0

  /// A spacer that takes at least `minLength` points (nil: 8).
  public init(minLength: Double? = nil) {
    self.minLength = minLength.flatMap { $0.isFinite ? max(0, $0) : nil }
    super.init()
    layoutPriority = -.infinity
    isUserInteractionEnabled = false
  }

  /// The axis of the stack the spacer is in (through the wrappers a modifier puts around it), or
  /// nil outside a stack.
  var orientation: Axis? {
    var ancestor = superview
    while let view = ancestor {
      if let stack = view as? FlexibleStack { return stack.axis }
      guard view is any WrappingLayout else { return nil }
      ancestor = view.superview
    }
    return nil
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let least = minLength ?? Self.defaultMinLength
    func length(_ offered: Double?) -> Double { max(offered ?? -.infinity, least) }
    switch orientation {
    case .horizontal: return Size(width: length(proposal.width), height: 0)
    case .vertical: return Size(width: 0, height: length(proposal.height))
    case nil: return Size(width: length(proposal.width), height: length(proposal.height))
    }
  }

  public override func spacing(context: LayoutContext) -> ViewSpacing {
    switch orientation {
    case .horizontal: .exactly(0, on: [.leading, .trailing])
    case .vertical: .exactly(0, on: [.top, .bottom])
    case nil: .exactly(0, on: ViewSpacing.Edge.allCases)
    }
  }

  public override var stretches: Bool { true }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .spacer) }
}

/// A view that wraps one other and changes how it is laid out (a padding, a frame, a background):
/// a spacer inside it still belongs to the stack around it.
@MainActor public protocol WrappingLayout: View {}
