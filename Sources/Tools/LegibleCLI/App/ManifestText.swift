/// Reading a package manifest (`Package.swift`) as text, never running it: the arguments of a
/// call and the string literal after a label. A manifest that builds its values with code gives
/// less than it would run to; the readers say what they do then.
enum ManifestText {
  /// The text of a call's arguments, from just after its opening parenthesis to the one that
  /// closes it (or the end of the text).
  static func arguments(in text: String, from start: String.Index) -> Substring {
    EnclosedText.text(in: text, from: start, opening: "(", closing: ")")
  }

  /// The string literal after `label`, or nil.
  static func quoted(after label: String, in text: Substring) -> String? {
    guard let range = text.range(of: label) else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard rest.first == "\"" else { return nil }
    let body = rest.dropFirst()
    guard let close = body.firstIndex(of: "\"") else { return nil }
    return String(body[..<close])
  }

}
