// The layout protocol
// ===================
//
// Views form a tree owned by a `Screen`. A layout pass has two steps, both driven from the root by
// `Screen.layoutIfNeeded()`, after traits have been brought up to date:
//
// 1. Measure. A parent asks a child `measure(_:context:)` with a `ProposedSize`: on each axis nil
//    ("what is your ideal size?"), 0 ("how small can you be?"), infinity ("how large can you
//    be?") or a real length ("this much is offered"). The child answers with the size it wants.
//    It may answer a size larger than offered (text that cannot be broken); the parent decides what
//    to do with that (clip, scroll, overflow). Measuring has no side effects besides caches.
// 2. Place. The parent gives each child its frame with `place(in:context:)`; a child placed at a
//    new frame, or marked as needing layout, measures and places its own children in turn
//    (`placeSubviews(in:context:)`).
//
// Invariants
// - A view's answer depends only on the proposal, its own state, its traits and its subtree. So
//   answers are cached per proposal until something they depend on changes.
// - A change to a view (its content, its traits) calls `setNeedsLayout()`, which clears that view's
//   cached answers and those of its ancestors only. Other views keep their caches and, when placed
//   at an unchanged frame, are not laid out again. A tree given to a screen (as its root or
//   presented) starts with no cached answers, since it may have been measured elsewhere.
// - Answers are finite and never negative: `measure` replaces NaN, infinite or negative answers
//   from a view by zero, so one faulty custom view cannot poison its ancestors.
// - Hidden views (see `visibility`) measure as zero and take no room in stacks, but for views
//   hidden keeping their room (SwiftUI's `hidden()`), which are laid out and not drawn.
// - A parent may say what it proposed when it places a child (`place(in:proposal:)`): a layout
//   that shares room among its children places them as it measured them, as SwiftUI does.
// - Views line up by alignment guides (`explicitAlignment(of:in:context:)`, `Dimensions`) and keep
//   apart by spacing preferences (`spacing(context:)`, `ViewSpacing`), where a layout asks.
// - Frames are in the superview's coordinates, snapped to the pixel grid of the display scale.
// - Horizontal positions are decided in leading-to-trailing terms; right-to-left layout mirrors
//   them (`mirroredIfNeeded`).
//
// Glossary
// - ideal size: the answer to an unspecified proposal. For text, one line per paragraph.
// - minimum size: the answer to a zero proposal. For text, the width of the longest word.
// - effective traits: the traits a view sees after its own overrides and limits (`traits`).
// - relayout: a call of `placeSubviews`, counted in `statistics`.
//
// Views live on the main actor, so no two accesses to a view's state can overlap in time; the
// hot stored properties opt out of the runtime's exclusivity bookkeeping (`@exclusivity(unchecked)`),
// which was a fifth of the cost of a layout pass.

import Drawing
import DynamicType
import Geometry

/// A rectangle on screen that measures and places itself and its subviews, and changes with its
/// traits. Subclasses override `sizeThatFits` and `placeSubviews` (and `traitsDidChange`,
/// `snapshotContent`); the base class lays its subviews on top of each other, each filling it.
@MainActor open class View {
  /// An empty view with no subviews.
  public init() {}

  // MARK: Tree

  /// The subviews, back to front.
  @exclusivity(unchecked) public private(set) var subviews: [View] = []
  /// The view this one is a subview of. Not retained (the superview retains its subviews); a
  /// view that goes away clears it in its subviews, so it never points at a freed view. (A weak
  /// reference would give every container a side table and make each retain of it slower.)
  public var superview: View? { unretainedSuperview }
  nonisolated(unsafe) private unowned(unsafe) var unretainedSuperview: View?
  /// The screen showing this view (set on the root and found from any descendant).
  weak var owningScreen: Screen?

  /// The screen showing this view, or nil while it is not on one.
  public var screen: Screen? { owningScreen ?? superview?.screen }

  /// How many ancestors the view has.
  var depth: Int {
    var count = 0
    var parent = superview
    while let view = parent {
      count += 1
      parent = view.superview
    }
    return count
  }

