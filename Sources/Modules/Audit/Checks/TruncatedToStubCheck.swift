import Geometry
import Legible
import Typesetting

/// `truncated-to-stub`: an ellipsis that leaves fewer than 4 grapheme clusters of the word it cuts
/// (`Пет…` for Петербург, `新疆…`: a run of characters without spaces counts as one word), that
/// cuts a number (`$1,2…`: a word with a digit in it, whatever is left of it), or that leaves
/// nothing but the ellipsis (a badge showing `…`). What is left says nothing, or says something
/// wrong: an error at every size. An ellipsis that falls between words is not a stub.
///
/// A word is what lies between breaking spaces: a no-break space (U+00A0), a figure space
/// (U+2007) and a narrow no-break space (U+202F) join, as does a thin space (U+2009) between
/// digits, so `1 249,00 ₽` written with any of them is one number. Text marked `mayTruncate` (a
/// preview the designer lets end mid-word) is reported only when a number is cut or when nothing
/// but the ellipsis is left.
public enum TruncatedToStubCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.truncatedToStub

  /// Text truncated to so little that it no longer says anything.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, text.layout.isTruncated,
        let (cut, problem) = stub(in: text.string, layout: text.layout, policy: text.truncationPolicy)
      else { return nil }
      let message: String
      switch problem {
      case .nothingLeft:
        message = "\"\(cut.word.prefix(30))\" is cut to nothing but \"…\""
      case .number:
        message =
          "\"\(cut.word.prefix(30))\" is cut to \"\(cut.left)…\": a number cut short reads as another number"
      case .tooShort:
        message = "\"\(cut.word.prefix(30))\" is cut to \"\(cut.left)…\": too little of it is left to read"
      }
      return snapshot.finding(
        id, .error, entry, message,
        hint:
          "Let the text wrap (numberOfLines = 0), or give it its own line at large sizes; never shorten a price."
      )
    }
  }

  /// What makes a cut a stub.
  enum Problem { case nothingLeft, number, tooShort }

  /// The first stub an ellipsis of `layout` makes of `string`: what is left of the cut word, the
  /// whole word, and why it is a stub. Bounded: around each ellipsis, at most `reach` bytes are
  /// read each way (a word longer than that is longer than any line), so text of a megabyte
  /// costs what its ellipses do.
  static func stub(
    in string: String, layout: TextLayout, policy: TruncationPolicy
  ) -> (cut: (left: String, word: String), problem: Problem)? {
    var copy = string
    return copy.withUTF8 { bytes in stub(in: bytes, layout: layout, policy: policy) }
  }

  /// How far either way of an ellipsis the text is read, in bytes.
  static let reach = 4_096

  private static func stub(
    in bytes: UnsafeBufferPointer<UInt8>, layout: TextLayout, policy: TruncationPolicy
  ) -> (cut: (left: String, word: String), problem: Problem)? {
    func text(_ lower: Int, _ upper: Int) -> [Character] {
      let lower = min(max(0, lower), bytes.count)
      return Array(
        String(
          decoding: UnsafeBufferPointer(rebasing: bytes[lower..<min(max(lower, upper), bytes.count)]),
          as: UTF8.self))
    }
    for line in layout.lines {
      guard let elided = line.elidedUTF8Range, elided.lowerBound >= 0, elided.upperBound <= bytes.count,
        !elided.isEmpty
      else { continue }
      let lineStart = max(0, min(line.utf8Range.lowerBound, elided.lowerBound))
      let lineEnd = min(bytes.count, max(line.utf8Range.upperBound, elided.upperBound))
      let before = text(max(lineStart, elided.lowerBound - reach), elided.lowerBound)
      let goneHead = text(elided.lowerBound, min(elided.upperBound, elided.lowerBound + reach))
      let goneTail = text(max(elided.lowerBound, elided.upperBound - reach), elided.upperBound)
      let after = text(elided.upperBound, min(bytes.count, elided.upperBound + reach))
      // Nothing but the ellipsis: the text's one line shows no character that says anything.
      if layout.lines.count == 1 {
        let shown = before + text(elided.upperBound, min(lineEnd, elided.upperBound + reach))
        if !shown.contains(where: { $0.isLetter || $0.isNumber || $0.isSymbol || $0.isPunctuation }) {
          return (
            (
              "",
              String(decoding: UnsafeBufferPointer(rebasing: bytes[..<min(bytes.count, 120)]), as: UTF8.self)
            ), .nothingLeft
          )
        }
      }
      // The word cut on each side of the ellipsis: what is left of it, and all of it.
      var cuts: [(left: String, word: String)] = []
      let head = before + goneHead
      if let first = goneHead.first, let last = before.last, joins(first, before.count, in: head),
        joins(last, before.count - 1, in: head)
      {
        let start = wordStart(before.count, in: head)
        let end = wordEnd(before.count, in: head)
        cuts.append((String(head[start..<before.count]), String(head[start..<end])))
      }
      let tail = goneTail + after
      if let last = goneTail.last, let first = after.first, joins(last, goneTail.count - 1, in: tail),
        joins(first, goneTail.count, in: tail)
      {
        let start = wordStart(goneTail.count - 1, in: tail)
        let end = wordEnd(goneTail.count, in: tail)
        cuts.append((String(tail[goneTail.count..<end]), String(tail[start..<end])))
      }
      for cut in cuts {
        if cut.word.contains(where: \.isNumber) { return (cut, .number) }
        if cut.left.count < 4, policy != .mayTruncate { return (cut, .tooShort) }
      }
    }
    return nil
  }

  /// Whether the character at `index` of `characters` belongs to a word (is not a breaking space).
  private static func joins(_ character: Character, _ index: Int, in characters: [Character]) -> Bool {
    guard character.isWhitespace else { return true }
    switch character.unicodeScalars.first?.value {
    case 0x00A0, 0x2007, 0x202F: return true
    case 0x2009:
      return index > 0 && index + 1 < characters.count && characters[index - 1].isNumber
        && characters[index + 1].isNumber
    default: return false
    }
  }

  private static func wordStart(_ index: Int, in characters: [Character]) -> Int {
    var start = index
    while start > 0, joins(characters[start - 1], start - 1, in: characters) { start -= 1 }
    return start
  }

  private static func wordEnd(_ index: Int, in characters: [Character]) -> Int {
    var end = index
    while end < characters.count, joins(characters[end], end, in: characters) { end += 1 }
    return end
  }
}
