extension Character {
  /// A Han ideograph or a Japanese kana: a character of a script written without spaces, where a
  /// line may break between any two characters.
  public var isIdeograph: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return true
    default: return false
    }
  }
}

extension Unicode.Scalar {
  /// A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and the others of
  /// those blocks and their presentation forms): a paragraph that starts with one runs right to
  /// left under automatic direction.
  public var isRightToLeftLetter: Bool {
    switch value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
    default: false
    }
  }
}
