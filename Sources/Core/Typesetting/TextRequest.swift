import DynamicType

/// Everything a typesetter needs to lay out one piece of text. Requests are values: equal requests
/// give equal layouts, which is what lets typesetters cache them.
///
/// Two requests are equal when their text has the same UTF-8 bytes and all else is equal. That is
/// stricter than `String`'s `==`, which holds canonically equivalent text equal ("é" as one
/// character or as "e" and a combining accent): the two are shaped apart, so they are laid out
/// apart. It is also cheaper: a cache lookup hashes and compares bytes, without the
/// normalization `String` does for text outside ASCII.
public struct TextRequest: Hashable, Sendable {
  /// The text to lay out.
  public var string: String
  /// The font to set it in.
  public var font: Font
  /// Baseline-to-baseline distance in points, as the type scale gives it; nil uses the font's own.
  public var lineHeight: Double?
  /// Points between one line's bottom and the next line's top (SwiftUI's `lineSpacing`,
  /// `NSParagraphStyle.lineSpacing`); none after the last line. Applies where `lineHeight` is set.
  /// Negative brings the lines closer than their height, down to half of it (SwiftUI sets a text
  /// style's lines at the type scale's leading, a little less than the font's line at the
  /// accessibility sizes).
  public var lineSpacing: Double = 0
  /// How lines sit in the width.
  public var alignment: TextAlignment
  /// The paragraph's base direction.
  public var direction: WritingDirection
  /// The width to wrap in, in points; nil lays the text out on as few lines as its line breaks allow.
  public var width: Double?
  /// The most lines to show; 0 means no limit.
  public var maximumLines: Int
  /// Where lines may break: between words or between characters.
  public var lineBreak: LineBreakMode
  /// Where a text that does not fit is cut and given an ellipsis.
  public var truncation: TruncationMode
  /// Whether a word broken across lines gets a hyphen. Off by default, as in UIKit, where a word
  /// wider than the line breaks between characters without one (hyphenation is an opt-in per
  /// paragraph, `hyphenationFactor`).
  public var hyphenates: Bool
  /// Parts of the text set in a face, size or colour of their own, in order; empty for text in
  /// one font (most text).
  public var spans: [TextSpan]

  /// A request for `string` in `font`; everything else has UIKit's defaults (natural alignment, no width, no
  /// line limit, word wrapping, truncation at the end).
  public init(
    _ string: String, font: Font, lineHeight: Double? = nil, alignment: TextAlignment = .natural,
    direction: WritingDirection = .auto, width: Double? = nil, maximumLines: Int = 0,
    lineBreak: LineBreakMode = .word, truncation: TruncationMode = .end, hyphenates: Bool = false,
    spans: [TextSpan] = []
  ) {
    self.hyphenates = hyphenates
    self.spans = spans
    self.string = string
    self.font = font
    self.lineHeight = lineHeight
    self.alignment = alignment
    self.direction = direction
    self.width = width
    self.maximumLines = maximumLines
    self.lineBreak = lineBreak
    self.truncation = truncation
  }

  /// A request for text in a style at a category, with the type scale's size and leading.
  public static func textStyle(
    _ string: String, style: TextStyle, at category: ContentSizeCategory, emphasized: Bool = false,
    width: Double? = nil, maximumLines: Int = 0
  ) -> TextRequest {
    TextRequest(
      string, font: .textStyle(style, at: category, emphasized: emphasized),
      lineHeight: style.leading(at: category), width: width, maximumLines: maximumLines)
  }

  /// The largest point size, width and line height a request may ask for; larger values are
  /// lowered to these (a layout a million points wide is no longer a phone screen).
  public static let maximumPointSize = 2_000.0
  /// The widest layout width honoured, in points; wider widths are laid out at this one.
  public static let maximumWidth = 1_000_000.0
  /// The smallest point size drawn: smaller positive sizes are raised to it (text engines count
  /// sizes in 1/1024 of a point, where less is no size at all).
  public static let minimumPointSize = 0.01

