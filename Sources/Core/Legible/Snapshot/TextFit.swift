import Geometry
import Typesetting

/// How near a text is to the edge that decides how it is set: the width it was given against the
/// width the deciding part of it needs. Positive margins are room left; negative ones, how much
/// is missing. No stand-in font is exactly the one an iPhone uses, so a finding whose text is
/// within a few percent of its edge may come out the other way there (`dependsOnTheFont`).
///
/// Invariant: `share == margin / width`, and `width > 0`.
public struct TextFit: Hashable, Sendable, Codable {
  /// Which width decides the text's setting.
  public enum Edge: String, Hashable, Sendable, Codable {
    /// The text is on its unwrapped lines: the widest of them against the width. Past it, the
    /// text wraps, or is cut when it may not. The width is the text's own frame, and a text sized
    /// to itself (in a stack, a button) has no room left there: the room it has is its
    /// container's, so this edge never makes a text depend on the font, and findings leave it out.
    case unwrapped = "unwrapped"
    /// The text is kept on one line that does not hold it: its one-line width against the width.
    case oneLine = "one-line"
    /// The text wraps: its longest word against the width. Past it, a word breaks between its
    /// characters.
    case longestWord = "longest-word"
    /// The text wraps and loses lines at its line limit: the width its lines would need if they
    /// were filled to the end, against the width. That width is at least what the text needs,
    /// so the margin is never more negative than the truth.
    case lineLimit = "line-limit"
  }

  /// Below this share of the width either way, a text's setting may differ in another font of
  /// nearly the same widths (iOS's own against the stand-in: about 1% apart on English text on
  /// average, several percent on some words).
  public static let fontSensitiveShare = 0.03

  /// The width that decides.
  public var edge: Edge
  /// The width the text was given, in points.
  public var width: Double
  /// The width given less the width needed, in points.
  public var margin: Double
  /// `margin` as a share of `width`.
  public var share: Double { margin / width }

  /// Whether the text is so near its edge that another font of nearly the same widths could set
  /// it the other way.
  public var dependsOnTheFont: Bool { edge != .unwrapped && abs(share) < Self.fontSensitiveShare }

  /// The fit of `layout`, laid out for `request`; nil for text given no width to fit in.
  public init?(request: TextRequest, layout: TextLayout) {
    guard let width = request.width, width.isFinite, width > 0, layout.lineCount > 0 else { return nil }
    self.width = width
    let limit = request.maximumLines
    if layout.maximumIntrinsicWidth <= width + 0.5 {
      (edge, margin) = (.unwrapped, width - layout.maximumIntrinsicWidth)
    } else if limit == 1 {
      (edge, margin) = (.oneLine, width - layout.maximumIntrinsicWidth)
    } else if layout.isTruncated, limit > 1 {
      // Lines are seldom filled to the end: where the estimate leaves room, the text is still
      // cut, by an amount this cannot tell.
      (edge, margin) = (.lineLimit, min(0, width - layout.maximumIntrinsicWidth / Double(limit)))
    } else {
      (edge, margin) = (.longestWord, width - layout.minimumIntrinsicWidth)
    }
  }

  /// In words, for reports: `2.5 pt (0.8%) short of one line: may differ in iOS's font`.
  public var description: String {
    let amount = "\(formatPoints(abs(margin))) pt (\(formatShare(abs(share))))"
    let what =
      switch (edge, margin >= 0) {
      case (.unwrapped, _): "\(amount) of room before it wraps"
      case (.oneLine, _): "\(amount) short of one line"
      case (.longestWord, true): "\(amount) of room for its longest word"
      case (.longestWord, false): "its longest word \(amount) wider than the line"
      case (.lineLimit, _):
        margin < 0
          ? "at least \(amount) short of fitting its line limit"
          : "cut at its line limit, by less than its widths can tell"
      }
    return dependsOnTheFont ? "\(what): may differ in iOS's own font" : what
  }
}

extension SnapshotText {
  /// How near the text is to the edge that decides how it is set.
  public var fit: TextFit? { TextFit(request: request, layout: layout) }
}

private func formatShare(_ share: Double) -> String {
  let tenths = (share * 1_000).rounded()
  return "\(tenths / 10)%"
}
