import Geometry
import Legible

/// The three decisions a bar can take over from the Large Content Viewer. Every method has a
/// default (in the extension), so a delegate implements only what it changes.
@MainActor public protocol LargeContentViewerDelegate: AnyObject {
  /// The item under `point` (in the container's coordinates), or nil for none. Default: hit
  /// testing under the container, the innermost view that shows in the viewer.
  func largeContentViewer(_ interaction: LargeContentViewerInteraction, itemAt point: Point)
    -> LargeContentItem?

  /// What happens when the finger lifts on `item`. Default: the item's primary action, as a tap
  /// would do (a button's or tab's action).
  func largeContentViewer(
    _ interaction: LargeContentViewerInteraction, didEndOn item: LargeContentItem, at point: Point)

  /// The area (in screen points) the viewer's panel is centred in. Default: the whole screen.
  func largeContentViewerRegion(_ interaction: LargeContentViewerInteraction) -> Rect?
}

extension LargeContentViewerDelegate {
  public func largeContentViewer(_ interaction: LargeContentViewerInteraction, itemAt point: Point)
    -> LargeContentItem?
  {
    interaction.defaultItem(at: point)
  }

  public func largeContentViewer(
    _ interaction: LargeContentViewerInteraction, didEndOn item: LargeContentItem, at point: Point
  ) {
    interaction.performDefaultAction(for: item, at: point)
  }

  public func largeContentViewerRegion(_ interaction: LargeContentViewerInteraction) -> Rect? { nil }
}
