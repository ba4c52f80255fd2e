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
        message = "\"\(text.string.prefix(30))\" is cut to nothing but \"…\""
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
  /// whole word, and why it is a stub.
  static func stub(
    in string: String, layout: TextLayout, policy: TruncationPolicy
  ) -> (cut: (left: String, word: String), problem: Problem)? {
    let bytes = Array(string.utf8)
    for line in layout.lines {
      guard let elided = line.elidedUTF8Range, elided.lowerBound >= 0, elided.upperBound <= bytes.count,
        !elided.isEmpty
      else { continue }
      let shown =
        String(decoding: bytes[..<elided.lowerBound], as: UTF8.self)
        + String(decoding: bytes[elided.upperBound...], as: UTF8.self)
      if !shown.contains(where: { $0.isLetter || $0.isNumber || $0.isSymbol || $0.isPunctuation }) {
        return (("", string), .nothingLeft)
      }
      let before = Array(
        String(
          decoding: bytes[max(0, min(line.utf8Range.lowerBound, elided.lowerBound))..<elided.lowerBound],
          as: UTF8.self))
      let gone = Array(String(decoding: bytes[elided], as: UTF8.self))
      let after = Array(String(decoding: bytes[elided.upperBound...], as: UTF8.self))
      // The word cut on each side of the ellipsis: what is left of it, and all of it.
      var cuts: [(left: String, word: String)] = []
      let head = before + gone
      if let first = gone.first, let last = before.last, joins(first, before.count, in: head),
        joins(last, before.count - 1, in: head)
      {
        let start = wordStart(before.count, in: head)
        let end = wordEnd(before.count, in: head)
        cuts.append((String(head[start..<before.count]), String(head[start..<end])))
      }
      let tail = gone + after
      if let last = gone.last, let first = after.first, joins(last, gone.count - 1, in: tail),
        joins(first, gone.count, in: tail)
      {
        let start = wordStart(gone.count - 1, in: tail)
        let end = wordEnd(gone.count, in: tail)
        cuts.append((String(tail[gone.count..<end]), String(tail[start..<end])))
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
