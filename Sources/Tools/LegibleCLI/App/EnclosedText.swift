/// The text between a pair of brackets in Swift source read as text (a call's parentheses, a
/// declaration's braces), found by counting them.
enum EnclosedText {
  /// The text from `start` (just after an `opening` bracket) to the `closing` one that matches it,
  /// nested pairs counted; the whole rest of `text` when it is never closed.
  static func text(
    in text: String, from start: String.Index, opening: Character, closing: Character
  ) -> Substring {
    var depth = 1
    var index = start
    while index < text.endIndex {
      switch text[index] {
      case opening: depth += 1
      case closing:
        depth -= 1
        if depth == 0 { return text[start..<index] }
      default: break
      }
      index = text.index(after: index)
    }
    return text[start...]
  }
}
