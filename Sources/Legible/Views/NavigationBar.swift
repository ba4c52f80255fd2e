import Drawing
import DynamicType
import Geometry
import Typesetting

/// The bar at the top of a pushed screen: a back button with a chevron and a centred title,
/// 44 points tall whatever the text size (its text stays at `large`, as iOS bars do; the Large
/// Content Viewer shows its items large).
@MainActor public final class NavigationBar: View {
  public static let height = 44.0

  public let backButton: Button
  public let titleLabel: Label

  public init(title: String, backTitle: String, chevron: VectorIcon, back: (@MainActor () -> Void)? = nil) {
    backButton = Button(backTitle, style: .body, icon: chevron, iconSize: 20, action: back)
    backButton.contentInsets = ScaledInsets(EdgeInsets(vertical: 0, horizontal: 8))
    backButton.spacing = 2
    backButton.identifier = "back"
    // Standard bar items show in the Large Content Viewer.
    backButton.showsLargeContentViewer = true
    titleLabel = Label(title, font: .textStyle(.headline))
    titleLabel.alignment = .center
    super.init()
    contentSizeRange = ContentSizeRange(maximum: .large)
    backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97)
    addSubview(backButton)
    addSubview(titleLabel)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320, height: NavigationBar.height)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let back = backButton.measure(
      ProposedSize(width: bounds.width / 3, height: bounds.height), context: context)
    backButton.place(
      in: mirroredIfNeeded(
        Rect(x: 0, y: 0, width: min(back.width, bounds.width / 3), height: bounds.height), in: bounds),
      context: context)
    let titleWidth = max(0, bounds.width - 2 * min(back.width, bounds.width / 3) - 16)
    let title = titleLabel.measure(ProposedSize(width: titleWidth, height: nil), context: context)
    titleLabel.place(
      in: Rect(
        x: (bounds.width - titleWidth) / 2, y: (bounds.height - title.height) / 2, width: titleWidth,
        height: title.height),
      context: context)
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .navigationBar, isBar: true)
  }
}
