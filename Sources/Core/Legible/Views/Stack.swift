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
  /// How the length along the axis is shared among the arranged views (UIStackView's distribution).
  public enum Distribution: String, Hashable, Sendable {
    /// Each view gets the length it asks for; the room left over, or missing, is shared in
    /// proportion (by `View.layoutPriority` first).
    case fill
    /// Every view gets the same length.
    case fillEqually
    /// Views get the length they ask for, and the room left over goes between them.
    case equalSpacing
  }
  /// Where views sit across the axis.
  public enum Alignment: String, Hashable, Sendable {
    /// At the leading edge (of a column) or the top (of a row).
    case start
    /// Centred.
    case center
    /// At the trailing edge (of a column) or the bottom (of a row).
    case end
    /// Stretched across the whole stack.
    case fill
  }

  /// Whether the views are in a row (horizontal) or a column (vertical).
  @exclusivity(unchecked) public var axis: Axis { didSet { if axis != oldValue { setNeedsLayout() } } }
  /// The space between views.
  @exclusivity(unchecked) public var spacing: ScaledMetric {
    didSet { if spacing != oldValue { setNeedsLayout() } }
  }
  /// Where views sit across the axis.
  @exclusivity(unchecked) public var alignment: Alignment {
    didSet { if alignment != oldValue { setNeedsLayout() } }
  }
  /// How the length along the axis is shared.
  @exclusivity(unchecked) public var distribution: Distribution {
    didSet { if distribution != oldValue { setNeedsLayout() } }
  }
  /// Whether the stack takes the room left in a stack around it, as a spacer does (a low content
  /// hugging priority, in Auto Layout's terms), rather than only its ideal length. Off by default.
  @exclusivity(unchecked) public var expands = false {
    didSet { if expands != oldValue { setNeedsLayout() } }
  }

  open override var stretches: Bool { expands }

  /// A stack of `views` along `axis`.
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

  @exclusivity(unchecked) private var resolvedSpacing = ResolvedMetric<ScaledMetric>()

  /// The spacing at the current traits.
  private var gap: Double { resolvedSpacing.value(of: spacing, for: traits) }

  private func proposal(main: Double?, cross: Double?) -> ProposedSize {
    axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }

  /// One visible subview during a measure or place call: its index in the call's copy of
  /// `subviews`, its length along the axis, and its ideal size when that was measured (a view that
  /// keeps its ideal length need not be measured again for its cross length).
  private struct Slot {
    let index: Int
    var length = 0.0
    var minimum = 0.0
    var ideal: Size?
  }

  /// Storage for the slots, kept between calls so that a layout call allocates nothing. A call
  /// takes it (leaving it empty, so that a nested call on the same stack would make its own) and
  /// gives it back.
  private var spareSlots: [Slot] = []

  /// A slot for each visible view, in order.
  private func takeVisibleSlots(of views: [View]) -> [Slot] {
    var slots: [Slot] = []
    swap(&slots, &spareSlots)
    slots.removeAll(keepingCapacity: true)
    slots.reserveCapacity(views.count)
    for index in views.indices where views[index].isVisible { slots.append(Slot(index: index)) }
    return slots
  }

  /// Sets each slot's length along the axis for `available` length (nil: ideal), with `gap`
  /// between views.
  private func resolveLengths(
    _ slots: inout [Slot], of views: [View], available: Double?, cross: Double?, gap: Double,
    context: LayoutContext
  ) {
    let count = Double(slots.count)
    var room: Double?
    if let available, available.isFinite { room = max(0, available - gap * (count - 1)) }
    if distribution == .fillEqually, let room {
      for index in slots.indices { slots[index].length = room / count }
      return
    }
    var total = 0.0
    var longest = 0.0
    var stretching = 0.0
    let idealProposal = proposal(main: nil, cross: cross)
    for index in slots.indices {
      let ideal = views[slots[index].index].measure(idealProposal, context: context)
      slots[index].ideal = ideal
      slots[index].length = ideal[axis]
      total += ideal[axis]
      longest = max(longest, ideal[axis])
      if views[slots[index].index].stretches { stretching += 1 }
    }
    if distribution == .fillEqually {
      for index in slots.indices {
        slots[index].length = longest
        slots[index].ideal = nil
      }
      return
    }
    guard let room else { return }
    if total <= room {
      guard distribution == .fill, stretching > 0 else { return }
      for index in slots.indices where views[slots[index].index].stretches {
        slots[index].length += (room - total) / stretching
      }
      return
    }
    // Too long. Views that stretch (scrolling views) give first, down to their minimum; then every
    // view gives in proportion to what it can (ideal minus minimum length: text wraps).
    let minimumProposal = proposal(main: 0, cross: cross)
    var deficit = total - room
    for index in slots.indices {
      let slot = slots[index]
      slots[index].minimum = views[slot.index].measure(minimumProposal, context: context)[axis]
      if views[slot.index].stretches && deficit > 0 {
        let give = min(deficit, max(0, slot.length - slots[index].minimum))
        slots[index].length -= give
        deficit -= give
      }
    }
    guard deficit > 0 else { return }
    // Lowest layout priority first: a tier gives all it can before the next gives anything
    // (with every priority equal, as usual, all give together).
    var priority = slots.reduce(Double.infinity) { min($0, views[$1.index].layoutPriority) }
    while deficit > 0, priority.isFinite {
      var canGive = 0.0
      var next = Double.infinity
      for slot in slots {
        let slotPriority = views[slot.index].layoutPriority
        if slotPriority == priority { canGive += max(0, slot.length - slot.minimum) }
        if slotPriority > priority { next = min(next, slotPriority) }
      }
      if canGive > 0 {
        let share = min(1, deficit / canGive)
        for index in slots.indices where views[slots[index].index].layoutPriority == priority {
          slots[index].length -= max(0, slots[index].length - slots[index].minimum) * share
        }
        deficit -= canGive * share
      }
      priority = next
    }
    // Still too long: views that can (text) go below their minimum, sharing what is left in
    // proportion to their lengths, so that nothing leaves the screen.
    // (Not when asked for a minimum: a minimum is what fits without squeezing.)
    guard deficit > 0.01, room > 0 else { return }
    var squeezableLength = 0.0
    for slot in slots where slot.length > 0 && views[slot.index].isSqueezable {
      squeezableLength += slot.length
    }
    guard squeezableLength > 0 else { return }
    let share = min(1, deficit / squeezableLength)
    for index in slots.indices where slots[index].length > 0 && views[slots[index].index].isSqueezable {
      slots[index].length -= slots[index].length * share
    }
  }

  /// The cross length of a slot's view given its length along the axis.
  private func crossLength(of slot: Slot, in views: [View], cross: Double?, context: LayoutContext) -> Double
  {
    if let ideal = slot.ideal, ideal[axis] == slot.length { return ideal[axis.perpendicular] }
    return views[slot.index].measure(proposal(main: slot.length, cross: cross), context: context)[
      axis.perpendicular]
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let views = subviews
    var slots = takeVisibleSlots(of: views)
    defer { spareSlots = slots }
    guard !slots.isEmpty else { return .zero }
    let gap = self.gap
    let available = proposal[axis]
    let cross = proposal[axis.perpendicular]
    resolveLengths(&slots, of: views, available: available, cross: cross, gap: gap, context: context)
    var crossLength = 0.0
    var mainLength = gap * Double(slots.count - 1)
    var stretches = false
    for slot in slots {
      crossLength = max(crossLength, self.crossLength(of: slot, in: views, cross: cross, context: context))
      mainLength += slot.length
      stretches = stretches || views[slot.index].stretches
    }
    if alignment == .fill, let cross, cross.isFinite { crossLength = max(crossLength, cross) }
    if let available, available.isFinite, distribution == .equalSpacing || stretches {
      mainLength = max(mainLength, available)
    }
    var size = Size.zero
    size[axis] = mainLength
    size[axis.perpendicular] = crossLength
    return size
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let views = subviews
    var slots = takeVisibleSlots(of: views)
    defer { spareSlots = slots }
    guard !slots.isEmpty else { return }
    var gap = self.gap
    let available = bounds.size[axis]
    let cross = bounds.size[axis.perpendicular]
    resolveLengths(&slots, of: views, available: available, cross: cross, gap: gap, context: context)
    if distribution == .equalSpacing, slots.count > 1 {
      var total = 0.0
      for slot in slots { total += slot.length }
      gap = max(gap, (available - total) / Double(slots.count - 1))
    }
    var position = 0.0
    for slot in slots {
      let crossLength =
        alignment == .fill
        ? cross : min(cross, self.crossLength(of: slot, in: views, cross: cross, context: context))
      let offset: Double =
        switch alignment {
        case .start, .fill: 0
        case .center: (cross - crossLength) / 2
        case .end: cross - crossLength
        }
      let frame =
        axis == .horizontal
        ? Rect(x: position, y: offset, width: slot.length, height: crossLength)
        : Rect(x: offset, y: position, width: crossLength, height: slot.length)
      views[slot.index].place(in: mirroredIfNeeded(frame, in: bounds), context: context)
      position += slot.length + gap
    }
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .stack) }
}

