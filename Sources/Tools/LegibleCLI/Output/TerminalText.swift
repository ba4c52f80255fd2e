/// Messages made safe to print: what a user typed is echoed in them, and may be huge or hold
/// control characters (an escape sequence in an environment variable would drive the terminal).
enum TerminalText {
  /// The longest quoted input a message repeats whole; longer ones keep their start and end.
  static let longestQuote = 80

  /// `text` with control characters other than new lines and tabs shown as `\u{1B}`, and every
  /// span in single quotes longer than `longestQuote` characters shortened around an ellipsis.
  /// A quote opens at a `'` after a space (or at the start) and closes at a `'` that no letter
  /// follows, so the apostrophe in "device's" is left alone.
  static func safe(_ text: String) -> String {
    var result = ""
    var quote: String?
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == "'" {
        let before = index > 0 ? characters[index - 1] : " "
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        if let open = quote, !after.isLetter {
          result += "'" + shortened(open) + "'"
          quote = nil
          continue
        }
        if quote == nil, before.isWhitespace || before == "(" {
          quote = ""
          continue
        }
      }
      let shown = escaped(character)
      if quote != nil { quote! += shown } else { result += shown }
    }
    if let open = quote { result += "'" + shortened(open) }
    return result
  }

  static func shortened(_ text: String) -> String {
    guard text.count > longestQuote else { return text }
    let keep = longestQuote / 2
    return "\(text.prefix(keep))… (\(text.count) characters) …\(text.suffix(keep / 2))"
  }

  static func escaped(_ character: Character) -> String {
    guard character != "\n", character != "\t" else { return String(character) }
    var shown = ""
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F: shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }
}
