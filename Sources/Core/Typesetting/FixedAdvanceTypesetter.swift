import Geometry

/// A typesetter for testing layout arithmetic: every character (grapheme cluster) advances by the
/// same fraction of the point size, lines break at spaces, and no font is involved. What it gives
/// is easy to compute by hand; it is not what users see (that is `PangoTypesetter`).
///
/// Rules: advance = `advance × pointSize` per character, plus the font's `tracking` (at least a
/// hundredth of a point); line height = the request's, else
/// 1.2 × point size, with the request's `lineSpacing` between lines; the baseline sits 0.8 × point size below the top of the glyph box, which is
/// centred in the line; wrapping is greedy; a word wider than the width breaks between characters;
/// spaces at a wrap are dropped; ink is the logical box of each line's characters. Characters in
/// Unicode's private use areas count as missing glyphs. Spans (`TextSpan`) change nothing here:
/// every character advances by the request font's size, whatever its span's size and face.
public struct FixedAdvanceTypesetter: Typesetter {
  /// The advance of one character, as a fraction of the point size.
  public var advance: Double

  /// A typesetter whose characters advance by `advance × pointSize`; an unusable advance is taken as 0.5.
  public init(advance: Double = 0.5) {
    self.advance = advance.isFinite && advance > 0 ? advance : 0.5
  }

  /// The layout of `original`, by the rules above, after `TextRequest.sanitized`.
  public func layout(_ original: TextRequest) -> TextLayout {
    let request = original.sanitized
    let size = request.font.pointSize
    guard size > 0 else { return .empty(family: request.font.family) }
    let step = max(0.01, advance * size + request.font.tracking)
    let lineHeight = request.lineHeight ?? size * 1.2
    let characters = Array(request.string)
    let offsets = utf8Offsets(of: characters)

    // Hard lines, then wrapped lines, as character index ranges.
    var hardLines: [Range<Int>] = []
    var start = 0
    for (index, character) in characters.enumerated() where character.isNewline {
      hardLines.append(start..<index)
      start = index + 1
    }
    hardLines.append(start..<characters.count)

    let limit = request.width.map { max(1, Int(($0 + 1e-9) / step)) }
    var lines: [Range<Int>] = []
    var breaks: [LineBreakKind] = []
    var wrapped = false
    for (number, hard) in hardLines.enumerated() {
      let pieces: [(Range<Int>, LineBreakKind)]
      if let limit, hard.count > limit {
        wrapped = true
        pieces = wrap(characters, hard, limit: limit, byWord: request.lineBreak == .word)
      } else {
        pieces = [(hard, .end)]
      }
      lines += pieces.map(\.0)
      breaks += pieces.map { $0.1 == .insideWord && request.hyphenates ? .hyphenated : $0.1 }
      breaks[breaks.count - 1] = number == hardLines.count - 1 ? .end : .hard
    }

    var truncated = false
    var elided: Range<Int>? = nil
    var texts = lines.map { Array(characters[$0]) }
    if request.maximumLines > 0, lines.count > request.maximumLines {
      truncated = true
      lines.removeLast(lines.count - request.maximumLines)
      texts.removeLast(texts.count - request.maximumLines)
      if request.truncation != .clip {
        let last = lines.count - 1
        let rest = lines[last].lowerBound..<hardLines.last!.upperBound
        (texts[last], elided) = ellipsized(
          Array(characters[rest]), limit: limit, mode: request.truncation)
        elided = elided.map { (rest.lowerBound + $0.lowerBound)..<(rest.lowerBound + $0.upperBound) }
      }
    }

    let widths = texts.map { Double($0.count) * step }
    let layoutWidth =
      request.width.map {
        request.alignment == .natural || request.alignment == .leading ? (widths.max() ?? 0) : $0
      } ?? (widths.max() ?? 0)
    let ascent = (lineHeight - size) / 2 + 0.8 * size
    var textLines: [TextLine] = []
    var ink = Rect.zero
    for (index, range) in lines.enumerated() {
      let top = Double(index) * (lineHeight + request.lineSpacing)
      let x: Double =
        switch request.alignment {
        case .natural, .leading: 0
        case .center: (layoutWidth - widths[index]) / 2
        case .trailing: layoutWidth - widths[index]
        }
      let frame = Rect(x: x, y: top, width: widths[index], height: lineHeight)
      let isLastElided = index == lines.count - 1 && elided != nil
      textLines.append(
        TextLine(
          utf8Range: offsets[range.lowerBound]..<offsets[range.upperBound], frame: frame,
          baseline: top + ascent, breakKind: breaks[index],
          elidedUTF8Range: isLastElided ? elided.map { offsets[$0.lowerBound]..<offsets[$0.upperBound] } : nil
        ))
      ink = ink.union(Rect(x: x, y: top + (lineHeight - size) / 2, width: widths[index], height: size))
    }
    let words = characters.split(whereSeparator: \.isWhitespace)
    let longest = request.lineBreak == .word ? (words.map(\.count).max() ?? 0) : (characters.isEmpty ? 0 : 1)
    let widest = hardLines.map(\.count).max() ?? 0
    return TextLayout(
      size: Size(
        width: layoutWidth,
        height: Double(lines.count) * lineHeight + Double(max(0, lines.count - 1)) * request.lineSpacing),
      inkBounds: ink,
      lines: textLines,
      firstBaseline: textLines.first?.baseline ?? 0, lastBaseline: textLines.last?.baseline ?? 0,
      isTruncated: truncated, isWrapped: wrapped,
      missingGlyphCount: characters.filter { $0.unicodeScalars.contains(where: isPrivateUse) }.count,
      minimumIntrinsicWidth: Double(longest) * step, maximumIntrinsicWidth: Double(widest) * step,
      resolvedFamily: request.font.family, usedFallbackFamily: false)
  }

