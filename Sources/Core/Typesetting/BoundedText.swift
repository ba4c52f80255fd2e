/// Text made safe to hand to a text engine whose work grows faster than the text: the limits
/// below bound the work of a layout for any string, and offsets in the prepared text map back to
/// the original's.
///
/// What is changed, and why:
/// - Text past `maximumUTF8Length` bytes as laid out (or `maximumScannedLength` bytes of the
///   original, however much of it was left out below) is left out, cut before the next character
///   that does not extend the one before (so the last character keeps its marks); the layout
///   reports it as truncated. A phone shows far less at once.
/// - A character carries at most `maximumCombiningMarks` combining marks; more are not shown.
///   (Shaping a cluster costs time in proportion to the square of its marks; real scripts need a
///   handful.)
/// - When the text is wrapped, a run of `unbreakableRunLength` characters with no break
///   opportunity gets one, an invisible zero-width space, so that breaking it between characters
///   (which text engines do by trial, in quadratic time) stays linear. Lines that end there are
///   reported as breaking inside a word, as they do.
///
/// - A last line ellipsized in the middle or at the head shows the text's start and its end: given
///   `keepingEnds` bytes, of text longer than twice that only the first and the last so many
///   bytes (cut between characters) are laid out, so the engine's search for what to elide,
///   which grows faster than the text, works on what a line can show. An elided range that
///   spans the cut maps back over the whole left-out middle; a line that shows both ends whole
///   (a width far wider than any screen) is reported as truncated.
///
/// - When text wraps, a run of more than `maximumSpaceRun` spaces keeps that many: the rest is
///   left out (its offsets map to the character after the run).
///
/// Cost: one pass over the text's scalars; for text that cannot need any of it (at most
/// `unbreakableRunLength` bytes, and too few characters from U+0300 on to stack more marks than
/// allowed: most labels), one pass over its bytes and nothing else.
public struct BoundedText: Sendable {
  /// The most UTF-8 bytes of a string laid out (64 KiB); the rest is left out and reported as truncation.
  public static let maximumUTF8Length = 65_536
  /// The most UTF-8 bytes of the original read (1 MiB): text past them is left out even when what
  /// was read lays out short (marks and spaces left out).
  public static let maximumScannedLength = 1 << 20
  /// The most combining marks kept on one base character; further marks are left out.
  public static let maximumCombiningMarks = 32
  /// The longest run of characters without a break opportunity before one is added, when text wraps.
  public static let unbreakableRunLength = 256
  /// The most spaces in a row laid out when text wraps; the rest of a longer run is left out. (A
  /// run of spaces is wider than any line long before that: the engine wraps it onto lines of its
  /// own, which would otherwise number in the hundreds.)
  public static let maximumSpaceRun = 256

  /// What the engine lays out.
  public let string: String
  /// Whether text was left out (past the length limit).
  public let isShortened: Bool
  /// Whether anything was changed at all (when not, offsets are the original's).
  public let isChanged: Bool
  /// Whether the middle of the text was left out for a one-line ellipsis (`keepingEnds`).
  public let joinsEnds: Bool
  /// Where the prepared text's runs start, in the prepared text and in the original.
  private let segments: [Segment]
  /// Where a run copied unchanged starts, in the prepared text and in the original.
  private struct Segment {
    var prepared: Int
    var original: Int
  }
  /// Offsets in the prepared text just after an inserted break opportunity.
  private let insertedBreaks: Set<Int>
  private let originalLength: Int

  /// Prepares `original`; `wrapped` says whether it will be broken into lines at a width (only
  /// then are break opportunities added).
  public init(_ original: String, wrapped: Bool, keepingEnds reach: Int? = nil) {
    let length = original.utf8.count
    originalLength = length
    if length <= Self.unbreakableRunLength, Self.cannotStackMarks(original) {
      string = original
      isShortened = false
      isChanged = false
      joinsEnds = false
      segments = [Segment(prepared: 0, original: 0)]
      insertedBreaks = []
      return
    }
    // The left-out middle of a one-line ellipsis: from the first character past `reach` bytes
    // to the first character of the last `reach`.
    let kept = reach ?? 0
    let joins = kept > 0 && length > 2 * kept
    let skipFrom = joins ? kept : Int.max
    let skipTo = joins ? length - kept : Int.max
    var skipping = false
    var scalars = String.UnicodeScalarView()
    var segments = [Segment(prepared: 0, original: 0)]
    var inserted: Set<Int> = []
    var preparedOffset = 0
    var originalOffset = 0
    var marks = 0
    var run = 0
    var spaces = 0
    var shortened = false
    var changed = false
    var copying = true
    for scalar in original.unicodeScalars {
      let length = scalar.utf8.count
      defer { originalOffset += length }
      let extends = scalar.extendsCluster
      if !extends, !skipping, originalOffset >= skipFrom, originalOffset < skipTo {
        skipping = true
        changed = true
      }
      if skipping {
        guard !extends, originalOffset >= skipTo else { continue }
        skipping = false
        segments.append(Segment(prepared: preparedOffset, original: originalOffset))
        marks = 0
        run = 0
      }
      if !extends,
        preparedOffset + length > Self.maximumUTF8Length
          || originalOffset + length > Self.maximumScannedLength + (joins ? skipTo - skipFrom : 0)
      {
        shortened = true
        changed = true
        break
      }
      if scalar.isCombiningMark {
        marks += 1
        if marks > Self.maximumCombiningMarks {
          changed = true
          copying = false
          continue
        }
      } else if !extends {
        marks = 0
      }
      if scalar == " " {
        spaces += 1
        if wrapped, spaces > Self.maximumSpaceRun {
          changed = true
          copying = false
          continue
        }
      } else if !extends {
        spaces = 0
      }
      if !copying {
        segments.append(Segment(prepared: preparedOffset, original: originalOffset))
        copying = true
      }
      if scalar.opensBreak {
        run = 0
      } else if !extends {
        run += 1
        if wrapped, run > Self.unbreakableRunLength {
          scalars.append("\u{200B}")
          preparedOffset += 3
          inserted.insert(preparedOffset)
          segments.append(Segment(prepared: preparedOffset, original: originalOffset))
          changed = true
          run = 1
        }
      }
      scalars.append(scalar)
      preparedOffset += length
    }
    string = changed ? String(scalars) : original
    isShortened = shortened
    isChanged = changed
    joinsEnds = joins
    self.segments = segments
    insertedBreaks = inserted
  }

