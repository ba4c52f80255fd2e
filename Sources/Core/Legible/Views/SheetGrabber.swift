import Drawing
import Geometry

/// The grabber at the top of a sheet that can rest at more than one height (SwiftUI's drag
/// indicator, which shows by itself when a sheet has several detents): a 36 × 5 point capsule,
/// 5 points under the card's top edge, over the content. It takes touches on UIKit's 44 points
/// around it, and a tap (as VoiceOver's activation of iOS's grabber) moves the sheet to its next
/// height, from the tallest back to the smallest; with no action, a tap does nothing. VoiceOver
/// reads it as iOS does, "Sheet Grabber", in English in every language.
@MainActor public final class SheetGrabber: Control {
  /// The capsule's size.
  public static let size = Size(width: 36, height: 5)
  private let capsule = ShapeView(.capsule)

  /// A grabber with no action.
  public override init() {
    super.init()
    capsule.fill = Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
    capsule.isUserInteractionEnabled = false
    addSubview(capsule)
    accessibilityLabel = "Sheet Grabber"
    identifier = "sheet-grabber"
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { Self.size }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    capsule.place(in: bounds, context: context)
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .button, isInteractive: isEnabled && action != nil, hitArea: hitArea)
  }
}
