import Geometry

/// Empty space that takes what a stack has left over along its axis, at least `minLength`.
/// Outside a stack it takes what it is offered.
@MainActor public final class Spacer: View {
  /// The least length the spacer takes along its stack's axis, in points.
  public var minLength: Double { didSet { setNeedsLayout() } }

  /// Empty space that takes at least `minLength` points and grows to fill its stack.
  public init(minLength: Double = 0) {
    self.minLength = minLength.isFinite ? max(0, minLength) : 0
    super.init()
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let size = proposal.replacingUnspecified(with: Size(width: minLength, height: minLength))
    return Size(
      width: size.width.isFinite ? max(size.width, minLength) : minLength,
      height: size.height.isFinite ? max(size.height, minLength) : minLength)
  }

  public override var stretches: Bool { true }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .spacer) }
}
