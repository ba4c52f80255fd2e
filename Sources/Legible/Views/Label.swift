import Drawing
import DynamicType
import Geometry
import Typesetting

/// The font of a label: a text style, or a custom font that grows like a text style does.
public enum LabelFont: Hashable, Sendable {
  /// A text style at the label's category; emphasized uses the style's bold weight.
  case textStyle(TextStyle, emphasized: Bool = false)
  /// A custom font, scaled by `FontMetrics` of `relativeTo` and capped at `maximumPointSize`.
  case custom(Font, relativeTo: TextStyle = .body, maximumPointSize: Double? = nil)

  /// The text style the font follows.
  public var style: TextStyle {
    switch self {
    case .textStyle(let style, _): style
    case .custom(_, let style, _): style
    }
  }
}

/// Text on one or more lines. Follows the content size category by default (UIKit's
/// `adjustsFontForContentSizeCategory`, on here unless turned off); the Bold Text setting makes it
/// one weight heavier. Like UILabel, one line by default (`numberOfLines = 0` for as many as
/// needed), and the text is centred vertically in the label's bounds.
@MainActor public final class Label: View {
  @exclusivity(unchecked) public var text: String { didSet { if text != oldValue { textChanged() } } }
  @exclusivity(unchecked) public var font: LabelFont { didSet { if font != oldValue { textChanged() } } }
  /// Whether the text follows the content size category; when off it stays at `large`.
  @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = true { didSet { textChanged() } }
  /// The most lines to show; 0 for no limit.
  @exclusivity(unchecked) public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { textChanged() } }
  }
  @exclusivity(unchecked) public var truncation: TruncationMode = .end { didSet { textChanged() } }
  @exclusivity(unchecked) public var lineBreak: LineBreakMode = .word { didSet { textChanged() } }
  @exclusivity(unchecked) public var alignment: TextAlignment = .natural { didSet { textChanged() } }
  @exclusivity(unchecked) public var textColor: Color = .black
  /// How the audit judges truncation of this text.
  @exclusivity(unchecked) public var truncationPolicy: TruncationPolicy = .default

  public init(_ text: String, font: LabelFont = .textStyle(.body), lines: Int = 1, color: Color = .black) {
    self.text = text
    self.font = font
    self.numberOfLines = lines
    self.textColor = color
    super.init()
    isUserInteractionEnabled = false
  }

  /// The category the text is set at.
  public var effectiveCategory: ContentSizeCategory {
    adjustsFontForContentSizeCategory ? traits.contentSizeCategory : .large
  }

  /// The point size of the label's font at `category` (clamped by the label's limits).
  public func pointSize(at category: ContentSizeCategory) -> Double {
    let effective = adjustsFontForContentSizeCategory ? category : .large
    switch font {
    case .textStyle(let style, _): return style.pointSize(at: effective)
    case .custom(let custom, let style, let maximum):
      return FontMetrics(forTextStyle: style).scaledPointSize(
        custom.pointSize, maximumPointSize: maximum, for: effective,
        grid: PixelGrid(scale: traits.displayScale))
    }
  }

  /// The typesetter request for the label's text at `width`.
  public func request(width: Double?) -> TextRequest {
    var request: TextRequest
    if let cached = unsizedRequest, cached.traits == traits {
      request = cached.request
    } else {
      request = makeRequest()
      unsizedRequest = UnsizedRequest(traits: traits, request: request)
    }
    request.width = width
    return request
  }

  /// The request with no width, and the traits it was made for: measuring asks for the same text at
  /// several widths, and only the width changes. Forgotten when a property it depends on changes.
  private struct UnsizedRequest {
    var traits: Traits
    var request: TextRequest
  }
  @exclusivity(unchecked) private var unsizedRequest: UnsizedRequest?

  private func makeRequest() -> TextRequest {
    let category = effectiveCategory
    let bold = traits.legibilityWeight == .bold
    let grid = PixelGrid(scale: traits.displayScale)
    var font: Font
    var lineHeight: Double
    switch self.font {
    case .textStyle(let style, let emphasized):
      font = .textStyle(style, at: category, emphasized: emphasized, boldText: bold)
      lineHeight = style.leading(at: category)
    case .custom(let custom, let style, let maximum):
      let metrics = FontMetrics(forTextStyle: style)
      font = custom
      font.pointSize = metrics.scaledPointSize(
        custom.pointSize, maximumPointSize: maximum, for: category, grid: grid)
      if bold { font.weight = font.weight.bolder }
      // The style's ratio of leading to size, at the font's size.
      lineHeight = grid.round(font.pointSize * style.leading(at: category) / style.pointSize(at: category))
    }
    let direction: WritingDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .auto
    return TextRequest(
      text, font: font, lineHeight: lineHeight, alignment: alignment, direction: direction, width: nil,
      maximumLines: numberOfLines, lineBreak: lineBreak, truncation: truncation)
  }

  /// Forgets the request and marks the label as needing layout, after a change to what the text
  /// looks like.
  private func textChanged() {
    unsizedRequest = nil
    setNeedsLayout()
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    var width = proposal.width
    if let offered = width, !offered.isFinite { width = nil }
    if width == 0 {
      // The minimum: as narrow as the longest word; a single line that may be cut short can
      // shrink to a couple of characters and an ellipsis.
      let ideal = context.typesetter.layout(request(width: nil))
      width = ideal.minimumIntrinsicWidth
      if numberOfLines == 1, truncationPolicy != .mustNotTruncate {
        width = min(ideal.maximumIntrinsicWidth, request(width: nil).font.pointSize * 2)
      }
    }
    let layout = context.typesetter.layout(request(width: width))
    return Size(width: layout.size.width, height: layout.size.height)
  }

  /// Text can always be made narrower by breaking words, as a last resort.
  public override var isSqueezable: Bool { true }

  /// The layout of the text in the label's current bounds.
  public func currentLayout(context: LayoutContext) -> TextLayout {
    context.typesetter.layout(request(width: bounds.width))
  }

  private var placedText: SnapshotText?

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let request = request(width: bounds.width)
    let layout = context.typesetter.layout(request)
    let top = max(0, (bounds.height - layout.size.height) / 2)
    placedText = SnapshotText(
      request: request, layout: layout, color: textColor,
      style: font.style, followsContentSize: adjustsFontForContentSizeCategory,
      truncationPolicy: truncationPolicy, origin: Point(x: 0, y: context.grid.round(top)),
      defaultPointSize: pointSize(at: .large))
    if case .custom = font { placedText?.style = adjustsFontForContentSizeCategory ? font.style : nil }
  }

  public override var defaultLargeContentTitle: String? { text }

  public override func snapshotContent() -> SnapshotContent {
    var text = placedText
    text?.color = textColor
    return SnapshotContent(role: .label, text: text)
  }
}