  /// The request with unusable values replaced, as every typesetter applies it:
  /// - a point size that is NaN, zero or negative becomes 0 (the layout is empty); above
  ///   `maximumPointSize`, it is lowered to it; a positive one below `minimumPointSize` is raised
  ///   to it;
  /// - a width that is NaN or infinite becomes nil (no wrapping); a negative width becomes 0 (every
  ///   break opportunity is taken); above `maximumWidth`, it is lowered to it;
  /// - a line height that is NaN, zero, negative or infinite becomes nil (the font's own);
  /// - a negative line limit becomes 0 (no limit);
  /// - line spacing that is not finite or is negative becomes 0, above `maximumPointSize` it is
  ///   lowered to it;
  /// - tracking that is not finite becomes 0, and tracking beyond one em either way is kept to it;
  /// - NUL characters become U+FFFD (text libraries end strings at NUL);
  /// - a span is clamped to the string and dropped when empty; a relative size that is NaN, zero,
  ///   negative or infinite becomes 1, one above `TextSpan.maximumRelativeSize` is lowered to it.
  public var sanitized: TextRequest {
    var request = self
    let size = font.pointSize
    request.font.pointSize =
      size.isNaN || size <= 0 ? 0 : min(max(size, TextRequest.minimumPointSize), TextRequest.maximumPointSize)
    let tracking = font.tracking
    request.font.tracking =
      tracking.isFinite ? min(max(tracking, -request.font.pointSize), request.font.pointSize) : 0
    if let width {
      request.width = width.isFinite ? min(max(0, width), TextRequest.maximumWidth) : nil
    }
    if let lineHeight, !(lineHeight.isFinite && lineHeight > 0) { request.lineHeight = nil }
    if let lineHeight = request.lineHeight {
      request.lineHeight = min(lineHeight, TextRequest.maximumPointSize * 4)
    }
    request.maximumLines = max(0, maximumLines)
    let closest = -(request.lineHeight ?? request.font.pointSize) / 2
    request.lineSpacing =
      lineSpacing.isFinite ? min(max(closest, lineSpacing), TextRequest.maximumPointSize) : 0
    // Where the NULs were, for the spans: each one's replacement is two bytes longer.
    var nuls: [Int] = []
    if string.utf8.contains(0) {
      nuls = string.utf8.indices.filter { string.utf8[$0] == 0 }.map {
        string.utf8.distance(from: string.utf8.startIndex, to: $0)
      }
      request.string = String(string.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : Character($0) })
    }
    if !spans.isEmpty {
      let length = request.string.utf8.count
      func moved(_ offset: Int) -> Int { offset + 2 * nuls.prefix { $0 < offset }.count }
      request.spans = spans.compactMap { span in
        var span = span
        let lower = min(max(0, moved(span.utf8Range.lowerBound)), length)
        let upper = min(max(lower, moved(span.utf8Range.upperBound)), length)
        guard upper > lower else { return nil }
        span.utf8Range = lower..<upper
        let size = span.relativeSize
        span.relativeSize = size.isFinite && size > 0 ? min(size, TextSpan.maximumRelativeSize) : 1
        return span
      }
    }
    return request
  }
}

extension TextRequest {
  public static func == (a: TextRequest, b: TextRequest) -> Bool {
    a.font == b.font && a.width == b.width && a.lineHeight == b.lineHeight && a.maximumLines == b.maximumLines
      && a.lineSpacing == b.lineSpacing
      && a.alignment == b.alignment && a.direction == b.direction && a.lineBreak == b.lineBreak
      && a.truncation == b.truncation && a.hyphenates == b.hyphenates && a.spans == b.spans
      && sameBytes(a.string, b.string)
  }

  public func hash(into hasher: inout Hasher) {
    let bytes = string.utf8
    hasher.combine(bytes.count)
    if bytes.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
      for byte in bytes { hasher.combine(byte) }
    }
    hasher.combine(font)
    hasher.combine(width)
    hasher.combine(lineHeight)
    hasher.combine(lineSpacing)
    hasher.combine(maximumLines)
    hasher.combine(alignment)
    hasher.combine(direction)
    hasher.combine(lineBreak)
    hasher.combine(truncation)
    hasher.combine(hyphenates)
    if !spans.isEmpty { hasher.combine(spans) }
  }

  /// Whether two strings have the same UTF-8 bytes.
  private static func sameBytes(_ a: String, _ b: String) -> Bool {
    let (first, second) = (a.utf8, b.utf8)
    guard first.count == second.count else { return false }
    let compared = first.withContiguousStorageIfAvailable { one in
      second.withContiguousStorageIfAvailable { other in
        UnsafeRawBufferPointer(one).elementsEqual(UnsafeRawBufferPointer(other))
      }
    }
    return (compared ?? nil) ?? first.elementsEqual(second)
  }

  /// The same text with no width and no line limit (its ideal, one-line-per-paragraph layout),
  /// or nil when the request already has neither. Its layout gives the intrinsic widths.
  public var unconstrained: TextRequest? {
    guard width != nil || maximumLines != 0 else { return nil }
    var request = self
    request.width = nil
    request.maximumLines = 0
    return request
  }
}

/// How lines sit horizontally in the layout's width.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  /// Leading for the text's own direction (left for Latin, right for Hebrew).
  case natural
  /// The leading edge of the layout direction.
  case leading
  /// Centred in the width.
  case center
  /// The trailing edge of the layout direction.
  case trailing
}

/// The base direction of a paragraph.
public enum WritingDirection: String, CaseIterable, Hashable, Sendable {
  /// From the first strong character (Unicode bidi rules P2–P3).
  case auto
  /// Left to right, whatever the characters.
  case leftToRight
  /// Right to left, whatever the characters.
  case rightToLeft
}

/// Where lines may break when text is wrapped.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
  /// At word boundaries; a word longer than the width breaks between characters, as UIKit does.
  case word
  /// Between any two characters (grapheme clusters).
  case character
}

/// What happens to text that does not fit its width or its line limit.
public enum TruncationMode: String, CaseIterable, Hashable, Sendable {
  /// An ellipsis at the end of the last line: "Pepperoni with ext…".
  case end
  /// An ellipsis in the middle: "Pepper…a sauce".
  case middle
  /// An ellipsis at the start: "…with extra sauce".
  case head
  /// No ellipsis: what does not fit is cut off.
  case clip
}
