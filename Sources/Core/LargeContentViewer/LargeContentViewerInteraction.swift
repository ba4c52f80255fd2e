import DynamicType
import Geometry
import Legible

/// The Large Content Viewer, attached to a container that cannot grow with the text (a tab bar, a
/// toolbar, a segmented bar): press and hold on it, and a large panel shows the item under the
/// finger; slide across items and the panel follows; lift on an item and it is activated.
///
/// Rules (after UIKit's `UILargeContentViewerInteraction`):
/// - Enabled only while the text size the container is offered (its parent's category, before
///   the bar's own cap) is an accessibility size; `onEnabledChange` observers are told once per flip.
/// - The press lasts `minimumPressDuration` (0.5 s) before the panel shows. Between items the panel
///   hides but the gesture goes on. Lifting elsewhere, or a cancellation, does nothing.
/// - A quick tap is still a tap: the press fails and the item's own action runs.
/// - A control's own long press (a back button's history) is kept working by `coordinate(with:)`.
@MainActor public final class LargeContentViewerInteraction: LargeContentViewerAttachment {
  /// The view the interaction is attached to.
  public private(set) weak var view: View?
  /// Told when the viewer shows an item and when the user lifts on one.
  public weak var delegate: LargeContentViewerDelegate?
  /// The press that drives the viewer, for relating other gestures to it.
  public let gestureRecognizer: LongPressGestureRecognizer
  /// Whether the viewer responds now: only while the container's inherited text size is an accessibility
  /// size.
  public private(set) var isEnabled = false
  /// The item shown, while the panel is up.
  public private(set) var currentItem: LargeContentItem?
  /// The panel, while it is up (presented on the screen).
  public private(set) var hud: LargeContentHUD?
  private var enabledObservers: [@MainActor (Bool) -> Void] = []
  private var suppressed = false

  /// An interaction whose press shows the viewer after `minimumPressDuration` seconds.
  public init(minimumPressDuration: Double = 0.5, delegate: LargeContentViewerDelegate? = nil) {
    gestureRecognizer = LongPressGestureRecognizer(minimumDuration: minimumPressDuration)
    gestureRecognizer.cancelsTouchesInView = true
    self.delegate = delegate
    gestureRecognizer.action = { [weak self] recognizer in self?.gestureChanged(recognizer) }
    gestureRecognizer.shouldReceiveTouch = { [weak self] _ in self?.isEnabled ?? false }
  }

  /// How long, in seconds, the finger must stay down before the panel shows.
  public var minimumPressDuration: Double {
    get { gestureRecognizer.minimumDuration }
    set { gestureRecognizer.minimumDuration = newValue }
  }

  /// Attaches the interaction to `container`, which keeps it alive.
  public func attach(to container: View) {
    view = container
    container.addInteraction(self)
    container.addGestureRecognizer(gestureRecognizer)
    container.addTraitObserver { [weak self] view in self?.updateEnabled(view) }
    updateEnabled(container)
  }

  /// Enabled, and its press attached to `view` and enabled, on a view that takes touches (any of
  /// which may have been turned off since it was attached).
  public func responds(on view: View) -> Bool {
    isEnabled && self.view === view && view.isUserInteractionEnabled && gestureRecognizer.isEnabled
      && view.gestureRecognizers.contains { $0 === gestureRecognizer }
  }

  /// Calls `observer` with the new status each time the viewer turns on or off.
  public func onEnabledChange(_ observer: @escaping @MainActor (Bool) -> Void) {
    enabledObservers.append(observer)
  }

  private func updateEnabled(_ container: View) {
    let enabled = container.inheritedTraits.contentSizeCategory.isAccessibilityCategory
    guard enabled != isEnabled else { return }
    isEnabled = enabled
    if !enabled { hide() }
    for observer in enabledObservers { observer(enabled) }
  }

  // MARK: The gesture

  private func gestureChanged(_ recognizer: GestureRecognizer) {
    guard let container = view else { return }
    let point = container.convertFromScreen(recognizer.location)
    switch recognizer.state {
    case .began:
      suppressed = false
      show(item(at: point))
    case .changed:
      guard !suppressed else { return }
      show(item(at: point))
    case .ended:
      defer { hide() }
      guard !suppressed, isEnabled, let item = item(at: point) else { return }
      if let delegate {
        delegate.largeContentViewer(self, didEndOn: item, at: point)
      } else {
        performDefaultAction(for: item, at: point)
      }
    case .cancelled, .failed:
      hide()
    case .possible:
      break
    }
  }

  /// Stops the current gesture without activating anything (another gesture took over).
  public func suppressCurrentGesture() {
    suppressed = true
    hide()
  }

  func item(at point: Point) -> LargeContentItem? {
    if let delegate { return delegate.largeContentViewer(self, itemAt: point) }
    return defaultItem(at: point)
  }

  /// Hit testing under the container: the innermost view at `point` that shows in the viewer.
  public func defaultItem(at point: Point) -> LargeContentItem? {
    guard let container = view, let hit = container.hitTest(point) else { return nil }
    for candidate in hit.ancestry {
      if let item = candidate.largeContentItem { return item }
      if candidate === container { break }
    }
    return nil
  }

  /// The item's primary action: the action of the control it came from, as a tap.
  public func performDefaultAction(for item: LargeContentItem, at point: Point) {
    guard let container = view, let hit = container.hitTest(point) else { return }
    let control = hit.ancestry.first { $0 is Control } as? Control
    control?.sendAction()
  }

  // MARK: The panel

  private func show(_ item: LargeContentItem?) {
    currentItem = item
    guard let item, let screen = view?.screen else {
      hide(keepingItem: true)
      return
    }
    let region = delegate?.largeContentViewerRegion(self) ?? screen.bounds
    if let hud {
      hud.item = item
      hud.region = region
    } else {
      let hud = LargeContentHUD(item: item, region: region)
      self.hud = hud
      screen.present(hud)
    }
  }

  private func hide(keepingItem: Bool = false) {
    if !keepingItem { currentItem = nil }
    guard let hud else { return }
    hud.screen?.dismiss(hud)
    self.hud = nil
  }

  // MARK: Coexisting with a long press

  /// Keeps `longPress` (a control's own, such as a back button's history) working beside the
  /// viewer: while the viewer is enabled its duration is `baseDuration + extra` (recomputed at each
  /// flip), both are recognised together, and when it begins the viewer steps aside, so lifting
  /// while the panel shows is a tap and holding on is the long press.
  public func coordinate(
    with longPress: LongPressGestureRecognizer, baseDuration: Double, extra: Double = 1.0
  ) {
    let update: @MainActor (Bool) -> Void = { enabled in
      longPress.minimumDuration = enabled ? baseDuration + extra : baseDuration
    }
    update(isEnabled)
    onEnabledChange(update)
    let previous = longPress.recognizesSimultaneously
    longPress.recognizesSimultaneously = { [weak self] other in
      other === self?.gestureRecognizer || (previous?(other) ?? false)
    }
    longPress.addObserver { [weak self] recognizer in
      if recognizer.state == .began { self?.suppressCurrentGesture() }
    }
  }
}

extension View {
  /// Attaches a Large Content Viewer interaction to this view and returns it.
  @discardableResult
  public func addLargeContentViewer(delegate: LargeContentViewerDelegate? = nil)
    -> LargeContentViewerInteraction
  {
    let interaction = LargeContentViewerInteraction(delegate: delegate)
    interaction.attach(to: self)
    return interaction
  }
}
