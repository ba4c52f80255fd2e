import Geometry

/// Lays its visible subviews out in a row (horizontal) or a column (vertical).
///
/// Along the axis (distribution):
/// - `fill`: each view gets its ideal length. Left-over space is shared equally by the views that
///   stretch (`Spacer`, `ScrollView`, `ListView`, or any view whose `stretches` is true); when
///   none does, it stays empty after the last view. When the views do not fit, the views that
///   stretch give first (they scroll), then each view is shrunk in proportion to how much it can
///   give (ideal minus minimum length: text wraps); as a last resort, views that can be squeezed
///   (text, breaking words) share what is still missing; what cannot overflows.
/// - `fillEqually`: every view gets the same length.
/// - `equalSpacing`: views keep their ideal lengths and the left-over space is shared between
///   them as gaps (never less than `spacing`).
///
/// Across the axis (alignment): `start` (top of a row, leading edge of a column), `center`, `end`,
/// or `fill` (every view as wide, or as tall, as the stack).
///
/// Hidden views take no room and no spacing. Spacing is a `ScaledMetric`: it grows with the text.
@MainActor open class Stack: View {
  public enum Distribution: String, Hashable, Sendable { case fill, fillEqually, equalSpacing }
  public enum Alignment: String, Hashable, Sendable { case start, center, end, fill }

  public var axis: Axis { didSet { if axis != oldValue { setNeedsLayout() } } }
  public var spacing: ScaledMetric { didSet { if spacing != oldValue { setNeedsLayout() } } }
  public var alignment: Alignment { didSet { if alignment != oldValue { setNeedsLayout() } } }
  public var distribution: Distribution { didSet { if distribution != oldValue { setNeedsLayout() } } }

  public init(
    _ axis: Axis, spacing: ScaledMetric = 8, alignment: Alignment = .fill, distribution: Distribution = .fill,
    _ views: [View] = []
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.distribution = distribution
    super.init()
    for view in views { addSubview(view) }
  }

  private func proposal(main: Double?, cross: Double?) -> ProposedSize {
    axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }

  /// The length of each visible view along the axis for `available` length (nil: ideal), with
  /// each view's ideal size when it was measured (a view that keeps its ideal length need not be
  /// measured again for its cross length).
  private func lengths(
    _ views: [View], available: Double?, cross: Double?, context: LayoutContext
  ) -> (lengths: [Double], ideal: [Size]?) {
    guard !views.isEmpty else { return ([], nil) }
    let gaps = spacing.value(for: traits) * Double(views.count - 1)
    let room = available.flatMap { $0.isFinite ? max(0, $0 - gaps) : nil }
    if distribution == .fillEqually, let room {
      return (Array(repeating: room / Double(views.count), count: views.count), nil)
    }
    let idealSizes = views.map { $0.measure(proposal(main: nil, cross: cross), context: context) }
    let ideal = idealSizes.map { $0[axis] }
    if distribution == .fillEqually {
      return (Array(repeating: ideal.max() ?? 0, count: views.count), nil)
    }
    guard let room else { return (ideal, idealSizes) }
    let total = ideal.reduce(0, +)
    if total <= room {
      guard distribution == .fill else { return (ideal, idealSizes) }
      var lengths = ideal
      let receivers = views.indices.filter { views[$0].stretches }
      for index in receivers { lengths[index] += (room - total) / Double(receivers.count) }
      return (lengths, idealSizes)
    }
    // Too long. Views that stretch (scrolling views) give first, down to their minimum; then every
    // view gives in proportion to what it can (ideal minus minimum length: text wraps).
    let minimum = views.map { $0.measure(proposal(main: 0, cross: cross), context: context)[axis] }
    var lengths = ideal
    var deficit = total - room
    for index in views.indices where views[index].stretches && deficit > 0 {
      let give = min(deficit, max(0, ideal[index] - minimum[index]))
      lengths[index] -= give
      deficit -= give
    }
    guard deficit > 0 else { return (lengths, idealSizes) }
    let give = zip(lengths, minimum).map { max(0, $0 - $1) }
    let canGive = give.reduce(0, +)
    if canGive > 0 {
      let share = min(1, deficit / canGive)
      lengths = zip(lengths, give).map { $0 - $1 * share }
      deficit -= canGive * share
    }
    // Still too long: views that can (text) go below their minimum, sharing what is left in
    // proportion to their lengths, so that nothing leaves the screen.
    let squeezable = views.indices.filter { views[$0].isSqueezable && lengths[$0] > 0 }
    let squeezableLength = squeezable.map { lengths[$0] }.reduce(0, +)
    // (Not when asked for a minimum: a minimum is what fits without squeezing.)
    if deficit > 0.01, squeezableLength > 0, room > 0 {
      let share = min(1, deficit / squeezableLength)
      for index in squeezable { lengths[index] -= lengths[index] * share }
    }
    return (lengths, idealSizes)
  }