  /// A name for tests, snapshots and audit findings.
  public var identifier: String?
  /// Where in the team's code the view was made, if known: findings about it, and about views
  /// inside it that know no place of their own, name this line.
  public var sourceLocation: CodeLocation?
  /// The calls of the team's own components that led to the view, innermost first, up to the
  /// preview: for a `Text` in an `OrderRow` listed by an `OrderList`, the line in `OrderList` that
  /// wrote `OrderRow(…)` (or the nearest view around it that knows its line), then the preview's.
  /// Empty when the view was made where it is shown.
  public var sourceCallers: [CodeLocation] = []

  /// Adds `view` in front of the other subviews, taking it from its previous superview.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (clamped), taking it from its previous superview.
  public func insertSubview(_ view: View, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.unretainedSuperview = self
    view.setNeedsTraitUpdate()
    setNeedsLayout()
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    unretainedSuperview = nil
    parent.setNeedsLayout()
  }

  /// Adds a subview during layout (rows coming into view): its traits are computed at once and
  /// nothing is invalidated, since the caller is placing it.
  package func adoptSubview(_ view: View) {
    view.detachFromSuperview()
    subviews.append(view)
    view.unretainedSuperview = self
    view.updateTraits(inherited: traits)
  }

  /// Removes a subview during layout, without invalidating anything.
  package func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    unretainedSuperview = nil
  }

  /// Replaces all subviews.
  public func setSubviews(_ views: [View]) {
    for view in subviews { view.unretainedSuperview = nil }
    subviews = []
    for view in views { addSubview(view) }
    setNeedsLayout()
  }

  // Views are made and dropped on the main actor, like every other use of them.
  deinit {
    for view in subviews { view.unretainedSuperview = nil }
  }

  // MARK: Traits

  /// The traits this view sees: its parent's, with this view's overrides and limits applied.
  @exclusivity(unchecked) public private(set) var traits: Traits = .default

  /// What this view changes about the traits it passes down.
  @exclusivity(unchecked) public var traitOverrides = TraitOverrides() {
    didSet {
      hasTraitOverrides = traitOverrides != TraitOverrides()
      if traitOverrides != oldValue { setNeedsTraitUpdate() }
    }
  }
  /// Whether `traitOverrides` changes anything (most views override nothing).
  @exclusivity(unchecked) private var hasTraitOverrides = false

  /// The categories this subtree allows (UIKit's minimum/maximum content size category).
  public var contentSizeRange: ContentSizeRange {
    get { traitOverrides.contentSizeRange }
    set { traitOverrides.contentSizeRange = newValue }
  }

  /// Called once after the view's effective traits changed, before the next layout. The view has
  /// already been marked as needing layout. Subclasses call `super`.
  open func traitsDidChange(from previous: Traits) {}

  @exclusivity(unchecked) var needsTraitUpdate = true

  func setNeedsTraitUpdate() {
    needsTraitUpdate = true
    screen?.traitsNeedUpdate(from: self)
  }

  /// Recomputes the effective traits of this subtree from `inherited`, calling
  /// `traitsDidChange(from:)` on every view whose traits changed. `parentChanged` says the parent
  /// was just invalidated (with its ancestors), so a changed view need only invalidate itself.
  func updateTraits(inherited: Traits, parentChanged: Bool = false) {
    needsTraitUpdate = false
    let inheritedChanged = inherited != inheritedTraits
    inheritedTraits = inherited
    let updated = hasTraitOverrides ? traitOverrides.applied(to: inherited) : inherited
    let changed = updated != traits
    if changed {
      let previous = traits
      traits = updated
      statistics.traitChanges += 1
      if parentChanged { invalidateOwnLayout() } else { setNeedsLayout() }
      traitsDidChange(from: previous)
    }
    if (changed || inheritedChanged) && !traitObservers.isEmpty {
      for observer in traitObservers { observer(self) }
    }
    for view in subviews { view.updateTraits(inherited: traits, parentChanged: changed) }
  }

  // MARK: Touch

  /// The recognizers attached to this view (`addGestureRecognizer`).
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// The interactions attached to this view (`addInteraction`), which it keeps alive.
  public private(set) var interactions: [AnyObject] = []

  /// Keeps `interaction` alive as long as the view, as UIKit's `addInteraction` does: an
  /// interaction that only its caller held would vanish when the caller let go of it.
  public func addInteraction(_ interaction: AnyObject) {
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interactions.append(interaction)
  }
  /// Whether the view itself takes touches (its subviews may still). Labels and images do not.
  public var isUserInteractionEnabled = true
  /// Whether the view and everything in it take touches, as SwiftUI's `allowsHitTesting(_:)`:
  /// when false, a touch passes through to what lies below, and nothing inside counts as a
  /// control the user can reach.
  public var allowsHitTesting = true

  /// Whether a point (in the view's coordinates) is on the view, for hit testing.
  open func point(inside point: Point) -> Bool { bounds.contains(point) }

  // MARK: Large Content Viewer

  var largeContent = LargeContentValues()
  /// Whether a Large Content Viewer is attached to this view (an interaction that says so, kept
  /// in `interactions`).
  public var hasLargeContentViewer: Bool { interactions.contains { $0 is LargeContentViewerAttachment } }
  /// Whether a press on this view now shows the Large Content Viewer: an attached viewer that is
  /// enabled and whose press is attached to this view and enabled.
  public var largeContentViewerResponds: Bool {
    interactions.contains { ($0 as? LargeContentViewerAttachment)?.responds(on: self) == true }
  }

  /// Defaults a subclass supplies for the Large Content Viewer (see `largeContentItem`).
  open var defaultShowsLargeContentViewer: Bool { false }
  /// The title the view shows in the Large Content Viewer unless one is set; subclasses supply it.
  open var defaultLargeContentTitle: String? { nil }
  /// The image the view shows in the Large Content Viewer unless one is set; subclasses supply it.
  open var defaultLargeContentImage: LargeContentImage? { nil }

  /// The traits this view's parent has (or the screen's, for a root): what the view would have
  /// without its own overrides and limits. A capped bar uses it to know the user's text size.
  @exclusivity(unchecked) public private(set) var inheritedTraits: Traits = .default
  @exclusivity(unchecked) private var traitObservers: [@MainActor (View) -> Void] = []

  /// Calls `observer` after every change of this view's traits or of the traits it inherits.
  public func addTraitObserver(_ observer: @escaping @MainActor (View) -> Void) {
    traitObservers.append(observer)
  }

  // MARK: Visibility and appearance

  /// Whether the view is shown; `hiddenAtAccessibilitySizes` and its opposite follow the traits.
  @exclusivity(unchecked) public var visibility: Visibility = .visible {
    didSet { if visibility != oldValue { setNeedsLayout() } }
  }

  /// Whether the view is shown with its current traits.
  public var isVisible: Bool { visibility.isVisible(at: traits.contentSizeCategory) }
  /// Whether the view is drawn, touched and audited: a view hidden but keeping its room
  /// (`Visibility.hiddenKeepingRoom`) takes part in layout only.
  public var isDrawn: Bool { visibility != .hiddenKeepingRoom && isVisible }

  // Appearance needs no layout: snapshots read these values directly.
  /// The colour the view's bounds are filled with, or nil for none.
  public var backgroundColor: Color?
  /// A line along the inside of the view's bounds, or nil for none.
  public var border: Border?
  /// The radius of the view's rounded corners, in points; the background, border and (when clipping) subviews
  /// follow it.
  public var cornerRadius: Double = 0
  /// Whether the corners are rounded by half the shorter side, whatever the size (a capsule, a
  /// circle), rather than by `cornerRadius`.
  public var roundsToShorterSide = false
  /// How much what lies behind the view is blurred, inside its bounds and corners, before its
  /// background colour is drawn: the standard deviation of a gaussian, in points. With a
  /// translucent background colour this is a material, as a `UIVisualEffectView` with a blur
  /// effect; 0 (the default) blurs nothing.
  public var backgroundBlur: Double = 0
  /// How opaque the view and its subviews are drawn, together (UIKit's `alpha`): 1 opaque, 0
  /// invisible (it still takes room and touches, as in UIKit; hide it to remove it).
  public var alpha: Double = 1
  /// How the colours of the view and its subviews are changed as they are drawn (SwiftUI's
  /// `brightness`, `contrast`, `saturation`, …), after any of the subviews' own; nil for none.
  /// The audit judges the colours as changed.
  public var colorTransform: ColorTransform?
  /// How the view and its subviews are drawn scaled, leaving the layout as it is (SwiftUI's
  /// `scaleEffect`); nil for none. The audit judges what is drawn.
  public var drawingScale: DrawingScale?
  /// How far the view and its subviews are blurred as they are drawn, in points (SwiftUI's
  /// `blur(radius:)`): the deviation of a gaussian; 0 for none. The layout is left as it is.
  public var blurRadius: Double = 0
  /// Which subviews of a stack that is too short give up their length first: lower priorities
  /// wrap or shrink before higher ones are touched (SwiftUI's `layoutPriority`, Auto Layout's
  /// compression resistance). All 0 by default: every subview gives in proportion.
  public var layoutPriority: Double = 0 {
    didSet {
      hasOwnLayoutPriority = true
      if layoutPriority != oldValue { superview?.setNeedsLayout() }
    }
  }
  /// Whether `layoutPriority` was set on this view.
  public private(set) var hasOwnLayoutPriority = false
  /// The priority a layout serves the view by: its own if set, else that of the view it wraps
  /// (`siblingTraitsSource`), as SwiftUI's modifiers pass it on.
  public var resolvedLayoutPriority: Double {
    guard !hasOwnLayoutPriority, let source = siblingTraitsSource else { return layoutPriority }
    return source.resolvedLayoutPriority
  }
  /// The view this one only wraps (the content of a padding, a frame, an offset), whose traits
  /// among siblings (`layoutPriority`, `zIndex`) the wrapper passes on unless it sets its own;
  /// nil for a view that is no such wrapper.
  open var siblingTraitsSource: View? { nil }

  /// Where the view is drawn among its siblings (SwiftUI's `zIndex`): a higher value in front
  /// of a lower one; equal values keep the subviews' order, which is also the layout's, left
  /// unchanged. Touches go to the frontmost view first.
  public var zIndex: Double = 0 {
    didSet { hasOwnZIndex = true }
  }
  /// Whether `zIndex` was set on this view.
  public private(set) var hasOwnZIndex = false
  /// The z-index the view is drawn by: its own if set, else that of the view it wraps.
  public var resolvedZIndex: Double {
    guard !hasOwnZIndex, let source = siblingTraitsSource else { return zIndex }
    return source.resolvedZIndex
  }
  /// Whether subviews are cut at the view's bounds.
  public var clipsToBounds = false
  /// What assistive technology says for the view, and how the audit names it.
  public var accessibilityLabel: String?
  /// What the view was asked to show and does not have (it shows a placeholder), or nil.
  public var missingResource: MissingResource?
  /// API used on the view that is accepted here but has no effect, though it changes what an
  /// iPhone draws (a SwiftUI `.scaleEffect`, `.kerning`), by name: the audit reports it
  /// (`not-applied`), so that a verdict says what it does not cover.
  public var notApplied: [String] = []
  /// Values a layout of your own reads from its subviews, by the type of their key (SwiftUI's
  /// `LayoutValueKey`); a view that wraps another passes the wrapped view's on.
  public var layoutValues: [ObjectIdentifier: Any] = [:] {
    didSet { superview?.setNeedsLayout() }
  }

  // MARK: Layout

  /// The frame in the superview's coordinates.
  @exclusivity(unchecked) public private(set) var frame: Rect = .zero
  /// The view's own rectangle: its frame's size, at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// Whether the view must be measured and placed again before its next snapshot.
  @exclusivity(unchecked) public private(set) var needsLayout = true
  @exclusivity(unchecked) private var measurements = MeasurementCache()

  /// Counters that tests and benchmarks read: how often this view was measured (cache misses),
  /// laid out, and told of a trait change.
  @exclusivity(unchecked) public var statistics = Statistics()

  /// Counts of a view's work.
  public struct Statistics: Hashable, Sendable {
    /// Times the view was measured without a cached answer.
    public var measurements = 0
    /// Times the view placed its subviews.
    public var layouts = 0
    /// Times the view was told of a change of its traits.
    public var traitChanges = 0
  }

  /// Marks this view alone as needing layout (its ancestors are known to be marked already).
  private func invalidateOwnLayout() {
    needsLayout = true
    if !measurements.isEmpty { measurements.removeAll() }
    measurementsCleared()
  }

  /// Called when the view's cached answers are forgotten: a view that keeps more of what it
  /// measured (a label, its text's layout) forgets it too.
  func measurementsCleared() {}

  /// Forgets every cached answer in the subtree: a tree given to a screen may have been measured
  /// by another screen, with another typesetter.
  func invalidateSubtreeLayout() {
    invalidateOwnLayout()
    for view in subviews { view.invalidateSubtreeLayout() }
  }

  /// Marks this view and its ancestors as needing layout and forgets their cached measurements.
  public func setNeedsLayout() {
    var view: View? = self
    var root = self
    while let current = view {
      current.invalidateOwnLayout()
      root = current
      view = current.superview
    }
    root.owningScreen?.setNeedsLayout()
  }

  /// The size this view wants for `proposal` (cached; see the protocol above).
  public final func measure(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    guard isVisible else { return .zero }
    if let known = measurements.answer(for: proposal) { return known }
    statistics.measurements += 1
    let answer = sizeThatFits(proposal, context: context)
    func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
    let size = Size(
      width: context.grid.ceil(clean(answer.width)), height: context.grid.ceil(clean(answer.height)))
    measurements.record(size, for: proposal)
    return size
  }

  /// Gives the view its frame and, when the frame changed or the view needs layout, lays out its
  /// subviews. `proposal` is what the parent measured the view with to get the frame's size (a
  /// layout that shares room places its children as it measured them, SwiftUI's
  /// `placeSubviews(in:proposal:)`); nil, the frame's own size.
  public final func place(in frame: Rect, proposal: ProposedSize? = nil, context: LayoutContext) {
    let snapped = context.grid.round(frame)
    let resized = snapped.size != self.frame.size
    let proposal = proposal ?? ProposedSize(frame.size)
    let reproposed = proposal != placementProposal
    self.frame = snapped
    placementProposal = proposal
    guard resized || reproposed || needsLayout else { return }
    needsLayout = false
    statistics.layouts += 1
    placeSubviews(in: bounds, context: context)
  }

  /// What the parent proposed when it measured the size the view was placed at (the frame's size
  /// when it said nothing): the proposal a layout distributes again when it places its subviews.
  @exclusivity(unchecked) public private(set) var placementProposal = ProposedSize.unspecified

  /// The proposal to answer an alignment guide at `size` with (`explicitAlignment`), which is
  /// asked before the view is placed (a row lining its children up): the one the view was placed
  /// with when it is at that size, else `size` itself (the last placement was another's, or there
  /// was none yet: a first layout).
  public func alignmentProposal(at size: Size) -> ProposedSize {
    size == frame.size ? placementProposal : ProposedSize(size)
  }

  /// The view's explicit value for an alignment guide, at `size`, or nil to use the guide's
  /// default (see `AlignmentGuide`). Text gives its baselines; containers pass their children's
  /// up. The base view gives none.
  open func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext) -> Double? {
    nil
  }

  /// The room the view wants from its neighbours in a stack with no spacing of its own (see
  /// `ViewSpacing`). The base view prefers nothing: the platform's default, and text's own room.
  open func spacing(context: LayoutContext) -> ViewSpacing { .standard }

  /// The view's dimensions (its size and alignment guides) at `size`.
  public func dimensions(_ size: Size, context: LayoutContext) -> Dimensions {
    Dimensions(of: self, size: size, context: context)
  }

  /// Answers a proposal. The base view is as large as its largest subview, or takes what is
  /// offered (0 when unspecified) when it has none.
  open func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let visible = subviews.filter(\.isVisible)
    guard !visible.isEmpty else { return proposal.replacingUnspecified(with: .zero).finiteOrZero }
    return visible.reduce(Size.zero) { size, view in
      let child = view.measure(proposal, context: context)
      return Size(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }

  /// Places the subviews in `bounds` (the view's own coordinates). The base view gives each
  /// subview all of it.
  open func placeSubviews(in bounds: Rect, context: LayoutContext) {
    for view in subviews { view.place(in: bounds, context: context) }
  }

  /// A frame decided in leading-to-trailing terms, mirrored within `bounds` for right-to-left.
  public func mirroredIfNeeded(_ frame: Rect, in bounds: Rect) -> Rect {
    guard traits.layoutDirection == .rightToLeft else { return frame }
    return Rect(
      x: bounds.maxX - (frame.maxX - bounds.minX), y: frame.minY, width: frame.width, height: frame.height)
  }

  // MARK: Snapshot

  /// What this view shows besides its background, border and subviews: its role, text, image,
  /// and whether it takes touches. Subclasses override.
  open func snapshotContent() -> SnapshotContent { SnapshotContent(role: .view) }

  /// The axis along which the view scrolls its content (content beyond it along that axis can be
  /// reached by scrolling), or nil.
  open var scrollAxis: Axis? { nil }

  /// Whether the view is meant to lie over others (a badge, a floating button): the audit's overlap
  /// check leaves it alone.
  public var isOverlay = false

  /// Whether the view is drawn behind another's content (a background layer): what lies over it
  /// lies there by design.
  public var isBackdrop = false

  /// The shape in which the view takes touches, made for its size (SwiftUI's `contentShape`);
  /// nil: its whole bounds.
  public var hitShape: ((Size) -> HitShape)?

  /// Whether the view can be made narrower than its minimum when nothing else fits (text, by
  /// breaking words), as a stack's last resort. A container can when one of its subviews can.
  open var isSqueezable: Bool { subviews.contains { $0.isVisible && $0.isSqueezable } }

  /// Whether the view takes left-over space in a stack (spacers and scrolling views do).
  open var stretches: Bool { false }

  /// The subviews a snapshot shows (all of them, unless a container shows only some).
  open var snapshotSubviews: [View] { subviews }

  /// `snapshotSubviews` back to front, each with its position among them: by `resolvedZIndex`,
  /// keeping their order where it is equal (always, unless a subview sets one).
  public var snapshotSubviewsInDrawingOrder: [(position: Int, view: View)] {
    let shown = Array(snapshotSubviews.enumerated()).map { (position: $0.offset, view: $0.element) }
    let depths = shown.map(\.view.resolvedZIndex)
    guard depths.contains(where: { $0 != 0 }) else { return shown }
    return shown.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map {
      shown[$0]
    }
  }

  /// The number that names `subview` in snapshot paths (`role[number]`): its position among
  /// `snapshotSubviews`, unless a container has a steadier one (a list names rows by item, so
  /// a row keeps its path however it was scrolled into view).
  open func snapshotNumber(of subview: View, at position: Int) -> Int { position }

  /// The view's frame in screen coordinates.
  public var frameOnScreen: Rect {
    var rect = frame
    var parent = superview
    while let view = parent {
      rect = rect.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
      parent = view.superview
    }
    return rect
  }
}

