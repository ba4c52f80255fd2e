import DynamicType
import Geometry
import Legible
import Typesetting

/// `word-broken`: a word cut in two by a line break, as a reader sees it:
///
/// - a line that ends inside a word (`LineBreakKind.insideWord` or `.hyphenated`: not at a line
///   break opportunity of UAX #14) when the word would fit on a line of its own: an error at every
///   size. A word would fit when, for text wrapped at words, its widest word (the minimum
///   intrinsic width) is no wider than the line; for text wrapped at characters, when its
///   characters' share of the line's width is. (UIKit breaks a word only when it is wider than the
///   whole line.)
/// - any word split across lines at an accessibility size, even one wider than the line: an
///   error. Large text must get room for its words (hide the photo, give the text its own line).
/// - in scripts written without spaces (Chinese, Japanese), lines break between ideographs, so a
///   break is not a defect by itself; but a line that holds a single ideograph of a phrase that
///   goes on across the break (an orphan: `披` / `萨`) splits a word almost surely: an error at
///   accessibility sizes, a warning below them.
///
/// Bounded: the word around a break is read at most `wordReach` bytes each way (a longer word
/// fits no phone's line at any size), so a megabyte word wrapped over thousands of lines costs
/// what its lines do.
public enum WordBrokenCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.wordBroken

  /// Words broken across lines between their characters.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    let accessibility = snapshot.configuration.category.isAccessibilityCategory
    return snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, text.layout.lineCount > 1 else { return nil }
      let lines = text.layout.lines
      let string = Array(text.string.utf8)
      func piece(_ range: Range<Int>) -> String {
        let lower = min(max(0, range.lowerBound), string.count)
        let upper = min(max(lower, range.upperBound), string.count)
        return String(decoding: string[lower..<upper], as: UTF8.self)
      }
      let width = text.request.width.map { $0 * text.drawingScale } ?? text.layout.size.width
      // Wrapped at words, whether a word fits does not depend on the line: below the
      // accessibility sizes, text whose widest word does not fit has nothing to report here.
      let wordsFit = text.request.lineBreak == .word && text.layout.minimumIntrinsicWidth <= width + 0.5
      let judged = accessibility || wordsFit || text.request.lineBreak != .word
      // The end of the word last judged: the other breaks inside it say the same.
      var judgedUpTo = 0
      for index in lines.indices.dropLast() where judged && lines[index].breakKind.splitsWord {
        // The whole word around the break (up to `wordReach` bytes each way), and where in it
        // the break falls.
        let cut = min(max(0, lines[index].utf8Range.upperBound), string.count)
        if cut < judgedUpTo { continue }
        let head = piece(max(0, cut - wordReach)..<cut).reversed().prefix { !$0.isWhitespace }
        let before = String(head.reversed())
        let after = String(piece(cut..<min(string.count, cut + wordReach)).prefix { !$0.isWhitespace })
        let word = before + after
        judgedUpTo = cut + after.utf8.count
        let fits: Bool
        if text.request.lineBreak == .word {
          fits = wordsFit
        } else {
          let characters = max(1, piece(lines[index].utf8Range).count)
          fits = lines[index].width / Double(characters) * Double(word.count) <= width + 0.5
        }
        guard fits || accessibility else { continue }
        let hyphen = lines[index].breakKind == .hyphenated ? "-" : ""
        return snapshot.finding(
          id, .error, entry,
          "\"\(word.prefix(40))\" is broken across lines at \"\(before.suffix(20))\(hyphen)|\(after.prefix(20))\""
            + (fits ? " although it fits on a line of its own" : ""),
          hint: fits
            ? "Wrap at words (lineBreak .word) and let the text take its lines."
            : "Give the text the width of its longest word at large sizes (its own line, no photo beside it), or a shorter word."
        )
      }
      for index in lines.indices where isOrphan(index, lines: lines, piece: piece) {
        let orphan = piece(lines[index].utf8Range).trimmingCharacters(in: .whitespaces)
        return snapshot.finding(
          id, accessibility ? .error : .warning, entry,
          "\"\(orphan)\" stands alone on a line, cut from the phrase \"\(text.string.prefix(30))\"",
          hint: "Give the text room for the whole phrase (its own line), or a shorter phrase.")
      }
      return nil
    }
  }

  /// How far either way of a break the word around it is read, in bytes.
  static let wordReach = 4096

  /// Whether line `index` holds one ideograph of a phrase that a soft line break splits.
  static func isOrphan(_ index: Int, lines: [TextLine], piece: (Range<Int>) -> String) -> Bool {
    let content = piece(lines[index].utf8Range).filter { !$0.isWhitespace && !$0.isPunctuation }
    guard content.count == 1, let character = content.first, character.isIdeograph else { return false }
    if index > 0, lines[index - 1].breakKind == .betweenWords,
      piece(lines[index - 1].utf8Range).last(where: { !$0.isWhitespace })?.isIdeograph == true
    {
      return true
    }
    if index + 1 < lines.count, lines[index].breakKind == .betweenWords,
      piece(lines[index + 1].utf8Range).first(where: { !$0.isWhitespace })?.isIdeograph == true
    {
      return true
    }
    return false
  }
}
