import Geometry
import Legible
import Typesetting

/// `truncated-to-stub`: an ellipsis that leaves fewer than 4 grapheme clusters of the word it cuts
/// (`Пет…` for Петербург, `新疆…`: a run of characters without spaces counts as one word), or that
/// cuts a number (`$1,2…`: a word with a digit in it, whatever is left of it). Either way what is
/// left says nothing, or says something wrong: an error at every size, whatever the text's
/// truncation policy. An ellipsis that falls between words is not a stub.
public enum TruncatedToStubCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.truncatedToStub

  /// Text truncated to so little that it no longer says anything.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, text.layout.isTruncated else { return nil }
      let bytes = Array(text.string.utf8)
      for line in text.layout.lines {
        guard let elided = line.elidedUTF8Range, elided.lowerBound >= 0, elided.upperBound <= bytes.count,
          !elided.isEmpty
        else { continue }
        let before = String(
          decoding: bytes[max(0, min(line.utf8Range.lowerBound, elided.lowerBound))..<elided.lowerBound],
          as: UTF8.self)
        let gone = String(decoding: bytes[elided], as: UTF8.self)
        let after = String(decoding: bytes[elided.upperBound..<bytes.count], as: UTF8.self)
        // The word cut on each side of the ellipsis: what is left of it, and all of it.
        var cuts: [(left: String, word: String)] = []
        if let first = gone.first, !first.isWhitespace, let last = before.last, !last.isWhitespace {
          let left = String(before.reversed().prefix { !$0.isWhitespace }.reversed())
          cuts.append((left, left + gone.prefix { !$0.isWhitespace }))
        }
        if let last = gone.last, !last.isWhitespace, let first = after.first, !first.isWhitespace {
          let left = String(after.prefix { !$0.isWhitespace })
          cuts.append((left, String(gone.reversed().prefix { !$0.isWhitespace }.reversed()) + left))
        }
        for cut in cuts where cut.left.count < 4 || cut.word.contains(where: \.isNumber) {
          let number = cut.word.contains(where: \.isNumber)
          return snapshot.finding(
            id, .error, entry,
            "\"\(cut.word.prefix(30))\" is cut to \"\(cut.left)…\""
              + (number
                ? ": a number cut short reads as another number" : ": too little of it is left to read"),
            hint:
              "Let the text wrap (numberOfLines = 0), or give it its own line at large sizes; never shorten a price."
          )
        }
      }
      return nil
    }
  }
}
