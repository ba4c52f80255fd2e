import Drawing
import DynamicType
import Geometry
import Legible
import Typesetting

/// The Large Content Viewer's panel: a large rounded square centred in its region, with the item's
/// image (vector images drawn large and sharp, raster images at their own size) over its title in a
/// large font. It is a view presented on the screen, so snapshots, the renderer and the audit see
/// it like anything else.
@MainActor public final class LargeContentHUD: View {
  /// The panel's side, in points.
  public static let side = 220.0
  /// The side of the image in the panel, in points.
  public static let imageSide = 100.0
  /// How much the panel blurs what lies behind it, in points.
  public static let blurRadius = 12.0

  /// The item shown.
  public var item: LargeContentItem { didSet { apply() } }
  /// The area the panel is centred in (the screen's safe area).
  public var region: Rect { didSet { setNeedsLayout() } }
  private let panel = View()
  private let imageView = ImageView(nil)
  private let titleLabel = Label(
    "", font: .custom(Font(weight: .semibold, pointSize: 30), relativeTo: .title1), lines: 2)

  init(item: LargeContentItem, region: Rect) {
    self.item = item
    self.region = region
    super.init()
    identifier = "large-content-viewer"
    isUserInteractionEnabled = false
    // A material, as iOS draws the panel: what lies behind is blurred and veiled, so that the
    // text beneath gives no ghost letters yet the panel still reads as floating over the screen.
    panel.backgroundBlur = LargeContentHUD.blurRadius
    panel.backgroundColor = Color(red: 0.96, green: 0.96, blue: 0.97, alpha: 0.8)
    panel.border = Border(color: Color(red: 0.75, green: 0.75, blue: 0.78), width: .fixed(1))
    panel.cornerRadius = 24
    panel.isUserInteractionEnabled = false
    titleLabel.adjustsFontForContentSizeCategory = false
    titleLabel.alignment = .center
    titleLabel.truncationPolicy = .mayTruncate
    imageView.tint = .black
    addSubview(panel)
    panel.addSubview(imageView)
    panel.addSubview(titleLabel)
    apply()
  }

  private func apply() {
    titleLabel.text = item.title ?? ""
    titleLabel.visibility = item.title == nil ? .hidden : .visible
    switch item.image {
    case .vector(let icon):
      imageView.content = .icon(
        icon, size: item.scalesImage ? LargeContentHUD.imageSide : 25, scalesWith: nil)
    case .raster(let image, let size):
      imageView.content = .raster(
        image,
        size: item.scalesImage
          ? Size(width: LargeContentHUD.imageSide, height: LargeContentHUD.imageSide) : size)
    case nil:
      imageView.content = nil
    }
    imageView.visibility = item.image == nil ? .hidden : .visible
    setNeedsLayout()
  }

  /// Never takes touches: the finger that opened the viewer stays with the interaction.
  public override func point(inside point: Point) -> Bool { false }

  /// The whole size offered, or the screen's: the panel's layer covers the screen.
  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecified(with: screen?.bounds.size ?? .zero)
  }

  /// Centres the panel in the region, with the image above the title.
  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let side = min(LargeContentHUD.side, region.width - 32, region.height - 32)
    let frame = Rect(x: region.midX - side / 2, y: region.midY - side / 2, width: side, height: side)
    panel.place(in: frame, context: context)
    let image = imageView.isVisible ? imageView.measure(.unspecified, context: context) : .zero
    let titleWidth = side - 24
    let title =
      titleLabel.isVisible
      ? titleLabel.measure(ProposedSize(width: titleWidth, height: nil), context: context) : .zero
    let gap = image.height > 0 && title.height > 0 ? 12.0 : 0
    var y = (side - image.height - gap - title.height) / 2
    let insets = item.imageInsets
    imageView.place(
      in: Rect(
        x: (side - image.width) / 2 + insets.leading - insets.trailing, y: y + insets.top - insets.bottom,
        width: image.width, height: image.height),
      context: context)
    y += image.height + gap
    titleLabel.place(in: Rect(x: 12, y: y, width: titleWidth, height: title.height), context: context)
  }

  /// Marks the panel for the audit, which judges it as a layer of its own.
  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .largeContentViewer) }
}
