import Geometry

/// The measured result of laying out a `TextRequest`: sizes in points, with the origin at the
/// layout's top left.
///
/// Invariants: `lines.count == lineCount`; `firstBaseline <= lastBaseline`; the logical `size`
/// has one line height per line; `minimumIntrinsicWidth <= maximumIntrinsicWidth`.
public struct TextLayout: Hashable, Sendable {
  /// The logical extent: the width of the widest line (or the wrap width, for centred and trailing
  /// text the whole width is used) and the height of all lines.
  public var size: Size
  /// Where glyphs actually put ink, relative to the layout's origin; may reach outside `size`
  /// (accents, descenders, Devanagari marks above the headline).
  public var inkBounds: Rect
  /// The laid-out lines, top to bottom.
  public var lines: [TextLine]
  /// The baseline of the first line, from the top.
  public var firstBaseline: Double
  /// The baseline of the last line, from the top.
  public var lastBaseline: Double
  /// The text did not fit: it was ellipsized, lines were dropped, or a line was cut.
  public var isTruncated: Bool
  /// At least one line was broken because of the width (not only at hard line breaks).
  public var isWrapped: Bool
  /// How many characters no font could draw (shown as boxes).
  public var missingGlyphCount: Int
  /// The width of the longest piece that cannot be broken (the longest word, for word breaking).
  public var minimumIntrinsicWidth: Double
  /// The width the text needs to sit on as few lines as its hard line breaks allow.
  public var maximumIntrinsicWidth: Double
  /// The family the text was actually set in.
  public var resolvedFamily: String
  /// The requested family was not available and another was used.
  public var usedFallbackFamily: Bool

  /// A layout from its measurements; typesetters make them.
  public init(
    size: Size, inkBounds: Rect, lines: [TextLine], firstBaseline: Double, lastBaseline: Double,
    isTruncated: Bool, isWrapped: Bool, missingGlyphCount: Int, minimumIntrinsicWidth: Double,
    maximumIntrinsicWidth: Double, resolvedFamily: String, usedFallbackFamily: Bool
  ) {
    self.size = size
    self.inkBounds = inkBounds
    self.lines = lines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.isTruncated = isTruncated
    self.isWrapped = isWrapped
    self.missingGlyphCount = missingGlyphCount
    self.minimumIntrinsicWidth = minimumIntrinsicWidth
    self.maximumIntrinsicWidth = maximumIntrinsicWidth
    self.resolvedFamily = resolvedFamily
    self.usedFallbackFamily = usedFallbackFamily
  }

  /// The number of lines.
  public var lineCount: Int { lines.count }

  /// The layout of nothing: no lines, no size.
  public static func empty(family: String) -> TextLayout {
    TextLayout(
      size: .zero, inkBounds: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, isTruncated: false,
      isWrapped: false, missingGlyphCount: 0, minimumIntrinsicWidth: 0, maximumIntrinsicWidth: 0,
      resolvedFamily: family, usedFallbackFamily: false)
  }
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
  /// The part of the string on this line, as UTF-8 byte offsets (what text libraries count in).
  /// Use `range(in:)` to get string indices.
  public var utf8Range: Range<Int>
  /// The line's position and logical size within the layout.
  public var frame: Rect
  /// The baseline, from the top of the layout.
  public var baseline: Double
  /// Why the line ends where it does: the checks that judge broken words read it.
  public var breakKind: LineBreakKind
  /// The part of the string an ellipsis stands for on this line (UTF-8 byte offsets), or nil.
  public var elidedUTF8Range: Range<Int>?

  /// A line from its part of the string, frame and baseline; typesetters make them.
  public init(
    utf8Range: Range<Int>, frame: Rect, baseline: Double, breakKind: LineBreakKind = .end,
    elidedUTF8Range: Range<Int>? = nil
  ) {
    self.utf8Range = utf8Range
    self.frame = frame
    self.baseline = baseline
    self.breakKind = breakKind
    self.elidedUTF8Range = elidedUTF8Range
  }

  /// The line's width, in points.
  public var width: Double { frame.width }

  /// What the line shows of `string` (the request's string): its part of the string, with an
  /// ellipsis for what is elided and a hyphen where a word is hyphenated; nil when the offsets do
  /// not fall on character boundaries of it.
  public func shown(in string: String) -> String? {
    guard let range = range(in: string) else { return nil }
    var shown = String(string[range])
    if let elided = elidedUTF8Range {
      let line = TextLine(utf8Range: elided, frame: frame, baseline: baseline)
      // The elided part may run past the line (to the end of the text): only the line's is cut.
      if let cut = line.range(in: string), cut.lowerBound >= range.lowerBound,
        cut.lowerBound <= range.upperBound
      {
        let resume = min(cut.upperBound, range.upperBound)
        shown =
          String(string[range.lowerBound..<cut.lowerBound]) + "…" + String(string[resume..<range.upperBound])
      } else {
        shown += "…"
      }
    }
    if breakKind == .hyphenated { shown += "-" }
    return shown.trimmingTrailingWhitespace()
  }

  /// The line's range in `string` (the request's string), or nil when the offsets do not fall on
  /// character boundaries of it.
  public func range(in string: String) -> Range<String.Index>? {
    let utf8 = string.utf8
    guard utf8Range.lowerBound >= 0, utf8Range.upperBound <= utf8.count else { return nil }
    let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
    let upper = utf8.index(utf8.startIndex, offsetBy: utf8Range.upperBound)
    guard let start = lower.samePosition(in: string.unicodeScalars),
      let end = upper.samePosition(in: string.unicodeScalars)
    else { return nil }
    return start..<end
  }
}

/// Why a line ends where it does.
public enum LineBreakKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// The text ends (or the line is the last one shown and nothing follows it).
  case end
  /// A line or paragraph separator in the text.
  case hard
  /// A line break opportunity of Unicode's line breaking algorithm (UAX #14): between words,
  /// after a hyphen or dash, between ideographs.
  case betweenWords
  /// Between grapheme clusters that the algorithm keeps together: a word broken because it is
  /// wider than the line (UIKit breaks it so, without a hyphen).
  case insideWord
  /// Inside a word, with a hyphen inserted (only when the request allows hyphenation).
  case hyphenated

  /// Whether the break cuts a word in two.
  public var splitsWord: Bool { self == .insideWord || self == .hyphenated }
}

extension String {
  /// The string without the spaces and separators that end it (unseen at a line end).
  fileprivate func trimmingTrailingWhitespace() -> String {
    var result = self
    while let last = result.last, last.isWhitespace { result.removeLast() }
    return result
  }
}