  /// The cross length of a view given `length` along the axis.
  private func crossLength(
    of view: View, index: Int, length: Double, ideal: [Size]?, cross: Double?, context: LayoutContext
  ) -> Double {
    if let ideal, ideal[index][axis] == length { return ideal[index][axis.perpendicular] }
    return view.measure(proposal(main: length, cross: cross), context: context)[axis.perpendicular]
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let views = subviews.filter(\.isVisible)
    guard !views.isEmpty else { return .zero }
    let available = proposal[axis]
    let cross = proposal[axis.perpendicular]
    let (lengths, ideal) = lengths(views, available: available, cross: cross, context: context)
    var crossLength = 0.0
    for (index, view) in views.enumerated() {
      crossLength = max(
        crossLength,
        self.crossLength(
          of: view, index: index, length: lengths[index], ideal: ideal, cross: cross, context: context))
    }
    if alignment == .fill, let cross, cross.isFinite { crossLength = max(crossLength, cross) }
    var mainLength = lengths.reduce(0, +) + spacing.value(for: traits) * Double(views.count - 1)
    if let available, available.isFinite, distribution == .equalSpacing || views.contains(where: \.stretches)
    {
      mainLength = max(mainLength, available)
    }
    var size = Size.zero
    size[axis] = mainLength
    size[axis.perpendicular] = crossLength
    return size
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let views = subviews.filter(\.isVisible)
    guard !views.isEmpty else { return }
    let available = bounds.size[axis]
    let cross = bounds.size[axis.perpendicular]
    let (lengths, ideal) = lengths(views, available: available, cross: cross, context: context)
    var gap = spacing.value(for: traits)
    if distribution == .equalSpacing, views.count > 1 {
      gap = max(gap, (available - lengths.reduce(0, +)) / Double(views.count - 1))
    }
    var position = 0.0
    for (index, view) in views.enumerated() {
      let length = lengths[index]
      let crossLength =
        alignment == .fill
        ? cross
        : min(
          cross,
          self.crossLength(
            of: view, index: index, length: length, ideal: ideal, cross: cross, context: context))
      let offset: Double =
        switch alignment {
        case .start, .fill: 0
        case .center: (cross - crossLength) / 2
        case .end: cross - crossLength
        }
      let frame =
        axis == .horizontal
        ? Rect(x: position, y: offset, width: length, height: crossLength)
        : Rect(x: offset, y: position, width: crossLength, height: length)
      view.place(in: mirroredIfNeeded(frame, in: bounds), context: context)
      position += length + gap
    }
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .stack) }
}

/// A stack whose axis and alignment follow the traits: by default a row below the accessibility
/// sizes and a column from AX1 (the case study's product row, whose photo moves above the name).
@MainActor public final class AdaptiveStack: Stack {
  /// Chooses the axis for the current traits.
  public var axisRule: @MainActor (Traits) -> Axis { didSet { apply() } }
  public var horizontalAlignment: Alignment { didSet { apply() } }
  public var verticalAlignment: Alignment { didSet { apply() } }

  public init(
    spacing: ScaledMetric = 8, horizontalAlignment: Alignment = .center, verticalAlignment: Alignment = .fill,
    axisRule: @escaping @MainActor (Traits) -> Axis = {
      $0.isAccessibilityCategory ? .vertical : .horizontal
    },
    _ views: [View] = []
  ) {
    self.axisRule = axisRule
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    super.init(.horizontal, spacing: spacing, alignment: horizontalAlignment, distribution: .fill, views)
    apply()
  }

  public override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    apply()
  }

  private func apply() {
    axis = axisRule(traits)
    alignment = axis == .horizontal ? horizontalAlignment : verticalAlignment
  }
}
