import Drawing
import DynamicType
import Geometry
import Typesetting

/// A control with a title, an optional icon before or after it, and an action.
///
/// The icon grows with the title's text style and keeps its size when the title has to truncate:
/// the title gets what is left after the icon. The border width can grow with the text too (set
/// `border` with a scaled width), to match heavier text. However small it is drawn, the button
/// takes touches on at least `minimumHitSize` × `minimumHitSize` points (44 by default), centred
/// on it (see `Control`).
@MainActor public final class Button: Control {
  /// Which side of the title the icon is on.
  public enum IconPlacement: String, Hashable, Sendable {
    /// Before the title.
    case leading
    /// After the title.
    case trailing
  }
  /// Where the icon and title sit in a button wider than they are.
  public enum ContentAlignment: String, Hashable, Sendable {
    /// Centred.
    case center
    /// At the leading edge.
    case leading
  }

  /// The button's title.
  public let titleLabel: Label
  /// The button's icon, if it has one.
  public let iconView: ImageView
  /// Which side of the title the icon is on.
  @exclusivity(unchecked) public var iconPlacement: IconPlacement = .leading { didSet { setNeedsLayout() } }
  /// Where the content sits when the button is wider than it.
  @exclusivity(unchecked) public var contentAlignment: ContentAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// The space between the icon and the title.
  @exclusivity(unchecked) public var spacing: ScaledMetric = 6 { didSet { setNeedsLayout() } }
  /// The space around the content, which grows with the title.
  @exclusivity(unchecked) public var contentInsets = ScaledInsets(
    EdgeInsets(vertical: 8, horizontal: 12), relativeTo: .body)
  {
    didSet { setNeedsLayout() }
  }

  @exclusivity(unchecked) private var resolvedInsets = ResolvedMetric<ScaledInsets>()
  @exclusivity(unchecked) private var resolvedSpacing = ResolvedMetric<ScaledMetric>()

  /// A button titled `title` in `style`, with an optional icon `iconSize` points wide, running `action` when
  /// tapped.
  public init(
    _ title: String, style: TextStyle = .body, icon: VectorIcon? = nil, iconSize: Double = 17,
    action: (@MainActor () -> Void)? = nil
  ) {
    titleLabel = Label(title, font: .textStyle(style))
    iconView = ImageView(icon.map { .icon($0, size: iconSize, scalesWith: style) })
    super.init()
    self.action = action
    iconView.visibility = icon == nil ? .hidden : .visible
    addSubview(iconView)
    addSubview(titleLabel)
  }

  /// Sets or removes the icon.
  public func setIcon(_ icon: VectorIcon?, size: Double = 17) {
    iconView.content = icon.map { .icon($0, size: size, scalesWith: titleLabel.font.style) }
    iconView.visibility = icon == nil ? .hidden : .visible
  }

  /// The title's text.
  public var title: String {
    get { titleLabel.text }
    set { titleLabel.text = newValue }
  }

  private var hasIcon: Bool { iconView.content != nil && iconView.isVisible }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let insets = resolvedInsets.value(of: contentInsets, for: traits)
    let icon = hasIcon ? iconView.measure(.unspecified, context: context) : .zero
    let gap = hasIcon && !title.isEmpty ? resolvedSpacing.value(of: spacing, for: traits) : 0
    var titleWidth: Double?
    if let width = proposal.width { titleWidth = max(0, width - insets.horizontal - icon.width - gap) }
    let text =
      title.isEmpty
      ? .zero : titleLabel.measure(ProposedSize(width: titleWidth, height: nil), context: context)
    var size = Size(
      width: insets.horizontal + icon.width + gap + text.width,
      height: insets.vertical + max(icon.height, text.height))
    if contentAlignment == .leading, let width = proposal.width, width.isFinite {
      size.width = max(size.width, width)
    }
    return size
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let insets = resolvedInsets.value(of: contentInsets, for: traits)
    let inner = bounds.inset(by: insets)
    let icon = hasIcon ? iconView.measure(.unspecified, context: context) : .zero
    let gap = hasIcon && !title.isEmpty ? resolvedSpacing.value(of: spacing, for: traits) : 0
    let titleRoom = max(0, inner.width - icon.width - gap)
    let text = titleLabel.measure(ProposedSize(width: titleRoom, height: nil), context: context)
    let titleWidth = min(text.width, titleRoom)
    let contentWidth = icon.width + gap + titleWidth
    var x = inner.minX + (contentAlignment == .center ? max(0, (inner.width - contentWidth) / 2) : 0)
    let iconFrame: Rect
    let titleFrame: Rect
    if iconPlacement == .leading {
      iconFrame = Rect(x: x, y: inner.midYOffset(icon.height), width: icon.width, height: icon.height)
      x += icon.width + gap
      titleFrame = Rect(
        x: x, y: inner.midYOffset(text.height), width: titleWidth, height: min(text.height, inner.height))
    } else {
      titleFrame = Rect(
        x: x, y: inner.midYOffset(text.height), width: titleWidth, height: min(text.height, inner.height))
      x += titleWidth + gap
      iconFrame = Rect(x: x, y: inner.midYOffset(icon.height), width: icon.width, height: icon.height)
    }
    iconView.place(in: mirroredIfNeeded(iconFrame, in: bounds), context: context)
    titleLabel.place(in: mirroredIfNeeded(titleFrame, in: bounds), context: context)
  }

  /// The title, for the Large Content Viewer.
  public override var defaultLargeContentTitle: String? { title.isEmpty ? nil : title }
  /// The icon, for the Large Content Viewer.
  public override var defaultLargeContentImage: LargeContentImage? {
    iconView.isVisible ? iconView.content?.largeContentImage : nil
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .button, isInteractive: isEnabled, hitArea: hitArea)
  }
}

extension Rect {
  /// The y at which something `height` tall is centred in this rectangle.
  func midYOffset(_ height: Double) -> Double { minY + (self.height - height) / 2 }
}
