import Geometry

/// A view that acts when touched: buttons, tab bar items. It highlights while the finger is on
/// it, follows the finger out and back in (with 70 points of slack beyond its hit area, as UIKit),
/// and runs its action when the finger lifts while highlighted. However small it is drawn, it takes
/// touches on at least `minimumHitSize` × `minimumHitSize` points centred on it.
@MainActor open class Control: View {
  /// Whether the control responds to touches.
  public var isEnabled = true
  /// Whether a finger is down on the control.
  public internal(set) var isHighlighted = false
  /// What runs when the control is tapped.
  public var action: (@MainActor () -> Void)?
  /// The smallest side of the area that takes touches, in points; a smaller control takes touches around
  /// itself up to this size.
  public var minimumHitSize = 44.0
  /// How far outside its hit area the finger may go and still lift on the control.
  public var trackingSlack = 70.0

  /// An enabled control with no action.
  public override init() {
    super.init()
  }

  /// The touch area: the bounds, grown to at least the minimum hit size.
  public var hitArea: Rect {
    let grow = EdgeInsets(
      vertical: max(0, (minimumHitSize - bounds.height) / 2),
      horizontal: max(0, (minimumHitSize - bounds.width) / 2))
    return bounds.outset(by: grow)
  }

  public override func point(inside point: Point) -> Bool { hitArea.contains(point) }

  /// Runs the action, as a tap does (nothing when disabled).
  public func sendAction() {
    guard isEnabled else { return }
    action?()
  }

  func trackBegan(_ point: Point) { isHighlighted = isEnabled }

  func trackMoved(_ point: Point) {
    isHighlighted = isEnabled && hitArea.outset(by: EdgeInsets(all: trackingSlack)).contains(point)
  }

  func trackEnded(_ point: Point) {
    trackMoved(point)
    let fire = isHighlighted
    isHighlighted = false
    if fire { sendAction() }
  }

  func trackCancelled() { isHighlighted = false }

  /// A control takes touches on its hit area while enabled; subclasses that draw more override.
  open override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .control, isInteractive: isEnabled, hitArea: hitArea)
  }
}
