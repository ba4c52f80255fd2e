import Legible

/// `missing-glyphs`: text with characters no available font can draw (shown as boxes).
public enum MissingGlyphsCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.missingGlyphs

  /// Text with characters that no installed font has (shown as boxes).
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, text.layout.missingGlyphCount > 0 else { return nil }
      let count = text.layout.missingGlyphCount
      return snapshot.finding(
        id, .error, entry,
        "\"\(text.string.prefix(30))\" has \(count) character\(count == 1 ? "" : "s") no font can draw",
        hint: "Use a font that covers the script, or fix the text (a wrong encoding?).")
    }
  }
}