  /// Whether `text` has too few characters from U+0300 on (whose UTF-8 starts with a byte from
  /// 0xCC) to stack more than `maximumCombiningMarks` marks on one base.
  static func cannotStackMarks(_ text: String) -> Bool {
    var high = 0
    for byte in text.utf8 where byte >= 0xCC {
      high += 1
      if high > maximumCombiningMarks { return false }
    }
    return true
  }

  /// The original's offset for an offset in the prepared text.
  public func originalOffset(_ prepared: Int) -> Int {
    guard isChanged else { return prepared }
    return map(prepared, from: \.prepared, to: \.original, length: originalLength)
  }

  /// The offset in the prepared text of the original's `original`: where text was left out, the
  /// first offset after it (so a span over left-out text covers nothing of it).
  public func preparedOffset(_ original: Int) -> Int {
    guard isChanged else { return original }
    return map(original, from: \.original, to: \.prepared, length: string.utf8.count)
  }

  /// `offset` on one side of the segments (`from`) told on the other (`to`, whose text is
  /// `length` bytes): found in the last segment starting at or before it, and no further than
  /// where the next segment starts.
  private func map(_ offset: Int, from: KeyPath<Segment, Int>, to: KeyPath<Segment, Int>, length: Int) -> Int
  {
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle][keyPath: from] <= offset { low = middle } else { high = middle - 1 }
    }
    let segment = segments[low]
    let limit = low + 1 < segments.count ? segments[low + 1][keyPath: to] : length
    return min(segment[keyPath: to] + max(0, offset - segment[keyPath: from]), limit)
  }

  /// Whether a line that ends at `prepared` ends at a break opportunity this preparation added.
  public func isInsertedBreak(at prepared: Int) -> Bool { insertedBreaks.contains(prepared) }

  /// The layout of the prepared text told in the original's offsets: line ranges, ellipses and
  /// break kinds; and truncated when text was left out.
  public func mapped(_ layout: TextLayout) -> TextLayout {
    guard isChanged else { return layout }
    var layout = layout
    layout.lines = layout.lines.map { line in
      var line = line
      if line.breakKind == .betweenWords, isInsertedBreak(at: line.utf8Range.upperBound) {
        line.breakKind = .insideWord
      }
      line.utf8Range = originalOffset(line.utf8Range.lowerBound)..<originalOffset(line.utf8Range.upperBound)
      line.elidedUTF8Range = line.elidedUTF8Range.map {
        originalOffset($0.lowerBound)..<originalOffset($0.upperBound)
      }
      return line
    }
    if isShortened || (joinsEnds && !layout.lines.contains { $0.elidedUTF8Range != nil }) {
      layout.isTruncated = true
    }
    return layout
  }
}

extension Unicode.Scalar {
  /// A nonspacing, spacing or enclosing combining mark.
  var isCombiningMark: Bool {
    // No mark comes before U+0300 (a quick answer for most Latin text).
    guard value >= 0x300 else { return false }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// A scalar that continues the character before it: marks, joiners, variation selectors,
  /// emoji modifiers and tags. Text is never cut, and no break is added, before one.
  var extendsCluster: Bool {
    guard value >= 0x300 else { return false }
    if isCombiningMark { return true }
    switch value {
    case 0x200C, 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
    default: return false
    }
  }

  /// A scalar at or after which a line may break (white space, dashes, ideographs and the like),
  /// so a run of characters without one ends here.
  var opensBreak: Bool {
    if value < 0x80 {
      return value == 0x20 || (0x09...0x0D).contains(value) || value == 0x2D || value == 0x2F
    }
    if properties.isWhitespace { return true }
    switch value {
    case 0x2D, 0x2F, 0x200B, 0x2010...0x2015, 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7AF,
      0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3134F:
      return true
    default: return false
    }
  }
}