/// A stack whose axis and alignment follow the traits: by default a row below the accessibility
/// sizes and a column from AX1 (the case study's product row, whose photo moves above the name).
@MainActor public final class AdaptiveStack: Stack {
  /// Chooses the axis for the current traits.
  @exclusivity(unchecked) public var axisRule: @MainActor (Traits) -> Axis { didSet { apply() } }
  /// How views sit across a column (when the stack is vertical).
  @exclusivity(unchecked) public var horizontalAlignment: Alignment { didSet { apply() } }
  /// How views sit across a row (when the stack is horizontal).
  @exclusivity(unchecked) public var verticalAlignment: Alignment { didSet { apply() } }

  /// A stack whose axis `axisRule` chooses from the traits (a row below the accessibility sizes, a column
  /// from AX1, by default). By default a row centres its views across it and a column stretches
  /// them to its width.
  public init(
    spacing: ScaledMetric = 8, horizontalAlignment: Alignment = .fill, verticalAlignment: Alignment = .center,
    axisRule: @escaping @MainActor (Traits) -> Axis = {
      $0.isAccessibilityCategory ? .vertical : .horizontal
    },
    _ views: [View] = []
  ) {
    self.axisRule = axisRule
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    super.init(.horizontal, spacing: spacing, alignment: verticalAlignment, distribution: .fill, views)
    apply()
  }

  public override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    apply()
  }

  private func apply() {
    axis = axisRule(traits)
    // A stack's alignment is across its axis: a row's is vertical, a column's horizontal.
    alignment = axis == .horizontal ? verticalAlignment : horizontalAlignment
  }
}
