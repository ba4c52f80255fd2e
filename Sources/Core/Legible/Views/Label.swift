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
  /// A text style at the label's category (its size and leading) in a face of its own: another
  /// weight, italic, another family (nil: the style's own).
  case styled(TextStyle, weight: FontWeight? = nil, italic: Bool = false, family: String? = nil)

  var isCustom: Bool {
    if case .custom = self { true } else { false }
  }

  /// The text style the font follows.
  public var style: TextStyle {
    switch self {
    case .textStyle(let style, _): style
    case .custom(_, let style, _): style
    case .styled(let style, _, _, _): style
    }
  }
}

/// Text on one or more lines. Follows the content size category by default (UIKit's
/// `adjustsFontForContentSizeCategory`, on here unless turned off); the Bold Text setting makes it
/// one weight heavier. Like UILabel, one line by default (`numberOfLines = 0` for as many as
/// needed), and the text is centred vertically in the label's bounds.
@MainActor public final class Label: View {
  /// The text shown.
  @exclusivity(unchecked) public var text: String { didSet { if text != oldValue { textChanged() } } }
  /// The font: a text style that follows the text size, or a fixed font.
  @exclusivity(unchecked) public var font: LabelFont { didSet { if font != oldValue { textChanged() } } }
  /// Whether the text follows the content size category; when off it stays at `large`.
  @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = true { didSet { textChanged() } }
  /// The most lines to show; 0 for no limit.
  @exclusivity(unchecked) public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { textChanged() } }
  }
  /// Where text that does not fit is cut and given an ellipsis.
  @exclusivity(unchecked) public var truncation: TruncationMode = .end { didSet { textChanged() } }
  /// Where lines may break: between words, or between characters.
  @exclusivity(unchecked) public var lineBreak: LineBreakMode = .word { didSet { textChanged() } }
  /// How lines sit in the label's width.
  @exclusivity(unchecked) public var alignment: TextAlignment = .natural { didSet { textChanged() } }
  /// UIKit's `hyphenationFactor`: 0 (the default) never hyphenates, and a word wider than the line
  /// breaks between characters without a hyphen; above 0, such a word gets a hyphen where it
  /// breaks. (Words that fit on a line are never broken: there is no dictionary hyphenation.)
  @exclusivity(unchecked) public var hyphenationFactor: Double = 0 {
    didSet { if hyphenationFactor != oldValue { textChanged() } }
  }
  /// Points added after every character, as UIKit's `.kern` attribute over the whole text (and
  /// SwiftUI's `tracking` and `kerning`); negative tightens. On top of the system font's own
  /// tracking for its size.
  @exclusivity(unchecked) public var tracking: Double = 0 {
    didSet { if tracking != oldValue { textChanged() } }
  }
  /// Points between one line's bottom and the next line's top, as `NSParagraphStyle.lineSpacing`
  /// (and SwiftUI's `lineSpacing`); none after the last line.
  @exclusivity(unchecked) public var lineSpacing: Double = 0 {
    didSet { if lineSpacing != oldValue { textChanged() } }
  }
  /// UIKit's `lineBreakStrategy`: `.standard` (the default) pushes a lone last word down with one
  /// from the line before (see `pushedOut`); `.none` keeps the greedy lines.
  @exclusivity(unchecked) public var lineBreakStrategy: LineBreakStrategy = .standard {
    didSet { if lineBreakStrategy != oldValue { textChanged() } }
  }
  /// What a word wider than the label does: `.breaks` (the default, as in UIKit) breaks it between
  /// letters; `.shrinks(notBelow:)` sets the whole text smaller, never smaller than it is at that
  /// category, until its widest word fits on a line (see `WordFitting`).
  @exclusivity(unchecked) public var wordFitting: WordFitting = .breaks {
    didSet { if wordFitting != oldValue { textChanged() } }
  }
  /// How small the text may be set to fit before it truncates, as a share of its size (SwiftUI's
  /// `minimumScaleFactor`; UIKit's `minimumScaleFactor` with `adjustsFontSizeToFitWidth`): 1, the
  /// default, never shrinks. Text that would be cut (by its width, its line limit or the height
  /// offered) is set at the largest size, to the pixel and not below `minimumScaleFactor` of its
  /// own, at which it is not; if none, at the smallest, cut.
  @exclusivity(unchecked) public var minimumScaleFactor: Double = 1 {
    didSet { if minimumScaleFactor != oldValue { textChanged() } }
  }
  /// Whether text that would be cut may first have its letters set closer together (SwiftUI's
  /// `allowsTightening`, UIKit's `allowsDefaultTighteningForTruncation`): by up to 5% of its
  /// width (TextKit's default `tighteningFactorForTruncation`, 0.05), the least that makes it fit;
  /// text that would need more is cut as before. False by default.
  @exclusivity(unchecked) public var allowsTightening = false {
    didSet { if allowsTightening != oldValue { textChanged() } }
  }
  /// Lines the label keeps room for even when its text takes fewer (SwiftUI's
  /// `lineLimit(_:reservesSpace:)`, and the lower bound of `lineLimit(2...4)`): its height is at
  /// least this many lines. 0, the default, keeps no room.
  @exclusivity(unchecked) public var reservedLines = 0 {
    didSet { if reservedLines != oldValue { textChanged() } }
  }
  /// How the label answers a proposal: as UIKit's `UILabel` (the default) or as SwiftUI's `Text`
  /// (see `TextSizing`).
  @exclusivity(unchecked) public var sizing: TextSizing = .uiKit {
    didSet { if sizing != oldValue { textChanged() } }
  }
  /// The colour of the text.
  @exclusivity(unchecked) public var textColor: Color = .black
  /// Parts of the text in a font or colour of their own; empty for text in one font and colour.
  /// Each line is as tall as the largest font on it sets it.
  @exclusivity(unchecked) public var runs: [LabelRun] = [] {
    didSet { if runs != oldValue { textChanged() } }
  }
  /// How the audit judges truncation of this text.
  @exclusivity(unchecked) public var truncationPolicy: TruncationPolicy = .default
  /// Why the text's size is set by something other than the text size, when the system sets it
  /// (Apple's Sign in with Apple button sizes its title from its height): the audit names it
  /// when the text does not grow.
  @exclusivity(unchecked) public var fixedSizeReason: String?
  /// Whether the text is drawn as placeholders, a bar over each line in its colour, faint
  /// (SwiftUI's `redacted(reason: .placeholder)`): laid out as ever, nothing to read.
  @exclusivity(unchecked) public var isRedacted = false

  /// A label showing `text` in `font` on at most `lines` lines (0 for no limit), in `color`.
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
    case .textStyle(let style, _), .styled(let style, _, _, _): return style.pointSize(at: effective)
    case .custom(let custom, let style, let maximum):
      return FontMetrics(forTextStyle: style).scaledPointSize(
        custom.pointSize, maximumPointSize: maximum, for: effective,
        grid: PixelGrid(scale: traits.displayScale))
    }
  }

  /// The typesetter request for the label's text at `width`.
  public func request(width: Double?) -> TextRequest {
    var request = unsizedRequest
    request.width = width
    return request
  }

  // What measuring worked out, kept while the text and the traits stay the same: the request
  // without a width (measuring asks for the same text at several widths, and only the width
  // changes), and the last layout the typesetter gave, with its width (a label is usually placed
  // at the width it was last measured at). Whether each is kept is a flag of its own: testing an
  // optional this large for nil would copy it.
  @exclusivity(unchecked) private var keptRequest: TextRequest?
  @exclusivity(unchecked) private var keptRequestTraits = Traits.default
  @exclusivity(unchecked) private var isRequestKept = false
  @exclusivity(unchecked) private var keptLayout: TextLayout?
  @exclusivity(unchecked) private var keptLayoutWidth: Double?
  @exclusivity(unchecked) private var keptLayoutHeight: Double?
  /// The width the kept layout was wrapped at (the width asked, or a little more or less; see
  /// `keepLayout`), which drawing uses too.
  @exclusivity(unchecked) private var keptSetWidth: Double?
  /// The request the kept layout was made from (set smaller than `keptRequest` when a word had to
  /// fit), with no width.
  @exclusivity(unchecked) private var keptFittedRequest: TextRequest?
  @exclusivity(unchecked) private var isLayoutKept = false

  /// The request with no width, made again when the traits changed.
  private var unsizedRequest: TextRequest {
    updateKeptRequest()
    return keptRequest.unsafelyUnwrapped
  }

  private func updateKeptRequest() {
    guard !isRequestKept || keptRequestTraits != traits else { return }
    keptRequest = makeRequest()
    keptRequestTraits = traits
    isRequestKept = true
    isLayoutKept = false
  }

  private func makeRequest() -> TextRequest {
    var font = resolved(self.font)
    font.tracking = tracking
    let spans = runs.filter { $0.font != nil || $0.color != nil || !$0.decoration.isEmpty }.map { run in
      TextSpan(
        utf8Range: run.utf8Range, font: run.font.map(resolved) ?? font, relativeTo: font,
        foreground: run.color?.rgba32, decoration: run.decoration)
    }
    // Lines as far apart as the font sets them (UILabel's and Text's `UIFont.lineHeight`), not the
    // type scale's leading: body is 17, 20.33 and 63.33 pt tall at XS, L and AX5, as on iOS. (A
    // line holding a run in a larger font is taller: the typesetter scales it.)
    let lineHeight = font.pointSize * SystemFontMetrics.lineHeight
    let direction: WritingDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .auto
    // A word that cannot fit is broken with a hyphen by SwiftUI (and by UIKit when asked), but
    // never in a right-to-left script: iOS has no hyphenation for Arabic or Hebrew and breaks
    // such a word bare.
    let hyphenates =
      (hyphenationFactor > 0 || sizing == .swiftUI)
      && !text.unicodeScalars.contains(where: \.isRightToLeftLetter)
    var request = TextRequest(
      text, font: font, lineHeight: lineHeight, alignment: alignment, direction: direction, width: nil,
      maximumLines: numberOfLines, lineBreak: lineBreak, truncation: truncation,
      hyphenates: hyphenates, spans: spans)
    request.lineSpacing = max(0, lineSpacing) + styleLineSpacing(lineHeight: lineHeight)
    return request
  }

  /// What SwiftUI adds between the lines of a text in a text style: its lines are as far apart
  /// as the type scale's leading (baseline to baseline), though one line is as tall as the font
  /// sets it. Read off iOS pictures: a three-line headline at L is 64.33 pt tall (20.33 + 2 × 22),
  /// two lines of subheadline 38 (17.9 + 20), and subheadline at AX5 steps 58 pt a line where the
  /// font's line is 58.5 (so the spacing may be negative). `UILabel`, and a text in a font of a
  /// fixed size, keep the font's line height.
  private func styleLineSpacing(lineHeight: Double) -> Double {
    guard sizing == .swiftUI else { return 0 }
    switch font {
    case .textStyle(let style, _), .styled(let style, _, _, _):
      return style.leading(at: effectiveCategory) - lineHeight
    case .custom:
      return 0
    }
  }

  /// The font `labelFont` gives at the label's category, display scale and Bold Text setting.
  private func resolved(_ labelFont: LabelFont) -> Font {
    let category = effectiveCategory
    let bold = traits.legibilityWeight == .bold
    let grid = PixelGrid(scale: traits.displayScale)
    var font: Font
    switch labelFont {
    case .textStyle(let style, let emphasized):
      font = .textStyle(style, at: category, emphasized: emphasized, boldText: bold)
    case .styled(let style, let weight, let italic, let family):
      font = .textStyle(style, at: category)
      if let weight { font.weight = weight }
      if bold { font.weight = font.weight.bolder }
      font.isItalic = italic
      if let family { font.family = family }
    case .custom(let custom, let style, let maximum):
      let metrics = FontMetrics(forTextStyle: style)
      font = custom
      font.pointSize = metrics.scaledPointSize(
        custom.pointSize, maximumPointSize: maximum, for: category, grid: grid)
      if bold { font.weight = font.weight.bolder }
    }
    return font
  }

  override func measurementsCleared() { isLayoutKept = false }

  /// Forgets the request and marks the label as needing layout, after a change to what the text
  /// looks like.
  private func textChanged() {
    isRequestKept = false
    isLayoutKept = false
    setNeedsLayout()
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    var width = proposal.width
    if let offered = width, !offered.isFinite { width = nil }
    if sizing == .swiftUI {
      keepLayout(width: width, height: proposal.height, context: context)
      var size = swiftUISize(of: keptLayout.unsafelyUnwrapped, limit: width, context: context)
      if reservedLines > 0 {
        let request = keptFittedRequest ?? unsizedRequest
        let line = request.lineHeight ?? request.font.pointSize * SystemFontMetrics.lineHeight
        let reserved = line * Double(reservedLines) + request.lineSpacing * Double(reservedLines - 1)
        size.height = max(size.height, context.grid.ceil(reserved))
      }
      return size
    }
    if width == 0 {
      // The minimum: as narrow as the longest word; a single line that may be cut short can
      // shrink to a couple of characters and an ellipsis.
      let ideal = context.typesetter.layout(request(width: nil))
      width = ideal.minimumIntrinsicWidth
      if numberOfLines == 1, truncationPolicy != .mustNotTruncate {
        width = min(ideal.maximumIntrinsicWidth, request(width: nil).font.pointSize * 2)
      }
    }
    keepLayout(width: width, height: nil, context: context)
    return keptLayout.unsafelyUnwrapped.size
  }

  /// SwiftUI's text size of a layout: as wide as its widest line (not the width it was wrapped in),
  /// as tall as its lines. A line broken at a space keeps that space in its width, as on iOS: a
  /// subheadline wrapped after "how the" is 370.67 pt wide where its letters end at 366, a
  /// headline wrapped after "layout" 372.33 where they end at 367.67. Never wider than `limit`,
  /// the width it was offered.
  private func swiftUISize(of layout: TextLayout, limit: Double?, context: LayoutContext) -> Size {
    guard layout.lineCount > 0 else { return Size(width: 0, height: layout.size.height) }
    let string = (keptFittedRequest ?? unsizedRequest).string.utf8
    var space: Double?
    var widest = 0.0
    for line in layout.lines {
      var width = min(line.width, layout.size.width)
      if line.breakKind == .betweenWords, line.utf8Range.upperBound <= string.count {
        let end = string.index(string.startIndex, offsetBy: line.utf8Range.upperBound)
        let start = string.index(string.startIndex, offsetBy: line.utf8Range.lowerBound)
        let spaces = string[start..<end].reversed().prefix { $0 == 0x20 }.count
        if spaces > 0 {
          let advance = space ?? spaceAdvance(context)
          space = advance
          width = max(width, min(line.width + Double(spaces) * advance, limit ?? .infinity))
        }
      }
      widest = max(widest, width)
    }
    return Size(width: widest, height: layout.size.height)
  }

  /// The width of a space in the text's font, as set (its tracking included); asked of the
  /// typesetter once per font, as measuring asks again at every proposal.
  private func spaceAdvance(_ context: LayoutContext) -> Double {
    var request = keptFittedRequest ?? unsizedRequest
    if let kept = keptSpaceAdvance, kept.font == request.font { return kept.width }
    request.string = " "
    request.spans = []
    request.width = nil
    request.maximumLines = 0
    let width = context.typesetter.layout(request).size.width
    keptSpaceAdvance = (request.font, width)
    return width
  }

  @exclusivity(unchecked) private var keptSpaceAdvance: (font: Font, width: Double)?

  /// The most lines of `request` shown in `height` (SwiftUI's text truncates to the height it is
  /// offered, never below one line), within `numberOfLines`; with no height, `numberOfLines`.
  private func lineLimit(forHeight height: Double?, _ request: TextRequest) -> Int {
    guard sizing == .swiftUI, let height, height.isFinite else { return numberOfLines }
    // The tallest a line can be: a line of the largest run.
    let largest = request.spans.reduce(1) { max($0, $1.relativeSize) }
    let lineHeight = (request.lineHeight ?? request.font.pointSize * SystemFontMetrics.lineHeight) * largest
    guard lineHeight > 0 else { return numberOfLines }
    // A frame snapped to the pixel grid may be up to a pixel shorter than the lines it measured.
    let pixel = 1 / max(1, traits.displayScale)
    // n lines with the spacing between them: n × line + (n − 1) × spacing.
    let spacing = request.lineSpacing
    let fitting = max(1, Int(((height + pixel + spacing + 1e-6) / (lineHeight + spacing)).rounded(.down)))
    return numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
  }

  /// Makes `keptLayout` the text's layout at `width`. The last one asked is kept with the request: a label is
  /// usually placed at the width it was last measured at, and then the typesetter is not asked
  /// again.
  private func keepLayout(width: Double?, height: Double?, context: LayoutContext) {
    updateKeptRequest()
    let limitingHeight = sizing == .swiftUI ? height.flatMap { $0.isFinite ? $0 : nil } : nil
    if isLayoutKept, keptLayoutWidth == width, keptLayoutHeight == limitingHeight { return }
    var base = fitted(width: width, context: context)
    func request(width: Double?) -> TextRequest {
      var request = base
      request.width = width
      return request
    }
    var setWidth = width
    var layout = context.typesetter.layout(request(width: width))
    if let width, layout.isWrapped || layout.isTruncated {
      // Frames snap their edges to the pixel grid, so text given exactly its width may be placed
      // a pixel narrower: within a pixel of its one-line width, it keeps its one line (it then
      // reaches less than a pixel past its frame) instead of breaking its last word.
      let ideal = context.typesetter.layout(base).maximumIntrinsicWidth
      if width < ideal, width + 1 / max(1, traits.displayScale) + 1e-9 >= ideal {
        setWidth = ideal
        layout = context.typesetter.layout(request(width: ideal))
      } else if lineBreakStrategy == .standard,
        let pushed = pushedOut(layout, base: base, width: width, context: context)
      {
        (layout, setWidth) = (pushed.layout, pushed.width)
      } else if lineBreakStrategy == .standard,
        let smaller = shrunkForLastLine(layout, base: base, width: width, context: context)
      {
        (layout, base) = smaller
      }
    }
    // SwiftUI's text shows the lines that fit the height it is offered (at least one) and
    // truncates the last.
    if let limitingHeight, layout.size.height > limitingHeight + 1 / max(1, traits.displayScale) + 1e-6 {
      base.maximumLines = lineLimit(forHeight: limitingHeight, base)
      layout = context.typesetter.layout(request(width: setWidth))
    }
    if layout.isTruncated, allowsTightening,
      let tightened = tightenedToFit(base, width: setWidth, height: limitingHeight, context: context)
    {
      (layout, base) = tightened
    }
    if layout.isTruncated,
      let shrunk = shrunkToFit(base, width: setWidth, height: limitingHeight, context: context)
    {
      (layout, base) = shrunk
    }
    keptLayout = layout
    keptLayoutWidth = width
    keptLayoutHeight = limitingHeight
    keptSetWidth = setWidth
    keptFittedRequest = base
    isLayoutKept = true
  }

  /// The request without a width, set smaller when `wordFitting` shrinks and the widest word is
  /// wider than `width`: by the ratio of the two, to the pixel, then a step (3%) at a time while
  /// the word still does not fit (glyph widths do not scale exactly with the size), never below
  /// the size at the floor category.
  private func fitted(width: Double?, context: LayoutContext) -> TextRequest {
    let request = unsizedRequest
    guard case .shrinks(let category) = wordFitting, let width, width > 0 else { return request }
    let widest = context.typesetter.layout(request).minimumIntrinsicWidth
    guard widest > width, request.font.pointSize > 0 else { return request }
    let floor = min(1, pointSize(at: category) / request.font.pointSize)
    var scale = max(floor, width / widest)
    var candidate = request
    for _ in 0..<6 {
      candidate = scaled(request, by: scale)
      if scale <= floor || context.typesetter.layout(candidate).minimumIntrinsicWidth <= width { break }
      scale = max(floor, scale * 0.97)
    }
    return candidate
  }

  /// The text with its letters set closer, by the least that keeps it from being cut at `width`
  /// and `height` and never by more than `tighteningFactor` of its width; nil when even that
  /// much would not do (a binary search to a hundredth of a point per character).
  private func tightenedToFit(_ base: TextRequest, width: Double?, height: Double?, context: LayoutContext)
    -> (
      layout: TextLayout, request: TextRequest
    )?
  {
    let characters = Double(base.string.count)
    guard let width, characters > 1 else { return nil }
    let natural = context.typesetter.layout(base).maximumIntrinsicWidth
    // The most each character may give: the factor of the text's average advance.
    let most = Self.tighteningFactor * natural / characters
    guard most > 0, most.isFinite else { return nil }
    func attempt(_ amount: Double) -> (layout: TextLayout, request: TextRequest) {
      var candidate = base
      candidate.font.tracking -= amount
      if let height { candidate.maximumLines = lineLimit(forHeight: height, candidate) }
      var sized = candidate
      sized.width = width
      return (context.typesetter.layout(sized), candidate)
    }
    var best = attempt(most)
    if best.layout.isTruncated { return nil }
    var (low, high) = (0.0, most)
    while high - low > 0.01 {
      let middle = (low + high) / 2
      let candidate = attempt(middle)
      if candidate.layout.isTruncated {
        low = middle
      } else {
        (high, best) = (middle, candidate)
      }
    }
    return best
  }

  /// The most text is tightened before it is cut, as a share of its width (TextKit's default
  /// `tighteningFactorForTruncation`).
  static let tighteningFactor = 0.05

  /// The largest size, down to `minimumScaleFactor` of the request's, at which the text is not
  /// cut at `width` and `height` (a binary search to the pixel: each step is one layout), or the
  /// smallest, cut; nil when the label may not shrink.
  private func shrunkToFit(_ base: TextRequest, width: Double?, height: Double?, context: LayoutContext) -> (
    layout: TextLayout, request: TextRequest
  )? {
    let factor = minimumScaleFactor.isFinite ? min(1, max(0.01, minimumScaleFactor)) : 1
    guard factor < 1, base.font.pointSize > 0 else { return nil }
    func attempt(_ scale: Double) -> (layout: TextLayout, request: TextRequest) {
      var candidate = scaled(base, by: scale)
      if let height { candidate.maximumLines = lineLimit(forHeight: height, candidate) }
      var sized = candidate
      sized.width = width
      return (context.typesetter.layout(sized), candidate)
    }
    let smallest = attempt(factor)
    if smallest.layout.isTruncated { return smallest }
    var (low, high) = (factor, 1.0)
    var best = smallest
    let step = 1 / (base.font.pointSize * max(1, traits.displayScale))
    while high - low > step {
      let middle = (low + high) / 2
      let candidate = attempt(middle)
      if candidate.layout.isTruncated {
        high = middle
      } else {
        (low, best) = (middle, candidate)
      }
    }
    return best
  }

  /// UIKit's standard line break strategy pushes out: when the last line holds a single word (or a
  /// single ideograph of a phrase written without spaces), a word of the line before goes down
  /// with it. Here: the text is wrapped a little narrower (6% at a time, to 76%) until the last
  /// line holds more, with no more lines and no more words broken; else it stays as it was. Only
  /// for text whose lines start at the left (natural or leading alignment, left to right), where a
  /// narrower wrap moves nothing else.
  private func pushedOut(_ layout: TextLayout, base: TextRequest, width: Double, context: LayoutContext) -> (
    layout: TextLayout, width: Double
  )? {
    guard layout.lineCount >= 2, !layout.isTruncated, alignment == .natural || alignment == .leading,
      traits.layoutDirection == .leftToRight, !text.unicodeScalars.contains(where: \.isRightToLeftLetter),
      Self.endsWithLoneWord(layout, text)
    else { return nil }
    let broken = layout.lines.filter(\.breakKind.splitsWord).count
    for step in 1...4 {
      let narrower = width * (1 - 0.06 * Double(step))
      var request = base
      request.width = narrower
      let candidate = context.typesetter.layout(request)
      // Narrower still only adds lines.
      if candidate.lineCount > layout.lineCount { break }
      if candidate.lineCount == layout.lineCount, !candidate.isTruncated,
        candidate.lines.filter(\.breakKind.splitsWord).count <= broken,
        !Self.endsWithLoneWord(candidate, text)
      {
        return (candidate, narrower)
      }
    }
    return nil
  }

  /// `request` set at `scale` of its size: the size down to the pixel, the line height to the
  /// nearest pixel.
  private func scaled(_ request: TextRequest, by scale: Double) -> TextRequest {
    let grid = PixelGrid(scale: traits.displayScale)
    var scaled = request
    scaled.font.pointSize = grid.floor(request.font.pointSize * scale)
    // The line height follows the size the text is set at (floored to the pixel), not the
    // scale asked: two scales that give one size give one height.
    let setScale = request.font.pointSize > 0 ? scaled.font.pointSize / request.font.pointSize : scale
    scaled.lineHeight = request.lineHeight.map { grid.round($0 * setScale) }
    scaled.lineSpacing = request.lineSpacing * setScale
    return scaled
  }

  /// When a narrower wrap cannot give a lone last ideograph company (13 ideographs at 4 a line end
  /// with one alone, and at 3 a line too) and the label may shrink (`wordFitting`), the text is
  /// set a little smaller (5% at a time, to 70%, never below the floor) until the last line holds
  /// more. A character cut from its phrase reads as a broken word; a lone last word in a script
  /// with spaces is only a widow, and the text keeps its size for it.
  private func shrunkForLastLine(
    _ layout: TextLayout, base: TextRequest, width: Double, context: LayoutContext
  )
    -> (layout: TextLayout, request: TextRequest)?
  {
    guard case .shrinks(let category) = wordFitting, layout.lineCount >= 2, !layout.isTruncated,
      base.font.pointSize > 0, Self.endsWithLoneWord(layout, text),
      let last = layout.lines.last?.range(in: text),
      text[last].filter({ !$0.isPunctuation && !$0.isWhitespace }).allSatisfy(\.isIdeograph)
    else { return nil }
    let floor = pointSize(at: category)
    let broken = layout.lines.filter(\.breakKind.splitsWord).count
    for step in 1...6 {
      let candidate = scaled(base, by: 1 - 0.05 * Double(step))
      guard candidate.font.pointSize >= floor else { break }
      var sized = candidate
      sized.width = width
      let smaller = context.typesetter.layout(sized)
      if !smaller.isTruncated, smaller.lineCount <= layout.lineCount,
        smaller.lines.filter(\.breakKind.splitsWord).count <= broken, !Self.endsWithLoneWord(smaller, text)
      {
        return (smaller, candidate)
      }
    }
    return nil
  }

  /// Whether the last line, wrapped from the line before, holds one word alone (one ideograph, for
  /// scripts written without spaces). Trailing punctuation does not count.
  static func endsWithLoneWord(_ layout: TextLayout, _ text: String) -> Bool {
    guard layout.lineCount >= 2, let last = layout.lines.last, let range = last.range(in: text),
      layout.lines[layout.lineCount - 2].breakKind == .betweenWords
    else { return false }
    // One pass that stops at the first space between two words: a paragraph's last line is
    // mostly several words, and this is asked at every width a label is measured at.
    var letters = 0
    var ideographs = 0
    var spaceAfterLetters = false
    for character in text[range] where !character.isPunctuation {
      if character.isWhitespace {
        spaceAfterLetters = letters > 0
        continue
      }
      if spaceAfterLetters { return false }
      letters += 1
      if character.isIdeograph { ideographs += 1 }
    }
    return letters > 0 && (ideographs == 0 || letters == 1)
  }

  /// Text can always be made narrower by breaking words, as a last resort.
  public override var isSqueezable: Bool { true }

  /// The layout of the text in the label's current bounds.
  public func currentLayout(context: LayoutContext) -> TextLayout {
    var request = fitted(width: bounds.width, context: context)
    request.width = bounds.width
    return context.typesetter.layout(request)
  }

  /// The text's layout in the bounds, and where it starts from their top (it is centred
  /// vertically), as the last layout placed it.
  @exclusivity(unchecked) private var placedLayout: TextLayout?
  @exclusivity(unchecked) private var placedTop = 0.0
  @exclusivity(unchecked) private var placedSetWidth: Double?
  @exclusivity(unchecked) private var placedRequest: TextRequest?

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    keepLayout(width: bounds.width, height: bounds.height, context: context)
    placedLayout = keptLayout
    placedSetWidth = keptSetWidth
    placedRequest = keptFittedRequest
    placedTop = context.grid.round(max(0, (bounds.height - keptLayout.unsafelyUnwrapped.size.height) / 2))
  }

  /// The text's baselines, where it would be laid out at `size`.
  public override func explicitAlignment(of guide: AlignmentGuide, in size: Size, context: LayoutContext)
    -> Double?
  {
    guard guide.kind == .firstTextBaseline || guide.kind == .lastTextBaseline else { return nil }
    keepLayout(width: size.width, height: size.height, context: context)
    let layout = keptLayout.unsafelyUnwrapped
    guard layout.lineCount > 0 else { return nil }
    let top = max(0, (size.height - layout.size.height) / 2)
    return top + (guide.kind == .firstTextBaseline ? layout.firstBaseline : layout.lastBaseline)
  }

  /// Text's room from its neighbours: a line's worth from views that are not text, its font's line
  /// gap from other text (iOS's system font metrics, at the text's size).
  public override func spacing(context: LayoutContext) -> ViewSpacing {
    let request = unsizedRequest
    let size = request.font.pointSize
    let pixel = 1 / max(1, traits.displayScale)
    let metrics = ViewSpacing.TextMetrics(
      ascent: size * SystemFontMetrics.ascender, descent: size * SystemFontMetrics.descender,
      leading: size * SystemFontMetrics.lineGap, pixelLength: pixel)
    let ideal = context.typesetter.layout(request)
    return .text(
      metrics: metrics, capHeight: size * SystemFontMetrics.capHeight, firstBaseline: ideal.firstBaseline,
      lastBaselineToBottom: ideal.size.height - ideal.lastBaseline)
  }

  /// The text, for the Large Content Viewer.
  public override var defaultLargeContentTitle: String? { text }

  public override func snapshotContent() -> SnapshotContent {
    guard let layout = placedLayout else { return SnapshotContent(role: .label) }
    let followsStyle = adjustsFontForContentSizeCategory || !font.isCustom
    var placed = placedRequest ?? unsizedRequest
    placed.width = placedSetWidth ?? bounds.width
    let text = SnapshotText(
      request: placed, layout: layout, color: textColor,
      style: followsStyle ? font.style : nil, followsContentSize: adjustsFontForContentSizeCategory,
      truncationPolicy: truncationPolicy, origin: Point(x: 0, y: placedTop),
      defaultPointSize: pointSize(at: .large),
      pointSizeBeforeShrinking: placed.font.pointSize < unsizedRequest.font.pointSize
        && minimumScaleFactor < 1
        ? unsizedRequest.font.pointSize : nil, fixedSizeReason: fixedSizeReason)
    var content = SnapshotContent(role: .label, text: text)
    content.text?.isRedacted = isRedacted
    return content
  }
}