  /// Greedy wrapping of one hard line into lines of at most `limit` characters, each with how it
  /// ends (the last one's kind is set by the caller).
  private func wrap(_ characters: [Character], _ range: Range<Int>, limit: Int, byWord: Bool)
    -> [(Range<Int>, LineBreakKind)]
  {
    var lines: [(Range<Int>, LineBreakKind)] = []
    var start = range.lowerBound
    while range.upperBound - start > limit {
      var end = start + limit
      var kind = LineBreakKind.insideWord
      if characters[end].isWhitespace || characters[end - 1].isWhitespace {
        kind = .betweenWords
      } else if byWord, let space = characters[start...end].lastIndex(where: \.isWhitespace), space > start {
        end = space
        kind = .betweenWords
      }
      lines.append((start..<end, kind))
      start = end
      while start < range.upperBound, characters[start].isWhitespace, byWord { start += 1 }
    }
    lines.append((start..<range.upperBound, .end))
    return lines
  }

  /// The text cut to `limit` characters with an ellipsis, and the range of `text` it stands for.
  private func ellipsized(_ text: [Character], limit: Int?, mode: TruncationMode)
    -> ([Character], Range<Int>?)
  {
    let room = max(0, (limit ?? text.count) - 1)
    guard text.count > room else { return (text, nil) }
    switch mode {
    case .end, .clip: return (Array(text.prefix(room)) + ["…"], room..<text.count)
    case .head: return (["…"] + Array(text.suffix(room)), 0..<(text.count - room))
    case .middle:
      let head = (room + 1) / 2
      return (Array(text.prefix(head)) + ["…"] + Array(text.suffix(room / 2)), head..<(text.count - room / 2))
    }
  }

  private func utf8Offsets(of characters: [Character]) -> [Int] {
    var offsets = [0]
    offsets.reserveCapacity(characters.count + 1)
    for character in characters { offsets.append(offsets.last! + character.utf8.count) }
    return offsets
  }

  private func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
    (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
  }
}
