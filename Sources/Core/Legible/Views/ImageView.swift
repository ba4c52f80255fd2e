import Drawing
import DynamicType
import Geometry

/// An icon or a picture. A vector icon has a size in points that can grow with a text style (so
/// it stays in proportion with the text beside it); a raster image has its own size, or fills the
/// width it is offered at its aspect ratio when resizable. The image is drawn aspect-fit, centred.
@MainActor public final class ImageView: View {
  /// What an image view shows.
  public enum Content: Hashable, Sendable {
    /// A square vector icon `size` points wide at the default category, growing with `scalesWith`.
    case icon(VectorIcon, size: Double, scalesWith: TextStyle? = .body)
    /// A raster image shown at `size` points.
    case raster(RasterImage, size: Size)
    /// A vector picture in its own colours shown at `size` points (an image drawn by hand).
    case picture(VectorIcon, size: Size)
  }

  /// What the view shows, or nil for nothing.
  @exclusivity(unchecked) public var content: Content? {
    didSet { if content != oldValue { setNeedsLayout() } }
  }
  /// The colour of every painted pixel of a vector icon (template icons); nil keeps its colours.
  public var tint: Color?
  /// Whether the image is drawn as a placeholder, a faint box of its frame in the tint (or the
  /// label colour) (SwiftUI's `redacted(reason: .placeholder)`).
  public var isRedacted = false
  /// Whether the view takes the width it is offered (keeping the aspect ratio) rather than its
  /// natural size, up to `maximumSize`.
  @exclusivity(unchecked) public var isResizable = false { didSet { setNeedsLayout() } }
  /// Whether a resizable image takes the size it is offered on each axis, its natural length where
  /// it is offered none (SwiftUI's resizable image), rather than the width with its proportions.
  @exclusivity(unchecked) public var fillsProposal = false { didSet { setNeedsLayout() } }
  /// Whether an icon grows as its style's point size does (a symbol beside text, as SF Symbols
  /// do: body at AX5 is 53/17 times larger), rather than as the style's metrics do (UIKit's
  /// `UIFontMetrics`, the default: 62/22).
  @exclusivity(unchecked) public var growsWithPointSize = false { didSet { setNeedsLayout() } }
  /// The largest size the image is drawn at, in points, whatever it would grow to.
  @exclusivity(unchecked) public var maximumSize: Size? { didSet { setNeedsLayout() } }

  /// A view showing `content`, an icon drawn in `tint` when one is given.
  public init(_ content: Content?, tint: Color? = nil) {
    self.content = content
    self.tint = tint
    super.init()
    isUserInteractionEnabled = false
  }

  /// The natural size at the current traits.
  public var naturalSize: Size {
    switch content {
    case .none: return .zero
    case .icon(_, let size, let style):
      if growsWithPointSize, let style {
        let grid = PixelGrid(scale: traits.displayScale)
        let factor = style.pointSize(at: traits.contentSizeCategory) / style.pointSize(at: .large)
        let side = size.isFinite ? grid.round(size * factor) : 0
        return Size(width: side, height: side)
      }
      let side = ScaledMetric(size, relativeTo: style).value(for: traits)
      return Size(width: side, height: side)
    case .raster(_, let size), .picture(_, let size): return size.finiteOrZero
    }
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    let natural = naturalSize
    if isResizable, fillsProposal { return proposal.replacingUnspecified(with: natural) }
    guard isResizable, natural.width > 0, natural.height > 0, let offered = proposal.width, offered.isFinite
    else {
      return natural
    }
    var width = offered
    if let maximum = maximumSize {
      width = min(width, maximum.width, maximum.height * natural.width / natural.height)
    }
    return Size(width: width, height: width * natural.height / natural.width)
  }

  /// The image, for the Large Content Viewer.
  public override var defaultLargeContentImage: LargeContentImage? { content?.largeContentImage }

  public override func snapshotContent() -> SnapshotContent {
    guard let content else { return SnapshotContent(role: .image) }
    let natural = naturalSize
    var frame = bounds
    if natural.width > 0, natural.height > 0, !bounds.isEmpty {
      let scale = min(bounds.width / natural.width, bounds.height / natural.height)
      let size = Size(width: natural.width * scale, height: natural.height * scale)
      frame = Rect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
        height: size.height)
    }
    let image: SnapshotImage
    switch content {
    case .icon(let icon, _, let style):
      image = SnapshotImage(source: .vector(icon), frame: frame, tint: tint, scalesWith: style)
    case .raster(let raster, _):
      image = SnapshotImage(source: .raster(raster), frame: frame, tint: nil, scalesWith: nil)
    case .picture(let icon, _):
      image = SnapshotImage(source: .vector(icon), frame: frame, tint: nil, scalesWith: nil)
    }
    var placed = image
    placed.isRedacted = isRedacted
    return SnapshotContent(role: .image, image: placed)
  }
}