/// What a label does with a word wider than its width.
///
/// UIKit breaks such a word between letters, whatever the line break mode; at accessibility sizes
/// on a small phone that splits names (`Маргарит` / `а`). Shrinking is the typographer's answer:
/// the text stays as large as it can while every word stays whole, and never gets smaller than it
/// is at the floor category, so it still grows with the user's setting.
public enum WordFitting: Hashable, Sendable {
  /// The word breaks between letters.
  case breaks
  /// The text is set smaller, never smaller than it is at `notBelow` (`.large`, the default size,
  /// unless said), until its widest word fits on a line; a word that does not fit even then
  /// breaks.
  case shrinks(notBelow: ContentSizeCategory = .large)
}

/// How a label answers a proposal.
public enum TextSizing: Hashable, Sendable {
  /// As UIKit's `UILabel`: lines as far apart as the font sets them; offered a width, as
  /// wide as its lines need (the whole width for centred text); offered nothing, one line a
  /// paragraph; offered zero, as narrow as its longest word (a one-line label that may truncate,
  /// two characters and an ellipsis); the height offered does not limit its lines.
  case uiKit
  /// As SwiftUI's `Text`: lines as far apart as iOS's system font sets them
  /// (`SystemFontMetrics`); offered a width, it wraps at words (breaking a word wider than the
  /// line between characters, with a hyphen, as iOS draws it) and is as wide as its widest line; offered a height, it shows the
  /// lines that fit, at least one, and truncates the last; offered zero, as it lays out in no
  /// width at all.
  case swiftUI
}

/// How a label chooses its lines (UIKit's `NSParagraphStyle.LineBreakStrategy`).
public enum LineBreakStrategy: String, Hashable, Sendable {
  /// Greedy lines, then a lone last word pushed out with a word from the line before.
  case standard
  /// Greedy lines only.
  case none
}