/// When a view is shown.
public enum Visibility: Hashable, Sendable {
  /// Always shown.
  case visible
  /// Never shown.
  case hidden
  /// Shown below AX1, hidden at the accessibility sizes (the case study's pizza photo).
  case hiddenAtAccessibilitySizes
  /// Shown only at the accessibility sizes.
  case onlyAtAccessibilitySizes
  /// Shown while the category is within the range.
  case within(ContentSizeRange)
  /// Not drawn, touched or audited, but laid out: it keeps its room, as SwiftUI's `hidden()`.
  case hiddenKeepingRoom

  /// Whether a view with this visibility is shown at `category`.
  public func isVisible(at category: ContentSizeCategory) -> Bool {
    switch self {
    case .visible: true
    case .hidden: false
    case .hiddenAtAccessibilitySizes: !category.isAccessibilityCategory
    case .onlyAtAccessibilitySizes: category.isAccessibilityCategory
    case .within(let range): range.clamp(category) == category
    case .hiddenKeepingRoom: true
    }
  }
}

/// A line drawn along the inside of a view's bounds. Its width can follow the text size.
public struct Border: Hashable, Sendable {
  /// The line's colour.
  public var color: Color
  /// The line's width, which may grow with the text.
  public var width: ScaledMetric

  /// A border of the given colour and width.
  public init(color: Color, width: ScaledMetric) {
    self.color = color
    self.width = width
  }
}

extension Size {
  /// The size with non-finite or negative components replaced by zero.
  var finiteOrZero: Size {
    Size(width: width.isFinite && width > 0 ? width : 0, height: height.isFinite && height > 0 ? height : 0)
  }
}
